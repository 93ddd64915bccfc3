import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyView } from '@/components/DataStates';
import type { CourseAssignment } from './teachingApi';
import { clock } from '@/lib/clock';
import { chineseDay } from '@/lib/formatDate';
import { chinaDayOf } from '@/lib/teachingTime';

/**
 * 作业: each assignment's deadline and counts, and the way to its submissions: to those waiting
 * when some do, else to all of them.
 */
export function CourseAssignmentsPanel({
  assignments,
  gradingHref,
}: {
  assignments: readonly CourseAssignment[];
  /** The grading page filtered by one assignment (with `xh`); `all`: every hand-in, graded too. */
  gradingHref: (assignmentId: string, all: boolean) => string;
}) {
  if (assignments.length === 0) {
    return <EmptyView title="这门课还没有布置作业" />;
  }
  return (
    <Box
      component="ul"
      aria-label="作业"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {assignments.map((a) => {
        const pending = a.submitted - a.graded;
        return (
          <Box
            component="li"
            key={a.assignmentId}
            data-testid="assignment-item"
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {a.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {/* With the year when it is not this year: a 第 4 次作业 due in February. */}
                {chineseDay(chinaDayOf(a.dueAt), clock.now())}截止
              </Typography>
              <Stack direction="row" spacing={2} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                <Typography variant="body2" data-testid="assignment-submitted">
                  已提交 {a.submitted} / {a.total}
                </Typography>
                <Typography variant="body2" data-testid="assignment-graded">
                  已批改 {a.graded} / {a.submitted}
                </Typography>
              </Stack>
            </Box>
            <Button
              component={RouterLink}
              // Nothing waiting: 查看提交 opens every hand-in, graded ones with their grades.
              to={gradingHref(a.assignmentId, pending === 0)}
              variant={pending > 0 ? 'contained' : 'outlined'}
              sx={{ minHeight: { xs: 44, sm: 36 }, flexShrink: 0 }}
            >
              {pending > 0 ? `批改（${pending} 份待批改）` : '查看提交'}
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}
