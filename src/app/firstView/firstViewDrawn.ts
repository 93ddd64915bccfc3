/**
 * What the gate's drawers (firstViewDrawers.ts) leave on the part of a frame they drew from an
 * early answer, and what the app's start reads back: its first render should then show the
 * same, not its loading state over the drawn part for a commit (issue 27: the takeover moves
 * nothing and drops nothing).
 */
export const DRAWN_ATTRIBUTE = 'data-first-view-drawn';

/** Whether a drawer drew part of the frame still on screen from an early answer. */
export function firstViewDrew(): boolean {
  return document.querySelector(`[data-first-view-content] [${DRAWN_ATTRIBUTE}]`) !== null;
}

/** Ample for an answer already in hand to pass through the HTTP client; never a network wait. */
const DRAWN_ANSWER_WAIT_MS = 300;

/**
 * Start-up waits for the read whose answer a drawer drew, as that answer is in already: bounded,
 * should it be asked anew. Nothing to wait for when nothing was drawn.
 */
export function waitForDrawnAnswer(read: Promise<unknown>): Promise<void> {
  if (!firstViewDrew()) return Promise.resolve();
  return Promise.race([
    read.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((done) => setTimeout(done, DRAWN_ANSWER_WAIT_MS)),
  ]);
}
