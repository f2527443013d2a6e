import type { MenuVariant } from '@marketpult/shared/runtime-config';
import { paths } from './paths';

/** A route a menu entry can link to: one without parameters, so its link needs no values. */
interface StaticRoute {
  readonly path: string;
  getHref(): string;
}

/** A route a menu entry stands for, without linking to it (a screen with parameters). */
interface RoutePattern {
  readonly path: string;
}

interface MenuEntryBase {
  /** Stable and unique within a variant; a leaf's id is its route path. */
  readonly id: string;
  readonly label: string;
  /** Spec §6: shown, but cannot be chosen. None is so marked today. */
  readonly disabled: boolean;
  /** Spec §6: left out of the menu altogether. None is so marked today. */
  readonly invisible: boolean;
}

/** An entry that opens a screen. */
export interface MenuLeaf extends MenuEntryBase {
  readonly kind: 'leaf';
  readonly href: string;
  /** The route pattern the leaf opens. */
  readonly pattern: string;
  /** Patterns of screens that belong to this entry's section (a product card to the catalog). */
  readonly related: readonly string[];
}

/** An entry that only opens its submenu. */
export interface MenuBranch extends MenuEntryBase {
  readonly kind: 'branch';
  readonly children: readonly MenuLeaf[];
}

export type MenuEntry = MenuLeaf | MenuBranch;

interface EntryOptions {
  disabled?: boolean;
  invisible?: boolean;
}

interface LeafOptions extends EntryOptions {
  related?: readonly RoutePattern[];
}

function leaf(route: StaticRoute, label: string, options: LeafOptions = {}): MenuLeaf {
  return Object.freeze({
    kind: 'leaf',
    id: route.path,
    label,
    href: route.getHref(),
    pattern: route.path,
    related: Object.freeze((options.related ?? []).map((related) => related.path)),
    disabled: options.disabled ?? false,
    invisible: options.invisible ?? false,
  });
}

function branch(
  id: string,
  label: string,
  children: readonly MenuLeaf[],
  options: EntryOptions = {},
): MenuBranch {
  return Object.freeze({
    kind: 'branch',
    id,
    label,
    children: Object.freeze([...children]),
    disabled: options.disabled ?? false,
    invisible: options.invisible ?? false,
  });
}

const catalogScreens = [paths.catalogItem, paths.catalogItemChart];

/** Spec §2 prod list with the labels of docs/content.md. */
const PROD_MENU: readonly MenuEntry[] = Object.freeze([
  leaf(paths.cabinet, 'Кабинеты', { related: [paths.cabinetItem, paths.cabinetAdd] }),
  leaf(paths.catalog, 'Каталог', { related: catalogScreens }),
  leaf(paths.orders, 'Заказы'),
  leaf(paths.shipment, 'Отгрузки'),
  leaf(paths.catalogManagement, 'Управление каталогом'),
  leaf(paths.reports, 'Отчёты'),
  leaf(paths.abc, 'ABC-анализ'),
  leaf(paths.rivals, 'Анализ конкурентов'),
  leaf(paths.finance, 'Финансы'),
]);

/** Spec §2 hc-my variant with the labels of docs/content.md. */
const HC_MY_MENU: readonly MenuEntry[] = Object.freeze([
  branch('cabinets', 'Кабинеты', [
    leaf(paths.cabinet, 'Все кабинеты', { related: [paths.cabinetItem] }),
    leaf(paths.cabinetAdd, 'Новый кабинет'),
  ]),
  branch('products', 'Товары', [
    leaf(paths.catalog, 'Каталог', { related: catalogScreens }),
    leaf(paths.catalogManagement, 'Управление каталогом'),
    leaf(paths.productsMatching, 'Связи товаров'),
    leaf(paths.scenarioList, 'Задать расписание', { related: [paths.scenario] }),
    leaf(paths.priceModelList, 'Онлайн-калькулятор', { related: [paths.priceModel] }),
  ]),
  leaf(paths.reports, 'Отчёты'),
  leaf(paths.rivals, 'Анализ конкурентов'),
  branch('repricer', 'Стратегии репрайсера', [leaf(paths.strategyRepricer, 'Удержание РРЦ')]),
]);

/** Every variant's menu as defined, invisible entries included. `hc-market` is the prod list. */
export const MENUS: Readonly<Record<MenuVariant, readonly MenuEntry[]>> = Object.freeze({
  prod: PROD_MENU,
  'hc-market': PROD_MENU,
  'hc-my': HC_MY_MENU,
});

/** A menu without its invisible entries, and without branches left with no children. */
export function visibleEntries(menu: readonly MenuEntry[]): readonly MenuEntry[] {
  return menu.flatMap((entry): MenuEntry[] => {
    if (entry.invisible) return [];
    if (entry.kind === 'leaf') return [entry];
    const children = entry.children.filter((child) => !child.invisible);
    return children.length === 0 ? [] : [{ ...entry, children }];
  });
}

/** The menu a variant shows. */
export function visibleMenu(variant: MenuVariant): readonly MenuEntry[] {
  return visibleEntries(MENUS[variant]);
}

/** Where a route pattern sits in a menu: its leaf, and the branch holding that leaf if any. */
export interface MenuTrail {
  readonly branch: MenuBranch | null;
  readonly leaf: MenuLeaf;
  /** True when the pattern is the leaf's own screen, not a related one. */
  readonly exact: boolean;
}

const leafMatch = (entry: MenuLeaf, pattern: string) =>
  entry.pattern === pattern ? 'exact' : entry.related.includes(pattern) ? 'related' : null;

/**
 * The menu entry the screen at `pattern` belongs to, or null for a screen outside the menu
 * (the profile). The screen's own leaf wins over a leaf it is merely related to.
 */
export function findMenuTrail(menu: readonly MenuEntry[], pattern: string): MenuTrail | null {
  let relatedTrail: MenuTrail | null = null;
  const consider = (entry: MenuLeaf, parent: MenuBranch | null): MenuTrail | null => {
    const match = leafMatch(entry, pattern);
    if (match === 'exact') return { branch: parent, leaf: entry, exact: true };
    if (match === 'related') relatedTrail ??= { branch: parent, leaf: entry, exact: false };
    return null;
  };
  for (const entry of menu) {
    const children = entry.kind === 'leaf' ? [entry] : entry.children;
    const parent = entry.kind === 'leaf' ? null : entry;
    for (const child of children) {
      const found = consider(child, parent);
      if (found) return found;
    }
  }
  return relatedTrail;
}
