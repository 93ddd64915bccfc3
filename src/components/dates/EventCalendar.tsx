import Badge from '@mui/material/Badge';
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
}

interface MarkedDayProps extends PickerDayProps {
  eventDays?: ReadonlySet<string>;
}

function MarkedDay({ eventDays, ...props }: MarkedDayProps) {
  const key = props.day.format('YYYY-MM-DD');
  const marked = !props.outsideCurrentMonth && (eventDays?.has(key) ?? false);
  return (
    <Badge
      key={key}
      overlap="circular"
      variant="dot"
      color="secondary"
      invisible={!marked}
      data-has-events={marked ? 'true' : undefined}
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      <PickerDay
        {...props}
        aria-label={`${props.day.format('M月D日')}${marked ? '，有日程' : ''}`}
      />
    </Badge>
  );
}

/** A month view that marks days with events and reports the chosen day (docs/screens.md). */
export function EventCalendar({
  value,
  referenceDate,
  eventDays,
  loading = false,
  onChange,
  onMonthChange,
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
          // MUI X draws the month 320 px wide; a phone card has about 260. Smaller days (still
          // well over the 24 px touch minimum) keep all seven columns on screen from 320 px.
          width: '100%',
          maxWidth: 320,
          [theme.breakpoints.down('sm')]: {
            '& .MuiDayCalendar-weekDayLabel, & .MuiPickerDay-root': {
              width: 34,
              height: 34,
              mx: '1px',
            },
            '& .MuiPickersCalendarHeader-root': { pl: 1, pr: 0 },
          },
        })}
        slots={{ day: MarkedDay }}
        slotProps={{
          day: { eventDays } as Partial<MarkedDayProps>,
          calendarHeader: { format: CALENDAR_HEADER_FORMAT },
        }}
      />
    </DateProviders>
  );
}
