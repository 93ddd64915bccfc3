import { useRef, type RefObject } from 'react';
import Box from '@mui/material/Box';
import { MinutesBarChart } from '@/features/study-stats/charts/MinutesBarChart';
import { chartHeight } from '@/features/study-stats/charts/chartGeometry';
import { useChartsMayDraw } from '@/features/study-stats/useChartsMayDraw';
import { TeachingStatsCard } from '@/features/teaching/TeachingStatsCard';

// MUI X Charts' code: fetched once the cards above have their answers (useChartsMayDraw), as
// for 学习统计 (docs/budgets.md "Returning visits").
const fetchChartsCode = () =>
  void import('@/features/study-stats/charts/MinutesBars').catch(() => undefined);

// A chart's title row and sentence above its bars: the room kept while it waits to draw.
const FIGURE_TEXT_HEIGHT = 88;

/**
 * A teacher's 教学统计 with 学习统计's chart (figure, sentence, 表格): the charts draw as the
 * card nears the viewport, their room kept until then. `dashboard` is the grid of cards.
 */
export function DashboardTeachingStats({
  userId,
  dashboard,
}: {
  userId: string | number;
  dashboard: RefObject<HTMLElement | null>;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const mayDraw = useChartsMayDraw(dashboard, slot, fetchChartsCode);
  return (
    <TeachingStatsCard
      userId={userId}
      slotRef={slot}
      chart={(spec) =>
        mayDraw ? (
          <MinutesBarChart {...spec} />
        ) : (
          <Box
            aria-hidden
            sx={{ minHeight: chartHeight('rows', spec.bars.length) + FIGURE_TEXT_HEIGHT }}
          />
        )
      }
    />
  );
}
