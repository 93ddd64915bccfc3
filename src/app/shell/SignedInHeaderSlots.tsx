import Box from '@mui/material/Box';

/**
 * Where the signed-in controls will be, while their chunk loads and in the frame the built
 * index.html paints for a stored session (docs/budgets.md "Returning visits"): the menu button
 * on a phone, the free space, the bell and the user menu, each the size of what replaces it, so
 * the title does not move when they come. Nothing to read or press: hidden from assistive tech;
 * `aria-busy` says they are still to come (the screenshot tests wait for it to go).
 */
export function SignedInHeaderSlots() {
  const round = { width: 40, height: 40, borderRadius: '50%', flexShrink: 0 } as const;
  return (
    <>
      <Box
        aria-hidden
        aria-busy
        sx={{ ...round, width: 44, display: { xs: 'block', sm: 'none' }, order: -1 }}
      />
      <Box aria-hidden aria-busy sx={{ flex: '1 0 auto' }} />
      <Box aria-hidden aria-busy sx={round} />
      <Box aria-hidden aria-busy sx={{ width: { xs: 50, sm: 96 }, height: 36, flexShrink: 0 }} />
    </>
  );
}
