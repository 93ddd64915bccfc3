/**
 * Page sizes a list offers (docs/components.md: 10条/页, 20条/页, …). A plain module, so reading the
 * paging from the address bar does not load the pagination widget with it.
 */
export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100] as const;
