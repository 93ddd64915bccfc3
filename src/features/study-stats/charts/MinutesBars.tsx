import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { chartLocaleText } from '@/features/study-stats/charts/chartLocale';
import { AXIS_HEIGHT, chartHeight, type MinutesBar } from './chartGeometry';

export interface MinutesBarsProps {
  bars: readonly MinutesBar[];
  orientation: 'columns' | 'rows';
  color: 'primary' | 'secondary';
  skipAnimation: boolean;
  measure?: { name: string; unit: string };
}

/**
 * The bars themselves (MUI X Charts, 92 kB): the one part of a minutes chart that waits for its
 * own chunk. The title, the sentence and the 表格 toggle around it do not (MinutesBarChart).
 */
export function MinutesBars({
  bars,
  orientation,
  color,
  skipAnimation,
  measure = { name: '学习时长', unit: '分钟' },
}: MinutesBarsProps) {
  const theme = useTheme();
  const nameOf = new Map(bars.map((bar) => [bar.key, bar.name]));
  const labelOf = new Map(bars.map((bar) => [bar.key, bar.label]));
  const rows = orientation === 'rows';
  const categoryAxis = {
    scaleType: 'band' as const,
    data: bars.map((bar) => bar.key),
    valueFormatter: (key: string, context: { location: string }) =>
      (context.location === 'tick' ? labelOf.get(key) : nameOf.get(key)) ?? key,
  };
  const valueAxis = { tickMinStep: 1, valueFormatter: (v: number) => String(v) };
  return (
    <BarChart
      height={chartHeight(orientation, bars.length)}
      layout={rows ? 'horizontal' : 'vertical'}
      series={[
        {
          data: bars.map((bar) => bar.minutes),
          label: measure.name,
          color: theme.palette[color].main,
          valueFormatter: (value: number | null) =>
            value === null ? '' : `${value} ${measure.unit}`,
        },
      ]}
      xAxis={[
        rows ? { ...valueAxis, height: AXIS_HEIGHT } : { ...categoryAxis, height: AXIS_HEIGHT },
      ]}
      yAxis={[rows ? { ...categoryAxis, width: 112 } : { ...valueAxis, width: 44 }]}
      grid={rows ? { vertical: true } : { horizontal: true }}
      borderRadius={3}
      hideLegend
      // Room on the right for the last value under horizontal bars (`2000`, not `2…`).
      margin={{ top: 8, right: rows ? 20 : 8, bottom: 0, left: 0 }}
      skipAnimation={skipAnimation}
      localeText={chartLocaleText}
    />
  );
}
