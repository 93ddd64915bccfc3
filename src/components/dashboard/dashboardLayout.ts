import type { SxProps, Theme } from '@mui/material/styles';

/** The dashboard's grid: one column on a phone, two from md (docs/screens.md). */
export const DASHBOARD_GRID: SxProps<Theme> = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
};

/**
 * 学习统计 until its code and data are in: about the charts' height (measured: 317 px side by
 * side, 590–640 px stacked, as the sentences wrap), so little moves when they arrive.
 */
export const STATS_MIN_HEIGHT = { xs: 600, md: 316 } as const;

/** MUI X's month view, whose height the calendar card keeps while its code loads. */
export const CALENDAR_HEIGHT = 336;
