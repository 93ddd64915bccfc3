import { useLayoutEffect, type ReactNode } from 'react';

/**
 * Takes the prerendered first view of `/` off the page in the app's first commit, before that
 * commit is painted, so no frame shows both or neither. The app renders beside it (not into
 * #app, which React would clear when the first render starts committing): until this layout
 * effect runs, which is after those of the components inside, the catalogue can still read
 * what the visitor typed into the prerendered search box.
 */
export function ReplacesFirstView({
  prerendered,
  children,
}: {
  prerendered: Element;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    prerendered.remove();
  }, [prerendered]);
  return children;
}
