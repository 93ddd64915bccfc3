/** Display names of the known user types; others are shown as they come. */
const USER_TYPE_LABELS: Record<string, string> = {
  teacher: '教师',
  student: '学生',
  admin: '管理员',
};

export function userTypeLabel(userType: string): string {
  return USER_TYPE_LABELS[userType] ?? userType;
}

/** design §7 "By role": `teacher`, or no type at all (the seed's default), teaches. */
export function isTeacherType(userType: string | null | undefined): boolean {
  return !userType || userType === 'teacher';
}
