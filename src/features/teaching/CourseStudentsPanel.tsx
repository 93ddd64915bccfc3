import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ChinesePagination } from '@/components/ChinesePagination';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { useApiQuery } from '@/hooks/useAsyncData';
import { readPaging, useQueryState } from '@/hooks/useQueryState';
import { clock } from '@/lib/clock';
import { fileDownload } from '@/lib/fileDownload';
import { toast } from '@/lib/toast/toast';
import {
  courseStudentsQuery,
  getWholeRoster,
  type CourseStudent,
  type StudentSort,
} from './teachingApi';
import { rosterCsvBytes } from './rosterCsv';
import { lastActiveText } from './teachingFormat';

const SORTS: { value: StudentSort | 'studentNo'; label: string }[] = [
  { value: 'studentNo', label: '按学号' },
  { value: 'progress', label: '按进度（低的在前）' },
  { value: 'lastActive', label: '按最近学习（久的在前）' },
];

const sortOf = (value: string | null): StudentSort | null =>
  value === 'progress' || value === 'lastActive' ? value : null;

/**
 * 落后 in words as well as colour (WCAG 1.4.1): a chip that a screen reader reads too. The
 * theme's warning orange is 3.8:1 on white, under the 4.5:1 small text needs: a darker amber.
 */
const BEHIND_TEXT = '#8a3a00';

function BehindChip() {
  return (
    <Chip
      label="落后"
      size="small"
      variant="outlined"
      data-testid="behind-chip"
      sx={{ fontWeight: 600, color: BEHIND_TEXT, borderColor: BEHIND_TEXT, bgcolor: '#fff4e5' }}
    />
  );
}

function StudentsTable({ students, busy }: { students: readonly CourseStudent[]; busy: boolean }) {
  const now = clock.now();
  return (
    <TableContainer>
      <Table size="small" aria-label="学生名单" aria-busy={busy}>
        <TableHead>
          <TableRow>
            <TableCell>姓名</TableCell>
            <TableCell>学号</TableCell>
            <TableCell>班级</TableCell>
            <TableCell align="right">进度</TableCell>
            <TableCell>最近学习</TableCell>
            <TableCell align="right">平均分</TableCell>
            <TableCell>状态</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {students.map((s) => (
            <TableRow key={s.studentId} data-testid="student-row">
              <TableCell>{s.name}</TableCell>
              <TableCell>{s.studentNo}</TableCell>
              <TableCell>{s.className}</TableCell>
              <TableCell align="right">{s.progress}%</TableCell>
              <TableCell>{lastActiveText(s.lastActiveAt, now)}</TableCell>
              <TableCell align="right">{s.averageScore ?? '暂无'}</TableCell>
              <TableCell>{s.behind ? <BehindChip /> : '正常'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On a phone seven columns do not fit: each student is a card that reads top to bottom. */
function StudentCards({ students, busy }: { students: readonly CourseStudent[]; busy: boolean }) {
  const now = clock.now();
  return (
    <Box
      component="ul"
      aria-label="学生名单"
      aria-busy={busy}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {students.map((s) => (
        <Box
          component="li"
          key={s.studentId}
          data-testid="student-row"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {s.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {s.studentNo}
            </Typography>
            {s.behind && <BehindChip />}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {s.className}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            进度 {s.progress}% · 最近学习 {lastActiveText(s.lastActiveAt, now)} · 平均分{' '}
            {s.averageScore ?? '暂无'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function SearchForm({ keyword, onSearch }: { keyword: string; onSearch: (k: string) => void }) {
  const [text, setText] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  // Follows the address (back, forward) without rebuilding the form.
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label="查找学生"
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ flexGrow: 1, minWidth: 0 }}
    >
      <TextField
        size="small"
        label="姓名或学号"
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flexGrow: 1, minWidth: 0, maxWidth: { sm: 280 } }}
        slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
      />
      <Button type="submit" variant="outlined" sx={{ minHeight: { xs: 44, sm: 40 } }}>
        搜索
      </Button>
    </Stack>
  );
}

/** 学生: the class, paged, searchable by name or 学号, sorted, 落后 marked, exported as CSV. */
export function CourseStudentsPanel({
  courseId,
  courseName,
}: {
  courseId: string;
  courseName: string;
}) {
  const { params, update } = useQueryState();
  const keyword = params.get('keyword') ?? '';
  const sort = sortOf(params.get('sort'));
  const { page, size } = readPaging(params);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const students = useApiQuery(courseStudentsQuery({ courseId, keyword, sort, page, size }));
  const [exporting, setExporting] = useState(false);

  const exportRoster = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const roster = await getWholeRoster(courseId);
      fileDownload.save(
        `${courseName}-学生名单.csv`,
        rosterCsvBytes(roster),
        'text/csv;charset=utf-8',
      );
      toast.success(`已导出 ${roster.length} 名学生`);
    } catch {
      // The client has said why in a toast; the list stays as it was.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
      >
        <SearchForm keyword={keyword} onSearch={(k) => update({ keyword: k, page: null })} />
        <TextField
          select
          size="small"
          label="排序"
          value={sort ?? 'studentNo'}
          onChange={(event) =>
            update({
              sort: event.target.value === 'studentNo' ? null : event.target.value,
              page: null,
            })
          }
          sx={{ minWidth: 200 }}
        >
          {SORTS.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          onClick={() => void exportRoster()}
          aria-disabled={exporting}
          sx={{ minHeight: { xs: 44, sm: 40 }, flexShrink: 0 }}
        >
          {exporting ? '正在导出…' : '导出名单'}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        进度低于全班平均 20 个百分点，或 14 天没有学习的学生标为“落后”。
      </Typography>
      <DataView
        state={students}
        loadingLabel="正在加载学生名单"
        isEmpty={(d) => d.total === 0}
        empty={
          <EmptyView
            title={keyword ? `没有找到“${keyword}”` : '还没有学生选这门课'}
            hint={keyword ? '请检查姓名或学号' : undefined}
          />
        }
      >
        {(d, busy) => (
          <>
            {phone ? (
              <StudentCards students={d.records} busy={busy} />
            ) : (
              <StudentsTable students={d.records} busy={busy} />
            )}
            <Box sx={{ mt: 2 }}>
              <ChinesePagination
                total={d.total}
                page={page}
                pageSize={size}
                label="学生名单分页"
                onChange={(nextPage, nextSize, options) =>
                  update({ page: nextPage, size: nextSize }, options)
                }
              />
            </Box>
          </>
        )}
      </DataView>
    </Box>
  );
}
