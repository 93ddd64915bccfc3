import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_APP_CONFIG, parseAppConfig } from './appConfig';
import { loadAppConfig } from './loadAppConfig';

const FILE = '/app-config.json';
const parse = (raw: unknown, host = 'learn.example.edu.cn') => parseAppConfig(raw, FILE, host);
const withIdp = (idp: Record<string, unknown>) => ({
  identityProvider: { authorizeUrl: 'https://sso.example.edu.cn/oauth2/authorize', ...idp },
});

function problemOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problem;
  }
  throw new Error('expected a ConfigError');
}

describe('parseAppConfig (docs/configuration.md)', () => {
  it('fills every default and ignores unknown keys', () => {
    const config = parse({ ...withIdp({}), somethingNew: 1 });
    expect(config).toEqual({
      ...DEFAULT_APP_CONFIG,
      identityProvider: {
        ...DEFAULT_APP_CONFIG.identityProvider,
        authorizeUrl: 'https://sso.example.edu.cn/oauth2/authorize',
      },
    });
    expect(config.title).toBe('智慧学习平台');
    expect(config.identityProvider.clientId).toBe('learning-web');
  });

  it('reads every key', () => {
    const config = parse({
      title: '测试平台',
      apiBase: 'https://api.example.edu.cn/',
      mainHost: 'https://portal.example.edu.cn/home',
      demo: true,
      identityProvider: {
        authorizeUrl: 'https://sso.example.edu.cn/oauth2/authorize',
        clientId: 'web-2',
        scope: 'openid',
        pkce: true,
        legacyState: true,
        logoutUrl: 'https://sso.example.edu.cn/logout',
      },
    });
    expect(config).toEqual({
      title: '测试平台',
      apiBase: 'https://api.example.edu.cn',
      mainHost: 'https://portal.example.edu.cn/home',
      demo: true,
      identityProvider: {
        authorizeUrl: 'https://sso.example.edu.cn/oauth2/authorize',
        clientId: 'web-2',
        scope: 'openid',
        pkce: true,
        legacyState: true,
        logoutUrl: 'https://sso.example.edu.cn/logout',
      },
    });
  });

  it.each([
    [{ demo: 'yes' }, 'demo'],
    [{ title: 3 }, 'title'],
    [{ apiBase: false }, 'apiBase'],
    [{ mainHost: 'portal.example.edu.cn' }, 'mainHost'],
    [{ identityProvider: [] }, 'identityProvider'],
    [withIdp({ pkce: 'true' }), 'identityProvider.pkce'],
    [withIdp({ legacyState: 1 }), 'identityProvider.legacyState'],
    [withIdp({ clientId: '' }), 'identityProvider.clientId'],
    [withIdp({ scope: ['openid'] }), 'identityProvider.scope'],
    [withIdp({ authorizeUrl: 'javascript:alert(1)' }), 'identityProvider.authorizeUrl'],
    [withIdp({ logoutUrl: 12 }), 'identityProvider.logoutUrl'],
  ])('names the key of a wrong type: %j → %s', (raw, key) => {
    expect(problemOf(() => parse({ ...withIdp({}), ...raw })).key).toBe(key);
  });

  it('refuses a top level that is not an object', () => {
    expect(problemOf(() => parse([1, 2]))).toEqual({
      file: FILE,
      key: null,
      message: '顶层应为 JSON 对象，实际为数组',
    });
  });

  it('allows a missing authorizeUrl on a local host only', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect(parse({}, host).identityProvider.authorizeUrl).toBeNull();
    }
    expect(problemOf(() => parse({}, 'learn.example.edu.cn')).key).toBe(
      'identityProvider.authorizeUrl',
    );
  });
});

describe('loadAppConfig', () => {
  const respond =
    (body: string, status = 200) =>
    () =>
      Promise.resolve(new Response(body, { status }));

  it('reads the file', async () => {
    const config = await loadAppConfig(respond(JSON.stringify({ demo: true })), 'localhost');
    expect(config.demo).toBe(true);
  });

  it('a missing file names the file', async () => {
    await expect(loadAppConfig(respond('', 404), 'localhost')).rejects.toMatchObject({
      problem: { file: FILE, key: null, message: '配置文件不存在（HTTP 404）' },
    });
  });

  it('invalid JSON says so', async () => {
    await expect(loadAppConfig(respond('{"demo": tru'), 'localhost')).rejects.toMatchObject({
      problem: { file: FILE, key: null, message: '不是有效的 JSON' },
    });
  });

  it('text that would cut the page it is written into is refused, by name', async () => {
    const cut = { message: expect.stringContaining('</script') };
    await expect(
      loadAppConfig(respond('{"title": "课表</SCRIPT><b>x"}'), 'localhost'),
    ).rejects.toMatchObject({ problem: { file: FILE, key: null, ...cut } });
    await expect(
      loadAppConfig(respond('{"title": "<!-- 课表"}'), 'localhost'),
    ).rejects.toMatchObject({ problem: cut });
    // JSON's own escape writes the same title without closing anything.
    const config = await loadAppConfig(respond('{"title": "课表\\u003c/script>"}'), 'localhost');
    expect(config.title).toBe('课表</script>');
  });

  it('a network failure says so', async () => {
    await expect(
      loadAppConfig(() => Promise.reject(new TypeError('fetch failed')), 'localhost'),
    ).rejects.toBeInstanceOf(ConfigError);
  });
});
