import { Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { lazyComponent } from '@/components/lazyComponent';
import { chartHeight, type MinutesBar } from './chartGeometry';

export interface MinutesBarChartProps {
  /** The chart's heading, also its accessible name. */
  title: string;
  /** Its level in the page's outline: under a card's h2 (the default), or a tab's h1. */
  headingLevel?: 'h2' | 'h3';
  /** What the chart shows, in one sentence: read by screen readers, shown to everyone. */
  summary: string;
  /** The table's first column: 日期, 周 or 课程. */
  categoryLabel: string;
  bars: readonly MinutesBar[];
  /** `columns` stand side by side (time); `rows` are horizontal bars (courses). */
  orientation?: 'columns' | 'rows';
  color?: 'primary' | 'secondary';
  /** Off in tests and screenshots; by default off under automation (see below). */
  skipAnimation?: boolean;
  /**
   * What a bar counts, when not study minutes: the course page's statistics draw 人数 and 提交率
   * with the same figure, sentence and 表格 (each bar's number is in its `minutes`).
   */
  measure?: BarMeasure;
  /**
   * False while the bars wait for their turn to draw (a dashboard card far below the fold,
   * useChartsMayDraw): the figure's title, sentence and 表格 are there, the bars' room is kept
   * at their height, so nothing moves when they draw.
   */
  barsMayDraw?: boolean;
}

export interface BarMeasure {
  /** The series' name in the tooltip: 学习时长, 人数. */
  name: string;
  /** After a value: 分钟, 人, %. */
  unit: string;
  /** The table's total row; off where a sum means nothing (rates). */
  total?: boolean;
}

const MINUTES_MEASURE: BarMeasure = { name: '学习时长', unit: '分钟', total: true };

/**
 * Under automation (Vitest's and the end-to-end Chromium, Chromatic) bars stand still at once,
 * so that screenshots are the same on every run; people still see them grow, unless they ask
 * for reduced motion (MUI X follows `prefers-reduced-motion` itself).
 */
const automated = typeof navigator !== 'undefined' && navigator.webdriver;

// The bars wait for MUI X Charts' chunk; the rest of the figure (its title, the sentence that
// says what it shows, the table) is painted with the data (docs/budgets.md).
const MinutesBars = lazyComponent(() => import('./MinutesBars').then((m) => m.MinutesBars));

function MinutesTable({
  title,
  categoryLabel,
  bars,
  measure,
}: Pick<MinutesBarChartProps, 'title' | 'categoryLabel' | 'bars'> & { measure: BarMeasure }) {
  const total = bars.reduce((sum, bar) => sum + bar.minutes, 0);
  return (
    <Table size="small" aria-label={title} data-testid="minutes-table">
      <TableHead>
        <TableRow>
          <TableCell>{categoryLabel}</TableCell>
          <TableCell align="right">{`${measure.name}（${measure.unit}）`}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bars.map((bar) => (
          <TableRow key={bar.key}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{bar.name}</TableCell>
            <TableCell align="right">{bar.minutes}</TableCell>
          </TableRow>
        ))}
        {measure.total !== false && (
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              合计
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {total}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

/**
 * Study minutes as bars, with a sentence that says what they show and a 表格 toggle that shows
 * the same numbers as a table (docs/api.md). Colours are the theme's, which meet 3:1 against the
 * card; the tooltip follows a finger as well as a mouse.
 */
export function MinutesBarChart({
  title,
  summary,
  categoryLabel,
  bars,
  orientation = 'columns',
  color = 'primary',
  headingLevel = 'h3',
  skipAnimation = automated,
  measure = MINUTES_MEASURE,
  barsMayDraw = true,
}: MinutesBarChartProps) {
  const titleId = useId();
  const summaryId = useId();
  const [asTable, setAsTable] = useState(false);

  return (
    <Box
      component="figure"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      sx={{ m: 0, minWidth: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography
          id={titleId}
          variant="subtitle1"
          component={headingLevel}
          sx={{ fontWeight: 500 }}
        >
          {title}
        </Typography>
        <ToggleButton
          value="table"
          size="small"
          color="primary"
          selected={asTable}
          onChange={() => setAsTable((shown) => !shown)}
          // The visible word first: speech users say what they see (WCAG 2.5.3).
          aria-label={`表格（${title}）`}
          // A ripple frozen mid-way (animations are off in screenshots) looked like a stain;
          // the focus shows as the theme's one outline instead.
          disableRipple
          sx={{ py: 0.25, px: 1.5, minWidth: 56, color: 'text.secondary' }}
        >
          表格
        </ToggleButton>
      </Stack>
      <Typography id={summaryId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      {asTable ? (
        <MinutesTable title={title} categoryLabel={categoryLabel} bars={bars} measure={measure} />
      ) : !barsMayDraw ? (
        // Nothing is loading yet: no aria-busy, only the room.
        <Box aria-hidden sx={{ height: chartHeight(orientation, bars.length) }} />
      ) : (
        <Suspense
          fallback={<Box aria-busy sx={{ height: chartHeight(orientation, bars.length) }} />}
        >
          <MinutesBars
            bars={bars}
            orientation={orientation}
            color={color}
            skipAnimation={skipAnimation}
            measure={measure}
          />
        </Suspense>
      )}
    </Box>
  );
}
