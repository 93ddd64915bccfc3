import { DEFAULT_PAGE_SIZES } from '@/config/paging';
import { useState, type KeyboardEvent } from 'react';
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
  onChange: (page: number, pageSize: number) => void;
  /** Names the list for screen readers: `学习记录分页`. */
  label?: string;
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
}: ChinesePaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState('');
  // No SSR of this component: read the width on the first render, so a phone never flashes the
  // desktop form.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const current = Math.min(page, pageCount);

  if (phone) {
    return (
      <PhonePagination
        total={total}
        page={current}
        pageCount={pageCount}
        label={label}
        onPage={(next) => onChange(next, pageSize)}
      />
    );
  }

  const goTo = (raw: string) => {
    const target = Number.parseInt(raw, 10);
    if (Number.isFinite(target)) onChange(Math.min(pageCount, Math.max(1, target)), pageSize);
    setJump('');
  };

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
        onChange={(_event, next) => onChange(next, pageSize)}
        getItemAriaLabel={itemLabel}
      />
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
            if (event.key === 'Enter') goTo(jump);
          }}
          onBlur={() => jump && goTo(jump)}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              'aria-label': `前往页码，共 ${pageCount} 页`,
              style: { width: 40, textAlign: 'center' },
            },
          }}
        />
        <Typography variant="body2">页</Typography>
      </Stack>
    </Stack>
  );
}

/**
 * Below 600 px ElPagination's row does not fit: previous/next, the page of the total and
 * `共 N 条` stay; the size selector and 前往 go (docs/screens.md).
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
  onPage: (page: number) => void;
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
    </Stack>
  );
}
