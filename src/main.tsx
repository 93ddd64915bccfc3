import { yieldToMain } from '@/lib/timers';
import { firstViewShown } from './app/firstView/firstViewShown';
import { showStartFailure } from './app/start/showStartFailure';

/**
 * The app's code is evaluated in stages, each in a task of its own (docs/budgets.md "The entry
 * in stages"). Evaluated with the entry in one go, React DOM, Emotion, MUI, two themes, the
 * router and the shell were one task of 250–340 ms on a slow phone, during which a tap on the
 * prerendered page waited. Each stage is a layer that bootstrap imports anyway, so nothing
 * loads that did not before, and the HTML asks for every stage's code at once
 * (scripts/prerender/firstViewPlugin.ts), one chunk per stage (scripts/vite/entryStages.ts):
 * only the evaluation is spread out. It starts once the prerendered first view has been
 * painted: begun as soon as the first chunks came in, it held that paint back.
 */
async function start(): Promise<void> {
  await firstViewShown();
  await import('@/components/theme/prerenderedStyleCache'); // Emotion
  await yieldToMain();
  await import('./app/start/mountApp'); // React DOM
  await yieldToMain();
  await import('@emotion/styled'); // Emotion's styled, which MUI's styled engine wraps
  await yieldToMain();
  await import('@mui/material/CssBaseline'); // MUI's system and its default theme
  await yieldToMain();
  await import('@/components/theme/theme'); // the product's theme
  await yieldToMain();
  await import('@mui/material/Button'); // MUI's ButtonBase, its ripple and Button
  await yieldToMain();
  await import('./app/RootLayout'); // the shell: header, MUI's AppBar, the store
  await yieldToMain();
  await import('./app/routes'); // the router and the route table
  await yieldToMain();
  await import('@/lib/http/httpClient'); // axios and the HTTP client's rules
  await yieldToMain();
  const { bootstrap } = await import('./app/bootstrap');
  await bootstrap(document.getElementById('app'));
}

start().catch(showStartFailure);
