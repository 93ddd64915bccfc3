/** A box on screen, as `getBoundingClientRect()` gives it. */
export interface ScreenBox {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * Whether two boxes cover any of the same pixels (a toast over a control it must leave
 * reachable). Boxes that only touch at an edge do not overlap.
 */
export function boxesOverlap(a: ScreenBox, b: ScreenBox): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}
