import { defineConfig, type UserConfig } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The `unit` Vitest project alone, for Stryker (`npm run test:mutation`): the runner cannot pick
 * one project of vite.config.ts, and the other two (storybook, e2e) need a browser. The project's
 * settings are taken from vite.config.ts itself, so the two cannot drift apart.
 */
const root = viteConfig as UserConfig;
const isUnit = (project: unknown): project is TestProjectInlineConfiguration =>
  typeof project === 'object' &&
  project !== null &&
  (project as TestProjectInlineConfiguration).test?.name === 'unit';
const unit = root.test?.projects?.find(isUnit);
if (!unit?.test) throw new Error('vite.config.ts has no "unit" test project');

export default defineConfig({
  plugins: root.plugins ?? [],
  resolve: root.resolve ?? {},
  test: unit.test,
});
