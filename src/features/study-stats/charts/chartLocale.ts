import type { ChartsLocaleText } from '@mui/x-charts/locales';

/**
 * MUI X Charts 9 ships no zh-CN locale: these are the texts our bar charts show or announce
 * (the no-data overlay, and what the keyboard navigation reads for the focused bar).
 */
export const chartLocaleText: Partial<ChartsLocaleText> = {
  loading: '正在加载…',
  noData: '暂无数据',
  a11yNoValue: '无数据',
  a11yConnector: '，',
  barDescription: ({ formattedCategoryValue, formattedValue, seriesLabel }) =>
    `${formattedCategoryValue}，${seriesLabel ? `${seriesLabel} ` : ''}${formattedValue}`,
};
