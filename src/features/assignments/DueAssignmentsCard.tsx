import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { EmptyView, LoadingView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { DashboardCard } from '@/components/dashboard/DashboardCard';
import { DUE_ASSIGNMENTS_MIN_HEIGHT } from '@/components/dashboard/dashboardLayout';
import { paths, withUserId } from '@/config/paths';
import { useApiQuery } from '@/hooks/useAsyncData';
import { clock } from '@/lib/clock';
import { assignmentsQuery } from './assignmentsApi';
import { ASSIGNMENTS_AT_A_GLANCE, assignmentLine, type Assignment } from './assignments';

/**
 * The ones a learner should look at now: not yet handed in (overdue first, then soonest due),
 * then the latest handed in or graded. A card, not a page: the first few.
 */
export function dueSoon(assignments: readonly Assignment[]): Assignment[] {
  const open = assignments.filter((a) => a.status === 'pending');
  const done = assignments.filter((a) => a.status !== 'pending').reverse();
  return [...open, ...done].slice(0, ASSIGNMENTS_AT_A_GLANCE);
}

/** 近期作业 (a learner's dashboard): due soon, with status; each line to its course. */
export function DueAssignmentsCard({ userId }: { userId: string | number }) {
  const assignments = useApiQuery(assignmentsQuery());
  const now = clock.now();
  return (
    <DashboardCard id="due-assignments-heading" title="近期作业">
      <DataView
        state={assignments}
        // The room of its lines, as its placeholder has (DashboardPlaceholder).
        loading={<LoadingView label="正在加载作业" minHeight={DUE_ASSIGNMENTS_MIN_HEIGHT} />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyView title="暂无作业" />}
      >
        {(list) => (
          <List dense aria-label="近期作业">
            {dueSoon(list).map((assignment) => {
              const line = assignmentLine(assignment, now);
              return (
                <ListItem key={assignment.assignmentId} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={withUserId(paths.course(assignment.courseId), userId)}
                    sx={{ px: 1, mx: -1, minHeight: 48, borderRadius: 1 }}
                  >
                    <ListItemText
                      primary={line.title}
                      secondary={`${line.course} · ${line.due}`}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                    <Stack sx={{ ml: 1, flexShrink: 0 }}>
                      <Chip
                        size="small"
                        label={line.state}
                        // Outlined: the state's words on the card's white at full contrast; only
                        // 已逾期 in the error colour, which keeps 4.5:1 there too.
                        variant="outlined"
                        color={line.overdue ? 'error' : 'default'}
                      />
                    </Stack>
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </DataView>
    </DashboardCard>
  );
}
