import Stack from '@mui/material/Stack';
import type { Dayjs } from 'dayjs';
import { ChineseDatePicker } from './ChineseDatePicker';
import { dateRangeError, type DateRange } from './dateRange';

/** Two zh-CN pickers for a range; the end cannot be chosen before the start. */
export function DateRangeFields({
  value,
  onChange,
  referenceDate,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  referenceDate?: Dayjs;
}) {
  const error = dateRangeError(value);
  return (
    // On phones the two fields stack, each the full width (docs/screens.md).
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, width: { xs: '100%', sm: 'auto' } }}
    >
      <ChineseDatePicker
        label="开始日期"
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
        {...(value.to ? { maxDate: value.to } : {})}
        {...(referenceDate ? { referenceDate } : {})}
      />
      <ChineseDatePicker
        label="结束日期"
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        {...(value.from ? { minDate: value.from } : {})}
        {...(referenceDate ? { referenceDate } : {})}
        error={error}
      />
    </Stack>
  );
}
