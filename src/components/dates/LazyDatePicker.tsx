import { Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { lazyComponent } from '@/components/lazyComponent';
import { useAfterFirstPaint } from '@/hooks/useAfterFirstPaint';
import type { ChineseDatePickerProps } from './ChineseDatePicker';

/**
 * The date picker's code (MUI X's pickers and dayjs' adapter, ~80 kB gzip) arrives beside the
 * screen that holds it, not before it: 学习记录's chart sentence and list painted only after it
 * on a slow phone (docs/budgets.md "Returning visits").
 */
const ChineseDatePicker = lazyComponent<ChineseDatePickerProps>(() =>
  import('./ChineseDatePicker').then((module) => module.ChineseDatePicker),
);

/**
 * The field's box until its code is in: as wide and high as the small outlined field (246 × 40
 * from 600 px, the row's width on a phone; 48 high under a finger, as ChineseDatePicker makes
 * it), so nothing moves when it comes. Silent, as the rest of the form is there.
 */
function DateFieldPlaceholder() {
  return (
    <Skeleton
      variant="rounded"
      aria-hidden
      data-testid="date-field-placeholder"
      sx={{
        width: { xs: '100%', sm: 246 },
        height: 40,
        flexShrink: 0,
        '@media (pointer: coarse)': { height: 48 },
      }}
    />
  );
}

/**
 * ChineseDatePicker, loaded when first shown, and mounted once the screen that holds it has
 * painted. On mount MUI X's field reads the document's selection (syncSelectionToDOM), which
 * makes the browser lay out the page, and updates itself from a layout effect: in the screen's
 * own commit that is a layout of the whole page just inserted (57 ms of a 460 ms task on
 * 学习记录 at 4× CPU), before its first paint; after it, the two fields'. Its placeholder holds
 * its place meanwhile, as while its code loads (docs/budgets.md).
 */
export function LazyDatePicker(props: ChineseDatePickerProps) {
  const screenPainted = useAfterFirstPaint();
  if (!screenPainted) return <DateFieldPlaceholder />;
  return (
    <Suspense fallback={<DateFieldPlaceholder />}>
      <ChineseDatePicker {...props} />
    </Suspense>
  );
}
