import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import { CALENDAR_HEADER_FORMAT, DateProviders } from './DateProviders';

export interface EventCalendarProps {
  /** The chosen day, or null. */
  value: Dayjs | null;
  /** The month shown when nothing is chosen (stories fix it; "today" changes every day). */
  referenceDate: Dayjs;
  /** Days that have events, as `YYYY-MM-DD`. */
  eventDays: ReadonlySet<string>;
  /** Days that have lessons (and no events), as `YYYY-MM-DD`: marked apart from event days. */
  lessonDays?: ReadonlySet<string>;
  loading?: boolean;
  onChange: (day: Dayjs) => void;
  onMonthChange?: (month: Dayjs) => void;
  /**
   * Without its own header (month name and arrows): the month is `referenceDate`'s, and a new
   * one is shown by a new `key`.
   */
  hideHeader?: boolean;
}

interface MarkedDayProps extends PickerDayProps {
  eventDays?: ReadonlySet<string>;
  lessonDays?: ReadonlySet<string>;
}

/**
 * The day marks, drawn with borders, not backgrounds: forced colours keep a border (in the
 * text's colour) and paint every background over. A filled dot for a day with events, a ring
 * for a day with lessons only.
 */
const MARK_SX = {
  content: '""',
  position: 'absolute',
  bottom: 3,
  left: '50%',
  transform: 'translateX(-50%)',
  boxSizing: 'border-box',
  width: 6,
  height: 6,
  borderRadius: '50%',
  borderStyle: 'solid',
} as const;

const EVENTS_MARK = { ...MARK_SX, borderWidth: 3, borderColor: 'secondary.main' } as const;
// A ring as wide as the dot's outline is thick reads as a dot: 7 px with a 2 px line (a 1.5 px
// line is drawn 1 px at a density of 1).
const LESSONS_MARK = {
  ...MARK_SX,
  width: 7,
  height: 7,
  borderWidth: 2,
  borderColor: 'text.secondary',
} as const;

/**
 * A day, with a mark under its own number when it has lessons or events: inside the day's
 * button, so it can never sit under another date (a badge on the corner read as the day above's).
 */
function MarkedDay({ eventDays, lessonDays, ...props }: MarkedDayProps) {
  const key = props.day.format('YYYY-MM-DD');
  const inMonth = !props.outsideCurrentMonth;
  const events = inMonth && (eventDays?.has(key) ?? false);
  const lessons = inMonth && !events && (lessonDays?.has(key) ?? false);
  const mark = events ? EVENTS_MARK : lessons ? LESSONS_MARK : null;
  return (
    <PickerDay
      {...props}
      data-has-events={events ? 'true' : undefined}
      data-has-lessons={lessons ? 'true' : undefined}
      aria-label={`${props.day.format('M月D日')}${events ? '，有日程' : lessons ? '，有课' : ''}`}
      sx={
        mark
          ? {
              '&::after': mark,
              '&.Mui-selected::after': { borderColor: 'primary.contrastText' },
            }
          : undefined
      }
    />
  );
}

/** What the marks mean, under the month: the day buttons' names say it to a screen reader. */
function DayMarksLegend() {
  const mark = (sx: object) => (
    <Box
      component="span"
      sx={{ ...sx, position: 'static', transform: 'none', display: 'inline-block', mr: 0.5 }}
    />
  );
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="p"
      aria-hidden="true"
      data-testid="calendar-legend"
      sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 0.5 }}
    >
      <span>{mark(EVENTS_MARK)}有日程</span>
      <span>{mark(LESSONS_MARK)}有课</span>
    </Typography>
  );
}

/** No header: the month is chosen outside (the timetable card's own ‹ ›). */
function NoHeader() {
  return null;
}

/**
 * A month view that marks days with events, and days with lessons apart from them, and reports
 * the chosen day (docs/screens.md).
 */
export function EventCalendar({
  value,
  referenceDate,
  eventDays,
  lessonDays,
  loading = false,
  onChange,
  onMonthChange,
  hideHeader = false,
}: EventCalendarProps) {
  return (
    <DateProviders>
      <DateCalendar
        value={value}
        referenceDate={referenceDate}
        onChange={(day: Dayjs | null) => day && onChange(day)}
        onMonthChange={onMonthChange}
        loading={loading}
        renderLoading={() => <DayCalendarSkeleton />}
        views={['day']}
        sx={(theme) => ({
          // MUI X draws the month 320 px wide with 36 px days. On phones the days take the
          // card's width, 44 px high (design §7: main actions on phones), as wide as there is
          // room for: 44 px from 390 px, about 36 px at 320.
          width: '100%',
          maxWidth: 320,
          [theme.breakpoints.down('sm')]: {
            maxWidth: 7 * 46,
            height: 'auto',
            maxHeight: 'none',
            '& .MuiDayCalendar-weekDayLabel, & .MuiPickerDay-root': {
              flex: '1 1 0',
              width: 'auto',
              maxWidth: 44,
              height: 44,
              mx: '1px',
            },
            '& .MuiDayCalendar-slideTransition': { minHeight: 6 * 46 },
            '& .MuiDayCalendar-monthContainer': { position: 'relative' },
            '& .MuiPickersCalendarHeader-root': { pl: 1, pr: 0 },
          },
        })}
        slots={hideHeader ? { day: MarkedDay, calendarHeader: NoHeader } : { day: MarkedDay }}
        slotProps={{
          day: { eventDays, lessonDays } as Partial<MarkedDayProps>,
          calendarHeader: { format: CALENDAR_HEADER_FORMAT },
        }}
      />
      {lessonDays && <DayMarksLegend />}
    </DateProviders>
  );
}
