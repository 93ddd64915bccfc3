/**
 * docs/accessibility.md: toasts are read out through one polite and one assertive live region that are
 * in the page from its first HTML (index.html, the prerendered page included). A region that
 * a screen reader saw appear together with its text is often not read at all; one that was
 * already there is. Stories and tests, which have no index.html, get the regions on first use.
 */
export type Politeness = 'polite' | 'assertive';

export const LIVE_REGION_IDS: Record<Politeness, string> = {
  polite: 'live-polite',
  assertive: 'live-assertive',
};

const HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0';

function region(politeness: Politeness): HTMLElement {
  const existing = document.getElementById(LIVE_REGION_IDS[politeness]);
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = LIVE_REGION_IDS[politeness];
  created.setAttribute('aria-live', politeness);
  created.setAttribute('aria-atomic', 'true');
  created.style.cssText = HIDDEN;
  document.body.appendChild(created);
  return created;
}

/**
 * Says `text` through the region. Emptied first and written a moment later, so the same text
 * twice (a repeated error) is read twice.
 */
const pendingWrites = new Set<number>();

export function announce(text: string, politeness: Politeness): void {
  const target = region(politeness);
  target.textContent = '';
  const write = window.setTimeout(() => {
    pendingWrites.delete(write);
    target.textContent = text;
  }, 100);
  pendingWrites.add(write);
}

/**
 * A new page's regions are empty: what a story (or a story's reload) starts from. What the
 * previous one said stayed in the regions, in the page's text a test reads and in what a
 * screen reader finds when it walks the page.
 */
export function clearAnnouncements(): void {
  for (const write of pendingWrites) window.clearTimeout(write);
  pendingWrites.clear();
  for (const id of Object.values(LIVE_REGION_IDS)) {
    const existing = document.getElementById(id);
    if (existing) existing.textContent = '';
  }
}
