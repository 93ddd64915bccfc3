import { CourseLineList } from '@/components/dashboard/CourseLineList';
import { DashboardCard } from '@/components/dashboard/DashboardCard';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import type { AsyncState } from '@/hooks/useAsyncData';
import { useSession } from '@/hooks/useSession';
import { clock } from '@/lib/clock';
import { teachingLine } from './myTeaching';
import type { TeacherCourse } from './teachingApi';

/**
 * A teacher's 我的授课 (design §7), the first card of their dashboard: each course taught, its
 * students' average progress, its classes and size, what waits to be graded and the next lesson;
 * each line opens the course. `courses` is the read of `/api/teacher/courses` it shares with
 * 教学统计 (one request for both, and 重试 on either retries both).
 */
export function MyTeachingCard({
  courses,
}: {
  courses: AsyncState<TeacherCourse[]> & { retry: () => void };
}) {
  const { user } = useSession();
  const userId = user?.userId ?? null;
  return (
    // The first card's ids, whichever role's: the first view's drawer draws into it
    // (drawMyCourses).
    <DashboardCard id="my-courses-heading" title="我的授课">
      <DataView
        state={courses}
        loadingLabel="正在加载课程"
        isEmpty={(d) => d.length === 0}
        empty={<EmptyView title="本学期还没有授课" hint="排课完成后会显示在这里" />}
      >
        {(d) => (
          <CourseLineList
            lines={d.map((course) => teachingLine(course, userId, clock.now()))}
            label="我的授课"
          />
        )}
      </DataView>
    </DashboardCard>
  );
}
