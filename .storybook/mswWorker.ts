import { isCommonAssetRequest } from 'msw';

/** API requests no handler answered during the current story, for the preview's `afterEach`. */
export const unhandledRequests: string[] = [];

/**
 * The MSW worker for stories, strict like the unit tests' `onUnhandledRequest: 'error'`
 * (docs/stories.md): an API call without a handler fails the request and then the story. Requests
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
      const name = `${request.method} ${url.pathname}${url.search}`;
      unhandledRequests.push(name);
      print.error();
      // Throwing errors the request itself (as onUnhandledRequest: 'error' does): the screen
      // never renders from whatever the dev server would have answered.
      throw new Error(`No MSW handler for ${name}`);
    },
  });
  return worker;
}
