import { USER_ID_PARAM } from '@/config/constants';

/** The user centre's tabs, by `?tab=` (docs/screens.md); no React, the first-view gate reads it. */
export const USER_CENTER_TABS = [
  { value: 'profile', label: '个人资料' },
  { value: 'records', label: '学习记录' },
  { value: 'weight', label: '课程权重' },
  { value: 'messages', label: '消息' },
] as const;

export type UserCenterTab = (typeof USER_CENTER_TABS)[number]['value'];

/** The tab an address shows: the one its `?tab=` names, 个人资料 for none or an unknown one. */
export function userCenterTabOf(requested: string | null): UserCenterTab {
  return USER_CENTER_TABS.find((t) => t.value === requested)?.value ?? 'profile';
}

/**
 * The tab whose plain first page an address shows (only `xh` and `tab` in its query), or null
 * when the address asks for more (dates, a page, a filter), which is the screen's own business.
 * The first view's early reads (firstViewScreens) and start-up's (UserCenterPage) are for such
 * an address only.
 */
export function plainTabOf(search: string): UserCenterTab | null {
  const query = new URLSearchParams(search);
  const plain = [...query.keys()].every((key) => key === USER_ID_PARAM || key === 'tab');
  return plain ? userCenterTabOf(query.get('tab')) : null;
}
