import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UserInfo } from '@/types/user';
import { profileRows } from './profileRows';

/** 个人资料: what the sign-in answer told us about the user, as stored in `META_USER__`. */
export function ProfilePanel({ user, userType }: { user: UserInfo; userType: string }) {
  const rows = profileRows(user, userType);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 4,
        rowGap: 1.5,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, overflowWrap: 'anywhere' }}
            data-testid={`profile-${label}`}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
