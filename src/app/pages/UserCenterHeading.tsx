import Typography from '@mui/material/Typography';
import { userTypeLabel } from '@/config/userTypes';
import { displayName } from '@/lib/session/displayName';
import type { UserInfo } from '@/types/user';

/**
 * The user centre's h1 and who it is for. The same markup in the page and in its prerendered
 * frame (UserCenterFrame), where the first-view gate writes the stored user's name and type (`data-user-name`,
 * `data-user-type`).
 */
export function UserCenterHeading({ user, userType }: { user: UserInfo; userType: string }) {
  return (
    <>
      <Typography variant="h4" component="h1">
        个人中心
      </Typography>
      <Typography
        color="text.secondary"
        sx={{ mb: 2, overflowWrap: 'anywhere' }}
        data-testid="profile-name-line"
      >
        <span data-testid="profile-name" data-user-name>
          {displayName(user)}
        </span>{' '}
        · <span data-user-type>{userTypeLabel(userType)}</span>
      </Typography>
    </>
  );
}
