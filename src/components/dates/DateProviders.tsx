import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zhCN } from '@mui/x-date-pickers/locales';
import { clock } from '@/lib/clock';

// dayjs's zh-cn starts weeks on Monday, as Chinese calendars do.
dayjs.locale('zh-cn');

/**
 * MUI X asks its adapter for "now" (today's outline, the month a picker opens on) with
 * `date()`. Here that is the app's clock, like every other "now" in the app, so that a story
 * at a fixed date does not outline the real today (its screenshot changed at midnight).
 */
class AppClockAdapter extends AdapterDayjs {
  constructor(...args: ConstructorParameters<typeof AdapterDayjs>) {
    super(...args);
    const date = this.date;
    this.date = ((value, timezone) =>
      value === undefined
        ? date(new Date(clock.now()).toISOString(), timezone)
        : date(value, timezone)) as typeof date;
  }
}

// An empty field reads 年/月/日, not YYYY/MM/DD.
const LOCALE_TEXT = {
  ...zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: () => '年',
  fieldMonthPlaceholder: () => '月',
  fieldDayPlaceholder: () => '日',
};

/** zh-CN for MUI X pickers. Kept out of the app's providers so pickers load only with the screens that use them. */
export function DateProviders({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AppClockAdapter}
      adapterLocale="zh-cn"
      localeText={LOCALE_TEXT}
    >
      {children}
    </LocalizationProvider>
  );
}

/** Calendar headers in Chinese order: 2026年9月, not the adapter's `9月 2026`. */
export const CALENDAR_HEADER_FORMAT = 'YYYY年M月';

/** `2026年9月15日 星期二`. */
export function formatChineseDate(date: dayjs.Dayjs): string {
  return date.locale('zh-cn').format('YYYY年M月D日 dddd');
}
