/** Desktop: the menu sits in the top bar. Mobile (width ≤ 1400): a toggled side menu. */
export type MenuMode = 'desktop' | 'mobile';

/** Spec §4 "Menu" as a state machine; the layout renders it and feeds it the events below. */
export interface MenuState {
  readonly mode: MenuMode;
  /** The one branch whose submenu is open, if any (one branch at a time). */
  readonly openBranchId: string | null;
  /** Desktop: after the first click on a branch, hovering a branch opens its submenu. */
  readonly activated: boolean;
  /**
   * The open submenu was opened by hovering: a click that follows the pointer there then keeps
   * it open instead of closing what the user just saw open.
   */
  readonly openedByHover: boolean;
  /** Mobile: whether the side menu is shown. */
  readonly mobileOpen: boolean;
  /** The branch holding the current screen's entry: marked as active, and expanded on mobile. */
  readonly activeBranchId: string | null;
}

export type MenuEvent =
  | { type: 'branchClicked'; branchId: string }
  | { type: 'branchHovered'; branchId: string }
  | { type: 'leafClicked' }
  /** A click outside the menu or Escape. */
  | { type: 'dismissed' }
  | { type: 'routeChanged'; activeBranchId: string | null }
  | { type: 'modeChanged'; mode: MenuMode }
  | { type: 'mobileMenuToggled' }
  | { type: 'mobileMenuClosed' };

export function initialMenuState(mode: MenuMode, activeBranchId: string | null = null): MenuState {
  return {
    mode,
    openBranchId: mode === 'mobile' ? activeBranchId : null,
    activated: false,
    openedByHover: false,
    mobileOpen: false,
    activeBranchId,
  };
}

export function menuReducer(state: MenuState, event: MenuEvent): MenuState {
  switch (event.type) {
    case 'branchClicked': {
      // A click toggles the branch; opening one closes any other. On desktop the first opening
      // click activates the menu, and closing it by a click ends that.
      const hoveredOpen = state.openBranchId === event.branchId && state.openedByHover;
      const opening = state.openBranchId !== event.branchId || hoveredOpen;
      return {
        ...state,
        openBranchId: opening ? event.branchId : null,
        activated: state.mode === 'desktop' && opening,
        openedByHover: false,
      };
    }
    case 'branchHovered':
      if (state.mode !== 'desktop' || !state.activated || state.openBranchId === event.branchId) {
        return state;
      }
      return { ...state, openBranchId: event.branchId, openedByHover: true };
    case 'leafClicked':
      return state.mode === 'mobile'
        ? { ...state, mobileOpen: false }
        : { ...state, openBranchId: null, activated: false, openedByHover: false };
    case 'dismissed':
      if (state.mode !== 'desktop') return state;
      if (state.openBranchId === null && !state.activated) return state;
      return { ...state, openBranchId: null, activated: false, openedByHover: false };
    case 'routeChanged':
      // The parent of the active child becomes the active branch; on mobile it also unfolds,
      // so the side menu opens where the user is. Leaving the screen closes the side menu.
      return {
        ...state,
        mobileOpen: false,
        activeBranchId: event.activeBranchId,
        openBranchId: state.mode === 'mobile' ? event.activeBranchId : null,
        activated: false,
        openedByHover: false,
      };
    case 'modeChanged':
      return event.mode === state.mode ? state : initialMenuState(event.mode, state.activeBranchId);
    case 'mobileMenuToggled':
      return state.mode === 'mobile' ? { ...state, mobileOpen: !state.mobileOpen } : state;
    case 'mobileMenuClosed':
      return state.mobileOpen ? { ...state, mobileOpen: false } : state;
  }
}
