import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Visual regression for every story that is not a flow: after its play function passes, the
 * page is compared with the committed baseline in __screenshots__/. Animations and the caret
 * are switched off so that two runs paint the same pixels.
 */
beforeAll(() => {
  const style = document.createElement('style');
  style.dataset.visualTest = 'true';
  style.textContent = `*, *::before, *::after {
    transition: none !important; animation: none !important; caret-color: transparent !important;
  }`;
  document.head.appendChild(style);
});

interface StoryOnContext {
  story?: { id: string; tags: string[]; parameters: Record<string, unknown> };
}

afterEach(async (context) => {
  const { story } = context as unknown as StoryOnContext;
  if (!story) return;
  if (context.task.result?.errors?.length) return;
  if (story.tags.includes('flow') || story.parameters.screenshot === false) return;
  await document.fonts.ready;
  await expect(page.elementLocator(document.body)).toMatchScreenshot(`${story.id}.png`, {
    timeout: 2000,
  });
});
