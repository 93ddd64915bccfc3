import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import { visuallyHidden } from '@mui/utils';
import { BADGE_MAX } from '@/config/constants';

export interface CountBadgeProps {
  count: number;
  /** Above this the badge reads `max+` (ElBadge: 99 → `99+`). */
  max?: number;
  /** Hide the badge; a zero count is shown otherwise (ElBadge). */
  hidden?: boolean;
  /** What the count is of, for screen readers: `未读消息`. */
  label: string;
  children: ReactNode;
  color?: 'error' | 'primary' | 'secondary';
}

/** `99+` past the maximum; the text screen readers hear says the same. */
export function badgeText(count: number, max: number = BADGE_MAX): string {
  return count > max ? `${max}+` : String(count);
}

export function CountBadge({
  count,
  max = BADGE_MAX,
  hidden = false,
  label,
  children,
  color = 'error',
}: CountBadgeProps) {
  const text = badgeText(count, max);
  return (
    <Badge
      badgeContent={hidden ? null : count}
      max={max}
      showZero
      invisible={hidden}
      color={color}
      slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'count-badge' } as object }}
    >
      {children}
      {!hidden && <span style={visuallyHidden}>{`${label} ${text}`}</span>}
    </Badge>
  );
}
