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

export const COLUMNS_VALUE_AXIS_WIDTH = 44;
/** Room between two labels under columns, and the least the chart keeps right of the plot. */
const LABEL_GAP = 6;
const COLUMNS_RIGHT_MARGIN = 8;

/**
 * A label's width under the columns, at the axis' 12 px: a digit or `/` at most 6.7 px (Noto
 * Sans CJK draws `10/26` 31 px wide), a Chinese character 12 px.
 */
export function columnLabelWidth(label: string): number {
  let width = 0;
  for (const character of label) width += character.charCodeAt(0) < 0x80 ? 6.7 : 12;
  return width;
}

/** How a chart of columns `width` px wide is laid out around its labels. */
export interface ColumnsLayout {
  /** Room right of the plot: enough for half the latest label beyond its column's middle. */
  rightMargin: number;
  /** Whether the column at `index` has its label under it. */
  labelled: (index: number) => boolean;
}

/**
 * Every `step`-th column has its label, counted back from the latest, which matters most in a
 * chart of recent days or weeks, with the smallest step that keeps labels apart: they stand at
 * even intervals, and each is whole. MUI X Charts, left to choose, skipped one or two at a time
 * and gave the last one at the right edge as `11/…`.
 */
export function columnsLayout(labels: readonly string[], width: number): ColumnsLayout {
  const count = Math.max(1, labels.length);
  const latest = columnLabelWidth(labels.at(-1) ?? '');
  const roughBand = (width - COLUMNS_VALUE_AXIS_WIDTH - COLUMNS_RIGHT_MARGIN) / count;
  // One pixel more: the margin narrows the bands it was worked out from.
  const rightMargin = Math.max(COLUMNS_RIGHT_MARGIN, Math.ceil((latest - roughBand) / 2) + 1);
  const band = (width - COLUMNS_VALUE_AXIS_WIDTH - rightMargin) / count;
  const widest = Math.max(0, ...labels.map(columnLabelWidth));
  if (!(band > 0)) return { rightMargin, labelled: () => false };
  const step = Math.max(1, Math.ceil((widest + LABEL_GAP) / band));
  return {
    rightMargin,
    labelled: (index) =>
      index >= 0 && index < labels.length && (labels.length - 1 - index) % step === 0,
  };
}
