import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { browser } from '@/lib/browser';
import { demoAccounts } from '../../../mocks/fixtures/users';
import { usePageTitle } from '@/hooks/usePageTitle';
import { getAppConfig } from '@/config/runtimeConfig';

/**
 * The demo identity provider (demo mode only, docs/screens.md): a stand-in for the real provider's
 * login page. It checks the request the way a provider would, then returns to `redirect_uri`
 * with a code and the state it was given.
 */
export function DemoIdentityProviderPage() {
  usePageTitle('统一身份认证（演示）');
  const here = browser.location();
  const query = here.searchParams;
  const redirectUri = query.get('redirect_uri') ?? '';
  const state = query.get('state') ?? '';
  let problem: string | null = null;
  let target: URL | null = null;
  try {
    target = new URL(redirectUri);
    if (target.origin !== here.origin) problem = 'redirect_uri 不属于本演示站点';
  } catch {
    problem = '缺少有效的 redirect_uri';
  }
  if (query.get('response_type') !== 'code') problem ??= 'response_type 必须为 code';
  if (!state) problem ??= '缺少 state';

  const back = (params: Record<string, string>) => {
    if (!target) return;
    const url = new URL(target);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('state', state);
    url.searchParams.set('iss', here.origin);
    browser.assign(url.toString());
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#eef2f7', p: 2 }}
    >
      <Paper sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 460 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          统一身份认证（演示）
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {getAppConfig().title}请求登录。请选择一个演示账号：
        </Typography>
        {problem ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            无效的登录请求：{problem}
          </Alert>
        ) : (
          <>
            <List aria-label="演示账号">
              {/* Each button in its own list item: a list holds only items (axe "list"). */}
              {demoAccounts.map((account) => (
                <ListItem key={account.code} disablePadding>
                  <ListItemButton onClick={() => back({ code: account.code })}>
                    <ListItemText primary={account.label} secondary={account.description} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            <Button
              variant="text"
              onClick={() => back({ error: 'access_denied', error_description: '用户取消了登录' })}
            >
              取消登录
            </Button>
          </>
        )}
      </Paper>
    </Box>
  );
}
