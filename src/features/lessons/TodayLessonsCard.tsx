import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { DashboardCard } from '@/components/dashboard/DashboardCard';
import { paths, withUserId } from '@/config/paths';
import { useApiQuery } from '@/hooks/useAsyncData';
import { clock } from '@/lib/clock';
import { chinaDayAt as chinaDay } from '@/lib/teachingTime';
import { lessonsQuery } from './lessonsApi';
import { lessonLine, teachingWeek } from './lessons';

/** The course page of a lesson's course, for this user (design §7: every line leads somewhere). */
const coursePagePath = (courseId: string, userId: string | number) =>
  withUserId(paths.course(courseId), userId);

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** "9月7日 星期一" of a YYYY-MM-DD day. */
function dayWords(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${date.getUTCMonth() + 1}月${date.getUTCDate()}日 ${WEEKDAYS[date.getUTCDay()] ?? ''}`;
}

/** 今日课程 (a teacher's dashboard): today's lessons with time, room and class, each to its course. */
export function TodayLessonsCard({
  userId,
  children,
}: {
  userId: string | number;
  /** What else a teacher's day card holds (the dashboard puts 待批改 here). */
  children?: ReactNode;
}) {
  const today = useMemo(() => chinaDay(clock.now()), []);
  const lessons = useApiQuery(lessonsQuery(today, today));
  return (
    <DashboardCard id="today-lessons-heading" title="今日课程">
      <DataView state={lessons} loadingLabel="正在加载今日课程" isEmpty={() => false} empty={null}>
        {(data) => {
          const week = teachingWeek(data.termStart, today);
          return (
            <>
              <Typography color="text.secondary" data-testid="today-lessons-day">
                {week > 0 ? `第 ${week} 周 · ${dayWords(today)}` : dayWords(today)}
              </Typography>
              {data.lessons.length === 0 ? (
                <EmptyView title="今天没有课" />
              ) : (
                <List dense aria-label="今日课程">
                  {data.lessons.map((lesson) => {
                    const line = lessonLine(lesson);
                    return (
                      <ListItem key={lesson.lessonId} disablePadding>
                        <ListItemButton
                          component={RouterLink}
                          to={coursePagePath(lesson.courseId, userId)}
                          sx={{ px: 1, mx: -1, minHeight: 48, borderRadius: 1 }}
                        >
                          <ListItemText
                            primary={`${line.time} ${line.title}`}
                            secondary={line.where}
                            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                          />
                        </ListItemButton>
                      </ListItem>
                    );
                  })}
                </List>
              )}
            </>
          );
        }}
      </DataView>
      {/* After the lessons' first answer: until then the card is its placeholder's one loading
          box, so the app's first render takes over the prerendered frame without a shift. */}
      {lessons.data !== null || lessons.status === 'error' ? children : null}
    </DashboardCard>
  );
}
