import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { lazyComponent } from '@/components/lazyComponent';
import {
  coursesAtAGlance,
  showAllLabel,
  COURSE_PROGRESS_FILL,
  type CourseLine,
} from './courseLines';

// Pages only for 查看全部: the pager (with its page-size menu, 24 kB) is not on the path of the
// dashboard's first paint (docs/budgets.md "Returning visits"), and loads when 查看全部 is near.
const ChinesePagination = lazyComponent(() =>
  import('@/components/ChinesePagination').then((m) => m.ChinesePagination),
);
const loadPager = () => void ChinesePagination.preload().catch(() => undefined);

const ALL_COURSES_PAGE_SIZES = [10, 20, 50];

/** Its markup is the first-view gate's template too (drawMyCourses): title, bar, facts. */
function CourseLineItem({ line }: { line: CourseLine }) {
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
        <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right', flexShrink: 0 }}>
          {line.percent}
        </Typography>
      </Box>
      {line.details.map((detail, index) => (
        <Typography
          // The lines have no identity but their place.
          key={index}
          variant="body2"
          color="text.secondary"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {detail}
        </Typography>
      ))}
    </li>
  );
}

/**
 * A first card's courses (我的课程, 我的授课): the first six at a glance; a teacher with more (a
 * department head may have hundreds) opens them all with 查看全部, a page at a time, so the
 * dashboard never renders hundreds of lines.
 */
export function CourseLineList({ lines, label }: { lines: readonly CourseLine[]; label: string }) {
  const [all, setAll] = useState(false);
  const [paging, setPaging] = useState({ page: 1, size: ALL_COURSES_PAGE_SIZES[0] ?? 10 });
  const showAll = showAllLabel(lines);
  const many = showAll !== null;
  const shown = !all
    ? coursesAtAGlance(lines)
    : lines.slice((paging.page - 1) * paging.size, paging.page * paging.size);
  return (
    <>
      <Box
        component="ul"
        // The same ids for every role's first card: the first view's drawer draws into either
        // (drawMyCourses).
        id="my-courses-list"
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
      >
        {shown.map((line) => (
          <CourseLineItem key={line.key} line={line} />
        ))}
      </Box>
      {many && all && (
        <Box sx={{ mt: 2 }}>
          <Suspense fallback={null}>
            <ChinesePagination
              label={`${label}分页`}
              total={lines.length}
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
