import { UI_BREAKPOINTS } from '@marketpult/shared/constants/ui-layout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { MenuIcon } from './icons';
import { Logo } from './logo';
import { layoutMessages } from './ru-messages';

/** Where AppLayout shows the menu button: its mode follows the same width (isMobileWidth). */
const WIDER_THAN_MOBILE = `@media (min-width: ${UI_BREAKPOINTS.mobileMaxWidth + 1}px)`;

/**
 * The layout as the server sends it drawn before any script (prerender/pages.tsx): AppLayout's
 * top bar and `<main>` in the same places, with the logo and, at the widths that have one, the
 * menu button (inert until the app arrives); the menu and the user come with the app, whose
 * first commit replaces all of it. It knows no width, so everything that depends on one is CSS.
 */
export function DrawnLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="inherit" elevation={1}>
        <Toolbar sx={{ gap: 1, minHeight: 64 }}>
          <IconButton
            edge="start"
            disabled
            aria-label={layoutMessages.openMenu}
            sx={{
              [WIDER_THAN_MOBILE]: { display: 'none' },
              '&.Mui-disabled': { color: 'inherit' },
            }}
          >
            <MenuIcon />
          </IconButton>
          <Logo />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
    </Box>
  );
}
