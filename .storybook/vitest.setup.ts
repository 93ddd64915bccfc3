import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { BREAKPOINTS, REVIEW_WIDTHS } from '../src/components/theme/breakpoints';

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

/** Loading indicators: a screenshot waits until none is left, so data arriving late cannot change it. */
const BUSY =
  '[aria-busy="true"], .MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-indeterminate';

/**
 * Where every sideways scroller stands: MUI's scrollable tabs glide the selected tab into view
 * with a script animation that no CSS rule stops, and a screenshot mid-glide differs.
 */
function scrollerPositions(): string {
  return [...document.querySelectorAll('.MuiTabs-scroller')].map((s) => s.scrollLeft).join(',');
}

async function settled(waitForLoading: boolean): Promise<void> {
  const deadline = Date.now() + 3000;
  let quietSince = 0;
  let positions = scrollerPositions();
  while (Date.now() < deadline) {
    const busy = waitForLoading && document.querySelector(BUSY) !== null;
    const moved = scrollerPositions() !== positions;
    positions = scrollerPositions();
    if (busy || moved) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface StoryOnContext {
  story?: { id: string; tags: string[]; parameters: Record<string, unknown> };
}

afterEach(async (context) => {
  const { story } = context as unknown as StoryOnContext;
  if (!story) return;
  if (context.task.result?.errors?.length) return;
  if (story.tags.includes('flow') || story.parameters.screenshot === false) return;
  // 320 px is held by the plays and the phone check; its baselines would repeat 390's.
  if (window.innerWidth <= REVIEW_WIDTHS.narrow.width) return;
  await document.fonts.ready;
  await settled(story.parameters.screenshotWhileLoading !== true);
  // What a reviewer sees in the story frame: a fixed, transparent element over the viewport
  // (the body of a tall page reaches past the frame, where nothing is painted).
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483647';
  document.body.appendChild(frame);
  try {
    // The phone baselines sit beside the desktop ones, named apart (design §9).
    const name = window.innerWidth < BREAKPOINTS.sm ? `${story.id}-mobile` : story.id;
    await expect(page.elementLocator(frame)).toMatchScreenshot(`${name}.png`, {
      timeout: 2000,
    });
  } finally {
    frame.remove();
  }
});
