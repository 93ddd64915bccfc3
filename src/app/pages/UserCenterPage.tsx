import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { usePageTitle } from '@/hooks/usePageTitle';
import { USER_CENTER_PAGE_NAME } from '@/lib/pageTitle';
import { useSnapshot } from 'valtio';
import { badgeText } from '@/components/CountBadge';
import { useQueryState } from '@/hooks/useQueryState';
import { useSession } from '@/hooks/useSession';
import { UserCenterHeading } from './UserCenterHeading';
import { notificationStore } from '@/stores/notificationStore';
import { LoadingView } from '@/components/DataStates';
import { TabStrip, tabPanelProps } from '@/components/TabStrip';
import { lazyComponent } from '@/components/lazyComponent';
import { ProfilePanel } from '@/features/profile/ProfilePanel';
import { startFirstScreenRead } from '@/api/firstScreenReads';
import { waitForDrawnAnswer } from '@/app/firstView/firstViewDrawn';
import { recordsQuery } from '@/features/records/recordsApi';
import { FIRST_RECORDS_PAGE } from '@/features/records/recordsRequest';
import { studyStatsQuery } from '@/features/study-stats/statsApi';
import { chinaDay, recordsChartRange } from '@/features/study-stats/studyStats';
import { clock } from '@/lib/clock';
import { yieldToMain } from '@/lib/timers';
import {
  USER_CENTER_TABS,
  plainTabOf,
  userCenterTabOf,
  type UserCenterTab,
} from './userCenterTabs';

// Each tab but 个人资料 (which shows what is stored) has its code apart: a bookmarked profile
// does not wait for the records' date pickers and table, nor the weighting form (docs/budgets.md
// "Returning visits"). The gate preloads the URL's tab before the others, and the route's loader
// waits for it (app/routeLoaders), so a tab renders with its content, not a loading state.
const RecordsPanel = lazyComponent(() =>
  import('@/features/records/RecordsPanel').then((m) => m.RecordsPanel),
);
const RecordsStudyChart = lazyComponent(() =>
  import('@/features/study-stats/RecordsStudyChart').then((m) => m.RecordsStudyChart),
);
const CourseWeightPanel = lazyComponent(() =>
  import('@/features/course-weighting/CourseWeightPanel').then((m) => m.CourseWeightPanel),
);
const MessagesPanel = lazyComponent(() =>
  import('@/features/notifications/MessagesPanel').then((m) => m.MessagesPanel),
);

const TAB_CODE: Record<UserCenterTab, readonly { preload(): Promise<void> }[]> = {
  profile: [],
  records: [RecordsPanel, RecordsStudyChart],
  weight: [CourseWeightPanel],
  messages: [MessagesPanel],
};

/**
 * The code of the tab a `?tab=` names (个人资料 without one), for the route's loader to wait for.
 * A chunk that fails is reported where the tab renders.
 */
export function loadUserCenterTab(requested: string | null): Promise<void> {
  return Promise.all(TAB_CODE[userCenterTabOf(requested)].map((code) => code.preload()))
    .then(() => undefined)
    .catch(() => undefined);
}

/**
 * At start, a bookmarked 学习记录's two reads (its list, and its chart over the default range)
 * begin while the tab's code loads, not when the tab mounts (api/firstScreenReads). The gate
 * asked for both answers with the page, so they are usually in by the tab's first render, which
 * then shows the list and the chart's sentence (the screen's largest paint) instead of two
 * loading views and another commit: 0.3–0.4 s later on a slow phone (docs/budgets.md). Resolves
 * once both have begun, or once the chart's answer is in when the gate drew the chart from it.
 * They are the very queries the tab's views make, which take these reads rather than ask again.
 * Only for the plain first page, as the gate's early reads: any other address is the views' own.
 */
export async function startUserCenterFirstReads(search: string): Promise<void> {
  if (plainTabOf(search) !== 'records') return;
  const today = chinaDay(clock.now());
  const chart = startFirstScreenRead(studyStatsQuery(recordsChartRange(null, null, today)));
  // A task each: the HTTP client's first requests run its code for the first time, and the two
  // in one task made a long task of 60–95 ms on a slow phone (docs/budgets.md "axios's fetch
  // probe"). Both answers are the gate's, usually in already: nothing waits on the network here.
  await yieldToMain();
  void startFirstScreenRead(recordsQuery(FIRST_RECORDS_PAGE));
  // The gate drew the chart's title and sentence from this very answer, already in: start-up
  // waits for it, so that the tab's first render shows the same, not its spinner for a commit.
  return waitForDrawnAnswer(chart);
}

export const USER_CENTER_PAPER_SX = { p: { xs: 2, md: 4 } } as const;

/**
 * 消息's label, with the unread count. The count is read here and nowhere else on the page: a
 * store's change re-renders its readers synchronously (valtio reads through
 * useSyncExternalStore, which no transition defers), and read by the page it re-rendered the
 * open tab with it. When the count arrived during 学习记录's start-up, that one task also mounted
 * the date pickers and the chart whose code had just come in (~350–470 ms at 4×,
 * docs/budgets.md).
 */
function MessagesTabLabel() {
  const { unreadCount } = useSnapshot(notificationStore);
  return unreadCount ? `消息（${badgeText(unreadCount)}）` : '消息';
}

const TABS = USER_CENTER_TABS.map((t) => ({
  value: t.value,
  label: t.value === 'messages' ? <MessagesTabLabel /> : t.label,
}));

/** `/scenter`: guarded, reached only with a token and a matching `xh` (docs/screens.md). */
export function UserCenterPage() {
  usePageTitle(USER_CENTER_PAGE_NAME);
  const { user, userType } = useSession();
  const { params, update } = useQueryState();
  const tab = userCenterTabOf(params.get('tab'));
  if (!user) return null;

  return (
    <Paper variant="outlined" sx={USER_CENTER_PAPER_SX}>
      <UserCenterHeading user={user} userType={userType} />
      <TabStrip
        label="个人中心"
        idPrefix="scenter"
        value={tab}
        tabs={TABS}
        // Switching tabs drops the previous tab's page and filters.
        onChange={(value) =>
          update({
            tab: value,
            page: null,
            size: null,
            from: null,
            to: null,
            filter: null,
            message: null,
          })
        }
        // No scrolling strip: on a phone it cut the selected tab to "消" or "]记录". Below `sm`
        // the four tabs sit two by two, each label whole and each underlined (docs/screens.md).
        phoneLayout="pairs"
      />
      <Box {...tabPanelProps('scenter', tab)} sx={{ pt: 3 }}>
        {/* Only while a tab's code is still on its way (a switch before the preload is in). */}
        <Suspense key={tab} fallback={<LoadingView />}>
          {tab === 'profile' && <ProfilePanel user={user} userType={userType} />}
          {tab === 'records' && (
            <RecordsPanel chart={(range) => <RecordsStudyChart {...range} />} />
          )}
          {tab === 'weight' && <CourseWeightPanel />}
          {tab === 'messages' && <MessagesPanel />}
        </Suspense>
      </Box>
    </Paper>
  );
}
