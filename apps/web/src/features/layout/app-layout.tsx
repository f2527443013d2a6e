import { isHelpButtonVisible, isMobileWidth } from '@marketpult/shared/constants/ui-layout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { findMenuTrail, type MenuEntry } from '../../config/menu';
import { appRoutes } from '../../config/paths';
import { DesktopMenu } from './desktop-menu';
import { MenuIcon } from './icons';
import { Logo } from './logo';
import { initialMenuState, menuReducer, type MenuMode } from './menu-state';
import { hasBreadcrumbs, PageBreadcrumbs } from './page-breadcrumbs';
import { layoutMessages } from './ru-messages';
import { SIDE_MENU_ID, SideMenu } from './side-menu';
import { useViewportWidth } from './use-viewport-width';
import { UserMenu, type LayoutUser } from './user-menu';

const MAIN_ID = 'main-content';

export interface AppLayoutProps {
  /** The menu of the running variant, invisible entries already left out. */
  menu: readonly MenuEntry[];
  /** The React Router pattern of the current screen, e.g. `/catalog/:id`. */
  routePattern: string;
  user: LayoutUser | null;
  onLogout: () => void;
  /**
   * The floating help button, told whether to show (spec §2: only at widths of 770 and more).
   * It stays mounted when hidden, so a dialog it opened survives a narrower window.
   */
  renderHelp?: (visible: boolean) => ReactNode;
  /** Opens the knowledge base from the side menu, which phones have instead of the button. */
  onOpenHelp?: () => void;
  /** The current screen. */
  children: ReactNode;
}

/** The frame of every guarded screen (spec §2 "Layout"): top bar, menu, the screen, help. */
export function AppLayout({
  menu,
  routePattern,
  user,
  onLogout,
  renderHelp,
  onOpenHelp,
  children,
}: AppLayoutProps) {
  const width = useViewportWidth();
  const mode: MenuMode = isMobileWidth(width) ? 'mobile' : 'desktop';
  const trail = useMemo(() => findMenuTrail(menu, routePattern), [menu, routePattern]);
  const activeBranchId = trail?.branch?.id ?? null;
  const [state, dispatch] = useReducer(menuReducer, undefined, () =>
    initialMenuState(mode, activeBranchId),
  );

  useEffect(() => dispatch({ type: 'modeChanged', mode }), [mode]);
  useEffect(
    () => dispatch({ type: 'routeChanged', activeBranchId }),
    [routePattern, activeBranchId],
  );

  const title = appRoutes.find((route) => route.path === routePattern)?.title ?? '';
  const menuProps = { menu, trail, state, dispatch };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {layoutMessages.skipToContent}
      </Box>
      <AppBar position="sticky" color="inherit" elevation={1}>
        <Toolbar sx={{ gap: 1, minHeight: 64 }}>
          {mode === 'mobile' && (
            <IconButton
              edge="start"
              aria-label={layoutMessages.openMenu}
              aria-controls={SIDE_MENU_ID}
              aria-expanded={state.mobileOpen}
              onClick={() => dispatch({ type: 'mobileMenuToggled' })}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Logo />
          {mode === 'desktop' && (
            <Box sx={{ ml: 1, minWidth: 0 }}>
              <DesktopMenu {...menuProps} />
            </Box>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {user && <UserMenu user={user} onLogout={onLogout} />}
        </Toolbar>
      </AppBar>
      {mode === 'mobile' && <SideMenu {...menuProps} onOpenHelp={onOpenHelp} />}
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {hasBreadcrumbs(trail) && (
          <Container maxWidth="lg" sx={{ pt: 3, mb: -2 }}>
            <PageBreadcrumbs trail={trail} title={title} />
          </Container>
        )}
        {children}
      </Box>
      {renderHelp?.(isHelpButtonVisible(width))}
    </Box>
  );
}
