import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataView } from '@/components/DataView';
import { paths, withUserId } from '@/config/paths';
import { useApiQuery } from '@/hooks/useAsyncData';
import { PENDING_GRADING } from './gradingQueueRequest';
import { gradingQueueQuery } from './teachingApi';

/**
 * 待批改 on a teacher's dashboard (design §7): how many submissions wait, the first few (each a
 * link to itself in the queue), and the way to the queue. Read anew each time the dashboard mounts, so the count falls after grading.
 */
export function PendingGradingSummary({ userId }: { userId: string | number }) {
  const queue = useApiQuery(gradingQueueQuery(PENDING_GRADING));
  return (
    <section aria-labelledby="pending-grading-heading">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2, mb: 0.5, gap: 1 }}
      >
        <Typography id="pending-grading-heading" variant="subtitle1" component="h3">
          待批改
        </Typography>
        <Button
          component={RouterLink}
          to={withUserId(paths.grading, userId)}
          size="small"
          variant="outlined"
          // A main action: a thumb-sized target on phones (design §7).
          sx={{ minHeight: { xs: 44, sm: 36 } }}
        >
          去批改
        </Button>
      </Stack>
      <DataView
        state={queue}
        loadingLabel="正在加载待批改"
        isEmpty={(page) => page.total === 0}
        empty={<Typography color="text.secondary">没有待批改的作业</Typography>}
      >
        {(page) => (
          <>
            <Typography data-testid="pending-grading-count">{`共 ${page.total} 份等待批改`}</Typography>
            <List dense aria-label="待批改">
              {page.records.map((submission) => (
                <ListItem key={submission.submissionId} disableGutters>
                  <ListItemText
                    // Each line opens the submission it names (design §7: no dead ends).
                    primary={
                      <Link
                        component={RouterLink}
                        to={withUserId(
                          `${paths.grading}?submission=${encodeURIComponent(submission.submissionId)}`,
                          userId,
                        )}
                        underline="hover"
                        sx={{ display: 'inline-block', minHeight: 24 }}
                      >
                        {`${submission.studentName} · ${submission.assignmentTitle}`}
                      </Link>
                    }
                    secondary={submission.courseName}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DataView>
    </section>
  );
}
