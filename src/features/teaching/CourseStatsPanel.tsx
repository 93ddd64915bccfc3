import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { useApiQuery } from '@/hooks/useAsyncData';
import { courseStatsQuery } from './teachingApi';
import { courseStatsCharts, type CountChartSpec } from './courseStatsCharts';

/** 统计: score spread, submission rate per assignment and progress spread, one chart each. */
export function CourseStatsPanel({
  courseId,
  chart,
}: {
  courseId: string;
  /** 学习统计's chart (figure, sentence, 表格), given by the page. */
  chart: (spec: CountChartSpec) => ReactNode;
}) {
  const stats = useApiQuery(courseStatsQuery(courseId));
  return (
    <DataView
      state={stats}
      loadingLabel="正在加载统计"
      isEmpty={(d) =>
        d.scoreBuckets.length === 0 &&
        d.progressBuckets.length === 0 &&
        d.submissionRates.length === 0
      }
      empty={
        <EmptyView title="还没有可以统计的数据" hint="学生选课、提交作业后，这里会显示统计。" />
      }
    >
      {(d) => (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {courseStatsCharts(d).map((spec) => (
            <Box key={spec.title} sx={{ minWidth: 0 }}>
              {chart(spec)}
            </Box>
          ))}
        </Box>
      )}
    </DataView>
  );
}
