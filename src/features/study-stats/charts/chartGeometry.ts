/** One bar: a day, a week or a course. */
export interface MinutesBar {
  key: string;
  /** Under the bar: short (`9/7`, or a course name the axis may shorten). */
  label: string;
  /** In the tooltip and the table: whole (`8月31日至9月6日`, the course's full name). */
  name: string;
  minutes: number;
}

const COLUMN_CHART_HEIGHT = 220;
const ROW_HEIGHT = 36;
export const AXIS_HEIGHT = 28;

/** The height a chart of this kind takes, so that what stands in for it takes the same. */
export function chartHeight(orientation: 'columns' | 'rows', bars: number): number {
  return orientation === 'columns'
    ? COLUMN_CHART_HEIGHT
    : Math.max(1, bars) * ROW_HEIGHT + AXIS_HEIGHT + 8;
}
