import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './cspHashes';
import { servedConfigMarkup } from '../src/config/servedConfig';

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes every inline script that runs, in order, and none with a src', () => {
    const page = `<script>a()</script><script type="module">b()</script><script type="text/javascript">c()</script><script src="/x.js"></script>`;
    expect(inlineScriptHashes(page)).toEqual([hash('a()'), hash('b()'), hash('c()')]);
  });

  it('leaves out the config nginx writes into the page: a data block, never run', () => {
    const page = `<head>${servedConfigMarkup()}<script>gate()</script></head>`;
    expect(inlineScriptHashes(page)).toEqual([hash('gate()')]);
  });

  it('refuses inline handlers, which no hash can allow', () => {
    expect(() => inlineScriptHashes('<button onclick="x()">')).toThrow(/onclick/);
  });
});
