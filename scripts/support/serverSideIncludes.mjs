// nginx's server-side includes, as far as the built index.html uses them (src/config/servedConfig.ts):
// for the budgets' server, which must serve the page as deploy/nginx.conf does. Any other directive
// is refused rather than passed through, so the two cannot drift apart unnoticed;
// e2e/deploy.e2e.test.ts compares this with nginx's own answer for the same files.

const DIRECTIVE = /<!--#\s*(\w+)((?:\s+\w+="[^"]*")*)\s*-->/g;

/** Whether a page has any directive for the server to process. */
export function hasIncludes(html) {
  return /<!--#/.test(html);
}

/**
 * The page as nginx with `ssi on` answers it: blocks defined, `if` on an unset variable dropped
 * (the only condition the page uses), `include virtual` replaced by `read(path)`, or by its stub
 * block when that gives null.
 */
export function applyIncludes(html, read) {
  const blocks = new Map();
  let out = '';
  let at = 0;
  // What is being written to: the page, a block being defined, or nowhere (a false `if`).
  let target = 'page';
  let blockName = '';
  let blockText = '';
  const write = (text) => {
    if (target === 'page') out += text;
    else if (target === 'block') blockText += text;
  };
  for (const match of html.matchAll(DIRECTIVE)) {
    const [whole, command, rawParams] = match;
    write(html.slice(at, match.index));
    at = match.index + whole.length;
    const params = Object.fromEntries(
      [...rawParams.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (command === 'block') {
      target = 'block';
      blockName = params.name;
      blockText = '';
    } else if (command === 'endblock') {
      blocks.set(blockName, blockText);
      target = 'page';
    } else if (command === 'if') {
      if (!/^\$\w+$/.test(params.expr ?? ''))
        throw new Error(`unsupported SSI condition: ${whole}`);
      // No variable of the page's is ever set: the condition is false.
      target = 'none';
    } else if (command === 'endif') {
      target = 'page';
    } else if (command === 'include' && params.virtual) {
      const included = read(params.virtual);
      write(included ?? blocks.get(params.stub) ?? '');
    } else {
      throw new Error(`unsupported SSI directive: ${whole}`);
    }
  }
  write(html.slice(at));
  return out;
}
