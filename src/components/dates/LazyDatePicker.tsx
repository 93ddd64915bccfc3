import { Suspense, startTransition, useContext, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import type { ChineseDatePickerProps } from './ChineseDatePicker';
import { DatePickerCode } from './datePickerCode';
import { DateFieldStandIn, type DateFieldIntent, type DateFieldPart } from './DateFieldStandIn';
import { keptTyping, readTypedDate } from './typedDate';

/** Under a stand-in whose typed text is no date, when the visitor leaves it. */
export const TYPED_DATE_ERROR = '请按 年/月/日 输入日期，如 2026/09/15';

/**
 * ChineseDatePicker where the visitor uses it: a stand-in that looks the same
 * (DateFieldStandIn) until a pointer comes over it, a finger touches it or it gets the focus,
 * then MUI X's picker in its place, open if the visitor pressed 选择日期, and with the focus on
 * the same part as the stand-in had it (design §11: the date pickers load only when needed;
 * docs/budgets.md). The swap is a transition: while the code loads the stand-in stays.
 *
 * Keys typed into the stand-in before the picker is in are kept: eight digits (`20260915`) are
 * the date at once, any other form (`2026/9/15`) when the visitor presses Enter or leaves the
 * field. Until then the stand-in stays, the picker's sections could not take half a date.
 */
export function LazyDatePicker(props: ChineseDatePickerProps) {
  // Not made during render: the context holds one component for the tree's life (the app's lazy
  // picker, or a story's), so its identity never changes between renders.
  const ChineseDatePicker = useContext(DatePickerCode);
  const [wanted, setWanted] = useState<{ picker: boolean; open: boolean }>({
    picker: false,
    open: false,
  });
  // Urgent, not a transition: a Tab on before the picker is in must not bring the focus back.
  const [focused, setFocused] = useState<DateFieldPart>(null);
  // What is typed, with the value it was typed over: a date set from outside since (a quick
  // range, the form's 清除) replaces it, and the field shows the date the form will use.
  const [typed, setTyped] = useState<{ text: string; over: number | null } | null>(null);
  const [typedError, setTypedError] = useState<string | null>(null);
  const valueKey = props.value?.valueOf() ?? null;
  // Object.is: an invalid date's key is NaN, which is not === itself.
  const pending = typed !== null && Object.is(typed.over, valueKey) ? typed.text : null;
  // Whether what was typed holds the picker back: until it is read, or a date from outside
  // replaced it and the visitor comes back to the field. Let go in a transition, like the swap
  // itself: an urgent render would show the boundary's fallback, a new stand-in without the
  // focus, while the picker's code is still on its way.
  const [held, setHeld] = useState(false);
  const letPickerIn = () => {
    setTyped(null);
    setTypedError(null);
    startTransition(() => setHeld(false));
  };
  const typingDone = (day: Dayjs | null) => {
    props.onChange(day);
    letPickerIn();
  };
  const onType = (text: string) => {
    const kept = keptTyping(text);
    setTypedError(null);
    const read = readTypedDate(kept, false);
    if (read.kind === 'day') {
      typingDone(read.day);
      return;
    }
    setTyped({ text: kept, over: valueKey });
    setHeld(true);
  };
  const onTypingDone = () => {
    if (pending === null) return;
    const read = readTypedDate(pending, true);
    if (read.kind !== 'not-a-date') {
      typingDone(read.kind === 'day' ? read.day : null);
      return;
    }
    setTypedError(TYPED_DATE_ERROR);
    // The form learns that this field holds no date, as MUI X's field tells it (an invalid
    // date): its 查询 must not apply the date the field had before, which it no longer shows.
    // The text stays, typed over that invalid date, to be mended.
    const invalid = dayjs(Number.NaN);
    setTyped({ text: pending, over: invalid.valueOf() });
    props.onChange(invalid);
  };
  const onIntent = (intent: DateFieldIntent) => {
    if (pending !== null && intent === 'open') {
      // 选择日期 over typed text: the calendar is what they ask for, open at a date typed whole;
      // half a date is no date, and is dropped.
      const read = readTypedDate(pending, true);
      if (read.kind === 'day') props.onChange(read.day);
      else if (read.kind === 'empty') props.onChange(null);
      letPickerIn();
    } else if (pending === null) {
      // The visitor comes back to a field whose text a date from outside replaced.
      letPickerIn();
    }
    startTransition(() =>
      setWanted((now) => ({ picker: true, open: now.open || intent === 'open' })),
    );
  };
  const standIn = (
    <DateFieldStandIn
      label={props.label}
      value={props.value}
      typed={pending}
      error={(pending !== null ? typedError : null) ?? props.error ?? null}
      onIntent={onIntent}
      onFocusPart={setFocused}
      onType={onType}
      onTypingDone={onTypingDone}
      onClear={() => typingDone(null)}
    />
  );
  // One boundary from the start, the stand-in its content: swapped in a transition, the content
  // stays on screen until the picker's code is in, and the picker replaces it in one commit. A
  // boundary mounted with the swap would show its fallback first, a new stand-in that has lost
  // the focus.
  return (
    <Suspense fallback={standIn}>
      {wanted.picker && !held ? (
        // eslint-disable-next-line react-hooks/static-components -- one component per tree (above)
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
