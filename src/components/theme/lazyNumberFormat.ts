/**
 * A stand-in for MUI's `locale/utils/buildFormatNumber` (see scripts/vite/lazyLocaleNumberFormat.ts):
 * the same formatting, but the `Intl.NumberFormat` is made on first use instead of when the
 * locale module loads. The first Intl object of a page loads the ICU data, 40–75 ms on a slow
 * phone, and MUI's `zhCN` paid it in the start-up task although only TablePagination's label,
 * which this app never shows, formats numbers (docs/budgets.md, long tasks).
 */
export default function buildFormatNumber(locale: string): (value: number) => string {
  let formatter: Intl.NumberFormat | null | undefined;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try {
        formatter = new Intl.NumberFormat(locale);
      } catch {
        // As MUI: no Intl, or a locale it refuses, formats with String().
        formatter = null;
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
}
