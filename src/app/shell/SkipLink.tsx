import Box from '@mui/material/Box';
import { FOCUS_RING_COLOUR } from '@/components/theme/theme';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * 跳到主要内容: the first stop of every page with the header (docs/accessibility.md, GOV.UK's pattern).
 * Hidden until focused; it moves focus to `<main>`, past the header's links, bell and menu.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 2100,
        px: 2,
        py: 1.5,
        bgcolor: '#fff',
        color: FOCUS_RING_COLOUR,
        fontWeight: 600,
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      跳到主要内容
    </Box>
  );
}
