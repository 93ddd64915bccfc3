import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useSession } from '@/hooks/useSession';
import { ProfilePanel } from '@/features/profile/ProfilePanel';
import { RecordsPanel } from '@/features/records/RecordsPanel';
import { RecordsStudyChart } from '@/features/study-stats/RecordsStudyChart';
import { MinutesBarChart } from '@/features/study-stats/charts/MinutesBarChart';
import { USER_CENTER_PAPER_SX } from './UserCenterPage';
import { UserCenterHeading } from './UserCenterHeading';

/**
 * Build time only: the user centre as the built index.html paints it for a stored session
 * before any JS (docs/budgets.md "Returning visits"): the heading and who it is for, the tab
 * strip's room and 个人资料, all from what is stored: the gate writes the stored user's lines
 * over these, or removes the panel when the address names another tab. For a bookmarked 学习记录,
 * that tab as it first renders, and its chart's figure in a <template>, which a drawer fills from
 * the early answer (app/firstView/drawStudyChart); the gate removes both on any other address.
 * The page that takes over draws the same heading and panels in the same place.
 */
export function UserCenterFrame() {
  const { user, userType } = useSession();
  if (!user) return null;
  return (
    <Paper variant="outlined" sx={USER_CENTER_PAPER_SX}>
      <UserCenterHeading user={user} userType={userType} />
      {/* The tabs' height (one row of 48 px; two on a phone, where they sit two by two): what
          follows them stays where the page will put it. */}
      <Box aria-hidden sx={{ minHeight: { xs: 96, sm: 48 } }} />
      <Box sx={{ pt: 3 }} data-first-view-profile>
        <ProfilePanel user={user} userType={userType} />
      </Box>
      <Box sx={{ pt: 3 }} data-first-view-records>
        <RecordsPanel chart={(range) => <RecordsStudyChart {...range} />} />
        <template data-first-view-chart>
          <MinutesBarChart
            title={'\u00a0'}
            summary={'\u00a0'}
            categoryLabel=""
            bars={[]}
            headingLevel="h2"
          />
        </template>
      </Box>
    </Paper>
  );
}
