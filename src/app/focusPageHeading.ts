/**
 * docs/accessibility.md: after a client-side page change, focus goes to the new page's h1, so a screen
 * reader says where the user now is and the keyboard starts from the top of the content. The
 * page's code may still be loading: the heading is looked for over the next frames, for up
 * to two seconds. The heading takes focus without a ring (`[tabindex="-1"]:focus`) and
 * without scrolling, so back and forward keep their restored position.
 */
export function focusPageHeading(root: ParentNode = document, timeoutMs = 2000): () => void {
  const deadline = Date.now() + timeoutMs;
  let frame = 0;
  const attempt = () => {
    const heading = root.querySelector<HTMLElement>('main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return;
    }
    if (Date.now() < deadline) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
