import { describe, expect, it } from 'vitest';
import { APP_ELEMENT, GATE_MARKER, injectFirstView } from './firstViewPlugin';
import type { FirstViewMarkup } from '../../src/app/firstView/firstViewMarkup';
import { SERVED_CONFIG_ATTRIBUTE } from '../../src/config/servedConfig';

const PAGE = `<html><head>${GATE_MARKER}</head><body>${APP_ELEMENT}</body></html>`;
const MARKUP: FirstViewMarkup = {
  views: [{ view: 'signed-out', html: '<main>欢迎</main>' }],
  styles: '<style data-first-view-styles>main{}</style>',
  code: {},
  drawers: [],
};

describe('injectFirstView', () => {
  it('puts the config nginx writes, then the gate, ahead of the critical CSS', () => {
    const page = injectFirstView(PAGE, MARKUP, 'gate()');
    const config = page.indexOf(`<script type="application/json" ${SERVED_CONFIG_ATTRIBUTE}>`);
    const gate = page.indexOf('<script>gate()</script>');
    expect(config).toBeGreaterThan(-1);
    expect(gate).toBeGreaterThan(config);
    expect(page.indexOf('data-first-view-styles')).toBeGreaterThan(gate);
    // The preload, for servers without includes only, before both.
    expect(page.indexOf('<link rel="preload" href="/app-config.json"')).toBeLessThan(config);
  });

  it('refuses a gate whose text would end its element or open a comment', () => {
    expect(() => injectFirstView(PAGE, MARKUP, 'a("</script>")')).toThrow(/close its element/);
    expect(() => injectFirstView(PAGE, MARKUP, 'a("</SCRIPT ")')).toThrow(/close its element/);
    expect(() => injectFirstView(PAGE, MARKUP, 'a("<!--")')).toThrow(/comment/);
    // Not an end tag (HTML: `</script` then a space, `/` or `>`): Terser leaves such text.
    expect(injectFirstView(PAGE, MARKUP, 'a("</script”")')).toContain('a("</script”")');
  });
});
