import type { PathParam } from 'react-router';

/** Who may open a route: public screens need no session, guarded ones sit under the root. */
export type RouteAccess = 'public' | 'guarded';

type HrefArgs<Pattern extends string> = [PathParam<Pattern>] extends [never]
  ? []
  : [params: Readonly<Record<PathParam<Pattern>, string | number>>];

export interface AppRoute<Pattern extends string = string> {
  /** The React Router pattern, absolute, e.g. `/catalog/:id`. */
  readonly path: Pattern;
  /** The Russian title: the menu label for menu routes, the page title otherwise. */
  readonly title: string;
  readonly access: RouteAccess;
  /** Builds a link to the route; every parameter is URL-encoded. */
  getHref(...args: HrefArgs<Pattern>): string;
}

function defineRoute<const Pattern extends `/${string}`>(
  path: Pattern,
  title: string,
  access: RouteAccess,
): AppRoute<Pattern> {
  return Object.freeze({
    path,
    title,
    access,
    getHref: (...args: HrefArgs<Pattern>) => buildHref(path, args[0]),
  });
}

function buildHref(pattern: string, params?: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') {
      throw new Error(`Route ${pattern}: parameter "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

const publicRoute = <const P extends `/${string}`>(path: P, title: string) =>
  defineRoute(path, title, 'public');
const guardedRoute = <const P extends `/${string}`>(path: P, title: string) =>
  defineRoute(path, title, 'guarded');

/**
 * Every route of spec §2, defined once. The router, the menu and every link are built from
 * this table, so a path or a title changes in one place. Titles follow docs/content.md.
 */
export const paths = Object.freeze({
  login: publicRoute('/login', 'Вход'),
  registration: publicRoute('/registration', 'Регистрация'),
  registrationConfirm: publicRoute('/registration/confirm', 'Подтверждение e-mail при регистрации'),

  orders: guardedRoute('/orders', 'Заказы'),
  catalog: guardedRoute('/catalog', 'Каталог'),
  catalogItem: guardedRoute('/catalog/:id', 'Карточка товара'),
  catalogItemChart: guardedRoute('/catalog/:id/:chart', 'График цен товара'),
  shipment: guardedRoute('/shipment', 'Отгрузки'),
  reports: guardedRoute('/reports', 'Отчёты'),
  document: guardedRoute('/document', 'Документы'),
  catalogManagement: guardedRoute('/catalog-management', 'Управление каталогом'),
  cabinet: guardedRoute('/cabinet', 'Кабинеты'),
  cabinetItem: guardedRoute('/cabinet-item/:marketplace/:shopId', 'Кабинет магазина'),
  cabinetAdd: guardedRoute('/cabinet-add', 'Новый кабинет'),
  abc: guardedRoute('/abc', 'ABC-анализ'),
  profile: guardedRoute('/profile', 'Настройки профиля'),
  profilePasswordChange: guardedRoute('/profile/password/change', 'Смена пароля'),
  rivals: guardedRoute('/rivals', 'Анализ конкурентов'),
  finance: guardedRoute('/finance', 'Финансы'),
  scenarioList: guardedRoute('/scenario-list', 'Сценарии цен'),
  scenario: guardedRoute('/scenario', 'Сценарий цен'),
  priceModelList: guardedRoute('/price-model-list', 'Онлайн-калькулятор'),
  priceModel: guardedRoute('/price-model', 'Модель цены'),
  productsMatching: guardedRoute('/products-matching', 'Связи товаров'),
  strategyRepricer: guardedRoute('/strategy-repricer', 'Стратегии репрайсера'),
  salesSummary: guardedRoute('/sales-summary', 'Сводка продаж'),
  autoactionByPrice: guardedRoute('/autoaction-by-price', 'Автодействие по цене'),
  autoactionByMargin: guardedRoute('/autoaction-by-margin', 'Автодействие по марже'),
  autoactionByRival: guardedRoute('/autoaction-by-rival', 'Автодействие по конкуренту'),
  marketplaceActionList: guardedRoute('/marketplace-action-list', 'Акции маркетплейсов'),
  marketplaceAction: guardedRoute('/marketplace-action', 'Акция маркетплейса'),
});

export type RouteName = keyof typeof paths;

/** The root of the guarded area; opening it lands on the cabinets (spec §2). */
export const ROOT_HREF = '/';
export const DEFAULT_ROUTE = paths.cabinet;

export const appRoutes: readonly AppRoute[] = Object.values(paths);
