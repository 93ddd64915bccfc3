import type { KeyboardEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { INSET_FOCUS_RING } from '@/components/theme/theme';

export interface TabStripTab<V extends string> {
  value: V;
  label: ReactNode;
}

const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
const panelId = (idPrefix: string, value: string) => `${idPrefix}-panel-${value}`;

/** The shown tab's panel: the element the selected tab controls, named by it. */
export function tabPanelProps(idPrefix: string, value: string) {
  return {
    role: 'tabpanel',
    id: panelId(idPrefix, value),
    'aria-labelledby': tabId(idPrefix, value),
  } as const;
}

export interface TabStripProps<V extends string> {
  /** The tablist's accessible name. */
  label: string;
  /** Makes the tabs' and panels' ids: `<prefix>-tab-<value>`, `<prefix>-panel-<value>`. */
  idPrefix: string;
  value: V;
  tabs: readonly TabStripTab<V>[];
  /** Called with another tab's value when it is chosen (a click, Enter or Space). */
  onChange: (value: V) => void;
  /**
   * On a phone: `pairs` sets the tabs two by two, each label whole and each tab underlined (the
   * user centre's four); `fill` shares the row between them (the course page's three).
   */
  phoneLayout: 'pairs' | 'fill';
  sx?: SxProps<Theme>;
}

const onPhone = (theme: Theme) => theme.breakpoints.down('sm');

/** The selected tab's underline, drawn by the tab itself: nothing to measure (see below). */
const underline = {
  content: '""',
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  height: 2,
  bgcolor: 'primary.main',
  // A background: forced colours would drop it.
  '@media (forced-colors: active)': { forcedColorAdjust: 'none', bgcolor: 'Highlight' },
} as const;

/**
 * A row of tabs (WAI-ARIA's tabs pattern, activated by Enter, Space or a click; the arrow keys,
 * Home and End move the focus along the row), looking like MUI's Tabs. Not MUI's Tabs: they
 * measure the row to place their indicator (a forced layout in the commit that mounts them,
 * 50–85 ms on a slow phone) and register each tab for their roving focus from layout effects,
 * which re-render the whole row again, synchronously, in the same task: a user centre's first
 * render paid both (docs/budgets.md). Here the selected tab draws its own underline in CSS, and
 * the tab stop is simply the selected tab.
 */
export function TabStrip<V extends string>({
  label,
  idPrefix,
  value,
  tabs,
  onChange,
  phoneLayout,
  sx,
}: TabStripProps<V>) {
  const pairs = phoneLayout === 'pairs';

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    // The row's own tabs, as the page shows them: nothing to keep in step with the renders.
    const row = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = row.findIndex((tab) => tab === event.target);
    if (at < 0) return;
    const last = row.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % row.length
        : event.key === 'ArrowLeft'
          ? (at + last) % row.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    row[to]?.focus();
  };

  return (
    <Box
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      sx={[
        (theme) => ({
          display: 'flex',
          minHeight: 48,
          ...(pairs && { [onPhone(theme)]: { display: 'grid', gridTemplateColumns: '1fr 1fr' } }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            id={tabId(idPrefix, tab.value)}
            aria-controls={panelId(idPrefix, tab.value)}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (!selected) onChange(tab.value);
            }}
            sx={(theme) => ({
              ...theme.typography.button,
              lineHeight: 1.25,
              position: 'relative',
              minHeight: 48,
              minWidth: 90,
              maxWidth: 360,
              flexShrink: 0,
              padding: '12px 16px',
              whiteSpace: 'normal',
              textAlign: 'center',
              color: selected ? 'primary.main' : 'text.secondary',
              // Inside the row: an outer ring would run under the neighbouring tab.
              '&.Mui-focusVisible': INSET_FOCUS_RING,
              ...(selected && {
                '&::after': underline,
                // As the header's current page: forced colours drop the tint and the colour, and
                // on a phone every tab of the pairs has a line under it.
                '@media (forced-colors: active)': {
                  textDecoration: 'underline',
                  textDecorationThickness: 2,
                  textUnderlineOffset: 4,
                },
              }),
              [onPhone(theme)]: pairs
                ? {
                    minWidth: 0,
                    maxWidth: 'none',
                    px: 1,
                    borderBottom: 2,
                    borderColor: 'divider',
                    ...(selected && {
                      bgcolor: 'action.selected',
                      // Over the tab's own border, which it replaces.
                      '&::after': { ...underline, bottom: -2 },
                    }),
                  }
                : { minWidth: 0, flex: 1 },
            })}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
