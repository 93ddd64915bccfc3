import Typography from '@mui/material/Typography';
import type { ConfigProblem } from '@/config/appConfig';
import { CenteredMessage } from './CenteredMessage';

/** docs/configuration.md: a missing, malformed or mistyped config is named, never a blank page. */
export function ConfigErrorPage({ problem }: { problem: ConfigProblem }) {
  return (
    <CenteredMessage heading="配置错误" tone="error">
      <Typography>
        配置文件 <code>{problem.file}</code>
        {problem.key ? (
          <>
            {' '}
            中的 <code>{problem.key}</code>
          </>
        ) : null}
        ：{problem.message}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        请联系管理员检查部署的配置文件后刷新页面。
      </Typography>
    </CenteredMessage>
  );
}
