#!/usr/bin/env node
// `npm test`: every check of the project, within 5 minutes on 2 cores (docs/testing.md).
//
// The steps are those `npm test` always ran (types, lint, unit tests, every story at its widths
// with axe and screenshots, the production build through nginx, every e2e test with the
// Storybook manager's), scheduled instead of chained: a step starts as soon as what it needs is
// built and the CPU it takes is free, so one step's waiting (a browser loading a page, a server
// answering) is another's computing. Each step's output is printed whole when it ends, so lines
// of two steps never interleave; the last lines are a table of every step's wall time.
//
//   node scripts/test/run.mjs                 every step
//   node scripts/test/run.mjs unit e2e        only these (and what they need)
import { spawn } from 'node:child_process';
import { mkdirSync, createWriteStream, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
const LOGS = join(ROOT, 'test-results', 'steps');
const STORYBOOK_DIR = join(ROOT, 'storybook-static');
const CORES = availableParallelism();

/**
 * `cpu`: the cores a step keeps busy (measured on 2 cores, docs/testing.md). A step starts when
 * what it needs has passed and the running steps leave it room, in the order given here.
 * The compiling steps share the cores; the browser steps wait on real time (a page's answer, a
 * 50 s timeout on a fake clock, a screenshot that must hold still), so each gets two cores of
 * its own: on 2 cores they run one after the other, with 4 or more side by side. Running them
 * together on 2 cores made both fail by timeout (docs/testing.md, "What did not work").
 */
const STEPS = [
  { name: 'typecheck', cpu: 0.4, command: 'npm run -s typecheck' },
  { name: 'lint', cpu: 0.4, command: 'npm run -s lint' },
  { name: 'unit', cpu: 0.4, command: 'npm run -s test:unit' },
  { name: 'build', cpu: 0.4, command: 'vite build --logLevel warn' },
  {
    name: 'storybook-build',
    cpu: 0.4,
    command: `storybook build --quiet -o ${JSON.stringify(STORYBOOK_DIR)}`,
  },
  { name: 'stories', cpu: 2, command: 'npm run -s test:stories' },
  {
    name: 'e2e',
    cpu: 2,
    needs: ['build', 'storybook-build'],
    command: 'vitest run --project e2e',
    env: { E2E_STORYBOOK_DIR: STORYBOOK_DIR },
  },
];

function selected(names) {
  if (names.length === 0) return STEPS;
  const wanted = new Set();
  const add = (name) => {
    const step = STEPS.find((s) => s.name === name);
    if (!step) throw new Error(`unknown step "${name}": ${STEPS.map((s) => s.name).join(', ')}`);
    wanted.add(name);
    for (const need of step.needs ?? []) add(need);
  };
  names.forEach(add);
  return STEPS.filter((step) => wanted.has(step.name));
}

const steps = selected(process.argv.slice(2));
rmSync(LOGS, { recursive: true, force: true });
mkdirSync(LOGS, { recursive: true });

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
/** name → { state: 'waiting'|'running'|'passed'|'failed'|'skipped', start, end } */
const status = new Map(steps.map((step) => [step.name, { state: 'waiting' }]));
let running = 0;

function run(step) {
  const entry = status.get(step.name);
  entry.state = 'running';
  entry.start = Date.now();
  running += step.cpu;
  const log = join(LOGS, `${step.name}.log`);
  const out = createWriteStream(log);
  console.log(`[test] ${step.name}: started at ${seconds(entry.start - started)}`);
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', step.command], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...step.env,
        PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`,
        FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code, signal) => {
      out.end(() => {
        entry.end = Date.now();
        entry.state = code === 0 ? 'passed' : 'failed';
        running -= step.cpu;
        const mark = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
        console.log(
          `\n[test] ──── ${step.name}: ${mark} in ${seconds(entry.end - entry.start)} ────`,
        );
        process.stdout.write(readFileSync(log));
        resolve();
      });
    });
  });
}

/** Starts whatever may start now; resolves when every step has ended. */
async function schedule() {
  const inFlight = new Set();
  for (;;) {
    for (const step of steps) {
      const entry = status.get(step.name);
      if (entry.state !== 'waiting') continue;
      const needs = (step.needs ?? []).map((name) => status.get(name)?.state);
      if (needs.some((state) => state === 'failed' || state === 'skipped')) {
        entry.state = 'skipped';
        console.log(`[test] ${step.name}: skipped, a step it needs failed`);
        continue;
      }
      if (needs.some((state) => state !== 'passed')) continue;
      // One step always runs, however large; otherwise only within the cores.
      if (running > 0 && running + step.cpu > CORES + 0.01) continue;
      const promise = run(step).then(() => inFlight.delete(promise));
      inFlight.add(promise);
    }
    if (inFlight.size === 0) return;
    await Promise.race(inFlight);
  }
}

await schedule();

const total = Date.now() - started;
console.log(`\n[test] wall time per step (${CORES} cores), ${seconds(total)} in all:`);
for (const step of steps) {
  const { state, start, end } = status.get(step.name);
  const span =
    start && end ? `${seconds(end - start).padStart(6)}  from ${seconds(start - started)}` : '';
  console.log(`[test]   ${step.name.padEnd(16)} ${state.padEnd(8)} ${span}`);
}
const failed = steps.filter((step) => status.get(step.name).state !== 'passed');
if (failed.length > 0) {
  console.log(`[test] not passed: ${failed.map((step) => step.name).join(', ')}`);
  process.exit(1);
}
