import { existsSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers hold because lint says so (docs/architecture.md). Each case is an import that
 * must be refused, written as if it sat in a real file of the tree: if a zone in
 * eslint.config.js is removed or narrowed, its case here fails.
 */
const FORBIDDEN: { file: string; from: string }[] = [
  // Shared code imports no feature and no app code.
  { file: 'src/lib/auth/example.ts', from: '@/features/catalogue/CourseCatalogue' },
  { file: 'src/lib/http/example.ts', from: '@/app/bootstrap' },
  { file: 'src/components/example.tsx', from: '@/features/records/RecordsPanel' },
  { file: 'src/config/example.ts', from: '@/app/routes' },
  { file: 'src/hooks/example.ts', from: '@/features/auth/components/SignInFailedScreen' },
  { file: 'src/stores/example.ts', from: '@/app/bootstrap' },
  { file: 'src/types/example.ts', from: '@/features/catalogue/CourseCatalogue' },
  { file: 'src/api/example.ts', from: '@/features/catalogue/CourseCatalogue' },
  { file: 'src/api/example.ts', from: '@/app/routes' },
  // Inside shared code: lib below api, stores, hooks and components; config and types at the bottom.
  { file: 'src/lib/session/example.ts', from: '@/stores/userStore' },
  { file: 'src/lib/auth/example.ts', from: '@/api/navigationApi' },
  { file: 'src/lib/http/example.ts', from: '@/hooks/useSession' },
  { file: 'src/lib/example.ts', from: '@/components/DataView' },
  { file: 'src/config/example.ts', from: '@/lib/storage' },
  { file: 'src/types/example.ts', from: '@/stores/userStore' },
  { file: 'src/api/example.ts', from: '@/stores/userStore' },
  { file: 'src/api/example.ts', from: '@/hooks/useSession' },
  // The product never imports test support.
  { file: 'src/features/courses/example.ts', from: '@/testing/renderApp' },
  // Stores hold state only: no API calls, no hooks.
  { file: 'src/stores/example.ts', from: '@/api/navigationApi' },
  { file: 'src/stores/example.ts', from: '@/features/notifications/notificationsApi' },
  { file: 'src/stores/example.ts', from: '@/hooks/useSession' },
  // …nor mocks or stories.
  { file: 'src/lib/example.ts', from: '@mocks/handlers' },
  // A feature never imports another feature, nor app.
  { file: 'src/features/courses/example.ts', from: '@/features/records/RecordsPanel' },
  { file: 'src/features/records/example.ts', from: '@/features/catalogue/CourseCatalogue' },
  { file: 'src/features/auth/example.ts', from: '@/features/catalogue/CourseCatalogue' },
  { file: 'src/features/courses/example.ts', from: '@/app/routes' },
  // Only the demo bootstrap loads mocks/.
  { file: 'src/app/example.ts', from: '@mocks/handlers' },
];

/** Imports the same zones allow: a case above must fail for the zone, not for any import. */
const ALLOWED: { file: string; from: string }[] = [
  { file: 'src/features/courses/example.ts', from: '@/lib/http/httpClient' },
  { file: 'src/features/courses/example.ts', from: '@/api/apiQuery' },
  { file: 'src/app/example.ts', from: '@/features/catalogue/CourseCatalogue' },
  { file: 'src/api/example.ts', from: '@/lib/http/httpClient' },
  { file: 'src/stores/example.ts', from: '@/lib/session/session' },
  { file: 'src/lib/example.ts', from: '@/config/paths' },
  { file: 'src/types/example.ts', from: '@/config/constants' },
];

const eslint = new ESLint({ cwd: process.cwd() });

/** An import that does not resolve is never reported by a zone: each case must name a real module. */
function resolves(from: string): boolean {
  const path = from.replace(/^@\//, 'src/').replace(/^@mocks\//, 'mocks/');
  return ['.ts', '.tsx', '/index.ts'].some((ext) => existsSync(`${path}${ext}`));
}

async function boundaryMessages(file: string, from: string): Promise<string[]> {
  expect(resolves(from), `${from} must name a module of the tree`).toBe(true);
  const code = `import * as imported from '${from}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter(
      (m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports',
    )
    .map((m) => m.message);
}

describe('lint holds the layers', () => {
  it.each(FORBIDDEN)('refuses $from in $file', async ({ file, from }) => {
    expect(await boundaryMessages(file, from)).not.toEqual([]);
  });

  it.each(ALLOWED)('allows $from in $file', async ({ file, from }) => {
    expect(await boundaryMessages(file, from)).toEqual([]);
  });
});
