import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { TimetableEntry } from './timetable';

/** A day's lessons and events, each a line that opens its details. */
export function TimetableDayEntries({
  entries,
  label,
  onOpen,
}: {
  entries: readonly TimetableEntry[];
  /** The list's name for screen readers ("11月23日 星期一"). */
  label: string;
  onOpen: (entry: TimetableEntry) => void;
}) {
  return (
    <List dense disablePadding aria-label={label} sx={{ minWidth: 0 }}>
      {entries.map((entry) => (
        <ListItem key={entry.key} disablePadding>
          <ListItemButton
            onClick={() => onOpen(entry)}
            aria-haspopup="dialog"
            data-entry-kind={entry.kind}
            sx={{
              minHeight: 44,
              px: 1,
              borderRadius: 1,
              borderLeft: 3,
              borderColor: entry.kind === 'lesson' ? 'primary.main' : 'secondary.main',
            }}
          >
            <ListItemText
              primary={`${entry.time} ${entry.title}`}
              secondary={
                [entry.kind === 'event' ? '日程' : '', entry.topic ?? '', entry.room]
                  .filter((part) => part !== '')
                  .join(' · ') || undefined
              }
              slotProps={{
                primary: { sx: { overflowWrap: 'anywhere' } },
                secondary: { sx: { overflowWrap: 'anywhere' } },
              }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
