import type { Dispatch } from 'react';
import type { MenuEntry, MenuLeaf, MenuTrail } from '../../config/menu';
import type { MenuEvent, MenuState } from './menu-state';

/** What both renderings of the menu (top bar and side menu) get from the layout. */
export interface MenuViewProps {
  menu: readonly MenuEntry[];
  /** Where the current screen sits in the menu. */
  trail: MenuTrail | null;
  state: MenuState;
  dispatch: Dispatch<MenuEvent>;
}

/**
 * `aria-current` of a leaf: "page" on the current screen's own entry, "true" on the entry of
 * the section a related screen belongs to (a product card marks «Каталог»).
 */
export function leafCurrent(trail: MenuTrail | null, leaf: MenuLeaf): 'page' | 'true' | undefined {
  if (trail?.leaf.id !== leaf.id) return undefined;
  return trail.exact ? 'page' : 'true';
}

/** The id of a branch's submenu list, for `aria-controls`. */
export const submenuId = (prefix: string, branchId: string) => `${prefix}-submenu-${branchId}`;
