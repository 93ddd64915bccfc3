/** Display names of the known user types; others are shown as they come. */
const USER_TYPE_LABELS: Record<string, string> = {
  teacher: '教师',
  student: '学生',
  admin: '管理员',
};

/**
 * What the user's id is called (design §7 Chinese style): 工号 for staff, 学号 for students, and
 * a neutral 账号 for a type we do not know.
 */
const USER_ID_LABELS: Record<string, string> = {
  teacher: '工号',
  admin: '工号',
  student: '学号',
};

export function userIdLabel(userType: string): string {
  return USER_ID_LABELS[userType === '' ? 'teacher' : userType] ?? '账号';
}

export function userTypeLabel(userType: string): string {
  return USER_TYPE_LABELS[userType] ?? userType;
}

/** design §7 "By role": `teacher`, or no type at all (the seed's default), teaches. */
export function isTeacherType(userType: string | null | undefined): boolean {
  return !userType || userType === 'teacher';
}
