// Debian's Chromium and the headless flags that work on this machine (no network, no GPU).
// Plain JavaScript so the Vitest config, the e2e suite and scripts/report-budgets.mjs share it.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
