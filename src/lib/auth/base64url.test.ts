import { describe, expect, it } from 'vitest';
import { base64url } from './base64url';

describe('base64url (RFC 4648 §5, no padding)', () => {
  it.each([
    [[], ''],
    [[0x01], 'AQ'],
    [[0x01, 0x02], 'AQI'],
    [[0x01, 0x02, 0x03], 'AQID'],
    [[0xfb, 0xff], '-_8'],
  ])('%j is %s', (bytes, text) => {
    expect(base64url(new Uint8Array(bytes))).toBe(text);
  });
});
