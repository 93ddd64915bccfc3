// A built Storybook served on 127.0.0.1 for the scripts that drive it in Chromium
// (workbench:timings, workbench:repeat): the folder checked, its files served, a free port.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * Serves `dir`, or exits with a clear error when it holds no built Storybook. Resolves to its
 * origin and a `close()`.
 */
export async function serveBuiltStorybook(dir) {
  if (!existsSync(join(dir, 'index.json'))) {
    console.error(`No built Storybook in ${dir}: run \`npm run build-storybook\` first.`);
    process.exit(1);
  }
  const server = createServer((request, response) => {
    let path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (path.endsWith('/')) path += 'index.html';
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { origin, close: () => server.close() };
}
