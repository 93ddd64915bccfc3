import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { myCoursesQuery, type MyCourse } from '@/features/courses/coursesApi';
import { lazyComponent } from '@/components/lazyComponent';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { useApiQuery } from '@/hooks/useAsyncData';
import { DashboardCard } from '@/components/dashboard/DashboardCard';

// Pages only for 查看全部: the pager (with its page-size menu, 24 kB) is not on the path of the
// dashboard's first paint (docs/budgets.md "Returning visits"), and loads when 查看全部 is near.
const ChinesePagination = lazyComponent(() =>
  import('@/components/ChinesePagination').then((m) => m.ChinesePagination),
);
const loadPager = () => void ChinesePagination.preload().catch(() => undefined);

/** How many courses the dashboard shows before 查看全部 (docs/screens.md "Many courses"). */
export const COURSES_AT_A_GLANCE = 6;
const ALL_COURSES_PAGE_SIZES = [10, 20, 50];

function CourseItem({ course }: { course: MyCourse }) {
  return (
    <li>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{course.title}</Typography>
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
  );
}

/**
 * The first six at a glance; a teacher with more (a department head may have hundreds) opens
 * them all with 查看全部, a page at a time, so the dashboard never renders hundreds of cards.
 */
function CourseList({ courses }: { courses: readonly MyCourse[] }) {
  const [all, setAll] = useState(false);
  const [paging, setPaging] = useState({ page: 1, size: ALL_COURSES_PAGE_SIZES[0] ?? 10 });
  const many = courses.length > COURSES_AT_A_GLANCE;
  const shown = !all
    ? courses.slice(0, COURSES_AT_A_GLANCE)
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
          <CourseItem key={course.id} course={course} />
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
          {all ? '收起' : `查看全部 ${courses.length} 门课程`}
        </Button>
      )}
    </>
  );
}

/** 我的课程, each with its progress. */
export function MyCoursesCard() {
  const courses = useApiQuery(myCoursesQuery());
  return (
    <DashboardCard id="my-courses-heading" title="我的课程">
      <DataView
        state={courses}
        loadingLabel="正在加载课程"
        isEmpty={(d) => d.length === 0}
        empty={<EmptyView title="本学期还没有课程" hint="选课或排课完成后会显示在这里" />}
      >
        {(d) => <CourseList courses={d} />}
      </DataView>
    </DashboardCard>
  );
}
