import { MENU_VARIANTS } from '@marketpult/shared/runtime-config';
import { describe, expect, it } from 'vitest';
import { findMenuTrail, MENUS, visibleEntries, visibleMenu, type MenuEntry } from './menu';
import { appRoutes, paths } from './paths';

/** A menu as label → link, or label → its submenu, to compare with spec §2 at a glance. */
type Outline = Array<string | [string, string] | [string, Array<[string, string]>]>;

function outline(menu: readonly MenuEntry[]): Outline {
  return menu.map((entry) =>
    entry.kind === 'leaf'
      ? [entry.label, entry.href]
      : [entry.label, entry.children.map((child): [string, string] => [child.label, child.href])],
  );
}

const PROD: Outline = [
  ['Кабинеты', '/cabinet'],
  ['Каталог', '/catalog'],
  ['Заказы', '/orders'],
  ['Отгрузки', '/shipment'],
  ['Управление каталогом', '/catalog-management'],
  ['Отчёты', '/reports'],
  ['ABC-анализ', '/abc'],
  ['Анализ конкурентов', '/rivals'],
  ['Финансы', '/finance'],
];

const HC_MY: Outline = [
  [
    'Кабинеты',
    [
      ['Все кабинеты', '/cabinet'],
      ['Новый кабинет', '/cabinet-add'],
    ],
  ],
  [
    'Товары',
    [
      ['Каталог', '/catalog'],
      ['Управление каталогом', '/catalog-management'],
      ['Связи товаров', '/products-matching'],
      ['Задать расписание', '/scenario-list'],
      ['Онлайн-калькулятор', '/price-model-list'],
    ],
  ],
  ['Отчёты', '/reports'],
  ['Анализ конкурентов', '/rivals'],
  ['Стратегии репрайсера', [['Удержание РРЦ', '/strategy-repricer']]],
];

describe('menu variants (spec §2, docs/content.md)', () => {
  it('prod is the flat list of nine sections', () => {
    expect(outline(visibleMenu('prod'))).toEqual(PROD);
  });

  it('hc-market is the same list as prod', () => {
    expect(outline(visibleMenu('hc-market'))).toEqual(PROD);
    expect(MENUS['hc-market']).toBe(MENUS.prod);
  });

  it('hc-my groups the sections into submenus', () => {
    expect(outline(visibleMenu('hc-my'))).toEqual(HC_MY);
  });

  it.each(MENU_VARIANTS)('%s: no entry is disabled or invisible (spec §6)', (variant) => {
    const entries = MENUS[variant].flatMap((entry) =>
      entry.kind === 'leaf' ? [entry] : [entry, ...entry.children],
    );
    expect(entries.filter((entry) => entry.disabled || entry.invisible)).toEqual([]);
    expect(visibleMenu(variant)).toEqual(MENUS[variant]);
  });

  it.each(MENU_VARIANTS)('%s: every link is a guarded route, and ids are unique', (variant) => {
    const guarded = new Set(appRoutes.filter((r) => r.access === 'guarded').map((r) => r.path));
    const entries = MENUS[variant].flatMap((entry) =>
      entry.kind === 'leaf' ? [entry] : [entry, ...entry.children],
    );
    for (const entry of entries) {
      if (entry.kind !== 'leaf') continue;
      expect(guarded.has(entry.pattern)).toBe(true);
      for (const related of entry.related) expect(guarded.has(related)).toBe(true);
    }
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });
});

describe('visibleEntries', () => {
  const [cabinets, products, reports] = MENUS['hc-my'];
  if (cabinets?.kind !== 'branch' || products?.kind !== 'branch' || reports?.kind !== 'leaf') {
    throw new Error('hc-my starts with two branches and a leaf');
  }

  it('drops an invisible entry and a branch whose children are all invisible', () => {
    const menu: MenuEntry[] = [
      { ...cabinets, children: cabinets.children.map((c) => ({ ...c, invisible: true })) },
      { ...reports, invisible: true },
      { ...products, invisible: true },
    ];
    expect(visibleEntries(menu)).toEqual([]);
  });

  it('keeps a branch with its visible children only, and disabled entries as they are', () => {
    const [first, ...rest] = products.children;
    if (!first) throw new Error('Товары has children');
    const menu: MenuEntry[] = [
      { ...products, children: [{ ...first, invisible: true }, ...rest] },
      { ...reports, disabled: true },
    ];
    expect(outline(visibleEntries(menu))).toEqual([
      ['Товары', rest.map((child) => [child.label, child.href])],
      ['Отчёты', '/reports'],
    ]);
    expect(visibleEntries(menu)[1]?.disabled).toBe(true);
  });
});

describe('findMenuTrail', () => {
  it('finds a top-level leaf of prod, exactly', () => {
    const trail = findMenuTrail(visibleMenu('prod'), paths.orders.path);
    expect(trail).toMatchObject({ branch: null, leaf: { label: 'Заказы' }, exact: true });
  });

  it('finds a leaf inside a submenu of hc-my with its branch', () => {
    const trail = findMenuTrail(visibleMenu('hc-my'), paths.catalog.path);
    expect(trail).toMatchObject({ branch: { label: 'Товары' }, leaf: { label: 'Каталог' } });
    expect(trail?.exact).toBe(true);
  });

  it('places a related screen under its section', () => {
    expect(findMenuTrail(visibleMenu('prod'), paths.catalogItemChart.path)).toMatchObject({
      branch: null,
      leaf: { label: 'Каталог' },
      exact: false,
    });
    expect(findMenuTrail(visibleMenu('hc-my'), paths.cabinetItem.path)).toMatchObject({
      branch: { label: 'Кабинеты' },
      leaf: { label: 'Все кабинеты' },
      exact: false,
    });
  });

  it('prefers the screen’s own leaf to a leaf it is related to', () => {
    // In prod «Новый кабинет» belongs to the cabinets; in hc-my it is an entry of its own.
    expect(findMenuTrail(visibleMenu('prod'), paths.cabinetAdd.path)).toMatchObject({
      leaf: { label: 'Кабинеты' },
      exact: false,
    });
    expect(findMenuTrail(visibleMenu('hc-my'), paths.cabinetAdd.path)).toMatchObject({
      leaf: { label: 'Новый кабинет' },
      exact: true,
    });
  });

  it('is null for a screen outside the menu', () => {
    expect(findMenuTrail(visibleMenu('prod'), paths.profile.path)).toBeNull();
    expect(findMenuTrail(visibleMenu('hc-my'), paths.orders.path)).toBeNull();
    expect(findMenuTrail(visibleMenu('prod'), '')).toBeNull();
  });
});
