import { DEFAULT_TITLE } from './constants';

/** docs/configuration.md: the runtime configuration, after defaults are applied. */
export interface IdentityProviderConfig {
  /** `null` when the file does not name one (allowed on a local host only). */
  authorizeUrl: string | null;
  clientId: string;
  scope: string;
  pkce: boolean;
  legacyState: boolean;
  logoutUrl: string;
}

export interface AppConfig {
  title: string;
  apiBase: string;
  mainHost: string;
  demo: boolean;
  identityProvider: IdentityProviderConfig;
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  title: DEFAULT_TITLE,
  apiBase: '',
  mainHost: '',
  demo: false,
  identityProvider: {
    authorizeUrl: null,
    clientId: 'learning-web',
    scope: '',
    pkce: false,
    legacyState: false,
    logoutUrl: '',
  },
};

/** Why a configuration cannot be used; rendered by the 配置错误 page. */
export interface ConfigProblem {
  file: string;
  /** The offending key path (`identityProvider.pkce`), or null when the whole file is at fault. */
  key: string | null;
  message: string;
}

export class ConfigError extends Error {
  readonly problem: ConfigProblem;
  constructor(problem: ConfigProblem) {
    super(
      problem.key
        ? `${problem.file}: ${problem.key}: ${problem.message}`
        : `${problem.file}: ${problem.message}`,
    );
    this.name = 'ConfigError';
    this.problem = problem;
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname);
}

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeType(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return '数组';
  switch (typeof value) {
    case 'string':
      return '字符串';
    case 'number':
      return '数字';
    case 'boolean':
      return '布尔值';
    default:
      return '对象';
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Checks parsed JSON against the contract of docs/configuration.md and fills in defaults. Unknown keys
 * are ignored so that one file can serve newer and older builds alike.
 *
 * @param hostname the host the app runs on: a missing `authorizeUrl` is allowed only locally.
 */
export function parseAppConfig(raw: Json, file: string, hostname: string): AppConfig {
  const fail = (key: string | null, message: string): never => {
    throw new ConfigError({ file, key, message });
  };
  if (!isRecord(raw)) fail(null, `顶层应为 JSON 对象，实际为${describeType(raw)}`);
  const root = raw as Record<string, Json>;

  const readString = (
    obj: Record<string, Json>,
    key: string,
    path: string,
    fallback: string,
  ): string => {
    const value = obj[key];
    if (value === undefined) return fallback;
    if (typeof value !== 'string') fail(path, `应为字符串，实际为${describeType(value)}`);
    return value as string;
  };
  const readBoolean = (
    obj: Record<string, Json>,
    key: string,
    path: string,
    fallback: boolean,
  ): boolean => {
    const value = obj[key];
    if (value === undefined) return fallback;
    if (typeof value !== 'boolean')
      fail(path, `应为布尔值（true 或 false），实际为${describeType(value)}`);
    return value as boolean;
  };

  const defaults = DEFAULT_APP_CONFIG;
  const title = readString(root, 'title', 'title', defaults.title).trim() || defaults.title;
  const apiBase = readString(root, 'apiBase', 'apiBase', defaults.apiBase).replace(/\/+$/, '');
  if (apiBase !== '' && !apiBase.startsWith('/') && !isHttpUrl(apiBase)) {
    fail('apiBase', '应为空字符串、以 / 开头的路径或 http(s) 地址');
  }
  const mainHost = readString(root, 'mainHost', 'mainHost', defaults.mainHost);
  if (mainHost !== '' && !isHttpUrl(mainHost))
    fail('mainHost', '应为空字符串或完整的 http(s) 地址');
  const demo = readBoolean(root, 'demo', 'demo', defaults.demo);

  const idpRaw = root.identityProvider;
  if (idpRaw !== undefined && !isRecord(idpRaw)) {
    fail('identityProvider', `应为对象，实际为${describeType(idpRaw)}`);
  }
  const idp = (idpRaw ?? {}) as Record<string, Json>;
  const p = (key: string) => `identityProvider.${key}`;
  const authorizeRaw = readString(idp, 'authorizeUrl', p('authorizeUrl'), '').trim();
  if (authorizeRaw !== '' && !authorizeRaw.startsWith('/') && !isHttpUrl(authorizeRaw)) {
    fail(p('authorizeUrl'), '应为完整的 http(s) 地址或以 / 开头的路径');
  }
  if (authorizeRaw.startsWith('//')) fail(p('authorizeUrl'), '不能以 // 开头');
  const authorizeUrl = authorizeRaw === '' ? null : authorizeRaw;
  if (authorizeUrl === null && !isLocalHost(hostname)) {
    fail(p('authorizeUrl'), '未配置统一身份认证地址（仅在本机地址上可以省略）');
  }
  const clientId = readString(idp, 'clientId', p('clientId'), defaults.identityProvider.clientId);
  if (clientId.trim() === '') fail(p('clientId'), '不能为空');
  const logoutUrl = readString(
    idp,
    'logoutUrl',
    p('logoutUrl'),
    defaults.identityProvider.logoutUrl,
  );
  if (logoutUrl !== '' && !logoutUrl.startsWith('/') && !isHttpUrl(logoutUrl)) {
    fail(p('logoutUrl'), '应为空字符串、完整的 http(s) 地址或以 / 开头的路径');
  }

  return {
    title,
    apiBase,
    mainHost,
    demo,
    identityProvider: {
      authorizeUrl,
      clientId,
      scope: readString(idp, 'scope', p('scope'), defaults.identityProvider.scope),
      pkce: readBoolean(idp, 'pkce', p('pkce'), defaults.identityProvider.pkce),
      legacyState: readBoolean(
        idp,
        'legacyState',
        p('legacyState'),
        defaults.identityProvider.legacyState,
      ),
      logoutUrl,
    },
  };
}
