/**
 * What a visitor did to the prerendered first view of `/` before the app took it over
 * (design §11): the app replaces that HTML, so text typed into the search box and its focus
 * are handed over here, read once by the catalogue, instead of being lost.
 */
export interface FirstViewHandOver {
  searchDraft: string;
  searchFocused: boolean;
  selection: readonly [number, number] | null;
}

let handOver: FirstViewHandOver | null = null;

export function handOverFirstView(state: FirstViewHandOver): void {
  handOver = state;
}

/** The hand-over, once: a later mount of the catalogue starts from the address bar. */
export function takeFirstViewHandOver(): FirstViewHandOver | null {
  const taken = handOver;
  handOver = null;
  return taken;
}
