import type { MyCourse } from '@/features/courses/coursesApi';
import { courseLine } from '@/features/courses/myCourses';
import { CourseLineList } from '@/components/dashboard/CourseLineList';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import type { AsyncState } from '@/hooks/useAsyncData';
import { useSession } from '@/hooks/useSession';
import { DashboardCard } from '@/components/dashboard/DashboardCard';

/**
 * A learner's 我的课程, each with their progress. `courses` is the read of `/api/user/courses`,
 * which the dashboard makes: it holds the cards below back until this, its first card, is in.
 */
export function MyCoursesCard({
  courses,
}: {
  courses: AsyncState<MyCourse[]> & { retry: () => void };
}) {
  const { user } = useSession();
  const userId = user?.userId ?? null;
  return (
    <DashboardCard id="my-courses-heading" title="我的课程">
      <DataView
        state={courses}
        loadingLabel="正在加载课程"
        isEmpty={(d) => d.length === 0}
        empty={<EmptyView title="本学期还没有课程" hint="选课或排课完成后会显示在这里" />}
      >
        {(d) => (
          <CourseLineList lines={d.map((course) => courseLine(course, userId))} label="我的课程" />
        )}
      </DataView>
    </DashboardCard>
  );
}
