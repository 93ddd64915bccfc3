import { DEFAULT_USER_TYPE } from '@/config/constants';

/**
 * Whose dashboard a user sees (design §7 "By role"): a teacher's, for `userType` `teacher` or
 * none (the seed's default type), a learner's for every other type. One rule, read by the app,
 * the first-view gate and the mock API alike.
 */
export type UserRole = 'teacher' | 'learner';

export function roleOf(userType: string | undefined | null): UserRole {
  const type =
    userType === undefined || userType === null || userType === '' ? DEFAULT_USER_TYPE : userType;
  return type === DEFAULT_USER_TYPE ? 'teacher' : 'learner';
}
