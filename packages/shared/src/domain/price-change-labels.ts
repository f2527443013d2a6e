import type { PriceChangeStatus, PriceRunSource } from '../contracts/prices';

/**
 * The Russian names of a price run's sources and of a change's statuses: the server's messages
 * and every screen that shows a change (the product card's history, bulk runs) say them alike.
 */
export const PRICE_RUN_SOURCE_TITLES: Readonly<Record<PriceRunSource, string>> = Object.freeze({
  manual: 'Ручное',
  bulk: 'Массовое',
  excel: 'Файл Excel',
  scenario: 'Сценарий',
  repricer: 'Репрайсер',
  promotion: 'Акция',
});

/** A change's status as the seller reads it; the reason, when there is one, goes after it. */
export const PRICE_CHANGE_STATUS_TITLES: Readonly<Record<PriceChangeStatus, string>> =
  Object.freeze({
    planned: 'Ждёт отправки',
    refused: 'Не отправлено',
    sending: 'Отправляется',
    sent: 'Отправлено, ждём подтверждения',
    applied: 'Применено',
    rejected: 'Отклонено маркетплейсом',
    quarantine: 'Карантин Wildberries',
    failed: 'Не применено',
  });
