import { afterEach, beforeAll, expect } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { BREAKPOINTS, REVIEW_WIDTHS } from '../src/components/theme/breakpoints';
import { MAX_SCREENSHOT_HEIGHT } from './screenshotHeight';

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
 * Where every tab strip stands: MUI's scrollable tabs glide the selected tab into view with a
 * script animation that no CSS rule stops, and show or enable their scroll arrows only when an
 * IntersectionObserver reports, a frame or more later (later still on a loaded CI machine). A
 * screenshot before either has happened differs.
 */
function tabStrips(): string {
  return [...document.querySelectorAll('.MuiTabs-root')]
    .map((root) => {
      const scroller = root.querySelector('.MuiTabs-scroller');
      const arrows = [...root.querySelectorAll('.MuiTabs-scrollButtons')].map((arrow) =>
        arrow.classList.contains('Mui-disabled') ? 'off' : 'on',
      );
      return `${scroller?.scrollLeft ?? '-'}:${arrows.join('/')}`;
    })
    .join(',');
}

/**
 * A strip at rest shows what MUI promises once its observers have run: with
 * `scrollButtons="auto"` the arrows are there exactly when the tabs overflow, and the selected
 * tab is wholly in view. A label that grows after data arrives (消息 → 消息（99+）) is followed
 * by a debounced resize and a scroll, later still on a loaded CI machine.
 */
function tabStripsAtRest(): boolean {
  return [...document.querySelectorAll('.MuiTabs-root')].every((root) => {
    const scroller = root.querySelector('.MuiTabs-scroller');
    if (!scroller || !root.querySelector('.MuiTabs-scrollableX')) return true;
    const overflows = scroller.scrollWidth > scroller.clientWidth + 1;
    const arrows = root.querySelectorAll('.MuiTabs-scrollButtons').length;
    if (overflows && arrows !== 2) return false;
    const selected = scroller.querySelector('[role="tab"][aria-selected="true"]');
    if (!selected) return true;
    const view = scroller.getBoundingClientRect();
    const tab = selected.getBoundingClientRect();
    return tab.left >= view.left - 1 && tab.right <= view.right + 1;
  });
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

async function settled(waitForLoading: boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  let quietSince = 0;
  let strips = tabStrips();
  while (Date.now() < deadline) {
    await nextFrame();
    const busy = waitForLoading && document.querySelector(BUSY) !== null;
    const now = tabStrips();
    const moving = now !== strips || !tabStripsAtRest();
    strips = now;
    if (busy || moving) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 200) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A story can name the headings its screenshot must contain (`parameters.screenshotShows`):
 * each must lie wholly inside the frame about to be captured, so that a baseline that shows
 * the wrong part of the screen fails instead of guarding nothing.
 */
function checkScreenshotShows(headings: unknown): void {
  if (!Array.isArray(headings)) return;
  const all = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')];
  for (const name of headings) {
    const heading = all.find((element) => element.textContent?.trim() === name);
    if (!heading) throw new Error(`截图里应有标题“${String(name)}”，页面上没有找到`);
    const box = heading.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight || box.height === 0) {
      throw new Error(
        `截图里应有标题“${String(name)}”，它却在截取范围之外（${Math.round(box.top)}–${Math.round(box.bottom)} px，画面高 ${window.innerHeight} px）`,
      );
    }
  }
}

/**
 * `parameters.forcedColors`: the story runs as Windows high contrast shows it (Chromium's
 * `forced-colors: active` emulation), so its baseline is the forced-colours rendering.
 */
async function emulateForcedColors(active: boolean): Promise<void> {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'forced-colors', value: active ? 'active' : 'none' }],
  });
}

interface StoryOnContext {
  story?: { id: string; tags: string[]; parameters: Record<string, unknown> };
}

// The preview's beforeEach turns it on for a story that asks (it knows the story's parameters
// before the render; this file's beforeEach does not); the afterEach turns it off.
(globalThis as { __storyTestHooks?: unknown }).__storyTestHooks = {
  forcedColors: emulateForcedColors,
};

afterEach(async (context) => {
  const { story } = context as unknown as StoryOnContext;
  if (!story) return;
  try {
    await compareScreenshot(context, story);
  } finally {
    if (story.parameters.forcedColors === true) await emulateForcedColors(false);
  }
});

async function compareScreenshot(
  context: Parameters<Parameters<typeof afterEach>[0]>[0],
  story: NonNullable<StoryOnContext['story']>,
): Promise<void> {
  if (context.task.result?.errors?.length) return;
  if (story.tags.includes('flow') || story.parameters.screenshot === false) return;
  // 320 px is held by the plays and the phone check; its baselines would repeat 390's.
  if (window.innerWidth <= REVIEW_WIDTHS.narrow.width) return;
  // The state the story is about, not where its play left the eye: no scroll, no focus ring.
  window.scrollTo(0, 0);
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  await document.fonts.ready;
  await settled(story.parameters.screenshotWhileLoading !== true);
  // The whole screen, not the first 900 px: the frame grows to the page's height, so the part
  // below the fold is laid out and painted too, then shrinks back for the next story.
  const restHeight = window.innerHeight;
  const pageHeight = () => Math.min(document.documentElement.scrollHeight, MAX_SCREENSHOT_HEIGHT);
  // Twice at most: what draws only once it nears the viewport (学习统计's charts) comes into view
  // at full height and may make the page taller.
  for (let round = 0; round < 2 && pageHeight() > window.innerHeight; round += 1) {
    await page.viewport(window.innerWidth, pageHeight());
    // What follows a resize through an observer (the charts' width) hears of it a frame or
    // more later: give it that time before waiting for rest.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await settled(story.parameters.screenshotWhileLoading !== true);
  }
  checkScreenshotShows(story.parameters.screenshotShows);
  // A fixed, transparent element over the whole frame: what a reviewer sees in the story frame.
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483647';
  document.body.appendChild(frame);
  try {
    // The phone baselines sit beside the desktop ones, named apart (docs/stories.md).
    const name = window.innerWidth < BREAKPOINTS.sm ? `${story.id}-mobile` : story.id;
    await expect(page.elementLocator(frame)).toMatchScreenshot(`${name}.png`, {
      // Two equal captures in a row make a stable screenshot; a tall phone page takes ~1 s a
      // capture while the other steps of `npm test` share the CPU (2 s failed such a page).
      // Paid only by a page that is still changing.
      timeout: 8000,
    });
  } finally {
    frame.remove();
    if (window.innerHeight !== restHeight) await page.viewport(window.innerWidth, restHeight);
  }
}
