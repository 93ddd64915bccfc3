import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { theme } from '@/components/theme/theme';
import { TokenPanel } from './TokenPanel';

/** The one corner radius of the theme, on a card, a button and a plain box. */
export function RadiusTokens() {
  // MUI types the radius as number | string; this theme sets a number of px.
  const { borderRadius } = theme.shape;
  const radius = typeof borderRadius === 'number' ? borderRadius : Number.parseFloat(borderRadius);
  return (
    <TokenPanel label="圆角">
      <Typography variant="body2" sx={{ mb: 2 }} data-testid="radius-value">
        <code>theme.shape.borderRadius</code> = {radius} px。MUI
        的按钮、输入框、卡片和菜单都用它；在 <code>sx</code> 里 <code>borderRadius: 1</code> 就是{' '}
        {radius} px，<code>borderRadius: 2</code> 是 {radius * 2} px。
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box
          sx={{
            width: 120,
            height: 72,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          卡片 {radius} px
        </Box>
        <Box
          sx={{
            width: 120,
            height: 72,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          色块 {radius} px
        </Box>
        <Button variant="contained" tabIndex={-1}>
          按钮
        </Button>
        <Button variant="outlined" tabIndex={-1}>
          次要按钮
        </Button>
      </Box>
    </TokenPanel>
  );
}

/** The font stack of the theme, in the order the browser tries it, with a sample. */
export function FontStackTokens() {
  const families = String(theme.typography.fontFamily)
    .split(',')
    .map((family) => family.trim());
  return (
    <TokenPanel label="字体">
      <Box component="ol" sx={{ m: 0, mb: 2, pl: 3 }}>
        {families.map((family) => (
          <li key={family}>
            <code>{family}</code>
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        浏览器按顺序取第一个装有的字体。思源黑体（Noto Sans CJK
        SC）排在最前，截图因此不随系统的回退字体而变；测试机上装的是 Debian 的{' '}
        <code>fonts-noto-cjk</code>。
      </Typography>
      <Typography variant="body1" sx={{ p: 2, bgcolor: 'background.default', borderRadius: 1 }}>
        智慧学习平台 Smart Learning 0123456789 · 我的课程、学习记录、课程权重、消息
      </Typography>
    </TokenPanel>
  );
}
