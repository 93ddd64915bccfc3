/**
 * What the canvas shows once a play has run (issue 28, row 7). A designer opens a story to see
 * the state it is named for, not where its play left the eye: a play that scrolled to check a
 * card, or clicked a control, hands the page back at its top with nothing focused. A story that
 * is about its end state (a page turned, a button pressed) says so in its name and in
 * `parameters.endState`, and keeps what its play did.
 */
export interface EndStateParameters {
  /** The state the play ends on, in the designer's words: the story is about it. */
  endState?: string;
}

/** Returns the page to the story's own state after its play, unless the story is about its end. */
export function returnToStoryState(parameters: EndStateParameters): void {
  if (typeof parameters.endState === 'string' && parameters.endState.trim() !== '') return;
  window.scrollTo(0, 0);
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) focused.blur();
}
