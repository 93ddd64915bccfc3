import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { useCourseWeight } from '@/features/course-weighting/useCourseWeight';
import { DashboardCard, DashboardCardLink } from '@/components/dashboard/DashboardCard';

/** 课程权重 at a glance, with a link to change it in the user centre. */
export function CourseWeightSummaryCard({ userId }: { userId: string | number }) {
  const weight = useCourseWeight();
  return (
    <DashboardCard
      id="course-weight-heading"
      title="课程权重"
      action={
        <DashboardCardLink tab="weight" userId={userId}>
          调整权重
        </DashboardCardLink>
      }
    >
      <DataView
        state={weight}
        loadingLabel="正在加载课程权重"
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyView title="还没有设置课程权重" />}
      >
        {(d) => (
          <Box
            component="ul"
            aria-label="课程权重"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
          >
            {d.items.map((item) => (
              <li key={item.courseId}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                  <Typography variant="body2">{item.courseName}</Typography>
                  <Typography variant="body2">{item.weight}%</Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={item.weight}
                  color="secondary"
                  aria-label={`${item.courseName} 权重`}
                />
              </li>
            ))}
          </Box>
        )}
      </DataView>
    </DashboardCard>
  );
}
