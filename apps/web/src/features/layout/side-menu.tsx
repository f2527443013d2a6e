import { UI_TIMINGS } from '@marketpult/shared/constants/ui-layout';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { MenuBranch, MenuLeaf } from '../../config/menu';
import { ChevronDownIcon, CloseIcon } from './icons';
import { leafCurrent, submenuId, type MenuViewProps } from './menu-props';
import { layoutMessages } from './ru-messages';

/** The id of the side menu, for the `aria-controls` of the button that opens it. */
export const SIDE_MENU_ID = 'side-menu';
const ID_PREFIX = 'side-menu';
const WIDTH = 300;

const activeStyle = (theme: Theme) => ({
  '&[aria-current], &[data-active="true"]': {
    color: theme.palette.primary.main,
    fontWeight: 600,
    backgroundColor: alpha(theme.palette.primary.main, 0.08),
    boxShadow: `inset 3px 0 0 ${theme.palette.primary.main}`,
  },
  '&[aria-current] .MuiListItemText-primary, &[data-active="true"] .MuiListItemText-primary': {
    fontWeight: 600,
  },
});

function SideLeaf({
  leaf,
  nested,
  trail,
  dispatch,
}: Pick<MenuViewProps, 'trail' | 'dispatch'> & { leaf: MenuLeaf; nested: boolean }) {
  const indent = nested ? 4 : 2;
  if (leaf.disabled) {
    return (
      <li>
        <ListItemButton disabled aria-disabled="true" sx={{ pl: indent }}>
          <ListItemText primary={leaf.label} />
        </ListItemButton>
      </li>
    );
  }
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={leaf.href}
        aria-current={leafCurrent(trail, leaf)}
        onClick={() => dispatch({ type: 'leafClicked' })}
        sx={(theme) => ({ pl: indent, ...activeStyle(theme) })}
      >
        <ListItemText primary={leaf.label} />
      </ListItemButton>
    </li>
  );
}

function SideBranch({ branch, trail, state, dispatch }: MenuViewProps & { branch: MenuBranch }) {
  const open = state.openBranchId === branch.id;
  const listId = submenuId(ID_PREFIX, branch.id);
  return (
    <li>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        disabled={branch.disabled}
        data-active={state.activeBranchId === branch.id}
        onClick={() => dispatch({ type: 'branchClicked', branchId: branch.id })}
        sx={activeStyle}
      >
        <ListItemText primary={branch.label} />
        <ChevronDownIcon
          sx={{
            transition: `transform ${UI_TIMINGS.submenuAnimationMs}ms`,
            transform: open ? 'rotate(180deg)' : 'none',
          }}
        />
      </ListItemButton>
      <Collapse in={open} timeout={UI_TIMINGS.submenuAnimationMs} unmountOnExit>
        <List id={listId} disablePadding>
          {branch.children.map((child) => (
            <SideLeaf key={child.id} leaf={child} nested trail={trail} dispatch={dispatch} />
          ))}
        </List>
      </Collapse>
    </li>
  );
}

export interface SideMenuProps extends MenuViewProps {
  /** Opens the knowledge base: below 770 px the floating help button is gone (spec §2). */
  onOpenHelp?: (() => void) | undefined;
}

/**
 * The menu at widths of 1400 and less (spec §2): a side menu the top bar's button opens. It is
 * modal, so the page behind it does not scroll while it is open. Below the sections, the entry
 * «База знаний» closes it and opens the help dialog.
 */
export function SideMenu({ onOpenHelp, ...props }: SideMenuProps) {
  const { menu, state, dispatch } = props;
  const close = () => dispatch({ type: 'mobileMenuClosed' });
  return (
    <Drawer
      id={SIDE_MENU_ID}
      open={state.mobileOpen}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-label': layoutMessages.sideMenu,
          sx: { width: WIDTH, maxWidth: '85vw' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
          {layoutMessages.sideMenu}
        </Typography>
        <IconButton onClick={close} aria-label={layoutMessages.closeMenu} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={layoutMessages.mainMenu}>
        <List>
          {menu.map((entry) =>
            entry.kind === 'leaf' ? (
              <SideLeaf key={entry.id} leaf={entry} nested={false} {...props} />
            ) : (
              <SideBranch key={entry.id} branch={entry} {...props} />
            ),
          )}
        </List>
      </Box>
      {onOpenHelp && (
        <List sx={{ borderTop: 1, borderColor: 'divider' }}>
          <li>
            <ListItemButton
              aria-haspopup="dialog"
              onClick={() => {
                // Closed in the same update: the dialog then takes the focus from the menu
                // button the side menu gives it back to, and returns it there when it closes.
                close();
                onOpenHelp();
              }}
            >
              <ListItemText primary={layoutMessages.knowledgeBase} />
            </ListItemButton>
          </li>
        </List>
      )}
    </Drawer>
  );
}
