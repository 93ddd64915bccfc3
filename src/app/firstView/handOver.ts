import type { CatalogueHandOver } from '@/features/catalogue/CourseCatalogue';

/**
 * What a visitor did to the prerendered first view of `/` before the app took it over
 * (docs/budgets.md): the app replaces that HTML, so text typed into the search box and its focus
 * are handed over here, read once by the catalogue when it commits (the prerendered page is
 * still in the document then, and the visitor may have typed until that moment).
 */
export type FirstViewHandOver = CatalogueHandOver;

let readHandOver: (() => FirstViewHandOver) | null = null;

export function handOverFirstView(read: () => FirstViewHandOver): void {
  readHandOver = read;
}

/** The hand-over, read now and once: a later mount of the catalogue starts from the address bar. */
export function takeFirstViewHandOver(): FirstViewHandOver | null {
  const read = readHandOver;
  readHandOver = null;
  return read ? read() : null;
}
