import { Suspense, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { readPaging, useQueryState } from '@/hooks/useQueryState';
import { CataloguePlaceholder } from '@/features/catalogue/CataloguePlaceholder';
import { lazyBehindFallback } from '@/components/lazyComponent';

const SEARCH_LABEL = '搜索课程、教师或学院';

// Its placeholders until its code is in, as the prerendered page shows them.
const CatalogueResults = lazyBehindFallback(() =>
  import('@/features/catalogue/CatalogueResults').then((m) => m.CatalogueResults),
);

/**
 * The public course catalogue: search and pages kept in the address bar (`q`, `page`, `size`).
 * Its heading, search box and placeholders are part of the prerendered first view of `/`.
 */
/** What a visitor typed into the prerendered page's search box before the app took over. */
export interface CatalogueHandOver {
  searchDraft: string;
  searchFocused: boolean;
  selection: readonly [number, number] | null;
}

export function CourseCatalogue({
  takeFirstViewHandOver = () => null,
}: {
  /** Read once, when the catalogue commits (src/app/firstView/handOver.ts). */
  takeFirstViewHandOver?: () => CatalogueHandOver | null;
}) {
  const { params, update } = useQueryState();
  const keyword = params.get('q') ?? '';
  const { page, size } = readPaging(params);
  const [draft, setDraft] = useState(keyword);
  const input = useRef<HTMLInputElement>(null);
  // Read at the first commit only: a later mount starts from the address bar.
  const takeHandOver = useRef(takeFirstViewHandOver);

  // Typed into the prerendered page until this commit: kept, focus and caret too. A layout
  // effect, so it is read while that page is still in the document and before a frame paints.
  useLayoutEffect(() => {
    const handOver = takeHandOver.current();
    const field = input.current;
    if (!handOver || !field) return;
    if (handOver.searchDraft) {
      // Also at once in the DOM, so the caret below lands in the text, not in an empty box.
      field.value = handOver.searchDraft;
      // Once, from outside React (the prerendered page), before the first frame: no cascade.
      setDraft(handOver.searchDraft);
    }
    if (!handOver.searchFocused) return;
    field.focus();
    if (handOver.selection) field.setSelectionRange(...handOver.selection);
  }, []);

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
        {/* Before the app takes over, the prerendered form still searches: a GET to `/?q=`. */}
        <Stack
          component="form"
          role="search"
          action="/"
          method="get"
          direction="row"
          spacing={1}
          onSubmit={search}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {/* TextField's parts, without the Select it also carries (menus, popovers), which
              the first view of `/` would otherwise load before it is interactive. */}
          <FormControl
            size="small"
            sx={{ width: { xs: 'auto', sm: 260 }, flexGrow: { xs: 1, sm: 0 }, minWidth: 0 }}
          >
            <InputLabel htmlFor="catalogue-search">{SEARCH_LABEL}</InputLabel>
            <OutlinedInput
              id="catalogue-search"
              name="q"
              label={SEARCH_LABEL}
              inputRef={input}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </FormControl>
          <Button type="submit" variant="contained">
            搜索
          </Button>
        </Stack>
      </Stack>
      <Suspense fallback={<CataloguePlaceholder count={size} />}>
        <CatalogueResults
          query={{ keyword, page, size }}
          onPage={(nextPage, nextSize, options) =>
            update({ page: nextPage, size: nextSize }, options)
          }
        />
      </Suspense>
    </Box>
  );
}
