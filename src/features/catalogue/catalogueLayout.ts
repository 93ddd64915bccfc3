/** The catalogue's card grid, shared by the courses and their placeholders. */
export const CATALOGUE_GRID_SX = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
} as const;
