import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
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
  const name = params.get('show') === 'all' ? '全部提交' : '待批改';
  usePageTitle(name);
  const { user, userType } = useSession();
  if (!user) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {name}
      </Typography>
      {isTeacherType(userType) ? (
        <GradingPanel />
      ) : (
        <EmptyView
          title="只有任课教师可以批改作业"
          hint="你的作业成绩可以在个人中心的学习记录里查看。"
        />
      )}
    </Paper>
  );
}
