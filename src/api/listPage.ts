/** docs/api.md: every list answers `{ records, total, page, size }`. */
export interface ListPage<T> {
  records: T[];
  total: number;
  page: number;
  size: number;
}

/** Checks the list shape and each record; a record that does not fit is dropped, not rendered. */
export function readListPage<T>(raw: unknown, isRecord: (item: unknown) => item is T): ListPage<T> {
  if (typeof raw !== 'object' || raw === null) throw new Error('接口返回的列表格式不正确');
  const { records, total, page, size } = raw as Record<string, unknown>;
  if (
    !Array.isArray(records) ||
    typeof total !== 'number' ||
    typeof page !== 'number' ||
    typeof size !== 'number'
  ) {
    throw new Error('接口返回的列表格式不正确');
  }
  return { records: records.filter(isRecord), total, page, size };
}
