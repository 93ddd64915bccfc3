import { useSnapshot } from 'valtio';
import { courseWeightQuery } from '@/features/course-weighting/courseWeightApi';
import { setCourseWeightInfo, userStore } from '@/stores/userStore';
import type { CourseWeightInfo } from '@/types/user';
import { currentSessionEpoch } from '@/lib/session/session';
import { useAsyncData, type AsyncState } from '@/hooks/useAsyncData';

/**
 * The course weighting: from sessionStorage `META_COURSE_WEIGHT__` when the tab has it (docs/session.md),
 * otherwise from the API, then cached there.
 */
export function useCourseWeight(): AsyncState<CourseWeightInfo> & { retry: () => void } {
  const { courseWeightInfo } = useSnapshot(userStore);
  const cached = courseWeightInfo as CourseWeightInfo | null;
  const query = courseWeightQuery();
  const loaded = useAsyncData(
    async () => {
      if (cached) return cached;
      const epoch = currentSessionEpoch();
      const info = await query.load();
      setCourseWeightInfo(info, epoch);
      return info;
    },
    // Answered from the tab's cache, or asked for: the same query either way.
    cached ? `${query.key}|cached` : query.key,
  );
  if (cached) return { status: 'success', data: cached, retry: loaded.retry };
  return loaded;
}
