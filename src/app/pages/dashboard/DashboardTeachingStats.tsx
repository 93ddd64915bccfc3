import { useRef, type RefObject } from 'react';
import { MinutesBarChart } from '@/features/study-stats/charts/MinutesBarChart';
import { useChartsMayDraw } from '@/features/study-stats/useChartsMayDraw';
import { TeachingStatsCard } from '@/features/teaching/TeachingStatsCard';
import type { TeacherCourse } from '@/features/teaching/teachingApi';
import type { AsyncState } from '@/hooks/useAsyncData';

// MUI X Charts' code: fetched once the cards above have their answers (useChartsMayDraw), as
// for 学习统计 (docs/budgets.md "Returning visits").
const fetchChartsCode = () =>
  void import('@/features/study-stats/charts/MinutesBars').catch(() => undefined);

/**
 * A teacher's 教学统计 with 学习统计's chart (figure, sentence, 表格): the bars draw as the
 * card nears the viewport. Until then each figure is whole but for its bars, whose room is kept:
 * a guessed height for the title and the sentence was 11 px too tall where the sentence takes
 * two lines, and the page shrank when the bars drew (the screenshots' 11–12 px foot, CI 17–19).
 * `dashboard` is the grid of cards.
 */
export function DashboardTeachingStats({
  userId,
  courses,
  dashboard,
}: {
  userId: string | number;
  courses: AsyncState<TeacherCourse[]> & { retry: () => void };
  dashboard: RefObject<HTMLElement | null>;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const mayDraw = useChartsMayDraw(dashboard, slot, fetchChartsCode);
  return (
    <TeachingStatsCard
      userId={userId}
      courses={courses}
      slotRef={slot}
      chart={(spec) => <MinutesBarChart {...spec} barsMayDraw={mayDraw} />}
    />
  );
}
