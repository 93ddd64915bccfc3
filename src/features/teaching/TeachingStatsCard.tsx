import type { ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { EmptyView, LoadingView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { DashboardCard } from '@/components/dashboard/DashboardCard';
import { STATS_MIN_HEIGHT } from '@/components/dashboard/dashboardLayout';
import { paths, withUserId } from '@/config/paths';
import type { AsyncState } from '@/hooks/useAsyncData';
import type { TeacherCourse } from './teachingApi';
import { measuredCourses, teachingStatsCharts, type CountChartSpec } from './courseStatsCharts';

const statsLoading = <LoadingView label="正在加载教学统计" minHeight={STATS_MIN_HEIGHT} />;

/** One course's numbers in words, beside its link: what the bars show, for a glance or a reader. */
function measuresText(course: TeacherCourse): string {
  const rate =
    typeof course.submissionRate === 'number' ? `提交率 ${course.submissionRate}%` : '暂无提交率';
  const score =
    typeof course.averageScore === 'number' ? `平均分 ${course.averageScore} 分` : '暂无成绩';
  return `${rate} · ${score}`;
}

/**
 * 教学统计 on a teacher's dashboard (design §7 "By role"): per course, the submission rate of
 * what is due and the average score, as 学习统计's charts (figure, sentence, 表格; given by the
 * app: a feature does not import another), and under them each course with its numbers, a link
 * to its 统计 tab. `slotRef` is the card's body, which the app watches to draw the charts late.
 * `courses` is the read of `/api/teacher/courses` it shares with 我的授课 (one request for both).
 */
export function TeachingStatsCard({
  userId,
  courses,
  chart,
  slotRef,
}: {
  userId: string | number;
  courses: AsyncState<TeacherCourse[]> & { retry: () => void };
  chart: (spec: CountChartSpec) => ReactNode;
  slotRef?: Ref<HTMLDivElement>;
}) {
  return (
    <DashboardCard id="teaching-stats-heading" title="教学统计" wide>
      <Box ref={slotRef}>
        <DataView
          state={courses}
          loading={statsLoading}
          isEmpty={(all) => measuredCourses(all).length === 0}
          empty={
            <EmptyView
              title="还没有可以统计的作业"
              hint="学生提交作业、作业批改之后，这里会按课程显示提交率和平均分"
            />
          }
        >
          {(all) => {
            const measured = measuredCourses(all);
            return (
              <>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 3,
                    gridTemplateColumns: {
                      xs: 'minmax(0, 1fr)',
                      md: 'repeat(2, minmax(0, 1fr))',
                    },
                  }}
                >
                  {teachingStatsCharts(measured).map((spec) => (
                    <Box key={spec.title} sx={{ minWidth: 0 }}>
                      {chart(spec)}
                    </Box>
                  ))}
                </Box>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 500 }}>
                  各课程统计
                </Typography>
                <List dense aria-label="各课程统计" disablePadding>
                  {measured.map((course) => (
                    <ListItem key={course.courseId} disablePadding>
                      <ListItemButton
                        component={RouterLink}
                        to={withUserId(`${paths.course(course.courseId)}?tab=stats`, userId)}
                        sx={{ px: 1, minHeight: 44 }}
                      >
                        <ListItemText
                          primary={course.courseName}
                          secondary={measuresText(course)}
                          slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                        />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </>
            );
          }}
        </DataView>
      </Box>
    </DashboardCard>
  );
}
