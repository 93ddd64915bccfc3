import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The production build served the way a deployment serves it (docs/deploy.md): Debian's nginx with
 * the committed deploy/nginx.conf, the build's CSP hashes and, like a container, the site's own
 * app-config.json mounted over the build's. Only what cannot hold on a test machine is changed,
 * textually: nginx listens on 127.0.0.1 at a free port, the web root and /etc/nginx/learning/
 * are in a temporary directory, and nginx runs in one foreground process that this module
 * stops itself (no root, nothing left behind).
 */
export interface NginxSite {
  origin: string;
  /** Replaces the served `/app-config.json`, as a container's mounted file would be replaced. */
  setAppConfig(appConfig: unknown): void;
  /** Replaces one served file of the build, as a new deployment would. */
  serveFile(name: string, contents: string): void;
  /** Takes one served file away (a container without its mounted app-config.json, say). */
  removeFile(name: string): void;
  close(): Promise<void>;
}

export interface NginxSiteOptions {
  /** The production build; `dist` by default. */
  dir?: string;
  /** The site's own app-config.json; the build's (demo mode) when left out. */
  appConfig?: unknown;
  /**
   * A same-origin API: `/api/` is forwarded there through deploy/site.d/api-proxy.conf.example,
   * exactly as docs/deploy.md tells a site to do.
   */
  apiUpstream?: string;
  /** API_ORIGINS of the container, applied by the image's start script (docs/deploy.md). */
  apiOrigins?: string;
  /**
   * false: a server that does not process index.html's includes (`ssi off`), as any static server
   * other than deploy/nginx.conf: the page then asks for app-config.json itself (docs/deploy.md).
   */
  includes?: boolean;
}

const NGINX =
  process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const MIME_TYPES = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';
const here = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const DEPLOY_CONF = here('deploy/nginx.conf');
const API_PROXY_EXAMPLE = here('deploy/site.d/api-proxy.conf.example');
const API_ORIGINS_SCRIPT = here('deploy/docker-entrypoint.d/40-learning-api-origins.sh');

export async function serveThroughNginx(options: NginxSiteOptions = {}): Promise<NginxSite> {
  const dist = resolve(options.dir ?? 'dist');
  const hashes = join(`${dist}-nginx`, 'csp-hashes.conf');
  for (const required of [join(dist, 'index.html'), hashes]) {
    if (!existsSync(required)) {
      throw new Error(`No ${required}: build first (\`npx vite build\` or \`npm run build\`).`);
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'learning-nginx-'));
  try {
    const html = join(dir, 'html');
    const learning = join(dir, 'learning');
    const siteDir = join(learning, 'site.d');
    mkdirSync(html);
    mkdirSync(siteDir, { recursive: true });
    // The web root: the build, file by file, so that app-config.json can be replaced as a
    // container's mount replaces it, without copying or touching dist/.
    for (const entry of readdirSync(dist)) {
      if (entry === 'app-config.json' && options.appConfig !== undefined) continue;
      symlinkSync(join(dist, entry), join(html, entry));
    }
    const serveFile = (name: string, contents: string) => {
      const next = join(dir, `${name}.next`);
      writeFileSync(next, contents);
      renameSync(next, join(html, name));
    };
    const setAppConfig = (appConfig: unknown) =>
      serveFile('app-config.json', JSON.stringify(appConfig));
    if (options.appConfig !== undefined) setAppConfig(options.appConfig);
    copyFileSync(hashes, join(learning, 'csp-hashes.conf'));
    if (options.apiUpstream !== undefined) {
      writeFileSync(join(siteDir, 'api-proxy.conf'), apiProxy(options.apiUpstream));
    }
    if (options.apiOrigins !== undefined) {
      await applyApiOrigins(options.apiOrigins, siteDir);
    }
    const removeFile = (name: string) => rmSync(join(html, name), { force: true });
    const server = await startNginx(dir, learning, html, options.includes ?? true);
    return { origin: server.origin, setAppConfig, serveFile, removeFile, close: server.close };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The start script of the image (API_ORIGINS → site.d/api-origins.conf), run as it runs there. */
export async function applyApiOrigins(apiOrigins: string, siteDir: string): Promise<string> {
  const { stdout } = await promisify(execFile)('sh', [API_ORIGINS_SCRIPT], {
    env: { PATH: process.env.PATH, API_ORIGINS: apiOrigins, LEARNING_SITE_DIR: siteDir },
    timeout: 5_000,
  });
  return stdout;
}

function apiProxy(upstream: string): string {
  const example = readFileSync(API_PROXY_EXAMPLE, 'utf8');
  return replaceOnce(
    example,
    'proxy_pass http://backend.internal:8081;',
    `proxy_pass ${upstream};`,
  );
}

/** deploy/nginx.conf with only what a test machine needs changed; fails if the file changed shape. */
function serverBlock(port: number, learning: string, html: string, includes: boolean): string {
  let conf = readFileSync(DEPLOY_CONF, 'utf8');
  if (!includes) conf = replaceOnce(conf, 'ssi on;', 'ssi off;');
  conf = replaceOnce(conf, 'listen 8080;', `listen 127.0.0.1:${port};`);
  conf = replaceOnce(conf, 'root /usr/share/nginx/html;', `root "${html}";`);
  conf = replaceOnce(
    conf,
    'include /etc/nginx/learning/csp-hashes.conf;',
    `include "${learning}/csp-hashes.conf";`,
  );
  conf = replaceOnce(
    conf,
    'include /etc/nginx/learning/site.d/*.conf;',
    `include "${learning}/site.d/*.conf";`,
  );
  const directives = conf
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
  if (directives.includes('/etc/nginx/') || directives.includes('/usr/share/nginx')) {
    throw new Error(
      'deploy/nginx.conf names a path the e2e harness does not move; update e2e/support/nginx.ts',
    );
  }
  return conf;
}

function replaceOnce(text: string, search: string, replacement: string): string {
  const first = text.indexOf(search);
  if (first === -1 || text.indexOf(search, first + 1) !== -1) {
    throw new Error(`expected exactly one "${search}" (update e2e/support/nginx.ts)`);
  }
  return text.slice(0, first) + replacement + text.slice(first + search.length);
}

/** The main configuration around the server block: what the official image's nginx.conf holds. */
function mainConf(dir: string, serverConf: string): string {
  const temp = (name: string) => `"${join(dir, 'temp', name)}"`;
  return `daemon off;
master_process off;
pid "${join(dir, 'nginx.pid')}";
error_log stderr warn;
events { worker_connections 256; }
http {
    include "${MIME_TYPES}";
    default_type application/octet-stream;
    access_log "${join(dir, 'access.log')}";
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include "${serverConf}";
}
`;
}

interface RunningNginx {
  origin: string;
  close(): Promise<void>;
}

async function startNginx(
  dir: string,
  learning: string,
  html: string,
  includes: boolean,
): Promise<RunningNginx> {
  mkdirSync(join(dir, 'temp'), { recursive: true });
  // A port another process takes between our probe and nginx's bind is retried, a few times.
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    const serverConf = join(dir, 'server.conf');
    const conf = join(dir, 'nginx.conf');
    writeFileSync(serverConf, serverBlock(port, learning, html, includes));
    writeFileSync(conf, mainConf(dir, serverConf));
    try {
      return await launch(dir, conf, port);
    } catch (error) {
      lastError = error;
      if (!String(error).includes('Address already in use')) break;
    }
  }
  throw lastError;
}

async function launch(dir: string, conf: string, port: number): Promise<RunningNginx> {
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopProcess(child, exited);
    rmSync(dir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(origin, child);
  } catch (error) {
    await stopProcess(child, exited);
    process.removeListener('exit', killOnExit);
    throw new Error(`nginx did not start (${String(error)}):\n${log}`);
  }
  return { origin, close: stop };
}

/** Polls until nginx answers, for at most 10 s, and gives up at once if it exited. */
async function waitUntilServing(origin: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nginx exited with ${child.exitCode ?? child.signalCode}`);
    }
    try {
      const answer = await fetch(`${origin}/index.html`, { signal: AbortSignal.timeout(1_000) });
      await answer.arrayBuffer();
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error('no answer within 10 s');
}

/** SIGTERM (nginx's fast shutdown), then SIGKILL if it is still there after 5 s. */
async function stopProcess(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const within = (ms: number) =>
    Promise.race([
      exited.then(() => true),
      new Promise<boolean>((done) => setTimeout(() => done(false), ms)),
    ]);
  child.kill('SIGTERM');
  if (await within(5_000)) return;
  child.kill('SIGKILL');
  if (!(await within(5_000))) throw new Error(`nginx (pid ${child.pid}) did not stop`);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}
