import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers a request under `/api/`. */
export type ApiHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** The backend's own HTTP server on 127.0.0.1, which nginx forwards `/api/` to. */
export async function serveApi(
  handle: ApiHandler,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[e2e api]', error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end();
    });
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
