import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/hooks/usePageTitle';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  usePageTitle('页面不存在', { error: true });
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        页面不存在
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        返回首页
      </Button>
    </Paper>
  );
}
