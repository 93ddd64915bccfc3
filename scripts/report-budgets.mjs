// Reports the size figures of design §11 for the production build in dist/: the JavaScript
// that `/` (signed out) loads before first paint, gzip, against the 132 kB budget, and what
// loads only on demand. Figures, not a pass/fail timing test: run `npm run build` first.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const mainPageKey = Object.keys(manifest).find((k) => k.endsWith('features/main/MainPage.tsx'));
const firstPaint = new Set([...closure(entryKey), ...(mainPageKey ? closure(mainPageKey) : [])]);
const firstPaintBytes = [...firstPaint].reduce((sum, key) => sum + gz(manifest[key].file), 0);

const BUDGET = 132 * 1024;
console.log('Design §11 budgets (production build, gzip level 9)');
console.log(
  `  "/" signed out, JS before first paint: ${kb(firstPaintBytes)} of ${kb(BUDGET)} ${firstPaintBytes <= BUDGET ? 'OK' : 'OVER'}`,
);
for (const key of firstPaint)
  console.log(`    ${manifest[key].file.padEnd(48)} ${kb(gz(manifest[key].file))}`);
console.log('  Loaded only when needed:');
for (const [key, chunk] of Object.entries(manifest)) {
  if (firstPaint.has(key) || !chunk.file.endsWith('.js')) continue;
  console.log(`    ${chunk.file.padEnd(48)} ${kb(gz(chunk.file))}`);
}
