import { useRef } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { catalogueQuery } from '@/features/catalogue/catalogueApi';
import { ChinesePagination } from '@/components/ChinesePagination';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { useApiQuery } from '@/hooks/useAsyncData';
import { CataloguePlaceholder } from '@/features/catalogue/CataloguePlaceholder';
import { CATALOGUE_GRID_SX } from '@/features/catalogue/catalogueLayout';

export interface CatalogueQuery {
  keyword: string;
  page: number;
  size: number;
}

/**
 * One page of the public catalogue. Loaded after the first view of `/` is interactive: it
 * brings the HTTP client and the pagination, which the welcome and the search box do not need.
 */
export function CatalogueResults({
  query: { keyword, page, size },
  onPage,
}: {
  query: CatalogueQuery;
  onPage: (page: number, size: number, options?: { replace: boolean }) => void;
}) {
  const data = useApiQuery(catalogueQuery({ keyword, page, size }));
  const list = useRef<HTMLElement>(null);
  return (
    <DataView
      state={data}
      loading={<CataloguePlaceholder count={size} />}
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
            ref={list}
            component="ul"
            aria-label="课程列表"
            aria-busy={busy}
            sx={CATALOGUE_GRID_SX}
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
              listRef={list}
              onChange={onPage}
            />
          </Box>
        </>
      )}
    </DataView>
  );
}
