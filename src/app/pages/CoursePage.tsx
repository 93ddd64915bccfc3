import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { TabStrip, tabPanelProps } from '@/components/TabStrip';
import { paths, withUserId } from '@/config/paths';
import { isTeacherType } from '@/config/userTypes';
import { useApiQuery } from '@/hooks/useAsyncData';
import { clock } from '@/lib/clock';
import { chineseDateTime } from '@/lib/formatDate';
import { usePageTitle } from '@/hooks/usePageTitle';
import { useQueryState } from '@/hooks/useQueryState';
import { useSession } from '@/hooks/useSession';
import { myCoursesQuery } from '@/features/courses/coursesApi';
import { MyCourseAssignments } from '@/features/assignments/MyCourseAssignments';
import { assignmentsQuery } from '@/features/assignments/assignmentsApi';
import { MinutesBarChart } from '@/features/study-stats/charts/MinutesBarChart';
import { CourseAssignmentsPanel } from '@/features/teaching/CourseAssignmentsPanel';
import { CourseStatsPanel } from '@/features/teaching/CourseStatsPanel';
import { CourseStudentsPanel } from '@/features/teaching/CourseStudentsPanel';
import { teacherCourseQuery, type TeacherCourseDetail } from '@/features/teaching/teachingApi';
import type { UserInfo } from '@/types/user';

export const COURSE_TABS = [
  { value: 'students', label: '学生' },
  { value: 'assignments', label: '作业' },
  { value: 'stats', label: '统计' },
] as const;

type CourseTab = (typeof COURSE_TABS)[number]['value'];

const courseTabOf = (requested: string | null): CourseTab =>
  COURSE_TABS.find((t) => t.value === requested)?.value ?? 'students';

const PAPER_SX = { p: { xs: 2, md: 4 }, minWidth: 0 } as const;

function CourseHeading({ course, user }: { course: TeacherCourseDetail; user: UserInfo }) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {course.courseName}
      </Typography>
      <Typography
        color="text.secondary"
        sx={{ overflowWrap: 'anywhere' }}
        data-testid="course-facts"
      >
        {[
          course.term,
          course.classNames.join('、'),
          `${course.studentCount} 名学生`,
          `平均进度 ${course.averageProgress}%`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {course.nextLesson && (
        <Typography color="text.secondary" data-testid="course-next-lesson">
          下次课 {chineseDateTime(course.nextLesson.start, clock.now())} · {course.nextLesson.room}
        </Typography>
      )}
      {course.pendingGrading > 0 && (
        <Button
          component={RouterLink}
          to={withUserId(`${paths.grading}?courseId=${course.courseId}`, user.userId)}
          variant="outlined"
          sx={{ mt: 1, minHeight: { xs: 44, sm: 36 } }}
        >
          待批改 {course.pendingGrading} 份
        </Button>
      )}
    </>
  );
}

function TeacherCourse({ courseId, user }: { courseId: string; user: UserInfo }) {
  const course = useApiQuery(teacherCourseQuery(courseId));
  const { params, update } = useQueryState();
  const tab = courseTabOf(params.get('tab'));
  usePageTitle(course.data?.courseName ?? '课程');
  return (
    <Paper variant="outlined" sx={PAPER_SX}>
      <DataView state={course} loadingLabel="正在加载课程" isEmpty={() => false} empty={null}>
        {(d) => (
          <>
            <CourseHeading course={d} user={user} />
            <TabStrip
              label="课程"
              idPrefix="course"
              value={tab}
              tabs={COURSE_TABS}
              // Another tab drops this one's page, search and order.
              onChange={(value) =>
                update({ tab: value, page: null, size: null, keyword: null, sort: null })
              }
              // Three tabs share a phone's width: at 320 px their desktop 90 px each overflow.
              phoneLayout="fill"
              sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}
            />
            <Box {...tabPanelProps('course', tab)} sx={{ pt: 3 }}>
              {tab === 'students' && (
                <CourseStudentsPanel courseId={d.courseId} courseName={d.courseName} />
              )}
              {tab === 'assignments' && (
                <CourseAssignmentsPanel
                  assignments={d.assignments}
                  gradingHref={(assignmentId, all) =>
                    withUserId(
                      `${paths.grading}?courseId=${d.courseId}&assignmentId=${assignmentId}${all ? '&show=all' : ''}`,
                      user.userId,
                    )
                  }
                />
              )}
              {tab === 'stats' && (
                <CourseStatsPanel
                  courseId={d.courseId}
                  chart={(spec) => <MinutesBarChart headingLevel="h2" {...spec} />}
                />
              )}
            </Box>
          </>
        )}
      </DataView>
    </Paper>
  );
}

/**
 * A learner opening a course page sees their own progress in it, from 我的课程, and a way on:
 * the teacher's roster and grading are not theirs to see.
 */
function LearnerCourse({ courseId, user }: { courseId: string; user: UserInfo }) {
  const courses = useApiQuery(myCoursesQuery());
  // Asked for with the course's, not once it has come (docs/budgets.md: no waterfalls).
  const assignments = useApiQuery(assignmentsQuery());
  const mine = courses.data?.find((c) => c.id === courseId);
  usePageTitle(mine?.title ?? '课程');
  return (
    <Paper variant="outlined" sx={PAPER_SX}>
      <DataView
        state={courses}
        loadingLabel="正在加载课程"
        isEmpty={(list) => !list.some((c) => c.id === courseId)}
        empty={
          <>
            <Typography variant="h4" component="h1">
              课程
            </Typography>
            <EmptyView
              title="你没有选这门课"
              hint="课程的学生名单和批改只有任课教师能看到。"
              action={
                <Button component={RouterLink} to={paths.home} variant="contained">
                  返回首页
                </Button>
              }
            />
          </>
        }
      >
        {(list) => {
          const course = list.find((c) => c.id === courseId);
          if (!course) return null;
          return (
            <>
              <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {course.title}
              </Typography>
              <Typography color="text.secondary">{course.term}</Typography>
              <Box sx={{ mt: 3, maxWidth: 480 }}>
                <Typography id="my-progress">
                  我的进度：{course.progress}%（已学 {course.lessonsDone} / {course.lessonsTotal}{' '}
                  课时）
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={course.progress}
                  aria-labelledby="my-progress"
                  sx={{ mt: 1, height: 8, borderRadius: 4 }}
                />
              </Box>
              <MyCourseAssignments courseId={course.id} assignments={assignments} />
              <Typography color="text.secondary" sx={{ mt: 3 }}>
                学生名单、作业批改和班级统计只有任课教师能看到。
              </Typography>
              <Button
                component={RouterLink}
                to={withUserId(`${paths.userCenter}?tab=records`, user.userId)}
                variant="outlined"
                sx={{ mt: 2, minHeight: { xs: 44, sm: 36 } }}
              >
                查看我的学习记录
              </Button>
            </>
          );
        }}
      </DataView>
    </Paper>
  );
}

/** `/course/:courseId`: guarded like every path but `/` (docs/screens.md "Course page"). */
export function CoursePage() {
  const { courseId = '' } = useParams();
  const { user, userType } = useSession();
  if (!user) return null;
  return isTeacherType(userType) ? (
    <TeacherCourse key={courseId} courseId={courseId} user={user} />
  ) : (
    <LearnerCourse key={courseId} courseId={courseId} user={user} />
  );
}
