#!/usr/bin/env node
// `npm run test:e2e`: the end-to-end suite on a fresh production build and Storybook build.
//
//   npm run test:e2e                                   every e2e file once
//   npm run test:e2e -- --repeat 5                     the whole suite 5 times in a row
//   npm run test:e2e -- --repeat 20 firstView -t 'takes over'
//                                                      one file (or test name) 20 times
//
// Anything after the options goes to Vitest (file filters, -t). A repetition that fails stops
// the loop: a flake found is a defect to fix, with its trace under test-results/e2e/.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
const STORYBOOK_DIR = join(ROOT, 'storybook-static');
const args = process.argv.slice(2);
let repeat = 1;
const index = args.indexOf('--repeat');
if (index !== -1) {
  repeat = Number(args[index + 1]);
  if (!Number.isInteger(repeat) || repeat < 1) {
    console.error(`--repeat takes a whole number of runs, not "${args[index + 1] ?? ''}"`);
    process.exit(2);
  }
  args.splice(index, 2);
}

const env = { ...process.env, E2E_STORYBOOK_DIR: STORYBOOK_DIR };
const sh = (command, commandArgs) => {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env });
  return result.status ?? 1;
};

if (sh('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);
// Only the workbench's tests need Storybook built; a filtered run that leaves it out skips it.
const filters = args.filter((arg, i) => !arg.startsWith('-') && !args[i - 1]?.startsWith('-'));
const needsStorybook = (filter) =>
  ['storybookWorkbench', 'storybookToolbar'].some((file) => file.includes(filter));
if (filters.length === 0 || filters.some(needsStorybook)) {
  if (sh('npx', ['storybook', 'build', '--quiet', '-o', STORYBOOK_DIR]) !== 0) process.exit(1);
}

for (let run = 1; run <= repeat; run += 1) {
  if (repeat > 1) console.log(`\n[e2e] run ${run} of ${repeat}`);
  if (sh('npx', ['vitest', 'run', '--project', 'e2e', ...args]) !== 0) {
    if (repeat > 1) console.error(`[e2e] run ${run} of ${repeat} failed: not stable`);
    process.exit(1);
  }
}
if (repeat > 1) console.log(`[e2e] ${repeat} runs in a row passed`);
