import { Suspense, useMemo, useRef, type RefObject } from 'react';
import { lazyComponent } from '@/components/lazyComponent';
import Box from '@mui/material/Box';
import { EmptyView, LoadingView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { useStudyStats } from './useStudyStats';
import { clock } from '@/lib/clock';
import { chinaDay, recentWeeks } from './studyStats';
import { DashboardCard, DashboardCardLink } from '@/components/dashboard/DashboardCard';
import { STATS_MIN_HEIGHT } from '@/components/dashboard/dashboardLayout';
import { STUDY_STATS_SCOPE, StudyStatsTotals } from './StudyStatsTotals';
import { useChartsMayDraw } from './useChartsMayDraw';

// The charts (MUI X Charts, 92 kB) load only here and in 学习记录 (docs/api.md): on the dashboard
// their code once the cards above have their answers on screen, and they draw when 学习统计
// comes near the viewport (useChartsMayDraw); their totals need none of that code.
const StudyStatsCharts = lazyComponent(() =>
  import('./StudyStatsPanel').then((m) => m.StudyStatsCharts),
);
const fetchChartsCode = () => void StudyStatsCharts.preload().catch(() => undefined);

const statsLoading = <LoadingView label="正在加载学习统计" minHeight={STATS_MIN_HEIGHT} />;
// Under the totals line (40 px): the charts' own height.
const CHARTS_HEIGHT = { xs: STATS_MIN_HEIGHT.xs - 40, md: STATS_MIN_HEIGHT.md - 40 };
// Near the viewport, while their code is still on its way.
const chartsLoading = <LoadingView label="正在加载学习统计图表" minHeight={CHARTS_HEIGHT} />;
// Until the card nears the viewport nothing is loading: their room, and no words to announce.
const chartsAwaitingView = <Box aria-hidden sx={{ minHeight: CHARTS_HEIGHT }} />;

/**
 * 学习统计 on the dashboard (docs/screens.md): the last 12 weeks' totals in words and two charts,
 * with 学习记录 to the user centre. `dashboard` is the grid of cards it waits for.
 */
export function StudyStatsCard({
  userId,
  dashboard,
}: {
  userId: string | number;
  dashboard: RefObject<HTMLElement | null>;
}) {
  const statsSlot = useRef<HTMLDivElement>(null);
  const chartsMayDraw = useChartsMayDraw(dashboard, statsSlot, fetchChartsCode);
  // Today in China, from the app clock: stories and tests fix it.
  const statsRange = useMemo(() => recentWeeks(chinaDay(clock.now())), []);
  // Asked for now, not behind the charts' code (docs/budgets.md: no request waterfalls).
  const stats = useStudyStats(statsRange);
  return (
    <DashboardCard
      id="study-stats-heading"
      title="学习统计"
      wide
      action={
        <DashboardCardLink tab="records" userId={userId}>
          学习记录
        </DashboardCardLink>
      }
    >
      <Box ref={statsSlot}>
        <DataView
          state={stats}
          loading={statsLoading}
          isEmpty={(s) => s.totalMinutes === 0}
          empty={
            <EmptyView
              title={`${STUDY_STATS_SCOPE}还没有学习记录`}
              hint="有了学习记录，这里会按周和课程汇总学习时长"
            />
          }
        >
          {/* The totals at once; the charts' place kept, at their height, until they draw. */}
          {(s) => (
            <>
              <StudyStatsTotals stats={s} />
              {chartsMayDraw ? (
                <Suspense fallback={chartsLoading}>
                  <StudyStatsCharts stats={s} />
                </Suspense>
              ) : (
                chartsAwaitingView
              )}
            </>
          )}
        </DataView>
      </Box>
    </DashboardCard>
  );
}
