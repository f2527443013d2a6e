import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES } from '@marketpult/shared/client-routes';
import { appRoutes, DEFAULT_ROUTE, paths } from './paths';

// Spec §2 as written there, with the titles of docs/content.md.
const PUBLIC_ROUTES = {
  '/login': 'Вход',
  '/registration': 'Регистрация',
  '/registration/confirm': 'Подтверждение e-mail при регистрации',
};

const GUARDED_ROUTES = {
  orders: 'Заказы',
  catalog: 'Каталог',
  'catalog/{id}': 'Карточка товара',
  'catalog/{id}/{chart}': 'График цен товара',
  shipment: 'Отгрузки',
  reports: 'Отчёты',
  document: 'Документы',
  'catalog-management': 'Управление каталогом',
  cabinet: 'Кабинеты',
  'cabinet-item/{marketplace}/{shopId}': 'Кабинет магазина',
  'cabinet-add': 'Новый кабинет',
  abc: 'ABC-анализ',
  profile: 'Настройки профиля',
  'profile/password/change': 'Смена пароля',
  rivals: 'Анализ конкурентов',
  finance: 'Финансы',
  'scenario-list': 'Сценарии цен',
  scenario: 'Сценарий цен',
  'price-model-list': 'Онлайн-калькулятор',
  'price-model': 'Модель цены',
  'products-matching': 'Связи товаров',
  'strategy-repricer': 'Стратегии репрайсера',
  'sales-summary': 'Сводка продаж',
  'autoaction-by-price': 'Автодействие по цене',
  'autoaction-by-margin': 'Автодействие по марже',
  'autoaction-by-rival': 'Автодействие по конкуренту',
  'marketplace-action-list': 'Акции маркетплейсов',
  'marketplace-action': 'Акция маркетплейса',
};

/** '/catalog/:id' -> 'catalog/{id}', the way spec §2 writes a guarded route. */
const specForm = (path: string) => path.slice(1).replace(/:(\w+)/g, '{$1}');

describe('paths', () => {
  it('holds exactly the public routes of spec §2 with their titles', () => {
    const publicRoutes = appRoutes.filter((route) => route.access === 'public');
    expect(Object.fromEntries(publicRoutes.map((route) => [route.path, route.title]))).toEqual(
      PUBLIC_ROUTES,
    );
  });

  it('holds exactly the guarded routes of spec §2 with their titles', () => {
    const guarded = appRoutes.filter((route) => route.access === 'guarded');
    expect(guarded).toHaveLength(Object.keys(GUARDED_ROUTES).length);
    expect(Object.fromEntries(guarded.map((route) => [specForm(route.path), route.title]))).toEqual(
      GUARDED_ROUTES,
    );
  });

  it('gives every route a non-empty title and a distinct path', () => {
    for (const route of appRoutes) expect(route.title.trim()).not.toBe('');
    expect(new Set(appRoutes.map((route) => route.path)).size).toBe(appRoutes.length);
  });

  it('takes every path and its access from the table the server matches (packages/shared)', () => {
    expect(Object.keys(paths)).toEqual(Object.keys(CLIENT_ROUTES));
    for (const [name, route] of Object.entries(CLIENT_ROUTES)) {
      expect(paths[name as keyof typeof paths]).toMatchObject(route);
    }
  });

  it('lands on the cabinets from the root', () => {
    expect(DEFAULT_ROUTE.getHref()).toBe('/cabinet');
  });
});

describe('getHref', () => {
  it('returns the path of a route without parameters', () => {
    expect(paths.login.getHref()).toBe('/login');
    expect(paths.registrationConfirm.getHref()).toBe('/registration/confirm');
    expect(paths.profilePasswordChange.getHref()).toBe('/profile/password/change');
  });

  it('fills in parameters', () => {
    expect(paths.cabinetItem.getHref({ marketplace: 'ozon', shopId: '17' })).toBe(
      '/cabinet-item/ozon/17',
    );
    expect(paths.catalogItem.getHref({ id: 42 })).toBe('/catalog/42');
    expect(paths.catalogItemChart.getHref({ id: '42', chart: 'price' })).toBe('/catalog/42/price');
  });

  it('URL-encodes parameters so they stay one path segment', () => {
    expect(paths.cabinetItem.getHref({ marketplace: 'yandex', shopId: 'a/b c?#' })).toBe(
      '/cabinet-item/yandex/a%2Fb%20c%3F%23',
    );
    expect(paths.catalogItem.getHref({ id: 'Кружка' })).toBe(
      `/catalog/${encodeURIComponent('Кружка')}`,
    );
  });

  it('refuses a missing parameter, which the types already forbid', () => {
    // @ts-expect-error shopId is required by the pattern
    expect(() => paths.cabinetItem.getHref({ marketplace: 'ozon' })).toThrow(/shopId/);
  });

  it('refuses an empty parameter rather than building a link to another route', () => {
    expect(() => paths.catalogItem.getHref({ id: '' })).toThrow(/id/);
  });
});
