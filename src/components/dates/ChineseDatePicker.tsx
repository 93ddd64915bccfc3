import { useLayoutEffect, useRef, useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
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
  /**
   * The part focused as it mounts, where it takes the place of a focused stand-in
   * (LazyDatePicker): its first section, or its 选择日期.
   */
  focusOnMount?: 'field' | 'button';
  /** Opened as it mounts (its stand-in's 选择日期 was pressed). */
  openOnMount?: boolean;
}

/** The field reads `2026/09/15`, empty `年/月/日` (DateProviders' placeholders). */
export const DATE_FIELD_FORMAT = 'YYYY/MM/DD';
/** The mobile dialog's header: `9月15日`, not the adapter's `15 九月`. */
export const DATE_TOOLBAR_FORMAT = 'M月D日';

// Where the picker opens as MUI X's mobile dialog (a coarse pointer): days, the month arrows and
// the field itself are 44 px targets (design §7). Scoped by the same media query MUI X uses, so
// a mouse keeps the compact desktop calendar.
const TOUCH = '@media (pointer: coarse)';
const TOUCH_CALENDAR_SX = {
  [TOUCH]: {
    '& .MuiDateCalendar-root': { width: 'auto', height: 'auto', maxHeight: 'none' },
    '& .MuiDayCalendar-weekDayLabel': { width: 44, m: 0 },
    '& .MuiPickerDay-root': { width: 44, height: 44, m: 0 },
    '& .MuiDayCalendar-slideTransition': { minHeight: 6 * 44 },
    '& .MuiPickersArrowSwitcher-button': { p: 1.25 },
    '& .MuiDialogActions-root .MuiButton-root': { minHeight: 44 },
  },
} as const;

/** A zh-CN date picker: `年/月/日`, weeks from Monday, Chinese labels. */
export function ChineseDatePicker({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  referenceDate,
  error,
  focusOnMount,
  openOnMount = false,
}: ChineseDatePickerProps) {
  const [open, setOpen] = useState(openOnMount);
  const field = useRef<FieldRef<Dayjs | null>>(null);
  // In the commit that removes the focused stand-in, not after it (MUI X's autoFocus waits for a
  // passive effect): the focus never passes through <body> (docs/accessibility.md).
  useLayoutEffect(() => {
    if (focusOnMount === 'field') field.current?.focusField(0);
    // Only as it mounts: later, the visitor moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A phone's dialog takes the whole screen: seven 44 px days do not fit a dialog with margins
  // at 320 px.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <DateProviders>
      <DatePicker
        label={label}
        value={value}
        onChange={onChange}
        format={DATE_FIELD_FORMAT}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        {...(minDate ? { minDate } : {})}
        {...(maxDate ? { maxDate } : {})}
        {...(referenceDate ? { referenceDate } : {})}
        slotProps={{
          textField: {
            size: 'small',
            error: Boolean(error),
            helperText: error ?? undefined,
            sx: {
              width: { xs: '100%', sm: 'auto' },
              [TOUCH]: { '& .MuiPickersInputBase-root': { minHeight: 48 } },
            },
          },
          field: { clearable: true, fieldRef: field },
          openPickerButton: { autoFocus: focusOnMount === 'button' },
          calendarHeader: { format: CALENDAR_HEADER_FORMAT },
          toolbar: { toolbarFormat: DATE_TOOLBAR_FORMAT, toolbarPlaceholder: '未选择' },
          layout: { sx: TOUCH_CALENDAR_SX },
          dialog: { fullScreen: phone },
        }}
      />
    </DateProviders>
  );
}
