import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EmptyView } from '@/components/DataStates';
import { isTeacherType } from '@/config/userTypes';
import { usePageTitle } from '@/hooks/usePageTitle';
import { useSession } from '@/hooks/useSession';
import { GradingPanel } from '@/features/teaching/GradingPanel';

/**
 * `/grading`: the 待批改 queue and the grading of one submission after another; with
 * `show=all` (a course's 查看提交), 全部提交: every hand-in of an assignment.
 */
export function GradingPage() {
  const [params] = useSearchParams();
  const { user, userType } = useSession();
  const teaches = isTeacherType(userType);
  // A learner is not shown the teacher's queue's name: the page says what it is to them.
  const name = !teaches ? '批改作业' : params.get('show') === 'all' ? '全部提交' : '待批改';
  usePageTitle(name);
  if (!user) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {name}
      </Typography>
      {teaches ? (
        <GradingPanel />
      ) : (
        <EmptyView
          title="只有任课教师可以批改作业"
          hint="你的作业和成绩在首页的“近期作业”里，也在各门课程的页面上。"
          action={
            <Button component={RouterLink} to={paths.home} variant="contained">
              返回首页
            </Button>
          }
        />
      )}
    </Paper>
  );
}
