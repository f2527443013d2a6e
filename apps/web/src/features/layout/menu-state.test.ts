import { describe, expect, it } from 'vitest';
import { initialMenuState, menuReducer, type MenuEvent, type MenuState } from './menu-state';

const run = (state: MenuState, ...events: MenuEvent[]) => events.reduce(menuReducer, state);
const click = (branchId: string): MenuEvent => ({ type: 'branchClicked', branchId });
const hover = (branchId: string): MenuEvent => ({ type: 'branchHovered', branchId });

const desktop = initialMenuState('desktop');
const mobile = initialMenuState('mobile');

describe('menu state (spec §4)', () => {
  it('starts closed and not activated', () => {
    expect(desktop).toEqual({
      mode: 'desktop',
      openBranchId: null,
      activated: false,
      openedByHover: false,
      mobileOpen: false,
      activeBranchId: null,
    });
  });

  it.each([
    ['desktop', desktop],
    ['mobile', mobile],
  ])('%s: a click opens a submenu and a second click closes it', (_, start) => {
    const opened = run(start, click('products'));
    expect(opened.openBranchId).toBe('products');
    expect(run(opened, click('products')).openBranchId).toBeNull();
  });

  it.each([
    ['desktop', desktop],
    ['mobile', mobile],
  ])('%s: only one branch is open at a time', (_, start) => {
    const state = run(start, click('cabinets'), click('products'));
    expect(state.openBranchId).toBe('products');
    expect(run(state, click('repricer')).openBranchId).toBe('repricer');
  });

  describe('hover on desktop', () => {
    it('does nothing before the menu is activated', () => {
      expect(run(desktop, hover('products'))).toBe(desktop);
    });

    it('opens the hovered branch once a click has activated the menu', () => {
      const state = run(desktop, click('cabinets'), hover('products'));
      expect(state.openBranchId).toBe('products');
      expect(state.activated).toBe(true);
      expect(run(state, hover('repricer')).openBranchId).toBe('repricer');
    });

    it('stops after the menu is closed by a click, a leaf, a click outside or a new screen', () => {
      const active = run(desktop, click('cabinets'));
      for (const close of [
        click('cabinets'),
        { type: 'leafClicked' } as const,
        { type: 'dismissed' } as const,
        { type: 'routeChanged', activeBranchId: null } as const,
      ]) {
        const closed = run(active, close);
        expect(closed.openBranchId).toBeNull();
        expect(closed.activated).toBe(false);
        expect(run(closed, hover('products')).openBranchId).toBeNull();
      }
    });

    it('a click on the branch the pointer opened keeps it open; the next click closes it', () => {
      const hovered = run(desktop, click('cabinets'), hover('products'));
      const clicked = run(hovered, click('products'));
      expect(clicked).toMatchObject({ openBranchId: 'products', activated: true });
      expect(run(clicked, click('products'))).toMatchObject({
        openBranchId: null,
        activated: false,
      });
    });

    it('is ignored on mobile, activated or not', () => {
      const state = run(mobile, click('cabinets'));
      expect(state.activated).toBe(false);
      expect(run(state, hover('products'))).toBe(state);
    });
  });

  describe('route change', () => {
    it('marks the parent of the active child as the active branch', () => {
      const state = run(desktop, { type: 'routeChanged', activeBranchId: 'products' });
      expect(state.activeBranchId).toBe('products');
      expect(state.openBranchId).toBeNull();
    });

    it('on mobile also unfolds that parent in the side menu', () => {
      const state = run(mobile, click('cabinets'), {
        type: 'routeChanged',
        activeBranchId: 'products',
      });
      expect(state).toMatchObject({ activeBranchId: 'products', openBranchId: 'products' });
    });

    it('clears the active branch for a screen outside any submenu', () => {
      const state = run(
        mobile,
        { type: 'routeChanged', activeBranchId: 'products' },
        { type: 'routeChanged', activeBranchId: null },
      );
      expect(state).toMatchObject({ activeBranchId: null, openBranchId: null });
    });
  });

  describe('mobile side menu', () => {
    it('toggles open and closed', () => {
      const opened = run(mobile, { type: 'mobileMenuToggled' });
      expect(opened.mobileOpen).toBe(true);
      expect(run(opened, { type: 'mobileMenuToggled' }).mobileOpen).toBe(false);
      expect(run(opened, { type: 'mobileMenuClosed' }).mobileOpen).toBe(false);
    });

    it('closes when a leaf is clicked, keeping the open branch', () => {
      const state = run(mobile, { type: 'mobileMenuToggled' }, click('products'), {
        type: 'leafClicked',
      });
      expect(state.mobileOpen).toBe(false);
      expect(state.openBranchId).toBe('products');
    });

    it('closes on a route change (Back while it is open)', () => {
      const state = run(
        mobile,
        { type: 'mobileMenuToggled' },
        {
          type: 'routeChanged',
          activeBranchId: null,
        },
      );
      expect(state.mobileOpen).toBe(false);
    });

    it('does not exist on desktop', () => {
      expect(run(desktop, { type: 'mobileMenuToggled' }).mobileOpen).toBe(false);
    });
  });

  describe('width changes', () => {
    it('going mobile closes a desktop submenu and unfolds the active branch', () => {
      const state = run(
        desktop,
        { type: 'routeChanged', activeBranchId: 'products' },
        click('cabinets'),
        { type: 'modeChanged', mode: 'mobile' },
      );
      expect(state).toEqual({
        mode: 'mobile',
        openBranchId: 'products',
        activated: false,
        openedByHover: false,
        mobileOpen: false,
        activeBranchId: 'products',
      });
    });

    it('going desktop closes the side menu and every submenu', () => {
      const state = run(mobile, { type: 'mobileMenuToggled' }, click('cabinets'), {
        type: 'modeChanged',
        mode: 'desktop',
      });
      expect(state).toMatchObject({ mode: 'desktop', mobileOpen: false, openBranchId: null });
    });

    it('keeps the state when the mode stays the same', () => {
      const state = run(desktop, click('cabinets'));
      expect(run(state, { type: 'modeChanged', mode: 'desktop' })).toBe(state);
    });
  });

  it('a click outside or Escape closes the desktop submenu', () => {
    const state = run(desktop, click('cabinets'), { type: 'dismissed' });
    expect(state.openBranchId).toBeNull();
    expect(run(state, { type: 'dismissed' })).toBe(state);
  });
});
