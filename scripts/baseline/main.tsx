// The smallest page of our own stack (docs/budgets.md): React 19 + MUI 9 + emotion with one AppBar,
// one Button and one Card. scripts/report-budgets.mjs builds it and compares the app with it.
import { createRoot } from 'react-dom/client';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const root = document.getElementById('app');
if (root) {
  createRoot(root).render(
    <>
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6">智慧学习平台</Typography>
        </Toolbar>
      </AppBar>
      <Card sx={{ m: 4 }}>
        <CardContent>
          <Typography variant="h4" component="h1">
            欢迎使用智慧学习平台
          </Typography>
          <Button variant="contained">登录</Button>
        </CardContent>
      </Card>
    </>,
  );
}
