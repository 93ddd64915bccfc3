import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { paths, withUserId } from '@/config/paths';
import { userTypeLabel } from '@/config/userTypes';
import { ChevronDownIcon, LogoutIcon, PersonIcon } from '@/components/icons';
import { hasDrafts } from '@/lib/drafts/formDrafts';
import { displayName } from '@/lib/session/displayName';
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
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const confirmTitleId = useId();
  const name = displayName(user);
  return (
    <>
      <Button
        ref={button}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={name}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ChevronDownIcon />}
        sx={{
          maxWidth: 260,
          minWidth: 0,
          flexShrink: 0,
          textTransform: 'none',
          px: { xs: 0.5, sm: 1 },
          '& .MuiButton-endIcon': { ml: { xs: 0.25, sm: 1 } },
        }}
      >
        {/* On a phone a cut-down name is no name: the initial stands in, the menu shows it whole. */}
        <Avatar
          aria-hidden="true"
          sx={{
            display: { xs: 'flex', sm: 'none' },
            width: 32,
            height: 32,
            fontSize: 16,
            bgcolor: 'primary.dark',
            color: 'common.white',
            border: 1,
            borderColor: 'rgba(255,255,255,0.6)',
          }}
        >
          {Array.from(name)[0] ?? ''}
        </Avatar>
        <Typography
          component="span"
          noWrap
          data-testid="header-user"
          title={name}
          sx={{ fontSize: 15, display: { xs: 'none', sm: 'block' } }}
        >
          {name}
        </Typography>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        // Rendered inside the header (a landmark), not at the end of <body>.
        disablePortal
      >
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
            // Logout clears storage, drafts with it (design §3): say so before, not after.
            if (hasDrafts(user.userId)) setConfirming(true);
            else onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          退出登录
        </MenuItem>
      </Menu>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={confirmTitleId}
        // The menu item that opened it has gone: back to the menu's button.
        disableRestoreFocus
        slotProps={{ transition: { onExited: () => button.current?.focus() } }}
      >
        <DialogTitle id={confirmTitleId}>有未保存的修改</DialogTitle>
        <DialogContent>
          <DialogContentText>
            你填写的内容（如课程权重、批改的分数和评语）还没有保存，退出登录后将丢失。
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setConfirming(false)}>
            继续编辑
          </Button>
          <Button
            color="error"
            onClick={() => {
              setConfirming(false);
              onLogout();
            }}
          >
            仍然退出
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
