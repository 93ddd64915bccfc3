import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoWorkerSource, WORKER_FILE } from './demoServiceWorker';

const publicCopy = readFileSync(join(process.cwd(), 'public', WORKER_FILE), 'utf8');
const msw = dirname(createRequire(import.meta.url).resolve('msw/package.json'));

describe('demo mode’s mock API worker', () => {
  it('is MSW’s worker less its self-unregistering: it stays when the last tab reloads', () => {
    const demo = demoWorkerSource(publicCopy);
    expect(publicCopy).toContain('self.registration.unregister()');
    expect(demo).not.toContain('self.registration.unregister()');
    // Everything else is MSW's: a closing tab still stops being mocked, and the checksum that
    // MSW's client checks the worker by is unchanged.
    expect(demo).toContain('activeClientIds.delete(clientId)');
    const checksum = /const INTEGRITY_CHECKSUM = '[0-9a-f]+'/.exec(publicCopy)?.[0];
    expect(checksum).toBeDefined();
    expect(demo).toContain(checksum);
    expect(demo.split('\n').length).toBe(publicCopy.split('\n').length - 7);
  });

  it('is made from public/’s copy, which is the installed MSW’s own (`msw init` keeps it so)', () => {
    expect(publicCopy).toBe(readFileSync(join(msw, 'lib', WORKER_FILE), 'utf8'));
  });

  it('fails the build when a newer MSW changed how its worker unregisters itself', () => {
    expect(() =>
      demoWorkerSource(publicCopy.replace('self.registration.unregister()', 'unregister()')),
    ).toThrow('no longer unregisters itself as expected');
  });

  it('fails the build when a newer MSW’s worker no longer takes pages over at once', () => {
    expect(() => demoWorkerSource(publicCopy.replace('self.skipWaiting()', ''))).toThrow(
      'no longer takes pages over at once (self.skipWaiting())',
    );
    expect(() =>
      demoWorkerSource(publicCopy.replace('self.clients.claim()', 'Promise.resolve()')),
    ).toThrow('event.waitUntil(self.clients.claim())');
  });
});
