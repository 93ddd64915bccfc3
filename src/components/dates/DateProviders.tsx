import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zhCN } from '@mui/x-date-pickers/locales';

// dayjs's zh-cn starts weeks on Monday, as Chinese calendars do.
dayjs.locale('zh-cn');

/** zh-CN for MUI X pickers. Kept out of the app's providers so pickers load only with the screens that use them. */
export function DateProviders({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="zh-cn"
      localeText={zhCN.components.MuiLocalizationProvider.defaultProps.localeText}
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
