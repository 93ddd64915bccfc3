import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { CALENDAR_HEADER_FORMAT, DateProviders } from './DateProviders';

export interface ChineseDatePickerProps {
  label: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  minDate?: Dayjs;
  maxDate?: Dayjs;
  /** The month the popup opens on when there is no value. */
  referenceDate?: Dayjs;
  error?: string | null;
}

/** A zh-CN date picker: `YYYY-MM-DD`, weeks from Monday, Chinese labels. */
export function ChineseDatePicker({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  referenceDate,
  error,
}: ChineseDatePickerProps) {
  return (
    <DateProviders>
      <DatePicker
        label={label}
        value={value}
        onChange={onChange}
        format="YYYY-MM-DD"
        {...(minDate ? { minDate } : {})}
        {...(maxDate ? { maxDate } : {})}
        {...(referenceDate ? { referenceDate } : {})}
        slotProps={{
          textField: {
            size: 'small',
            error: Boolean(error),
            helperText: error ?? undefined,
            sx: { width: { xs: '100%', sm: 'auto' } },
          },
          field: { clearable: true },
          calendarHeader: { format: CALENDAR_HEADER_FORMAT },
        }}
      />
    </DateProviders>
  );
}
