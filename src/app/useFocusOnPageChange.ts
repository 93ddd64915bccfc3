import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPageHeading } from './focusPageHeading';

/**
 * A client-side change of page moves focus to the new page's h1 (docs/accessibility.md). The first page
 * of a visit is left alone: the browser starts there anyway, and the skip link is first.
 * A change of query on the same page (a tab, a page of records) is not a new page.
 */
export function useFocusOnPageChange(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusPageHeading();
  }, [pathname]);
}
