import { APP_CONFIG_PATH } from './constants';

/**
 * The runtime config written into the page by the server that serves it (docs/deploy.md "The
 * config in the page"). nginx includes the current `app-config.json` into index.html as it
 * answers (server-side includes, read at that moment, so a container's mounted file counts at
 * once). A visit then needs no round trip for it before the gate may reveal its view, send the
 * first view's reads (issue 27: only once this visit's config is read) or start the app.
 *
 * A server without includes (`vite preview`, a plain static server) leaves the directives as
 * comments: the page then asks for the file, preloaded ahead of the scripts, as before.
 */
export const SERVED_CONFIG_ATTRIBUTE = 'data-served-config';

/** The block that a failed include (no file, an error) writes: nothing, so the file is asked for. */
const NO_CONFIG_BLOCK = 'no-config';

/**
 * The markup of the built index.html's head, before the gate. The preload sits in an SSI
 * condition that is never true (an unset variable), so nginx drops it and any other server
 * keeps it.
 */
export function servedConfigMarkup(path: string = APP_CONFIG_PATH): string {
  return [
    `<!--# block name="${NO_CONFIG_BLOCK}" --><!--# endblock -->`,
    `<!--# if expr="$learning_config_not_included" --><link rel="preload" href="${path}" as="fetch" crossorigin="anonymous" /><!--# endif -->`,
    `<script type="application/json" ${SERVED_CONFIG_ATTRIBUTE}><!--# include virtual="${path}" stub="${NO_CONFIG_BLOCK}" --></script>`,
  ].join('');
}

/**
 * The config the server wrote into the page, or null when there is none to trust: the directive
 * left as it was, an include that failed, or text that is not JSON (a value that closed the
 * element early, say). The page then asks for the file itself, and its checks (loadAppConfig)
 * name what is wrong.
 */
export function servedConfigText(page: {
  querySelector(selectors: string): { textContent: string | null } | null;
}): string | null {
  const text = page.querySelector(`script[${SERVED_CONFIG_ATTRIBUTE}]`)?.textContent?.trim() ?? '';
  try {
    JSON.parse(text);
  } catch {
    return null;
  }
  return text;
}

/** That text as the answer a fetch of the file would be, for the app (src/app/start/readConfig.ts). */
export function servedConfigAnswer(text: string): Response {
  return new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });
}
