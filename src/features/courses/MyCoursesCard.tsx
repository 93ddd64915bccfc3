import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { myCoursesQuery } from '@/features/courses/coursesApi';
import {
  courseLine,
  coursesAtAGlance,
  showAllLabel,
  type MyCourse,
  COURSE_PROGRESS_FILL,
} from '@/features/courses/myCourses';
import { lazyComponent } from '@/components/lazyComponent';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { useApiQuery } from '@/hooks/useAsyncData';
import { useSession } from '@/hooks/useSession';
import { DashboardCard } from '@/components/dashboard/DashboardCard';

// Pages only for 查看全部: the pager (with its page-size menu, 24 kB) is not on the path of the
// dashboard's first paint (docs/budgets.md "Returning visits"), and loads when 查看全部 is near.
const ChinesePagination = lazyComponent(() =>
  import('@/components/ChinesePagination').then((m) => m.ChinesePagination),
);
const loadPager = () => void ChinesePagination.preload().catch(() => undefined);

const ALL_COURSES_PAGE_SIZES = [10, 20, 50];

function CourseItem({ course, userId }: { course: MyCourse; userId: string | number | null }) {
  const line = courseLine(course, userId);
  return (
    <li>
      <Link
        component={RouterLink}
        to={line.href}
        underline="hover"
        sx={{ display: 'block', fontWeight: 500, overflowWrap: 'anywhere', minHeight: 24 }}
      >
        {line.title}
      </Link>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LinearProgress
          variant="determinate"
          value={line.bar}
          aria-label={line.progressLabel}
          classes={{ bar1: COURSE_PROGRESS_FILL }}
          sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
          {line.percent}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {line.lessons}
      </Typography>
    </li>
  );
}

/**
 * The first six at a glance; a teacher with more (a department head may have hundreds) opens
 * them all with 查看全部, a page at a time, so the dashboard never renders hundreds of cards.
 */
export function CourseList({
  courses,
  userId,
}: {
  courses: readonly MyCourse[];
  /** Whose course pages the lines lead to (`?xh=`). */
  userId: string | number | null;
}) {
  const [all, setAll] = useState(false);
  const [paging, setPaging] = useState({ page: 1, size: ALL_COURSES_PAGE_SIZES[0] ?? 10 });
  const showAll = showAllLabel(courses);
  const many = showAll !== null;
  const shown = !all
    ? coursesAtAGlance(courses)
    : courses.slice((paging.page - 1) * paging.size, paging.page * paging.size);
  return (
    <>
      <Box
        component="ul"
        id="my-courses-list"
        aria-label="我的课程"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
      >
        {shown.map((course) => (
          <CourseItem key={course.id} course={course} userId={userId} />
        ))}
      </Box>
      {many && all && (
        <Box sx={{ mt: 2 }}>
          <Suspense fallback={null}>
            <ChinesePagination
              label="我的课程分页"
              total={courses.length}
              page={paging.page}
              pageSize={paging.size}
              pageSizes={ALL_COURSES_PAGE_SIZES}
              onChange={(page, size) => setPaging({ page, size })}
            />
          </Suspense>
        </Box>
      )}
      {many && (
        <Button
          size="small"
          sx={{ mt: 1.5 }}
          aria-controls="my-courses-list"
          aria-expanded={all}
          onPointerEnter={loadPager}
          onFocus={loadPager}
          onClick={() => {
            setAll(!all);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        >
          {all ? '收起' : showAll}
        </Button>
      )}
    </>
  );
}

/** 我的课程, each with its progress. */
export function MyCoursesCard() {
  const courses = useApiQuery(myCoursesQuery());
  const { user } = useSession();
  return (
    <DashboardCard id="my-courses-heading" title="我的课程">
      <DataView
        state={courses}
        loadingLabel="正在加载课程"
        isEmpty={(d) => d.length === 0}
        empty={<EmptyView title="本学期还没有课程" hint="选课或排课完成后会显示在这里" />}
      >
        {(d) => <CourseList courses={d} userId={user?.userId ?? null} />}
      </DataView>
    </DashboardCard>
  );
}
