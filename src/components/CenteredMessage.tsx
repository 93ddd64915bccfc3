import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/hooks/usePageTitle';

/** The frame of every full-page state: configuration error, sign-in, redirect, blocked. */
export function CenteredMessage({
  heading,
  children,
  actions,
  tone = 'normal',
}: {
  heading: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'normal' | 'error';
}) {
  usePageTitle(heading, { error: tone === 'error' });
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 3,
        bgcolor: 'background.default',
      }}
    >
      <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 520 }}>
        <Typography
          variant="h5"
          component="h1"
          gutterBottom
          color={tone === 'error' ? 'error.dark' : 'text.primary'}
        >
          {heading}
        </Typography>
        {children}
        {actions && <Box sx={{ mt: 3, display: 'flex', gap: 1.5 }}>{actions}</Box>}
      </Paper>
    </Box>
  );
}
