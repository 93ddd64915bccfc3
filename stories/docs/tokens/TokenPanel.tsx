import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { AppThemeProvider } from '@/components/theme/AppThemeProvider';

/**
 * One block of the design-tokens page, rendered inside the app's own theme provider so that
 * its samples (type variants, buttons, radii) are painted exactly as the app paints them.
 */
export function TokenPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <AppThemeProvider>
      <Box
        component="section"
        aria-label={label}
        sx={{ my: 3, color: 'text.primary', typography: 'body2', minWidth: 0 }}
      >
        {children}
      </Box>
    </AppThemeProvider>
  );
}
