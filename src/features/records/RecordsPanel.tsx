import { chineseDay } from '@/lib/formatDate';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { recordsQuery, type LearningRecord } from '@/features/records/recordsApi';
import { ChinesePagination } from '@/components/ChinesePagination';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { DateRangeFields } from '@/components/dates/DateRangeFields';
import { dateRangeError, type DateRange } from '@/components/dates/dateRange';
import { useApiQuery } from '@/hooks/useAsyncData';
import { readPaging, useQueryState } from '@/hooks/useQueryState';
import { clock } from '@/lib/clock';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readDay(value: string | null): string | null {
  return value && DAY.test(value) && dayjs(value).isValid() ? value : null;
}

function RangeFilter({
  from,
  to,
  onApply,
}: {
  from: string | null;
  to: string | null;
  onApply: (range: DateRange) => void;
}) {
  const fromAddress = (): DateRange => ({
    from: from ? dayjs(from) : null,
    to: to ? dayjs(to) : null,
  });
  const [draft, setDraft] = useState<DateRange>(fromAddress);
  // The form follows the address (back, forward, 清除) without being rebuilt: a rebuilt form
  // would drop the focus of the 查询 the user just pressed (docs/accessibility.md).
  const [shown, setShown] = useState({ from, to });
  if (shown.from !== from || shown.to !== to) {
    setShown({ from, to });
    setDraft(fromAddress());
  }
  const error = dateRangeError(draft);
  return (
    <Stack
      component="form"
      aria-label="按日期筛选"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, flexWrap: 'wrap', rowGap: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!error) onApply(draft);
      }}
    >
      <DateRangeFields value={draft} onChange={setDraft} referenceDate={dayjs(clock.now())} />
      <Stack direction="row" spacing={2}>
        <Button
          type="submit"
          variant="contained"
          disabled={Boolean(error)}
          sx={{ flexGrow: { xs: 1, sm: 0 } }}
        >
          查询
        </Button>
        <Button
          type="button"
          onClick={() => {
            setDraft({ from: null, to: null });
            onApply({ from: null, to: null });
          }}
        >
          清除
        </Button>
      </Stack>
    </Stack>
  );
}

interface RecordsListProps {
  records: readonly LearningRecord[];
  busy: boolean;
  /** Brought into view and focused after a page turn (ChinesePagination's `listRef`). */
  listRef: RefObject<HTMLElement | null>;
}

/** The desktop form: a table, one row per record. */
function RecordsTable({ records, busy, listRef }: RecordsListProps) {
  const now = clock.now();
  return (
    <TableContainer>
      <Table
        ref={listRef as RefObject<HTMLTableElement | null>}
        size="small"
        aria-label="学习记录"
        aria-busy={busy}
      >
        <TableHead>
          <TableRow>
            <TableCell>日期</TableCell>
            <TableCell>课程</TableCell>
            <TableCell>学习活动</TableCell>
            <TableCell align="right">时长（分钟）</TableCell>
            <TableCell align="right">成绩</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <TableRow key={record.id}>
              <TableCell>{chineseDay(record.date, now)}</TableCell>
              <TableCell>{record.courseTitle}</TableCell>
              <TableCell>{record.activity}</TableCell>
              <TableCell align="right">{record.durationMinutes}</TableCell>
              <TableCell align="right">{record.score ?? '暂无'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The phone form: five columns squeezed 学习活动 to a character a line at 390 px, so each
 * record becomes a card that reads top to bottom (docs/screens.md).
 */
function RecordCards({ records, busy, listRef }: RecordsListProps) {
  const now = clock.now();
  return (
    <Box
      ref={listRef}
      component="ul"
      aria-label="学习记录"
      aria-busy={busy}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {records.map((record) => (
        <Box
          component="li"
          key={record.id}
          data-testid="record-card"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}
        >
          <Typography variant="body2" color="text.secondary">
            {chineseDay(record.date, now)}
          </Typography>
          <Typography
            component="p"
            variant="subtitle1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {record.courseTitle}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 0.5,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1.5,
              rowGap: 0.25,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            }}
          >
            <Typography component="dt" variant="body2">
              学习活动
            </Typography>
            <Typography component="dd" variant="body2">
              {record.activity}
            </Typography>
            <Typography component="dt" variant="body2">
              时长
            </Typography>
            <Typography component="dd" variant="body2">
              {record.durationMinutes} 分钟
            </Typography>
            <Typography component="dt" variant="body2">
              成绩
            </Typography>
            <Typography component="dd" variant="body2">
              {record.score ?? '暂无'}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** 学习记录: filtered by a date range, paginated; all of it kept in the address bar. */
export function RecordsPanel({
  chart,
}: {
  /** The study-time chart over the filter's dates, given by the page (a study-stats view). */
  chart: (range: { from: string | null; to: string | null }) => ReactNode;
}) {
  const { params, update } = useQueryState();
  const from = readDay(params.get('from'));
  const to = readDay(params.get('to'));
  const { page, size } = readPaging(params);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const records = useApiQuery(recordsQuery({ from, to, page, size }));
  const list = useRef<HTMLElement>(null);

  return (
    <Box>
      <RangeFilter
        from={from}
        to={to}
        onApply={(range) =>
          update({
            from: range.from?.format('YYYY-MM-DD'),
            to: range.to?.format('YYYY-MM-DD'),
            page: null,
          })
        }
      />
      <Box
        data-testid="records-chart-area"
        // The first view draws the chart's title and sentence here (app/firstView/drawStudyChart).
        data-records-chart
        sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {chart({ from, to })}
      </Box>
      <Box sx={{ mt: 2 }}>
        <DataView
          state={records}
          loadingLabel="正在加载学习记录"
          isEmpty={(d) => d.total === 0}
          empty={<EmptyView title={from || to ? '所选日期内没有学习记录' : '还没有学习记录'} />}
        >
          {(d, busy) => (
            <>
              {phone ? (
                <RecordCards records={d.records} busy={busy} listRef={list} />
              ) : (
                <RecordsTable records={d.records} busy={busy} listRef={list} />
              )}
              <Box sx={{ mt: 2 }}>
                <ChinesePagination
                  total={d.total}
                  page={page}
                  pageSize={size}
                  label="学习记录分页"
                  listRef={list}
                  onChange={(nextPage, nextSize, options) =>
                    update({ page: nextPage, size: nextSize }, options)
                  }
                />
              </Box>
            </>
          )}
        </DataView>
      </Box>
    </Box>
  );
}
