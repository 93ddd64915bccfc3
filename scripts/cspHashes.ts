import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy of deploy/nginx.conf allows inline scripts by hash only (docs/deploy.md).
 * The hashes must be those of the index.html that is actually served, after every other
 * step of the build has changed it (Vite's own transforms, prerendering), so this plugin reads
 * the written file once the build is over and never trusts a hash written by hand.
 *
 * It writes `<outDir>-nginx/csp-hashes.conf` (`dist-nginx/` by default): outside the web root,
 * so that `dist/` stays exactly what nginx serves. deploy/nginx.conf includes that file from
 * /etc/nginx/learning/ (docs/deploy.md).
 */
export function cspHashes(): Plugin {
  let outDir = '';
  let builtIndexHtml = false;
  return {
    name: 'learning:csp-hashes',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Only a build that emitted the app's index.html (not Storybook's, not a server bundle).
    writeBundle(options, bundle) {
      if ('index.html' in bundle) {
        builtIndexHtml = true;
        if (options.dir) outDir = resolve(options.dir);
      }
    },
    // `post`, and this plugin listed last in vite.config.ts: the file is final by now.
    closeBundle: {
      // closeBundle hooks run in parallel unless sequential: the prerender must have finished.
      sequential: true,
      order: 'post',
      handler() {
        if (!builtIndexHtml) return;
        const target = nginxSnippetPath(outDir);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, nginxSnippet(readFileSync(join(outDir, 'index.html'), 'utf8')));
      },
    },
  };
}

/** Where the build puts the nginx snippet for an output directory: beside it, never in it. */
export function nginxSnippetPath(outDir: string): string {
  return join(dirname(outDir), `${basename(outDir)}-nginx`, 'csp-hashes.conf');
}

/** The nginx lines that give deploy/nginx.conf the hashes of this index.html. */
export function nginxSnippet(html: string): string {
  const sources = inlineScriptHashes(html).join(' ');
  return [
    '# Written by `npm run build` (scripts/cspHashes.ts) from dist/index.html: do not edit.',
    '# The SHA-256 of every inline <script> of this build, for the script-src of deploy/nginx.conf.',
    `set $learning_script_hashes "${sources}";`,
    '',
  ].join('\n');
}

/** Whether a `<script>` with these attributes is run: no type, a JavaScript type or a module. */
function runs(attributes: string): boolean {
  const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1]?.toLowerCase();
  return (
    type === undefined ||
    type === '' ||
    type === 'module' ||
    /^(text|application)\/(x-)?(java|ecma)script$/.test(type)
  );
}

/**
 * `'sha256-…'` of every inline `<script>` in the document, in order. A browser hashes the raw
 * text between the tags (a script's content is never entity-decoded), as UTF-8. Inline event
 * handlers and `javascript:` URLs cannot be allowed by a hash without `'unsafe-hashes'`, so the
 * build refuses them instead of shipping a page the policy would break.
 */
export function inlineScriptHashes(html: string): string[] {
  const handler = /<[a-z][^>]*\s(on[a-z]+)\s*=|(?:href|src|action)\s*=\s*["']?\s*javascript:/i.exec(
    html,
  );
  if (handler) {
    throw new Error(
      `index.html has inline JavaScript a hash cannot allow (${handler[1] ?? 'javascript: URL'}); move it into a <script>.`,
    );
  }
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    // A data block (the config nginx writes into the page, of a type that is not script) is
    // never run, so the policy does not apply to it; and its text is only known once served.
    if (!runs(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
