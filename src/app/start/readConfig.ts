import { ConfigError, type AppConfig, type ConfigProblem } from '@/config/appConfig';
import { loadAppConfig } from '@/config/loadAppConfig';
import { APP_CONFIG_PATH } from '@/config/constants';

declare global {
  interface Window {
    /** Started by index.html before the bundle loads; null when that request failed. */
    __appConfigRequest?: Promise<Response | null>;
  }
}

/** The config request index.html already started, used once; a plain fetch otherwise. */
function earlyConfigFetch(): typeof fetch {
  const early = window.__appConfigRequest;
  window.__appConfigRequest = undefined;
  if (!early) return fetch;
  return async (input, init) => {
    const response = await early;
    return response ?? fetch(input, init);
  };
}

/** The runtime config (docs/configuration.md), or what is wrong with it for the 配置错误 page. */
export async function readConfig(): Promise<
  { ok: true; config: AppConfig } | { ok: false; problem: ConfigProblem }
> {
  try {
    return { ok: true, config: await loadAppConfig(earlyConfigFetch()) };
  } catch (error) {
    return {
      ok: false,
      problem:
        error instanceof ConfigError
          ? error.problem
          : { file: APP_CONFIG_PATH, key: null, message: String(error) },
    };
  }
}
