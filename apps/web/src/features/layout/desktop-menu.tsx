import { UI_TIMINGS } from '@marketpult/shared/constants/ui-layout';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import { alpha, styled } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import type { MenuBranch, MenuLeaf } from '../../config/menu';
import { ChevronDownIcon } from './icons';
import { leafCurrent, submenuId, type MenuViewProps } from './menu-props';
import { layoutMessages } from './ru-messages';

const ID_PREFIX = 'top-menu';

/**
 * A top-level entry: text on the bar, the active one underlined in the primary colour. The
 * active one is not bold: bold text is wider, and the entries after it would move sideways
 * whenever the current section changes.
 */
const barItemStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.25,
  height: 64,
  px: 1,
  font: 'inherit',
  fontSize: '0.875rem',
  color: 'text.primary',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  borderTop: '3px solid transparent',
  '&:hover': { color: 'primary.main' },
  '&[aria-current], &[data-active="true"]': {
    color: 'primary.main',
    borderBottomColor: 'primary.main',
  },
  '&[aria-disabled="true"]': { color: 'text.disabled', cursor: 'default' },
} as const;

const SubmenuLink = styled(RouterLink)(({ theme }) => ({
  display: 'block',
  padding: theme.spacing(1, 2),
  color: theme.palette.text.primary,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&[aria-current]': {
    color: theme.palette.primary.main,
    fontWeight: 600,
    backgroundColor: alpha(theme.palette.primary.main, 0.08),
    boxShadow: `inset 3px 0 0 ${theme.palette.primary.main}`,
  },
}));

function LeafLink({
  leaf,
  variant,
  ...props
}: Pick<MenuViewProps, 'trail' | 'dispatch'> & { leaf: MenuLeaf; variant: 'bar' | 'submenu' }) {
  if (leaf.disabled) {
    return (
      <Box component="span" aria-disabled="true" sx={variant === 'bar' ? barItemStyle : {}}>
        {leaf.label}
      </Box>
    );
  }
  const current = leafCurrent(props.trail, leaf);
  const onClick = () => props.dispatch({ type: 'leafClicked' });
  return variant === 'bar' ? (
    <Box
      component={RouterLink}
      to={leaf.href}
      aria-current={current}
      onClick={onClick}
      sx={barItemStyle}
    >
      {leaf.label}
    </Box>
  ) : (
    <SubmenuLink to={leaf.href} aria-current={current} onClick={onClick}>
      {leaf.label}
    </SubmenuLink>
  );
}

function BranchItem({ branch, trail, state, dispatch }: MenuViewProps & { branch: MenuBranch }) {
  const open = state.openBranchId === branch.id;
  const listId = submenuId(ID_PREFIX, branch.id);
  return (
    <Box
      component="li"
      sx={{ position: 'relative' }}
      onMouseEnter={() => dispatch({ type: 'branchHovered', branchId: branch.id })}
    >
      <ButtonBase
        aria-expanded={open}
        aria-controls={listId}
        disabled={branch.disabled}
        aria-disabled={branch.disabled || undefined}
        data-active={state.activeBranchId === branch.id}
        onClick={() => dispatch({ type: 'branchClicked', branchId: branch.id })}
        sx={barItemStyle}
      >
        {branch.label}
        <ChevronDownIcon
          fontSize="small"
          sx={{
            transition: `transform ${UI_TIMINGS.submenuAnimationMs}ms`,
            transform: open ? 'rotate(180deg)' : 'none',
          }}
        />
      </ButtonBase>
      <Collapse
        in={open}
        timeout={UI_TIMINGS.submenuAnimationMs}
        unmountOnExit
        sx={(theme) => ({
          position: 'absolute',
          top: '100%',
          left: 0,
          zIndex: theme.zIndex.appBar + 1,
        })}
      >
        <Paper elevation={4} sx={{ minWidth: 220, py: 0.5 }}>
          <Box component="ul" id={listId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {branch.children.map((child) => (
              <li key={child.id}>
                <LeafLink leaf={child} variant="submenu" trail={trail} dispatch={dispatch} />
              </li>
            ))}
          </Box>
        </Paper>
      </Collapse>
    </Box>
  );
}

/**
 * The menu in the top bar (widths above 1400). Submenus are disclosure lists: a branch is a
 * button with `aria-expanded`; a click outside or Escape closes them.
 */
export function DesktopMenu(props: MenuViewProps) {
  const { menu, trail, state, dispatch } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || state.openBranchId === null) return;
    // Focus may sit in the submenu that is about to go: hand it back to its button.
    event.currentTarget.querySelector<HTMLElement>('[aria-expanded="true"]')?.focus();
    dispatch({ type: 'dismissed' });
  };
  return (
    <ClickAwayListener onClickAway={() => dispatch({ type: 'dismissed' })}>
      <Box component="nav" aria-label={layoutMessages.mainMenu} onKeyDown={onKeyDown}>
        <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0 }}>
          {menu.map((entry) =>
            entry.kind === 'leaf' ? (
              <li key={entry.id}>
                <LeafLink leaf={entry} variant="bar" trail={trail} dispatch={dispatch} />
              </li>
            ) : (
              <BranchItem key={entry.id} {...props} branch={entry} />
            ),
          )}
        </Box>
      </Box>
    </ClickAwayListener>
  );
}
