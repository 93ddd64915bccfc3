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

/**
 * The timetable card's toolbar (‹ 第 N 周 › 今天 周/月): two rows of 44 px targets on a phone, one
 * row from sm. The card and its placeholder both take this height, so nothing moves.
 */
export const TIMETABLE_TOOLBAR_HEIGHT = { xs: 96, sm: 44 } as const;

/** The timetable card's body while it loads (and its placeholder's): about a week's height. */
export const TIMETABLE_BODY_MIN_HEIGHT = 360;
