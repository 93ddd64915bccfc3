import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A server for the test pages of scripts/support's tests: on 127.0.0.1, on a free port; `close`
 * drops its open connections (a browser keeps them alive) and stops it.
 */
export async function startTestPageServer(
  answer: RequestListener,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer(answer);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
