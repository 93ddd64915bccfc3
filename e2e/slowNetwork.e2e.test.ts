import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SLOW_4G, sharedLink, wireBytes } from './support/slowNetwork';

/** The test-made slow network of returningVisit (e2e/support/slowNetwork.ts), checked as arithmetic. */
describe('slowNetwork’s shared link', () => {
  // 1.6 Mbps: 204.8 bytes a millisecond.
  const perMs = (1_600 * 1024) / 8 / 1000;

  it('delivers a lone response one latency after it was asked for, plus its bytes at 1.6 Mbps', () => {
    const link = sharedLink(SLOW_4G);
    expect(link.deliver(1_000, 1_010, 20_480)).toBeCloseTo(1_150 + 20_480 / perMs, 6);
  });

  it('waits for a server slower than the latency', () => {
    const link = sharedLink(SLOW_4G);
    expect(link.deliver(0, 400, 0)).toBe(400);
  });

  it('carries responses one after another: two at once take twice the time of one', () => {
    const link = sharedLink(SLOW_4G);
    const first = link.deliver(0, 0, 102_400);
    const second = link.deliver(0, 0, 102_400);
    expect(first).toBeCloseTo(150 + 500, 6);
    expect(second).toBeCloseTo(first + 500, 6);
    // A response asked for after the link went idle starts afresh.
    expect(link.deliver(5_000, 5_000, 0)).toBe(5_150);
  });

  it('counts the bytes nginx sends: gzipped when the response says so', () => {
    const body = Buffer.from('我的授课'.repeat(2_000));
    expect(wireBytes({}, body)).toBe(body.length);
    const gzipped = wireBytes({ 'content-encoding': 'gzip' }, body);
    expect(gzipped).toBe(gzipSync(body, { level: 6 }).length);
    expect(gzipped).toBeLessThan(body.length / 10);
  });
});
