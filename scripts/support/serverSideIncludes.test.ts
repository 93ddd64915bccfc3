import { describe, expect, it } from 'vitest';
import { applyIncludes, hasIncludes } from './serverSideIncludes.mjs';
import { SERVED_CONFIG_ATTRIBUTE, servedConfigMarkup } from '../../src/config/servedConfig';

const CONFIG = '{"apiBase":"","title":"课表"}';

describe('applyIncludes (the budgets server’s nginx SSI)', () => {
  it('writes the config into the page and drops the preload meant for servers without includes', () => {
    const page = `<head>${servedConfigMarkup()}<script>gate()</script></head>`;
    expect(hasIncludes(page)).toBe(true);
    const served = applyIncludes(page, (path) => (path === '/app-config.json' ? CONFIG : null));
    expect(served).toBe(
      `<head><script type="application/json" ${SERVED_CONFIG_ATTRIBUTE}>${CONFIG}</script><script>gate()</script></head>`,
    );
    expect(hasIncludes(served)).toBe(false);
  });

  it('writes the stub, nothing, when there is no file to include', () => {
    const served = applyIncludes(servedConfigMarkup(), () => null);
    expect(served).toBe(`<script type="application/json" ${SERVED_CONFIG_ATTRIBUTE}></script>`);
  });

  it('refuses a directive it does not know, rather than serve it differently from nginx', () => {
    expect(() => applyIncludes('<!--# echo var="x" -->', () => null)).toThrow(/unsupported/);
    expect(() => applyIncludes('<!--# if expr="$a = b" -->x<!--# endif -->', () => null)).toThrow(
      /unsupported/,
    );
  });
});
