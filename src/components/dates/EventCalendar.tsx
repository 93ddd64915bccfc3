import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import type { Dayjs } from 'dayjs';
import { CALENDAR_HEADER_FORMAT, DateProviders } from './DateProviders';

export interface EventCalendarProps {
  /** The chosen day, or null. */
  value: Dayjs | null;
  /** The month shown when nothing is chosen (stories fix it; "today" changes every day). */
  referenceDate: Dayjs;
  /** Days that have events, as `YYYY-MM-DD`. */
  eventDays: ReadonlySet<string>;
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
}

/**
 * A day, with a dot under its own number when it has events: inside the day's button, so it can
 * never sit under another date (a badge on the corner read as the day above's).
 */
function MarkedDay({ eventDays, ...props }: MarkedDayProps) {
  const key = props.day.format('YYYY-MM-DD');
  const marked = !props.outsideCurrentMonth && (eventDays?.has(key) ?? false);
  return (
    <PickerDay
      {...props}
      data-has-events={marked ? 'true' : undefined}
      aria-label={`${props.day.format('M月D日')}${marked ? '，有日程' : ''}`}
      sx={
        marked
          ? {
              '&::after': {
                content: '""',
                position: 'absolute',
                bottom: 3,
                left: '50%',
                transform: 'translateX(-50%)',
                width: 6,
                height: 6,
                borderRadius: '50%',
                bgcolor: 'secondary.main',
              },
              '&.Mui-selected::after': { bgcolor: 'primary.contrastText' },
            }
          : undefined
      }
    />
  );
}

/** No header: the month is chosen outside (the timetable card's own ‹ ›). */
function NoHeader() {
  return null;
}

/** A month view that marks days with events and reports the chosen day (docs/screens.md). */
export function EventCalendar({
  value,
  referenceDate,
  eventDays,
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
          day: { eventDays } as Partial<MarkedDayProps>,
          calendarHeader: { format: CALENDAR_HEADER_FORMAT },
        }}
      />
    </DateProviders>
  );
}
