import { userIdLabel, userTypeLabel } from '@/config/userTypes';
import { displayName } from '@/lib/session/displayName';
import type { UserInfo } from '@/types/user';

const FIELDS: { key: string; label: string }[] = [
  { key: 'department', label: '所在单位' },
  { key: 'email', label: '电子邮箱' },
];

/**
 * 个人资料's lines, label and value, from what is stored: the panel draws them, and the
 * first-view gate writes them into the user centre's prerendered frame (no React there).
 */
export function profileRows(user: UserInfo, userType: string): [string, string][] {
  return [
    ['姓名', displayName(user)],
    [userIdLabel(userType), String(user.userId)],
    ['身份', userTypeLabel(userType)],
    ...FIELDS.filter((f) => typeof user[f.key] === 'string' && user[f.key] !== '').map(
      (f): [string, string] => [f.label, String(user[f.key])],
    ),
  ];
}
