import type { SxProps, Theme } from '@mui/material/styles';

/**
 * On the dashboard's grid while its first card (a teacher's 我的授课, a learner's 我的课程) waits
 * for its answer, and for a while at most (useFirstCardHold): the cards after the first row keep
 * their place, unseen. The first card grows by its lines when they come (~400 px for five
 * courses), and every card below it moved down by that much in front of the visitor (CLS 0.26 on
 * a phone, 0.17 at 1280 px); hidden, they move unseen, and then appear where they stay.
 */
export const FIRST_CARD_PENDING = 'data-first-card-pending';

/**
 * On a learner's dashboard, or on an element around it: the app puts it on a learner's grid, and
 * the first-view gate on the prerendered frame (a teacher's, the default type) for a stored
 * learner. What only a learner's cards need while they load is sized by it (learnerMinHeight).
 */
export const LEARNER_DASHBOARD = 'data-learner-dashboard';

/**
 * 近期作业 until its lines come: five, one row each (60 px) in a dense list; on a phone two of
 * them wrap to two rows (measured: 316 px from sm, 356 px at 390 px, 416 px at 320 px). With the
 * spinner's 88 px, the card grew by 228–268 px when they came, and moved every card below it
 * (CLS 0.065 at 1280 px, 0.099 at 390 px).
 */
export const DUE_ASSIGNMENTS_MIN_HEIGHT = { xs: 356, sm: 316 } as const;

/** A box that takes `minHeight` on a learner's dashboard only (LEARNER_DASHBOARD). */
export function learnerMinHeight(minHeight: typeof DUE_ASSIGNMENTS_MIN_HEIGHT): SxProps<Theme> {
  return { [`[${LEARNER_DASHBOARD}] &`]: { minHeight } };
}

/** The dashboard's grid: one column on a phone, two from md (docs/screens.md). */
export const DASHBOARD_GRID: SxProps<Theme> = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  // The first row is the first card alone on a phone, the first two cards from md. Not removed:
  // a card's place (and its code, its read) is the same hidden or not.
  [`&[${FIRST_CARD_PENDING}] > :nth-child(2)`]: { visibility: { xs: 'hidden', md: 'visible' } },
  [`&[${FIRST_CARD_PENDING}] > :nth-child(n + 3)`]: { visibility: 'hidden' },
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
