import { DEFAULT_APP_CONFIG, type AppConfig } from './appConfig';

/**
 * The configuration in force. Set once by the bootstrap (and by each story or test), read by
 * the HTTP client and the sign-in code, which run outside React.
 */
let current: AppConfig = DEFAULT_APP_CONFIG;

export function getAppConfig(): AppConfig {
  return current;
}

export function setAppConfig(config: AppConfig): void {
  current = config;
}
