import type { UserInfo } from '@/types/user';

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The name shown for a user: `userName`, else `name`, else the id (docs/session.md, Storage). */
export function displayName(user: UserInfo | null): string {
  if (!user) return '';
  if (nonEmpty(user.userName)) return user.userName;
  if (nonEmpty(user.name)) return user.name;
  return String(user.userId);
}

/** The signed-in main page's heading, also written by the first-view gate before any JS. */
export function greeting(user: UserInfo | null): string {
  return `你好，${displayName(user)}`;
}
