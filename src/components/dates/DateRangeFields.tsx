import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LazyDatePicker } from './LazyDatePicker';
import { dateRangeError, quickRanges, type DateRange } from './dateRange';

/**
 * Two zh-CN pickers for a range; the end cannot be chosen before the start. The quick ranges
 * fill both fields; the form's own button (查询) applies them.
 */
export function DateRangeFields({
  value,
  onChange,
  referenceDate,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Today, for the quick ranges too (the app's clock). */
  referenceDate?: Dayjs;
}) {
  const error = dateRangeError(value);
  // Each message under the field it is about: an invalid start under 开始日期, the rest (an
  // invalid end, an end before the start) under 结束日期.
  const startError = value.from && !value.from.isValid() ? error : null;
  const today = referenceDate ?? dayjs();
  return (
    <Stack spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
      {/* On phones the two fields stack, each the full width (docs/screens.md). */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <LazyDatePicker
          label="开始日期"
          value={value.from}
          onChange={(from) => onChange({ ...value, from })}
          {...(value.to ? { maxDate: value.to } : {})}
          {...(referenceDate ? { referenceDate } : {})}
          error={startError}
        />
        <LazyDatePicker
          label="结束日期"
          value={value.to}
          onChange={(to) => onChange({ ...value, to })}
          {...(value.from ? { minDate: value.from } : {})}
          {...(referenceDate ? { referenceDate } : {})}
          error={startError ? null : error}
        />
      </Stack>
      <Stack role="group" aria-label="快捷日期范围" direction="row" spacing={1}>
        {quickRanges(today).map(({ label, range }) => (
          <Button
            key={label}
            size="small"
            variant="outlined"
            onClick={() => onChange(range)}
            sx={{ minHeight: { xs: 44, sm: 32 }, flexGrow: { xs: 1, sm: 0 } }}
          >
            {label}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
