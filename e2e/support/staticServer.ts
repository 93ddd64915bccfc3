import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** A folder served on 127.0.0.1 at a free port (the built Storybook), for one test file. */
export async function serveFolder(
  root: string,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      let path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      if (path.endsWith(sep) || path.endsWith('/')) path += 'index.html';
      const file = join(root, path);
      try {
        if (!file.startsWith(root) || !(await stat(file)).isFile()) throw new Error('not found');
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          // As a static host serves a built Storybook: hashed assets kept, the rest revalidated.
          // Pages of one browser profile then reuse the preview's scripts (and V8's code cache)
          // instead of fetching and compiling them again for every story opened.
          'cache-control': path.startsWith(`${sep}assets${sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        });
        response.end(await readFile(file));
      } catch {
        response.writeHead(404);
        response.end();
      }
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
