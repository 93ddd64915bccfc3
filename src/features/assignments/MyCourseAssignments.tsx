import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import type { AsyncState } from '@/hooks/useAsyncData';
import { clock } from '@/lib/clock';
import { assignmentLine, type Assignment } from './assignments';

/**
 * A learner's own assignments in one course, on its course page (design §7: "a learner opening
 * it sees their own progress and assignments in that course"): every one, soonest due first,
 * with its due time and its state in words. The same answer as 近期作业's (`assignmentsQuery`),
 * asked for by the page beside the course's, not after it (no request waterfall).
 */
export function MyCourseAssignments({
  courseId,
  assignments,
}: {
  courseId: string;
  assignments: AsyncState<Assignment[]> & { retry: () => void };
}) {
  const now = clock.now();
  return (
    <Box component="section" aria-labelledby="my-course-assignments" sx={{ mt: 3 }}>
      <Typography id="my-course-assignments" variant="h6" component="h2">
        我的作业
      </Typography>
      <DataView
        state={assignments}
        loadingLabel="正在加载作业"
        isEmpty={(list) => !list.some((a) => a.courseId === courseId)}
        empty={<EmptyView title="这门课还没有布置作业" />}
      >
        {(list) => (
          <Box
            component="ul"
            aria-label="我的作业"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.5 }}
          >
            {list
              .filter((a) => a.courseId === courseId)
              .map((assignment) => {
                const line = assignmentLine(assignment, now);
                return (
                  <Box
                    component="li"
                    key={assignment.assignmentId}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
                  >
                    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                      <Typography sx={{ overflowWrap: 'anywhere' }}>{line.title}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {line.due}
                      </Typography>
                    </Box>
                    <Chip
                      size="small"
                      label={line.state}
                      variant="outlined"
                      color={line.overdue ? 'error' : 'default'}
                      sx={{ flexShrink: 0 }}
                    />
                  </Box>
                );
              })}
          </Box>
        )}
      </DataView>
    </Box>
  );
}
