import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CATALOGUE_GRID_SX } from '@/features/catalogue/catalogueLayout';

/**
 * The catalogue while its first page loads: cards of the real size in the real grid, so the
 * courses replace them without moving anything (CLS, docs/budgets.md). The prerendered first view
 * of `/` shows this too.
 */
export function CataloguePlaceholder({ count = 10 }: { count?: number }) {
  return (
    <Box role="status" aria-live="polite" aria-busy="true">
      <span style={visuallyHidden}>正在加载课程…</span>
      <Box component="ul" aria-hidden sx={CATALOGUE_GRID_SX}>
        {Array.from({ length: count }, (_, index) => (
          <Card component="li" key={index} variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="div">
                <Skeleton width="70%" />
              </Typography>
              <Typography variant="body2">
                <Skeleton width="55%" />
              </Typography>
              <Typography variant="body2">
                <Skeleton width="40%" />
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
