import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { withUserId } from '@/config/paths';
import { MenuIcon } from '@/components/icons';
import type { NavigationEntry } from '@/types/user';

/**
 * On phones the navigation entries leave the header for a drawer, where each keeps its full
 * name (docs/screens.md): a row of cut-down names is what 390 px did before.
 */
export function NavigationDrawer({
  entries,
  userId,
}: {
  entries: readonly NavigationEntry[];
  userId: string | number;
}) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const headingId = useId();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="导航菜单"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
        // Before the title (flex order), where a phone user looks for the menu.
        sx={{ display: { xs: 'inline-flex', sm: 'none' }, order: -1 }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        id={drawerId}
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 'min(280px, 85vw)' },
          },
        }}
      >
        <Box component="nav" aria-labelledby={headingId}>
          <Typography
            id={headingId}
            variant="subtitle2"
            color="text.secondary"
            sx={{ px: 2, pt: 2 }}
          >
            导航
          </Typography>
          <List>
            {entries.map((entry) => (
              // Each link in its own <li>: a list holds list items only (WCAG 1.3.1).
              <ListItem key={entry.path} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={withUserId(entry.path, userId)}
                  end
                  onClick={() => setOpen(false)}
                  sx={{
                    minHeight: 48,
                    '&.active': { bgcolor: 'action.selected', fontWeight: 600 },
                  }}
                >
                  <ListItemText primary={entry.title} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </>
  );
}
