import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

export interface StaticSite {
  origin: string;
  /** Replaces the served `/app-config.json` (e.g. once the identity provider's address is known). */
  setAppConfig(appConfig: unknown): void;
  close(): Promise<void>;
}

/** Answers a request under `/api/` (a backend on the same origin as the build). */
export type ApiHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * Serves the production build the way a deployment would: files from `dist/`, every other
 * path falls back to index.html (the SPA), and `/app-config.json` is whatever the test says.
 * `/api/*` goes to `api` when given (same origin, so `apiBase` stays ""), else answers 404.
 * Listens on 127.0.0.1 only.
 */
export async function serveBuild(
  options: { dir?: string; appConfig?: unknown; port?: number; api?: ApiHandler } = {},
): Promise<StaticSite> {
  let appConfig = options.appConfig;
  const root = resolve(options.dir ?? 'dist');
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No production build in ${root}: run \`npm run build\` first.`);
  }
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (path === '/app-config.json' && appConfig !== undefined) {
      response.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(appConfig));
      return;
    }
    if (path.startsWith('/api/') && options.api) {
      options.api(request, response).catch((error: unknown) => {
        console.error('[e2e api]', error);
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end();
      });
      return;
    }
    const file = normalize(join(root, path));
    const inside = file.startsWith(root);
    const target =
      inside && existsSync(file) && statSync(file).isFile() ? file : join(root, 'index.html');
    if (path.startsWith('/api/')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
    });
    createReadStream(target).pipe(response);
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    setAppConfig: (next) => {
      appConfig = next;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
