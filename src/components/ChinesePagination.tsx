import { DEFAULT_PAGE_SIZES } from '@/config/paging';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

export interface ChinesePaginationProps {
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  pageSizes?: readonly number[];
  /**
   * A turn, or (`replace`) a correction: a page past the last (an old link, the last items of
   * the last page read or graded away) is replaced by the last page, not added to the history.
   */
  onChange: (page: number, pageSize: number, options?: { replace: boolean }) => void;
  /** Names the list for screen readers: `学习记录分页`. */
  label?: string;
  /**
   * The list these pages turn. After a turn its top is brought into view (the new page opened
   * scrolled to the bottom on a phone) and, when the turn came from a press, it takes focus
   * without a ring, so the keyboard and a screen reader start at the new page's first record.
   */
  listRef?: RefObject<HTMLElement | null>;
}

/** Brings the list's top into view under the sticky header; `focus` also moves focus to it. */
export function showListTop(list: HTMLElement | null | undefined, focus: boolean): void {
  if (!list) return;
  if (focus) {
    if (!list.hasAttribute('tabindex')) list.setAttribute('tabindex', '-1');
    list.focus({ preventScroll: true });
  }
  const clear = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const { top } = list.getBoundingClientRect();
  if (top < clear || top > window.innerHeight - 48) list.scrollIntoView({ block: 'start' });
}

/** `前往 [N] 页`: Enter (or 前往 on a phone's keypad) jumps and focuses the list; leaving it jumps too. */
function PageJump({
  pageCount,
  onJump,
  tall,
}: {
  pageCount: number;
  onJump: (page: number, focus: boolean) => void;
  tall: boolean;
}) {
  const [jump, setJump] = useState('');
  const goTo = (raw: string, focus: boolean) => {
    const target = Number.parseInt(raw, 10);
    setJump('');
    if (Number.isFinite(target)) onJump(Math.min(pageCount, Math.max(1, target)), focus);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" component="label" htmlFor="pagination-jump">
        前往
      </Typography>
      <TextField
        id="pagination-jump"
        size="small"
        value={jump}
        onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter') goTo(jump, true);
        }}
        onBlur={() => jump && goTo(jump, false)}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            enterKeyHint: 'go',
            'aria-label': `前往页码，共 ${pageCount} 页`,
            style: { width: tall ? 56 : 40, textAlign: 'center' },
          },
        }}
        // 44 px on a phone (design §7): the keypad's field is a main action there.
        sx={tall ? { '& .MuiInputBase-root': { minHeight: 44 } } : undefined}
      />
      <Typography variant="body2">页</Typography>
    </Stack>
  );
}

function itemLabel(type: string, page: number | null, selected: boolean): string {
  switch (type) {
    case 'previous':
      return '上一页';
    case 'next':
      return '下一页';
    case 'first':
      return '第一页';
    case 'last':
      return '最后一页';
    default:
      return selected ? `第 ${page ?? ''} 页，当前页` : `第 ${page ?? ''} 页`;
  }
}

/**
 * ElPagination's zh-CN layout: `共 N 条`, `10条/页`, the pages, `前往 N 页`. Changing the page
 * size keeps the first record in view rather than the page number.
 */
export function ChinesePagination({
  total,
  page,
  pageSize,
  pageSizes = DEFAULT_PAGE_SIZES,
  onChange,
  label = '分页',
  listRef,
}: ChinesePaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // No SSR of this component: read the width on the first render, so a phone never flashes the
  // desktop form.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const current = Math.min(page, pageCount);
  // A page past the last showed an empty list under a pager on the last page: ask for the last.
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });
  useEffect(() => {
    if (total > 0 && page > pageCount) change.current(pageCount, pageSize, { replace: true });
  }, [total, page, pageCount, pageSize]);
  const turn = (next: number, focus = true) => {
    onChange(next, pageSize);
    showListTop(listRef?.current, focus);
  };

  if (phone) {
    return (
      <PhonePagination
        total={total}
        page={current}
        pageCount={pageCount}
        label={label}
        onPage={turn}
      />
    );
  }

  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
    >
      <Typography variant="body2" data-testid="pagination-total">
        共 {total} 条
      </Typography>
      <Select
        size="small"
        value={pageSize}
        sx={{ fontSize: 14 }}
        inputProps={{ 'aria-label': '每页条数' }}
        onChange={(event) => {
          const size = Number(event.target.value);
          const firstRecord = (page - 1) * pageSize;
          onChange(Math.floor(firstRecord / size) + 1, size);
        }}
      >
        {pageSizes.map((size) => (
          <MenuItem key={size} value={size}>
            {size}条/页
          </MenuItem>
        ))}
      </Select>
      <Pagination
        count={pageCount}
        page={current}
        color="primary"
        shape="rounded"
        onChange={(_event, next) => turn(next)}
        getItemAriaLabel={itemLabel}
      />
      <PageJump pageCount={pageCount} onJump={turn} tall={false} />
    </Stack>
  );
}

/**
 * Below 600 px ElPagination's row does not fit: previous/next, the page of the total and
 * `共 N 条` stay, with `前往 N 页` on its own line (24 pages are too many to step through);
 * the size selector goes (docs/screens.md).
 */
function PhonePagination({
  total,
  page,
  pageCount,
  label,
  onPage,
}: {
  total: number;
  page: number;
  pageCount: number;
  label: string;
  onPage: (page: number, focus?: boolean) => void;
}) {
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
    >
      <Typography variant="body2" data-testid="pagination-total">
        共 {total} 条
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          上一页
        </Button>
        <Typography
          variant="body2"
          data-testid="pagination-page"
          aria-live="polite"
          sx={{ whiteSpace: 'nowrap' }}
        >
          第 {page} / {pageCount} 页
        </Typography>
        <Button variant="outlined" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          下一页
        </Button>
      </Stack>
      {pageCount > 1 && <PageJump pageCount={pageCount} onJump={onPage} tall />}
    </Stack>
  );
}
