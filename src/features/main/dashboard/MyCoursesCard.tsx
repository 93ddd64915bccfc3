import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { getMyCourses } from '@/api/coursesApi';
import { DataView, EmptyView } from '@/components/DataStates';
import { useAsyncData } from '@/hooks/useAsyncData';
import { DashboardCard } from './DashboardCard';

/** 我的课程, each with its progress. */
export function MyCoursesCard() {
  const courses = useAsyncData(getMyCourses, 'my-courses');
  return (
    <DashboardCard id="my-courses-heading" title="我的课程">
      <DataView
        state={courses}
        loadingLabel="正在加载课程"
        isEmpty={(d) => d.length === 0}
        empty={<EmptyView title="本学期还没有课程" hint="选课或排课完成后会显示在这里" />}
      >
        {(d) => (
          <Box
            component="ul"
            aria-label="我的课程"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
          >
            {d.map((course) => (
              <li key={course.id}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {course.title}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <LinearProgress
                    variant="determinate"
                    value={Math.min(100, Math.max(0, course.progress))}
                    aria-label={`${course.title} 学习进度`}
                    sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
                  />
                  <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
                    {course.progress}%
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  已完成 {course.lessonsDone}/{course.lessonsTotal} 课时 · {course.term}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </DataView>
    </DashboardCard>
  );
}
