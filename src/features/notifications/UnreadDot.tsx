import Box from '@mui/material/Box';

/**
 * An unread message's mark: a dot, read out as 未读 (issue 30: not a 【未读】 prefix in the
 * title). Under forced colours the dot is drawn in the text colour, so it stays visible.
 */
export function UnreadDot() {
  return (
    <Box
      component="span"
      role="img"
      aria-label="未读"
      data-testid="unread-dot"
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: 8,
        height: 8,
        borderRadius: '50%',
        bgcolor: 'error.main',
        '@media (forced-colors: active)': { bgcolor: 'CanvasText', forcedColorAdjust: 'none' },
      }}
    />
  );
}
