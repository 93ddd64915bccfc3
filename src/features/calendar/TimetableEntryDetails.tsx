import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths, withUserId } from '@/config/paths';
import { monthDay, weekdayOf, type TimetableEntry } from './timetable';

/**
 * A lesson's or an event's details (course, time, room, class) and the way to its course. MUI's
 * dialog gives focus back to the line that opened it when it closes.
 */
export function TimetableEntryDetails({
  entry,
  userId,
  onClose,
}: {
  entry: TimetableEntry | null;
  userId: string | number;
  onClose: () => void;
}) {
  const rows: [string, string][] = entry
    ? [
        ['课程', entry.courseName],
        ...(entry.topic ? ([['内容', entry.topic]] as [string, string][]) : []),
        ['时间', `${monthDay(entry.day)} ${weekdayOf(entry.day)} ${entry.time}`],
        ['地点', entry.room],
        ['班级', entry.className],
      ].filter((row): row is [string, string] => row[1] !== '')
    : [];
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      aria-labelledby="timetable-details-title"
      fullWidth
      maxWidth="xs"
    >
      {entry && (
        <>
          <DialogTitle id="timetable-details-title" sx={{ overflowWrap: 'anywhere' }}>
            {entry.title}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {entry.kind === 'lesson' ? '课程安排' : '日程'}
            </Typography>
            <Box
              component="dl"
              data-testid="timetable-details"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 1,
                m: 0,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, overflowWrap: 'anywhere' },
              }}
            >
              {rows.map(([term, value]) => (
                <Box key={term} sx={{ display: 'contents' }}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </Box>
              ))}
            </Box>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose} sx={{ minHeight: 44 }}>
              关闭
            </Button>
            {entry.courseId !== undefined && (
              <Button
                variant="contained"
                component={RouterLink}
                to={withUserId(paths.course(entry.courseId), userId)}
                sx={{ minHeight: 44 }}
              >
                进入课程
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
