import { Suspense } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useManualSignIn } from '@/hooks/useManualSignIn';
import { usePageTitle } from '@/hooks/usePageTitle';
import { HOME_PAGE_NAME } from '@/lib/pageTitle';
import { useSession } from '@/hooks/useSession';
import { greeting } from '@/lib/session/displayName';
import { roleOf } from '@/lib/session/role';
import { readStoredUserType } from '@/lib/session/storedUser';

import { CourseCatalogue, type CatalogueHandOver } from '@/features/catalogue/CourseCatalogue';
import { DashboardPlaceholder } from '@/app/pages/dashboard/DashboardPlaceholder';
import { lazyComponent } from '@/components/lazyComponent';
import { waitForDrawnAnswer } from '@/app/firstView/firstViewDrawn';

// The dashboard (and the calendar with it) loads only for a signed-in user (docs/budgets.md).
const Dashboard = lazyComponent(() =>
  import('@/app/pages/dashboard/Dashboard').then((m) => m.Dashboard),
);

/**
 * The dashboard's code, for start-up to wait for (app/start/loadFirstScreenCode): the page then
 * renders it at once rather than its placeholder first (lazyComponent), with its first card's answer
 * if it is in by then. A chunk that fails to load is reported where the dashboard renders.
 */
export function loadSignedInMainPage(): Promise<void> {
  return import('@/app/pages/dashboard/Dashboard')
    .then((dashboard) => {
      const firstCard = dashboard.startFirstCardRead(roleOf(readStoredUserType()));
      // The gate drew the first card (我的授课, 我的课程) from this very answer, already in: the
      // first render shows it too, not its spinner over the drawn list for a commit.
      return Promise.all([Dashboard.preload(), waitForDrawnAnswer(firstCard)]);
    })
    .then(
      () => undefined,
      () => undefined,
    );
}

/** `/`, open to everyone (docs/session.md rule 3; docs/screens.md). */
export function MainPage({
  takeFirstViewHandOver,
}: {
  /** The prerendered page's search box, handed over to the catalogue (src/app/firstView). */
  takeFirstViewHandOver?: () => CatalogueHandOver | null;
}) {
  const { signedIn, user, userType } = useSession();
  const role = roleOf(userType);
  const { starting, signIn } = useManualSignIn();
  usePageTitle(HOME_PAGE_NAME);

  if (signedIn && user) {
    return (
      <>
        <Typography
          variant="h4"
          component="h1"
          // A name with no break opportunity (e-mail-like, romanised) wraps anywhere rather than
          // push the page sideways; the prerendered frame has the same rule (renderFirstView).
          sx={{ mb: 3, overflowWrap: 'anywhere' }}
          // The first-view gate writes the stored user's greeting here in the prerendered frame.
          data-greeting
        >
          {greeting(user)}
        </Typography>
        <Suspense fallback={<DashboardPlaceholder role={role} />}>
          {/* Drawn for one user only: another tab may sign a different user in (docs/session.md). */}
          <Dashboard key={`${String(user.userId)}:${role}`} user={user} role={role} />
        </Suspense>
      </>
    );
  }

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          欢迎使用智慧学习平台
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640 }}>
          统一身份认证登录后，可以查看我的课程与学习进度、教学日历、学习记录和消息通知。
        </Typography>
        <Button
          variant="contained"
          size="large"
          onClick={signIn}
          disabled={starting}
          // Answered by the first-view gate while the prerendered page waits for the app.
          data-action="sign-in"
        >
          登录
        </Button>
      </Paper>
      <CourseCatalogue takeFirstViewHandOver={takeFirstViewHandOver} />
    </>
  );
}
