import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getCatalogue } from '@/api/coursesApi';
import { ChinesePagination } from '@/components/ChinesePagination';
import { DataView, EmptyView } from '@/components/DataStates';
import { useAsyncData } from '@/hooks/useAsyncData';
import { readPaging, useQueryState } from '@/hooks/useQueryState';

/** The public course catalogue: search and pages kept in the address bar (`q`, `page`, `size`). */
export function CourseCatalogue() {
  const { params, update } = useQueryState();
  const keyword = params.get('q') ?? '';
  const { page, size } = readPaging(params);
  const [draft, setDraft] = useState(keyword);
  const data = useAsyncData(
    () => getCatalogue({ keyword, page, size }),
    `${keyword}|${page}|${size}`,
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim(), page: null });
  };

  return (
    <Box component="section" aria-labelledby="catalogue-heading" sx={{ mt: 4 }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
          flexWrap: 'wrap',
          gap: 2,
        }}
      >
        <Typography id="catalogue-heading" variant="h5" component="h2">
          公开课程
        </Typography>
        <Stack
          component="form"
          role="search"
          direction="row"
          spacing={1}
          onSubmit={search}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          <TextField
            size="small"
            label="搜索课程、教师或学院"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            sx={{ width: { xs: 'auto', sm: 260 }, flexGrow: { xs: 1, sm: 0 }, minWidth: 0 }}
          />
          <Button type="submit" variant="contained">
            搜索
          </Button>
        </Stack>
      </Stack>
      <DataView
        state={data}
        loadingLabel="正在加载课程"
        isEmpty={(d) => d.total === 0}
        empty={
          <EmptyView
            title={keyword ? `没有找到与“${keyword}”相关的课程` : '暂无公开课程'}
            {...(keyword ? { hint: '换个关键词试试' } : {})}
          />
        }
      >
        {(d, busy) => (
          <>
            <Box
              component="ul"
              aria-label="课程列表"
              aria-busy={busy}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
              }}
            >
              {d.records.map((course) => (
                <Card component="li" key={course.id} variant="outlined">
                  <CardContent>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {course.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {course.teacherName} · {course.college}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {course.credits} 学分 · {course.enrolled} 人已选
                    </Typography>
                  </CardContent>
                </Card>
              ))}
            </Box>
            <Box sx={{ mt: 2 }}>
              <ChinesePagination
                total={d.total}
                page={page}
                pageSize={size}
                label="课程分页"
                onChange={(nextPage, nextSize) => update({ page: nextPage, size: nextSize })}
              />
            </Box>
          </>
        )}
      </DataView>
    </Box>
  );
}
