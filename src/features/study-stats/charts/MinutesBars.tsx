import { startTransition, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { FOCUS_RING_COLOUR } from '@/components/theme/theme';
import { chartLocaleText } from '@/features/study-stats/charts/chartLocale';
import {
  AXIS_HEIGHT,
  COLUMNS_VALUE_AXIS_WIDTH,
  chartHeight,
  columnsLayout,
  type MinutesBar,
} from './chartGeometry';

export interface MinutesBarsProps {
  bars: readonly MinutesBar[];
  orientation: 'columns' | 'rows';
  color: 'primary' | 'secondary';
  skipAnimation: boolean;
  measure?: { name: string; unit: string };
}

/**
 * The chart's keyboard stop (Tab, then the arrows move from bar to bar) is a layer MUI X lays
 * over the bars and styles `outline: none` inline: the theme's one ring (docs/accessibility.md),
 * drawn inside the layer, which clips what is outside it; Highlight under forced colours.
 */
const KEYBOARD_STOP_RING = {
  outline: `2px solid ${FOCUS_RING_COLOUR} !important`,
  outlineOffset: '-2px',
  '@media (forced-colors: active)': { outlineColor: 'Highlight !important' },
} as const;

/**
 * Forced colours repaint text and borders but leave SVG's fill and stroke alone: under a dark
 * scheme the axes and their labels, drawn in the theme's near-black, vanished into the black
 * canvas, leaving bars nobody could read. They take the system's text colour there; the grid,
 * which only helps the eye, keeps its faint line.
 */
const FORCED_COLOURS_AXES = {
  '@media (forced-colors: active)': {
    '& .MuiChartsAxis-line, & .MuiChartsAxis-tick': { stroke: 'CanvasText !important' },
    '& .MuiChartsAxis-tickLabel, & .MuiChartsAxis-label': { fill: 'CanvasText !important' },
  },
} as const;

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
  const height = chartHeight(orientation, bars.length);
  const [boxRef, width] = useBoxWidth();
  const nameOf = new Map(bars.map((bar) => [bar.key, bar.name]));
  const labelOf = new Map(bars.map((bar) => [bar.key, bar.label]));
  const rows = orientation === 'rows';
  const columns = columnsLayout(
    bars.map((bar) => bar.label),
    width ?? 0,
  );
  const categoryAxis = {
    scaleType: 'band' as const,
    data: bars.map((bar) => bar.key),
    valueFormatter: (key: string, context: { location: string }) =>
      (context.location === 'tick' ? labelOf.get(key) : nameOf.get(key)) ?? key,
  };
  const valueAxis = { tickMinStep: 1, valueFormatter: (v: number) => String(v) };
  return (
    <Box
      ref={boxRef}
      sx={{
        height,
        minWidth: 0,
        '& [tabindex]:focus-visible': KEYBOARD_STOP_RING,
        ...FORCED_COLOURS_AXES,
      }}
    >
      {width !== null && (
        <BarChart
          width={width}
          height={height}
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
            rows
              ? { ...valueAxis, height: AXIS_HEIGHT }
              : {
                  ...categoryAxis,
                  height: AXIS_HEIGHT,
                  tickLabelInterval: (_: string, index: number) => columns.labelled(index),
                },
          ]}
          yAxis={[
            rows
              ? { ...categoryAxis, width: 112 }
              : { ...valueAxis, width: COLUMNS_VALUE_AXIS_WIDTH },
          ]}
          grid={rows ? { vertical: true } : { horizontal: true }}
          borderRadius={3}
          hideLegend
          // Room on the right for the last value under horizontal bars (`2000`, not `2…`) and for
          // the latest label under columns (`11/30`, not `11/…`), and above the top gridline for
          // its value beside columns: without it MUI X shortened
          // that label to nothing, and building its grapheme segmenter for that was a task of
          // ~70 ms on a slow phone (docs/budgets.md).
          margin={{
            top: rows ? 8 : 12,
            right: rows ? 20 : columns.rightMargin,
            bottom: 0,
            left: 0,
          }}
          skipAnimation={skipAnimation}
          localeText={chartLocaleText}
        />
      )}
    </Box>
  );
}

/**
 * The bars' width, measured here and handed to the chart. Left to measure itself, MUI X Charts
 * renders once without a size, measures in a layout effect and renders every axis and bar again
 * at once, in the same task, then once more in the next frame: on a slow phone one task of
 * 150–280 ms (docs/budgets.md). Given its size, it renders once, and in a transition, which React
 * splits into short tasks; the box keeps the bars' room meanwhile, so nothing moves.
 */
function useBoxWidth(): [RefObject<HTMLDivElement | null>, number | null] {
  const ref = useRef<HTMLDivElement>(null);
  const [px, setPx] = useState<number | null>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const measured = Math.floor(box.getBoundingClientRect().width);
      // A box hidden for a while (display: none) keeps its bars as they were.
      if (measured > 0) startTransition(() => setPx(measured));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, px];
}
