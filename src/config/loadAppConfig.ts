import { APP_CONFIG_PATH } from './constants';
import { ConfigError, parseAppConfig, type AppConfig } from './appConfig';

/**
 * Fetches and checks `/app-config.json` before the app mounts, so one build serves every
 * environment (docs/configuration.md). Every failure becomes a ConfigError naming the file and, where
 * there is one, the key, for the 配置错误 page.
 */
export async function loadAppConfig(
  fetchImpl: typeof fetch = fetch,
  hostname: string = window.location.hostname,
): Promise<AppConfig> {
  const file = APP_CONFIG_PATH;
  let response: Response;
  try {
    response = await fetchImpl(file, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ConfigError({ file, key: null, message: '无法读取配置文件（网络错误）' });
  }
  if (!response.ok) {
    throw new ConfigError({
      file,
      key: null,
      message:
        response.status === 404
          ? '配置文件不存在（HTTP 404）'
          : `无法读取配置文件（HTTP ${response.status}）`,
    });
  }
  const text = await response.text();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ConfigError({ file, key: null, message: '不是有效的 JSON' });
  }
  return parseAppConfig(raw, file, hostname);
}
