import {
  CLIENT_ROOT_PATH,
  CLIENT_ROUTES,
  type ClientRoute,
  type ClientRouteName,
  type RouteAccess,
} from '@marketpult/shared/client-routes';
import type { PathParam } from 'react-router';

export type { RouteAccess };

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

/** A route of the shared table with its title: what the router, the menu and links use. */
function titled<const Pattern extends string>(
  { path, access }: ClientRoute<Pattern>,
  title: string,
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

/**
 * Every route of spec §2 (packages/shared/src/client-routes.ts, which the server matches too)
 * with its title. The router, the menu and every link are built from this table, so a path or
 * a title changes in one place. Titles follow docs/content.md.
 */
export const paths = Object.freeze({
  login: titled(CLIENT_ROUTES.login, 'Вход'),
  registration: titled(CLIENT_ROUTES.registration, 'Регистрация'),
  registrationConfirm: titled(
    CLIENT_ROUTES.registrationConfirm,
    'Подтверждение e-mail при регистрации',
  ),

  orders: titled(CLIENT_ROUTES.orders, 'Заказы'),
  catalog: titled(CLIENT_ROUTES.catalog, 'Каталог'),
  catalogItem: titled(CLIENT_ROUTES.catalogItem, 'Карточка товара'),
  catalogItemChart: titled(CLIENT_ROUTES.catalogItemChart, 'График цен товара'),
  shipment: titled(CLIENT_ROUTES.shipment, 'Отгрузки'),
  reports: titled(CLIENT_ROUTES.reports, 'Отчёты'),
  document: titled(CLIENT_ROUTES.document, 'Документы'),
  catalogManagement: titled(CLIENT_ROUTES.catalogManagement, 'Управление каталогом'),
  cabinet: titled(CLIENT_ROUTES.cabinet, 'Кабинеты'),
  cabinetItem: titled(CLIENT_ROUTES.cabinetItem, 'Кабинет магазина'),
  cabinetAdd: titled(CLIENT_ROUTES.cabinetAdd, 'Новый кабинет'),
  abc: titled(CLIENT_ROUTES.abc, 'ABC-анализ'),
  profile: titled(CLIENT_ROUTES.profile, 'Настройки профиля'),
  profilePasswordChange: titled(CLIENT_ROUTES.profilePasswordChange, 'Смена пароля'),
  rivals: titled(CLIENT_ROUTES.rivals, 'Анализ конкурентов'),
  finance: titled(CLIENT_ROUTES.finance, 'Финансы'),
  scenarioList: titled(CLIENT_ROUTES.scenarioList, 'Сценарии цен'),
  scenario: titled(CLIENT_ROUTES.scenario, 'Сценарий цен'),
  priceModelList: titled(CLIENT_ROUTES.priceModelList, 'Онлайн-калькулятор'),
  priceModel: titled(CLIENT_ROUTES.priceModel, 'Модель цены'),
  productsMatching: titled(CLIENT_ROUTES.productsMatching, 'Связи товаров'),
  strategyRepricer: titled(CLIENT_ROUTES.strategyRepricer, 'Стратегии репрайсера'),
  salesSummary: titled(CLIENT_ROUTES.salesSummary, 'Сводка продаж'),
  autoactionByPrice: titled(CLIENT_ROUTES.autoactionByPrice, 'Автодействие по цене'),
  autoactionByMargin: titled(CLIENT_ROUTES.autoactionByMargin, 'Автодействие по марже'),
  autoactionByRival: titled(CLIENT_ROUTES.autoactionByRival, 'Автодействие по конкуренту'),
  marketplaceActionList: titled(CLIENT_ROUTES.marketplaceActionList, 'Акции маркетплейсов'),
  marketplaceAction: titled(CLIENT_ROUTES.marketplaceAction, 'Акция маркетплейса'),
} satisfies Record<ClientRouteName, AppRoute>);

export type RouteName = keyof typeof paths;

/** The root of the guarded area; opening it lands on the cabinets (spec §2). */
export const ROOT_HREF = CLIENT_ROOT_PATH;
export const DEFAULT_ROUTE = paths.cabinet;

export const appRoutes: readonly AppRoute[] = Object.values(paths);
