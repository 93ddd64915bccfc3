import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { usePageTitle } from '@/hooks/usePageTitle';
import { USER_CENTER_PAGE_NAME } from '@/lib/pageTitle';
import { useSnapshot } from 'valtio';
import { badgeText } from '@/components/CountBadge';
import { useQueryState } from '@/hooks/useQueryState';
import { useSession } from '@/hooks/useSession';
import { UserCenterHeading } from './UserCenterHeading';
import { notificationStore } from '@/stores/notificationStore';
import { CourseWeightPanel } from '@/features/course-weighting/CourseWeightPanel';
import { MessagesPanel } from '@/features/notifications/MessagesPanel';
import { ProfilePanel } from '@/features/profile/ProfilePanel';
import { RecordsPanel } from '@/features/records/RecordsPanel';
import { RecordsStudyChart } from '@/features/study-stats/RecordsStudyChart';

const TABS = [
  { value: 'profile', label: '个人资料' },
  { value: 'records', label: '学习记录' },
  { value: 'weight', label: '课程权重' },
  { value: 'messages', label: '消息' },
] as const;

type TabValue = (typeof TABS)[number]['value'];

export const USER_CENTER_PAPER_SX = { p: { xs: 2, md: 4 } } as const;

/** `/scenter`: guarded, reached only with a token and a matching `xh` (docs/screens.md). */
export function UserCenterPage() {
  usePageTitle(USER_CENTER_PAGE_NAME);
  const { user, userType } = useSession();
  const { params, update } = useQueryState();
  const { unreadCount } = useSnapshot(notificationStore);
  const requested = params.get('tab');
  const tab: TabValue = TABS.some((t) => t.value === requested)
    ? (requested as TabValue)
    : 'profile';
  if (!user) return null;

  return (
    <Paper variant="outlined" sx={USER_CENTER_PAPER_SX}>
      <UserCenterHeading user={user} userType={userType} />
      <Tabs
        value={tab}
        // Switching tabs drops the previous tab's page and filters.
        onChange={(_event, value: TabValue) =>
          update({ tab: value, page: null, size: null, from: null, to: null, filter: null })
        }
        aria-label="个人中心"
        // Four tabs and an unread count do not fit 320 px: they scroll, with arrows on touch too.
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {TABS.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            id={`scenter-tab-${t.value}`}
            aria-controls={`scenter-panel-${t.value}`}
            label={
              t.value === 'messages' && unreadCount ? `消息（${badgeText(unreadCount)}）` : t.label
            }
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`scenter-panel-${tab}`}
        aria-labelledby={`scenter-tab-${tab}`}
        sx={{ pt: 3 }}
      >
        {tab === 'profile' && <ProfilePanel user={user} userType={userType} />}
        {tab === 'records' && <RecordsPanel chart={(range) => <RecordsStudyChart {...range} />} />}
        {tab === 'weight' && <CourseWeightPanel />}
        {tab === 'messages' && <MessagesPanel />}
      </Box>
    </Paper>
  );
}
