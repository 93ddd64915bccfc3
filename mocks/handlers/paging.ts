/** `page` and `size` from the query, clamped the way a careful backend would. */
export function pageParams(url: URL) {
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const size = Math.min(
    100,
    Math.max(1, Number.parseInt(url.searchParams.get('size') ?? '10', 10) || 10),
  );
  return { page, size };
}

export function pageOf<T>(list: T[], page: number, size: number) {
  return { records: list.slice((page - 1) * size, page * size), total: list.length, page, size };
}
