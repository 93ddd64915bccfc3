import { APP_CONFIG_PATH } from './constants';
import { ConfigError, parseAppConfig, type AppConfig } from './appConfig';

const SPLITS_THE_PAGE = '含有“</script”或“<!--”，写进页面会截断页面（JSON 里可把 < 写作 \\u003c）';

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
  return readAppConfigText(await response.text(), hostname);
}

/**
 * Checks the file's text, at once: the page that has it already (written in by nginx,
 * src/config/servedConfig.ts) sends its first reads in the same turn, not a task later.
 */
export function readAppConfigText(
  text: string,
  hostname: string = window.location.hostname,
): AppConfig {
  const file = APP_CONFIG_PATH;
  // The server writes this file into index.html (docs/deploy.md "The config in the page"): there
  // either would end the element early, and the page would be cut. JSON can write `<` as `\u003c`.
  // (`-{2}`: this module is built into the page's inline gate, which must not open a comment.)
  if (/<\/script|<!-{2}/i.test(text)) {
    throw new ConfigError({ file, key: null, message: SPLITS_THE_PAGE });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ConfigError({ file, key: null, message: '不是有效的 JSON' });
  }
  return parseAppConfig(raw, file, hostname);
}
