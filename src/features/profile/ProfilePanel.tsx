import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { userTypeLabel } from '@/config/userTypes';
import { displayName } from '@/lib/session/displayName';
import type { UserInfo } from '@/types/user';

const FIELDS: { key: string; label: string }[] = [
  { key: 'department', label: '所在单位' },
  { key: 'email', label: '电子邮箱' },
];

/** 个人资料: what the sign-in answer told us about the user, as stored in `META_USER__`. */
export function ProfilePanel({ user, userType }: { user: UserInfo; userType: string }) {
  const rows: [string, string][] = [
    ['姓名', displayName(user)],
    ['工号 / 学号', String(user.userId)],
    ['身份', userTypeLabel(userType)],
    ...FIELDS.filter((f) => typeof user[f.key] === 'string' && user[f.key] !== '').map(
      (f): [string, string] => [f.label, String(user[f.key])],
    ),
  ];
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
