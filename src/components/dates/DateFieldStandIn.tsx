import { useRef, type KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import SvgIcon from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import type { Dayjs } from 'dayjs';

/** What the visitor did to a stand-in, and so what the picker does when it takes its place. */
export type DateFieldIntent =
  /** A pointer came over it, a finger touched it, or its field got the focus: the picker mounts. */
  | 'near'
  /** Its 选择日期 was pressed, or the field tapped on a touch screen: the picker opens. */
  | 'open';

/** Which of its parts has the focus, for the picker to give it to its own. */
export type DateFieldPart = 'field' | 'button' | null;

/** MUI X's calendar icon (`@mui/x-date-pickers/icons`), drawn here without MUI X's code. */
const CALENDAR_PATH =
  'M17 12h-5v5h5v-5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2zm3 18H5V8h14v11z';

/** MUI X's clear icon, as above. */
const CLEAR_PATH =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/**
 * The field's width from 600 px, as MUI X lays it out: the sections and 选择日期 make 246 px, and
 * a field with a value holds its 清除 button beside them (36 px), shown or not.
 */
const FIELD_WIDTH = 246;
const CLEAR_WIDTH = 36;

/** Where MUI X opens a dialog instead of typing into the field (its desktop media query). */
const touchScreen = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  !window.matchMedia('(pointer: fine)').matches;

/**
 * The date field as the visitor first sees it: the same outlined field, label, value
 * (`2026/09/15`, empty `年/月/日`), 选择日期 button and error as ChineseDatePicker, in MUI's
 * plain TextField. Mounting MUI X's picker was a slow phone's longest tasks on 学习记录 (its field
 * reads the document's selection, which lays out the page, and two fields were ~190 ms at 4×
 * CPU, docs/budgets.md); most visits never touch the filter. So the picker takes this one's
 * place when the visitor comes to it (`onIntent`): a pointer over it, a touch, the focus, a press.
 */
export function DateFieldStandIn({
  label,
  value,
  typed = null,
  error,
  onIntent,
  onFocusPart,
  onType,
  onTypingDone,
  onClear,
}: {
  label: string;
  value: Dayjs | null;
  /** What the visitor has typed and not yet finished, shown in place of the value. */
  typed?: string | null;
  error?: string | null;
  onIntent: (intent: DateFieldIntent) => void;
  /** The focus came to one of its parts or left it (null). */
  onFocusPart: (part: DateFieldPart) => void;
  /** A key typed into the field: its whole text now. */
  onType: (text: string) => void;
  /** The visitor left the field, or pressed Enter in it: what they typed is read now. */
  onTypingDone: () => void;
  /** Its 清除, which needs no picker. */
  onClear: () => void;
}) {
  // An invalid date (typed text that is no date, reported as MUI X's field reports it) shows as
  // what was typed, or as nothing: never as "Invalid Date".
  const day = value?.isValid() ? value : null;
  // A press on its own 选择日期 takes the focus from the text before its click: that press, not
  // the focus leaving, decides what becomes of the text (LazyDatePicker). A Tab to it reads it.
  // Held from the pointer's down to the click: with a finger the pointer leaves before the
  // focus moves.
  const pressingOpen = useRef(false);
  const shown = typed ?? (day ? day.format('YYYY/MM/DD') : '');
  return (
    <TextField
      label={label}
      value={shown}
      placeholder="年/月/日"
      size="small"
      error={Boolean(error)}
      helperText={error ?? undefined}
      onChange={(event) => onType(event.target.value)}
      onPointerEnter={() => onIntent('near')}
      onTouchStart={() => onIntent('near')}
      sx={{
        width: { xs: '100%', sm: FIELD_WIDTH + (value ? CLEAR_WIDTH : 0) },
        '@media (pointer: coarse)': { '& .MuiInputBase-root': { minHeight: 48 } },
        // As MUI X: on a touch screen 清除 always shows, with a mouse on hover or focus.
        '@media (pointer: fine)': {
          '& .clearButton': { opacity: 0 },
          '&:hover .clearButton, &:focus-within .clearButton': { opacity: 1 },
        },
      }}
      slotProps={{
        // What is typed here before the picker's code is in (a keyboard's Tab, then the date
        // at once, on a slow link) is kept and read as a date (LazyDatePicker).
        htmlInput: {
          // No on-screen keyboard for the moment it has the focus: on a phone the field opens
          // MUI X's dialog, where nothing is typed.
          inputMode: 'none',
          onFocus: () => {
            // Back in the text, any press on 选择日期 is over (one dragged off ends in no click).
            pressingOpen.current = false;
            onFocusPart('field');
            onIntent('near');
          },
          onBlur: () => {
            onFocusPart(null);
            if (!pressingOpen.current) onTypingDone();
          },
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key !== 'Enter') return;
            // The picker may take this field's place and the focus within this keydown: the
            // key's default (a line break in its section) would land there.
            event.preventDefault();
            onTypingDone();
          },
          onClick: () => onIntent(touchScreen() ? 'open' : 'near'),
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {value && (
                <IconButton className="clearButton" tabIndex={-1} title="清除" onClick={onClear}>
                  <SvgIcon fontSize="small">
                    <path d={CLEAR_PATH} />
                  </SvgIcon>
                </IconButton>
              )}
              <IconButton
                edge="end"
                aria-label={day ? `选择日期，已选择${day.format('YYYY年M月D日')}` : '选择日期'}
                onPointerDown={() => {
                  pressingOpen.current = true;
                }}
                onClick={() => {
                  pressingOpen.current = false;
                  onIntent('open');
                }}
                onFocus={() => onFocusPart('button')}
                onBlur={() => onFocusPart(null)}
              >
                <SvgIcon fontSize="medium">
                  <path d={CALENDAR_PATH} />
                </SvgIcon>
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
