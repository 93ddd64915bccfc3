import { useEffect, useState } from 'react';

/**
 * False in the commit that mounts the caller, true once the browser has painted it: for a part
 * whose mount makes the browser lay out the page it is committed with (docs/budgets.md). A task
 * queued from the frame's callback runs after that frame's paint; one queued from the effect
 * alone could run before it. An ordinary update, not a transition: in a transition it waited
 * behind the screen's own pending ones and came later still.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
