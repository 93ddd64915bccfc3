import { isCommonAssetRequest } from 'msw';

/** API requests no handler answered during the current story, for the preview's `afterEach`. */
export const unhandledRequests: string[] = [];

/**
 * The MSW worker for stories, strict like the unit tests' `onUnhandledRequest: 'error'`
 * (design §9): an API call without a handler fails the request and then the story. Requests
 * for the workbench's own modules and assets pass through untouched.
 */
export async function startStoryWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      const isApi = url.pathname.startsWith('/api/') || url.origin !== window.location.origin;
      if (!isApi || isCommonAssetRequest(request)) return;
      unhandledRequests.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  });
  return worker;
}
