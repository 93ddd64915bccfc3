/** `2026-09-07 08:00` in China time, whatever the browser's zone: the product is used in China. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const shifted = new Date(date.getTime() + 8 * 3600_000);
  return shifted.toISOString().slice(0, 16).replace('T', ' ');
}
