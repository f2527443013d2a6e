import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { layoutMessages } from './ru-messages';

export interface LayoutUser {
  userName: string;
  displayName: string;
}

/** The avatar's letter: the first character of the display name, capitalised. */
export function avatarLetter(displayName: string): string {
  const [first] = Array.from(displayName.trim());
  return first ? first.toLocaleUpperCase('ru') : '?';
}

interface UserMenuProps {
  user: LayoutUser;
  onLogout: () => void;
}

/** The avatar with the display name, and its popup (spec §2, docs/content.md). */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);

  return (
    <>
      <ButtonBase
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ gap: 1, px: 1, py: 0.5, borderRadius: 1, minWidth: 0, flexShrink: 1 }}
      >
        <Avatar aria-hidden="true" sx={{ width: 32, height: 32, bgcolor: 'primary.main' }}>
          {avatarLetter(user.displayName)}
        </Avatar>
        <Box
          component="span"
          sx={{
            // On a phone the name takes whatever the bar leaves (the logo shows only its mark
            // there); beside the desktop menu it keeps to a fixed width.
            maxWidth: { sm: 180 },
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontSize: '0.9375rem',
          }}
        >
          {user.displayName}
        </Box>
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {/* The whole name, however long: the bar may have cut it. Screen readers have it
            already, as the name of the menu (its button's). */}
        <Box
          component="li"
          aria-hidden="true"
          data-testid="user-menu-name"
          sx={{
            maxWidth: 280,
            px: 2,
            pt: 0.5,
            pb: 1,
            mb: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
            fontWeight: 500,
            overflowWrap: 'anywhere',
          }}
        >
          {user.displayName}
        </Box>
        <MenuItem component={RouterLink} to={paths.profile.getHref()} onClick={close}>
          {layoutMessages.profileSettings}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.profilePasswordChange.getHref()} onClick={close}>
          {layoutMessages.changePassword}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          {layoutMessages.logout}
        </MenuItem>
      </Menu>
    </>
  );
}
