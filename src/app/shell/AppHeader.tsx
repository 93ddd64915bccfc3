import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { getAppConfig } from '@/config/runtimeConfig';
import { useSession } from '@/hooks/useSession';
import { FOCUS_RING_ON_PRIMARY } from '@/components/theme/theme';
import { paths } from '@/config/paths';
import { SignedInHeaderSlots } from './SignedInHeaderSlots';
import { lazyComponent } from '@/components/lazyComponent';
import { useToastClearance } from '@/components/toastClearance';

// The bell and the user menu (with its menus and popper) load beside the page, after its
// largest part (docs/budgets.md "Returning visits"); their slots hold the room meanwhile.
const SignedInControls = lazyComponent(() =>
  import('./SignedInControls').then((m) => m.SignedInControls),
);

/** docs/screens.md's header: title, navigation from `routers`, the bell, the user menu. */
export function AppHeader() {
  const { signedIn, user, userType } = useSession();
  const { title } = getAppConfig();
  // Toasts open below it, never over the bell or the user menu (issue 30 row 10).
  const header = useToastClearance<HTMLElement>('header');
  return (
    <AppBar
      ref={header}
      position="sticky"
      color="primary"
      elevation={0}
      // On the blue header the focus ring is white (docs/accessibility.md); the user menu, rendered
      // inside the header but on white, keeps the theme's navy ring.
      sx={{
        '& .MuiToolbar-root > :focus-visible, & .MuiToolbar-root > .Mui-focusVisible, & nav .Mui-focusVisible':
          { outlineColor: FOCUS_RING_ON_PRIMARY },
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <Typography
          variant="h6"
          component={RouterLink}
          to={paths.home}
          // The first-view gate puts a deployment's title here before the prerendered page shows.
          data-app-title
          // The whole title on hover and for assistive tech; the line itself may be cut.
          title={title}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            mr: { xs: 0.5, sm: 3 },
            // A configured title of any length takes only the space the navigation, the bell
            // and the user menu leave, at every width, and ends in … (docs/screens.md).
            flex: '0 1 auto',
            minWidth: 0,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            // rem: the title grows with the browser's font size.
            fontSize: { xs: '1.125rem', sm: '1.25rem' },
            lineHeight: 1.3,
            // A touch target of its own (WCAG 2.5.8): the text alone is 23 px high.
            py: 1,
          }}
        >
          {title}
        </Typography>
        {signedIn && user ? (
          <Suspense fallback={<SignedInHeaderSlots />}>
            <SignedInControls user={user} userType={userType} />
          </Suspense>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
