import { Suspense, startTransition, useState } from 'react';
import { lazyComponent } from '@/components/lazyComponent';
import type { ChineseDatePickerProps } from './ChineseDatePicker';
import { DateFieldStandIn, type DateFieldIntent, type DateFieldPart } from './DateFieldStandIn';

/**
 * The date picker's code (MUI X's pickers and dayjs' adapter, ~80 kB gzip) arrives beside the
 * screen that holds it, not before it: 学习记录's chart sentence and list painted only after it
 * on a slow phone (docs/budgets.md "Returning visits").
 */
const ChineseDatePicker = lazyComponent<ChineseDatePickerProps>(() =>
  import('./ChineseDatePicker').then((module) => module.ChineseDatePicker),
);

/**
 * ChineseDatePicker where the visitor uses it: a stand-in that looks the same
 * (DateFieldStandIn) until a pointer comes over it, a finger touches it or it gets the focus,
 * then MUI X's picker in its place, open if the visitor pressed 选择日期, and with the focus on
 * the same part as the stand-in had it (design §11: the date pickers load only when needed;
 * docs/budgets.md). The swap is a transition: while the code loads the stand-in stays.
 */
export function LazyDatePicker(props: ChineseDatePickerProps) {
  const [wanted, setWanted] = useState<{ picker: boolean; open: boolean }>({
    picker: false,
    open: false,
  });
  // Urgent, not a transition: a Tab on before the picker is in must not bring the focus back.
  const [focused, setFocused] = useState<DateFieldPart>(null);
  const onIntent = (intent: DateFieldIntent) =>
    startTransition(() =>
      setWanted((now) => ({ picker: true, open: now.open || intent === 'open' })),
    );
  const standIn = (
    <DateFieldStandIn
      label={props.label}
      value={props.value}
      error={props.error ?? null}
      onIntent={onIntent}
      onFocusPart={setFocused}
      onClear={() => props.onChange(null)}
    />
  );
  // One boundary from the start, the stand-in its content: swapped in a transition, the content
  // stays on screen until the picker's code is in, and the picker replaces it in one commit. A
  // boundary mounted with the swap would show its fallback first, a new stand-in that has lost
  // the focus.
  return (
    <Suspense fallback={standIn}>
      {wanted.picker ? (
        <ChineseDatePicker
          {...props}
          focusOnMount={focused ?? undefined}
          openOnMount={wanted.open}
        />
      ) : (
        standIn
      )}
    </Suspense>
  );
}
