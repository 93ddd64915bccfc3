import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { theme } from '@/components/theme/theme';
import { TokenPanel } from './TokenPanel';

export const SPACING_STEPS = [1, 2, 3, 4, 5, 6] as const;

/** `theme.spacing(1)` to `theme.spacing(6)`, each as a bar of its own length. */
export function SpacingTokens() {
  return (
    <TokenPanel label="间距">
      <Typography variant="body2" sx={{ mb: 2 }}>
        间距单位是 <code>theme.spacing(1)</code> = {theme.spacing(1)}；在 <code>sx</code> 里写{' '}
        <code>p: 2</code>、<code>gap: 3</code> 就是这些倍数。
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', rowGap: 1 }}>
        {SPACING_STEPS.map((step) => (
          <Box
            component="li"
            key={step}
            aria-label={`spacing(${step})`}
            sx={{
              display: 'grid',
              gridTemplateColumns: '88px 48px 1fr',
              alignItems: 'center',
              columnGap: 2,
            }}
          >
            <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
              spacing({step})
            </Typography>
            <Typography component="span" variant="body2" sx={{ textAlign: 'right' }}>
              {theme.spacing(step)}
            </Typography>
            <Box
              aria-hidden="true"
              sx={{
                width: theme.spacing(step),
                height: 16,
                bgcolor: 'primary.main',
                borderRadius: 0.5,
              }}
            />
          </Box>
        ))}
      </Box>
    </TokenPanel>
  );
}
