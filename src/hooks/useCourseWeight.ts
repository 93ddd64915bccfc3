import { useSnapshot } from 'valtio';
import { getCourseWeight } from '@/api/courseWeightApi';
import { setCourseWeightInfo, userStore } from '@/stores/userStore';
import type { CourseWeightInfo } from '@/types/user';
import { useAsyncData, type AsyncState } from './useAsyncData';

/**
 * The course weighting: from sessionStorage `META_COURSE_WEIGHT__` when the tab has it (docs/session.md),
 * otherwise from the API, then cached there.
 */
export function useCourseWeight(): AsyncState<CourseWeightInfo> & { retry: () => void } {
  const { courseWeightInfo } = useSnapshot(userStore);
  const cached = courseWeightInfo as CourseWeightInfo | null;
  const loaded = useAsyncData(
    async () => {
      if (cached) return cached;
      const info = await getCourseWeight();
      setCourseWeightInfo(info);
      return info;
    },
    cached ? 'cached' : 'api',
  );
  if (cached) return { status: 'success', data: cached, retry: loaded.retry };
  return loaded;
}
