import { server } from '../../mocks/node';

/**
 * What the app sent to the mock API during a test, as it left: the query strings of GETs to a
 * path, or the JSON bodies of writes. One recorder for the integration tests, each of which
 * removes the listeners it added after it ends (`server.events.removeAllListeners()`), so that
 * a test failed half-way leaves nothing listening in the next.
 */
export function recordQueries(path: string): string[] {
  const queries: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(path)) queries.push(new URL(request.url).search);
  });
  return queries;
}

/** The JSON bodies of `method` requests to `path`, in the order they were sent. */
export function recordJsonBodies(method: string, path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && request.url.includes(path)) {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  });
  return bodies;
}
