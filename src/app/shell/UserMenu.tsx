import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { paths, withUserId } from '@/config/paths';
import { userTypeLabel } from '@/config/userTypes';
import { ChevronDownIcon, LogoutIcon, PersonIcon } from '@/components/icons';
import { displayName } from '@/hooks/useSession';
import type { UserInfo } from '@/types/user';

/** Name and type, 个人中心 (with `xh`) and 退出登录. */
export function UserMenu({
  user,
  userType,
  onLogout,
}: {
  user: UserInfo;
  userType: string;
  onLogout: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = displayName(user);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ChevronDownIcon />}
        sx={{ maxWidth: 260, textTransform: 'none' }}
      >
        <Typography
          component="span"
          noWrap
          data-testid="header-user"
          title={name}
          sx={{ fontSize: 15 }}
        >
          {name}
        </Typography>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled
          sx={{
            opacity: '1 !important',
            flexDirection: 'column',
            alignItems: 'flex-start',
            maxWidth: 320,
          }}
        >
          <Typography sx={{ fontWeight: 600, whiteSpace: 'normal', wordBreak: 'break-all' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="header-user-type">
            {userTypeLabel(userType)}
          </Typography>
        </MenuItem>
        <Divider />
        <MenuItem
          component={RouterLink}
          to={withUserId(paths.userCenter, user.userId)}
          onClick={() => setAnchor(null)}
        >
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          个人中心
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          退出登录
        </MenuItem>
      </Menu>
    </>
  );
}
