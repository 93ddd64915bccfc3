import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { forgetFirstScreenReads } from '@/api/firstScreenReads';
import { abortScreenRequests } from '@/lib/http/pageRequests';

/**
 * The moment a navigation to another screen starts, the reads the screen being left still
 * waits for are ended (docs/http.md "Leaving a screen"): over HTTP/1.1, six hanging calls would
 * otherwise hold every connection, and the next route's code would wait for them. A change of
 * query on the same screen (a tab, a page of a list) is the screen's own business.
 */
export function useLeavingScreenEndsItsReads(): void {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.location?.pathname;
  useEffect(() => {
    if (target === undefined || target === pathname) return;
    abortScreenRequests();
    forgetFirstScreenReads();
  }, [target, pathname]);
}
