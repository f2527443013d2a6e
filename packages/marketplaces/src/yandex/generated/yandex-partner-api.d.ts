/*
 * Generated from the vendored official yandex file (packages/marketplaces/specs),
 * normalised by src/specs, by openapi-typescript. Do not edit: run
 * `npm run generate:types -w @marketpult/marketplaces`. A test fails when this is stale.
 */
/* eslint-disable */
export interface paths {
  '/v2/businesses/{businessId}/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Настройки кабинета
     * @description {% include notitle [access](../../_auto/method_scopes/getBusinessSettings.md) %}
     *
     *     Возвращает информацию о настройках кабинета, идентификатор которого указан в запросе.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getBusinessSettings.md) %}
     */
    post: operations['getBusinessSettings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Список магазинов пользователя
     * @description {% include notitle [access](../../_auto/method_scopes/getCampaigns.md) %}
     *
     *     **Для Api-Key-токена:** возвращает список магазинов в кабинете, для которого выдан токен. Нельзя получить список только подагентских магазинов.
     *
     *     **Для OAuth-токена:** возвращает список магазинов, к которым имеет доступ пользователь — владелец токена авторизации, использованного в запросе. Для агентских пользователей список состоит из подагентских магазинов.
     *
     *     {% note warning "Ограничение для параметра `pageSize`" %}
     *
     *     Не передавайте значение больше 100.
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/getCampaigns.md) %}
     */
    get: operations['getCampaigns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Информация о магазине
     * @description {% include notitle [access](../../_auto/method_scopes/getCampaign.md) %}
     *
     *     Возвращает информацию о магазине.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getCampaign.md) %}
     */
    get: operations['getCampaign'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Настройки магазина
     * @description {% include notitle [access](../../_auto/method_scopes/getCampaignSettings.md) %}
     *
     *     Возвращает информацию о настройках магазина, идентификатор которого указан в запросе.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getCampaignSettings.md) %}
     */
    get: operations['getCampaignSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Информация об одном заказе в магазине
     * @deprecated
     * @description {% include notitle [access](../../_auto/method_scopes/getOrder.md) %}
     *
     *     Возвращает информацию о заказе в магазине.
     *
     *     {% note tip "Вы также можете настроить API-уведомления" %}
     *
     *     Маркет отправит вам [запрос](../../push-notifications/reference/sendNotification.md), когда появится новый заказ или изменится его статус. А полную информацию можно получить с помощью метода [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md).
     *
     *     [{#T}](../../push-notifications/index.md)
     *
     *     {% endnote %}
     *
     *     Получить более подробную информацию о покупателе и его номере телефона можно с помощью запроса [GET v2/campaigns/{campaignId}/orders/{orderId}/buyer](../../reference/order-delivery/getOrderBuyerInfo.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOrder.md) %}
     */
    get: operations['getOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Информация о заказах в магазине
     * @deprecated
     * @description {% include notitle [access](../../_auto/method_scopes/getOrders.md) %}
     *
     *     Возвращает информацию о заказах в магазине. Запрос можно использовать для отслеживания заказов и их статусов.
     *
     *     По умолчанию данные о тестовых заказах не приходят. Чтобы их получить, передайте значение `true` в параметре `fake`.
     *
     *     {% note tip "Вы также можете настроить API-уведомления" %}
     *
     *     Маркет отправит вам [запрос](../../push-notifications/reference/sendNotification.md), когда появится новый заказ или изменится его статус. А полную информацию можно получить с помощью метода [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md).
     *
     *     [{#T}](../../push-notifications/index.md)
     *
     *     {% endnote %}
     *
     *     Доступна фильтрация по параметрам:
     *
     *     * дата оформления заказа;
     *
     *     * дата и время обновления заказа;
     *
     *     * дата отгрузки;
     *
     *     * статусы заказов (`statuses`);
     *
     *     * этапы обработки или причины отмены (`substatuses`);
     *
     *     * идентификаторы заказов;
     *
     *     * тип заказа (настоящий или тестовый).
     *
     *     Не возвращается информация о заказах, которые доставили или отменили больше 30 дней назад. Как ее получить:
     *
     *     * [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md);
     *     * [POST v2/campaigns/{campaignId}/stats/orders](../../reference/orders-stats/getOrdersStats.md).
     *
     *     Максимальный диапазон дат за один запрос — 30 дней (передается в параметрах `fromDate` и `toDate`). Если их не передать, возвращается информация за последние 30 дней.
     *
     *     Результаты возвращаются постранично. Для навигации используйте параметры `pageToken` и `limit`.
     *
     *     Получить более подробную информацию о покупателе и его номере телефона можно с помощью запроса [GET v2/campaigns/{campaignId}/orders/{orderId}/buyer](../../reference/order-delivery/getOrderBuyerInfo.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOrders.md) %}
     */
    get: operations['getOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/businesses/{businessId}/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Информация о заказах в кабинете
     * @description {% include notitle [access](../../_auto/method_scopes/getBusinessOrders.md) %}
     *
     *     Возвращает информацию о заказах в кабинете. Запрос можно использовать для отслеживания заказов и их статусов.
     *
     *     {% note tip "Вы также можете настроить API-уведомления" %}
     *
     *     Маркет отправит вам [запрос](../../push-notifications/reference/sendNotification.md), когда появится новый заказ или изменится его статус. А полную информацию можно получить с помощью этого метода.
     *
     *     [{#T}](../../push-notifications/index.md)
     *
     *     {% endnote %}
     *
     *     Доступна фильтрация по параметрам:
     *
     *     * дата оформления заказа;
     *
     *     * дата и время обновления заказа;
     *
     *     * дата отгрузки;
     *
     *     * статусы заказов (`statuses`);
     *
     *     * этапы обработки или причины отмены (`substatuses`);
     *
     *     * идентификаторы кампаний;
     *
     *     * идентификаторы заказов;
     *
     *     * внешние идентификаторы заказов;
     *
     *     * тип заказа (настоящий или тестовый);
     *
     *     * модели размещения;
     *
     *     * наличие запросов от покупателей на отмену заказа.
     *
     *     Максимальный диапазон дат за один запрос — 30 дней (передается в параметрах `fromDate` и `toDate`). Если их не передать, возвращается информация за последние 30 дней.
     *
     *     Результаты возвращаются постранично. Для навигации используйте параметры `pageToken` и `limit`.
     *
     *     Получить более подробную информацию о покупателе и его номере телефона можно с помощью запроса [GET v2/campaigns/{campaignId}/orders/{orderId}/buyer](../../reference/order-delivery/getOrderBuyerInfo.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/getBusinessOrders.md) %}
     */
    post: operations['getBusinessOrders'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/identifiers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Передача кодов маркировки единиц товара
     * @description {% include notitle [access](../../_auto/method_scopes/provideOrderItemIdentifiers.md) %}
     *
     *     {% note warning "Если вы работаете по модели FBS" %}
     *
     *     Используйте метод [PUT v2/campaigns/{campaignId}/orders/{orderId}/boxes](../../reference/orders/setOrderBoxLayout.md).
     *
     *     {% endnote %}
     *
     *     Передает Маркету коды маркировки для единиц товара в указанном заказе. Подробнее о работе с маркируемыми товарами читайте в [Справке продавца на Маркете](https://yandex.ru/support/marketplace/orders/cz.html).
     *
     *     Маркировка товаров в системе [«Честный ЗНАК»](https://честныйзнак.рф/) **необязательна** для заказов от физических лиц, но **обязательна** для заказов от бизнеса.
     *
     *     Для модели DBS коды маркировки в системе [«Честный ЗНАК»](https://честныйзнак.рф/) не проверяются в ГИС МТ — проверка выполняется только для моделей FBS и Экспресс.
     *
     *     Принимаются коды следующих типов:
     *
     *     * Коды в системе [«Честный ЗНАК»](https://честныйзнак.рф/) или [«ASL BELGISI»](https://aslbelgisi.uz) (для продавцов :no-translate[Market Yandex Go]).
     *     * УИН для ювелирных изделий.
     *     * РНПТ и ГТД для импортных прослеживаемых товаров.
     *
     *     Для каждой позиции в заказе, требующей маркировки, нужно передать список кодов — по одному для каждой единицы товара. Например, если в заказе две пары тапочек и одна пара туфель, получится список из двух кодов для первой позиции и список из одного кода для второй.
     *
     *     {% include notitle [limit](../../_auto/method_limits/provideOrderItemIdentifiers.md) %}
     */
    put: operations['provideOrderItemIdentifiers'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Удаление товаров из заказа или уменьшение их числа
     * @description {% include notitle [access](../../_auto/method_scopes/updateOrderItems.md) %}
     *
     *     {% note warning "Если вы работаете по модели FBS" %}
     *
     *     Используйте метод [PUT v2/campaigns/{campaignId}/orders/{orderId}/boxes](../../reference/orders/setOrderBoxLayout.md).
     *
     *     {% endnote %}
     *
     *     Удаляет один или несколько товаров из заказа, если магазин не может поставить их все.
     *
     *     Заказ должен находится в статусе `"status": "PROCESSING"` этапа обработки `"substatus": "STARTED"`. Изменить состав нельзя после передачи статуса `"substatus": "READY_TO_SHIP"`.
     *
     *     {% cut "Уменьшить количество одинаковых товаров" %}
     *
     *     Передайте обновленное значение в параметре `count`.
     *
     *     {% endcut %}
     *
     *     {% cut "Удалить товар из заказа" %}
     *
     *     Передайте значение `0` в параметре `count` или не передавайте `item`.
     *
     *     {% endcut %}
     *
     *     Нельзя удалить или уменьшить количество товара, если он:
     *
     *     * добавлен по акции;
     *     * составляет 99% стоимости заказа;
     *     * единственный товар в заказе.
     *
     *     В таком случае отмените заказ — в методе [PUT v2/campaigns/{campaignId}/orders/{orderId}/status](../../reference/orders/updateOrderStatus.md) передайте статус заказа `CANCELLED` с причиной отмены `SHOP_FAILED`.
     *
     *     ### Как вернутся деньги {#money}
     *
     *       Если покупатель оплатил товар при оформлении, Маркет вернет ему деньги за удаленные из заказа товары в течение двух дней:
     *
     *       * при оплате банковской картой — с момента, когда магазин переведет заказ в статус `SHIPPED`;
     *
     *       * при оплате через :no-translate[Apple Pay] или :no-translate[Google Pay] — с момента, когда магазин удалит товар из заказа.
     *
     *     {% endcut %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateOrderItems.md) %}
     */
    put: operations['updateOrderItems'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Изменение статуса одного заказа
     * @description {% include notitle [access](../../_auto/method_scopes/updateOrderStatus.md) %}
     *
     *     Изменяет статус заказа. Возможные изменения статусов:
     *
     *     * Если магазин подтвердил и подготовил заказ к отправке, то заказ из статуса `"status": "PROCESSING"` и этапа обработки `"substatus": "STARTED"` нужно перевести в статус `"status": "PROCESSING"` и этап обработки `"substatus": "READY_TO_SHIP"`.
     *     * Если магазин подтвердил заказ, но не может его выполнить (например, товар числится в базе, но отсутствует на складе или нет нужного цвета), то заказ из статуса `"status": "PROCESSING"` и этапа обработки `"substatus": "STARTED"` нужно перевести в статус `"status": "CANCELLED"` с причиной отмены заказа `"substatus": "SHOP_FAILED"`.
     *     * Если магазин подготовил заказ к отгрузке, но не может его выполнить (например, последний товар был поврежден или оказался с браком), то заказ из статуса `"status": "PROCESSING"` и этапа обработки `"substatus": "READY_TO_SHIP"` нужно перевести в статус `"status": "CANCELLED"` с причиной отмены заказа `"substatus": "SHOP_FAILED"`.
     *
     *     Полная информация о статусной модели DBS-заказов: [Как изменяются статусы заказов](../../concepts/dbs-order-status-model.md).
     *
     *     {% cut "**Как подтвердить LaaS-заказ**" %}
     *
     *     Для подтверждения черновика заказа передайте статус `"status": "PROCESSING"` с подстатусом `"substatus": "STARTED"`.
     *
     *     Подтверждение заказа, созданного с параметром `draft` равным `false`, не требуется.
     *
     *     {% endcut %}
     *
     *     {% cut "**Как отменить LaaS-заказ**" %}
     *
     *     Передайте статус `"status": "CANCELLED"` с причиной отмены заказа `"substatus": "SHOP_FAILED"`.
     *
     *     При успешном выполнении запроса отмена произойдет через некоторое время. [Как проверить статус операции](../../reference/operations/getOperations.md)
     *
     *     {% endcut %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateOrderStatus.md) %}
     */
    put: operations['updateOrderStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/status-update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Изменение статусов нескольких заказов
     * @description {% include notitle [access](../../_auto/method_scopes/updateOrderStatuses.md) %}
     *
     *     Изменяет статусы нескольких заказов.
     *
     *     Возможные изменения статусов:
     *
     *     * Если магазин подтвердил и подготовил заказ к отправке, то заказ из статуса `"status": "PROCESSING"`и этапа обработки `"substatus": "STARTED"` нужно перевести в статус `"status": "PROCESSING"` и этап обработки `"substatus": "READY_TO_SHIP"`.
     *     * Если магазин подтвердил заказ, но не может его выполнить (например, товар числится в базе, но отсутствует на складе или нет нужного цвета), то заказ из статуса `"status": "PROCESSING"` и этапа обработки `"substatus": "STARTED"` нужно перевести в статус `"status": "CANCELLED"` с причиной отмены заказа `"substatus": "SHOP_FAILED"`.
     *     * Если магазин подготовил заказ к отгрузке, но не может его выполнить (например, последний товар был поврежден или оказался с браком), то заказ из статуса `"status": "PROCESSING"` и этапа обработки `"substatus": "READY_TO_SHIP"` нужно перевести в статус `"status": "CANCELLED"` с причиной отмены заказа `"substatus": "SHOP_FAILED"`.
     *
     *     Полная информация о статусной модели DBS-заказов: [Как изменяются статусы заказов](../../concepts/dbs-order-status-model.md).
     *
     *     {% cut "**Как подтвердить LaaS-заказ**" %}
     *
     *     Для подтверждения черновика заказа передайте статус `"status": "PROCESSING"` с подстатусом `"substatus": "STARTED"`.
     *
     *     Подтверждение заказа, созданного с параметром `draft` равным `false`, не требуется.
     *
     *     {% endcut %}
     *
     *     {% cut "**Как отменить LaaS-заказ**" %}
     *
     *     Передайте статус `"status": "CANCELLED"` с причиной отмены заказа `"substatus": "SHOP_FAILED"`.
     *
     *     При успешном выполнении запроса отмена произойдет через некоторое время. [Как проверить статус операции](../../reference/operations/getOperations.md)
     *
     *     {% endcut %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateOrderStatuses.md) %}
     */
    post: operations['updateOrderStatuses'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/delivery/shipments/{shipmentId}/boxes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Передача количества грузовых мест в заказе
     * @deprecated
     * @description {% include notitle [access](../../_auto/method_scopes/setOrderShipmentBoxes.md) %}
     *
     *     Отгружаемый Маркету заказ может не влезть в одну коробку или упаковку — в этом случае получается, что он занимает несколько грузовых мест.
     *
     *     Количество грузовых мест нужно обязательно передавать Маркету, если оно не равно 1. Это делается перед переводом его в статус **Готов к отгрузке**. Подробно о том, что в какой момент нужно передавать, рассказано в [пошаговой инструкции](../../step-by-step/fbs.md).
     *
     *     Метод устроен немного нестандартно: количество задается длиной массива пустых объектов.
     *
     *     Раньше метод требовал передачи большего количества данных. Запросы, оформленные по старому образцу, работают, но лучше делать по-новому.
     *
     *     {% cut "Как было раньше" %}
     *
     *     Структура тела PUT-запроса:
     *
     *     ```text translate=no
     *     {
     *       "boxes":
     *       [
     *         {
     *           "fulfilmentId": "{string}",
     *           "weight": {int64},
     *           "width": {int64},
     *           "height": {int64},
     *           "depth": {int64},
     *           "items":
     *           [
     *             {
     *               "id": {int64},
     *               "count": {int32}
     *             },
     *             ...
     *           ]
     *         },
     *         ...
     *       ]
     *     }
     *     ```
     *     | **Параметр**  | **Тип**  | **Значение**  |
     *     | ----------- | ----------- | ----------- |
     *     | `boxes`       |           | Список грузовых мест.       |
     *
     *     **Параметры, вложенные в `boxes`**
     *     | **Параметр**  | **Тип**  | **Значение**  |
     *     | ----------- | ----------- | ----------- |
     *     | `fulfilmentId`       |  :no-translate[String]   | Идентификатор грузового места в системе магазина. Сформируйте идентификатор по шаблону: `номер заказа на Маркете-номер грузового места`. Например, `7206821‑1, 7206821‑2` и т. д. |
     *     | `weight`       | :no-translate[Int64]        | Масса брутто грузового места (суммарная масса упаковки и содержимого) в граммах. |
     *     | `width`       | :no-translate[Int64]   | Ширина грузового места в сантиметрах.       |
     *     | `height`       | :no-translate[Int64]   | Высота грузового места в сантиметрах.       |
     *     | `depth`       | :no-translate[Int64]   | Глубина грузового места в сантиметрах.        |
     *     | `items`       | :no-translate[Int64]   | Список товаров в грузовом месте.       |
     *
     *     **Параметры, вложенные в `items`**
     *     | **Параметр**  | **Тип**  | **Значение**  |
     *     | ----------- | ----------- | ----------- |
     *     | `id`       | :no-translate[Int64]     | Идентификатор товара в рамках заказа.   |
     *     | `count`    | :no-translate[Int32]     | Количество единиц товара в грузовом месте.       |
     *
     *     {% endcut %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/setOrderShipmentBoxes.md) %}
     */
    put: operations['setOrderShipmentBoxes'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/cancellation/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Отмена заказа покупателем
     * @description {% include notitle [access](../../_auto/method_scopes/acceptOrderCancellation.md) %}
     *
     *     Подтверждает или отклоняет заявку покупателя на отмену заказа, который передан службе доставки.
     *
     *     Покупатель может отменить заказ в течение его обработки или доставки. Если заказ еще обрабатывается (статус `PROCESSING`), вам не нужно подтверждать отмену заказа — он будет отменен автоматически.
     *
     *     Если заказ уже передан службе доставки (статус `DELIVERY` или `PICKUP`) и пользователь отменил его, вы можете предупредить службу об отмене в течение 48 часов.
     *
     *       * Служба доставки узнала об отмене до передачи заказа покупателю — подтвердите отмену с помощью запроса [PUT v2/campaigns/{campaignId}/orders/{orderId}/cancellation/accept](../../reference/orders/acceptOrderCancellation.md).
     *       * Заказ уже доставлен — отклоните отмену с помощью этого же запроса. Тогда у покупателя останется заказ, и деньги за него возвращаться не будут.
     *
     *     **Как узнать об отмененных заказах:**
     *
     *       * Передайте параметр `onlyWaitingForCancellationApprove` в запросе [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md).
     *       * В кабинете или через почту — на нее придет уведомление об отмене.
     *       * Подключите API-уведомления. Маркет отправит вам запрос [POST notification](../../push-notifications/reference/sendNotification.md), когда появится новая заявка на отмену заказа. [{#T}](../../push-notifications/index.md)
     *
     *     Если в течение 48 часов вы не подтвердите или отклоните отмену, заказ будет отменен автоматически.
     *
     *     {% include notitle [limit](../../_auto/method_limits/acceptOrderCancellation.md) %}
     */
    put: operations['acceptOrderCancellation'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/deliverDigitalGoods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Передача ключей цифровых товаров
     * @description {% include notitle [access](../../_auto/method_scopes/provideOrderDigitalCodes.md) %}
     *
     *     Передает ключи цифровых товаров, которые покупатель заказал и оплатил. После выполнения запроса Маркет отправит ему письмо с ключами и инструкциями по активации. Если письмо будет доставлено, Маркет переведет заказ в финальный статус `DELIVERED`.
     *
     *     {% note tip "После передачи кода покупателю статус заказа изменится не сразу" %}
     *
     *     Подключите API-уведомления — Маркет отправит вам запрос [POST notification](../../push-notifications/reference/sendNotification.md), когда заказ перейдет в статус `DELIVERED`.
     *
     *     [{#T}](../../push-notifications/index.md)
     *
     *     {% endnote %}
     *
     *     Ключ нужно передать в течение 30 минут после перехода заказа в статус `PROCESSING`.
     *
     *     Если в один заказ входят несколько ключей, передавайте их все в одном запросе.
     *
     *     Каждый товар с уникальным `id` передавайте в виде отдельного элемента в массиве `items`, а ключи товара — в массиве `codes`.
     *
     *     {% cut "Пример" %}
     *
     *     ```json translate=no
     *     {
     *       "items": [
     *         {
     *           "id": 1,
     *           "codes": [
     *             "code1", "code2", "code3"
     *           ],
     *           "slip": "slip",
     *           "activate_till": "2025-02-18"
     *         },
     *         {
     *           "id": 2,
     *           "codes": [
     *             "code4", "code5", "code6"
     *           ],
     *           "slip": "slip",
     *           "activate_till": "2025-02-18"
     *         }
     *       ]
     *     }
     *     ```
     *     {% endcut %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/provideOrderDigitalCodes.md) %}
     */
    post: operations['provideOrderDigitalCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/boxes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Подготовка заказа
     * @description {% include notitle [access](../../_auto/method_scopes/setOrderBoxLayout.md) %}
     *
     *     {% note tip "Подходит и для DBS" %}
     *
     *     Запрос предназначен для работы с FBS-заказами, но вы можете использовать его для обработки DBS-заказов, если это удобно.
     *
     *     {% endnote %}
     *
     *     Позволяет выполнить три операции:
     *
     *     * передать Маркету информацию о распределении товаров по коробкам;
     *     * передать Маркету коды маркировки для товаров;
     *     * удалить товар из заказа, если его не оказалось на складе.
     *
     *     Если нужно что-то поправить в переданных данных, просто повторите запрос — это можно делать сколько угодно раз до перевода заказа в статус **Готов к отгрузке**. ⚠️ Если вы меняете раскладку уже после печати и расклейки ярлыков, не забудьте перепечатать их и наклеить заново.
     *
     *     {% cut "Как передать информацию о распределении товаров" %}
     *
     *     В этом запросе вам нужно передать Маркету список коробок и указать, какие именно товары лежат в каждой из них. Коробки могут быть двух типов:
     *
     *     * **Содержащие товары целиком.** Такая коробка может содержать сколько угодно единиц любых товаров.
     *
     *     * **Содержащие часть товара.** Такие коробки содержат по одной части одного товара. Например, одна содержит внешний блок кондиционера, а другая — внутренний блок.
     *
     *     ⚠️ Одна коробка не может содержать и товары целиком, и части товаров.
     *
     *     {% endcut %}
     *
     *     {% cut "Как передавать коды маркировки и получать статус их проверки" %}
     *
     *     {% note info "Маркировка товаров в системе [«Честный ЗНАК»](https://честныйзнак.рф/) необязательна для заказов от физических лиц" %}
     *
     *     Для заказов от бизнеса все еще нужно передавать коды маркировки.
     *
     *     {% endnote %}
     *
     *     Если в заказе есть товары, подлежащие маркировке, в запросе нужно передать соответствующие уникальные коды. [Что такое маркировка](https://yandex.ru/support/marketplace/orders/cz.html)
     *
     *     Принимаются коды следующих типов:
     *
     *     * Коды в системе [«Честный ЗНАК»](https://честныйзнак.рф/) или [«ASL BELGISI»](https://aslbelgisi.uz) (для продавцов :no-translate[Market Yandex Go]).
     *     * УИН для ювелирных изделий.
     *     * РНПТ и ГТД для импортных прослеживаемых товаров.
     *
     *     Для каждой позиции в заказе, требующей маркировки, нужно передать список кодов — по одному для каждой единицы товара. Например, если в заказе две пары тапочек и одна пара туфель, получится список из двух кодов для первой позиции и список из одного кода для второй.
     *
     *     Если товар едет в нескольких коробках, код маркировки нужно передать для каждой из них.
     *
     *     {% note warning "Если вы работаете по модели FBS, EXPRESS" %}
     *
     *     Для заказов, в которых есть ювелирные изделия или товары с маркировкой в системе :no-translate[«Честный ЗНАК»], перевод в статус `READY_TO_SHIP` становится доступен, только когда:
     *
     *     1. Вы передадите Маркету :no-translate[УИНы] по каждому ювелирному изделию в заказе и коды в системе :no-translate[«Честный ЗНАК»] по всем товарам в заказе, для которых обязательна эта маркировка.
     *     2. Все коды маркировки успешно пройдут проверку. [Как получить статусы проверки](../../reference/orders/getOrderIdentifiersStatus.md)
     *
     *     {% endnote %}
     *
     *     {% endcut %}
     *
     *     {% cut "Как удалить товар из заказа" %}
     *
     *     Чтобы удалить товар из заказа:
     *
     *     1. Добавьте в запрос `allowRemove: true`.
     *     2. Передайте распределение по коробкам без товара, который нужно удалить.
     *
     *     {% note warning "Удаление нельзя отменить" %}
     *
     *     Эта операция необратима: покупатель сразу получит уведомление, а состав заказа изменится.
     *
     *     {% endnote %}
     *
     *     Чтобы удалить позицию целиком, не передавайте соответствующий `OrderBoxLayoutItemDTO`. Чтобы уменьшить количество товара, передайте уменьшенное значение в поле `fullCount`.
     *
     *     Нельзя удалить или уменьшить количество товара, если он:
     *
     *     * добавлен по акции;
     *     * составляет 99% стоимости заказа;
     *     * единственный товар в заказе.
     *
     *     Если вы не можете отгрузить такой товар, отмените заказ. Для этого отправьте запрос методом [PUT v2/campaigns/{campaignId}/orders/{orderId}/status](../../reference/orders/updateOrderStatus.md) и передайте статус заказа `CANCELLED` с причиной отмены `SHOP_FAILED`.
     *
     *     {% endcut %}
     *
     *     {% note info "Увеличить заказ нельзя" %}
     *
     *     С помощью запроса нельзя увеличить количество одинаковых товаров, добавить новые товары в заказ или заменить один товар другим.
     *
     *     {% endnote %}
     *
     *     ## Примеры
     *
     *     {% cut "Товар умещается в коробку" %}
     *
     *     Вот как будет выглядеть запрос, если в одной коробке едут:
     *
     *       * три единицы одного товара, требующего маркировки;
     *       * одна единица другого товара, не требущего маркировки.
     *
     *       ```json translate=no
     *       {
     *           "boxes": [
     *               {
     *                   "items": [
     *                       {
     *                           "id": 123456,
     *                           "fullCount": 3,
     *                           "instances": [
     *                               {
     *                                   "cis": "01030410947874432155Qbag!\u001d93Zjqw"
     *                               },
     *                               {
     *                                   "cis": "010304109478gftJ14545762!\u001dhGt264"
     *                               },
     *                               {
     *                                   "cis": "010304109478fRs28323ks23!\u001dhet201"
     *                               }
     *                           ]
     *                       },
     *                       {
     *                           "id": 654321,
     *                           "fullCount": 1
     *                       }
     *                   ]
     *               }
     *           ]
     *       }
     *       ```
     *
     *     {% endcut %}
     *
     *     {% cut "Товар едет в разных коробках" %}
     *
     *     Вот как будет выглядеть запрос, если товар едет в двух коробках:
     *
     *       ```json translate=no
     *       {
     *           "boxes": [
     *               {
     *                   "items": [
     *                       {
     *                           "id": 123456,
     *                           "partialCount": {
     *                               "current": 1,
     *                               "total": 2
     *                           },
     *                           "instances": [
     *                               {
     *                                   "cis": "01030410947874432155Qbag!\u001d93Zjqw"
     *                               }
     *                           ]
     *                       }
     *                   ]
     *               },
     *               {
     *                   "items": [
     *                       {
     *                           "id": 123456,
     *                           "partialCount": {
     *                               "current": 2,
     *                               "total": 2
     *                           },
     *                           "instances": [
     *                               {
     *                                   "cis": "01030410947874432155Qbag!\u001d93Zjqw"
     *                               }
     *                           ]
     *                       }
     *                   ]
     *               }
     *           ]
     *       }
     *       ```
     *
     *     {% endcut %}
     *
     *     {% cut "Одинаковые товары, где каждый едет в нескольких коробках" %}
     *
     *     Вот как будет выглядеть запрос, если каждый из двух одинаковых товаров едет в двух коробках:
     *
     *       ```json translate=no
     *       {
     *           "boxes": [
     *               {
     *                   "items": [
     *                       {
     *                           "id": 123456,
     *                           "partialCount": {
     *                               "current": 1,
     *                               "total": 2
     *                           },
     *                           "instances": [
     *                               {
     *                                   "cis": "01030410947874432155Qbag!\u001d93Zjqw"
     *                               }
     *                           ]
     *                       }
     *                   ]
     *               },
     *               {
     *                   "items": [
     *                       {
     *                           "id": 123456,
     *                           "partialCount": {
     *                               "current": 2,
     *                               "total": 2
     *                           },
     *                           "instances": [
     *                               {
     *                                   "cis": "01030410947874432155Qbag!\u001d93Zjqw"
     *                               }
     *                           ]
     *                       }
     *                   ]
     *               },
     *               {
     *                   "items": [
     *                       {
     *                           "id": 123456,
     *                           "partialCount": {
     *                               "current": 1,
     *                               "total": 2
     *                           },
     *                           "instances": [
     *                               {
     *                                   "cis": "01030410947874432155Qbag!\u001d93Zjqw"
     *                               }
     *                           ]
     *                       }
     *                   ]
     *               },
     *               {
     *                   "items": [
     *                       {
     *                           "id": 123456,
     *                           "partialCount": {
     *                               "current": 2,
     *                               "total": 2
     *                           },
     *                           "instances": [
     *                               {
     *                                   "cis": "01030410947874432155Qbag!\u001d93Zjqw"
     *                               }
     *                           ]
     *                       }
     *                   ]
     *               }
     *           ]
     *       }
     *       ```
     *
     *     {% endcut %}
     *
     *     {% cut "Разные товары в разных коробках" %}
     *
     *     Вот как будет выглядеть запрос, если два разных товара разложены по разным коробкам:
     *
     *       ```json translate=no
     *       {
     *           "boxes": [
     *               {
     *                   "items": [
     *                       {
     *                           "id": 123456,
     *                           "fullCount": 1
     *                       }
     *                   ]
     *               },
     *               {
     *                   "items": [
     *                       {
     *                           "id": 654321,
     *                           "fullCount": 1
     *                       }
     *                   ]
     *               }
     *           ]
     *       }
     *       ```
     *
     *     {% endcut %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/setOrderBoxLayout.md) %}
     */
    put: operations['setOrderBoxLayout'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/external-id': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Передача внешнего идентификатора заказа
     * @description {% include notitle [access](../../_auto/method_scopes/updateExternalOrderId.md) %}
     *
     *     Передает Маркету идентификатор заказа в системе магазина.
     *
     *     Его нельзя передавать:
     *
     *     * больше одного раза;
     *     * после перехода заказа в статус `PROCESSING` с подстатусом `READY_TO_SHIP`.
     *
     *     Этот идентификатор отражается в документах отгрузки: акте приема-передачи, листе сборки и ярлыках.
     *
     *     {% note alert "В штрихкодах могут быть только символы ASCII" %}
     *
     *     Если во внешнем идентификаторе вы используете другие символы, на ярлыке в штрихкоде будет отображаться идентификатор заказа Маркета.
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateExternalOrderId.md) %}
     */
    post: operations['updateExternalOrderId'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/identifiers/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Статусы проверки кодов маркировки
     * @description {% include notitle [access](../../_auto/method_scopes/getOrderIdentifiersStatus.md) %}
     *
     *     Возвращает статусы проверки кодов маркировки в заказе.
     *
     *     Заказ, в котором есть ювелирные изделия или товары с обязательной маркировкой в системе [«Честный ЗНАК»](https://честныйзнак.рф/), можно перевести в статус `READY_TO_SHIP`, только когда:
     *
     *     1. В методе [PUT v2/campaigns/{campaignId}/orders/{orderId}/boxes](../../reference/orders/setOrderBoxLayout.md) вы передадите Маркету:
     *
     *         * [УИНы](:no-translate[*uin]) по каждому ювелирному изделию в заказе;
     *
     *         * коды маркировки в системе :no-translate[«Честный ЗНАК»] по всем товарам в заказе, для которых она обязательна.
     *     2. Все коды маркировки успешно пройдут проверку.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOrderIdentifiersStatus.md) %}
     */
    post: operations['getOrderIdentifiersStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/campaigns/{campaignId}/orders/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Создание заказа
     * @description {% include notitle [access](../../_auto/method_scopes/createOrder.md) %}
     *
     *     Создает новый заказ, если на складе Маркета есть нужное количество товаров.
     *
     *     Укажите `courierDelivery` для курьерской доставки или `pickupDelivery` для доставки в пункт выдачи. Не передавайте оба параметра одновременно.
     *
     *     Значение параметра `draft`:
     *
     *     * `true` — Маркет создаст заказ в статусе `RESERVED` и будет ждать подтверждения от магазина. Когда будете готовы, передайте статус `PROCESSING` с подстатусом `STARTED` в методе [PUT v2/campaigns/{campaignId}/orders/{orderId}/status](../../reference/orders/updateOrderStatus.md). Если не сделать это в течение часа после создания заказа, Маркет отменит его.
     *     * `false` — Маркет создаст заказ в статусе `PROCESSING` с подстатусом `STARTED`, подтверждение не требуется.
     *
     *     Значение параметра `fake`:
     *
     *     * `true` — тестовый заказ. Позволяет проверить работу магазина и его API на [тестовых заказах](../../concepts/sandbox.md). Такой заказ не будет отгружен и не влияет на остатки.
     *     * `false` — настоящий заказ.
     *
     *     {% note warning "Перед вызовом метода" %}
     *
     *     Получите доступные варианты доставки — [POST v2/campaigns/{campaignId}/delivery-options](../../reference/delivery-options/getDeliveryOptions.md).
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/createOrder.md) %}
     */
    post: operations['createOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/campaigns/{campaignId}/orders/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Изменение заказа
     * @description {% include notitle [access](../../_auto/method_scopes/updateOrder.md) %}
     *
     *     Изменяет в заказе:
     *
     *     * данные получателя;
     *     * интервал дат курьерской доставки.
     *
     *     Передавайте только ту информацию, которую хотите изменить. При необходимости вы можете отредактировать и данные получателя, и интервал доставки одновременно.
     *
     *     Заказ можно изменить в любом статусе до вручения покупателю или отмены (`DELIVERED` или `CANCELLED`).
     *
     *     {% note info "Данные заказа обновляются не мгновенно" %}
     *
     *     Изменения применяются в течение нескольких минут и только в случае успешного завершения операции. [Как проверить статус операции](../../reference/operations/getOperations.md)
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateOrder.md) %}
     */
    post: operations['updateOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/campaigns/{campaignId}/orders/update-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение временных интервалов для изменения заказа
     * @description {% include notitle [access](../../_auto/method_scopes/getOrderUpdateOptions.md) %}
     *
     *     Возвращает список доступных интервалов для изменения даты и времени курьерской доставки.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOrderUpdateOptions.md) %}
     */
    post: operations['getOrderUpdateOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/delivery/date': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Изменение даты доставки заказа
     * @description {% include notitle [access](../../_auto/method_scopes/setOrderDeliveryDate.md) %}
     *
     *     Метод изменяет дату доставки заказа в статусе `PROCESSING` или `DELIVERY`. Для заказов с другими статусами дату доставки изменить нельзя.
     *
     *     {% include notitle [limit](../../_auto/method_limits/setOrderDeliveryDate.md) %}
     */
    put: operations['setOrderDeliveryDate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/delivery/track': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Передача трек‑номера посылки
     * @description {% include notitle [access](../../_auto/method_scopes/setOrderDeliveryTrackCode.md) %}
     *
     *     Передает Маркету трек‑номер, по которому покупатель может отследить посылку со своим заказом через службу доставки. Если покупатели смогут узнать, на каком этапе доставки находятся их заказы, доверие покупателей к вашему магазину может возрасти.
     *
     *     Передать трек‑номер можно, только если заказ находится в статусе `PROCESSING`, `DELIVERY` или `PICKUP`.
     *
     *     {% include notitle [limit](../../_auto/method_limits/setOrderDeliveryTrackCode.md) %}
     */
    post: operations['setOrderDeliveryTrackCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/buyer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Информация о покупателе — физическом лице
     * @description {% include notitle [access](../../_auto/method_scopes/getOrderBuyerInfo.md) %}
     *
     *     Возвращает информацию о покупателе по идентификатору заказа.
     *
     *     {% note info "Как получить информацию о покупателе, который является юридическим лицом" %}
     *
     *     Воспользуйтесь запросом [POST v2/campaigns/{campaignId}/orders/{orderId}/business-buyer](../../reference/order-business-information/getOrderBusinessBuyerInfo.md).
     *
     *     {% endnote %}
     *
     *     Получить данные можно, только если заказ находится в статусе `PROCESSING`, `DELIVERY` или `PICKUP`.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOrderBuyerInfo.md) %}
     */
    get: operations['getOrderBuyerInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/verifyEac': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Передача кода подтверждения
     * @description {% include notitle [access](../../_auto/method_scopes/verifyOrderEac.md) %}
     *
     *     Отправляет Маркету код подтверждения для его проверки.
     *
     *     **Если у магазина настроена работа с кодами подтверждения:**
     *
     *       В параметре `delivery`, вложенном в `order`, возвращается параметр `eacType` с типом `Enum` (тип кода подтверждения для передачи заказа) в методах:
     *
     *       * [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md);
     *       * [PUT v2/campaigns/{campaignId}/orders/{orderId}/status](../../reference/orders/updateOrderStatus.md).
     *
     *       Возможные значения:
     *
     *       * `MERCHANT_TO_COURIER` (временно не возвращается) — продавец передает код курьеру для получения невыкупа;
     *       * `COURIER_TO_MERCHANT` — курьер передает код продавцу для получения заказа.
     *
     *       Параметр `eacType` возвращается при статусах заказа `COURIER_FOUND`, `COURIER_ARRIVED_TO_SENDER` и `DELIVERY_SERVICE_UNDELIVERED`. Если заказ в других статусах, параметр может отсутствовать.
     *
     *     {% include notitle [limit](../../_auto/method_limits/verifyOrderEac.md) %}
     */
    put: operations['verifyOrderEac'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/delivery/storage-limit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Продление срока хранения заказа
     * @description {% include notitle [access](../../_auto/method_scopes/updateOrderStorageLimit.md) %}
     *
     *     Продлевает срок хранения заказа в пункте выдачи продавца.
     *
     *     Заказ должен быть в статусе `PICKUP`. Продлить срок можно только один раз, не больше чем на 30 дней.
     *
     *     Новый срок хранения можно получить в параметре `outletStorageLimitDate` в ответе метода [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateOrderStorageLimit.md) %}
     */
    put: operations['updateOrderStorageLimit'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/delivery/shipments/{shipmentId}/boxes/{boxId}/label': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Готовый ярлык‑наклейка для коробки в заказе
     * @description {% include notitle [access](../../_auto/method_scopes/generateOrderLabel.md) %}
     *
     *     Формирует ярлык‑наклейку для коробки в заказе и возвращает ярлык в PDF‑файле.
     *
     *     Чтобы на ярлыке отображался внешний идентификатор заказа, передайте его в методе [POST v2/campaigns/{campaignId}/orders/{orderId}/external-id](../../reference/orders/updateExternalOrderId.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateOrderLabel.md) %}
     */
    get: operations['generateOrderLabel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/delivery/labels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Готовые ярлыки‑наклейки на все коробки в одном заказе
     * @description {% include notitle [access](../../_auto/method_scopes/generateOrderLabels.md) %}
     *
     *     Возвращает PDF-файл с ярлыками, которые нужно наклеить на коробки перед отгрузкой. Подробно о том, зачем они нужны и как выглядят, рассказано [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/orders/fbs/packaging/marking.html).
     *
     *     На вход нужно передать идентификатор заказа и один необязательный параметр, который управляет версткой PDF-файла.
     *
     *     Чтобы на ярлыке отображался внешний идентификатор заказа, передайте его в методе [POST v2/campaigns/{campaignId}/orders/{orderId}/external-id](../../reference/orders/updateExternalOrderId.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateOrderLabels.md) %}
     */
    get: operations['generateOrderLabels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/delivery/labels/data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Данные для самостоятельного изготовления ярлыков
     * @description {% include notitle [access](../../_auto/method_scopes/getOrderLabelsData.md) %}
     *
     *     Возвращает информацию на ярлыках, которые клеятся на коробки в заказе.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOrderLabelsData.md) %}
     */
    get: operations['getOrderLabelsData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/business-buyer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Информация о покупателе — юридическом лице
     * @description {% include notitle [access](../../_auto/method_scopes/getOrderBusinessBuyerInfo.md) %}
     *
     *     Возвращает информацию о покупателе по идентификатору заказа.
     *
     *     {% note info "Как получить информацию о покупателе, который является физическим лицом" %}
     *
     *     Воспользуйтесь запросом [GET v2/campaigns/{campaignId}/orders/{orderId}/buyer](../../reference/order-delivery/getOrderBuyerInfo.md).
     *
     *     {% endnote %}
     *
     *     Получить данные можно, только если заказ находится в статусе `PROCESSING`, `DELIVERY`, `PICKUP` или `DELIVERED`.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOrderBusinessBuyerInfo.md) %}
     */
    post: operations['getOrderBusinessBuyerInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Информация о документах
     * @description {% include notitle [access](../../_auto/method_scopes/getOrderBusinessDocumentsInfo.md) %}
     *
     *     Возвращает информацию о документах по идентификатору заказа.
     *
     *     Получить данные можно после того, как заказ перейдет в статус `DELIVERED`.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOrderBusinessDocumentsInfo.md) %}
     */
    post: operations['getOrderBusinessDocumentsInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/returns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Список невыкупов и возвратов
     * @description {% include notitle [access](../../_auto/method_scopes/getReturns.md) %}
     *
     *     Получает список невыкупов и возвратов.
     *
     *     Чтобы получить информацию по одному невыкупу или возврату, выполните запрос [GET v2/campaigns/{campaignId}/orders/{orderId}/returns/{returnId}](../../reference/returns/getReturn.md).
     *
     *     {% note tip "Подключите API-уведомления" %}
     *
     *     Маркет отправит вам запрос [POST notification](../../push-notifications/reference/sendNotification.md), когда появится новый невыкуп или возврат.
     *
     *     [{#T}](../../push-notifications/index.md)
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/getReturns.md) %}
     */
    get: operations['getReturns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/returns/{returnId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Информация о невыкупе или возврате
     * @description {% include notitle [access](../../_auto/method_scopes/getReturn.md) %}
     *
     *     Получает информацию по одному невыкупу или возврату.
     *
     *     {% note tip "Подключите API-уведомления" %}
     *
     *     Маркет отправит вам запрос [POST notification](../../push-notifications/reference/sendNotification.md), когда появится новый невыкуп или возврат.
     *
     *     [{#T}](../../push-notifications/index.md)
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/getReturn.md) %}
     */
    get: operations['getReturn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/returns/{returnId}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Принятие или изменение решения по возврату
     * @deprecated
     * @description {% include notitle [access](../../_auto/method_scopes/setReturnDecision.md) %}
     *
     *     Выбирает решение по возврату от покупателя. После этого для подтверждения решения нужно выполнить запрос [POST v2/campaigns/{campaignId}/orders/{orderId}/returns/{returnId}/decision/submit](../../reference/returns/submitReturnDecision.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/setReturnDecision.md) %}
     */
    post: operations['setReturnDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/returns/{returnId}/decision/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Передача решения по возврату
     * @description {% include notitle [access](../../_auto/method_scopes/submitReturnDecision.md) %}
     *
     *     Позволяет передать список решений по возврату.
     *
     *     {% note info "Перед вызовом метода" %}
     *
     *     Получите список доступных решений — [POST v1/businesses/{businessId}/returns/decisions](../../reference/returns/getReturnAvailableDecisions.md).
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/submitReturnDecision.md) %}
     */
    post: operations['submitReturnDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/businesses/{businessId}/returns/decisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение возможных решений по возврату
     * @description {% include notitle [access](../../_auto/method_scopes/getReturnAvailableDecisions.md) %}
     *
     *     Возвращает список доступных решений по возврату.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getReturnAvailableDecisions.md) %}
     */
    post: operations['getReturnAvailableDecisions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/returns/{returnId}/application': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получение заявления на возврат
     * @description {% include notitle [access](../../_auto/method_scopes/getReturnApplication.md) %}
     *
     *     Загружает заявление покупателя на возврат товара.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getReturnApplication.md) %}
     */
    get: operations['getReturnApplication'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/orders/{orderId}/returns/{returnId}/decision/{itemId}/image/{imageHash}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получение фотографий товаров в возврате
     * @description {% include notitle [access](../../_auto/method_scopes/getReturnPhoto.md) %}
     *
     *     Получает фотографии товаров, которые покупатель приложил к заявлению на возврат.
     *
     *     Хеш изображения (`imageHash`) можно получить из ответов методов [GET v2/campaigns/{campaignId}/orders/{orderId}/returns/{returnId}](../../reference/returns/getReturn.md) и [GET v2/campaigns/{campaignId}/returns](../../reference/returns/getReturns.md) — в поле `images` решения по товару.
     *
     *     Максимальный размер изображения — 50 МБ.
     *
     *     Тип изображения можно определить по заголовку `Content-Type` в ответе.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getReturnPhoto.md) %}
     */
    get: operations['getReturnPhoto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/campaigns/{campaignId}/returns/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Создание возврата
     * @description {% include notitle [access](../../_auto/method_scopes/createReturn.md) %}
     *
     *     Создает новый возврат.
     *
     *     Это можно сделать только для заказа в статусе `DELIVERED`.
     *
     *     {% note warning "Перед вызовом метода" %}
     *
     *     Проверьте, подходят ли пункты выдачи для возврата указанных товаров, — [POST v1/campaigns/{campaignId}/return-delivery-options](../../reference/delivery-options/getReturnDeliveryOptions.md).
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/createReturn.md) %}
     */
    post: operations['createReturn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/campaigns/{campaignId}/returns/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отмена возврата
     * @description {% include notitle [access](../../_auto/method_scopes/cancelReturn.md) %}
     *
     *     Отменяет возврат.
     *
     *     Это можно сделать только до принятия в пункте выдачи (`"shipmentStatus": "CREATED"`).
     *
     *     {% note info "Возврат отменяется не мгновенно" %}
     *
     *     Отмена возврата применяется в течение нескольких минут и только в случае успешного завершения операции. [Как проверить статус операции](../../reference/operations/getOperations.md)
     *
     *     {% endnote %}
     *
     *     {% note tip "Используйте этот метод в подобных ситуациях" %}
     *
     *     Вы создали возврат, в котором указали 3 товара. Но покупатель передумал и решил вернуть только 2. Отмените возврат и создайте новый.
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/cancelReturn.md) %}
     */
    post: operations['cancelReturn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/regions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Поиск регионов по их имени
     * @description {% include notitle [access](../../_auto/method_scopes/searchRegionsByName.md) %}
     *
     *     Возвращает информацию о регионе, удовлетворяющем заданным в запросе условиям поиска.
     *
     *     Если найдено несколько регионов, удовлетворяющих условиям поиска, возвращается информация по каждому найденному региону (но не более десяти регионов) для возможности определения нужного региона по родительским регионам.
     *
     *     {% include notitle [limit](../../_auto/method_limits/searchRegionsByName.md) %}
     */
    get: operations['searchRegionsByName'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/regions/{regionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Информация о регионе
     * @description {% include notitle [access](../../_auto/method_scopes/searchRegionsById.md) %}
     *
     *     Возвращает информацию о регионе.
     *
     *     {% include notitle [limit](../../_auto/method_limits/searchRegionsById.md) %}
     */
    get: operations['searchRegionsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/regions/{regionId}/children': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Информация о дочерних регионах
     * @description {% include notitle [access](../../_auto/method_scopes/searchRegionChildren.md) %}
     *
     *     Возвращает информацию о регионах, являющихся дочерними по отношению к региону, идентификатор которого указан в запросе.
     *
     *     {% include notitle [limit](../../_auto/method_limits/searchRegionChildren.md) %}
     */
    get: operations['searchRegionChildren'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/regions/countries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Список допустимых кодов стран
     * @description {% include notitle [access](../../_auto/method_scopes/getRegionsCodes.md) %}
     *
     *     Возвращает список стран с их кодами в формате :no-translate[ISO 3166-1 alpha-2].
     *
     *     Страна производства `countryCode` понадобится при продаже товаров из-за рубежа для бизнеса. [Инструкция](../../step-by-step/business-info.md)
     *
     *     {% include notitle [limit](../../_auto/method_limits/getRegionsCodes.md) %}
     */
    post: operations['getRegionsCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/shipments/reception-transfer-act': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Подтверждение ближайшей отгрузки и получение акта приема-передачи для нее
     * @description {% include notitle [access](../../_auto/method_scopes/downloadShipmentReceptionTransferAct.md) %}
     *
     *     Запрос подтверждает ближайшую отгрузку и возвращает акт приема-передачи в формате PDF.
     *
     *     Подтверждение отгрузки доступно только после того, как она сформирована, иначе метод вернет код `400` и ошибку :no-translate["Closest shipment for reception transfer act generation not found."].
     *
     *     Подробнее о приеме заказов и расписании отгрузок читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/ru/orders/fbs/settings/shipment#schedule).
     *
     *     {% note warning "Экспресс‑доставка" %}
     *
     *     Если ваш магазин подключен к экспресс‑доставке и вы отгружаете заказы курьерам [Яндекс Go](https://go.yandex/), подготавливать акт приема‑передачи не нужно.
     *
     *     {% endnote %}
     *
     *     В акт входят собранные и готовые к отправке заказы, которые отгружаются в сортировочный центр или пункт приема либо передаются курьерам Маркета.
     *
     *     При формировании акта Маркет автоматически находит и подставляет в шаблон следующие данные:
     *
     *     {% cut "Данные, из которых Маркет формирует акт" %}
     *
     *     #|
     *     || **Данные в акте**	                                 | **Описание**                                                                                                                                                                                                                                                         ||
     *     || Отправитель	                                     | Название вашего юридического лица, указанное в кабинете продавца на Маркете.                                                                                                                                                                                         ||
     *     || Исполнитель                                         | Название юридического лица сортировочного центра или службы доставки.                                                                                                                                                                                                ||
     *     || № отправления в системе заказчика                   | Внешний идентификатор заказа продавца, который можно передать запросом [POST v2/campaigns/{campaignId}/orders/{orderId}/external-id](../../reference/orders/updateExternalOrderId.md).                                                                            ||
     *     || № отправления в системе исполнителя (субподрядчика) |
     *       Идентификатор заказа на Маркете, как в выходных данных запроса:
     *
     *       * [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md).||
     *
     *     || Объявленная ценность                                |
     *       Общая сумма заказа без учета стоимости доставки, как в выходных данных запроса:
     *
     *       * [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md).||
     *
     *     || Стоимость всех товаров в заказе                     | Стоимость всех заказанных товаров.                                                                                                                                                                                                                                   ||
     *
     *     || Вес                                                 |
     *       Масса брутто грузового места (суммарная масса упаковки и содержимого), как в выходных данных запроса:
     *
     *       * [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md).||
     *
     *     || Количество мест                                     |
     *       Количество грузовых мест в заказе, как в выходных данных запроса:
     *
     *       * [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md).||
     *     |#
     *
     *     {% endcut %}
     *
     *     {% note info "Электронная подпись акта" %}
     *
     *     Если вы указываете параметр `signatory`, акт приема-передачи подписывается электронной подписью и становится электронным документом. В этом случае печатать и подписывать акт вручную не требуется — он уже имеет юридическую силу в электронном виде.
     *
     *     Если параметр `signatory` не указан, акт нужно распечатать. В распечатанном акте укажите отправителя и исполнителя. Они должны подписать акт и указать фамилию и инициалы рядом с подписью. При необходимости также заполните реквизиты доверенности.
     *
     *     Подробнее о работе с актами приема-передачи читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/ru/orders/fbs/process#act).
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/downloadShipmentReceptionTransferAct.md) %}
     */
    get: operations['downloadShipmentReceptionTransferAct'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/first-mile/shipments/{shipmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получение информации об одной отгрузке
     * @description {% include notitle [access](../../_auto/method_scopes/getShipment.md) %}
     *
     *     Возвращает информацию об отгрузке по ее идентификатору.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getShipment.md) %}
     */
    get: operations['getShipment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/first-mile/shipments/{shipmentId}/orders/info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получение информации о возможности печати ярлыков
     * @description {% include notitle [access](../../_auto/method_scopes/getShipmentOrdersInfo.md) %}
     *
     *     Возвращает информацию о возможности печати ярлыков-наклеек для заказов в отгрузке.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getShipmentOrdersInfo.md) %}
     */
    get: operations['getShipmentOrdersInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/first-mile/shipments/{shipmentId}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Подтверждение отгрузки
     * @description {% include notitle [access](../../_auto/method_scopes/confirmShipment.md) %}
     *
     *     Подтверждает отгрузку товаров в сортировочный центр или пункт приема заказов. Действие доступно только после того, как отгрузка сформирована.
     *
     *     График отгрузок настраивается отдельно для каждого склада в личном кабинете и недоступен через API.
     *     Проверить возможность подтверждения отгрузки можно с помощью метода [GET v2/campaigns/{campaignId}/shipments/{shipmentId}](../../reference/shipments/getShipment): среди доступных действий `availableActions` должно быть действие `CONFIRM`.
     *     До наступления времени подтверждения метод вернет код `400` и ошибку :no-translate["Cutoff time for shipments has not been reached yet"].
     *
     *     Подробнее о приеме заказов и расписании отгрузок читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/ru/orders/fbs/settings/shipment#schedule).
     *
     *     {% include notitle [limit](../../_auto/method_limits/confirmShipment.md) %}
     */
    post: operations['confirmShipment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/first-mile/shipments/{shipmentId}/act': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получение акта приема-передачи
     * @description {% include notitle [access](../../_auto/method_scopes/downloadShipmentAct.md) %}
     *
     *     {% note warning "Экспресс‑доставка" %}
     *
     *     Если ваш магазин подключен к экспресс‑доставке и вы отгружаете заказы курьерам [Яндекс Go](https://go.yandex/), подготавливать акт приема‑передачи не нужно.
     *
     *     {% endnote %}
     *
     *     Запрос формирует акт приема-передачи заказов, входящих в отгрузку, и возвращает акт в формате PDF. В акте содержатся собранные и готовые к отправке заказы.
     *
     *     Метод доступен только для подтвержденной отгрузки. Сначала подтвердите отгрузку запросом [POST v2/campaigns/{campaignId}/shipments/{shipmentId}/confirm](../../reference/shipments/confirmShipment.md), затем вызовите этот метод.
     *
     *     При формировании акта Маркет автоматически находит и подставляет в шаблон следующие данные:
     *
     *     {% cut "Данные, из которых Маркет формирует акт" %}
     *
     *     #|
     *     || **Данные в акте**                                         | **Описание**                                                                                                                                                                                                                                                         ||
     *     || Дата                                                      | Дата запроса.                                                                                                                                                                                                                                                        ||
     *     || Отправитель                                               | Название вашего юридического лица, указанное в кабинете продавца на Маркете.                                                                                                                                                                                         ||
     *     || Исполнитель                                               | Название юридического лица сортировочного центра или службы доставки.                                                                                                                                                                                                ||
     *     || № отправления в системе заказчика                         | Внешний идентификатор заказа продавца, который можно передать запросом [POST v2/campaigns/{campaignId}/orders/{orderId}/external-id](../../reference/orders/updateExternalOrderId.md).                                                                            ||
     *     || № отправления в системе исполнителя (субподрядчика)       |
     *       Идентификатор заказа на Маркете, как в выходных данных запроса:
     *
     *       * [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md).||
     *
     *     || Объявленная ценность                                      |
     *       Общая сумма заказа без учета стоимости доставки, как в выходных данных запроса:
     *
     *       * [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md).||
     *
     *     || Вес                                                       |
     *       Масса брутто грузового места (суммарная масса упаковки и содержимого), как в выходных данных запроса:
     *
     *       * [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md).||
     *
     *     || Количество мест                                           |
     *       Количество грузовых мест в заказе, как в выходных данных запроса:
     *
     *       * [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md). ||
     *     |#
     *
     *     {% endcut %}
     *
     *     В распечатанном акте укажите отправителя и исполнителя. Они должны подписать акт и указать фамилию и инициалы рядом с подписью. При необходимости также заполните реквизиты доверенности.
     *
     *     {% include notitle [limit](../../_auto/method_limits/downloadShipmentAct.md) %}
     */
    get: operations['downloadShipmentAct'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/first-mile/shipments/{shipmentId}/inbound-act': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получение фактического акта приема-передачи
     * @description {% include notitle [access](../../_auto/method_scopes/downloadShipmentInboundAct.md) %}
     *
     *     Возвращает фактический акт приема-передачи для заданной отгрузки.
     *
     *     Такой акт становится доступен спустя несколько часов после завершения отгрузки. Он может понадобиться, если после отгрузки обнаружатся расхождения.
     *
     *     {% include notitle [limit](../../_auto/method_limits/downloadShipmentInboundAct.md) %}
     */
    get: operations['downloadShipmentInboundAct'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/first-mile/shipments/{shipmentId}/transportation-waybill': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получение транспортной накладной
     * @description {% include notitle [access](../../_auto/method_scopes/downloadShipmentTransportationWaybill.md) %}
     *
     *     Возвращает транспортную накладную для заданной отгрузки, если Маркет забирает товары с вашего склада. Подробнее о таком способе отгрузки читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/ru/orders/fbs/settings/shipment#at-your-warehouse).
     *
     *     Накладная не возвращается, если вы привозите товары в ПВЗ или сортировочный центр.
     *
     *     {% include notitle [limit](../../_auto/method_limits/downloadShipmentTransportationWaybill.md) %}
     */
    get: operations['downloadShipmentTransportationWaybill'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/first-mile/shipments/{shipmentId}/discrepancy-act': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получение акта расхождений
     * @description {% include notitle [access](../../_auto/method_scopes/downloadShipmentDiscrepancyAct.md) %}
     *
     *     Возвращает акт расхождений для заданной отгрузки.
     *
     *     {% include notitle [limit](../../_auto/method_limits/downloadShipmentDiscrepancyAct.md) %}
     */
    get: operations['downloadShipmentDiscrepancyAct'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/first-mile/shipments/{shipmentId}/pallets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Передача количества упаковок для доверительной приемки
     * @description {% include notitle [access](../../_auto/method_scopes/setShipmentPalletsCount.md) %}
     *
     *     Передает Маркету количество упаковок в отгрузке для доверительной приемки. Подробнее о таком виде приемки читайте в [Справке Маркета для продавцов](https://yandex.ru/support/marketplace/orders/fbs/process.html#acceptance).
     *
     *     {% note info "Как передавать упаковки" %}
     *
     *     Передавайте количество упаковок, которые вы везете в отгрузке, а не сумму грузомест по заказам.
     *
     *     **Пример:** в отгрузке 2 заказа, в каждом по 5 грузомест. Если вы везете их в 2 палетах — передайте в запросе `2`, а не `10`.
     *
     *     {% endnote %}
     *
     *     Получить PDF-файл с ярлыками для упаковок можно с помощью метода [GET v2/campaigns/{campaignId}/first-mile/shipments/{shipmentId}/pallet/labels](../../reference/shipments/downloadShipmentPalletLabels.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/setShipmentPalletsCount.md) %}
     */
    put: operations['setShipmentPalletsCount'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/first-mile/shipments/{shipmentId}/pallet/labels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Ярлыки для доверительной приемки
     * @description {% include notitle [access](../../_auto/method_scopes/downloadShipmentPalletLabels.md) %}
     *
     *     PDF-файл с ярлыками на каждую упаковку в отгрузке для доверительной приемки. Подробнее о таком виде приемки читайте в [Справке Маркета для продавцов](https://yandex.ru/support/marketplace/orders/fbs/process.html#acceptance).
     *
     *     Распечатайте по несколько копий каждого ярлыка: на одну упаковку нужно наклеить минимум 2 ярлыка с разных сторон.
     *
     *     Количество упаковок в отгрузке передается в методе [PUT v2/campaigns/{campaignId}/first-mile/shipments/{shipmentId}/pallets](../../reference/shipments/setShipmentPalletsCount.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/downloadShipmentPalletLabels.md) %}
     */
    get: operations['downloadShipmentPalletLabels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/first-mile/shipments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Получение информации о нескольких отгрузках
     * @description {% include notitle [access](../../_auto/method_scopes/searchShipments.md) %}
     *
     *     Возвращает информацию об отгрузках по заданным параметрам:
     *
     *     * дате;
     *     * статусу;
     *     * идентификаторам заказов.
     *
     *     Результаты возвращаются постранично.
     *
     *     {% include notitle [limit](../../_auto/method_limits/searchShipments.md) %}
     */
    put: operations['searchShipments'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/first-mile/shipments/{shipmentId}/orders/transfer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Перенос заказов в следующую отгрузку
     * @description {% include notitle [access](../../_auto/method_scopes/transferOrdersFromShipment.md) %}
     *
     *     Переносит указанные заказы из указанной отгрузки в следующую отгрузку. [Что такое отгрузка?](https://yandex.ru/support/marketplace/orders/fbs/process.html#ship)
     *
     *     Используйте этот запрос, если не успеваете собрать и упаковать заказы вовремя.
     *
     *     {% note warning "Такие переносы снижают индекс качества магазина" %}
     *
     *     Этот запрос предназначен для исключительных случаев. Если вы будете переносить заказы слишком часто, магазин столкнется с ограничениями. [Что за ограничения?](https://yandex.ru/support/marketplace/quality/score/fbs.html)
     *
     *     {% endnote %}
     *
     *     Переносить заказы можно, если до формирования отгрузки осталось больше получаса.
     *
     *     Перенос происходит не мгновенно, а занимает несколько минут.
     *
     *     {% include notitle [limit](../../_auto/method_limits/transferOrdersFromShipment.md) %}
     */
    post: operations['transferOrdersFromShipment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/offer-mappings/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Удаление товаров из каталога
     * @description {% include notitle [access](../../_auto/method_scopes/deleteOffers.md) %}
     *
     *     Удаляет товары из каталога.
     *
     *     {% include notitle [limit](../../_auto/method_limits/deleteOffers.md) %}
     */
    post: operations['deleteOffers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/offer-mappings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Информация о товарах в каталоге
     * @description {% include notitle [access](../../_auto/method_scopes/getOfferMappings.md) %}
     *
     *     Возвращает список товаров в каталоге, их категории на Маркете и характеристики каждого товара.
     *
     *     Можно использовать тремя способами:
     *     * задать список интересующих SKU;
     *     * задать фильтр — в этом случае результаты возвращаются постранично;
     *     * не передавать тело запроса, чтобы получить список всех товаров в каталоге.
     *
     *     Чтобы получить категорийные характеристики товаров, воспользуйтесь методом [POST v2/businesses/{businessId}/offer-cards](../../reference/content/getOfferCardsContentStatus.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOfferMappings.md) %}
     */
    post: operations['getOfferMappings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/offer-mappings/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Добавление товаров в каталог и изменение информации о них
     * @description {% include notitle [access](../../_auto/method_scopes/updateOfferMappings.md) %}
     *
     *     Добавляет товары в каталог и передает:
     *
     *     * их [листовые категории](*list-categories) на Маркете и категорийные характеристики;
     *     * основные характеристики;
     *     * цены на товары в кабинете.
     *
     *     Также объединяет товары на карточке, редактирует и удаляет информацию об уже добавленных товарах, в том числе цены в кабинете и категории товаров.
     *
     *     Список категорий Маркета можно получить с помощью запроса [POST v2/categories/tree](../../reference/categories/getCategoriesTree.md), а характеристики товаров по категориям с помощью [POST v2/category/{categoryId}/parameters](../../reference/content/getCategoryContentParameters.md).
     *
     *     {% cut "Добавить новый товар" %}
     *
     *     Передайте его с новым идентификатором, который раньше никогда не использовался в каталоге.
     *
     *     Обязательно укажите параметры: `offerId`, `name`, `marketCategoryId`, `pictures`, `vendor`, `description`.
     *
     *     Старайтесь сразу передать как можно больше информации — она потребуется Маркету для подбора подходящей карточки или создания новой.
     *
     *     Если известно, какой карточке на Маркете соответствует товар, можно сразу указать идентификатор этой карточки (SKU на Маркете) в поле `marketSKU`.
     *
     *     **Для продавцов Market Yandex Go:**
     *
     *     Когда вы добавляете товары в каталог, указывайте значения параметров `name` и `description` на русском языке. Чтобы на витрине они отображались и на другом языке, еще раз выполните запрос `POST v2/businesses/{businessId}/offer-mappings/update`, где укажите:
     *
     *       * язык в параметре `language`;
     *       * значения параметров `name` и `description` на указанном языке.
     *
     *       Повторно передавать остальные характеристики товара не нужно.
     *
     *     {% endcut %}
     *
     *     {% cut "Изменить информацию о товаре" %}
     *
     *     Передайте новые данные, указав в `offerId` SKU товара в вашей системе.
     *
     *     Поля, в которых ничего не меняется, можно не передавать.
     *
     *     {% endcut %}
     *
     *     {% cut "Удалить переданные ранее параметры товара" %}
     *
     *     В `deleteParameters` укажите значения параметров, которые хотите удалить. Можно передать сразу несколько значений.
     *
     *     Для параметров с типом `string` также можно передать пустое значение.
     *
     *     {% endcut %}
     *
     *     Параметр `offerId` (SKU товара в вашей системе) должен быть **уникальным** для всех товаров, которые вы передаете.
     *
     *     {% note warning "Правила использования SKU" %}
     *
     *     * У каждого товара SKU должен быть свой.
     *
     *     * Уже заданный SKU нельзя освободить и использовать заново для другого товара. Каждый товар должен получать новый идентификатор, до того никогда не использовавшийся в вашем каталоге.
     *
     *     SKU товара можно изменить в кабинете продавца на Маркете. О том, как это сделать, читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/assortment/operations/edit-sku).
     *
     *     {% endnote %}
     *
     *     {% note info "Данные в каталоге обновляются не мгновенно" %}
     *
     *     Это занимает до нескольких минут.
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateOfferMappings.md) %}
     */
    post: operations['updateOfferMappings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/offer-mappings/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Добавление товаров в архив
     * @description {% include notitle [access](../../_auto/method_scopes/addOffersToArchive.md) %}
     *
     *     Помещает товары в архив. Товары, помещенные в архив, скрыты с витрины во всех магазинах кабинета.
     *
     *     {% note warning "В архив нельзя отправить товар, который хранится на складе Маркета" %}
     *
     *     Вначале такой товар нужно распродать или вывезти.
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/addOffersToArchive.md) %}
     */
    post: operations['addOffersToArchive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/offer-mappings/unarchive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Удаление товаров из архива
     * @description {% include notitle [access](../../_auto/method_scopes/deleteOffersFromArchive.md) %}
     *
     *     Восстанавливает товары из архива.
     *
     *     {% include notitle [limit](../../_auto/method_limits/deleteOffersFromArchive.md) %}
     */
    post: operations['deleteOffersFromArchive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/businesses/{businessId}/offer-mappings/barcodes/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Генерация штрихкодов
     * @description {% include notitle [access](../../_auto/method_scopes/generateOfferBarcodes.md) %}
     *
     *     Генерирует штрихкоды и присваивает их указанным товарам.
     *
     *     Если у товара на упаковке уже есть штрихкод производителя, передайте его в параметре `barcodes` в методе [POST v2/businesses/{businessId}/offer-mappings/update](../../reference/business-offer-mappings/updateOfferMappings.md). Генерировать новый не нужно.
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateOfferBarcodes.md) %}
     */
    post: operations['generateOfferBarcodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/offer-prices/updates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Установка цен на товары для всех магазинов
     * @description {% include notitle [access](../../_auto/method_scopes/updateBusinessPrices.md) %}
     *
     *     Устанавливает цены, которые действуют во всех магазинах. Чтобы получить рекомендации Маркета, касающиеся цен, выполните запрос [POST v2/businesses/{businessId}/offers/recommendations](../../reference/offers/getOfferRecommendations.md).
     *
     *     При необходимости передавайте НДС с помощью параметра `vat` в запросе [POST v2/campaigns/{campaignId}/offers/update](../../reference/offers/updateCampaignOffers.md).
     *
     *     {% note info "Данные в каталоге обновляются не мгновенно" %}
     *
     *     Это занимает до нескольких минут.
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateBusinessPrices.md) %}
     */
    post: operations['updateBusinessPrices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/offer-prices/updates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Установка цен на товары в конкретном магазине
     * @description {% include notitle [access](../../_auto/method_scopes/updatePrices.md) %}
     *
     *     Устанавливает цены на товары в магазине. Чтобы получить рекомендации Маркета, касающиеся цен, выполните запрос [POST v2/businesses/{businessId}/offers/recommendations](../../reference/offers/getOfferRecommendations.md).
     *
     *     {% note warning "Метод только для отдельных магазинов" %}
     *
     *     Вам доступен этот метод, если в кабинете продавца на Маркете есть возможность установить уникальные цены в отдельных магазинах. Как это проверить — в методе [POST v2/businesses/{businessId}/settings](../../reference/businesses/getBusinessSettings.md) в параметре `onlyDefaultPrice` возвращается значение `false`.
     *
     *     В ином случае используйте метод управления ценами, которые действуют во всех магазинах, — [POST v2/businesses/{businessId}/offer-prices/updates](../../reference/prices/updateBusinessPrices.md).
     *
     *     {% endnote %}
     *
     *     {% note info "Данные в каталоге обновляются не мгновенно" %}
     *
     *     Это занимает до нескольких минут.
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/updatePrices.md) %}
     */
    post: operations['updatePrices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/offer-prices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Список цен
     * @deprecated
     * @description {% include notitle [access](../../_auto/method_scopes/getPrices.md) %}
     *
     *     Возвращает список цен, установленных вами на товары любым способом: например, через API или в файле с каталогом.
     *
     *     Способы установки цен описаны [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/assortment/operations/prices.html).
     *
     *     {% include notitle [limit](../../_auto/method_limits/getPrices.md) %}
     */
    get: operations['getPrices'];
    put?: never;
    /**
     * Просмотр цен на указанные товары в конкретном магазине
     * @description {% include notitle [access](../../_auto/method_scopes/getPricesByOfferIds.md) %}
     *
     *     Возвращает список цен на указанные товары в магазине.
     *
     *     {% note warning "Метод только для отдельных магазинов" %}
     *
     *     Используйте этот метод, только если в кабинете установлены уникальные цены в отдельных магазинах.
     *
     *     Для просмотра цен, которые действуют во всех магазинах, используйте [POST v2/businesses/{businessId}/offer-mappings](../../reference/business-offer-mappings/getOfferMappings.md).
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/getPricesByOfferIds.md) %}
     */
    post: operations['getPricesByOfferIds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/offer-prices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Просмотр цен на указанные товары во всех магазинах
     * @description {% include notitle [access](../../_auto/method_scopes/getDefaultPrices.md) %}
     *
     *     Возвращает список цен, которые вы установили для всех магазинов любым способом. Например, через API или с помощью Excel-шаблона.
     *
     *     О способах установки цен читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/assortment/operations/prices.html).
     *
     *     {% include notitle [limit](../../_auto/method_limits/getDefaultPrices.md) %}
     */
    post: operations['getDefaultPrices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/price-quarantine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Список товаров, находящихся в карантине по цене в кабинете
     * @description {% include notitle [access](../../_auto/method_scopes/getBusinessQuarantineOffers.md) %}
     *
     *     Возвращает список товаров, которые находятся в карантине по цене, установленной для всех магазинов кабинета.
     *
     *     Проверьте цену каждого из товаров, который попал в карантин. Если ошибки нет и цена правильная, подтвердите ее с помощью запроса [POST v2/businesses/{businessId}/price-quarantine/confirm](../../reference/price-quarantine/confirmBusinessPrices.md). Если цена в самом деле ошибочная, установите верную с помощью запроса [POST v2/businesses/{businessId}/offer-prices/updates](../../reference/prices/updateBusinessPrices.md).
     *
     *     {% note info "Что такое карантин?" %}
     *
     *     Товар попадает в карантин, если его цена меняется слишком резко или слишком сильно отличается от рыночной. [Подробнее](https://yandex.ru/support/marketplace/assortment/operations/prices.html#quarantine)
     *
     *     {% endnote %}
     *
     *     В запросе можно использовать фильтры.
     *
     *     Результаты возвращаются постранично.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getBusinessQuarantineOffers.md) %}
     */
    post: operations['getBusinessQuarantineOffers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/price-quarantine/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Удаление товара из карантина по цене в кабинете
     * @description {% include notitle [access](../../_auto/method_scopes/confirmBusinessPrices.md) %}
     *
     *     Подтверждает во всех магазинах цену на товары, которые попали в карантин, и удаляет их из карантина.
     *
     *     Товар попадает в карантин, если его цена меняется слишком резко. [Как настроить карантин](https://yandex.ru/support/marketplace/assortment/operations/prices.html#quarantine)
     *
     *     Чтобы увидеть список товаров, которые попали в карантин, используйте запрос [POST v2/businesses/{businessId}/price-quarantine](getBusinessQuarantineOffers.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/confirmBusinessPrices.md) %}
     */
    post: operations['confirmBusinessPrices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/price-quarantine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Список товаров, находящихся в карантине по цене в магазине
     * @description {% include notitle [access](../../_auto/method_scopes/getCampaignQuarantineOffers.md) %}
     *
     *     Возвращает список товаров, которые находятся в карантине по цене, установленной в заданном магазине.
     *
     *     Проверьте цену каждого из товаров, который попал в карантин. Если ошибки нет и цена правильная, подтвердите ее с помощью запроса [POST v2/campaigns/{campaignId}/price-quarantine/confirm](../../reference/price-quarantine/confirmCampaignPrices.md). Если цена в самом деле ошибочная, установите верную с помощью запроса [POST v2/campaigns/{campaignId}/offer-prices/updates](../../reference/prices/updatePrices.md).
     *
     *     {% note info "Что такое карантин?" %}
     *
     *     Товар попадает в карантин, если его цена меняется слишком резко или слишком сильно отличается от рыночной. [Подробнее](https://yandex.ru/support/marketplace/assortment/operations/prices.html#quarantine)
     *
     *     {% endnote %}
     *
     *     В запросе можно использовать фильтры.
     *
     *     Результаты возвращаются постранично.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getCampaignQuarantineOffers.md) %}
     */
    post: operations['getCampaignQuarantineOffers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/price-quarantine/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Удаление товара из карантина по цене в магазине
     * @description {% include notitle [access](../../_auto/method_scopes/confirmCampaignPrices.md) %}
     *
     *     Подтверждает в заданном магазине цену на товары, которые попали в карантин, и удаляет их из карантина.
     *
     *     Товар попадает в карантин, если его цена меняется слишком резко. [Как настроить карантин](https://yandex.ru/support/marketplace/assortment/operations/prices.html#quarantine)
     *
     *     Чтобы увидеть список товаров, которые попали в карантин, используйте запрос [POST v2/campaigns/{campaignId}/price-quarantine](getCampaignQuarantineOffers.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/confirmCampaignPrices.md) %}
     */
    post: operations['confirmCampaignPrices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/hidden-offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Информация о скрытых вами товарах
     * @description {% include notitle [access](../../_auto/method_scopes/getHiddenOffers.md) %}
     *
     *     Возвращает список скрытых вами товаров для заданного магазина.
     *
     *     В списке будут товары, скрытые любым способом — через API, с помощью YML-фида, в кабинете и так далее.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getHiddenOffers.md) %}
     */
    get: operations['getHiddenOffers'];
    put?: never;
    /**
     * Скрытие товаров и настройки скрытия
     * @description {% include notitle [access](../../_auto/method_scopes/addHiddenOffers.md) %}
     *
     *     Скрывает товары магазина на Маркете.
     *
     *     {% note info "Данные в каталоге обновляются не мгновенно" %}
     *
     *     Это занимает до нескольких минут.
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/addHiddenOffers.md) %}
     */
    post: operations['addHiddenOffers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/hidden-offers/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Возобновление показа товаров
     * @description {% include notitle [access](../../_auto/method_scopes/deleteHiddenOffers.md) %}
     *
     *     Возобновляет показ скрытых вами товаров магазина на Маркете.
     *
     *     {% note info "Данные в каталоге обновляются не мгновенно" %}
     *
     *     Это занимает до нескольких минут.
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/deleteHiddenOffers.md) %}
     */
    post: operations['deleteHiddenOffers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/offers/stocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Передача информации об остатках
     * @description {% include notitle [access](../../_auto/method_scopes/updateStocks.md) %}
     *
     *     Передает данные об остатках товаров на витрине.
     *
     *     Для группы складов передавайте остатки только для **одного любого склада**. Информация для остальных складов в этой группе обновится автоматически.
     *
     *     Обязательно указывайте SKU **в точности** так, как он указан в каталоге. Например, _557722_ и _0557722_ — это два разных SKU.
     *
     *     {% note info "Данные в каталоге обновляются не мгновенно" %}
     *
     *     Это занимает до нескольких минут.
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateStocks.md) %}
     */
    put: operations['updateStocks'];
    /**
     * Информация об остатках и оборачиваемости
     * @description {% include notitle [access](../../_auto/method_scopes/getStocks.md) %}
     *
     *     Возвращает данные об остатках товаров (для всех моделей) и об [оборачиваемости](*turnover) товаров (для модели FBY).
     *
     *     {% note info "По умолчанию данные по оборачивамости не возращаются" %}
     *
     *     Чтобы они были в ответе, передавайте `true` в поле `withTurnover`.
     *
     *     {% endnote %}
     *
     *     **Для моделей FBY и LaaS:** информация об остатках может возвращаться с нескольких складов Маркета, у которых будут разные `warehouseId`. Получить список складов Маркета можно с помощью метода [GET v2/warehouses](../../reference/warehouses/getFulfillmentWarehouses.md).
     *
     *     **Для модели FBS:** в ответе может вернуться не только партнерский склад, но и склад возвратов Маркета. Это возможно, если возврат поступил в указанную продавцом точку возвратов и долго не был забран.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getStocks.md) %}
     *
     *     [//]: <> (turnover: Среднее количество дней, за которое товар продается. Подробно об оборачиваемости рассказано в Справке Маркета для продавцов https://yandex.ru/support/marketplace/analytics/turnover.html.)
     */
    post: operations['getStocks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/delivery/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Справочник служб доставки
     * @description {% include notitle [access](../../_auto/method_scopes/getDeliveryServices.md) %}
     *
     *     Возвращает справочник служб доставки: идентификаторы и наименования.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getDeliveryServices.md) %}
     */
    get: operations['getDeliveryServices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/campaigns/{campaignId}/delivery-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение доступных вариантов доставки заказов
     * @description {% include notitle [access](../../_auto/method_scopes/getDeliveryOptions.md) %}
     *
     *     Возвращает список вариантов для доставки заказов. Выберите подходящий вариант доставки из ответа и передайте его при создании заказа.
     *
     *     Укажите `courierDelivery` для курьерской доставки или `pickupDelivery` для доставки в пункт выдачи. Не передавайте оба параметра одновременно.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getDeliveryOptions.md) %}
     */
    post: operations['getDeliveryOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/campaigns/{campaignId}/return-delivery-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение подходящих для возврата пунктов выдачи
     * @description {% include notitle [access](../../_auto/method_scopes/getReturnDeliveryOptions.md) %}
     *
     *     Возвращает список идентификаторов пунктов выдачи, которые могут принять возврат указанных товаров.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getReturnDeliveryOptions.md) %}
     */
    post: operations['getReturnDeliveryOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/stats/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Детальная информация по заказам
     * @description {% include notitle [access](../../_auto/method_scopes/getOrdersStats.md) %}
     *
     *     Возвращает информацию по заказам на Маркете, в которых есть ваши товары.
     *
     *     С помощью нее вы можете собрать статистику по вашим заказам и узнать, например, какие из товаров чаще всего возвращаются покупателями, какие, наоборот, пользуются большим спросом и т. п.
     *
     *     {% note tip "Информация по созданным или обновленным заказам может появиться с задержкой до 40 минут" %}
     *
     *     Чтобы получить данные без задержки, используйте метод [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md).
     *
     *     {% endnote %}
     *
     *     В одном запросе можно получить информацию не более чем по 200 заказам.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOrdersStats.md) %}
     */
    post: operations['getOrdersStats'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/stats/skus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по товарам
     * @description {% include notitle [access](../../_auto/method_scopes/getGoodsStats.md) %}
     *
     *     Возвращает подробный отчет по товарам, которые вы разместили на Маркете. С помощью отчета вы можете узнать, например, об остатках на складе, об условиях хранения ваших товаров и т. д.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getGoodsStats.md) %}
     */
    post: operations['getGoodsStats'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/info/{reportId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получение заданного отчета или документа
     * @description {% include notitle [access](../../_auto/method_scopes/getReportInfo.md) %}
     *
     *     Возвращает статус генерации заданного отчета или документа и, если он готов, ссылку для скачивания.
     *
     *     Чтобы воспользоваться этим запросом, вначале нужно запустить генерацию отчета или документа. [Инструкция](../../step-by-step/reports.md)
     *
     *     {% include notitle [limit](../../_auto/method_limits/getReportInfo.md) %}
     */
    get: operations['getReportInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/united-netting/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по платежам
     * @description {% include notitle [access](../../_auto/method_scopes/generateUnitedNettingReport.md) %}
     *
     *     Запускает генерацию отчета по платежам за заданный период. [Что это за отчет](https://yandex.ru/support/marketplace/ru/accounting/transactions#all-pay)
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     Тип отчета зависит от того, какие поля заполнены в запросе:
     *
     *     #|
     *     || **Тип отчета** | **Какие поля нужны** | **Комментарий** ||
     *     || О платежах за период | `dateFrom` и `dateTo` |
     *       В отчет попадают все платежи, которые были выплачены и начислены в выбранный период.
     *
     *       Пример: если перевод выполнен 31 августа и зачислен 1 сентября, он попадет в отчет за оба месяца.
     *     ||
     *     || О платежном поручении | `bankOrderId` и `bankOrderDateTime` |—||
     *     || [О баллах Маркета](*баллы_маркета) | `monthOfYear` |—||
     *     |#
     *
     *     Заказать отчеты нескольких типов одним запросом нельзя.
     *
     *     {% include notitle [reports](../../_auto/reports/united/netting/generator/united_netting.md) %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateUnitedNettingReport.md) %}
     */
    post: operations['generateUnitedNettingReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/united-marketplace-services/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по стоимости услуг
     * @description {% include notitle [access](../../_auto/method_scopes/generateUnitedMarketplaceServicesReport.md) %}
     *
     *     Запускает генерацию отчета по стоимости услуг за заданный период. [Что это за отчет](https://yandex.ru/support/marketplace/ru/accounting/transactions#reports)
     *
     *     Тип отчета зависит от того, какие поля заполнены в запросе:
     *
     *     |**Тип отчета**               |**Какие поля нужны**             |
     *     |-----------------------------|---------------------------------|
     *     |По дате начисления услуги    |`dateFrom` и `dateTo`            |
     *     |По дате формирования акта    |`year` и `month`                 |
     *
     *     Заказать отчеты обоих типов одним запросом нельзя.
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [reports](../../_auto/reports/united/services/generator/united_marketplace_services.md) %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateUnitedMarketplaceServicesReport.md) %}
     */
    post: operations['generateUnitedMarketplaceServicesReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/united-orders/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по заказам
     * @description {% include notitle [access](../../_auto/method_scopes/generateUnitedOrdersReport.md) %}
     *
     *     Запускает генерацию отчета по заказам за заданный период. [Что это за отчет](https://yandex.ru/support/marketplace/ru/accounting/transactions#get-report)
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [reports](../../_auto/reports/united/orders/generator/united_orders.md) %}
     *
     *     {% include notitle [tariff-period](../../_includes/common/report-data-period-unchanged.md) %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateUnitedOrdersReport.md) %}
     */
    post: operations['generateUnitedOrdersReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/united-returns/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по невыкупам и возвратам
     * @description {% include notitle [access](../../_auto/method_scopes/generateUnitedReturnsReport.md) %}
     *
     *     Запускает генерацию сводного отчета по невыкупам и возвратам за заданный период. [Что это за отчет](https://yandex.ru/support/marketplace/ru/orders/returns/logistic#rejected-orders)
     *
     *     Отчет содержит информацию о невыкупах и возвратах за указанный период, а также о тех, которые готовы к выдаче.
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [reports](../../_auto/reports/united/returns/generator/united_returns.md) %}
     *
     *     {% include notitle [tariff-period](../../_includes/common/report-data-period-unchanged.md) %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateUnitedReturnsReport.md) %}
     */
    post: operations['generateUnitedReturnsReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/goods-realization/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по реализации
     * @description {% include notitle [access](../../_auto/method_scopes/generateGoodsRealizationReport.md) %}
     *
     *     Запускает генерацию отчета по реализации за заданный период. [Что это за отчет](https://yandex.ru/support/marketplace/ru/accounting/transactions#sales-report)
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% list tabs %}
     *
     *     - FBY, FBS, Экспресс
     *
     *       {% include notitle [reports](../../_auto/reports/united/statistics/generator/united_statistics_v2.md) %}
     *
     *     - DBS
     *
     *       {% include notitle [reports](../../_auto/reports/united/statistics/generator/united_statistics_v2_dbs.md) %}
     *
     *     {% endlist %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateGoodsRealizationReport.md) %}
     */
    post: operations['generateGoodsRealizationReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/stocks-on-warehouses/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по остаткам на складах
     * @description {% include notitle [access](../../_auto/method_scopes/generateStocksOnWarehousesReport.md) %}
     *
     *     Запускает генерацию отчета по остаткам на складах. [Что это за отчет](https://yandex.ru/support/marketplace/ru/storage/logistics#remains-history)
     *
     *     **Какая информация вернется:**
     *
     *     * Для моделей FBY и LaaS, если указать `campaignId`, — об остатках на складах Маркета.
     *     * Для остальных моделей, если указать `campaignId`, — об остатках на соответствующем складе магазина.
     *     * Для остальных моделей, если указать `businessId`, — об остатках на всех складах магазинов в кабинете, кроме FBY и LaaS. Используйте фильтр `campaignIds`, чтобы указать определенные магазины.
     *
     *     ⚠️ Не передавайте одновременно `campaignId` и `businessId`.
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% list tabs %}
     *
     *     - Склад Маркета
     *
     *       {% include notitle [reports](../../_auto/reports/stocks/stocks_on_warehouses.md) %}
     *
     *     - Склад магазина
     *
     *       {% include notitle [reports](../../_auto/reports/offers/mass/mass_shared_stocks_business_csv_config.md) %}
     *
     *     - Все склады магазинов в кабинете, кроме FBY и LaaS
     *
     *       {% include notitle [reports](../../_auto/reports/offers/stocks_business_config.md) %}
     *
     *     {% endlist %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateStocksOnWarehousesReport.md) %}
     */
    post: operations['generateStocksOnWarehousesReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/goods-movement/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по движению товаров
     * @description {% include notitle [access](../../_auto/method_scopes/generateGoodsMovementReport.md) %}
     *
     *     Запускает генерацию отчета по движению товаров. [Что это за отчет](https://yandex.ru/support/marketplace/analytics/reports-fby-fbs.html#flow)
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [reports](../../_auto/reports/sku/movement/movement_config.md) %}
     *
     *     {% include notitle [tariff-period](../../_includes/common/report-data-period-unchanged.md) %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateGoodsMovementReport.md) %}
     */
    post: operations['generateGoodsMovementReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/shows-sales/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет «Аналитика продаж»
     * @description {% include notitle [access](../../_auto/method_scopes/generateShowsSalesReport.md) %}
     *
     *     Запускает генерацию отчета «Аналитика продаж» за заданный период. [Что это за отчет](https://yandex.ru/support/marketplace/analytics/shows-sales.html)
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [reports](../../_auto/reports/masterstat/sales_funnel_by_created_at.md) %}
     *
     *     {% include notitle [tariff-period](../../_includes/common/report-data-period-400-days.md) %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateShowsSalesReport.md) %}
     */
    post: operations['generateShowsSalesReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/competitors-position/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет «Конкурентная позиция»
     * @description {% include notitle [access](../../_auto/method_scopes/generateCompetitorsPositionReport.md) %}
     *
     *     Запускает генерацию отчета «Конкурентная позиция» за заданный период. [Что это за отчет](https://yandex.ru/support2/marketplace/ru/analytics/competitors.html)
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% note info "Значение -1 в отчете" %}
     *
     *     Если в CSV-файле в столбце :no-translate[**POSITION**] стоит -1, в этот день не было заказов с товарами в указанной категории.
     *
     *     {% endnote %}
     *
     *     {% include notitle [reports](../../_auto/reports/masterstat/competitors_position.md) %}
     *
     *     {% include notitle [tariff-period](../../_includes/common/report-data-period-400-days.md) %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateCompetitorsPositionReport.md) %}
     */
    post: operations['generateCompetitorsPositionReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/goods-prices/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет «Цены»
     * @description {% include notitle [access](../../_auto/method_scopes/generateGoodsPricesReport.md) %}
     *
     *     Запускает генерацию отчета «Цены».
     *
     *     **Какая информация вернется:**
     *
     *     * если передать `businessId` — по единым ценам кабинета;
     *     * если [включены магазинные цены](*onlyDefaultPrice-false) и указать `campaignId` — по ценам в соответствующем магазине.
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% list tabs %}
     *
     *     - Цены во всех магазинах кабинета
     *
     *       {% include notitle [reports](../../_auto/reports/prices/mass_assortment_business_price_v2.md) %}
     *
     *     - Магазинные цены
     *
     *       {% include notitle [reports](../../_auto/reports/prices/mass_assortment_price_v2.md) %}
     *
     *     {% endlist %}
     *
     *     {% include notitle [tariff-period](../../_includes/common/simultaneously-generated-reports-amount.md) %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateGoodsPricesReport.md) %}
     */
    post: operations['generateGoodsPricesReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/goods-turnover/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по оборачиваемости
     * @description {% include notitle [access](../../_auto/method_scopes/generateGoodsTurnoverReport.md) %}
     *
     *     Запускает генерацию отчета по оборачиваемости за заданную дату.  [Что это за отчет](https://yandex.ru/support/marketplace/ru/storage/logistics#turnover)
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [reports](../../_auto/reports/turnover/turnover.md) %}
     *
     *     {% include notitle [tariff-period](../../_includes/common/report-data-period-unchanged.md) %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateGoodsTurnoverReport.md) %}
     */
    post: operations['generateGoodsTurnoverReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/boost-consolidated/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по бусту продаж
     * @description {% include notitle [access](../../_auto/method_scopes/generateBoostConsolidatedReport.md) %}
     *
     *     Запускает генерацию сводного отчета по бусту продаж за заданный период. {% if audience == "partner" %}[Что такое буст продаж](https://yandex.ru/support/marketplace/ru/marketing/campaigns){% endif %}
     *
     *     Отчет содержит информацию по всем кампаниям, созданным и через API, и в кабинете.
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [reports]({{ report-columns-boost-consolidated }}) %}
     *
     *     {% if audience != "advertiser" %}
     *
     *     {% include notitle [tariff-period](../../_includes/common/report-data-period-400-days.md) %}
     *
     *     {% endif %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateBoostConsolidatedReport.md) %}
     */
    post: operations['generateBoostConsolidatedReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/documents/shipment-list/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение листа сборки
     * @description {% include notitle [access](../../_auto/method_scopes/generateShipmentListDocumentReport.md) %}
     *
     *     Запускает генерацию **листа сборки** для отгрузки.
     *
     *     Чтобы на в листе сборки отображался внешний идентификатор заказа, передайте его в методе [POST v2/campaigns/{campaignId}/orders/{orderId}/external-id](../../reference/orders/updateExternalOrderId.md).
     *
     *     Узнать статус генерации и получить ссылку на готовый документ можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateShipmentListDocumentReport.md) %}
     */
    post: operations['generateShipmentListDocumentReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/shelf-statistics/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по полкам
     * @description {% include notitle [access](../../_auto/method_scopes/generateShelfsStatisticsReport.md) %}
     *
     *     Запускает генерацию сводного отчета по полкам — рекламным блокам с баннером или видео и набором товаров. {% if audience == "partner" %}Подробнее о них читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/marketing/shelf).{% endif %}
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [reports](../../_auto/reports/incuts/shelfs_statistics.md) %}
     *
     *     {% if audience != "advertiser" %}
     *
     *     {% include notitle [tariff-period](../../_includes/common/report-data-period-400-days.md) %}
     *
     *     {% endif %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateShelfsStatisticsReport.md) %}
     */
    post: operations['generateShelfsStatisticsReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/documents/labels/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Готовые ярлыки‑наклейки на все коробки в нескольких заказах
     * @description {% include notitle [access](../../_auto/method_scopes/generateMassOrderLabelsReport.md) %}
     *
     *     Запускает генерацию PDF-файла с ярлыками для переданных заказов. Подробно о том, зачем они нужны и как выглядят, рассказано [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/orders/fbs/packaging/marking.html).
     *
     *     Чтобы на ярлыке отображался внешний идентификатор заказа, передайте его в методе [POST v2/campaigns/{campaignId}/orders/{orderId}/external-id](../../reference/orders/updateExternalOrderId.md).
     *
     *     Узнать статус генерации и получить ссылку на готовый файл можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateMassOrderLabelsReport.md) %}
     */
    post: operations['generateMassOrderLabelsReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/goods-feedback/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по отзывам о товарах
     * @description {% include notitle [access](../../_auto/method_scopes/generateGoodsFeedbackReport.md) %}
     *
     *     Запускает генерацию отчета по отзывам о товарах. [Что это за отчет](https://yandex.ru/support/marketplace/ru/marketing/plus-reviews#stat)
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [reports](../../_auto/reports/paid_opinion_models/paid_opinion_models.md) %}
     *
     *     {% include notitle [tariff-period](../../_includes/common/simultaneously-generated-reports-amount.md) %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateGoodsFeedbackReport.md) %}
     */
    post: operations['generateGoodsFeedbackReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/shows-boost/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по бусту показов
     * @description {% include notitle [access](../../_auto/method_scopes/generateShowsBoostReport.md) %}
     *
     *     Запускает генерацию сводного отчета по бусту показов за заданный период. {% if audience == "partner" %}[Что такое буст показов](https://yandex.ru/support/marketplace/ru/marketing/boost-shows){% endif %}
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [reports]({{ report-columns-shows-boost }}) %}
     *
     *     {% if audience != "advertiser" %}
     *
     *     {% include notitle [tariff-period](../../_includes/common/report-data-period-400-days.md) %}
     *
     *     {% endif %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateShowsBoostReport.md) %}
     */
    post: operations['generateShowsBoostReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/banners-statistics/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по охватному продвижению
     * @description {% include notitle [access](../../_auto/method_scopes/generateBannersStatisticsReport.md) %}
     *
     *     Запускает генерацию сводного отчета по охватному продвижению. {% if audience == "partner" %}Что это за отчет: [для баннеров](https://yandex.ru/support/marketplace/ru/marketing/advertising-tools/banner#statistics), [для пуш-уведомлений](https://yandex.ru/support/marketplace/ru/marketing/advertising-tools/push-notifications#statistics).{% endif %}
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [reports](../../_auto/reports/incuts/banners_statistics.md) %}
     *
     *     {% if audience != "advertiser" %}
     *
     *     {% include notitle [tariff-period](../../_includes/common/report-data-period-400-days.md) %}
     *
     *     {% endif %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateBannersStatisticsReport.md) %}
     */
    post: operations['generateBannersStatisticsReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/closure-documents/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Закрывающие документы
     * @description {% include notitle [access](../../_auto/method_scopes/generateClosureDocumentsReport.md) %}
     *
     *     Возвращает ZIP-архив с закрывающими документами в формате PDF за указанный месяц.
     *
     *     {% cut "Состав документов в зависимости от типа договора" %}
     *
     *     * **Договор на размещение**
     *
     *       * [акт об оказанных услугах](*acts-main-act)
     *       * [счет-фактура](*acts-main-invoice)
     *       * [сводный отчет по данным статистики](*acts-main-report)
     *       * [отчет об исполнении поручения и о зачете взаимных требований](*acts-main-agent) (отчет агента)
     *
     *     * **Договор на продвижение** (в России не заключается после 30 сентября 2024 года)
     *
     *       * [акт об оказании услуг](*acts-discounts-act)
     *       * [счет-фактура](*acts-discounts-invoice), если этого требует схема налогообложения
     *
     *     * **Договор на маркетинг**
     *
     *       * [акт об оказанных услугах](*acts-marketing-act)
     *       * [счет-фактура](*acts-main-invoice)
     *       * [счет-фактура на аванс](*acts-marketing-invoice)
     *       * [выписка по лицевому счету](*acts-marketing-account)
     *       * [детализация к акту](*acts-marketing-details)
     *
     *     {% endcut %}
     *
     *     Узнать статус генерации и получить ссылку на архив можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateClosureDocumentsReport.md) %}
     */
    post: operations['generateClosureDocumentsReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/jewelry-fiscal/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по заказам с ювелирными изделиями
     * @description {% include notitle [access](../../_auto/method_scopes/generateJewelryFiscalReport.md) %}
     *
     *     Запускает генерацию отчета по заказам с ювелирными изделиями.
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [reports](../../_auto/reports/identifiers/jewelry/orders_jewelry_fiscal.md) %}
     *
     *     {% include notitle [tariff-period](../../_includes/common/report-data-period-unchanged.md) %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateJewelryFiscalReport.md) %}
     */
    post: operations['generateJewelryFiscalReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/sales-geography/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по географии продаж
     * @description {% include notitle [access](../../_auto/method_scopes/generateSalesGeographyReport.md) %}
     *
     *     Запускает генерацию отчета по географии продаж. [Что это за отчет](https://yandex.ru/support/marketplace/ru/analytics/sales-geography)
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [reports](../../_auto/reports/locality/locality_offers_report_v2.md) %}
     *
     *     {% include notitle [tariff-period](../../_includes/common/report-data-period-400-days.md) %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateSalesGeographyReport.md) %}
     */
    post: operations['generateSalesGeographyReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/key-indicators/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по ключевым показателям
     * @description {% include notitle [access](../../_auto/method_scopes/generateKeyIndicatorsReport.md) %}
     *
     *     Запускает генерацию отчета по ключевым показателям. [Что это за отчет](https://yandex.ru/support/marketplace/ru/analytics/key-metrics)
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [reports](../../_auto/reports/key_indicators/key_indicators.md) %}
     *
     *     {% include notitle [tariff-period](../../_includes/common/report-data-period-400-days.md) %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateKeyIndicatorsReport.md) %}
     */
    post: operations['generateKeyIndicatorsReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/reports/closure-documents/detalization/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по схождению с закрывающими документами
     * @description {% include notitle [access](../../_auto/method_scopes/generateClosureDocumentsDetalizationReport.md) %}
     *
     *     Запускает генерацию отчета по схождению с закрывающими документами в зависимости от типа договора.
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% list tabs %}
     *
     *     - Договор на размещение
     *
     *       {% include notitle [reports](../../_auto/reports/period_closure/period_closure_income.md) %}
     *
     *     - Договор на продвижение
     *
     *       {% include notitle [reports](../../_auto/reports/period_closure/period_closure_outcome.md) %}
     *
     *     {% endlist %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateClosureDocumentsDetalizationReport.md) %}
     */
    post: operations['generateClosureDocumentsDetalizationReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/businesses/{businessId}/reports/marketing-detalization/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отчет по счету маркетинга
     * @description {% include notitle [access](../../_auto/method_scopes/generateMarketingDetalizationReport.md) %}
     *
     *     Запускает генерацию отчета по счету маркетинга.
     *
     *     Узнать статус генерации и получить ссылку на готовый отчет можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [reports](../../_auto/reports/advertiser_billing_operations/advertiser_billing_operations.md) %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateMarketingDetalizationReport.md) %}
     */
    post: operations['generateMarketingDetalizationReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reports/documents/barcodes/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение файла со штрихкодами
     * @description {% include notitle [access](../../_auto/method_scopes/generateBarcodesReport.md) %}
     *
     *     Запускает генерацию PDF-файла со штрихкодами переданных товаров или товаров в указанной заявке на поставку.
     *
     *     Файл не получится сгенерировать, если в нем будет более 1 500 штрихкодов.
     *
     *     Узнать статус генерации и получить ссылку на готовый файл можно с помощью запроса [GET v2/reports/info/{reportId}](../../reference/reports/getReportInfo.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/generateBarcodesReport.md) %}
     */
    post: operations['generateBarcodesReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/outlets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Информация о нескольких точках продаж
     * @description {% include notitle [access](../../_auto/method_scopes/getOutlets.md) %}
     *
     *     Возвращает список точек продаж магазина.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOutlets.md) %}
     */
    get: operations['getOutlets'];
    put?: never;
    /**
     * Создание точки продаж
     * @description {% include notitle [access](../../_auto/method_scopes/createOutlet.md) %}
     *
     *     Создает точку продаж магазина на Маркете.
     *
     *     {% include notitle [limit](../../_auto/method_limits/createOutlet.md) %}
     */
    post: operations['createOutlet'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/outlets/{outletId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Информация об одной точке продаж
     * @description {% include notitle [access](../../_auto/method_scopes/getOutlet.md) %}
     *
     *     Возвращает информацию о точках продаж магазина.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOutlet.md) %}
     */
    get: operations['getOutlet'];
    /**
     * Изменение информации о точке продаж
     * @description {% include notitle [access](../../_auto/method_scopes/updateOutlet.md) %}
     *
     *     Изменяет информацию о точке продаж магазина на Маркете.
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateOutlet.md) %}
     */
    put: operations['updateOutlet'];
    post?: never;
    /**
     * Удаление точки продаж
     * @description {% include notitle [access](../../_auto/method_scopes/deleteOutlet.md) %}
     *
     *     Удаляет точку продаж магазина на Маркете.
     *
     *     {% include notitle [limit](../../_auto/method_limits/deleteOutlet.md) %}
     */
    delete: operations['deleteOutlet'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/businesses/{businessId}/logistics-points': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение точек ПВЗ Маркета
     * @description {% include notitle [access](../../_auto/method_scopes/getLogisticPoints.md) %}
     *
     *     Возвращает список пунктов выдачи заказов Маркета.
     *
     *     Регулярно запрашивайте эту информацию, чтобы в системе магазина хранить актуальные данные. Например, раз в день.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getLogisticPoints.md) %}
     */
    post: operations['getLogisticPoints'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/outlets/licenses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Информация о лицензиях для точек продаж
     * @description {% include notitle [access](../../_auto/method_scopes/getOutletLicenses.md) %}
     *
     *     Возвращает информацию о лицензиях для точек продаж.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOutletLicenses.md) %}
     */
    get: operations['getOutletLicenses'];
    put?: never;
    /**
     * Создание и изменение лицензий для точек продаж
     * @description {% include notitle [access](../../_auto/method_scopes/updateOutletLicenses.md) %}
     *
     *     Передает информацию о новых и существующих лицензиях для точек продаж. Поддерживаются только лицензии на розничную продажу алкоголя.
     *
     *     Чтобы размещать алкогольную продукцию на Маркете, надо также прислать гарантийное письмо (если вы еще не делали этого раньше) и правильно оформить предложения в прайс-листе. Далее информация о лицензиях проходит проверку.
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateOutletLicenses.md) %}
     */
    post: operations['updateOutletLicenses'];
    /**
     * Удаление лицензий для точек продаж
     * @description {% include notitle [access](../../_auto/method_scopes/deleteOutletLicenses.md) %}
     *
     *     Удаляет информацию о лицензиях для точек продаж.
     *
     *     {% include notitle [limit](../../_auto/method_limits/deleteOutletLicenses.md) %}
     */
    delete: operations['deleteOutletLicenses'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/goods-feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение отзывов о товарах продавца
     * @description {% include notitle [access](../../_auto/method_scopes/getGoodsFeedbacks.md) %}
     *
     *     Возвращает отзывы о товарах продавца по указанным фильтрам. **Исключение:** отзывы, которые удалили покупатели или Маркет.
     *
     *     {% note tip "Вы также можете настроить API-уведомления" %}
     *
     *     Маркет отправит вам [запрос](../../push-notifications/reference/sendNotification.md), когда появится новый отзыв. А полную информацию о нем можно получить с помощью этого метода.
     *
     *     [{#T}](../../push-notifications/index.md)
     *
     *     {% endnote %}
     *
     *     Результаты возвращаются постранично.
     *
     *     Отзывы расположены в порядке публикации, поэтому вы можете передавать определенный идентификатор страницы в `pageToken`, если вы получали его ранее.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getGoodsFeedbacks.md) %}
     */
    post: operations['getGoodsFeedbacks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/goods-feedback/skip-reaction': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Пропуск реакции на отзывы
     * @description {% include notitle [access](../../_auto/method_scopes/skipGoodsFeedbacksReaction.md) %}
     *
     *     Пропускает реакцию на отзыв — параметр `needReaction` принимает значение `false` в методе получения всех отзывов [POST v2/businesses/{businessId}/goods-feedback](../../reference/goods-feedback/getGoodsFeedbacks.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/skipGoodsFeedbacksReaction.md) %}
     */
    post: operations['skipGoodsFeedbacksReaction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/goods-feedback/comments/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Добавление нового или изменение созданного комментария
     * @description {% include notitle [access](../../_auto/method_scopes/updateGoodsFeedbackComment.md) %}
     *
     *     Добавляет новый комментарий магазина или изменяет комментарий, который магазин оставлял ранее.
     *
     *     Для создания комментария к отзыву передайте только идентификатор отзыва `feedbackId`.
     *
     *     Чтобы добавить комментарий к другому комментарию, передайте:
     *
     *     * `feedbackId` — идентификатор отзыва;
     *     * `comment.parentId` — идентификатор родительского комментария.
     *
     *     Чтобы изменить комментарий, передайте:
     *
     *     * `feedbackId`— идентификатор отзыва;
     *     * `comment.id` — идентификатор комментария, который нужно изменить.
     *
     *     Если передать одновременно `comment.parentId` и `comment.id`, будет изменен существующий комментарий.
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateGoodsFeedbackComment.md) %}
     */
    post: operations['updateGoodsFeedbackComment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/goods-feedback/comments/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Удаление комментария к отзыву
     * @description {% include notitle [access](../../_auto/method_scopes/deleteGoodsFeedbackComment.md) %}
     *
     *     Удаляет комментарий магазина.
     *
     *     {% include notitle [limit](../../_auto/method_limits/deleteGoodsFeedbackComment.md) %}
     */
    post: operations['deleteGoodsFeedbackComment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/goods-feedback/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение комментариев к отзыву
     * @description {% include notitle [access](../../_auto/method_scopes/getGoodsFeedbackComments.md) %}
     *
     *     Возвращает комментарии к отзыву, кроме:
     *
     *       * тех, которые удалили пользователи или Маркет;
     *       * комментариев к удаленным отзывам.
     *
     *     Идентификатор родительского комментария `parentId` возвращается только для ответов на другие комментарии, но не для ответов на отзывы.
     *
     *     {% if audience == "partner" %}
     *
     *     {% note tip "Вы также можете настроить API-уведомления" %}
     *
     *     Маркет отправит вам [запрос](../../push-notifications/reference/sendNotification.md), когда появится новый комментарий. А полную информацию о нем можно получить с помощью этого метода.
     *
     *     [{#T}](../../push-notifications/index.md)
     *
     *     {% endnote %}
     *
     *     {% endif %}
     *
     *     Результаты возвращаются постранично.
     *
     *     Комментарии расположены в порядке публикации, поэтому вы можете передавать определенный идентификатор страницы в `pageToken`, если вы получали его ранее.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getGoodsFeedbackComments.md) %}
     */
    post: operations['getGoodsFeedbackComments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/businesses/{businessId}/goods-feedback-advertiser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение отзывов о товарах для рекламодателей
     * @description {% include notitle [access](../../_auto/method_scopes/getGoodsFeedbacksUrbanads.md) %}
     *
     *     Возвращает отзывы о товарах бренда по указанным фильтрам. **Исключение:** отзывы, которые удалили покупатели или Маркет.
     *
     *     Результаты возвращаются постранично.
     *
     *     Отзывы расположены в порядке публикации, поэтому вы можете передавать определенный идентификатор страницы в `pageToken`, если вы получали его ранее.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getGoodsFeedbacksUrbanads.md) %}
     */
    post: operations['getGoodsFeedbacksUrbanads'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/businesses/{businessId}/goods-questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение вопросов о товарах продавца
     * @description {% include notitle [access](../../_auto/method_scopes/getGoodsQuestions.md) %}
     *
     *     Возвращает вопросы о товарах продавца по указанным фильтрам.
     *
     *     {% note tip "Вы также можете настроить API-уведомления" %}
     *
     *     Маркет отправит вам [запрос](../../push-notifications/reference/sendNotification.md), когда появится новый вопрос. А полную информацию о нем можно получить с помощью этого метода.
     *
     *     [{#T}](../../push-notifications/index.md)
     *
     *     {% endnote %}
     *
     *     Результаты возвращаются постранично, одна страница содержит не более 50 вопросов.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getGoodsQuestions.md) %}
     */
    post: operations['getGoodsQuestions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/businesses/{businessId}/goods-questions/answers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение ответов на вопрос
     * @description {% include notitle [access](../../_auto/method_scopes/getGoodsQuestionAnswers.md) %}
     *
     *     Возвращает ответы на вопрос о товаре по указанным фильтрам.
     *
     *     {% note tip "Вы также можете настроить API-уведомления" %}
     *
     *     Маркет отправит вам [запрос](../../push-notifications/reference/sendNotification.md), когда появится новый ответ или комментарий. А полную информацию о них можно получить с помощью этого метода.
     *
     *     [{#T}](../../push-notifications/index.md)
     *
     *     {% endnote %}
     *
     *     Результаты возвращаются постранично, одна страница содержит не более 50 ответов.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getGoodsQuestionAnswers.md) %}
     */
    post: operations['getGoodsQuestionAnswers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/businesses/{businessId}/goods-questions/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Создание, изменение и удаление ответа или комментария
     * @description {% include notitle [access](../../_auto/method_scopes/updateGoodsQuestionTextEntity.md) %}
     *
     *     Создание, изменение и удаление ответа или комментария.
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateGoodsQuestionTextEntity.md) %}
     */
    post: operations['updateGoodsQuestionTextEntity'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Информация о товарах, которые размещены в заданном магазине
     * @description {% include notitle [access](../../_auto/method_scopes/getCampaignOffers.md) %}
     *
     *     Возвращает список товаров, которые размещены в заданном магазине. Для каждого товара указываются параметры размещения.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getCampaignOffers.md) %}
     */
    post: operations['getCampaignOffers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/offers/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Изменение условий продажи товаров в магазине
     * @description {% include notitle [access](../../_auto/method_scopes/updateCampaignOffers.md) %}
     *
     *     Изменяет параметры размещения товаров в конкретном магазине: доступность товара и применяемый НДС.
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateCampaignOffers.md) %}
     */
    post: operations['updateCampaignOffers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/offers/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Удаление товаров из ассортимента магазина
     * @description {% include notitle [access](../../_auto/method_scopes/deleteCampaignOffers.md) %}
     *
     *     Удаляет заданные товары из заданного магазина.
     *
     *     {% note warning "Запрос удаляет товары из конкретного магазина" %}
     *
     *     На продажи в других магазинах и на наличие товара в общем каталоге он не влияет.
     *
     *     {% endnote %}
     *
     *     Товар не получится удалить, если он хранится на складах Маркета.
     *
     *     {% include notitle [limit](../../_auto/method_limits/deleteCampaignOffers.md) %}
     */
    post: operations['deleteCampaignOffers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/offers/recommendations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Рекомендации Маркета, касающиеся цен
     * @description {% include notitle [access](../../_auto/method_scopes/getOfferRecommendations.md) %}
     *
     *     Метод возвращает рекомендации нескольких типов.
     *
     *     1. Порог для привлекательной цены.
     *     2. Оценка привлекательности цен на витрине.
     *
     *     Рекомендации показывают, какие цены нужно установить, чтобы привлечь покупателя.
     *
     *     В запросе можно использовать фильтры. Результаты возвращаются постранично.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOfferRecommendations.md) %}
     */
    post: operations['getOfferRecommendations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/bids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Включение буста продаж и установка ставок
     * @description {% include notitle [access](../../_auto/method_scopes/putBidsForBusiness.md) %}
     *
     *     Запускает буст продаж — создает и включает кампанию, добавляет в нее товары и назначает на них ставки.
     *
     *     {% cut "Как в кабинете выглядит кампания, созданная через API" %}
     *
     *     ![](../../_images/api-boost.png)
     *
     *     {% endcut %}
     *
     *     При первом использовании запроса Маркет: создаст единую на все магазины бизнес-аккаунта кампанию, добавит в нее товары с указанными ставками, включит для них ценовую стратегию и запустит продвижение. Повторное использование запроса позволит обновить ставки на товары в этой кампании или добавить новые. Подробнее о ценовой стратегии читайте в [Справке Маркета для продавцов](https://yandex.ru/support/marketplace/marketing/campaigns.html#price-strategy).
     *
     *     Если товара с указанным SKU нет, он будет проигнорирован. Если в будущем в каталоге появится товар с таким SKU, он автоматически будет добавлен в кампанию с указанной ставкой.
     *
     *     Запрос всегда работает с одной и той же созданной через API кампанией. Если в кабинете удалить ее, при следующем выполнении запроса Маркет создаст новую. Другими кампаниями управлять через API не получится. У созданной через API кампании всегда наибольший приоритет над остальными — изменить его нельзя.
     *
     *     Выполнение запроса включает кампанию и ценовую стратегию, если они были отключены.
     *
     *     Внести другие изменения в созданную через API кампанию можно в кабинете:
     *
     *     * выключить или включить кампанию;
     *     * изменить ее название;
     *     * выключить или включить ценовую стратегию.
     *
     *     Чтобы остановить продвижение отдельных товаров и удалить их из кампании, передайте для них нулевую ставку в параметре `bid`.
     *
     *     Подробнее о том, как работает буст продаж, читайте в [Справке Маркета для продавцов](https://yandex.ru/support/marketplace/marketing/campaigns.html).
     *
     *     Узнать расходы на буст продаж можно с помощью запроса [POST v2/campaigns/{campaignId}/stats/orders](../../reference/orders-stats/getOrdersStats.md). Сумма содержится в поле `bidFee`.
     *
     *     {% note info "Данные обновляются не мгновенно" %}
     *
     *     Это занимает до нескольких минут.
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/putBidsForBusiness.md) %}
     */
    put: operations['putBidsForBusiness'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/bids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Включение буста продаж и установка ставок для магазина
     * @description {% include notitle [access](../../_auto/method_scopes/putBidsForCampaign.md) %}
     *
     *     Запускает буст продаж в указанном магазине — создает и включает кампанию, добавляет в нее товары и назначает на них ставки.
     *
     *     При первом использовании запроса Маркет: создаст кампанию, добавит в нее товары с указанными ставками для заданного магазина, включит для них ценовую стратегию и запустит продвижение. Повторное использование запроса позволит обновить ставки на товары в этой кампании или добавить новые. Подробнее о ценовой стратегии читайте в [Справке Маркета для продавцов](https://yandex.ru/support/marketplace/marketing/campaigns.html#price-strategy).
     *
     *     Если товара с указанным SKU нет, он будет проигнорирован. Если в будущем в каталоге появится товар с таким SKU, он автоматически будет добавлен в кампанию с указанной ставкой.
     *
     *     Запрос всегда работает с одной и той же кампанией, созданной через этот запрос или [PUT v2/businesses/{businessId}/bids](/reference/bids/putBidsForBusiness). Если в кабинете удалить ее, при следующем выполнении запроса Маркет создаст новую. У созданной через API кампании всегда наибольший приоритет над остальными — изменить его нельзя.
     *
     *     Выполнение запроса включает кампанию и ценовую стратегию, если они были отключены.
     *
     *     Внести другие изменения в созданную через API кампанию можно в кабинете:
     *
     *     * выключить или включить кампанию;
     *     * изменить ее название;
     *     * выключить или включить ценовую стратегию.
     *
     *     Чтобы остановить продвижение отдельных товаров и удалить их из кампании, передайте для них нулевую ставку в параметре `bid`.
     *
     *     Подробнее о том, как работает буст продаж, читайте в [Справке Маркета для продавцов](https://yandex.ru/support/marketplace/marketing/campaigns.html).
     *
     *     Узнать расходы на буст продаж можно с помощью запроса [POST v2/campaigns/{campaignId}/stats/orders](../../reference/orders-stats/getOrdersStats.md). Сумма содержится в поле `bidFee`.
     *
     *     {% note info "Данные обновляются не мгновенно" %}
     *
     *     Это занимает до нескольких минут.
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/putBidsForCampaign.md) %}
     */
    put: operations['putBidsForCampaign'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/bids/info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Информация об установленных ставках
     * @description {% include notitle [access](../../_auto/method_scopes/getBidsInfoForBusiness.md) %}
     *
     *     Возвращает значения ставок для заданных товаров.
     *
     *     {% note warning "Получить информацию по кампаниям, созданным в кабинете, не получится" %}
     *
     *     В ответе возвращаются значения только тех ставок, которые вы установили через запрос [PUT v2/businesses/{businessId}/bids](../../reference/bids/putBidsForBusiness.md).
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/getBidsInfoForBusiness.md) %}
     */
    post: operations['getBidsInfoForBusiness'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/bids/recommendations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Рекомендованные ставки для заданных товаров
     * @description {% include notitle [access](../../_auto/method_scopes/getBidsRecommendations.md) %}
     *
     *     Возвращает рекомендованные ставки для заданных товаров, что обеспечивает вашим предложениям определенную долю показов, и дополнительные инструменты продвижения.
     *
     *     Для одного товара может возвращаться одна рекомендованная ставка или несколько. Во втором случае разные ставки предназначены для достижения разной доли показов и получения дополнительных инструментов продвижения.
     *
     *     Если товар только добавлен в каталог, но пока не продается, рекомендованной ставки для него не будет.
     *
     *     В одном запросе может быть максимум 1500 товаров.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getBidsRecommendations.md) %}
     */
    post: operations['getBidsRecommendations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/warehouses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Список складов и групп складов
     * @deprecated
     * @description {% include notitle [access](../../_auto/method_scopes/getWarehouses.md) %}
     *
     *     Возвращает список складов и, если склады объединены, список групп складов. [Что такое группы складов и зачем они нужны](https://yandex.ru/support/marketplace/assortment/operations/stocks.html#unified-stocks)
     *
     *     Среди прочего запрос позволяет определить идентификатор, который нужно использовать при передаче остатков для группы складов.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getWarehouses.md) %}
     */
    get: operations['getWarehouses'];
    put?: never;
    /**
     * Список складов
     * @description {% include notitle [access](../../_auto/method_scopes/getPagedWarehouses.md) %}
     *
     *     Возвращает список складов и информацию о них.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getPagedWarehouses.md) %}
     */
    post: operations['getPagedWarehouses'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/warehouses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Идентификаторы фулфилмент-складов Маркета
     * @description {% include notitle [access](../../_auto/method_scopes/getFulfillmentWarehouses.md) %}
     *
     *     Возвращает список фулфилмент-складов Маркета с их идентификаторами.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getFulfillmentWarehouses.md) %}
     */
    get: operations['getFulfillmentWarehouses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/warehouse/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Изменение статуса склада
     * @description {% include notitle [access](../../_auto/method_scopes/updateWarehouseStatus.md) %}
     *
     *     Отключает или включает склад.
     *
     *     После отключения склада товары, которые находятся на нем, скрываются через 15 минут. После включения они возвращаются на витрину через 15 минут, а если склад был выключен 30 дней или дольше — через 4 часа.
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateWarehouseStatus.md) %}
     */
    post: operations['updateWarehouseStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/category/{categoryId}/parameters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Списки характеристик товаров по категориям
     * @description {% include notitle [access](../../_auto/method_scopes/getCategoryContentParameters.md) %}
     *
     *     Возвращает список характеристик с допустимыми значениями для заданной [листовой категории](*list-category).
     *
     *     Поля в ответе определяют правила передачи характеристики в методах:
     *     - [POST v2/businesses/{businessId}/offer-mappings/update](../../reference/business-offer-mappings/updateOfferMappings.md)
     *     - [POST v2/businesses/{businessId}/offer-cards/update](../../reference/content/updateOfferContent.md)
     *
     *     {% include notitle [limit](../../_auto/method_limits/getCategoryContentParameters.md) %}
     */
    post: operations['getCategoryContentParameters'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/offer-cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение информации о заполненности карточек магазина
     * @description {% include notitle [access](../../_auto/method_scopes/getOfferCardsContentStatus.md) %}
     *
     *     Возвращает сведения о состоянии контента для заданных товаров:
     *
     *     * создана ли карточка товара и в каком она статусе;
     *     * рейтинг карточки — на сколько процентов она заполнена;
     *     * переданные характеристики товаров;
     *     * есть ли ошибки или предупреждения, связанные с контентом;
     *     * рекомендации по заполнению карточки.
     *
     *     Чтобы получить другие характеристики товаров, воспользуйтесь методом [POST v2/businesses/{businessId}/offer-mappings](../../reference/business-offer-mappings/getOfferMappings.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOfferCardsContentStatus.md) %}
     */
    post: operations['getOfferCardsContentStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/offer-cards/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Редактирование категорийных характеристик товара
     * @description {% include notitle [access](../../_auto/method_scopes/updateOfferContent.md) %}
     *
     *     Редактирует характеристики товара, которые специфичны для категории, к которой он относится.
     *
     *     {% note warning "Здесь только то, что относится к конкретной категории" %}
     *
     *     Если вам нужно изменить основные параметры товара (название, описание, изображения, видео, производитель, штрихкод), воспользуйтесь запросом [POST v2/businesses/{businessId}/offer-mappings/update](../../reference/business-offer-mappings/updateOfferMappings.md).
     *
     *     {% endnote %}
     *
     *     Чтобы удалить характеристики, которые заданы в параметрах с типом `string`, передайте пустое значение.
     *
     *     {% note info "Данные в каталоге обновляются не мгновенно" %}
     *
     *     Это занимает до нескольких минут.
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/updateOfferContent.md) %}
     */
    post: operations['updateOfferContent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/chats/new': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Создание нового чата с покупателем
     * @description {% include notitle [access](../../_auto/method_scopes/createChat.md) %}
     *
     *     Создает новый чат с покупателем и возвращает информацию о нем или созданном ранее.
     *
     *     Типы чатов, которые может начать продавец:
     *
     *     * по заказам;
     *     * по возвратам (доступны только для FBY-, FBS- и Экспресс-магазинов).
     *
     *     {% include notitle [limit](../../_auto/method_limits/createChat.md) %}
     */
    post: operations['createChat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/chats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение доступных чатов
     * @description {% include notitle [access](../../_auto/method_scopes/getChats.md) %}
     *
     *     Возвращает чаты с покупателями.
     *
     *     {% note tip "Подключите API-уведомления" %}
     *
     *     Маркет отправит вам запрос [POST notification](../../push-notifications/reference/sendNotification.md), когда появится новый чат или сообщение.
     *
     *     [{#T}](../../push-notifications/index.md)
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/getChats.md) %}
     */
    post: operations['getChats'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/chat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получение чата по идентификатору
     * @description {% include notitle [access](../../_auto/method_scopes/getChat.md) %}
     *
     *     Возвращает чат по его идентификатору.
     *
     *     {% note tip "Подключите API-уведомления" %}
     *
     *     Маркет отправит вам запрос [POST notification](../../push-notifications/reference/sendNotification.md), когда появится новый чат или сообщение.
     *
     *     [{#T}](../../push-notifications/index.md)
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/getChat.md) %}
     */
    get: operations['getChat'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/chats/file/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Отправка файла в чат
     * @description {% include notitle [access](../../_auto/method_scopes/sendFileToChat.md) %}
     *
     *     Отправляет файл в чат с покупателем.
     *
     *     {% include notitle [limit](../../_auto/method_limits/sendFileToChat.md) %}
     */
    post: operations['sendFileToChat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/chats/message': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получение сообщения в чате
     * @description {% include notitle [access](../../_auto/method_scopes/getChatMessage.md) %}
     *
     *     Возвращает сообщение по его идентификатору.
     *
     *     {% note tip "Подключите API-уведомления" %}
     *
     *     Маркет отправит вам запрос [POST notification](../../push-notifications/reference/sendNotification.md), когда появится новый чат или сообщение.
     *
     *     [{#T}](../../push-notifications/index.md)
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/getChatMessage.md) %}
     */
    get: operations['getChatMessage'];
    put?: never;
    /**
     * Отправка сообщения в чат
     * @description {% include notitle [access](../../_auto/method_scopes/sendMessageToChat.md) %}
     *
     *     Отправляет сообщение в чат с покупателем.
     *
     *     {% include notitle [limit](../../_auto/method_limits/sendMessageToChat.md) %}
     */
    post: operations['sendMessageToChat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/chats/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение истории сообщений в чате
     * @description {% include notitle [access](../../_auto/method_scopes/getChatHistory.md) %}
     *
     *     Возвращает историю сообщений в чате с покупателем.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getChatHistory.md) %}
     */
    post: operations['getChatHistory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/tariffs/calculate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Калькулятор стоимости услуг
     * @description {% include notitle [access](../../_auto/method_scopes/calculateTariffs.md) %}
     *
     *     Рассчитывает стоимость услуг Маркета для товаров с заданными параметрами. Порядок товаров в запросе и ответе сохраняется, чтобы определить,
     *     для какого товара рассчитана стоимость услуги.
     *
     *     Обратите внимание: калькулятор осуществляет примерные расчеты. Финальная стоимость для каждого заказа зависит от предоставленных услуг.
     *
     *     Если у вас оформлена подписка, сниженный тариф применится в расчетах. Подробнее о подписке для продавцов читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/ru/marketing/subscription).
     *
     *     В запросе можно указать либо параметр `campaignId`, либо `sellingProgram`. Совместное использование параметров приведет к ошибке.
     *
     *     {% include notitle [limit](../../_auto/method_limits/calculateTariffs.md) %}
     */
    post: operations['calculateTariffs'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/categories/tree': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Дерево категорий
     * @description {% include notitle [access](../../_auto/method_scopes/getCategoriesTree.md) %}
     *
     *     Возвращает дерево категорий Маркета.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getCategoriesTree.md) %}
     */
    post: operations['getCategoriesTree'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/categories/max-sale-quantum': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Лимит на установку кванта продажи и минимального количества товаров в заказе
     * @deprecated
     * @description {% include notitle [access](../../_auto/method_scopes/getCategoriesMaxSaleQuantum.md) %}
     *
     *     Возвращает лимит на установку [кванта](*quantum) и минимального количества товаров в заказе, которые вы можете задать для товаров указанных категорий.
     *
     *     Если вы передадите значение кванта или минимального количества товаров выше установленного Маркетом ограничения, товар будет скрыт с витрины.
     *
     *     Подробнее о том, как продавать товары по несколько штук, читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/assortment/fields/quantum).
     *
     *     {% include notitle [limit](../../_auto/method_limits/getCategoriesMaxSaleQuantum.md) %}
     */
    post: operations['getCategoriesMaxSaleQuantum'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/ratings/quality': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Индекс качества магазинов
     * @description {% include notitle [access](../../_auto/method_scopes/getQualityRatings.md) %}
     *
     *     Возвращает значение индекса качества магазинов и его составляющие.
     *
     *     Подробнее об индексе качества читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/quality/score/).
     *
     *     {% include notitle [limit](../../_auto/method_limits/getQualityRatings.md) %}
     */
    post: operations['getQualityRatings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/ratings/quality/details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Заказы, которые повлияли на индекс качества
     * @description {% include notitle [access](../../_auto/method_scopes/getQualityRatingDetails.md) %}
     *
     *     Возвращает список заказов, которые повлияли на индекс качества магазина. Чтобы узнать значение индекса качества, выполните запрос [POST v2/businesses/{businessId}/ratings/quality](../../reference/ratings/getQualityRatings.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/getQualityRatingDetails.md) %}
     */
    post: operations['getQualityRatingDetails'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/promos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение списка акций
     * @description {% include notitle [access](../../_auto/method_scopes/getPromos.md) %}
     *
     *     Возвращает информацию об акциях Маркета. Не возвращает данные об акциях, которые создал продавец.
     *
     *     По умолчанию возвращаются акции, в которых продавец участвует или может принять участие.
     *
     *     Чтобы получить текущие или завершенные акции, передайте параметр `participation`.
     *
     *     Типы акций, которые возвращаются в ответе:
     *
     *     * прямая скидка;
     *     * флеш-акция;
     *     * скидка по промокоду.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getPromos.md) %}
     */
    post: operations['getPromos'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/promos/offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение списка товаров, которые участвуют или могут участвовать в акции
     * @description {% include notitle [access](../../_auto/method_scopes/getPromoOffers.md) %}
     *
     *     Возвращает список товаров, которые участвуют или могут участвовать в акции.
     *
     *     {% note warning "Условия участия в акциях могут меняться" %}
     *
     *     Например, `maxPromoPrice`.
     *
     *     Установленные цены меняться не будут — `price` и `promoPrice`.
     *
     *     {% endnote %}
     *
     *     {% include notitle [limit](../../_auto/method_limits/getPromoOffers.md) %}
     */
    post: operations['getPromoOffers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/promos/offers/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Добавление товаров в акцию или изменение их цен
     * @description {% include notitle [access](../../_auto/method_scopes/updatePromoOffers.md) %}
     *
     *     Добавляет товары в акцию или изменяет цены на товары, которые участвуют в акции.
     *
     *     Изменения начинают действовать в течение 4–6 часов. Узнать, применились ли они, можно с помощью параметра `processing` в ответе метода [POST v2/businesses/{businessId}/promos](../../reference/promos/getPromos.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/updatePromoOffers.md) %}
     */
    post: operations['updatePromoOffers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/businesses/{businessId}/promos/offers/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Удаление товаров из акции
     * @description {% include notitle [access](../../_auto/method_scopes/deletePromoOffers.md) %}
     *
     *     Убирает товары из акции.
     *
     *     Изменения начинают действовать в течение 4–6 часов. Узнать, применились ли они, можно с помощью параметра `processing` в ответе метода [POST v2/businesses/{businessId}/promos](../../reference/promos/getPromos.md).
     *
     *     {% include notitle [limit](../../_auto/method_limits/deletePromoOffers.md) %}
     */
    post: operations['deletePromoOffers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/supply-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение информации о заявках на поставку, вывоз и утилизацию
     * @description {% include notitle [access](../../_auto/method_scopes/getSupplyRequests.md) %}
     *
     *     По указанным фильтрам возвращает заявки на поставку, вывоз и утилизацию, а также информацию по ним.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getSupplyRequests.md) %}
     */
    post: operations['getSupplyRequests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/supply-requests/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение товаров в заявке на поставку, вывоз или утилизацию
     * @description {% include notitle [access](../../_auto/method_scopes/getSupplyRequestItems.md) %}
     *
     *     Возвращает список товаров в заявке и информацию по ним.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getSupplyRequestItems.md) %}
     */
    post: operations['getSupplyRequestItems'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/campaigns/{campaignId}/supply-requests/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение документов по заявке на поставку, вывоз или утилизацию
     * @description {% include notitle [access](../../_auto/method_scopes/getSupplyRequestDocuments.md) %}
     *
     *     Возвращает документы по заявке.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getSupplyRequestDocuments.md) %}
     */
    post: operations['getSupplyRequestDocuments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/auth/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение информации о токене авторизации
     * @description {% include notitle [access](../../_auto/method_scopes/getAuthTokenInfo.md) %}
     *
     *     {% note info "Метод доступен только для Api-Key-токена." %}
     *
     *
     *
     *     {% endnote %}
     *
     *     Возвращает информацию о переданном токене авторизации.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getAuthTokenInfo.md) %}
     */
    post: operations['getAuthTokenInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/businesses/{businessId}/operations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Получение статусов операций
     * @description {% include notitle [access](../../_auto/method_scopes/getOperations.md) %}
     *
     *     Возвращает статусы запущенных операций по их идентификаторам.
     *
     *     {% include notitle [limit](../../_auto/method_limits/getOperations.md) %}
     */
    post: operations['getOperations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description Тип ответа.
     *     Возможные значения:
     *     * `OK` — ошибок нет.
     *     * `ERROR` — при обработке запроса произошла ошибка.
     * @enum {string}
     */
    ApiResponseStatusType: 'OK' | 'ERROR';
    /** @description Стандартная обертка для ответов сервера. */
    ApiResponse: {
      status: components['schemas']['ApiResponseStatusType'];
    };
    /**
     * Format: int64
     * @description Идентификатор кабинета. {% if audience == "partner" %}Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
     *
     *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
     *     {% endif %}
     */
    BusinessId: number;
    /** @description Информация о кабинете. */
    BusinessDTO: {
      id?: components['schemas']['BusinessId'];
      /** @description Название бизнеса. */
      name?: string;
    };
    /**
     * @description Коды валют:
     *
     *     * `RUR` — российский рубль.
     *     * `UAH` — украинская гривна.
     *     * `BYR` — белорусский рубль.
     *     * `KZT` — казахстанский тенге.
     *     * `UZS` — узбекский сум.
     * @enum {string}
     */
    CurrencyType:
      | 'RUR'
      | 'USD'
      | 'EUR'
      | 'UAH'
      | 'AUD'
      | 'GBP'
      | 'BYR'
      | 'BYN'
      | 'DKK'
      | 'ISK'
      | 'KZT'
      | 'CAD'
      | 'CNY'
      | 'NOK'
      | 'XDR'
      | 'SGD'
      | 'TRY'
      | 'SEK'
      | 'CHF'
      | 'JPY'
      | 'AZN'
      | 'ALL'
      | 'DZD'
      | 'AOA'
      | 'ARS'
      | 'AMD'
      | 'AFN'
      | 'BHD'
      | 'BGN'
      | 'BOB'
      | 'BWP'
      | 'BND'
      | 'BRL'
      | 'BIF'
      | 'HUF'
      | 'VEF'
      | 'KPW'
      | 'VND'
      | 'GMD'
      | 'GHS'
      | 'GNF'
      | 'HKD'
      | 'GEL'
      | 'AED'
      | 'EGP'
      | 'ZMK'
      | 'ILS'
      | 'INR'
      | 'IDR'
      | 'JOD'
      | 'IQD'
      | 'IRR'
      | 'YER'
      | 'QAR'
      | 'KES'
      | 'KGS'
      | 'COP'
      | 'CDF'
      | 'CRC'
      | 'KWD'
      | 'CUP'
      | 'LAK'
      | 'LVL'
      | 'SLL'
      | 'LBP'
      | 'LYD'
      | 'SZL'
      | 'LTL'
      | 'MUR'
      | 'MRO'
      | 'MKD'
      | 'MWK'
      | 'MGA'
      | 'MYR'
      | 'MAD'
      | 'MXN'
      | 'MZN'
      | 'MDL'
      | 'MNT'
      | 'NPR'
      | 'NGN'
      | 'NIO'
      | 'NZD'
      | 'OMR'
      | 'PKR'
      | 'PYG'
      | 'PEN'
      | 'PLN'
      | 'KHR'
      | 'SAR'
      | 'RON'
      | 'SCR'
      | 'SYP'
      | 'SKK'
      | 'SOS'
      | 'SDG'
      | 'SRD'
      | 'TJS'
      | 'THB'
      | 'TWD'
      | 'BDT'
      | 'TZS'
      | 'TND'
      | 'TMM'
      | 'UGX'
      | 'UZS'
      | 'UYU'
      | 'PHP'
      | 'DJF'
      | 'XAF'
      | 'XOF'
      | 'HRK'
      | 'CZK'
      | 'CLP'
      | 'LKR'
      | 'EEK'
      | 'ETB'
      | 'RSD'
      | 'ZAR'
      | 'KRW'
      | 'NAD'
      | 'TL'
      | 'UE';
    /** @description Настройки кабинета. */
    BusinessSettingsDTO: {
      /**
       * @description Управление ценами на товары:
       *
       *     * `false` — можно установить цену, которая действует:
       *       * во всех магазинах кабинета — [POST v2/businesses/{businessId}/offer-prices/updates](../../reference/prices/updateBusinessPrices.md);
       *       * в конкретном магазине — [POST v2/campaigns/{campaignId}/offer-prices/updates](../../reference/prices/updatePrices.md).
       *     * `true` — можно установить только цену, которая действует во всех магазинах кабинета, — [POST v2/businesses/{businessId}/offer-prices/updates](../../reference/prices/updateBusinessPrices.md).
       */
      onlyDefaultPrice?: boolean;
      /** @description Валюта [в кабинете продавца на Маркете](https://partner.market.yandex.ru/). */
      currency?: components['schemas']['CurrencyType'];
    };
    /**
     * @description Уровень подписки кабинета:
     *
     *     * `NONE` — подписка отсутствует.
     *     * `LIGHT` — уровень подписки Лайт.
     *     * `MEDIUM` — уровень подписки Медиум.
     * @enum {string}
     */
    BusinessSubscriptionLevelType: 'NONE' | 'LIGHT' | 'MEDIUM';
    /**
     * @description Свойства кабинета:
     *
     *     * `MARKET_YANDEX_GO` — продавец Market Yandex Go.
     * @enum {string}
     */
    BusinessTraitType: 'MARKET_YANDEX_GO';
    /** @description Информация о кабинете и его настройках. */
    GetBusinessSettingsInfoDTO: {
      /** @description Базовая информация о кабинете. */
      info?: components['schemas']['BusinessDTO'];
      /** @description Настройки на уровне кабинета. */
      settings?: components['schemas']['BusinessSettingsDTO'];
      /** @description Уровень подписки кабинета. Подробнее о подписке для продавцов читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/ru/marketing/subscription). */
      subscriptionLevel?: components['schemas']['BusinessSubscriptionLevelType'];
      /** @description Свойства кабинета. */
      traits?: components['schemas']['BusinessTraitType'][] | null;
    };
    /** @description Ответ на запрос настроек кабинета. */
    GetBusinessSettingsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetBusinessSettingsInfoDTO'];
    };
    /** @description Общий формат ошибки. */
    ApiErrorDTO: {
      /** @description Код ошибки. */
      code: string;
      /** @description Описание ошибки. */
      message?: string;
    };
    /** @description Стандартная обертка для ошибок сервера. */
    ApiErrorResponse: components['schemas']['ApiResponse'] & {
      /** @description Список ошибок. */
      errors?: components['schemas']['ApiErrorDTO'][] | null;
    };
    /** @description Ошибка в данных переданных от клиента. */
    ApiClientDataErrorResponse: components['schemas']['ApiErrorResponse'];
    /** @description В запросе не указаны авторизационные данные. */
    ApiUnauthorizedErrorResponse: components['schemas']['ApiErrorResponse'];
    /** @description Неверны авторизационные данные, указанные в запросе, или запрещен доступ к запрашиваемому ресурсу. */
    ApiForbiddenErrorResponse: components['schemas']['ApiErrorResponse'];
    /** @description Превышено ограничение на доступ к ресурсу. */
    ApiLimitErrorResponse: components['schemas']['ApiErrorResponse'];
    /** @description Внутренняя ошибка сервера. */
    ApiServerErrorResponse: components['schemas']['ApiErrorResponse'];
    /**
     * Format: int64
     * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
     *
     *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
     *
     *     * блок **Идентификатор кампании**;
     *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
     *
     *     ⚠️ Не путайте его с:
     *     - идентификатором магазина, который отображается в личном кабинете продавца;
     *     - рекламными кампаниями.
     */
    CampaignId: number;
    /**
     * @description Модель, по которой работает магазин:
     *
     *     * `FBS` — FBS или Экспресс.
     *     * `FBY` — FBY.
     *     * `DBS` — DBS.
     *     * `LAAS` — LaaS.
     * @enum {string}
     */
    PlacementType: 'FBS' | 'FBY' | 'DBS' | 'LAAS';
    /**
     * @description Возможность использовать API:
     *
     *     * `AVAILABLE` — методы API доступны для выполнения запросов.
     *     * `DISABLED_BY_INACTIVITY` — методы API недоступны, так как магазин не размещал товары на витрине больше 90 дней.
     *     * `DISABLED_BY_NO_ACTIVE_CONTRACT` — методы API недоступны из-за отсутствия активного договора с Маркетом.
     *     * `MANUALLY_DISABLED` — методы API недоступны, так как интеграция выключена вручную.
     *     * `DISABLED_BY_NO_PLACEMENT_TYPE` — методы API недоступны, так как магазин не подключен к программе размещения.
     *
     *     [Подробная инструкция по восстановлению доступа](../../concepts/api-access.md)
     * @enum {string}
     */
    ApiAvailabilityStatusType:
      | 'AVAILABLE'
      | 'DISABLED_BY_INACTIVITY'
      | 'DISABLED_BY_NO_ACTIVE_CONTRACT'
      | 'MANUALLY_DISABLED'
      | 'DISABLED_BY_NO_PLACEMENT_TYPE';
    /** @description Информация о магазине. */
    CampaignDTO: {
      /** @description Название магазина. */
      domain?: string;
      id?: components['schemas']['CampaignId'];
      /**
       * Format: int64
       * @deprecated
       * @description Идентификатор плательщика в Яндекс Балансе.
       */
      clientId?: number;
      business?: components['schemas']['BusinessDTO'];
      placementType?: components['schemas']['PlacementType'];
      apiAvailability?: components['schemas']['ApiAvailabilityStatusType'];
    };
    /** @description Модель для пагинации. */
    FlippingPagerDTO: {
      /**
       * Format: int32
       * @description Сколько всего найдено элементов.
       */
      total?: number;
      /**
       * Format: int32
       * @description Начальный номер найденного элемента на странице.
       */
      from?: number;
      /**
       * Format: int32
       * @description Конечный номер найденного элемента на странице.
       */
      to?: number;
      /**
       * Format: int32
       * @description Текущая страница.
       */
      currentPage?: number;
      /**
       * Format: int32
       * @description Общее количество страниц.
       */
      pagesCount?: number;
      /**
       * Format: int32
       * @description Размер страницы.
       */
      pageSize?: number;
    };
    /** @description Идентификатор следующей страницы. */
    PackagingForwardScrollingPagerDTO: {
      /** @description Идентификатор следующей страницы результатов. */
      nextPageToken?: string;
    };
    /** @description Результаты поиска магазинов. */
    GetCampaignsResponse: {
      /** @description Список с информацией по каждому магазину. */
      campaigns: components['schemas']['CampaignDTO'][];
      pager?: components['schemas']['FlippingPagerDTO'];
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    /** @description Запрашиваемый ресурс не найден. */
    ApiNotFoundErrorResponse: components['schemas']['ApiErrorResponse'];
    /** @description Информация о магазине к данным идентификатора кампании. */
    GetCampaignResponse: {
      campaign?: components['schemas']['CampaignDTO'];
    };
    /**
     * @description Тип региона.
     *
     *     Возможные значения:
     *
     *     * `CITY_DISTRICT` — район города.
     *
     *     * `CITY` — крупный город.
     *
     *     * `CONTINENT` — континент.
     *
     *     * `COUNTRY_DISTRICT` — область.
     *
     *     * `COUNTRY` — страна.
     *
     *     * `REGION` — регион.
     *
     *     * `REPUBLIC_AREA` — район субъекта федерации.
     *
     *     * `REPUBLIC` — субъект федерации.
     *
     *     * `SUBWAY_STATION` — станция метро.
     *
     *     * `VILLAGE` — город.
     *
     *     * `OTHER` — неизвестный регион.
     * @enum {string}
     */
    RegionType:
      | 'OTHER'
      | 'CONTINENT'
      | 'REGION'
      | 'COUNTRY'
      | 'COUNTRY_DISTRICT'
      | 'REPUBLIC'
      | 'CITY'
      | 'VILLAGE'
      | 'CITY_DISTRICT'
      | 'SUBWAY_STATION'
      | 'REPUBLIC_AREA';
    /**
     * @description Источник информации о расписании работы службы доставки.
     *     Возможные значения:
     *     * `WEB` — информация получена из настроек кабинета продавца на Маркете.
     *     * `YML` — информация получена из прайс-листа магазина.
     * @enum {string}
     */
    CampaignSettingsScheduleSourceType: 'WEB' | 'YML';
    /**
     * Format: date-dd-MM-yyyy
     * @description Формат даты: `ДД-ММ-ГГГГ`.
     * @example 23-09-2022
     */
    DateDdMmYyyy: string;
    /** @description Период, за который рассчитывается итоговый список нерабочих дней службы доставки. */
    CampaignSettingsTimePeriodDTO: {
      /**
       * @description Дата (включительно) начала периода, по которому рассчитан итоговый список нерабочих дней службы доставки.
       *
       *     Формат даты: `ДД-ММ-ГГГГ`.
       */
      fromDate?: components['schemas']['DateDdMmYyyy'];
      /**
       * @description Дата (включительно) окончания периода, по которому рассчитан итоговый список нерабочих дней службы доставки.
       *
       *     Формат даты: `ДД-ММ-ГГГГ`.
       */
      toDate?: components['schemas']['DateDdMmYyyy'];
    };
    /** @description Расписание работы службы доставки в своем регионе. */
    CampaignSettingsScheduleDTO: {
      /**
       * @description Признак работы службы доставки в государственные праздники.
       *     Возможные значения.
       *     * `false` — служба доставки не работает в праздничные дни.
       *     * `true` — служба доставки работает в праздничные дни.
       */
      availableOnHolidays?: boolean;
      /** @description Список дней, в которые служба доставки не работает. Дни магазин указал в кабинете продавца на Маркете. */
      customHolidays: components['schemas']['DateDdMmYyyy'][];
      /** @description Список выходных и праздничных дней, в которые служба доставки работает. Дни магазин указал в кабинете продавца на Маркете. */
      customWorkingDays: components['schemas']['DateDdMmYyyy'][];
      period?: components['schemas']['CampaignSettingsTimePeriodDTO'];
      /** @description Итоговый список нерабочих дней службы доставки. Список рассчитывается с учетом выходных, нерабочих дней и государственных праздников. Информацию по ним магазин указывает в кабинете продавца на Маркете. */
      totalHolidays: components['schemas']['DateDdMmYyyy'][];
      /** @description Список выходных дней недели и государственных праздников. */
      weeklyHolidays: number[];
    };
    /** @description Информация о доставке в своем регионе магазина. */
    CampaignSettingsDeliveryDTO: {
      schedule?: components['schemas']['CampaignSettingsScheduleDTO'];
    };
    /** @description Информация о своем регионе магазина. */
    CampaignSettingsLocalRegionDTO: {
      /**
       * Format: int64
       * @description Идентификатор региона.
       */
      id?: number;
      /** @description Название региона. */
      name?: string;
      type?: components['schemas']['RegionType'];
      deliveryOptionsSource?: components['schemas']['CampaignSettingsScheduleSourceType'];
      delivery?: components['schemas']['CampaignSettingsDeliveryDTO'];
    };
    /**
     * @description Ставка НДС.
     *     Возможные значения:
     *
     *     * `VAT_22` — НДС 22%.
     *     * `NO_VAT` — НДС не облагается.
     *     * `VAT_12` — НДС 12%.
     *     * `VAT_10` — НДС 10%.
     *     * `VAT_05` — НДС 5%.
     *     * `VAT_07` — НДС 7%.
     *
     *     Если у партнёра в кабинете установлена ставка, не входящая в список, — значение не возвращается.
     * @enum {string}
     */
    VatRateType: 'VAT_22' | 'NO_VAT' | 'VAT_12' | 'VAT_10' | 'VAT_05' | 'VAT_07';
    /** @description Информация о налогообложении. */
    TaxationInfoDTO: {
      vat?: components['schemas']['VatRateType'];
    };
    /** @description Настройки магазина. */
    CampaignSettingsDTO: {
      /**
       * Format: int64
       * @description Идентификатор региона, в котором находится магазин.
       */
      countryRegion?: number;
      /**
       * @description Наименование магазина на Яндекс Маркете.
       *     Если наименование отсутствует, значение параметра выводится — `null`.
       */
      shopName?: string;
      /**
       * @deprecated
       * @description Признак размещения магазина на сайтах партнеров Яндекс Дистрибуции.
       *     Возможные значения:
       *     * `false` — магазин не размещен на сайтах партнеров Яндекс Дистрибуции.
       *     * `true` — магазин размещен на сайтах партнеров Яндекс Дистрибуции.
       */
      showInContext?: boolean;
      /**
       * @deprecated
       * @description Признак показа предложений магазина в блоке над результатами поиска (cпецразмещение).
       *     Возможные значения:
       *     * `false` — предложения не показываются в блоке cпецразмещения.
       *     * `true` — предложения показываются в блоке cпецразмещения.
       */
      showInPremium?: boolean;
      /**
       * @deprecated
       * @description Признак использования внешней интернет-статистики.
       *     Возможные значения:
       *     * `false` — внешняя интернет-статистика не используется.
       *     * `true` — внешняя интернет-статистика используется.
       */
      useOpenStat?: boolean;
      localRegion?: components['schemas']['CampaignSettingsLocalRegionDTO'];
      taxation: components['schemas']['TaxationInfoDTO'];
    };
    /** @description Ответ на запрос настроек магазина. */
    GetCampaignSettingsResponse: {
      settings?: components['schemas']['CampaignSettingsDTO'];
    };
    /** @description Внешний идентификатор заказа, который вы передали в [POST v2/campaigns/{campaignId}/orders/{orderId}/external-id](../../reference/orders/updateExternalOrderId.md). */
    ExternalOrderId: string;
    /**
     * @description Статус заказа:
     *
     *     * `PLACING` — оформляется, подготовка к резервированию.
     *
     *     * `RESERVED` — зарезервирован, но недооформлен (только для LaaS).
     *
     *     * `UNPAID` — оформлен, но еще не оплачен (если выбрана оплата при оформлении).
     *
     *     * `PROCESSING` — находится в обработке.
     *
     *     * `DELIVERY` — передан в службу доставки.
     *
     *     * `PICKUP` — доставлен в пункт выдачи.
     *
     *     * `DELIVERED` — получен покупателем.
     *
     *     * `CANCELLED` — отменен.
     *
     *     * `PENDING` — ожидает обработки со стороны продавца.
     *
     *     * `PARTIALLY_RETURNED` — возвращен частично.
     *
     *     * `RETURNED` — возвращен полностью.
     *
     *     * `UNKNOWN` — неизвестный статус.
     *
     *     Также могут возвращаться другие значения. Обрабатывать их не нужно.
     * @enum {string}
     */
    OrderStatusType:
      | 'PLACING'
      | 'RESERVED'
      | 'UNPAID'
      | 'PROCESSING'
      | 'DELIVERY'
      | 'PICKUP'
      | 'DELIVERED'
      | 'CANCELLED'
      | 'PENDING'
      | 'PARTIALLY_RETURNED'
      | 'RETURNED'
      | 'UNKNOWN';
    /**
     * @description Этап обработки заказа (статус `PROCESSING`) или причина отмены заказа (статус `CANCELLED`).
     *
     *     * Значения для заказа в статусе `PROCESSING`:
     *
     *         * `STARTED` — заказ подтвержден, его можно начать обрабатывать.
     *
     *         * `READY_TO_SHIP` — заказ собран и готов к отправке.
     *
     *     * Значения для заказа в статусе `CANCELLED`:
     *
     *         * `RESERVATION_EXPIRED` — покупатель не завершил оформление зарезервированного заказа в течение 10 минут.
     *
     *         * `USER_NOT_PAID` — покупатель не оплатил заказ (для типа оплаты `PREPAID`) в течение 30 минут.
     *
     *         * `USER_UNREACHABLE` — не удалось связаться с покупателем. Для отмены с этой причиной необходимо выполнить условия:
     *
     *           * не менее 3 звонков с 8 до 21 в часовом поясе покупателя;
     *           * перерыв между первым и третьим звонком не менее 90 минут;
     *           * соединение не короче 5 секунд.
     *
     *           Если хотя бы одно из этих условий не выполнено (кроме случая, когда номер недоступен), отменить заказ не получится. Вернется ответ с кодом ошибки 400.
     *
     *         * `USER_CHANGED_MIND` — покупатель отменил заказ по личным причинам.
     *
     *         * `USER_REFUSED_DELIVERY` — покупателя не устроили условия доставки.
     *
     *         * `USER_REFUSED_PRODUCT` — покупателю не подошел товар.
     *
     *         * `SHOP_FAILED` — магазин не может выполнить заказ.
     *
     *         * `USER_REFUSED_QUALITY` — покупателя не устроило качество товара.
     *
     *         * `USER_IDENTIFICATION_MISMATCH` — идентификационный документ покупателя не совпадает с данными в заказе.
     *
     *         * `PURCHASE_GROUP_THRESHOLD_NOT_REACHED_CANCELLED` — заказ участвовал в групповой покупке и был отменен, потому что не было достигнуто нужное количество покупок.
     *
     *         * `REPLACING_ORDER` — покупатель решил заменить товар другим по собственной инициативе.
     *
     *         * `PROCESSING_EXPIRED` — значение более не используется.
     *
     *         * `PICKUP_EXPIRED` — закончился срок хранения заказа в пункт выдачи.
     *
     *         * `TOO_MANY_DELIVERY_DATE_CHANGES` — заказ переносили слишком много раз.
     *
     *         * `TOO_LONG_DELIVERY` — заказ доставляется слишком долго.
     *
     *         * `INCORRECT_PERSONAL_DATA` — для заказа из-за рубежа указаны неправильные данные получателя, заказ не пройдет проверку на таможне.
     *
     *     * `TECHNICAL_ERROR` — техническая ошибка на стороне Маркета. Обратитесь в поддержку.
     *
     *     Также могут возвращаться другие значения. Обрабатывать их не нужно.
     * @enum {string}
     */
    OrderSubstatusType:
      | 'RESERVATION_EXPIRED'
      | 'USER_NOT_PAID'
      | 'USER_UNREACHABLE'
      | 'USER_CHANGED_MIND'
      | 'USER_REFUSED_DELIVERY'
      | 'USER_REFUSED_PRODUCT'
      | 'SHOP_FAILED'
      | 'USER_REFUSED_QUALITY'
      | 'REPLACING_ORDER'
      | 'PROCESSING_EXPIRED'
      | 'PENDING_EXPIRED'
      | 'SHOP_PENDING_CANCELLED'
      | 'PENDING_CANCELLED'
      | 'USER_FRAUD'
      | 'RESERVATION_FAILED'
      | 'USER_PLACED_OTHER_ORDER'
      | 'USER_BOUGHT_CHEAPER'
      | 'MISSING_ITEM'
      | 'BROKEN_ITEM'
      | 'WRONG_ITEM'
      | 'PICKUP_EXPIRED'
      | 'DELIVERY_PROBLEMS'
      | 'LATE_CONTACT'
      | 'CUSTOM'
      | 'DELIVERY_SERVICE_FAILED'
      | 'WAREHOUSE_FAILED_TO_SHIP'
      | 'DELIVERY_SERVICE_UNDELIVERED'
      | 'PREORDER'
      | 'AWAIT_CONFIRMATION'
      | 'STARTED'
      | 'PACKAGING'
      | 'READY_TO_SHIP'
      | 'SHIPPED'
      | 'ASYNC_PROCESSING'
      | 'WAITING_USER_INPUT'
      | 'WAITING_BANK_DECISION'
      | 'BANK_REJECT_CREDIT_OFFER'
      | 'CUSTOMER_REJECT_CREDIT_OFFER'
      | 'CREDIT_OFFER_FAILED'
      | 'AWAIT_DELIVERY_DATES_CONFIRMATION'
      | 'SERVICE_FAULT'
      | 'DELIVERY_SERVICE_RECEIVED'
      | 'USER_RECEIVED'
      | 'WAITING_FOR_STOCKS'
      | 'AS_PART_OF_MULTI_ORDER'
      | 'READY_FOR_LAST_MILE'
      | 'LAST_MILE_STARTED'
      | 'ANTIFRAUD'
      | 'DELIVERY_USER_NOT_RECEIVED'
      | 'DELIVERY_SERVICE_DELIVERED'
      | 'DELIVERED_USER_NOT_RECEIVED'
      | 'USER_WANTED_ANOTHER_PAYMENT_METHOD'
      | 'USER_RECEIVED_TECHNICAL_ERROR'
      | 'USER_FORGOT_TO_USE_BONUS'
      | 'DELIVERY_SERVICE_NOT_RECEIVED'
      | 'DELIVERY_SERVICE_LOST'
      | 'SHIPPED_TO_WRONG_DELIVERY_SERVICE'
      | 'DELIVERED_USER_RECEIVED'
      | 'WAITING_TINKOFF_DECISION'
      | 'COURIER_SEARCH'
      | 'COURIER_FOUND'
      | 'COURIER_IN_TRANSIT_TO_SENDER'
      | 'COURIER_ARRIVED_TO_SENDER'
      | 'COURIER_RECEIVED'
      | 'COURIER_NOT_FOUND'
      | 'COURIER_NOT_DELIVER_ORDER'
      | 'COURIER_RETURNS_ORDER'
      | 'COURIER_RETURNED_ORDER'
      | 'WAITING_USER_DELIVERY_INPUT'
      | 'PICKUP_SERVICE_RECEIVED'
      | 'PICKUP_USER_RECEIVED'
      | 'CANCELLED_COURIER_NOT_FOUND'
      | 'COURIER_NOT_COME_FOR_ORDER'
      | 'DELIVERY_NOT_MANAGED_REGION'
      | 'INCOMPLETE_CONTACT_INFORMATION'
      | 'INCOMPLETE_MULTI_ORDER'
      | 'INAPPROPRIATE_WEIGHT_SIZE'
      | 'TECHNICAL_ERROR'
      | 'SORTING_CENTER_LOST'
      | 'COURIER_SEARCH_NOT_STARTED'
      | 'LOST'
      | 'AWAIT_PAYMENT'
      | 'AWAIT_LAVKA_RESERVATION'
      | 'USER_WANTS_TO_CHANGE_ADDRESS'
      | 'FULL_NOT_RANSOM'
      | 'PRESCRIPTION_MISMATCH'
      | 'DROPOFF_LOST'
      | 'DROPOFF_CLOSED'
      | 'DELIVERY_TO_STORE_STARTED'
      | 'USER_WANTS_TO_CHANGE_DELIVERY_DATE'
      | 'WRONG_ITEM_DELIVERED'
      | 'DAMAGED_BOX'
      | 'AWAIT_DELIVERY_DATES'
      | 'LAST_MILE_COURIER_SEARCH'
      | 'PICKUP_POINT_CLOSED'
      | 'LEGAL_INFO_CHANGED'
      | 'USER_HAS_NO_TIME_TO_PICKUP_ORDER'
      | 'DELIVERY_CUSTOMS_ARRIVED'
      | 'DELIVERY_CUSTOMS_CLEARED'
      | 'FIRST_MILE_DELIVERY_SERVICE_RECEIVED'
      | 'AWAIT_AUTO_DELIVERY_DATES'
      | 'AWAIT_USER_PERSONAL_DATA'
      | 'NO_PERSONAL_DATA_EXPIRED'
      | 'CUSTOMS_PROBLEMS'
      | 'AWAIT_CASHIER'
      | 'WAITING_POSTPAID_BUDGET_RESERVATION'
      | 'AWAIT_SERVICEABLE_CONFIRMATION'
      | 'POSTPAID_BUDGET_RESERVATION_FAILED'
      | 'AWAIT_CUSTOM_PRICE_CONFIRMATION'
      | 'READY_FOR_PICKUP'
      | 'TOO_MANY_DELIVERY_DATE_CHANGES'
      | 'TOO_LONG_DELIVERY'
      | 'DEFERRED_PAYMENT'
      | 'POSTPAID_FAILED'
      | 'INCORRECT_PERSONAL_DATA'
      | 'CUSTOMS_FAILED_MARKET'
      | 'CUSTOMS_FAILED_USER_COMMERCIAL_ITEMS'
      | 'CUSTOMS_FAILED_USER_DUTY_NOT_PAID'
      | 'CUSTOMS_FAILED_USER_INVALID_PERSONAL_DATA'
      | 'CUSTOMS_FAILED_USER_ADDITIONAL_DATA_NOT_PROVIDED'
      | 'AWAIT_PAYMENT_AFTER_DELIVERY'
      | 'AWAIT_USER_STEAM_FAST_URL'
      | 'USER_IDENTIFICATION_MISMATCH'
      | 'PURCHASE_GROUP_THRESHOLD_NOT_REACHED_CANCELLED'
      | 'UNKNOWN';
    /**
     * Format: date-dd-MM-yyyy-HH-mm-ss
     * @example 23-09-2022 09:12:41
     */
    DateDdMmYyyyHhMmSs: string;
    /**
     * @description Тип оплаты заказа:
     *
     *     * `PREPAID` — оплата при оформлении заказа.
     *
     *     * `POSTPAID` — оплата при получении заказа.
     *
     *     * `UNKNOWN` — неизвестный тип.
     *
     *     Если параметр отсутствует, заказ будет оплачен при получении.
     * @enum {string}
     */
    OrderPaymentType: 'PREPAID' | 'POSTPAID' | 'UNKNOWN';
    /**
     * @description Способ оплаты заказа:
     *
     *     * Значения, если выбрана оплата при оформлении заказа (`"paymentType": "PREPAID"`):
     *
     *       * `YANDEX` — банковской картой.
     *
     *       * `APPLE_PAY` — Apple Pay (не используется).
     *
     *       * `GOOGLE_PAY` — Google Pay (не используется).
     *
     *       * `CREDIT` — в кредит.
     *
     *       * `TINKOFF_CREDIT` — в кредит в Тинькофф Банке.
     *
     *       * `TINKOFF_INSTALLMENTS` — рассрочка в Тинькофф Банке.
     *
     *       * `EXTERNAL_CERTIFICATE` — подарочным сертификатом (например, из приложения «Сбербанк Онлайн»).
     *
     *       * `SBP` — через систему быстрых платежей.
     *
     *       * `B2B_ACCOUNT_PREPAYMENT` — заказ оплачивает организация.
     *
     *       * `MICROCREDIT` - Сплит на основе МКК (Микрокредитной компании).
     *
     *
     *     * Значения, если выбрана оплата при получении заказа (`"paymentType": "POSTPAID"`):
     *
     *       * `CARD_ON_DELIVERY` — банковской картой.
     *
     *       * `BOUND_CARD_ON_DELIVERY` — привязанной картой при получении.
     *
     *       * `BNPL_BANK_ON_DELIVERY` — супер Сплитом.
     *
     *       * `BNPL_ON_DELIVERY` — Сплитом.
     *
     *       * `BNPL_TBYB` - Оплата после доставки на основе Сплита.
     *
     *       * `CASH_ON_DELIVERY` — наличными.
     *
     *       * `B2B_ACCOUNT_POSTPAYMENT` — заказ оплачивает организация после доставки.
     *
     *     * `UNKNOWN` — неизвестный тип.
     *
     *     Значение по умолчанию: `CASH_ON_DELIVERY`.
     * @enum {string}
     */
    OrderPaymentMethodType:
      | 'CASH_ON_DELIVERY'
      | 'CARD_ON_DELIVERY'
      | 'BOUND_CARD_ON_DELIVERY'
      | 'BNPL_BANK_ON_DELIVERY'
      | 'BNPL_ON_DELIVERY'
      | 'YANDEX'
      | 'APPLE_PAY'
      | 'EXTERNAL_CERTIFICATE'
      | 'CREDIT'
      | 'GOOGLE_PAY'
      | 'TINKOFF_CREDIT'
      | 'SBP'
      | 'TINKOFF_INSTALLMENTS'
      | 'B2B_ACCOUNT_PREPAYMENT'
      | 'B2B_ACCOUNT_POSTPAYMENT'
      | 'MICROCREDIT'
      | 'BNPL_TBYB'
      | 'UNKNOWN';
    /**
     * @description Ваш SKU — идентификатор товара в вашей системе.
     *
     *     Правила использования SKU:
     *
     *     * У каждого товара SKU должен быть свой.
     *
     *     * Уже заданный SKU нельзя освободить и использовать заново для другого товара. Каждый товар должен получать новый идентификатор, до того никогда не использовавшийся в вашем каталоге.
     *
     *     SKU товара можно изменить в кабинете продавца на Маркете. О том, как это сделать, читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/assortment/operations/edit-sku).
     *
     *     {% note warning %}
     *
     *     Пробельные символы в начале и конце значения автоматически удаляются. Например, `"  SKU123  "` и `"SKU123"` будут обработаны как одинаковые значения.
     *
     *     {% endnote %}
     *
     *     [Что такое SKU и как его назначать](https://yandex.ru/support/marketplace/assortment/add/index.html#fields)
     */
    ShopSku: string;
    /**
     * @description НДС на товар или доставку:
     *
     *     * `NO_VAT` — НДС не облагается, используется только для отдельных видов услуг.
     *
     *     * `VAT_0` — НДС 0%. Например, используется при продаже товаров, вывезенных в таможенной процедуре экспорта, или при оказании услуг по международной перевозке товаров.
     *
     *     * `VAT_10` — НДС 10%. Например, используется при реализации отдельных продовольственных и медицинских товаров.
     *
     *     * `VAT_10_110` — НДС 10/110. НДС 10%, применяется только при предоплате.
     *
     *     * `VAT_20` — НДС 20%. Основной НДС с 2019 года до 1 января 2026 года.
     *
     *     * `VAT_20_120` — НДС 20/120. НДС 20%, применяется только при предоплате.
     *
     *     * `VAT_18` — НДС 18%. Основной НДС до 2019 года.
     *
     *     * `VAT_18_118` — НДС 18/118. НДС использовался до 1 января 2019 года при предоплате.
     *
     *     * `VAT_12` — НДС 12%. Используется только в Узбекистане.
     *
     *     * `VAT_05` — НДС 5%. НДС для упрощенной системы налогообложения (УСН).
     *
     *     * `VAT_07` — НДС 7%. НДС для упрощенной системы налогообложения (УСН).
     *
     *     * `VAT_22` — НДС 22%. Основной НДС с 1 января 2026 года.
     *
     *     * `UNKNOWN_VALUE` — неизвестный тип.
     * @enum {string}
     */
    OrderVatType:
      | 'NO_VAT'
      | 'VAT_0'
      | 'VAT_10'
      | 'VAT_10_110'
      | 'VAT_20'
      | 'VAT_20_120'
      | 'VAT_18'
      | 'VAT_18_118'
      | 'VAT_12'
      | 'VAT_05'
      | 'VAT_07'
      | 'VAT_22'
      | 'UNKNOWN_VALUE';
    /**
     * @description Тип скидки:
     *
     *     * `DIRECT_DISCOUNT` — прямая скидка, которую устанавливает продавец или Маркет.
     *
     *     * `BLUE_SET` — комплекты.
     *
     *     * `BLUE_FLASH` — флеш-акция.
     *
     *     * `MARKET_COUPON` — скидка по промокоду Маркета.
     *
     *     * `MARKET_PROMOCODE` — скидка по промокоду магазина.
     *
     *     * `MARKET_BLUE` — скидка на Маркете.
     *
     *     * `CHEAPEST_AS_GIFT` — самый дешевый товар в подарок.
     *
     *     * `CASHBACK` — кешбэк.
     *
     *     * `SPREAD_DISCOUNT_COUNT` — скидка за количество одинаковых товаров.
     *
     *     * `SPREAD_DISCOUNT_RECEIPT` — скидка от суммы чека.
     *
     *     * `DISCOUNT_BY_PAYMENT_TYPE` — прямая скидка при оплате картой Плюса.
     *
     *     * `PERCENT_DISCOUNT` — прямая скидка в процентах.
     *
     *     * `DCO_EXTRA_DISCOUNT` — дополнительная скидка, необходимая для расчета субсидии от Маркета.
     *
     *     * `UNKNOWN` — неизвестный тип.
     *
     *     Устаревшие типы:
     *
     *     * `GENERIC_BUNDLE`.
     *
     *     * `MARKET_COIN`.
     *
     *     * `PRICE_DROP_AS_YOU_SHOP`.
     *
     *     * `SECRET_SALE`.
     * @enum {string}
     */
    OrderPromoType:
      | 'DIRECT_DISCOUNT'
      | 'BLUE_SET'
      | 'BLUE_FLASH'
      | 'GENERIC_BUNDLE'
      | 'MARKET_COUPON'
      | 'MARKET_PROMOCODE'
      | 'MARKET_BLUE'
      | 'MARKET_COIN'
      | 'PRICE_DROP_AS_YOU_SHOP'
      | 'SECRET_SALE'
      | 'CHEAPEST_AS_GIFT'
      | 'CASHBACK'
      | 'SPREAD_DISCOUNT_COUNT'
      | 'SPREAD_DISCOUNT_RECEIPT'
      | 'DISCOUNT_BY_PAYMENT_TYPE'
      | 'PERCENT_DISCOUNT'
      | 'DCO_EXTRA_DISCOUNT'
      | 'UNKNOWN';
    /** @description Информация о вознаграждении продавцу за скидки на товар по промокодам, купонам и акциям. */
    OrderItemPromoDTO: {
      /** @description Тип скидки. */
      type: components['schemas']['OrderPromoType'];
      /** @description Размер пользовательской скидки в валюте покупателя. */
      discount?: number;
      /** @description Вознаграждение продавцу от Маркета за товар, проданный в рамках акции. */
      subsidy: number;
      /** @description Идентификатор акции поставщика. */
      shopPromoId?: string;
      /** @description Идентификатор акции в рамках соглашения на оказание услуг по продвижению сервиса между Маркетом и продавцом. */
      marketPromoId?: string;
    };
    /**
     * @description Страна производства в формате ISO 3166-1 alpha-2. [Как получить](../../reference/regions/getRegionsCodes.md)
     * @example RU
     */
    CountryCode: string;
    /** @description Переданные для данной позиции коды маркировки или УИНы. Коды «Честного знака» возвращаются в двух вариантах — с криптохвостом и без. */
    OrderItemInstanceDTO: {
      /** @description Код идентификации единицы товара в системе [«Честный ЗНАК»](https://честныйзнак.рф/) без криптохвоста или [«ASL BELGISI»](https://aslbelgisi.uz) (для продавцов Market Yandex Go). */
      cis?: string;
      /** @description Код идентификации единицы товара в системе [«Честный ЗНАК»](https://честныйзнак.рф/) с криптохвостом. */
      cisFull?: string;
      /**
       * @description УИН ювелирного изделия (16-значный код)
       *     Производитель получает УИН, когда регистрирует изделие в системе контроля за оборотом драгоценных металлов и камней — ГИИС ДМДК.
       */
      uin?: string;
      /**
       * @description Регистрационный номер партии товара.
       *
       *     Представляет собой строку из четырех чисел, разделенных косой чертой: ХХХХХХХХ/ХХХХХХ/ХХХХХХХ/ХХХ.
       *
       *     Первая часть — код таможни, которая зарегистрировала декларацию на партию товара. Далее — дата, номер декларации и номер маркированного товара в декларации.
       */
      rnpt?: string;
      /**
       * @description Грузовая таможенная декларация.
       *
       *     Представляет собой строку из трех чисел, разделенных косой чертой: ХХХХХХХХ/ХХХХХХ/ХХХХХХХ.
       *
       *     Первая часть — код таможни, которая зарегистрировала декларацию на ввезенные товары. Далее — дата и номер декларации.
       */
      gtd?: string;
      countryCode?: components['schemas']['CountryCode'];
    };
    /**
     * @description Невыкупленный или возвращенный товар:
     *
     *     * `REJECTED` — невыкупленный.
     *
     *     * `RETURNED` — возвращенный.
     * @enum {string}
     */
    OrderItemStatusType: 'REJECTED' | 'RETURNED';
    /** @description Детали по товару в заказе. */
    OrderItemDetailDTO: {
      /**
       * Format: int64
       * @description Количество единиц товара.
       */
      itemCount: number;
      itemStatus: components['schemas']['OrderItemStatusType'];
      updateDate: components['schemas']['DateDdMmYyyy'];
    };
    /**
     * @description Тип субсидии:
     *
     *     * `YANDEX_CASHBACK` — скидка по подписке Яндекс Плюс.
     *
     *     * `SUBSIDY` — скидка Маркета (по акциям, промокодам, купонам и т. д.).
     * @enum {string}
     */
    OrderItemSubsidyType: 'YANDEX_CASHBACK' | 'SUBSIDY';
    /**
     * @description Общее вознаграждение продавцу за все скидки на товар:
     *
     *     * по промокодам, купонам и акциям;
     *     * по баллам Плюса.
     *
     *     Включает НДС.
     */
    OrderItemSubsidyDTO: {
      type: components['schemas']['OrderItemSubsidyType'];
      /** @description Сумма субсидии. */
      amount: number;
    };
    /**
     * @description Вид маркировки товара:
     *
     *     * `CIS` — КИЗ, идентификатор единицы товара в системе [«Честный ЗНАК»](https://честныйзнак.рф/) или [«ASL BELGISI»](https://aslbelgisi.uz) (для продавцов Market Yandex Go). Обязателен для заполнения.
     *
     *     * `CIS_OPTIONAL` — КИЗ, идентификатор единицы товара в системе [«Честный ЗНАК»](https://честныйзнак.рф/). Необязателен для заполнения, но в ближайшее время потребуется его передача.
     *
     *     * `UIN` — УИН, уникальный идентификационный номер.
     *
     *     * `RNPT` — РНПТ, регистрационный номер партии товара.
     *
     *     * `GTD` — номер ГТД, грузовой таможенной декларации.
     * @enum {string}
     */
    OrderItemInstanceType: 'CIS' | 'CIS_OPTIONAL' | 'UIN' | 'RNPT' | 'GTD';
    /**
     * @description Признак товара:
     *
     *     * `ULTIMA` — премиум-товар.
     *     * `SAFE_TAG` — товар с [защитной меткой](*safe-tag).
     * @enum {string}
     */
    OrderItemTagType: 'ULTIMA' | 'SAFE_TAG';
    /** @description Список товаров в заказе. */
    OrderItemDTO: {
      /**
       * Format: int64
       * @description Идентификатор товара в заказе.
       *
       *     Позволяет идентифицировать товар в рамках заказа.
       */
      id: number;
      /** @description Идентификатор вашего товарного предложения для определенного товара. [Описание поля в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/assortment/fields/index.html#sku) */
      offerId: components['schemas']['ShopSku'];
      /** @description Название товара. */
      offerName: string;
      /**
       * @description Цена товара в валюте заказа без учета вознаграждения продавцу за скидки по промокодам, купонам и акциям (параметр `subsidies`).
       *
       *     Включает НДС.
       */
      price: number;
      /**
       * @description Цена товара в валюте покупателя. В цене уже учтены скидки по:
       *
       *     * акциям;
       *     * купонам;
       *     * промокодам.
       */
      buyerPrice: number;
      /**
       * @description Стоимость товара в валюте покупателя до применения скидок по:
       *
       *     * акциям;
       *     * купонам;
       *     * промокодам.
       *
       *     Это зачеркнутая цена, которая отображается покупателю на карточке товара до применения скидок.
       */
      buyerPriceBeforeDiscount: number;
      /**
       * @deprecated
       * @description Стоимость товара в валюте магазина до применения скидок.
       */
      priceBeforeDiscount?: number;
      /** @description Количество единиц товара. */
      count: number;
      /** @description НДС на товар. */
      vat?: components['schemas']['OrderVatType'];
      /**
       * @deprecated
       * @description {% note warning "Вместо него используйте `offerId`." %}
       *
       *
       *
       *     {% endnote %}
       *
       *     Ваш SKU — идентификатор товара в вашей системе.
       */
      shopSku?: components['schemas']['ShopSku'];
      /**
       * @deprecated
       * @description {% note warning "Вместо него используйте `subsidies`." %}
       *
       *
       *
       *     {% endnote %}
       *
       *     Общее вознаграждение продавцу за DBS-доставку и все скидки на товар:
       *
       *     * по промокодам;
       *     * по купонам;
       *     * по баллам Плюса;
       *     * по акциям.
       */
      subsidy?: number;
      /**
       * @description **Только для моделей FBY и LaaS**
       *
       *     Идентификатор склада, на который сформирован заказ.
       */
      partnerWarehouseId?: string;
      /** @description Информация о вознаграждении продавцу за скидки на товар по промокодам, купонам и акциям. */
      promos?: components['schemas']['OrderItemPromoDTO'][] | null;
      /**
       * @description Информация о маркировке единиц товара.
       *
       *     Возвращаются данные для маркировки, переданные в запросе:
       *
       *     * Для DBS — [PUT v2/campaigns/{campaignId}/orders/{orderId}/identifiers](../../reference/orders/provideOrderItemIdentifiers.md) или [PUT v2/campaigns/{campaignId}/orders/{orderId}/boxes](../../reference/orders/setOrderBoxLayout.md).
       *     * Для FBS и EXPRESS — [PUT v2/campaigns/{campaignId}/orders/{orderId}/boxes](../../reference/orders/setOrderBoxLayout.md).
       *
       *     Для FBY возвращаются коды маркировки, переданные во время поставки.
       *
       *     Если магазин еще не передавал коды для этого заказа, `instances` отсутствует.
       */
      instances?: components['schemas']['OrderItemInstanceDTO'][] | null;
      /**
       * @deprecated
       * @description {% note warning "Для получения информации о невыкупах и возвратах используйте [GET v2/campaigns/{campaignId}/returns](../../reference/returns/getReturns.md)." %}
       *
       *
       *
       *     {% endnote %}
       *
       *     Информация о невыкупленных или возвращенных товарах в заказе.
       */
      details?: components['schemas']['OrderItemDetailDTO'][] | null;
      /** @description Список субсидий по типам. */
      subsidies?: components['schemas']['OrderItemSubsidyDTO'][] | null;
      /** @description Список необходимых маркировок товара. */
      requiredInstanceTypes?: components['schemas']['OrderItemInstanceType'][] | null;
      /** @description Признаки товара. */
      tags?: components['schemas']['OrderItemTagType'][] | null;
    };
    /**
     * @description Тип субсидии:
     *
     *     * `YANDEX_CASHBACK` — скидка по подписке Яндекс Плюс.
     *
     *     * `SUBSIDY` — скидка Маркета (по акциям, промокодам, купонам и т. д.)
     *
     *     * `DELIVERY` — скидка за доставку (DBS).
     * @enum {string}
     */
    OrderSubsidyType: 'YANDEX_CASHBACK' | 'SUBSIDY' | 'DELIVERY';
    /**
     * @description Общее вознаграждение продавцу за DBS-доставку и все скидки на товар:
     *
     *     * по промокодам, купонам и акциям;
     *     * по баллам Плюса;
     *     * по доставке (DBS).
     *
     *     Включает НДС.
     */
    OrderSubsidyDTO: {
      type: components['schemas']['OrderSubsidyType'];
      /** @description Сумма субсидии. */
      amount: number;
    };
    /**
     * @description Способ доставки заказа:
     *
     *     * `DELIVERY` — курьерская доставка.
     *
     *     * `PICKUP` — самовывоз.
     *
     *     * `POST` — почта.
     *
     *     * `DIGITAL` — для цифровых товаров.
     *
     *     * `UNKNOWN` — неизвестный тип.
     * @enum {string}
     */
    OrderDeliveryType: 'DELIVERY' | 'PICKUP' | 'POST' | 'DIGITAL' | 'UNKNOWN';
    /**
     * @description Тип сотрудничества со службой доставки в рамках конкретного заказа:
     *
     *     * `SHOP` — магазин работает со службой доставки напрямую или доставляет заказы самостоятельно.
     *
     *     * `YANDEX_MARKET` — магазин работает со службой доставки через Маркет.
     *
     *     * `UNKNOWN` — неизвестный тип.
     * @enum {string}
     */
    OrderDeliveryPartnerType: 'SHOP' | 'YANDEX_MARKET' | 'UNKNOWN';
    /** @description Информация о курьере. */
    OrderCourierDTO: {
      /** @description Полное имя. */
      fullName?: string;
      /** @description Номер телефона. */
      phone?: string;
      /** @description Добавочный номер телефона. */
      phoneExtension?: string;
      /** @description Номер транспортного средства. */
      vehicleNumber?: string;
      /** @description Описание транспортного средства. Например, модель и цвет. */
      vehicleDescription?: string;
    };
    /** @description Диапазон дат доставки. */
    OrderDeliveryDatesDTO: {
      /**
       * @description Ближайшая дата доставки.
       *
       *     Формат даты: `ДД-ММ-ГГГГ`.
       */
      fromDate: components['schemas']['DateDdMmYyyy'];
      /**
       * @description Самая поздняя дата доставки.
       *
       *     Если `toDate` не указан, считается дата в параметре `fromDate`.
       *
       *     Формат даты: `ДД-ММ-ГГГГ`.
       */
      toDate?: components['schemas']['DateDdMmYyyy'];
      /**
       * Format: time
       * @description Начало интервала времени доставки.
       *
       *     Передается только вместе с параметром `type=DELIVERY`.
       *
       *     Формат времени: 24-часовой, `ЧЧ:ММ`. Вместо `ММ` всегда указывайте `00` (исключение — `23:59`).
       *
       *     Минимальное значение: `00:00`.
       */
      fromTime?: string;
      /**
       * Format: time
       * @description Конец интервала времени доставки.
       *
       *     Передается только вместе с параметром `type=DELIVERY`.
       *
       *      Формат времени: 24-часовой, `ЧЧ:ММ`. Вместо `ММ` всегда указывайте `00` (исключение — `23:59`).
       *
       *     Максимальное значение: `23:59`.
       */
      toTime?: string;
      /** @description Дата, когда товар доставлен до пункта выдачи (в случае самовывоза) или до покупателя (если заказ доставляет курьер). */
      realDeliveryDate?: components['schemas']['DateDdMmYyyy'];
    };
    /** @description Регион доставки. */
    RegionDTO: {
      /**
       * Format: int64
       * @description Идентификатор региона.
       */
      id: number;
      /** @description Название региона. */
      name: string;
      /** @description Тип региона. */
      type: components['schemas']['RegionType'];
      /**
       * @description Информация о родительском регионе.
       *
       *     Указываются родительские регионы до уровня страны.
       */
      parent?: components['schemas']['RegionDTO'];
    };
    /** @description GPS-координаты широты и долготы. */
    GpsDTO: {
      /** @description Широта. */
      latitude: number;
      /** @description Долгота. */
      longitude: number;
    };
    /**
     * @description Адрес доставки.
     *
     *     Указывается, если параметр `type` принимает значение `DELIVERY`, `POST` или `PICKUP` (только для модели DBS). Если `type=PICKUP`, возвращается адрес пункта выдачи.
     */
    OrderDeliveryAddressDTO: {
      /** @description Страна. */
      country?: string;
      /**
       * @description Почтовый индекс.
       *
       *     Указывается, если выбрана доставка почтой (`delivery type=POST`).
       */
      postcode?: string;
      /** @description Город или населенный пункт. */
      city?: string;
      /** @description Район. */
      district?: string;
      /** @description Станция метро. */
      subway?: string;
      /** @description Улица. */
      street?: string;
      /** @description Номер дома. */
      house?: string;
      /** @description Номер владения. */
      estate?: string;
      /** @description Корпус. */
      block?: string;
      /** @description Строение. */
      building?: string;
      /** @description Номер подъезда. */
      entrance?: string;
      /** @description Код домофона. */
      entryphone?: string;
      /** @description Этаж. */
      floor?: string;
      /** @description Номер квартиры или офиса. */
      apartment?: string;
      /** @description Телефон получателя заказа. */
      phone?: string;
      /** @description Фамилия, имя и отчество получателя заказа. */
      recipient?: string;
      /** @description GPS-координаты. */
      gps?: components['schemas']['GpsDTO'];
    };
    /**
     * @description Тип подъема заказа на этаж:
     *
     *     * `NOT_NEEDED` — не требуется.
     *
     *     * `MANUAL` — ручной.
     *
     *     * `ELEVATOR` — лифт.
     *
     *     * `CARGO_ELEVATOR` — грузовой лифт.
     *
     *     * `FREE` — любой из перечисленных выше, если включена опция бесплатного подъема.
     *
     *     * `UNKNOWN` — неизвестный тип.
     * @enum {string}
     */
    OrderLiftType: 'NOT_NEEDED' | 'MANUAL' | 'ELEVATOR' | 'CARGO_ELEVATOR' | 'FREE' | 'UNKNOWN';
    /**
     * @description Способ доставки:
     *
     *     * `BUYER` — курьерская доставка покупателю.
     *
     *     * `MARKET_BRANDED_OUTLET` — доставка в пункт выдачи заказов Маркета.
     *
     *     * `SHOP_OUTLET` — доставка в пункт выдачи заказов магазина.
     *
     *     * `UNKNOWN` — неизвестный тип.
     * @enum {string}
     */
    OrderDeliveryDispatchType: 'UNKNOWN' | 'BUYER' | 'MARKET_BRANDED_OUTLET' | 'SHOP_OUTLET';
    /** @description Информация о трек-номере посылки (DBS). */
    OrderTrackDTO: {
      /** @description Трек‑номер посылки. */
      trackCode?: string;
      /**
       * Format: int64
       * @description Идентификатор службы доставки. Информацию о службе доставки можно получить с помощью запроса [GET delivery/services](../../reference/delivery-services/getDeliveryServices.md).
       */
      deliveryServiceId: number;
    };
    /** @description Информация о грузоместе. */
    OrderParcelBoxDTO: {
      /**
       * Format: int64
       * @description Идентификатор грузового места.
       */
      id: number;
      /** @description Идентификатор грузового места в системе магазина. */
      fulfilmentId: string;
    };
    /**
     * @description Список посылок.
     *
     *     В параметре может указываться несколько посылок.
     */
    OrderShipmentDTO: {
      /**
       * Format: int64
       * @deprecated
       * @description Идентификатор посылки, присвоенный Маркетом.
       */
      id?: number;
      /**
       * @description День, в который нужно отгрузить заказ службе доставки.
       *
       *     Формат даты: `ДД-ММ-ГГГГ`.
       *
       *     Если заказ сделан организацией, параметр не возвращается до согласования даты доставки.
       *
       *     {% cut "Иногда Маркет может перенести дату отгрузки" %}
       *
       *     У таких заказов обновится параметр `updatedAt`. Чтобы найти их, в запросе [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md) укажите параметры `updateDateFrom` и `updateDateTo`.
       *
       *     {% endcut %}
       */
      shipmentDate?: components['schemas']['DateDdMmYyyy'];
      /**
       * @description **Только для модели Экспресс**
       *
       *     Время, к которому магазин должен упаковать заказ и перевести его в статус `READY_TO_SHIP`. После смены статуса за заказом приедет курьер.
       *
       *     Поле может появиться не сразу. Запрашивайте информацию о заказе в течении 5–10 минут, пока оно не вернется.
       *
       *     Формат времени: 24-часовой, `ЧЧ:ММ`.
       *
       *     Если заказ сделан организацией, параметр не возвращается до согласования даты доставки.
       */
      shipmentTime?: string;
      /**
       * @description **Только для модели DBS**
       *
       *     Информация для отслеживания посылки.
       */
      tracks?: components['schemas']['OrderTrackDTO'][] | null;
      /** @description Список грузовых мест. */
      boxes?: components['schemas']['OrderParcelBoxDTO'][] | null;
    };
    /**
     * @description Тип кода подтверждения ЭАПП:
     *
     *     * `MERCHANT_TO_COURIER` (временно не возвращается) — продавец передает код курьеру для получения невыкупа.
     *
     *     * `COURIER_TO_MERCHANT` — курьер передает код продавцу для получения заказа.
     *
     *     * `CHECKING_BY_MERCHANT` — продавец проверяет код на своей стороне.
     * @enum {string}
     */
    OrderDeliveryEacType: 'MERCHANT_TO_COURIER' | 'COURIER_TO_MERCHANT' | 'CHECKING_BY_MERCHANT';
    /** @description Информация о доставке. */
    OrderDeliveryDTO: {
      /**
       * @deprecated
       * @description Идентификатор доставки, присвоенный магазином.
       *
       *     Указывается, только если магазин передал данный идентификатор в ответе на запрос методом `POST cart`.
       */
      id?: string;
      /** @description Способ доставки заказа. */
      type: components['schemas']['OrderDeliveryType'];
      /** @description Название службы доставки. */
      serviceName: string;
      /**
       * @deprecated
       * @description {% note warning "Стоимость доставки смотрите в параметре `deliveryTotal`." %}
       *
       *
       *
       *     {% endnote %}
       *
       *     Стоимость доставки в валюте заказа.
       */
      price?: number;
      /** @description Тип сотрудничества со службой доставки в рамках указанного заказа. */
      deliveryPartnerType: components['schemas']['OrderDeliveryPartnerType'];
      courier?: components['schemas']['OrderCourierDTO'];
      dates: components['schemas']['OrderDeliveryDatesDTO'];
      region?: components['schemas']['RegionDTO'];
      address?: components['schemas']['OrderDeliveryAddressDTO'];
      vat?: components['schemas']['OrderVatType'];
      /**
       * Format: int64
       * @description Идентификатор службы доставки.
       */
      deliveryServiceId: number;
      liftType?: components['schemas']['OrderLiftType'];
      /** @description Стоимость подъема на этаж. */
      liftPrice?: number;
      /** @description Идентификатор пункта выдачи, присвоенный магазином. */
      outletCode?: string;
      /**
       * @description Дата, до которой заказ будет храниться в пункте выдачи. Возвращается, когда заказ переходит в статус `PICKUP`.
       *
       *     Один раз дату можно поменять с помощью метода [PUT v2/campaigns/{campaignId}/orders/{orderId}/delivery/storage-limit](../../reference/order-delivery/updateOrderStorageLimit.md).
       */
      outletStorageLimitDate?: components['schemas']['DateDdMmYyyy'];
      dispatchType?: components['schemas']['OrderDeliveryDispatchType'];
      /** @description Информация для отслеживания посылки. */
      tracks?: components['schemas']['OrderTrackDTO'][] | null;
      /** @description Информация о посылках. */
      shipments?: components['schemas']['OrderShipmentDTO'][] | null;
      /** @description Приблизительная ли дата доставки. */
      estimated?: boolean;
      /** @description Тип кода подтверждения ЭАПП. */
      eacType?: components['schemas']['OrderDeliveryEacType'];
      /** @description Код подтверждения ЭАПП (для типа `MERCHANT_TO_COURIER`). */
      eacCode?: string;
      /**
       * @description **Только для модели LaaS**
       *
       *     Код получения заказа на ПВЗ.
       */
      receiveCode?: string;
    };
    /**
     * @description Тип покупателя:
     *
     *     * `PERSON` — физическое лицо.
     *
     *     * `BUSINESS` — организация.
     * @enum {string}
     */
    OrderBuyerType: 'PERSON' | 'BUSINESS';
    /** @description Информация о покупателе с базовыми полями. */
    OrderBuyerBasicInfoDTO: {
      /** @description Идентификатор покупателя. */
      id?: string;
      /** @description Фамилия. */
      lastName?: string;
      /** @description Имя. */
      firstName?: string;
      /** @description Отчество. */
      middleName?: string;
      /**
       * @description Тип покупателя: физическое лицо или организация.
       *
       *     Только для FBS- и FBY-магазинов, которые размещают товары на витрине [business.market.yandex.ru](https://business.market.yandex.ru).
       */
      type: components['schemas']['OrderBuyerType'];
    };
    /**
     * @description Информация о покупателе.
     *
     *     Параметры `id`, `lastName`, `firstName` и `middleName` возвращаются, только если вы работаете по модели DBS.
     */
    OrderBuyerDTO: components['schemas']['OrderBuyerBasicInfoDTO'] & unknown;
    /**
     * @description Система налогообложения (СНО) магазина на момент оформления заказа:
     *
     *     * `ECHN` — единый сельскохозяйственный налог (ЕСХН).
     *
     *     * `ENVD` — единый налог на вмененный доход (ЕНВД).
     *
     *     * `OSN` — общая система налогообложения (ОСН).
     *
     *     * `PSN` — патентная система налогообложения (ПСН).
     *
     *     * `USN` — упрощенная система налогообложения (УСН).
     *
     *     * `USN_MINUS_COST` — упрощенная система налогообложения, доходы, уменьшенные на величину расходов (УСН «Доходы минус расходы»).
     *
     *     * `NPD` — налог на профессиональный доход (НПД).
     *
     *     * `AUSN` — автоматизированная упрощенная система налогообложения (АУСН).
     *
     *     * `AUSN_MINUS_COST` — автоматизированная упрощенная система налогообложения, доходы, уменьшенные на величину расходов (АУСН «Доходы минус расходы»).
     *
     *     * `UNKNOWN_VALUE` — неизвестное значение.
     * @enum {string}
     */
    OrderTaxSystemType:
      | 'OSN'
      | 'USN'
      | 'USN_MINUS_COST'
      | 'ENVD'
      | 'ECHN'
      | 'PSN'
      | 'NPD'
      | 'AUSN'
      | 'AUSN_MINUS_COST'
      | 'UNKNOWN_VALUE';
    /** @description Заказ. */
    OrderDTO: {
      /**
       * Format: int64
       * @description Идентификатор заказа.
       */
      id: number;
      externalOrderId?: components['schemas']['ExternalOrderId'];
      status: components['schemas']['OrderStatusType'];
      substatus: components['schemas']['OrderSubstatusType'];
      /**
       * @description Дата и время оформления заказа.
       *
       *     Формат даты и времени: `ДД-ММ-ГГГГ ЧЧ:ММ:СС`. Часовой пояс — UTC+03:00 (Москва).
       */
      creationDate: components['schemas']['DateDdMmYyyyHhMmSs'];
      /**
       * @description Дата и время последнего обновления заказа.
       *
       *     Формат даты и времени: `ДД-ММ-ГГГГ ЧЧ:ММ:СС`. Часовой пояс — UTC+03:00 (Москва).
       */
      updatedAt?: components['schemas']['DateDdMmYyyyHhMmSs'];
      /** @description Валюта, в которой указаны цены на товары в заказе. */
      currency: components['schemas']['CurrencyType'];
      /** @description Платеж покупателя. */
      itemsTotal: number;
      /** @description Стоимость доставки. */
      deliveryTotal: number;
      /**
       * @deprecated
       * @description Стоимость всех товаров в заказе в валюте покупателя после применения скидок и без учета стоимости доставки.
       */
      buyerItemsTotal?: number;
      /**
       * @deprecated
       * @description Стоимость всех товаров в заказе в валюте покупателя после применения скидок и с учетом стоимости доставки.
       */
      buyerTotal?: number;
      /**
       * @description Стоимость всех товаров в заказе в валюте покупателя без учета стоимости доставки и до применения скидок по:
       *
       *     * акциям;
       *     * купонам;
       *     * промокодам.
       */
      buyerItemsTotalBeforeDiscount: number;
      /**
       * @deprecated
       * @description Стоимость всех товаров в заказе в валюте покупателя до применения скидок и с учетом стоимости доставки (`buyerItemsTotalBeforeDiscount` + стоимость доставки).
       */
      buyerTotalBeforeDiscount?: number;
      paymentType: components['schemas']['OrderPaymentType'];
      paymentMethod: components['schemas']['OrderPaymentMethodType'];
      /**
       * @description Тип заказа:
       *
       *     * `false` — настоящий заказ покупателя.
       *
       *     * `true` — [тестовый заказ](../../concepts/sandbox.md) Маркета.
       */
      fake: boolean;
      /** @description Список товаров в заказе. */
      items: components['schemas']['OrderItemDTO'][];
      /** @description Список субсидий по типам. */
      subsidies?: components['schemas']['OrderSubsidyDTO'][] | null;
      delivery: components['schemas']['OrderDeliveryDTO'];
      buyer: components['schemas']['OrderBuyerDTO'];
      /** @description Комментарий к заказу. */
      notes?: string;
      taxSystem: components['schemas']['OrderTaxSystemType'];
      /**
       * @description **Только для модели DBS**
       *
       *     Запрошена ли отмена.
       */
      cancelRequested?: boolean;
      /**
       * @description Дата, после которой заказ будет отменен, если не сменит статус.
       *
       *     Формат даты: `ДД-ММ-ГГГГ`.
       */
      expiryDate?: components['schemas']['DateDdMmYyyyHhMmSs'];
    };
    GetOrderResponse: {
      order?: components['schemas']['OrderDTO'];
    };
    /** @description Модель для ответа API списка информации по заказам. */
    GetOrdersResponse: {
      pager?: components['schemas']['FlippingPagerDTO'];
      /** @description Модель заказа. */
      orders: components['schemas']['OrderDTO'][];
      /** @description Информация о страницах с результатами. */
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    /**
     * @description Модель работы:
     *
     *     * `FBY` — FBY.
     *     * `FBS` — FBS.
     *     * `DBS` — DBS.
     *     * `EXPRESS` — Экспресс.
     *     * `LAAS` — LaaS.
     * @enum {string}
     */
    SellingProgramType: 'FBY' | 'FBS' | 'DBS' | 'EXPRESS' | 'LAAS';
    /** @description Фильтр по датам заказов. */
    OrderDatesFilterDTO: {
      /**
       * Format: date
       * @description Начальная дата для фильтрации заказов по дате оформления.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       *
       *     Между начальной и конечной датой (параметр `creationDateTo`) должно быть не больше 30 дней.
       *
       *     Значение по умолчанию: 30 дней назад от текущей даты.
       *
       *     Начальная дата включается в интервал для фильтрации.
       */
      creationDateFrom?: string;
      /**
       * Format: date
       * @description Конечная дата для фильтрации заказов по дате оформления.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       *
       *     Между начальной (параметр `creationDateFrom`) и конечной датой должно быть не больше 30 дней.
       *
       *     Значение по умолчанию: текущая дата.
       *
       *     Если промежуток времени между `creationDateTo` и `creationDateFrom` меньше суток, то `creationDateTo` равен `creationDateFrom` + сутки.
       *
       *     Конечная дата не включается в интервал для фильтрации.
       */
      creationDateTo?: string;
      /**
       * Format: date
       * @description Начальная дата для фильтрации заказов по дате отгрузки в службу доставки (параметр `shipmentDate`).
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       *
       *     Между начальной и конечной датой (параметр `shipmentDateTo`) должно быть не больше 30 дней.
       *
       *     Начальная дата включается в интервал для фильтрации.
       */
      shipmentDateFrom?: string;
      /**
       * Format: date
       * @description Конечная дата для фильтрации заказов по дате отгрузки в службу доставки (параметр `shipmentDate`).
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       *
       *     Между начальной (параметр `shipmentDateFrom`) и конечной датой должно быть не больше 30 дней.
       *
       *     Если промежуток времени между `shipmentDateTo` и `shipmentDateFrom` меньше суток, то `shipmentDateTo` равен `shipmentDateFrom` + сутки.
       *
       *     Конечная дата не включается в интервал для фильтрации.
       */
      shipmentDateTo?: string;
      /**
       * Format: date-time
       * @description Начальная дата обновления заказа (ISO 8601).
       */
      updateDateFrom?: string;
      /**
       * Format: date-time
       * @description Конечная дата обновления заказа (ISO 8601).
       */
      updateDateTo?: string;
    };
    /**
     * @description Площадка-источник заказа:
     *
     *     * `MARKET` — заказ, оформленный на Маркете.
     *
     *     * `OTHER` — LaaS-заказ, созданный продавцом.
     * @enum {string}
     */
    OrderSourcePlatformType: 'MARKET' | 'OZON' | 'WILDBERRIES' | 'OTHER';
    /** @description Запрос на получение информации о заказах бизнеса. */
    GetBusinessOrdersRequest: {
      /** @description Идентификаторы заказов. */
      orderIds?: number[] | null;
      /** @description Внешние идентификаторы заказов. */
      externalOrderIds?: components['schemas']['ExternalOrderId'][] | null;
      /** @description Модели работы магазина на Маркете. */
      programTypes?: components['schemas']['SellingProgramType'][] | null;
      /** @description Идентификаторы кампаний магазинов. */
      campaignIds?: components['schemas']['CampaignId'][] | null;
      /** @description Статусы заказов. */
      statuses?: components['schemas']['OrderStatusType'][] | null;
      /** @description Этапы обработки или причины отмены заказов. */
      substatuses?: components['schemas']['OrderSubstatusType'][] | null;
      /** @description Даты заказов. */
      dates?: components['schemas']['OrderDatesFilterDTO'];
      /**
       * @description Тип заказа:
       *
       *     * `false` — настоящий заказ покупателя.
       *
       *     * `true` — [тестовый заказ](../../concepts/sandbox.md) Маркета.
       */
      fake?: boolean;
      /**
       * @description **Только для модели DBS**
       *
       *     Фильтр для получения заказов, по которым есть запросы на отмену.
       *
       *     При значении `true` возвращаются только те заказы, которые находятся в статусе `DELIVERY` или `PICKUP`, и пользователи решили их отменить.
       */
      waitingForCancellationApprove?: boolean;
      /** @description Площадки-источники заказов. */
      sourcePlatforms?: components['schemas']['OrderSourcePlatformType'][] | null;
    };
    /** @description Валюта и ее значение. */
    CurrencyValueDTO: {
      /** @description Значение. */
      value: number;
      /** @description Валюта. */
      currencyId: components['schemas']['CurrencyType'];
    };
    /**
     * @description Информация о выплатах и вознаграждениях.
     *
     *     {% note info "Как рассчитывается стоимость всех единиц товара и вознаграждение продавцу" %}
     *
     *     * Стоимость всех единиц товара складывается из параметров `payment` и `cashback`.
     *     * Общая сумма вознаграждений продавцу возвращается в параметре `subsidy`.
     *     * Значение `payment`, `cashback` и `subsidy` может отличаться от стоимости в каталоге, потому что информация об акциях магазина не возвращается.
     *     * Если в заказе несколько единиц товаров, в параметрах возвращается суммарное значение.
     *     * Все суммы указаны в валюте магазина.
     *
     *     {% endnote %}
     */
    ItemPriceDTO: {
      /** @description Общая стоимость всех единиц товара. */
      payment?: components['schemas']['CurrencyValueDTO'];
      /** @description Общая сумма вознаграждений продавцу. */
      subsidy?: components['schemas']['CurrencyValueDTO'];
      /** @description Сумма, которая оплачена баллами Плюса. */
      cashback?: components['schemas']['CurrencyValueDTO'];
      /** @description НДС на товар. */
      vat?: components['schemas']['OrderVatType'];
    };
    /**
     * @description Статус единицы товара в заказе.
     *
     *     * `CREATED` — создана.
     *
     *     * `SHIPPED` — передана в доставку.
     *
     *     * `CANCELLED` — отменена или удалена из заказа.
     *
     *     * `DELIVERED_TO_BUYER` — передана покупателю.
     *
     *     * `LOST` — утеряна.
     *
     *     * `REJECTED` — невыкупленная.
     *
     *     * `RETURNED` — возвращенная.
     * @enum {string}
     */
    OrderItemUnitStatusType:
      'CREATED' | 'SHIPPED' | 'CANCELLED' | 'DELIVERED_TO_BUYER' | 'LOST' | 'REJECTED' | 'RETURNED';
    /** @description Количество единиц товара с определенным статусом. */
    OrderItemUnitStatusDTO: {
      status: components['schemas']['OrderItemUnitStatusType'];
      /**
       * Format: int64
       * @description Количество единиц товара.
       */
      count: number;
    };
    /** @description Информация о товаре. */
    BusinessOrderItemDTO: {
      /**
       * Format: int64
       * @description Идентификатор товара в заказе.
       *
       *     Позволяет идентифицировать товар в рамках заказа.
       */
      id: number;
      /** @description Идентификатор товарного предложения. */
      offerId: components['schemas']['ShopSku'];
      /** @description Название товара. */
      offerName: string;
      /** @description Количество единиц товара. */
      count: number;
      /** @description Информация о выплатах и вознаграждениях. */
      prices?: components['schemas']['ItemPriceDTO'];
      /**
       * @description Информация о маркировке единиц товара.
       *
       *     Возвращаются данные для маркировки, переданные в запросе:
       *
       *     * Для DBS — [PUT v2/campaigns/{campaignId}/orders/{orderId}/identifiers](../../reference/orders/provideOrderItemIdentifiers.md) или [PUT v2/campaigns/{campaignId}/orders/{orderId}/boxes](../../reference/orders/setOrderBoxLayout.md).
       *     * Для FBS и EXPRESS — [PUT v2/campaigns/{campaignId}/orders/{orderId}/boxes](../../reference/orders/setOrderBoxLayout.md).
       *
       *     Для FBY возвращаются коды маркировки, переданные во время поставки.
       *
       *     Если магазин еще не передавал коды для этого заказа, `instances` отсутствует.
       */
      instances?: components['schemas']['OrderItemInstanceDTO'][] | null;
      /** @description Список необходимых маркировок товара. */
      requiredInstanceTypes?: components['schemas']['OrderItemInstanceType'][] | null;
      /**
       * @description Информация о статусах отдельных единиц товара в заказе.
       *
       *     Если данных о статусах отдельных единиц товара нет, поле отсутствует.
       */
      itemStatuses?: components['schemas']['OrderItemUnitStatusDTO'][] | null;
      /** @description Признаки товара. */
      tags?: components['schemas']['OrderItemTagType'][] | null;
    };
    /**
     * @description Информация о стоимости доставки, включая подъем на этаж.
     *
     *     {% note info "Как рассчитывается стоимость доставки" %}
     *
     *     * Стоимость доставки складывается из параметров `payment` и `subsidy`.
     *     * Все суммы указаны в валюте магазина.
     *
     *     {% endnote %}
     */
    DeliveryPriceDTO: {
      /** @description Платеж покупателя за доставку. */
      payment?: components['schemas']['CurrencyValueDTO'];
      /** @description Вознаграждение Маркета за доставку. */
      subsidy?: components['schemas']['CurrencyValueDTO'];
      /** @description НДС на доставку. */
      vat?: components['schemas']['OrderVatType'];
    };
    /**
     * @description Информация о стоимости заказа.
     *
     *     {% note info "Как рассчитывается стоимость заказа, доставки и вознаграждение продавцу" %}
     *
     *     * Стоимость товаров в заказе складывается из параметров `payment` и `cashback`.
     *     * Общая сумма вознаграждений продавцу возвращается в параметре `subsidy`.
     *     * Значение `payment`, `cashback` и `subsidy` может отличаться от стоимости в каталоге, потому что информация об акциях магазина не возвращается.
     *     * Стоимость доставки складывается из параметров `payment` и `subsidy` в `delivery`.
     *     * Все суммы указаны в валюте магазина.
     *
     *     {% endnote %}
     */
    OrderPriceDTO: {
      /** @description Сумма платежа покупателя. */
      payment?: components['schemas']['CurrencyValueDTO'];
      /** @description Общая сумма вознаграждений продавцу. */
      subsidy?: components['schemas']['CurrencyValueDTO'];
      /**
       * @description Сумма, которая оплачена баллами Плюса.
       *
       *     Возвращается баллами.
       */
      cashback?: components['schemas']['CurrencyValueDTO'];
      /** @description Информация о стоимости доставки, включая подъем на этаж. */
      delivery?: components['schemas']['DeliveryPriceDTO'];
    };
    /** @description Диапазон дат доставки. */
    BusinessOrderDeliveryDatesDTO: {
      /**
       * Format: date
       * @description Ближайшая дата доставки.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      fromDate: string;
      /**
       * Format: date
       * @description Самая поздняя дата доставки.
       *
       *     Если `toDate` не указан, считается дата в параметре `fromDate`.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      toDate?: string;
      /**
       * Format: time
       * @description Начало интервала времени доставки.
       *
       *     Передается только вместе с параметром `type=DELIVERY`.
       *
       *     Формат времени: 24-часовой, `ЧЧ:ММ`. Вместо `ММ` всегда указывайте `00` (исключение — `23:59`).
       *
       *     Минимальное значение: `00:00`.
       */
      fromTime?: string;
      /**
       * Format: time
       * @description Конец интервала времени доставки.
       *
       *     Передается только вместе с параметром `type=DELIVERY`.
       *
       *     Формат времени: 24-часовой, `ЧЧ:ММ`. Вместо `ММ` всегда указывайте `00` (исключение — `23:59`).
       *
       *     Максимальное значение: `23:59`.
       */
      toTime?: string;
      /**
       * Format: date
       * @description Дата, когда товар доставлен до пункта выдачи заказа (в случае самовывоза) или до покупателя (если заказ доставляет курьер).
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      realDeliveryDate?: string;
    };
    /** @description Информация об отгрузке заказа. */
    BusinessOrderShipmentDTO: {
      /**
       * Format: int64
       * @description Идентификатор отгрузки.
       */
      id?: number | null;
      /**
       * Format: date
       * @description Дата отгрузки.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      shipmentDate: string;
      /**
       * Format: time
       * @description Время отгрузки.
       */
      shipmentTime?: string | null;
    };
    /**
     * @description Адрес доставки.
     *
     *     Указывается, если параметр `type` принимает значение `DELIVERY`, `POST` или `PICKUP` (только для модели DBS). Если `type=PICKUP`, возвращается адрес пункта выдачи.
     */
    BusinessOrderDeliveryAddressDTO: {
      /** @description Страна. */
      country?: string;
      /** @description Почтовый индекс. */
      postcode?: string;
      /** @description Город или населенный пункт. */
      city?: string;
      /** @description Район. */
      district?: string;
      /** @description Станция метро. */
      subway?: string;
      /** @description Улица. */
      street?: string;
      /** @description Номер дома. */
      house?: string;
      /** @description Корпус. */
      block?: string;
      /** @description Номер подъезда. */
      entrance?: string;
      /** @description Код домофона. */
      entryphone?: string;
      /** @description Этаж. */
      floor?: string;
      /** @description Номер квартиры или офиса. */
      apartment?: string;
      /** @description GPS-координаты. */
      gps?: components['schemas']['GpsDTO'];
    };
    /** @description Информация о курьерской доставке. */
    BusinessOrderCourierDeliveryDTO: {
      address?: components['schemas']['BusinessOrderDeliveryAddressDTO'];
      region?: components['schemas']['RegionDTO'];
    };
    /**
     * Format: int64
     * @description Идентификатор пункта выдачи.
     *
     *     Его можно узнать с помощью метода [POST v1/businesses/{businessId}/logistics-points](../../reference/logistic-points/getLogisticPoints.md).
     */
    LogisticPointId: number;
    /** @description Информация о доставке в пункт выдачи. */
    BusinessOrderPickupDeliveryDTO: {
      address?: components['schemas']['BusinessOrderDeliveryAddressDTO'];
      region?: components['schemas']['RegionDTO'];
      logisticPointId?: components['schemas']['LogisticPointId'];
      /** @description Идентификатор пункта самовывоза, присвоенный магазином. */
      outletCode?: string;
      /**
       * Format: date
       * @description Дата, до которой заказ будет храниться в пункте выдачи. Возвращается, когда заказ переходит в статус `PICKUP`.
       *
       *     Один раз дату можно поменять с помощью метода [PUT v2/campaigns/{campaignId}/orders/{orderId}/delivery/storage-limit](../../reference/order-delivery/updateOrderStorageLimit.md).
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      outletStorageLimitDate?: string;
    };
    /** @description Информация о коде подтверждения. */
    BusinessOrderEacDTO: {
      /** @description Тип кода подтверждения ЭАПП. */
      eacType: components['schemas']['OrderDeliveryEacType'];
      /** @description Код подтверждения ЭАПП (для типа `MERCHANT_TO_COURIER`). */
      eacCode?: string;
    };
    /** @description Информация о курьере и код подтверждения. */
    BusinessOrderTransferDTO: {
      courier?: components['schemas']['OrderCourierDTO'];
      eac?: components['schemas']['BusinessOrderEacDTO'];
    };
    /** @description Информация о части товара в коробке. */
    BusinessOrderBoxLayoutPartialCountDTO: {
      /**
       * Format: int32
       * @description Номер части, начиная с 1.
       */
      current: number;
      /**
       * Format: int32
       * @description На сколько всего частей разделен товар.
       */
      total: number;
    };
    /**
     * @description [Код идентификации](*cis-regular-value) единицы товара в системе [«Честный ЗНАК»](https://честныйзнак.рф/) или [«ASL BELGISI»](https://aslbelgisi.uz) (для продавцов Market Yandex Go).
     *
     *     {% note warning "Не экранируйте косую черту в коде символа-разделителя `\u001d`" %}
     *
     *     ✅ `01030410947874432155Qbag!\u001d93Zjqw`
     *
     *     ❌ `01030410947874432155Qbag!\\u001d93Zjqw`
     *
     *     Косые черты и кавычки в других местах экранируйте по правилам JSON: `\\` и `\"`
     *
     *     {% endnote %}
     */
    Cis: string;
    /**
     * @description Идентификатор единицы товара.
     *
     *     Заполните только одно поле в зависимости от того, в какой системе маркирован товар.
     *
     *     Подробно о работе с маркируемыми товарами читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/orders/cz.html).
     */
    BriefOrderItemInstanceDTO: {
      cis?: components['schemas']['Cis'];
      /**
       * @description Уникальный идентификационный номер ювелирного изделия.
       *
       *     Представляет собой число из 16 цифр.
       */
      uin?: string;
      /**
       * @description Регистрационный номер партии товара.
       *
       *     Представляет собой строку из четырех чисел, разделенных косой чертой: ХХХХХХХХ/ХХХХХХ/ХХХХХХХ/ХХХ.
       *
       *     Первая часть — код таможни, которая зарегистрировала декларацию на партию товара. Далее — дата, номер декларации и номер маркированного товара в декларации.
       */
      rnpt?: string;
      /**
       * @description Грузовая таможенная декларация.
       *
       *     Представляет собой строку из трех чисел, разделенных косой чертой: ХХХХХХХХ/ХХХХХХ/ХХХХХХХ.
       *
       *     Первая часть — код таможни, которая зарегистрировала декларацию на ввезенные товары. Далее — дата и номер декларации.
       */
      gtd?: string;
      countryCode?: components['schemas']['CountryCode'];
    };
    /** @description Информация о товаре в коробке. */
    BusinessOrderBoxLayoutItemDTO: {
      /**
       * Format: int64
       * @description Идентификатор товара в заказе.
       *
       *     Параметр `id` в `items`.
       */
      id: number;
      /**
       * Format: int32
       * @description Количество единиц товара в коробке.
       */
      fullCount?: number;
      /** @description Информация о части товара в коробке. */
      partialCount?: components['schemas']['BusinessOrderBoxLayoutPartialCountDTO'];
      /** @description Переданные коды маркировки. */
      instances?: components['schemas']['BriefOrderItemInstanceDTO'][] | null;
    };
    /** @description Информация о коробке (для заказов в кабинете). */
    BusinessOrderBoxLayoutDTO: {
      /**
       * @description Список товаров в коробке.
       *
       *     Если в коробке едет часть большого товара, в списке может быть только один пункт.
       */
      items: components['schemas']['BusinessOrderBoxLayoutItemDTO'][];
      /**
       * Format: int64
       * @description Идентификатор коробки.
       */
      boxId: number;
      /** @description Идентификатор грузового места в системе магазина. */
      barcode: string;
    };
    /**
     * @description Способ получения цифрового товара:
     *
     *     * `EMAIL` — код активации по почте: покупатель получит письмо с кодом и инструкцией на почту.
     *
     *     * `ACTIVATION_CODE` — код активации в заказе на Маркете: покупатель получит инструкцию и код в чате с магазином, а в списке заказов сможет скопировать код.
     *
     *     * `STEAM_GIFT` — игры подарком в Steam: вы получите от покупателя ссылку формата https://s.team/p/m**-***\/******** на добавление в друзья. Перейдите по ссылке, добавьте покупателя в друзья и отправьте ему игру. В течение трех часов передайте Маркету статус, что заказ доставлен — через API или на странице заказа.
     *
     *     * `CHAT` — игры и товары в чате с покупателем на Маркете: покупатель получит сертификат в чате с магазином. Передайте Маркету статус, что заказ доставлен — через API или на странице заказа.
     * @enum {string}
     */
    DigitalGoodsDeliveryType: 'EMAIL' | 'ACTIVATION_CODE' | 'STEAM_GIFT' | 'CHAT';
    /** @description Информация о доставке цифрового товара. */
    DigitalGoodsDeliveryDetailsDTO: {
      /** @description Тип цифрового товара. */
      type: components['schemas']['DigitalGoodsDeliveryType'];
      /** @description Ссылка на Steam-аккаунт покупателя. Передается только для типа `STEAM_GIFT`. */
      steamLink?: string;
    };
    /** @description Информация о доставке заказа. */
    BusinessOrderDeliveryDTO: {
      /** @description Способ доставки заказа. */
      type: components['schemas']['OrderDeliveryType'];
      /** @description Название службы доставки. */
      serviceName: string;
      /**
       * Format: int64
       * @description Идентификатор службы доставки.
       */
      deliveryServiceId: number;
      /** @description Идентификатор склада в системе магазина, на который сформирован заказ. */
      warehouseId?: string;
      /** @description Тип сотрудничества со службой доставки в рамках указанного заказа. */
      deliveryPartnerType: components['schemas']['OrderDeliveryPartnerType'];
      dispatchType?: components['schemas']['OrderDeliveryDispatchType'];
      dates: components['schemas']['BusinessOrderDeliveryDatesDTO'];
      /** @description Информация об отгрузке. */
      shipment?: components['schemas']['BusinessOrderShipmentDTO'];
      /** @description Информация о курьерской доставке. */
      courier?: components['schemas']['BusinessOrderCourierDeliveryDTO'];
      /** @description Информация о доставке в пункт выдачи. */
      pickup?: components['schemas']['BusinessOrderPickupDeliveryDTO'];
      /** @description Информация о курьере и код подтверждения. */
      transfer?: components['schemas']['BusinessOrderTransferDTO'];
      /** @description Раскладка товаров по коробкам. */
      boxesLayout?: components['schemas']['BusinessOrderBoxLayoutDTO'][] | null;
      /** @description Информация для отслеживания посылки. */
      tracks?: components['schemas']['OrderTrackDTO'][] | null;
      /** @description Приблизительная ли дата доставки. */
      estimated?: boolean;
      /**
       * @description **Только для модели LaaS**
       *
       *     Штрихкод получения заказа на ПВЗ.
       */
      receiveBarcode?: string;
      /**
       * @description **Только для модели LaaS**
       *
       *     Код получения заказа на ПВЗ.
       */
      receiveCode?: string;
      /** @description Информация о доставке цифрового товара. */
      digitalGoods?: components['schemas']['DigitalGoodsDeliveryDetailsDTO'];
    };
    /** @description Услуги, добавленные в заказ. */
    BusinessOrderServicesDTO: {
      liftType?: components['schemas']['OrderLiftType'];
    };
    /** @description Информация о заказе. */
    BusinessOrderDTO: {
      /**
       * Format: int64
       * @description Идентификатор заказа.
       */
      orderId: number;
      campaignId: components['schemas']['CampaignId'];
      /** @description Тип программы кампании магазина. */
      programType?: components['schemas']['SellingProgramType'];
      externalOrderId?: components['schemas']['ExternalOrderId'];
      status: components['schemas']['OrderStatusType'];
      substatus: components['schemas']['OrderSubstatusType'];
      /**
       * Format: date-time
       * @description Дата и время оформления заказа.
       *
       *     Формат даты: ISO 8601 со смещением относительно UTC.
       * @example 2020-02-02T14:30:30+03:00
       */
      creationDate: string;
      /**
       * Format: date-time
       * @description Дата и время последнего обновления заказа.
       *
       *     Формат даты: ISO 8601 со смещением относительно UTC.
       * @example 2020-02-02T14:30:30+03:00
       */
      updateDate?: string;
      paymentType: components['schemas']['OrderPaymentType'];
      paymentMethod: components['schemas']['OrderPaymentMethodType'];
      /**
       * @description Тип заказа:
       *
       *     * `false` — настоящий заказ покупателя.
       *
       *     * `true` — [тестовый заказ](../../concepts/sandbox.md) Маркета.
       */
      fake: boolean;
      /** @description Список товаров в заказе. */
      items: components['schemas']['BusinessOrderItemDTO'][];
      /** @description Информация о стоимости заказа, доставки и вознаграждениях. */
      prices?: components['schemas']['OrderPriceDTO'];
      delivery: components['schemas']['BusinessOrderDeliveryDTO'];
      services?: components['schemas']['BusinessOrderServicesDTO'];
      /**
       * @description Тип покупателя: физическое лицо или организация.
       *
       *     Только для FBS- и FBY-магазинов, которые размещают товары на витрине [business.market.yandex.ru](https://business.market.yandex.ru).
       */
      buyerType?: components['schemas']['OrderBuyerType'];
      /** @description Комментарий к заказу. */
      notes?: string;
      /**
       * @description **Только для модели DBS**
       *
       *     Запрошена ли отмена.
       */
      cancelRequested?: boolean;
      sourcePlatform?: components['schemas']['OrderSourcePlatformType'];
    };
    /** @description Ответ со списком заказов бизнеса. */
    GetBusinessOrdersResponse: {
      /** @description Список заказов в кабинете. */
      orders: components['schemas']['BusinessOrderDTO'][];
      /** @description Информация о страницах результатов. */
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    /** @description Позиция в корзине, требующая маркировки. */
    OrderItemInstanceModificationDTO: {
      /**
       * Format: int64
       * @description Идентификатор товара в заказе.
       *
       *     Он приходит в ответе метода [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md) — параметр `id` в `items`.
       */
      id: number;
      /** @description Список кодов маркировки единиц товара. */
      instances: components['schemas']['BriefOrderItemInstanceDTO'][];
    };
    ProvideOrderItemIdentifiersRequest: {
      /** @description Список позиций, требующих маркировки. */
      items: components['schemas']['OrderItemInstanceModificationDTO'][];
    };
    /** @description Информация о маркированном товаре. */
    BriefOrderItemDTO: {
      /**
       * Format: int64
       * @description Идентификатор товара в заказе.
       *
       *     Позволяет идентифицировать товар в рамках заказа.
       */
      id?: number;
      /** @description Налог на добавленную стоимость (НДС) на услугу доставки заказа. */
      vat?: components['schemas']['OrderVatType'];
      /**
       * Format: int32
       * @description Количество единиц товара.
       */
      count?: number;
      /** @description Цена товара. Указана в той валюте, которая была задана в каталоге. Разделитель целой и дробной части — точка. */
      price?: number;
      /** @description Название товара. */
      offerName?: string;
      /** @description Ваш идентификатор товара. */
      offerId?: components['schemas']['ShopSku'];
      /** @description Переданные коды маркировки. */
      instances?: components['schemas']['OrderItemInstanceDTO'][] | null;
    };
    /** @description Краткие сведения о промаркированных товарах. Параметр возвращается, если ответ `OK`. */
    OrderItemsModificationResultDTO: {
      /** @description Список позиций в заказе, подлежащих маркировке. */
      items: components['schemas']['BriefOrderItemDTO'][];
    };
    ProvideOrderItemIdentifiersResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OrderItemsModificationResultDTO'];
    };
    /**
     * @description Список товаров в заказе.
     *
     *     Если магазин не передал информацию о товаре во входных данных, он будет удален из заказа.
     *
     *     Обязательный параметр.
     */
    OrderItemModificationDTO: {
      /**
       * Format: int64
       * @description Идентификатор товара в рамках заказа.
       *
       *     Получить идентификатор можно с помощью метода:
       *
       *     * [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md).
       *
       *     Обязательный параметр.
       */
      id: number;
      /**
       * Format: int32
       * @description Новое количество товара.
       */
      count: number;
      /**
       * @description Информация о маркировке единиц товара.
       *
       *     Передавайте в запросе все единицы товара, который подлежит маркировке.
       *
       *     Обязательный параметр, если в заказе от бизнеса есть товары, подлежащие маркировке в системе [«Честный ЗНАК»](https://честныйзнак.рф/) или [«ASL BELGISI»](https://aslbelgisi.uz) (для продавцов :no-translate[Market Yandex Go]).
       */
      instances?: components['schemas']['BriefOrderItemInstanceDTO'][] | null;
    };
    /**
     * @description Причина, почему обновился состав заказа:
     *
     *     * `PARTNER_REQUESTED_REMOVE` — магазин удалил товар.
     *     * `USER_REQUESTED_REMOVE` — покупатель попросил удалить товар.
     * @enum {string}
     */
    OrderItemsModificationRequestReasonType: 'PARTNER_REQUESTED_REMOVE' | 'USER_REQUESTED_REMOVE';
    /** @description Запрос на обновление состава заказа. */
    UpdateOrderItemRequest: {
      /**
       * @description Список товаров в заказе.
       *
       *     Если магазин не передал информацию о товаре во входных данных, он будет удален из заказа.
       *
       *     Обязательный параметр.
       */
      items: components['schemas']['OrderItemModificationDTO'][];
      reason?: components['schemas']['OrderItemsModificationRequestReasonType'];
    };
    /** @description Диапазон дат доставки. */
    OrderStatusChangeDeliveryDatesDTO: {
      /**
       * Format: date
       * @description **Только для модели DBS**
       *
       *     Фактическая дата доставки.
       *     <br><br>
       *     Когда передавать параметр `realDeliveryDate`:
       *
       *     * Не передавайте параметр, если:
       *       * переводите заказ в любой статус, кроме `PICKUP` или `DELIVERED`;
       *       * меняете статус заказа на `PICKUP` или `DELIVERED` в день доставки — будет указана дата выполнения запроса.
       *     * Передавайте дату доставки, если переводите заказ в статус `PICKUP` или `DELIVERED` не в день доставки. Нельзя указывать дату доставки в будущем.
       *
       *       {% note warning "Передача статуса после установленного срока снижает индекс качества" %}
       *
       *       О сроках читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/quality/tech#dbs).
       *
       *       {% endnote %}
       *
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      realDeliveryDate?: string;
    };
    /** @description Информация о доставке. */
    OrderStatusChangeDeliveryDTO: {
      dates?: components['schemas']['OrderStatusChangeDeliveryDatesDTO'];
    };
    /** @description Заказ. */
    OrderStatusChangeDTO: {
      status: components['schemas']['OrderStatusType'];
      substatus?: components['schemas']['OrderSubstatusType'];
      delivery?: components['schemas']['OrderStatusChangeDeliveryDTO'];
    };
    UpdateOrderStatusRequest: {
      order: components['schemas']['OrderStatusChangeDTO'];
    };
    /** @description Идентификатор операции. */
    OperationId: string;
    /**
     * @description Тип операции:
     *
     *     * `ORDER_RECIPIENT_UPDATE` — изменение данных получателя.
     *
     *     * `ORDER_DELIVERY_INTERVAL_UPDATE` — изменение интервала дат доставки.
     *
     *     * `ORDER_STATUS_UPDATE` — обновление статуса заказа для его отмены.
     *
     *     * `RETURN_CANCELLATION` — отмена возврата.
     * @enum {string}
     */
    OperationType:
      | 'ORDER_RECIPIENT_UPDATE'
      | 'ORDER_DELIVERY_INTERVAL_UPDATE'
      | 'ORDER_STATUS_UPDATE'
      | 'RETURN_CANCELLATION';
    /** @description Информация об операции. */
    OperationDTO: {
      id: components['schemas']['OperationId'];
      type: components['schemas']['OperationType'];
    };
    /** @description Информация об изменении статуса заказа. */
    UpdateOrderStatusResponse: {
      order?: components['schemas']['OrderDTO'];
      /**
       * @description **Только для модели LaaS**
       *
       *     Информация о запущенной операции по обновлению статуса.
       */
      operation?: components['schemas']['OperationDTO'];
    };
    /** @description Информация по заказу. */
    OrderStateDTO: {
      /**
       * Format: int64
       * @description Идентификатор заказа.
       */
      id: number;
      status: components['schemas']['OrderStatusType'];
      substatus?: components['schemas']['OrderSubstatusType'];
    };
    /** @description Список заказов. */
    UpdateOrderStatusesRequest: {
      /** @description Список заказов. */
      orders: components['schemas']['OrderStateDTO'][];
    };
    /**
     * @description Изменился ли статус заказа:
     *
     *     * `OK` — статус изменен.
     *
     *     * `ERROR` — статус не изменен. В этом случае появится сообщение об ошибке в параметре `errorDetails`.
     * @enum {string}
     */
    OrderUpdateStatusType: 'OK' | 'ERROR';
    /** @description Список заказов. */
    UpdateOrderStatusDTO: {
      /**
       * Format: int64
       * @description Идентификатор заказа.
       */
      id?: number;
      status?: components['schemas']['OrderStatusType'];
      substatus?: components['schemas']['OrderSubstatusType'];
      /** @description Статус обновления. */
      updateStatus?: components['schemas']['OrderUpdateStatusType'];
      /**
       * @description Ошибка при изменении статуса заказа. Содержит описание ошибки и идентификатор заказа.
       *
       *     Возвращается, если параметр `updateStatus` принимает значение `ERROR`.
       */
      errorDetails?: string;
      /**
       * @description **Только для модели LaaS**
       *
       *     Информация о запущенной операции по обновлению статуса.
       */
      operation?: components['schemas']['OperationDTO'];
    };
    /** @description Список заказов, статус которых обновился. */
    UpdateOrderStatusesDTO: {
      /** @description Список с обновленными заказами. */
      orders: components['schemas']['UpdateOrderStatusDTO'][];
    };
    UpdateOrderStatusesResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['UpdateOrderStatusesDTO'];
    };
    /** @description Параметр отображает одно грузовое место. Вложенные поля больше не используются, передавайте параметр пустым. */
    ParcelBoxRequestDTO: {
      /**
       * @deprecated
       * @description {% note warning "Не используйте этот параметр." %}
       *
       *
       *
       *     {% endnote %}
       */
      fulfilmentId?: string;
    };
    /** @description Информация о грузовых местах в заказе. */
    ParcelRequestDTO: {
      /** @description Список грузовых мест. По его длине Маркет определяет количество мест. */
      boxes: components['schemas']['ParcelBoxRequestDTO'][];
    };
    SetOrderShipmentBoxesRequest: components['schemas']['ParcelRequestDTO'];
    /** @description Параметр отображает одно грузовое место. */
    ParcelBoxDTO: {
      /**
       * Format: int64
       * @description Идентификатор коробки в составе заказа.
       */
      id?: number;
      /**
       * @deprecated
       * @description {% note warning "Не используйте этот параметр." %}
       *
       *
       *
       *     {% endnote %}
       */
      fulfilmentId?: string;
    };
    /** @description В ответе Маркет возвращает переданный вами список грузовых мест. Не обращайте на это поле внимания. */
    ShipmentBoxesDTO: {
      /** @description Список грузовых мест. По его длине Маркет определил количество мест. */
      boxes: components['schemas']['ParcelBoxDTO'][];
    };
    SetOrderShipmentBoxesResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['ShipmentBoxesDTO'];
    };
    /**
     * @description Варианты причин, по которым заказ не может быть отменен.
     *
     *     * `ORDER_DELIVERED` — заказ уже доставлен.
     *     * `ORDER_IN_DELIVERY` — заказ уже у курьера.
     * @enum {string}
     */
    OrderCancellationReasonType: 'ORDER_DELIVERED' | 'ORDER_IN_DELIVERY';
    AcceptOrderCancellationRequest: {
      /**
       * @description Решение об отмене заказа:
       *
       *     * `true` — заказ отменяется, служба доставки узнала об отмене до передачи заказа покупателю.
       *     * `false` — заказ не отменяется, так как он уже доставлен покупателю курьером или передан в пункт выдачи заказов.
       */
      accepted: boolean;
      /**
       * @description Причина, по которой заказ не может быть отменен (она сообщается покупателю).
       *
       *     Обязательный параметр, если вы передаете `accepted="false"`.
       */
      reason?: components['schemas']['OrderCancellationReasonType'];
    };
    /** @description Пустой ответ сервера. */
    EmptyApiResponse: components['schemas']['ApiResponse'];
    /** @description Цифровой товар. */
    OrderDigitalItemDTO: {
      /**
       * Format: int64
       * @description Идентификатор товара в заказе.
       *
       *     Он приходит в ответе метода [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md) — параметр `id` в `items`.
       */
      id: number;
      /**
       * @description Ключи, относящиеся к товару.
       *
       *     Поле обязательно для заполнения.
       */
      codes?: string[] | null;
      /**
       * @description Инструкция по активации.
       *
       *     Для форматирования текста можно использовать теги HTML:
       *
       *     * \<h>, \<h1>, \<h2> и так далее — для заголовков;
       *     * \<br> и \<p> — для переноса строки;
       *     * \<ol> — для нумерованного списка;
       *     * \<ul> — для маркированного списка;
       *     * \<li> — для создания элементов списка (должен находиться внутри \<ol> или \<ul>);
       *     * \<div> — поддерживается, но не влияет на отображение текста.
       */
      slip: string;
      /**
       * Format: date
       * @description Дата, до которой нужно активировать ключи. Если ключи действуют бессрочно, укажите любую дату в отдаленном будущем.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      activate_till: string;
    };
    /** @description Запрос на передачу ключей цифровых товаров. */
    ProvideOrderDigitalCodesRequest: {
      /**
       * @description Список проданных товаров.
       *
       *     Для товара с одинаковым `id` передавайте один элемент и массив `codes` по количеству ключей.
       */
      items: components['schemas']['OrderDigitalItemDTO'][];
    };
    /** @description Информация о части товара в коробке. */
    OrderBoxLayoutPartialCountDTO: {
      /**
       * Format: int32
       * @description Номер части, начиная с 1.
       */
      current: number;
      /**
       * Format: int32
       * @description На сколько всего частей разделен товар.
       */
      total: number;
    };
    /** @description Информация о товаре в коробке. */
    OrderBoxLayoutItemDTO: {
      /**
       * Format: int64
       * @description Идентификатор товара в заказе.
       *
       *     Он приходит в ответе метода [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md) — параметр `id` в `items`.
       */
      id: number;
      /**
       * Format: int32
       * @description Количество единиц товара в коробке.
       *
       *     Используйте это поле, если в коробке поедут целые товары, не разделенные на части. Не используйте это поле одновременно с `partialCount`.
       */
      fullCount?: number;
      /**
       * @description Информация о части товара в коробке.
       *
       *     Используйте это поле, если в коробке поедет часть большого товара. Не используйте это поле одновременно с `fullCount`.
       */
      partialCount?: components['schemas']['OrderBoxLayoutPartialCountDTO'];
      /** @description Переданные коды маркировки. */
      instances?: components['schemas']['BriefOrderItemInstanceDTO'][] | null;
    };
    /** @description Информация о коробке. */
    OrderBoxLayoutDTO: {
      /**
       * @description Список товаров в коробке.
       *
       *     Если в коробке едет часть большого товара, в списке может быть только один пункт.
       */
      items: components['schemas']['OrderBoxLayoutItemDTO'][];
    };
    SetOrderBoxLayoutRequest: {
      /** @description Список коробок. */
      boxes: components['schemas']['OrderBoxLayoutDTO'][];
      /**
       * @description Передайте `true`, если вы собираетесь удалить часть товаров из заказа.
       * @default false
       */
      allowRemove?: boolean;
    };
    /** @description Информация о коробке. */
    EnrichedOrderBoxLayoutDTO: components['schemas']['OrderBoxLayoutDTO'] & {
      /**
       * Format: int64
       * @description Идентификатор коробки.
       */
      boxId?: number;
    };
    /** @description Распределение товаров по коробкам. */
    OrderBoxesLayoutDTO: {
      /** @description Список коробок. */
      boxes: components['schemas']['EnrichedOrderBoxLayoutDTO'][];
    };
    SetOrderBoxLayoutResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OrderBoxesLayoutDTO'];
    };
    /** @description Список заказов. */
    UpdateExternalOrderIdRequest: {
      /** @description Внешний идентификатор заказа. */
      externalOrderId: string;
    };
    /**
     * @description Статус проверки УИНа:
     *
     *     * `FAILED` — не прошел проверку.
     *
     *     * `IN_PROGRESS` — в процессе проверки.
     *
     *     * `NOT_ON_VALIDATION` — УИН не отправлен на проверку или переданы не все УИНы в заказе.
     *
     *     * `OK` — проверка успешно пройдена.
     * @enum {string}
     */
    UinStatusType: 'OK' | 'IN_PROGRESS' | 'FAILED' | 'NOT_ON_VALIDATION';
    /**
     * @description Детализация ошибки при проверке :no-translate[УИНа].
     *
     *     * `UIN_MERCHANT_MISMATCH` — :no-translate[УИН] не принадлежит вашему магазину.
     *
     *     * `UIN_MERCHANT_UNREGISTERED` — магазин не подключен к системе :no-translate[ГИИС ДМДК].
     *
     *     * `UIN_NO_DATA` — :no-translate[УИН] не найден или заблокирован.
     *
     *     Возвращается только для статуса `FAILED`.
     * @enum {string}
     */
    UinSubstatusType: 'UIN_MERCHANT_MISMATCH' | 'UIN_MERCHANT_UNREGISTERED' | 'UIN_NO_DATA';
    /** @description Статус проверки и :no-translate[УИН]. */
    UinDTO: {
      /** @description УИН товара. */
      value: string;
      status: components['schemas']['UinStatusType'];
      substatus?: components['schemas']['UinSubstatusType'];
    };
    /**
     * @description Статус проверки кода маркировки в системе :no-translate[«Честный ЗНАК»]:
     *
     *     * `FAILED` — не удалось проверить код.
     *
     *       Повторите попытку позже или удалите код маркировки.
     *
     *     * `IN_PROGRESS` — в процессе проверки.
     *
     *     * `NOT_ON_VALIDATION` — код маркировки не отправлен на проверку.
     *
     *     * `OK` — проверка успешно пройдена.
     *
     *     * `INVALID` — проверка не пройдена. Продажа товара с этим кодом запрещена.
     * @enum {string}
     */
    CisStatusType: 'OK' | 'FAILED' | 'IN_PROGRESS' | 'INVALID' | 'NOT_ON_VALIDATION';
    /**
     * @description Детализация ошибки при проверке кода маркировки в системе :no-translate[«Честный ЗНАК»]:
     *
     *     * `WRONG_OWNER_INN` — проверка не пройдена. ИНН владельца кода отличается от ИНН продавца.
     *
     *     * `CIS_VALIDATION_ERROR` — проверка не пройдена.
     *
     *     * `CIS_GTIN_NOT_FOUND` — код маркировки не содержит [GTIN](:no-translate[*gtin]).
     *
     *     * `CIS_SERIAL_NUMBER_NOT_FOUND` — код маркировки не содержит серийный номер.
     *
     *     * `INVALID_SYMBOLS_FOUND` — код маркировки содержит недопустимые символы.
     *
     *     * `CRYPTO_TAIL_FORMAT_MISMATCH_CIS_TYPE` — формат криптоподписи не соответствует типу кода маркировки.
     *
     *     * `INVALID_CRYPTO_TAIL` — криптоподпись не валидна.
     *
     *     * `INVALID_CRYPTO_KEY` — криптоключ не валиден.
     *
     *     * `VERIFICATION_FAILED_IN_EMITTER_COUNTRY` — код маркировки не прошел верификацию в стране эмитента.
     *
     *     * `UNSUPPORTED_AI_FOUND` — найденные в коде маркировки AI не поддерживаются.
     *
     *     * `CIS_NOT_FOUND_IN_GIS_MT` — код маркировки не найден в :no-translate[ГИС МТ].
     *
     *     * `NOT_PLACED_ON_MARKET` — код маркировки не введен в оборот.
     *
     *     * `NOT_PRINTED_ON_PACKAGE` — код маркировки не нанесен на упаковку.
     *
     *     * `EXPIRED_ITEM` — у маркированного товара истек срок годности.
     *
     *     * `SALE_BLOCKED_BY_OGB` — розничная продажа продукции заблокирована по решению ОГВ.
     *
     *     * `ITEM_SOLD` — маркированный товар был продан.
     *
     *     Возвращается только для статуса `INVALID`.
     * @enum {string}
     */
    CisSubstatusType:
      | 'WRONG_OWNER_INN'
      | 'CIS_VALIDATION_ERROR'
      | 'CIS_GTIN_NOT_FOUND'
      | 'CIS_SERIAL_NUMBER_NOT_FOUND'
      | 'INVALID_SYMBOLS_FOUND'
      | 'CRYPTO_TAIL_FORMAT_MISMATCH_CIS_TYPE'
      | 'INVALID_CRYPTO_TAIL'
      | 'INVALID_CRYPTO_KEY'
      | 'VERIFICATION_FAILED_IN_EMITTER_COUNTRY'
      | 'UNSUPPORTED_AI_FOUND'
      | 'CIS_NOT_FOUND_IN_GIS_MT'
      | 'NOT_PLACED_ON_MARKET'
      | 'NOT_PRINTED_ON_PACKAGE'
      | 'EXPIRED_ITEM'
      | 'SALE_BLOCKED_BY_OGB'
      | 'ITEM_SOLD';
    /** @description Статус проверки и код маркировки в системе :no-translate[«Честный ЗНАК»]. */
    CisDTO: {
      /** @description Код маркировки в системе :no-translate[«Честный ЗНАК»]. */
      value: string;
      status: components['schemas']['CisStatusType'];
      substatus?: components['schemas']['CisSubstatusType'];
      /**
       * @description **Только для модели LaaS**
       *
       *     Идентификатор запроса проверки кода маркировки в [ЦРПТ](https://crpt.ru/), на основании которой принято решение о продаже товара.
       */
      crptRequestId?: string;
      /**
       * Format: date-time
       * @description **Только для модели LaaS**
       *
       *     Время проверки кода маркировки в [ЦРПТ](https://crpt.ru/), на основании которой принято решение о продаже товара.
       */
      crptRequestDateTime?: string;
    };
    /** @description Идентификаторы товаров и информация по проверке их кодов. */
    OrderItemValidationStatusDTO: {
      /**
       * Format: int64
       * @description Идентификатор товара в заказе.
       */
      id: number;
      /** @description Информация по проверке :no-translate[УИНов]. */
      uin?: components['schemas']['UinDTO'][] | null;
      /** @description Информация по проверке кодов маркировки в системе :no-translate[«Честный ЗНАК»]. */
      cis?: components['schemas']['CisDTO'][] | null;
    };
    /** @description Информация по проверке кодов маркировки. */
    GetOrderIdentifiersStatusDTO: {
      /** @description Список идентификаторов товаров и информация по проверке кодов. */
      items: components['schemas']['OrderItemValidationStatusDTO'][];
    };
    GetOrderIdentifiersStatusResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetOrderIdentifiersStatusDTO'];
    };
    /** @description Товар в заказе или возврате. */
    BasicOrderItemDTO: {
      offerId: components['schemas']['ShopSku'];
      /**
       * Format: int32
       * @description Количество единиц товара.
       */
      count: number;
    };
    /** @description Цена товара. */
    BasePriceDTO: {
      /** @description Цена товара. */
      value: number;
      /** @description Валюта. */
      currencyId: components['schemas']['CurrencyType'];
    };
    /** @description Товар в заказе. */
    CreateOrderItemDTO: components['schemas']['BasicOrderItemDTO'] & {
      price: components['schemas']['BasePriceDTO'];
    };
    /** @description Интервал дат доставки. */
    DeliveryDateIntervalDTO: {
      /**
       * Format: date
       * @description Начало интервала.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      fromDate: string;
      /**
       * Format: date
       * @description Конец интервала.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      toDate: string;
    };
    /** @description Интервал времени доставки. */
    TimeIntervalDTO: {
      /**
       * @description Начало интервала.
       *
       *     Формат: `ЧЧ:ММ`.
       */
      fromTime: string;
      /**
       * @description Конец интервала.
       *
       *     Формат: `ЧЧ:ММ`.
       */
      toTime: string;
    };
    /** @description Список товаров в заказе. */
    CreateOrderWarehouseItemsDTO: {
      /**
       * Format: int64
       * @description Идентификатор фулфилмент-склада Маркета.
       *
       *     Получите его с помощью метода [POST v2/campaigns/{campaignId}/delivery-options](../../reference/delivery-options/getDeliveryOptions.md).
       */
      warehouseId: number;
      /**
       * @description Список товаров в заказе.
       *
       *     В рамках одного запроса все значения `offerId` должны быть уникальными. Не допускается передача двух объектов с одинаковым `offerId`.
       */
      items: components['schemas']['CreateOrderItemDTO'][];
      deliveryDateInterval: components['schemas']['DeliveryDateIntervalDTO'];
      /**
       * @description Интервал времени доставки.
       *
       *     Обязателен для курьерской доставки.
       */
      deliveryTimeInterval?: components['schemas']['TimeIntervalDTO'];
    };
    /**
     * @description Информация о доставке в пункт выдачи.
     *
     *     Не передавайте вместе с `courierDelivery`.
     */
    OrderPickupDeliveryDTO: {
      logisticPointId: components['schemas']['LogisticPointId'];
    };
    /** @description Адрес доставки. */
    BasicCourierDeliveryAddressDTO: {
      /** @description Полный адрес с точностью до номера дома. */
      fullAddress: string;
    };
    /** @description Адрес доставки. */
    CourierDeliveryAddressDTO: components['schemas']['BasicCourierDeliveryAddressDTO'] & {
      /** @description Номер подъезда. */
      entrance?: string;
      /**
       * Format: int32
       * @description Этаж.
       */
      floor?: number;
      /** @description Номер квартиры или офиса. */
      apartment?: string;
    };
    /**
     * @description Информация о курьерской доставке.
     *
     *     Не передавайте вместе с `pickupDelivery`.
     */
    OrderCourierDeliveryDTO: {
      address: components['schemas']['CourierDeliveryAddressDTO'];
      /** @description Комментарий к заказу. */
      notes?: string;
    };
    /**
     * @description Информация о доставке.
     *
     *     Не передавайте одновременно `courierDelivery` и `pickupDelivery`.
     */
    CreateOrderDeliveryOptionDTO: {
      pickupDelivery?: components['schemas']['OrderPickupDeliveryDTO'];
      courierDelivery?: components['schemas']['OrderCourierDeliveryDTO'];
    };
    /** @description Данные получателя заказа или отправителя возврата. */
    CustomerDTO: {
      /** @description Имя. */
      firstName: string;
      /** @description Фамилия. */
      lastName: string;
      /** @description Отчество. */
      middleName?: string;
      /**
       * @description Номер телефона.
       *
       *     Формат: `+<код_страны><код_региона><номер_телефона>`.
       */
      phone: string;
    };
    /**
     * @description Требования к упаковке:
     *
     *     * `WHITELABEL` — коробка.
     *
     *     * `BRAND` — [брендированная упаковка](*brand-package) магазина.
     *
     *     Если не передать `packageType`, заказ приедет в коробке или без упаковки.
     * @enum {string}
     */
    CreateOrderPackageType: 'WHITELABEL' | 'BRAND';
    /** @description Правила упаковки товаров в заказе. */
    CreateOrderPackagingDTO: {
      packageType?: components['schemas']['CreateOrderPackageType'];
    };
    /**
     * @description Тип оплаты заказа:
     *
     *     * `PREPAID` — оплата при оформлении заказа.
     * @enum {string}
     */
    DeliveryPaymentType: 'PREPAID';
    /**
     * @description Информация о заказе.
     *
     *     Передайте выбранный вариант доставки из ответа метода [POST v1/campaigns/{campaignId}/delivery-options](../../reference/delivery-options/getDeliveryOptions.md).
     */
    CreateOrderDTO: {
      /** @description Внешний идентификатор заказа в системе магазина. */
      externalOrderId: string;
      /** @description Список товаров в заказе. */
      itemsDelivery: components['schemas']['CreateOrderWarehouseItemsDTO'][];
      destination: components['schemas']['CreateOrderDeliveryOptionDTO'];
      customer: components['schemas']['CustomerDTO'];
      packaging: components['schemas']['CreateOrderPackagingDTO'];
      paymentType: components['schemas']['DeliveryPaymentType'];
      /**
       * @description Признак создания черновика заказа.
       *
       *     * `true` — Маркет создаст заказ в статусе `RESERVED` и будет ждать подтверждения от магазина.
       *     * `false` — Маркет создаст заказ в статусе `PROCESSING` с подстатусом `STARTED` и начнёт его обработку, дополнительных подтверждений не требуется.
       * @default false
       */
      draft?: boolean;
      /**
       * @description Признак тестового заказа.
       *
       *     * `true` — позволяет проверить работу магазина и его API на [тестовых заказах](../../concepts/sandbox.md). Такой заказ не будет отгружен и не влияет на остатки.
       *     * `false` — настоящий заказ.
       * @default false
       */
      fake?: boolean;
    };
    CreateOrderRequest: {
      order: components['schemas']['CreateOrderDTO'];
    };
    /** @description Информация о созданном заказе. */
    CreatedOrderDTO: {
      /**
       * Format: int64
       * @description Идентификатор заказа.
       */
      id: number;
    };
    /**
     * @description Информация о созданных заказах.
     *
     *     По одному заказу для каждого склада.
     */
    CreatedOrdersDTO: {
      /** @description Созданные заказы. */
      orders: components['schemas']['CreatedOrderDTO'][];
    };
    CreateOrderResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['CreatedOrdersDTO'];
    };
    /** @description Интервалы дат и времени. */
    DeliveryIntervalsUpdateOptionDTO: {
      deliveryDateInterval: components['schemas']['DeliveryDateIntervalDTO'];
      deliveryTimeInterval: components['schemas']['TimeIntervalDTO'];
    };
    /** @description Информация, которую нужно изменить. */
    UpdateOrderDTO: {
      /**
       * Format: int64
       * @description Идентификатор заказа, в котором нужны изменения.
       */
      id: number;
      /**
       * @description Интервалы дат и времени, на которые можно изменить.
       *
       *     Только для курьерской доставки.
       */
      deliveryInterval?: components['schemas']['DeliveryIntervalsUpdateOptionDTO'];
      /** @description Данные получателя заказа. */
      customer?: components['schemas']['CustomerDTO'];
    };
    UpdateOrderRequest: {
      order: components['schemas']['UpdateOrderDTO'];
    };
    /** @description Информация об операции по изменению заказа. */
    UpdateOrderResultDTO: {
      /** @description Информация о запущенных операциях по изменению заказа. */
      operations: components['schemas']['OperationDTO'][];
    };
    UpdateOrderResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['UpdateOrderResultDTO'];
    };
    /** @description Запрос вариантов изменения интервала курьерской доставки. */
    GetOrderUpdateOptionsRequest: {
      /**
       * Format: int64
       * @description Идентификатор заказа.
       */
      id: number;
    };
    /**
     * @description Доступные интервалы для курьерской доставки.
     *
     *     Возвращается только для типа изменения `UPDATE_DELIVERY_INTERVAL`.
     */
    DeliveryIntervalsUpdateOptionsDTO: {
      /**
       * @description Интервалы дат и времени.
       *
       *     Если доступных интервалов нет, возвращается пустой массив.
       */
      availableDeliveryIntervals: components['schemas']['DeliveryIntervalsUpdateOptionDTO'][];
    };
    /** @description Список доступных интервалов. */
    OrderUpdateOptionsDTO: {
      deliveryIntervals: components['schemas']['DeliveryIntervalsUpdateOptionsDTO'];
    };
    GetOrderUpdateOptionsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OrderUpdateOptionsDTO'];
    };
    /** @description Информация о новой дате доставки заказа. */
    OrderDeliveryDateDTO: {
      /**
       * Format: date
       * @description Новая дата доставки заказа.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      toDate: string;
    };
    /**
     * @description Причина переноса доставки заказа. Возможные причины изменения даты:
     *       - ```USER_MOVED_DELIVERY_DATES``` — покупатель попросил изменить дату или вы договорились привезти ему заказ раньше изначальной даты. Кроме этого указывается для подтверждения даты доставки товаров на заказ с долгой (31-60 дней) доставкой.
     *       - ```PARTNER_MOVED_DELIVERY_DATES``` — магазин не может доставить заказ в срок.
     * @enum {string}
     */
    OrderDeliveryDateReasonType: 'USER_MOVED_DELIVERY_DATES' | 'PARTNER_MOVED_DELIVERY_DATES';
    SetOrderDeliveryDateRequest: {
      /** @description Информация о новой дате доставки заказа. */
      dates: components['schemas']['OrderDeliveryDateDTO'];
      /** @description Причина переноса доставки заказа. */
      reason: components['schemas']['OrderDeliveryDateReasonType'];
    };
    SetOrderDeliveryTrackCodeRequest: {
      /** @description Трек‑номер посылки. */
      trackCode: string;
      /**
       * Format: int64
       * @description Идентификатор службы доставки. Информацию о службе доставки можно получить с помощью запроса [GET delivery/services](../../reference/delivery-services/getDeliveryServices.md).
       */
      deliveryServiceId: number;
    };
    /** @description Информация о покупателе и его номере телефона. */
    OrderBuyerInfoDTO: components['schemas']['OrderBuyerBasicInfoDTO'] & {
      /**
       * @description Подменный номер телефона покупателя. Подробнее о таких номерах читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/orders/dbs/call#fake-number).
       *
       *     Формат номера: `+<код_страны><код_региона><номер_телефона>`.
       */
      phone?: string;
      /**
       * @description Проверенный покупатель.
       *
       *     Если параметр `trusted` вернулся со значением `true`, Маркет уже проверил покупателя — не звоните ему. Обработайте заказ как обычно и передайте его курьеру или отвезите в ПВЗ.
       *
       *     При необходимости свяжитесь с покупателем в чате. [Как это сделать](../../step-by-step/chats.md)
       *
       *     Подробнее о звонках покупателю читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/ru/orders/dbs/call).
       */
      trusted?: boolean;
    };
    GetOrderBuyerInfoResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OrderBuyerInfoDTO'];
    };
    VerifyOrderEacRequest: {
      /** @description Код для подтверждения ЭАПП. */
      code: string;
    };
    /**
     * @description Статус проверки кода подтверждения:
     *
     *     * `ACCEPTED` — код верный.
     *     * `REJECTED` — код неверный.
     *     * `NEED_UPDATE` — Маркет отправит новый код. Значение возвращается, если превышено количество попыток отправки кода.
     * @enum {string}
     */
    EacVerificationStatusType: 'ACCEPTED' | 'REJECTED' | 'NEED_UPDATE';
    /** @description Результат выполнения запроса. */
    EacVerificationResultDTO: {
      /** @description Статус проверки кода подтверждения. */
      verificationResult?: components['schemas']['EacVerificationStatusType'];
      /**
       * Format: int32
       * @description Количество оставшихся попыток проверки кода.
       *
       *     Возвращается, если магазин отправил некорректный код.
       *
       *     Когда все попытки будут исчерпаны, код обновится.
       */
      attemptsLeft?: number;
    };
    VerifyOrderEacResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['EacVerificationResultDTO'];
    };
    /** @description Запрос на обновление срока хранения заказа в ПВЗ. */
    UpdateOrderStorageLimitRequest: {
      /**
       * Format: date
       * @description Новая дата, до которой заказ будет храниться в пункте выдачи.
       *
       *     Срок хранения можно увеличить не больше, чем на 30 дней.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      newDate: string;
    };
    /**
     * @description Размещение ярлыков на странице PDF-файла:
     *
     *     * `A9_HORIZONTALLY` — ярлык размером 58 × 40 мм без полей, близок к формату :no-translate[A9].
     *
     *       {% cut "Пример ярлыка для продавцов Маркета" %}
     *
     *       ![Изображение горизонтального ярлыка формата :no-translate[A9] для продавцов Маркета](../../_images/labels/label-A9-horizontally.png)
     *
     *       {% endcut %}
     *
     *       {% cut "Пример ярлыка для продавцов Market Yandex Go" %}
     *
     *       ![Изображение горизонтального ярлыка формата A9 для продавцов Market Yandex Go](../../_images/labels/label-A9-horizontally-uz.png)
     *
     *       {% endcut %}
     *
     *     * `A9` — ярлык размером 40 × 58 мм без полей, близок к формату A9.
     *
     *       {% cut "Пример ярлыка для продавцов Маркета" %}
     *
     *       ![Изображение вертикального ярлыка формата :no-translate[A9] для продавцов Маркета](../../_images/labels/label-A9.png)
     *
     *       {% endcut %}
     *
     *       {% cut "Пример ярлыка для продавцов Market Yandex Go" %}
     *
     *       ![Изображение вертикального ярлыка формата :no-translate[A9] для продавцов Market Yandex Go](../../_images/labels/label-A9-uz.png)
     *
     *       {% endcut %}
     *
     *     * `A7` — ярлык размером 75 × 120 мм (80,4 × 125,6 мм с учетом полей), близок к формату :no-translate[A7].
     *
     *       {% cut "Пример ярлыка для продавцов Маркета" %}
     *
     *       ![Изображение ярлыка формата A7 для продавцов Маркета](../../_images/labels/label-A7.jpg)
     *
     *       {% endcut %}
     *
     *       {% cut "Пример ярлыка для продавцов Market Yandex Go" %}
     *
     *       ![Изображение ярлыка формата :no-translate[A7] для продавцов Market Yandex Go](../../_images/labels/label-A7-uz.png)
     *
     *       {% endcut %}
     *
     *     * `A4` — на листе A4 располагается ярлык того формата, который выбран в кабинете продавца на Маркете — перейдите на страницу **Заказы** → **Заказы и отгрузки** → на вкладке нужной модели работы нажмите кнопку **Формат ярлыков**.
     * @enum {string}
     */
    PageFormatType: 'A9_HORIZONTALLY' | 'A9' | 'A7' | 'A4';
    Url: string;
    /** @description Информация о ярлыке для коробки. */
    ParcelBoxLabelDTO: {
      /** @description Соответствует URL, по которому выполняется запрос [GET v2/campaigns/{campaignId}/orders/{orderId}/delivery/shipments/{shipmentId}/boxes/{boxId}/label](../../reference/order-labels/generateOrderLabel.md). */
      url: components['schemas']['Url'];
      /** @description Юридическое название магазина. */
      supplierName: string;
      /** @description Юридическое название службы доставки. */
      deliveryServiceName: string;
      /**
       * Format: int64
       * @description Идентификатор заказа в системе Маркета.
       */
      orderId: number;
      /**
       * @description Идентификатор заказа в информационной системе магазина.
       *
       *     Совпадает с `orderId`, если Маркету неизвестен номер заказа в системе магазина.
       */
      orderNum: string;
      /** @description Фамилия и инициалы получателя заказа. */
      recipientName: string;
      /**
       * Format: int64
       * @description Идентификатор коробки.
       */
      boxId: number;
      /**
       * @description Идентификатор коробки в информационной системе магазина.
       *
       *     Возвращается в формате: `номер заказа на Маркете-номер коробки`. Например, `7206821‑1`, `7206821‑2` и т. д.
       */
      fulfilmentId: string;
      /** @description Номер коробки в заказе. Возвращается в формате: `номер места/общее количество мест`. */
      place: string;
      /**
       * @deprecated
       * @description Общая масса всех товаров в заказе.
       *
       *     Возвращается в формате `weight кг`.
       */
      weight: string;
      /** @description Идентификатор службы доставки. Информацию о службе доставки можно получить с помощью запроса [GET delivery/services](../../reference/delivery-services/getDeliveryServices.md). */
      deliveryServiceId: string;
      /** @description Адрес получателя. */
      deliveryAddress?: string;
      /** @description Дата отгрузки в формате `dd.MM.yyyy`. */
      shipmentDate?: string;
    };
    /** @description Данные для печати ярлыка. */
    OrderLabelDTO: {
      /**
       * Format: int64
       * @description Идентификатор заказа.
       */
      orderId: number;
      /**
       * Format: int32
       * @description Количество коробок в заказе.
       */
      placesNumber: number;
      /**
       * @deprecated
       * @description URL файла с ярлыками‑наклейками на все коробки в заказе.
       *
       *     Соответствует URL, по которому выполняется запрос [GET v2/campaigns/{campaignId}/orders/{orderId}/delivery/labels](../../reference/order-labels/generateOrderLabels.md).
       */
      url: components['schemas']['Url'];
      /** @description Информация на ярлыке. */
      parcelBoxLabels: components['schemas']['ParcelBoxLabelDTO'][];
    };
    /** @description Ответ с информацией для печати ярлыков. */
    GetOrderLabelsDataResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OrderLabelDTO'];
    };
    /** @description Информация о покупателе. */
    OrderBusinessBuyerDTO: {
      /** @description ИНН. */
      inn?: string;
      /** @description КПП. */
      kpp?: string;
      /** @description Наименование юридического лица. */
      organizationName?: string;
      /** @description Юридический адрес. */
      organizationJurAddress?: string;
    };
    GetBusinessBuyerInfoResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OrderBusinessBuyerDTO'];
    };
    /**
     * @description Статус документа:
     *
     *     * `READY` — готов.
     *     * `NOT_READY` — не готов.
     * @enum {string}
     */
    OrderDocumentStatusType: 'READY' | 'NOT_READY';
    /** @description Информация о документе. */
    DocumentDTO: {
      /** @description Статус документа. */
      status?: components['schemas']['OrderDocumentStatusType'];
      /** @description Номер документа. */
      number?: string;
      /**
       * Format: date
       * @description Дата создания документа.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      date?: string;
    };
    /** @description Информация о документах. */
    OrderBusinessDocumentsDTO: {
      /** @description Информация об УПД-1 или УПД-2. */
      upd?: components['schemas']['DocumentDTO'];
      /** @description Информация об УКД-1 или УКД-2. */
      ukd?: components['schemas']['DocumentDTO'];
      /** @description Информация о товарной накладной. */
      torgTwelve?: components['schemas']['DocumentDTO'];
      /** @description Информация о счете-фактуре. */
      sf?: components['schemas']['DocumentDTO'];
      /** @description Информация о корректировочном счете-фактуре. */
      ksf?: components['schemas']['DocumentDTO'];
    };
    GetBusinessDocumentsInfoResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OrderBusinessDocumentsDTO'];
    };
    /**
     * @description Статус возврата денег:
     *
     *     * `STARTED_BY_USER` — создан покупателем из личного кабинета.
     *
     *     * `REFUND_IN_PROGRESS` — ждет решение о возврате денег (на рассмотрении).
     *
     *     * `REFUNDED` — деньги возвращены.
     *
     *     * `FAILED` — невозможно провести возврат покупателю.
     *
     *     * `WAITING_FOR_DECISION` — ожидает решения (DBS).
     *
     *     * `DECISION_MADE` — по возврату принято решение (DBS).
     *
     *     * `REFUNDED_WITH_BONUSES` — возврат осуществлен баллами Плюса или промокодом.
     *
     *     * `REFUNDED_BY_SHOP` — магазин сделал самостоятельно возврат денег.
     *
     *     * `COMPLETE_WITHOUT_REFUND` — возврат денег не требуется.
     *
     *     * `CANCELLED` — возврат отменен.
     *
     *     * `REJECTED` — возврат отклонен модерацией или в ПВЗ.
     *
     *     * `PREMODERATION_DISPUTE` — по возврату открыт спор (FBY, FBS и Экспресс).
     *
     *     * `PREMODERATION_DECISION_WAITING` — ожидает решения (FBY, FBS и Экспресс).
     *
     *     * `PREMODERATION_DECISION_MADE` — по возврату принято решение (FBY, FBS и Экспресс).
     *
     *     * `PREMODERATION_SELECT_DELIVERY` — пользователь выбирает способ доставки (FBY, FBS и Экспресс).
     *
     *     * `UNKNOWN` — неизвестный статус, обратитесь в поддержку.
     * @enum {string}
     */
    RefundStatusType:
      | 'STARTED_BY_USER'
      | 'REFUND_IN_PROGRESS'
      | 'REFUNDED'
      | 'FAILED'
      | 'WAITING_FOR_DECISION'
      | 'DECISION_MADE'
      | 'REFUNDED_WITH_BONUSES'
      | 'REFUNDED_BY_SHOP'
      | 'CANCELLED'
      | 'REJECTED'
      | 'COMPLETE_WITHOUT_REFUND'
      | 'PREMODERATION_DISPUTE'
      | 'PREMODERATION_DECISION_WAITING'
      | 'PREMODERATION_DECISION_MADE'
      | 'PREMODERATION_SELECT_DELIVERY'
      | 'UNKNOWN';
    /**
     * @description Статус передачи возврата или невыкупа:
     *
     *     * `CREATED` — возврат или невыкуп создан покупателем (оформлен).
     *
     *     * `RECEIVED` — возврат подготовлен к отправке (принят у покупателя).
     *
     *     * `IN_TRANSIT` — возврат или невыкуп в пути (отправлен).
     *
     *     * `READY_FOR_PICKUP` — возврат или невыкуп готов к выдаче магазину.
     *
     *     * `PICKED` — возврат или невыкуп выдан магазину.
     *
     *     * `LOST` — возврат или невыкуп утерян (при транспортировке).
     *
     *     * `EXPIRED` — покупатель не принес товар на возврат вовремя (возврат отменен).
     *
     *     * `CANCELLED` — возврат или невыкуп отменен.
     *
     *     * `FULFILMENT_RECEIVED` — возврат или невыкуп принят на складе Маркета.
     *
     *     * `PREPARED_FOR_UTILIZATION` — возврат или невыкуп передан в очередь на утилизацию.
     *
     *     * `NOT_IN_DEMAND` — возврат или невыкуп не забрали с почты.
     *
     *     * `UTILIZED` — возврат или невыкуп утилизирован.
     *
     *     * `READY_FOR_EXPROPRIATION` — товары в возврате или невыкупе направлены на перепродажу (проверка перед реализацией).
     *
     *     * `RECEIVED_FOR_EXPROPRIATION` — товары в возврате или невыкупе приняты для перепродажи (реализация).
     *
     *     * `UNKNOWN` — неизвестный статус, обратитесь в поддержку.
     * @enum {string}
     */
    ReturnShipmentStatusType:
      | 'CREATED'
      | 'RECEIVED'
      | 'IN_TRANSIT'
      | 'READY_FOR_PICKUP'
      | 'PICKED'
      | 'LOST'
      | 'EXPIRED'
      | 'CANCELLED'
      | 'FULFILMENT_RECEIVED'
      | 'PREPARED_FOR_UTILIZATION'
      | 'NOT_IN_DEMAND'
      | 'UTILIZED'
      | 'READY_FOR_EXPROPRIATION'
      | 'RECEIVED_FOR_EXPROPRIATION'
      | 'UNKNOWN';
    /**
     * @description Тип фильтрации:
     *
     *     * `UNREDEEMED` — невыкупы.
     *
     *     * `RETURN` — возвраты.
     *
     *     Если не указывать, в ответе будут и невыкупы, и возвраты.
     * @enum {string}
     */
    ReturnType: 'UNREDEEMED' | 'RETURN';
    /** @description Адрес доставки. */
    PickupAddressDTO: {
      /**
       * @description Страна.
       * @example Россия
       */
      country?: string;
      /**
       * @description Город.
       * @example Москва
       */
      city?: string;
      /**
       * @description Улица.
       * @example Стрелецкая улица
       */
      street?: string;
      /**
       * @description Номер дома.
       * @example 9к2
       */
      house?: string;
      /**
       * @description Почтовый индекс.
       * @example 123518
       */
      postcode?: string;
    };
    /**
     * @description Тип логистической точки:
     *
     *       * `WAREHOUSE` — склад.
     *       * `PICKUP_POINT` — обычная точка выдачи заказов (ПВЗ).
     *       * `PICKUP_TERMINAL` — постамат.
     *       * `PICKUP_POST_OFFICE` — отделение почтовой связи (ОПС).
     *       * `PICKUP_MIXED` — торговый зал и пункт выдачи заказов.
     *       * `PICKUP_RETAIL` — торговый зал.
     * @enum {string}
     */
    LogisticPointType:
      | 'WAREHOUSE'
      | 'PICKUP_POINT'
      | 'PICKUP_TERMINAL'
      | 'PICKUP_POST_OFFICE'
      | 'PICKUP_MIXED'
      | 'PICKUP_RETAIL';
    /** @description Описание пункта вывоза для возврата. */
    LogisticPickupPointDTO: {
      /**
       * Format: int64
       * @description Идентификатор пункта вывоза.
       */
      id?: number;
      /** @description Название пункта вывоза. */
      name?: string;
      /** @description Адрес пункта вывоза. */
      address?: components['schemas']['PickupAddressDTO'];
      /** @description Дополнительные инструкции к вывозу. */
      instruction?: string;
      /** @description Тип логистической точки. */
      type?: components['schemas']['LogisticPointType'];
      /**
       * Format: int64
       * @description Идентификатор логистического партнера, к которому относится логистическая точка.
       */
      logisticPartnerId?: number;
    };
    /**
     * @description Способ возврата товара покупателем:
     *
     *     * `SHOP` — в точку возврата магазина.
     *
     *     * `DELIVERY_SERVICE` — отправить курьером.
     *
     *     * `POST` — почта.
     * @enum {string}
     */
    RecipientType: 'SHOP' | 'DELIVERY_SERVICE' | 'POST';
    /**
     * Format: int64
     * @description Идентификатор карточки товара на Маркете.
     */
    MarketSku: number;
    /**
     * @description Причины возврата:
     *
     *     * `BAD_QUALITY` — бракованный товар (есть недостатки).
     *
     *     * `DOES_NOT_FIT` — товар не подошел.
     *
     *     * `WRONG_ITEM` — привезли не тот товар.
     *
     *     * `DAMAGE_DELIVERY` — товар поврежден при доставке.
     *
     *     * `LOYALTY_FAIL` — невозможно установить виновного в браке/пересорте.
     *
     *     * `CONTENT_FAIL` — ошибочное описание товара по вине Маркета.
     *
     *     * `DELIVERY_FAIL` — товар не привезли.
     *
     *     * `UNKNOWN` — причина не известна.
     * @enum {string}
     */
    ReturnDecisionReasonType:
      | 'BAD_QUALITY'
      | 'DOES_NOT_FIT'
      | 'WRONG_ITEM'
      | 'DAMAGE_DELIVERY'
      | 'LOYALTY_FAIL'
      | 'CONTENT_FAIL'
      | 'DELIVERY_FAIL'
      | 'UNKNOWN';
    /**
     * @description Детали причин возврата:
     *       * `DOES_NOT_FIT`:
     *         * `USER_DID_NOT_LIKE` — товар не понравился.
     *         * `USER_CHANGED_MIND` — передумал покупать.
     *         * `DELIVERED_TOO_LONG` — передумал покупать из-за длительного срока доставки.
     *
     *       * `BAD_QUALITY`:
     *         * `BAD_PACKAGE` — заводская упаковка повреждена.
     *         * `DAMAGED` — царапины, сколы.
     *         * `NOT_WORKING` — не включается, не работает.
     *         * `INCOMPLETENESS` — некомплект (не хватает детали в наборе, к товару).
     *         * `WRAPPING_DAMAGED` — транспортная упаковка повреждена.
     *         * `ITEM_WAS_USED` — следы использования на товаре.
     *         * `BROKEN` — товар разбит.
     *         * `BAD_FLOWERS` — некачественные цветы.
     *
     *       * `WRONG_ITEM`:
     *         * `WRONG_ITEM` — не тот товар.
     *         * `WRONG_COLOR` — цвет не соответствует заявленному.
     *         * `DID_NOT_MATCH_DESCRIPTION` — описание или характеристики не соответствуют заявленным.
     *         * `WRONG_ORDER` — доставили чужой заказ.
     *         * `WRONG_AMOUNT_DELIVERED` — неверное количество товара.
     *         * `PARCEL_MISSING` — часть заказа отсутствует.
     *         * `INCOMPLETE` — заказ не привезли полностью.
     *
     *       * `UNKNOWN` — детали причины не указаны.
     * @enum {string}
     */
    ReturnDecisionSubreasonType:
      | 'USER_DID_NOT_LIKE'
      | 'USER_CHANGED_MIND'
      | 'DELIVERED_TOO_LONG'
      | 'BAD_PACKAGE'
      | 'DAMAGED'
      | 'NOT_WORKING'
      | 'INCOMPLETENESS'
      | 'WRONG_ITEM'
      | 'WRONG_COLOR'
      | 'DID_NOT_MATCH_DESCRIPTION'
      | 'WRONG_ORDER'
      | 'WRONG_AMOUNT_DELIVERED'
      | 'WRAPPING_DAMAGED'
      | 'ITEM_WAS_USED'
      | 'BROKEN'
      | 'BAD_FLOWERS'
      | 'PARCEL_MISSING'
      | 'INCOMPLETE'
      | 'UNKNOWN';
    /**
     * @description Решение по возврату:
     *
     *     * `FAST_REFUND_MONEY` — вернуть покупателю деньги без возврата товара.
     *
     *     * `REFUND_MONEY` — вернуть покупателю деньги за товар.
     *
     *     * `REFUND_MONEY_INCLUDING_SHIPMENT` — вернуть покупателю деньги за товар и обратную пересылку.
     *
     *     * `REPAIR` — отремонтировать товар.
     *
     *     * `REPLACE` — заменить товар.
     *
     *     * `SEND_TO_EXAMINATION` — взять товар на экспертизу.
     *
     *     * `DECLINE_REFUND` — отказать в возврате.
     *
     *     * `PARTIAL_MONEY_REFUND` — частичный возврат денег.
     *
     *     * `OTHER_DECISION` — другое решение.
     *
     *     * `UNKNOWN` — не указано.
     * @enum {string}
     */
    ReturnDecisionType:
      | 'FAST_REFUND_MONEY'
      | 'REFUND_MONEY'
      | 'REFUND_MONEY_INCLUDING_SHIPMENT'
      | 'REPAIR'
      | 'REPLACE'
      | 'SEND_TO_EXAMINATION'
      | 'DECLINE_REFUND'
      | 'PARTIAL_MONEY_REFUND'
      | 'OTHER_DECISION'
      | 'UNKNOWN';
    /** @description Решения по возвратам. */
    ReturnDecisionDTO: {
      /**
       * Format: int64
       * @description Идентификатор товара в возврате.
       */
      returnItemId?: number;
      /**
       * Format: int32
       * @description Количество единиц товара.
       */
      count?: number;
      /** @description Комментарий. */
      comment?: string;
      reasonType?: components['schemas']['ReturnDecisionReasonType'];
      subreasonType?: components['schemas']['ReturnDecisionSubreasonType'];
      decisionType?: components['schemas']['ReturnDecisionType'];
      /**
       * Format: int64
       * @deprecated
       * @description {% note warning "Вместо него используйте `amount`." %}
       *
       *
       *
       *     {% endnote %}
       *
       *     Сумма возврата в копейках.
       */
      refundAmount?: number;
      /** @description Сумма возврата. */
      amount?: components['schemas']['CurrencyValueDTO'];
      /**
       * Format: int64
       * @deprecated
       * @description {% note warning "Вместо него используйте `partnerCompensationAmount`." %}
       *
       *
       *
       *     {% endnote %}
       *
       *     Компенсация за обратную доставку в копейках.
       */
      partnerCompensation?: number;
      /** @description Компенсация за обратную доставку. */
      partnerCompensationAmount?: components['schemas']['CurrencyValueDTO'];
      /** @description Список хеш-кодов фотографий товара от покупателя. */
      images?: string[] | null;
    };
    /**
     * @description Тип остатка на складе:
     *
     *     * `FIT` — годный.
     *
     *     * `DEFECT` — бракованный.
     *
     *     * `ANOMALY` — аномалия.
     *
     *     * `SURPLUS` — лишний.
     *
     *     * `EXPIRED` — просроченный.
     *
     *     * `MISGRADING` — пересортица.
     *
     *     * `UNDEFINED` — с неизвестным статусом.
     *
     *     * `INCORRECT_IMEI` — товар с некорректным [IMEI](https://ru.wikipedia.org/wiki/IMEI).
     *
     *     * `INCORRECT_SERIAL_NUMBER` — товар с некорректным серийным номером.
     *
     *     * `INCORRECT_CIS` — товар с некорректным кодом идентификации единицы товара в системе [«Честный ЗНАК»](https://честныйзнак.рф/) или [«ASL BELGISI»](https://aslbelgisi.uz) (для продавцов :no-translate[Market Yandex Go]).
     *
     *     * `PART_MISSING` — недостача.
     *
     *     * `NON_COMPLIENT` — товар с множественными несоответствиями.
     *
     *     * `NOT_ACCEPTABLE` — товар, который Маркет не принимает.
     *
     *     * `SERVICE` — сервисный сток.
     *
     *     * `MARKDOWN` — уценка.
     *
     *     * `DEMO` — демо.
     *
     *     * `REPAIR` — ремонт.
     *
     *     * `FIRMWARE` — прошивка.
     *
     *     * `UNKNOWN` — неизвестный тип товара.
     * @enum {string}
     */
    ReturnInstanceStockType:
      | 'FIT'
      | 'DEFECT'
      | 'ANOMALY'
      | 'SURPLUS'
      | 'EXPIRED'
      | 'MISGRADING'
      | 'UNDEFINED'
      | 'INCORRECT_IMEI'
      | 'INCORRECT_SERIAL_NUMBER'
      | 'INCORRECT_CIS'
      | 'PART_MISSING'
      | 'NON_COMPLIENT'
      | 'NOT_ACCEPTABLE'
      | 'SERVICE'
      | 'MARKDOWN'
      | 'DEMO'
      | 'REPAIR'
      | 'FIRMWARE'
      | 'UNKNOWN';
    /**
     * @description Логистический статус конкретного товара:
     *
     *     * `CREATED` — возврат создан.
     *
     *     * `RECEIVED` — возврат принят у отправителя.
     *
     *     * `IN_TRANSIT` — возврат в пути.
     *
     *     * `READY_FOR_PICKUP` — возврат готов к выдаче магазину.
     *
     *     * `PICKED` — возврат выдан магазину.
     *
     *     * `RECEIVED_ON_FULFILLMENT` — возврат принят на складе Маркета.
     *
     *     * `CANCELLED` — возврат отменен.
     *
     *     * `LOST` — возврат утерян.
     *
     *     * `UTILIZED` — возврат утилизирован.
     *
     *     * `PREPARED_FOR_UTILIZATION` — возврат готов к утилизации.
     *
     *     * `EXPROPRIATED` — товары в возврате направлены на перепродажу.
     *
     *     * `NOT_IN_DEMAND` — возврат не забрали с почты.
     * @enum {string}
     */
    ReturnInstanceStatusType:
      | 'CREATED'
      | 'RECEIVED'
      | 'IN_TRANSIT'
      | 'READY_FOR_PICKUP'
      | 'PICKED'
      | 'RECEIVED_ON_FULFILLMENT'
      | 'CANCELLED'
      | 'LOST'
      | 'UTILIZED'
      | 'PREPARED_FOR_UTILIZATION'
      | 'EXPROPRIATED'
      | 'NOT_IN_DEMAND';
    /** @description Логистическая информация по возврату. */
    ReturnInstanceDTO: {
      /** @description Тип остатка на складе. */
      stockType?: components['schemas']['ReturnInstanceStockType'];
      /** @description Логистический статус конкретного товара. */
      status?: components['schemas']['ReturnInstanceStatusType'];
      /** @description Код идентификации единицы товара в системе [«Честный ЗНАК»](https://честныйзнак.рф/) или [«ASL BELGISI»](https://aslbelgisi.uz) (для продавцов :no-translate[Market Yandex Go]). */
      cis?: string;
      /** @description Международный идентификатор мобильного оборудования. */
      imei?: string;
    };
    /** @description Информация о трек-номерах. */
    TrackDTO: {
      /** @description Трек-код почтового отправления. */
      trackCode?: string;
    };
    /** @description Список товаров в невыкупе или возврате. */
    ReturnItemDTO: {
      /** @description Идентификатор карточки товара на Маркете. */
      marketSku?: components['schemas']['MarketSku'];
      shopSku: components['schemas']['ShopSku'];
      /**
       * Format: int64
       * @description Количество единиц товара.
       */
      count: number;
      /** @description Список решений по возврату. */
      decisions?: components['schemas']['ReturnDecisionDTO'][] | null;
      /** @description Список логистических позиций возврата. */
      instances?: components['schemas']['ReturnInstanceDTO'][] | null;
      /** @description Список трек-кодов для почтовых отправлений. */
      tracks?: components['schemas']['TrackDTO'][] | null;
    };
    /**
     * @description Невыкуп или возврат в заказе.
     *
     *     Параметров `logisticPickupPoint`, `shipmentRecipientType` и `shipmentStatus` может не быть в случае возврата:
     *       * С опцией **Быстрый возврат денег за дешевый брак**, когда товар остается у покупателя (`fastReturn=true`).
     *       * По заказу от бизнеса, если:
     *         * статус возврата `STARTED_BY_USER` или `WAITING_FOR_DECISION`;
     *         * возврат отменен до передачи товара.
     *
     *     Статус возврата денег `refundStatus` актуален только для `returnType=RETURN`.
     */
    ReturnDTO: {
      /**
       * Format: int64
       * @description Идентификатор невыкупа или возврата.
       */
      id: number;
      /**
       * Format: int64
       * @description Номер заказа.
       */
      orderId: number;
      /**
       * Format: date-time
       * @description Дата создания невыкупа или возврата.
       *
       *     Формат даты: ISO 8601 со смещением относительно UTC.
       * @example 2020-02-02T14:30:30+03:00
       */
      creationDate?: string;
      /**
       * Format: date-time
       * @description Дата обновления невыкупа или возврата.
       *
       *     Формат даты: ISO 8601 со смещением относительно UTC.
       * @example 2020-02-02T14:30:30+03:00
       */
      updateDate?: string;
      refundStatus?: components['schemas']['RefundStatusType'];
      /** @description Пункт вывоза. */
      logisticPickupPoint?: components['schemas']['LogisticPickupPointDTO'];
      /**
       * Format: date-time
       * @description Дата, до которой можно забрать товар.
       *
       *     Только для невыкупов и возвратов в логистическом статусе `READY_FOR_PICKUP`.
       *
       *     Формат даты: ISO 8601 со смещением относительно UTC.
       * @example 2020-02-02T14:30:30+03:00
       */
      pickupTillDate?: string;
      /** @description Способ возврата товара покупателем. */
      shipmentRecipientType?: components['schemas']['RecipientType'];
      /** @description Статус передачи возврата. */
      shipmentStatus?: components['schemas']['ReturnShipmentStatusType'];
      /**
       * Format: int64
       * @deprecated
       * @description {% note warning "Вместо него используйте `amount`." %}
       *
       *
       *
       *     {% endnote %}
       *
       *     Сумма возврата в копейках.
       */
      refundAmount?: number;
      /** @description Сумма возврата. */
      amount?: components['schemas']['CurrencyValueDTO'];
      /** @description Список товаров в невыкупе или возврате. */
      items: components['schemas']['ReturnItemDTO'][];
      /** @description Тип возврата. */
      returnType: components['schemas']['ReturnType'];
      /**
       * @description Используется ли опция **Быстрый возврат денег за дешевый брак**.
       *
       *     Актуально только для `returnType=RETURN`.
       */
      fastReturn?: boolean;
    };
    /** @description Невыкупы или возвраты. */
    PagedReturnsDTO: {
      /** @description Информация о страницах с результатами. */
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
      /** @description Список невыкупов или возвратов. */
      returns: components['schemas']['ReturnDTO'][];
    };
    GetReturnsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['PagedReturnsDTO'];
    };
    GetReturnResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['ReturnDTO'];
    };
    /**
     * Format: int64
     * @description Идентификатор товара в возврате.
     */
    ReturnItemId: number;
    /**
     * @description Решение по возврату:
     *
     *     * `FAST_REFUND_MONEY` — вернуть покупателю деньги без возврата товара.
     *
     *     * `REFUND_MONEY` — вернуть покупателю деньги за товар.
     *
     *     * `REFUND_MONEY_INCLUDING_SHIPMENT` — вернуть покупателю деньги за товар и обратную пересылку.
     *
     *     * `REPAIR` — отремонтировать товар.
     *
     *     * `REPLACE` — заменить товар.
     *
     *     * `SEND_TO_EXAMINATION` — взять товар на экспертизу.
     *
     *     * `DECLINE_REFUND` — отказать в возврате.
     *
     *     * `PARTIAL_MONEY_REFUND` — частичный возврат денег.
     *
     *     * `OTHER_DECISION` — другое решение.
     * @enum {string}
     */
    ReturnRequestDecisionType:
      | 'FAST_REFUND_MONEY'
      | 'REFUND_MONEY'
      | 'REFUND_MONEY_INCLUDING_SHIPMENT'
      | 'REPAIR'
      | 'REPLACE'
      | 'SEND_TO_EXAMINATION'
      | 'DECLINE_REFUND'
      | 'PARTIAL_MONEY_REFUND'
      | 'OTHER_DECISION';
    /**
     * @description Комментарий к решению. Укажите:
     *
     *     * для `REFUND_MONEY_INCLUDING_SHIPMENT`— стоимость обратной пересылки.
     *
     *     * для `REPAIR` — когда вы устраните недостатки товара.
     *
     *     * для `DECLINE_REFUND` — причину отказа.
     *
     *     * для `OTHER_DECISION` — какое решение вы предлагаете.
     */
    ReturnItemDecisionComment: string;
    /**
     * @description Решения по товару в возврате.
     * @example {
     *       "returnItemId": 1,
     *       "decisionType": "REFUND_MONEY_INCLUDING_SHIPMENT",
     *       "comment": "Вернуть 149 рублей за пересылку."
     *     }
     */
    SetReturnDecisionRequest: {
      returnItemId: components['schemas']['ReturnItemId'];
      /** @description Решение по товару в возврате. */
      decisionType: components['schemas']['ReturnRequestDecisionType'];
      comment?: components['schemas']['ReturnItemDecisionComment'];
      /**
       * @description Сумма добровольной компенсации по позиции возврата.
       *     Указывайте только при `decisionType` = `PARTIAL_MONEY_REFUND`.
       */
      compensation?: components['schemas']['BasePriceDTO'];
    };
    /**
     * @description Причина отказа:
     *
     *     * `ISSUE_WITH_THE_PRODUCT_WAS_NOT_CONFIRMED` — проблема с товаром не подтвердилась.
     *     * `MECHANICAL_DAMAGE` — есть механические повреждения товара.
     *     * `WARRANTY_PERIOD_HAS_EXPIRED` — истек гарантийный срок.
     *     * `CONFIGURATION_OR_PACKAGING_COMPROMISED` — нарушена комплектация или упаковка.
     *     * `PRODUCT_APPEARANCE_COMPROMISED` — нарушен товарный вид.
     *     * `WARRANTY_TERMS_VIOLATED` — нарушены условия гарантии.
     *     * `DEVICE_ACTIVATED` — устройство активировано.
     * @enum {string}
     */
    ReturnRequestDecisionReasonType:
      | 'ISSUE_WITH_THE_PRODUCT_WAS_NOT_CONFIRMED'
      | 'MECHANICAL_DAMAGE'
      | 'WARRANTY_PERIOD_HAS_EXPIRED'
      | 'CONFIGURATION_OR_PACKAGING_COMPROMISED'
      | 'PRODUCT_APPEARANCE_COMPROMISED'
      | 'WARRANTY_TERMS_VIOLATED'
      | 'DEVICE_ACTIVATED';
    /** @description Решения по товару в возврате. */
    ReturnItemDecisionDTO: {
      returnItemId: components['schemas']['ReturnItemId'];
      /** @description Решение по товару в возврате. */
      decisionType: components['schemas']['ReturnRequestDecisionType'];
      /** @description Причина отказа. */
      decisionReasonType?: components['schemas']['ReturnRequestDecisionReasonType'];
      comment?: components['schemas']['ReturnItemDecisionComment'];
      /**
       * @description Сумма добровольной компенсации по позиции возврата.
       *     Указывайте только при `decisionType` = `PARTIAL_MONEY_REFUND`.
       */
      compensation?: components['schemas']['BasePriceDTO'];
    };
    /** @description Запрос на подтверждение решения по возврату. */
    SubmitReturnDecisionRequest: {
      /** @description Решения по товарам в возврате. */
      returnItemDecisions: components['schemas']['ReturnItemDecisionDTO'][];
    };
    /**
     * Format: int64
     * @description Идентификатор невыкупа или возврата.
     */
    ReturnId: number;
    /** @description Запрос на получение возможных решений по возврату. */
    GetReturnAvailableDecisionsRequest: {
      campaignId: components['schemas']['CampaignId'];
      returnId: components['schemas']['ReturnId'];
    };
    /** @description Пределы суммы частичной компенсации. Используется только в элементе с `decisionType` = `PARTIAL_MONEY_REFUND`. */
    PartialCompensationBoundsDTO: {
      minAmount: components['schemas']['BasePriceDTO'];
      maxAmount: components['schemas']['BasePriceDTO'];
      /**
       * Format: int64
       * @description Верхний предел доли суммы позиции, которую можно компенсировать (в процентах).
       */
      maxPercent: number;
    };
    /** @description Доступное решение по возврату. */
    ReturnAvailableDecisionDTO: {
      decisionType: components['schemas']['ReturnDecisionType'];
      /** @description Возможные причины отказа (только для решения DECLINE_REFUND). */
      decisionReasonTypes?: components['schemas']['ReturnRequestDecisionReasonType'][] | null;
      /**
       * @description Пределы суммы частичной компенсации. Заполнено только при `decisionType` = `PARTIAL_MONEY_REFUND`;
       *     для остальных типов решений поле отсутствует.
       */
      partialCompensationBounds?: components['schemas']['PartialCompensationBoundsDTO'];
    };
    /** @description Возможные решения по возврату. */
    ReturnAvailableDecisionsResponse: {
      /** @description Список доступных решений. */
      availableDecisions: components['schemas']['ReturnAvailableDecisionDTO'][];
    };
    GetReturnAvailableDecisionsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['ReturnAvailableDecisionsResponse'];
    };
    /**
     * @description Причины возврата:
     *
     *     * `BAD_QUALITY` — бракованный товар (есть недостатки).
     *
     *     * `DOES_NOT_FIT` — товар не подошел.
     *
     *     * `WRONG_ITEM` — привезли не тот товар.
     * @enum {string}
     */
    ExternalReturnDecisionReasonType: 'BAD_QUALITY' | 'DOES_NOT_FIT' | 'WRONG_ITEM';
    /**
     * @description Детали причин возврата:
     *       * `DOES_NOT_FIT`:
     *         * `USER_DID_NOT_LIKE` — товар не понравился.
     *         * `USER_CHANGED_MIND` — передумал покупать.
     *         * `DELIVERED_TOO_LONG` — передумал покупать из-за длительного срока доставки.
     *
     *       * `BAD_QUALITY`:
     *         * `BAD_PACKAGE` — заводская упаковка повреждена.
     *         * `DAMAGED` — царапины, сколы.
     *         * `NOT_WORKING` — не включается, не работает.
     *         * `INCOMPLETENESS` — некомплект (не хватает детали в наборе, к товару).
     *
     *       * `WRONG_ITEM`:
     *         * `WRONG_ITEM` — не тот товар.
     *         * `WRONG_COLOR` — цвет не соответствует заявленному.
     *         * `DID_NOT_MATCH_DESCRIPTION` — описание или характеристики не соответствуют заявленным.
     * @enum {string}
     */
    ExternalReturnDecisionSubreasonType:
      | 'USER_DID_NOT_LIKE'
      | 'USER_CHANGED_MIND'
      | 'DELIVERED_TOO_LONG'
      | 'BAD_PACKAGE'
      | 'DAMAGED'
      | 'NOT_WORKING'
      | 'INCOMPLETENESS'
      | 'WRONG_ITEM'
      | 'WRONG_COLOR'
      | 'DID_NOT_MATCH_DESCRIPTION';
    /** @description Товар в возврате. */
    CreateReturnItemDTO: {
      offerId: components['schemas']['ShopSku'];
      /**
       * Format: int32
       * @description Количество единиц товара.
       */
      count: number;
      reasonType: components['schemas']['ExternalReturnDecisionReasonType'];
      subreasonType: components['schemas']['ExternalReturnDecisionSubreasonType'];
      /** @description Комментарий к товару в возврате. */
      comment?: string;
      /** @description Ссылки (URL) на изображения товара в возврате. */
      pictures?: string[] | null;
    };
    /**
     * @description Информация о пункте выдачи, в который нужно вернуть товары.
     *
     *     [Как получить список подходящих пунктов выдачи](../../reference/delivery-options/getReturnDeliveryOptions.md)
     */
    OrderPickupReturnDTO: {
      logisticPointId: components['schemas']['LogisticPointId'];
    };
    /** @description Информация о способе возврата. */
    CreateReturnOptionDTO: {
      pickupReturn: components['schemas']['OrderPickupReturnDTO'];
    };
    /** @description Информация о возврате. */
    CreateReturnDTO: {
      /** @description Внешний идентификатор возврата в системе магазина. */
      externalReturnId: string;
      /**
       * Format: int64
       * @description Идентификатор заказа, по которому нужно сделать возврат.
       */
      orderId: number;
      /** @description Список товаров в возврате. */
      items: components['schemas']['CreateReturnItemDTO'][];
      customer: components['schemas']['CustomerDTO'];
      returnOption: components['schemas']['CreateReturnOptionDTO'];
    };
    CreateReturnRequest: {
      newReturn: components['schemas']['CreateReturnDTO'];
    };
    /** @description Информация о созданном возврате. */
    CreatedReturnDTO: {
      /**
       * Format: int64
       * @description Идентификатор возврата.
       */
      id: number;
    };
    CreateReturnResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['CreatedReturnDTO'];
    };
    CancelReturnRequest: {
      /**
       * Format: int64
       * @description Идентификатор возврата.
       */
      returnId: number;
    };
    /** @description Информация об операции по отмене возврата. */
    CancelReturnDTO: {
      /** @description Запущенная операция отмены возврата. */
      operation: components['schemas']['OperationDTO'];
    };
    CancelReturnResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['CancelReturnDTO'];
    };
    GetRegionsResponse: {
      /** @description Регион доставки. */
      regions: components['schemas']['RegionDTO'][];
      /** @description Идентификатор следующей страницы. */
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    GetRegionByIdResponse: {
      /**
       * @deprecated
       * @description Регион доставки.
       *
       *     {% note warning %}
       *
       *     В массиве всегда возвращается один регион, используйте поле `region` вместо него.
       *
       *     {% endnote %}
       */
      regions?: components['schemas']['RegionDTO'][] | null;
      /** @description Регион доставки. */
      region: components['schemas']['RegionDTO'];
    };
    /** @description Информация о родительском и дочерних регионах. */
    RegionWithChildrenDTO: components['schemas']['RegionDTO'] & {
      /** @description Дочерние регионы. */
      children?: components['schemas']['RegionDTO'][] | null;
    };
    GetRegionWithChildrenResponse: {
      pager?: components['schemas']['FlippingPagerDTO'];
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
      regions?: components['schemas']['RegionWithChildrenDTO'];
    };
    /** @description Страна и ее код в формате :no-translate[ISO 3166-1 alpha-2]. */
    CountryDTO: {
      region: components['schemas']['RegionDTO'];
      countryCode: components['schemas']['CountryCode'];
    };
    GetRegionsCodesResponse: {
      /** @description Список стран с их кодами в формате :no-translate[ISO 3166-1 alpha-2]. */
      countries: components['schemas']['CountryDTO'][];
    };
    /**
     * @description Способ отгрузки заказов:
     *
     *     * `IMPORT` — вы самостоятельно привозите заказы в выбранный сортировочный центр или пункт приема заказов.
     *     * `WITHDRAW` — вы отгружаете заказы со своего склада курьерам Яндекс Маркета.
     * @enum {string}
     */
    ShipmentType: 'IMPORT' | 'WITHDRAW';
    /** @description Данные о складе отправления. */
    PartnerShipmentWarehouseDTO: {
      /**
       * Format: int64
       * @description Идентификатор склада отправления.
       */
      id: number;
      /** @description Наименование склада отправления. */
      name?: string;
      /** @description Адрес склада отправления. */
      address?: string;
    };
    /** @description Служба доставки. */
    DeliveryServiceDTO: {
      /**
       * Format: int64
       * @description Идентификатор службы доставки.
       */
      id?: number;
      /** @description Название службы доставки. */
      name?: string;
    };
    /** @description Количество палет в отгрузке. */
    PalletsCountDTO: {
      /**
       * Format: int32
       * @description Количество палет, которое заявил продавец.
       */
      planned?: number;
      /**
       * Format: int32
       * @description Количество палет, которое приняли в сортировочном центре.
       */
      fact?: number;
    };
    /** @description Информация о подписи акта приема-передачи. */
    SignatureDTO: {
      /** @description Подписан ли акт приема-передачи. */
      signed: boolean;
    };
    /** @description Информация об отгрузке. */
    BaseShipmentDTO: {
      /**
       * Format: int64
       * @description Идентификатор отгрузки.
       */
      id: number;
      /**
       * Format: date-time
       * @description Начало планового интервала отгрузки.
       *
       *     Формат даты: ISO 8601 со смещением относительно UTC.
       * @example 2017-11-21T00:00:00+03:00
       */
      planIntervalFrom: string;
      /**
       * Format: date-time
       * @description Конец планового интервала отгрузки.
       *
       *     Формат даты: ISO 8601 со смещением относительно UTC.
       * @example 2017-11-21T00:00:00+03:00
       */
      planIntervalTo: string;
      /** @description Способ отгрузки заказов. */
      shipmentType?: components['schemas']['ShipmentType'];
      /** @description Данные о складе отправления. */
      warehouse?: components['schemas']['PartnerShipmentWarehouseDTO'];
      /** @description Данные о складе назначения. */
      warehouseTo?: components['schemas']['PartnerShipmentWarehouseDTO'];
      /** @description Идентификатор отгрузки в вашей системе. Если вы еще не передавали идентификатор, вернется идентификатор из параметра `id`. */
      externalId?: string;
      /** @description Служба доставки. */
      deliveryService?: components['schemas']['DeliveryServiceDTO'];
      /** @description Данные о палетах в отгрузке. */
      palletsCount?: components['schemas']['PalletsCountDTO'];
      /** @description Идентификаторы заказов в отгрузке. */
      orderIds: number[];
      /**
       * Format: int32
       * @description Количество заказов, которое Маркет запланировал к отгрузке.
       */
      draftCount: number;
      /**
       * Format: int32
       * @description Количество заказов, которое Маркет подтвердил к отгрузке.
       */
      plannedCount: number;
      /**
       * Format: int32
       * @description Количество заказов, принятых в сортировочном центре или пункте приема.
       */
      factCount: number;
      signature: components['schemas']['SignatureDTO'];
    };
    /**
     * @description Статус отгрузки:
     *
     *     * `OUTBOUND_CREATED` — формируется.
     *     * `OUTBOUND_READY_FOR_CONFIRMATION` — можно обрабатывать.
     *     * `OUTBOUND_CONFIRMED` — подтверждена и готова к отправке.
     *     * `OUTBOUND_SIGNED` — по ней подписан электронный акт приема-передачи.
     *     * `ACCEPTED` — принята в сортировочном центре или пункте приема.
     *     * `ACCEPTED_WITH_DISCREPANCIES` — принята с расхождениями.
     *     * `FINISHED` — завершена.
     *     * `ERROR` — отменена из-за ошибки.
     * @enum {string}
     */
    ShipmentStatusType:
      | 'OUTBOUND_CREATED'
      | 'OUTBOUND_READY_FOR_CONFIRMATION'
      | 'OUTBOUND_CONFIRMED'
      | 'OUTBOUND_SIGNED'
      | 'FINISHED'
      | 'ACCEPTED'
      | 'ACCEPTED_WITH_DISCREPANCIES'
      | 'ERROR';
    /** @description Статус отгрузки. */
    ShipmentStatusChangeDTO: {
      /** @description Статус отгрузки. */
      status?: components['schemas']['ShipmentStatusType'];
      /** @description Описание статуса отгрузки. */
      description?: string;
      /**
       * Format: date-time
       * @description Время последнего изменения статуса отгрузки.
       *
       *     Формат даты: ISO 8601 со смещением относительно UTC.
       * @example 2017-11-21T00:00:00+03:00
       */
      updateTime?: string;
    };
    /**
     * @description Действия с отгрузкой:
     *
     *     * `CONFIRM` — подтвердить отгрузку.
     *     * `DOWNLOAD_ACT` — скачать акт приема-передачи отгрузки.
     *     * `DOWNLOAD_INBOUND_ACT` — скачать список принятых заказов.
     *     * `DOWNLOAD_DISCREPANCY_ACT` — скачать акт расхождений.
     *     * `DOWNLOAD_TRANSPORTATION_WAYBILL` — скачать транспортную накладную.
     *     * `CHANGE_PALLETS_COUNT` — указать количество палет.
     * @enum {string}
     */
    ShipmentActionType:
      | 'CONFIRM'
      | 'DOWNLOAD_ACT'
      | 'DOWNLOAD_INBOUND_ACT'
      | 'DOWNLOAD_DISCREPANCY_ACT'
      | 'DOWNLOAD_TRANSPORTATION_WAYBILL'
      | 'CHANGE_PALLETS_COUNT';
    /** @description Информация об отгрузке. */
    ExtensionShipmentDTO: {
      /** @description Статус отгрузки. */
      currentStatus?: components['schemas']['ShipmentStatusChangeDTO'];
      /** @description Доступные действия над отгрузкой. */
      availableActions: components['schemas']['ShipmentActionType'][];
    };
    /** @description Информация об отгрузке. */
    ShipmentDTO: components['schemas']['BaseShipmentDTO'] &
      components['schemas']['ExtensionShipmentDTO'];
    GetShipmentResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['ShipmentDTO'];
    };
    /** @description Годные/негодные ярлыки по заказам в отгрузке. */
    OrdersShipmentInfoDTO: {
      /** @description Идентификаторы заказов в отгрузке, для которых можно распечатать ярлыки. */
      orderIdsWithLabels: number[];
      /** @description Идентификаторы заказов в отгрузке, для которых нельзя распечатать ярлыки. */
      orderIdsWithoutLabels: number[];
    };
    GetShipmentOrdersInfoResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OrdersShipmentInfoDTO'];
    };
    /** @description Запрос для подтверждения отгрузки. */
    ConfirmShipmentRequest: {
      /** @description Идентификатор отгрузки в системе поставщика. */
      externalShipmentId?: string;
      /**
       * @description Логин пользователя в Яндекс ID, от имени которого будет подписываться электронный акт приема-передачи.
       *
       *     Указывается без `@yandex.ru`.
       *
       *     Где его найти:
       *
       *     * на странице [Яндекс ID](https://id.yandex.ru);
       *     * в [кабинете продавца на Маркете](https://partner.market.yandex.ru/):
       *
       *       * в верхнем правом углу под иконкой пользователя;
       *       * на странице **Настройки** → **Сотрудники и доступы**.
       */
      signatory?: string;
    };
    /** @description Запрос на передачу количества упаковок в отгрузке. */
    SetShipmentPalletsCountRequest: {
      /**
       * Format: int32
       * @description Количество упаковок в отгрузке.
       */
      placesCount: number;
    };
    /**
     * @description Формат страницы:
     *     * `A4` — формат страницы :no-translate[A4].
     *     * `A8` — формат страницы :no-translate[A8].
     * @default A8
     * @enum {string}
     */
    ShipmentPalletLabelPageFormatType: 'A4' | 'A8';
    /** @description Запрос информации об отгрузках. */
    SearchShipmentsRequest: {
      /**
       * Format: date-dd-MM-yyyy
       * @description Начальная дата для фильтрации по дате отгрузки (включительно).
       *
       *     Формат даты: `ДД-ММ-ГГГГ`.
       */
      dateFrom: string;
      /**
       * Format: date-dd-MM-yyyy
       * @description Конечная дата для фильтрации по дате отгрузки (включительно).
       *
       *     Формат даты: `ДД-ММ-ГГГГ`.
       */
      dateTo: string;
      /** @description Список статусов отгрузок. */
      statuses?: components['schemas']['ShipmentStatusType'][] | null;
      /** @description Список идентификаторов заказов из отгрузок. */
      orderIds?: number[] | null;
      /**
       * @description Возвращать ли отмененные заказы.
       *
       *     Значение по умолчанию: `true`. Если возвращать отмененные заказы не нужно, передайте значение `false`.
       * @default true
       */
      cancelledOrders?: boolean;
    };
    /** @description Список с информацией об отгрузках. */
    ShipmentInfoDTO: components['schemas']['BaseShipmentDTO'] & {
      /** @description Статус отгрузки. */
      status?: components['schemas']['ShipmentStatusType'];
      /** @description Описание статуса отгрузки. */
      statusDescription?: string;
      /**
       * Format: date-time
       * @description Время последнего изменения статуса отгрузки
       *
       *     Формат даты: ISO 8601 со смещением относительно UTC.
       * @example 2017-11-21T00:00:00+03:00
       */
      statusUpdateTime?: string;
    };
    /** @description Информация об отгрузках. */
    SearchShipmentsResponseDTO: {
      /** @description Список с информацией об отгрузках. */
      shipments: components['schemas']['ShipmentInfoDTO'][];
      /** @description Страницы с результатами поиска. */
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    /** @description Ответ на запрос информации об отгрузках. */
    SearchShipmentsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['SearchShipmentsResponseDTO'];
    };
    /** @description Запрос переноса заказов из отгрузки. */
    TransferOrdersFromShipmentRequest: {
      /** @description Список заказов, которые вы не успеваете подготовить. */
      orderIds: number[];
    };
    /** @description Фильтрации удаляемых товаров по offerIds. */
    DeleteOffersRequest: {
      /** @description Список SKU товаров, которые нужно удалить. */
      offerIds: components['schemas']['ShopSku'][];
    };
    /** @description Список товаров, которые не удалось удалить, потому что они хранятся на складе Маркета. */
    DeleteOffersDTO: {
      /** @description Список SKU товаров, которые не удалось удалить. */
      notDeletedOfferIds?: components['schemas']['ShopSku'][] | null;
    };
    /** @description Результат удаления товаров. */
    DeleteOffersResponse: components['schemas']['ApiResponse'] & {
      /** @description Результат удаления. */
      result?: components['schemas']['DeleteOffersDTO'];
    };
    /** @description Ресурс из запроса заблокирован от применения к нему указанного метода. */
    ApiLockedErrorResponse: components['schemas']['ApiErrorResponse'];
    /**
     * @description Язык:
     *
     *     * `RU` — русский.
     *     * `UZ` — узбекский.
     * @enum {string}
     */
    CatalogLanguageType: 'RU' | 'UZ';
    /**
     * @description Статус карточки товара:
     *
     *     * `HAS_CARD_CAN_NOT_UPDATE` — Карточка Маркета.
     *     * `HAS_CARD_CAN_UPDATE` — Можно дополнить.
     *     * `HAS_CARD_CAN_UPDATE_ERRORS` — Изменения не приняты.
     *     * `HAS_CARD_CAN_UPDATE_PROCESSING` — Изменения на проверке.
     *     * `NO_CARD_NEED_CONTENT` — Создайте карточку.
     *     * `NO_CARD_MARKET_WILL_CREATE` — Создаст Маркет.
     *     * `NO_CARD_ERRORS` — Не создана из-за ошибки.
     *     * `NO_CARD_PROCESSING` — Проверяем данные.
     *     * `NO_CARD_ADD_TO_CAMPAIGN` — Разместите товар в магазине.
     * @enum {string}
     */
    OfferCardStatusType:
      | 'HAS_CARD_CAN_NOT_UPDATE'
      | 'HAS_CARD_CAN_UPDATE'
      | 'HAS_CARD_CAN_UPDATE_ERRORS'
      | 'HAS_CARD_CAN_UPDATE_PROCESSING'
      | 'NO_CARD_NEED_CONTENT'
      | 'NO_CARD_MARKET_WILL_CREATE'
      | 'NO_CARD_ERRORS'
      | 'NO_CARD_PROCESSING'
      | 'NO_CARD_ADD_TO_CAMPAIGN';
    GetOfferMappingsRequest: {
      /**
       * @description Идентификаторы товаров, информация о которых нужна.
       *
       *     {% note warning "Такой список возвращается только целиком" %}
       *
       *     Если вы запрашиваете информацию по конкретным SKU, не заполняйте:
       *     * `pageToken`;
       *     * `limit`;
       *     * `cardStatuses`;
       *     * `categoryIds`;
       *     * `vendorNames`;
       *     * `tags`;
       *     * `archived`.
       *
       *     {% endnote %}
       */
      offerIds?: components['schemas']['ShopSku'][] | null;
      /**
       * @description Фильтр по статусам карточек.
       *
       *     [Что такое карточка товара](https://yandex.ru/support/marketplace/assortment/content/index.html)
       */
      cardStatuses?: components['schemas']['OfferCardStatusType'][] | null;
      /** @description Фильтр по категориям на Маркете. */
      categoryIds?: number[] | null;
      /** @description Фильтр по брендам. */
      vendorNames?: string[] | null;
      /** @description Фильтр по тегам. */
      tags?: string[] | null;
      /**
       * @description Фильтр по нахождению в архиве.
       *
       *     Передайте `true`, чтобы получить товары, находящиеся в архиве. Если фильтр не заполнен или передано `false`, в ответе возвращаются товары, не находящиеся в архиве.
       */
      archived?: boolean;
    };
    /**
     * Format: int64
     * @description Идентификатор категории на Маркете, к которой вы относите свой товар.
     *
     *     {% note warning "Всегда указывайте, когда передаете `parameterValues`" %}
     *
     *     Если при изменении характеристик передать `parameterValues` и не указать `marketCategoryId`, характеристики обновятся, но в ответе придет предупреждение (параметр `warnings`).
     *
     *     Если не передать их оба, будет использована информация из устаревших параметров `params` и `category`, а `marketCategoryId` будет определен автоматически.
     *
     *     {% endnote %}
     *
     *     При изменении категории убедитесь, что характеристики товара и их значения в параметре `parameterValues` вы передаете для новой категории.
     *
     *     Список категорий Маркета можно получить с помощью запроса  [POST v2/categories/tree](../../reference/categories/getCategoriesTree.md).
     */
    PartnerMarketCategoryId: number;
    /**
     * @deprecated
     * @description {% note warning "Вместо него используйте `marketCategoryId`." %}
     *
     *
     *
     *     {% endnote %}
     *
     *     Категория товара в вашем магазине.
     */
    OfferCategory: string;
    /** @description Инструкция по использованию товара. */
    OfferManualDTO: {
      /** @description Ссылка на инструкцию. */
      url: components['schemas']['Url'];
      /** @description Название инструкции, которое будет отображаться на карточке товара. */
      title?: string;
    };
    /**
     * @description Название бренда или производителя. Должно быть записано так, как его пишет сам бренд.
     * @example LEVENHUK
     */
    OfferVendor: string;
    /**
     * @description Штрихкод.
     *
     *     Указывайте в виде последовательности цифр. Подойдут коды :no-translate[EAN-13, EAN-8, UPC-A, UPC-E] или :no-translate[Code 128]. Для книг — :no-translate[ISBN].
     *
     *     Для товаров [определенных категорий и торговых марок](https://yastatic.net/s3/doc-binary/src/support/market/ru/yandex-market-list-for-gtin.xlsx) штрихкод должен быть действительным кодом :no-translate[GTIN]. Обратите внимание: внутренние штрихкоды, начинающиеся на 2 или 02, и коды формата :no-translate[Code 128] не являются :no-translate[GTIN].
     *
     *     [Что такое :no-translate[GTIN]](*gtin)
     */
    OfferBarcodes: string[] | null;
    /**
     * @description Страна, где был произведен товар.
     *
     *     Записывайте названия стран так, как они записаны в [списке](https://yastatic.net/s3/doc-binary/src/support/market/ru/countries.xlsx).
     */
    BaseOfferManufacturerCountries: string[] | null;
    /**
     * @description Габариты упаковки и вес товара.
     *
     *     Если товар занимает несколько коробок, перед измерением размеров сложите их компактно.
     *
     *     ![Схема измерения многоместных грузов](../../_images/reference/boxes-measure.png)
     */
    OfferWeightDimensionsDTO: {
      /**
       * @description Длина упаковки в см.
       * @example 65.55
       */
      length: number;
      /**
       * @description Ширина упаковки в см.
       * @example 50.7
       */
      width: number;
      /**
       * @description Высота упаковки в см.
       * @example 20
       */
      height: number;
      /**
       * @description Вес товара в кг с учетом упаковки (брутто).
       * @example 1.001
       */
      weight: number;
    };
    /**
     * @description Артикул товара от производителя.
     * @example VNDR-0005A
     */
    OfferVendorCode: string;
    /**
     * @description Метки товара, которые использует магазин. Покупателям теги не видны. По тегам можно группировать и фильтровать разные товары в каталоге — например, товары одной серии, коллекции или линейки.
     *
     *     Максимальная длина тега — 20 символов. У одного товара может быть максимум 10 тегов.
     */
    BaseOfferTags: string[] | null;
    /**
     * @description Единица измерения времени:
     *
     *     * `HOUR` — час.
     *     * `DAY` — сутки.
     *     * `WEEK` — неделя.
     *     * `MONTH` — месяц.
     *     * `YEAR` — год.
     * @enum {string}
     */
    TimeUnitType: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
    /** @description Временной отрезок с комментарием. Требования к содержанию комментария зависят от контекста использования параметра и указаны в описании поля, которое его содержит. */
    TimePeriodDTO: {
      /** @description Продолжительность в указанных единицах. */
      timePeriod: number;
      /** @description Единица измерения. */
      timeUnit: components['schemas']['TimeUnitType'];
      /** @description Комментарий. */
      comment?: string;
    };
    /**
     * @deprecated
     * @description {% note warning "Вместо него используйте `commodityCodes` с типом `CUSTOMS_COMMODITY_CODE`." %}
     *
     *
     *
     *     {% endnote %}
     *
     *     Код товара в единой Товарной номенклатуре внешнеэкономической деятельности (ТН ВЭД) — 10 или 14 цифр без пробелов.
     *
     *     Обязательно укажите, если он есть.
     * @example 8517610008
     */
    BaseOfferCustomsCommodityCode: string;
    /**
     * @description Тип товарного кода:
     *
     *     * `CUSTOMS_COMMODITY_CODE` — код товара в единой Товарной номенклатуре внешнеэкономической деятельности (ТН ВЭД) — 10 или 14 цифр без пробелов.
     *     * `IKPU_CODE` — идентификационный код продукции и услуг (ИКПУ) в Узбекистане – 17 цифр без пробелов.
     *
     *     Не передавайте несколько кодов одного типа.
     * @enum {string}
     */
    CommodityCodeType: 'CUSTOMS_COMMODITY_CODE' | 'IKPU_CODE';
    /** @description Товарный код. */
    CommodityCodeDTO: {
      /** @description Товарный код. */
      code: string;
      /** @description Тип товарного кода. */
      type: components['schemas']['CommodityCodeType'];
    };
    /** @description Товарные коды. */
    BaseOfferCommodityCodes: components['schemas']['CommodityCodeDTO'][] | null;
    /**
     * Format: int32
     * @description Количество грузовых мест.
     *
     *     Параметр используется, если товар представляет собой несколько коробок, упаковок и так далее. Например, кондиционер занимает два места — внешний и внутренний блоки в двух коробках.
     *
     *     Для товаров, занимающих одно место, не передавайте этот параметр.
     */
    BaseOfferBoxCount: number;
    /**
     * @description Тип уценки:
     *
     *     * `PREOWNED` —  бывший в употреблении товар, раньше принадлежал другому человеку.
     *     * `SHOWCASESAMPLE` — витринный образец.
     *     * `REFURBISHED` — повторная продажа товара.
     *     * `REDUCTION` — товар с дефектами.
     *     * `RENOVATED` — восстановленный товар.
     *     * `NOT_SPECIFIED` — не выбран.
     *
     *     `REFURBISHED` — специальное значение для одежды, обуви и аксессуаров. Используется только для уцененных товаров из этой категории. Другие значения для одежды, обуви и аксессуаров не используются.
     * @enum {string}
     */
    OfferConditionType:
      'PREOWNED' | 'SHOWCASESAMPLE' | 'REFURBISHED' | 'REDUCTION' | 'RENOVATED' | 'NOT_SPECIFIED';
    /**
     * @description Внешний вид товара:
     *
     *     * `PERFECT` — идеальный.
     *     * `EXCELLENT` — отличный.
     *     * `GOOD` — хороший.
     *     * `NOT_SPECIFIED` — не выбран.
     * @enum {string}
     */
    OfferConditionQualityType: 'PERFECT' | 'EXCELLENT' | 'GOOD' | 'NOT_SPECIFIED';
    /** @description Состояние уцененного товара. */
    OfferConditionDTO: {
      /** @description Тип уценки. */
      type?: components['schemas']['OfferConditionType'];
      /** @description Внешний вид товара. */
      quality?: components['schemas']['OfferConditionQualityType'];
      /** @description Описание товара. Подробно опишите дефекты, насколько они заметны и где их искать. */
      reason?: string;
    };
    /**
     * @description Особый тип товара:
     *
     *     * `DEFAULT` — товары, для которых вы передавали особый тип ранее и хотите убрать его.
     *     * `MEDICINE` — лекарства.
     *     * `BOOK` — бумажные и электронные книги.
     *     * `AUDIOBOOK` — аудиокниги.
     *     * `ARTIST_TITLE` — музыкальная и видеопродукция.
     *     * `ON_DEMAND` — товары на заказ.
     *     * `ALCOHOL` — алкоголь.
     *
     *     {% note info "Если ваш товар — книга" %}
     *
     *     Укажите год издания в характеристиках товара. [Подробнее о параметре](../../reference/business-offer-mappings/updateOfferMappings.md#offerparamdto)
     *
     *     {% endnote %}
     * @enum {string}
     */
    OfferType:
      'DEFAULT' | 'MEDICINE' | 'BOOK' | 'AUDIOBOOK' | 'ARTIST_TITLE' | 'ON_DEMAND' | 'ALCOHOL';
    /**
     * @description Признак цифрового товара. Укажите `true`, если товар доставляется по электронной почте.
     *
     *     [Как работать с цифровыми товарами](../../step-by-step/digital.md)
     */
    BaseOfferDownloadable: boolean;
    /** @description Параметр включает для товара пометку 18+. Устанавливайте ее только для товаров, которые относятся к удовлетворению сексуальных потребностей. */
    BaseOfferAdult: boolean;
    /**
     * @description Единицы измерения возраста:
     *
     *     * `YEAR` — год.
     *     * `MONTH` — месяц.
     * @enum {string}
     */
    AgeUnitType: 'YEAR' | 'MONTH';
    /** @description Возраст в заданных единицах измерения. */
    AgeDTO: {
      /** @description Значение. */
      value: number;
      /** @description Единица измерения. */
      ageUnit: components['schemas']['AgeUnitType'];
    };
    /**
     * @description Параметры товара.
     *
     *     Если у товара несколько значений одного параметра, передайте их с одним и тем же `name`, но разными `value`.
     *
     *     {% cut "Пример" %}
     *
     *     ```json translate=no
     *     "params": [
     *       {
     *         "name": "Цвет для фильтра",
     *         "value": "Зеленый"
     *       },
     *       {
     *         "name": "Цвет для фильтра",
     *         "value": "Желтый"
     *       }
     *     ]
     *     ```
     *
     *     {% endcut %}
     */
    OfferParamDTO: {
      /**
       * @description Название характеристики.
       *
       *     Должно совпадать с названием характеристики на Маркете. Узнать его можно из Excel-шаблона категории или через запрос [POST v2/category/{categoryId}/parameters](../../reference/content/getCategoryContentParameters.md).
       * @example Wi-Fi
       */
      name: string;
      /**
       * @description Значение.
       * @example есть
       */
      value: string;
    };
    /**
     * @deprecated
     * @description {% note warning "При передаче характеристик используйте `parameterValues`." %}
     *
     *
     *
     *     {% endnote %}
     *
     *     Характеристики, которые есть только у товаров конкретной категории — например, диаметр колес велосипеда или материал подошвы обуви.
     */
    BaseOfferParams: components['schemas']['OfferParamDTO'][] | null;
    /** @description Основные параметры товара. */
    BaseOfferResponseDTO: {
      offerId: components['schemas']['ShopSku'];
      /**
       * @description Составляйте название по схеме: тип + бренд или производитель + модель + особенности, если есть (например, цвет, размер или вес) и количество в упаковке.
       *
       *     Не включайте в название условия продажи (например, «скидка», «бесплатная доставка» и т. д.), эмоциональные характеристики («хит», «супер» и т. д.). Не пишите слова большими буквами — кроме устоявшихся названий брендов и моделей.
       *
       *     Оптимальная длина — 50–60 символов.
       *
       *     [Рекомендации и правила](https://yandex.ru/support/marketplace/assortment/fields/title.html)
       * @example Ударная дрель Makita HP1630, 710 Вт
       */
      name?: string;
      marketCategoryId?: components['schemas']['PartnerMarketCategoryId'];
      category?: components['schemas']['OfferCategory'];
      /**
       * @description Ссылки на изображения товара. Изображение по первой ссылке считается основным, остальные дополнительными.
       *
       *     **Требования к ссылкам**
       *
       *     * Ссылок может быть до 30.
       *     * Указывайте ссылку целиком, включая протокол http или https.
       *     * Максимальная длина — 512 символов.
       *     * Русские буквы в URL можно.
       *     * Можно использовать прямые ссылки на изображения и на Яндекс Диск. Ссылки на Яндекс Диске нужно копировать с помощью функции **Поделиться**. Относительные ссылки и ссылки на другие облачные хранилища — не работают.
       *
       *     ✅ `https://example-shop.ru/images/sku12345.jpg`
       *
       *     ✅ `https://yadi.sk/i/NaBoRsimVOLov`
       *
       *     ❌ `/images/sku12345.jpg`
       *
       *     ❌ `https://www.dropbox.com/s/818f/tovar.jpg`
       *
       *     Ссылки на изображение должны быть постоянными. Нельзя использовать динамические ссылки, меняющиеся от выгрузки к выгрузке.
       *
       *     Если нужно заменить изображение, выложите новое изображение по новой ссылке, а ссылку на старое удалите. Если просто заменить изображение по старой ссылке, оно не обновится.
       *
       *     [Требования к изображениям](https://yandex.ru/support/marketplace/assortment/fields/images.html)
       */
      pictures?: components['schemas']['Url'][] | null;
      /**
       * @description Ссылки (URL) на видео товара.
       *
       *     **Требования к ссылке**
       *
       *     * Указывайте ссылку целиком, включая протокол http или https.
       *     * Максимальная длина — 512 символов.
       *     * Русские буквы в URL можно.
       *     * Можно использовать прямые ссылки на видео и на Яндекс Диск. Ссылки на Яндекс Диске нужно копировать с помощью функции **Поделиться**. Относительные ссылки и ссылки на другие облачные хранилища — не работают.
       *
       *     ✅ `https://example-shop.ru/video/sku12345.avi`
       *
       *     ✅ `https://yadi.sk/i/NaBoRsimVOLov`
       *
       *     ❌ `/video/sku12345.avi`
       *
       *     ❌ `https://www.dropbox.com/s/818f/super-tovar.avi`
       *
       *     Ссылки на видео должны быть постоянными. Нельзя использовать динамические ссылки, меняющиеся от выгрузки к выгрузке.
       *
       *     Если нужно заменить видео, выложите новое видео по новой ссылке, а ссылку на старое удалите. Если просто заменить видео по старой ссылке, оно не обновится.
       *
       *     [Требования к видео](https://yandex.ru/support/marketplace/assortment/fields/video.html)
       */
      videos?: components['schemas']['Url'][] | null;
      /** @description Список инструкций по использованию товара. */
      manuals?: components['schemas']['OfferManualDTO'][] | null;
      vendor?: components['schemas']['OfferVendor'];
      barcodes?: components['schemas']['OfferBarcodes'];
      /**
       * @description Подробное описание товара: например, его преимущества и особенности.
       *
       *     Не давайте в описании инструкций по установке и сборке. Не используйте слова «скидка», «распродажа», «дешевый», «подарок» (кроме подарочных категорий), «бесплатно», «акция», «специальная цена», «новинка», «new», «аналог», «заказ», «хит». Не указывайте никакой контактной информации и не давайте ссылок.
       *
       *     Для форматирования текста можно использовать теги HTML:
       *
       *     * \<h>, \<h1>, \<h2> и так далее — для заголовков;
       *     * \<br> и \<p> — для переноса строки;
       *     * \<ol> — для нумерованного списка;
       *     * \<ul> — для маркированного списка;
       *     * \<li> — для создания элементов списка (должен находиться внутри \<ol> или \<ul>);
       *     * \<div> — поддерживается, но не влияет на отображение текста.
       *
       *     Оптимальная длина — 400–600 символов.
       *
       *     [Рекомендации и правила](https://yandex.ru/support/marketplace/assortment/fields/description.html)
       */
      description?: string;
      manufacturerCountries?: components['schemas']['BaseOfferManufacturerCountries'];
      /** @description Габариты упаковки и вес товара. */
      weightDimensions?: components['schemas']['OfferWeightDimensionsDTO'];
      vendorCode?: components['schemas']['OfferVendorCode'];
      tags?: components['schemas']['BaseOfferTags'];
      /**
       * @description Срок годности — период, по прошествии которого товар становится непригоден.
       *
       *     Указывайте срок, указанный на банке или упаковке. Текущая дата, дата поставки или дата отгрузки значения не имеет.
       *
       *     Обязательно указывайте срок, если он есть.
       *
       *     В комментарии укажите условия хранения. Например, `Хранить в сухом помещении`.
       */
      shelfLife?: components['schemas']['TimePeriodDTO'];
      /**
       * @description Срок службы — период, в течение которого товар должен исправно выполнять свою функцию.
       *
       *     Обязательно указывайте срок, если он есть.
       *
       *     В комментарии укажите условия хранения. Например, `Использовать при температуре не ниже −10 градусов`.
       */
      lifeTime?: components['schemas']['TimePeriodDTO'];
      /**
       * @description Гарантийный срок — период, в течение которого можно заменить или починить товар без дополнительной платы.
       *
       *     Обязательно указывайте срок, если он есть.
       *
       *     В комментарии опишите особенности гарантийного обслуживания. Например, `Гарантия на аккумулятор — 6 месяцев`.
       */
      guaranteePeriod?: components['schemas']['TimePeriodDTO'];
      customsCommodityCode?: components['schemas']['BaseOfferCustomsCommodityCode'];
      commodityCodes?: components['schemas']['BaseOfferCommodityCodes'];
      /**
       * @description Номера документов на товар: сертификата, декларации соответствия и т. п.
       *
       *     Передавать можно только номера документов, сканы которого загружены в кабинете продавца по [инструкции](https://yandex.ru/support/marketplace/assortment/restrictions/certificates.html).
       */
      certificates?: string[] | null;
      boxCount?: components['schemas']['BaseOfferBoxCount'];
      /**
       * @description Состояние уцененного товара.
       *
       *     Используется только для товаров, продаваемых с уценкой.
       *
       *     [Правила продажи уцененных товаров](https://yandex.ru/support/marketplace/assortment/restrictions/used-goods.html)
       */
      condition?: components['schemas']['OfferConditionDTO'];
      /**
       * @description Особый тип товара. Указывается, если товар:
       *
       *     * имеет особый тип, который хотите убрать;
       *     * лекарство;
       *     * бумажная или электронная книга;
       *     * аудиокнига;
       *     * музыка или видео;
       *     * изготовляется на заказ;
       *     * алкоголь.
       */
      type?: components['schemas']['OfferType'];
      downloadable?: components['schemas']['BaseOfferDownloadable'];
      adult?: components['schemas']['BaseOfferAdult'];
      /**
       * @description Если товар не предназначен для детей младше определенного возраста, укажите это.
       *
       *     Возрастное ограничение можно задавать в годах (с нуля, с 6, 12, 16 или 18) или в месяцах (любое число от 0 до 12).
       */
      age?: components['schemas']['AgeDTO'];
      params?: components['schemas']['BaseOfferParams'];
    };
    /**
     * @description Зачеркнутая цена.
     *
     *     Число должно быть целым. Вы можете указать цену со скидкой от 5 до 99%.
     *
     *     Передавайте этот параметр при каждом обновлении цены, если предоставляете скидку на товар.
     */
    DiscountBase: number;
    /** @description Цена с указанием скидки. */
    PriceWithDiscountDTO: components['schemas']['BasePriceDTO'] & {
      discountBase?: components['schemas']['DiscountBase'];
    };
    /** @description Время последнего обновления. */
    UpdateTimeDTO: {
      /**
       * Format: date-time
       * @description Время последнего обновления.
       */
      updatedAt: string;
    };
    /** @description Цена с указанием валюты, скидки и времени последнего обновления. */
    GetPriceWithDiscountDTO: components['schemas']['PriceWithDiscountDTO'] &
      components['schemas']['UpdateTimeDTO'];
    /** @description Цена с указанием времени последнего обновления. */
    GetPriceDTO: components['schemas']['BasePriceDTO'] & components['schemas']['UpdateTimeDTO'];
    /**
     * @description Статус товара:
     *
     *     * `PUBLISHED` — Готов к продаже.
     *     * `CHECKING` — На проверке.
     *     * `DISABLED_BY_PARTNER` — Скрыт вами.
     *     * `REJECTED_BY_MARKET` — Отклонен.
     *     * `DISABLED_AUTOMATICALLY` — Исправьте ошибки.
     *     * `CREATING_CARD` — Создается карточка.
     *     * `NO_CARD` — Нужна карточка.
     *     * `NO_STOCKS` — Нет на складе.
     *     * `ARCHIVED` — В архиве.
     *     * `READY_FOR_PUBLICATION` — Магазин в процессе подключения.
     *
     *     [Что обозначает каждый из статусов](https://yandex.ru/support/marketplace/assortment/add/statuses.html)
     * @enum {string}
     */
    OfferCampaignStatusType:
      | 'PUBLISHED'
      | 'CHECKING'
      | 'DISABLED_BY_PARTNER'
      | 'DISABLED_AUTOMATICALLY'
      | 'REJECTED_BY_MARKET'
      | 'CREATING_CARD'
      | 'NO_CARD'
      | 'NO_STOCKS'
      | 'ARCHIVED'
      | 'READY_FOR_PUBLICATION';
    /** @description Статус товара в магазине. */
    OfferCampaignStatusDTO: {
      campaignId: components['schemas']['CampaignId'];
      /** @description Статус товара. */
      status: components['schemas']['OfferCampaignStatusType'];
    };
    /**
     * @description Информация о доступности или недоступности.
     *
     *     * `FINE` — доступно.
     *     * `REJECT` — недоступно.
     * @enum {string}
     */
    OfferSellingProgramStatusType: 'FINE' | 'REJECT';
    /** @description Информация о том, по каким моделям можно продавать товар, а по каким нельзя. */
    OfferSellingProgramDTO: {
      /** @description Модель работы. */
      sellingProgram: components['schemas']['SellingProgramType'];
      /** @description Информация о том, можно ли по этой модели продавать товар. */
      status: components['schemas']['OfferSellingProgramStatusType'];
    };
    /**
     * @description Состояние загрузки медиафайла:
     *
     *     * `UPLOADING` — загружается.
     *     * `UPLOADED` — успешно загружен.
     *     * `FAILED` — при загрузке произошла ошибка. Повторите попытку позже.
     * @enum {string}
     */
    MediaFileUploadStateType: 'UPLOADING' | 'UPLOADED' | 'FAILED';
    /** @description Информация о медиафайле товара. */
    OfferMediaFileDTO: {
      /** @description Ссылка на медиафайл. */
      url?: components['schemas']['Url'];
      /** @description Название медиафайла. */
      title?: string;
      /** @description Состояние загрузки медиафайла. */
      uploadState?: components['schemas']['MediaFileUploadStateType'];
    };
    /** @description Информация о медиафайлах товара. */
    OfferMediaFilesDTO: {
      /**
       * @deprecated
       * @description Использовать первое видео в карточке как видеообложку.
       *
       *     Передайте `true`, чтобы первое видео использовалось как видеообложка, или `false`, чтобы видеообложка не отображалась в карточке товара.
       */
      firstVideoAsCover?: boolean;
      /** @description Видеофайлы товара. */
      videos?: components['schemas']['OfferMediaFileDTO'][] | null;
      /** @description Изображения товара. */
      pictures?: components['schemas']['OfferMediaFileDTO'][] | null;
      /** @description Руководства по использованию товара. */
      manuals?: components['schemas']['OfferMediaFileDTO'][] | null;
    };
    /** @description Параметры товара. */
    GetOfferDTO: components['schemas']['BaseOfferResponseDTO'] & {
      /** @description Цена. */
      basicPrice?: components['schemas']['GetPriceWithDiscountDTO'];
      /** @description Себестоимость — затраты на самостоятельное производство товара или закупку у производителя или поставщиков. */
      purchasePrice?: components['schemas']['GetPriceDTO'];
      /** @description Дополнительные расходы на товар. Например, на доставку или упаковку. */
      additionalExpenses?: components['schemas']['GetPriceDTO'];
      /** @description Статус карточки товара. */
      cardStatus?: components['schemas']['OfferCardStatusType'];
      /** @description Список магазинов, в которых размещен товар. */
      campaigns?: components['schemas']['OfferCampaignStatusDTO'][] | null;
      /** @description Информация о том, какие для товара доступны модели размещения. */
      sellingPrograms?: components['schemas']['OfferSellingProgramDTO'][] | null;
      mediaFiles?: components['schemas']['OfferMediaFilesDTO'];
      /** @description Товар помещен в архив. */
      archived?: boolean;
      /**
       * @description Идентификатор группы товаров.
       *
       *     У товаров, которые объединены в одну группу, будет одинаковый идентификатор.
       *
       *     [Как объединить товары на карточке](../../step-by-step/assortment-add-goods.md#combine-variants)
       */
      groupId?: string;
    };
    /**
     * @description Карточка на Маркете, которая, с вашей точки зрения, подходит товару. Чтобы определить идентификатор подходящей карточки, воспользуйтесь поиском в кабинете (**Товары** → **Каталог** → **Загрузить товары**).
     *
     *     По результатам проверки Маркет может привязать товар к более подходящей карточке.
     */
    UpdateMappingDTO: {
      /** @description Идентификатор карточки на Маркете. */
      marketSku?: components['schemas']['MarketSku'];
    };
    /** @description Информация о товарах в каталоге. */
    GetMappingDTO: components['schemas']['UpdateMappingDTO'] & {
      /**
       * @description Название карточки товара.
       *
       *     Может отсутствовать в ответе, если товар еще не привязан к карточке.
       */
      marketSkuName?: string;
      /**
       * @deprecated
       * @description Название модели на Маркете.
       *
       *     Может отсутствовать в ответе, если товар еще не привязан к карточке.
       */
      marketModelName?: string;
      /**
       * Format: int64
       * @description Идентификатор категории на Маркете, в которую попал товар.
       *
       *     Может отсутствовать в ответе, если Маркет еще не определил категорию товара.
       */
      marketCategoryId?: number;
      /**
       * @description Название категории карточки на Маркете.
       *
       *     Может отсутствовать в ответе, если Маркет еще не определил категорию товара.
       */
      marketCategoryName?: string;
    };
    /**
     * @description Тип витрины:
     *
     *     * `B2B` — [Яндекс Маркет для бизнеса](https://business.market.yandex.ru/) (товары для юридических лиц и ИП). Подробнее о сервисе читайте в [Справке](https://yandex.ru/support/market-for-enterprise/ru/).
     *     * `B2C` — [основная витрина Маркета](https://market.yandex.ru/) (товары для физических лиц).
     * @enum {string}
     */
    ShowcaseType: 'B2B' | 'B2C';
    /** @description Ссылка на товар на витрине и ее тип. */
    ShowcaseUrlDTO: {
      /** @description Тип витрины. */
      showcaseType: components['schemas']['ShowcaseType'];
      /** @description Ссылка на товар. */
      showcaseUrl: string;
    };
    /** @description Информация о товаре. */
    GetOfferMappingDTO: {
      /** @description Основные параметры товара. */
      offer?: components['schemas']['GetOfferDTO'];
      /** @description Информация о карточке товара на Маркете. */
      mapping?: components['schemas']['GetMappingDTO'];
      /** @description Ссылки на один и тот же товар на разных витринах Маркета. */
      showcaseUrls?: components['schemas']['ShowcaseUrlDTO'][] | null;
    };
    /** @description Информация о товарах. */
    GetOfferMappingsResultDTO: {
      /** @description Идентификатор следующей страницы. */
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
      /** @description Информация о товарах. */
      offerMappings: components['schemas']['GetOfferMappingDTO'][];
    };
    GetOfferMappingsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetOfferMappingsResultDTO'];
    };
    /**
     * @description Составляйте название по схеме: тип + бренд или производитель + модель + особенности, если есть (например, цвет, размер или вес) и количество в упаковке.
     *
     *     Не включайте в название условия продажи (например, «скидка», «бесплатная доставка» и т. д.), эмоциональные характеристики («хит», «супер» и т. д.). Не пишите слова большими буквами — кроме устоявшихся названий брендов и моделей.
     *
     *     Оптимальная длина — 50–60 символов.
     *
     *     [Рекомендации и правила](https://yandex.ru/support/marketplace/assortment/fields/title.html)
     * @example Ударная дрель Makita HP1630, 710 Вт
     */
    OfferName: string;
    /**
     * @description Подробное описание товара: например, его преимущества и особенности.
     *
     *     Не давайте в описании инструкций по установке и сборке. Не используйте слова «скидка», «распродажа», «дешевый», «подарок» (кроме подарочных категорий), «бесплатно», «акция», «специальная цена», «новинка», «new», «аналог», «заказ», «хит». Не указывайте никакой контактной информации и не давайте ссылок.
     *
     *     Для форматирования текста можно использовать теги HTML:
     *
     *     * \<h>, \<h1>, \<h2> и так далее — для заголовков;
     *     * \<br> и \<p> — для переноса строки;
     *     * \<ol> — для нумерованного списка;
     *     * \<ul> — для маркированного списка;
     *     * \<li> — для создания элементов списка (должен находиться внутри \<ol> или \<ul>);
     *     * \<div> — поддерживается, но не влияет на отображение текста.
     *
     *     Оптимальная длина — 400–600 символов.
     *
     *     [Рекомендации и правила](https://yandex.ru/support/marketplace/assortment/fields/description.html)
     */
    OfferDescription: string;
    /** @description Основные параметры товара. */
    BaseOfferDTO: {
      offerId: components['schemas']['ShopSku'];
      name?: components['schemas']['OfferName'];
      marketCategoryId?: components['schemas']['PartnerMarketCategoryId'];
      category?: components['schemas']['OfferCategory'];
      /**
       * @description Ссылки на изображения товара. Изображение по первой ссылке считается основным, остальные дополнительными.
       *
       *     **Требования к ссылкам**
       *
       *     * Указывайте ссылку целиком, включая протокол http или https.
       *     * Русские буквы в URL можно.
       *     * Можно использовать прямые ссылки на изображения и на Яндекс Диск. Ссылки на Яндекс Диске нужно копировать с помощью функции **Поделиться**. Относительные ссылки и ссылки на другие облачные хранилища — не работают.
       *
       *     ✅ `https://example-shop.ru/images/sku12345.jpg`
       *
       *     ✅ `https://yadi.sk/i/NaBoRsimVOLov`
       *
       *     ❌ `/images/sku12345.jpg`
       *
       *     ❌ `https://www.dropbox.com/s/818f/tovar.jpg`
       *
       *     Ссылки на изображение должны быть постоянными. Нельзя использовать динамические ссылки, меняющиеся от выгрузки к выгрузке.
       *
       *     Если нужно заменить изображение, выложите новое изображение по новой ссылке, а ссылку на старое удалите. Если просто заменить изображение по старой ссылке, оно не обновится.
       *
       *     [Требования к изображениям](https://yandex.ru/support/marketplace/assortment/fields/images.html)
       */
      pictures?: components['schemas']['Url'][] | null;
      /**
       * @description Ссылки (URL) на видео товара.
       *
       *     **Требования к ссылке**
       *
       *     * Указывайте ссылку целиком, включая протокол http или https.
       *     * Русские буквы в URL можно.
       *     * Можно использовать прямые ссылки на видео и на Яндекс Диск. Ссылки на Яндекс Диске нужно копировать с помощью функции **Поделиться**. Относительные ссылки и ссылки на другие облачные хранилища — не работают.
       *
       *     ✅ `https://example-shop.ru/video/sku12345.avi`
       *
       *     ✅ `https://yadi.sk/i/NaBoRsimVOLov`
       *
       *     ❌ `/video/sku12345.avi`
       *
       *     ❌ `https://www.dropbox.com/s/818f/super-tovar.avi`
       *
       *     Ссылки на видео должны быть постоянными. Нельзя использовать динамические ссылки, меняющиеся от выгрузки к выгрузке.
       *
       *     Если нужно заменить видео, выложите новое видео по новой ссылке, а ссылку на старое удалите. Если просто заменить видео по старой ссылке, оно не обновится.
       *
       *     [Требования к видео](https://yandex.ru/support/marketplace/assortment/fields/video.html)
       */
      videos?: components['schemas']['Url'][] | null;
      /** @description Список инструкций по использованию товара. */
      manuals?: components['schemas']['OfferManualDTO'][] | null;
      vendor?: components['schemas']['OfferVendor'];
      barcodes?: components['schemas']['OfferBarcodes'];
      description?: components['schemas']['OfferDescription'];
      manufacturerCountries?: components['schemas']['BaseOfferManufacturerCountries'];
      /**
       * @description Габариты упаковки и вес товара.
       *
       *     Должны быть больше 0.
       */
      weightDimensions?: components['schemas']['OfferWeightDimensionsDTO'];
      vendorCode?: components['schemas']['OfferVendorCode'];
      tags?: components['schemas']['BaseOfferTags'];
      /**
       * @description Срок годности — период, по прошествии которого товар становится непригоден.
       *
       *     Указывайте срок, указанный на банке или упаковке. Текущая дата, дата поставки или дата отгрузки значения не имеет.
       *
       *     Обязательно указывайте срок, если он есть.
       *
       *     В комментарии укажите условия хранения. Например, `Хранить в сухом помещении`.
       */
      shelfLife?: components['schemas']['TimePeriodDTO'];
      /**
       * @description Срок службы — период, в течение которого товар должен исправно выполнять свою функцию.
       *
       *     Обязательно указывайте срок, если он есть.
       *
       *     В комментарии укажите условия хранения. Например, `Использовать при температуре не ниже −10 градусов`.
       */
      lifeTime?: components['schemas']['TimePeriodDTO'];
      /**
       * @description Гарантийный срок — период, в течение которого можно заменить или починить товар без дополнительной платы.
       *
       *     Обязательно указывайте срок, если он есть.
       *
       *     В комментарии опишите особенности гарантийного обслуживания. Например, `Гарантия на аккумулятор — 6 месяцев`.
       */
      guaranteePeriod?: components['schemas']['TimePeriodDTO'];
      customsCommodityCode?: components['schemas']['BaseOfferCustomsCommodityCode'];
      commodityCodes?: components['schemas']['BaseOfferCommodityCodes'];
      /**
       * @description Номера документов на товар: сертификата, декларации соответствия и т. п.
       *
       *     Передавать можно только номера документов, сканы которого загружены в кабинете продавца по [инструкции](https://yandex.ru/support/marketplace/assortment/restrictions/certificates.html).
       */
      certificates?: string[] | null;
      boxCount?: components['schemas']['BaseOfferBoxCount'];
      /**
       * @description Состояние уцененного товара.
       *
       *     Используется только для товаров, продаваемых с уценкой.
       *
       *     [Правила продажи уцененных товаров](https://yandex.ru/support/marketplace/assortment/restrictions/used-goods.html)
       */
      condition?: components['schemas']['OfferConditionDTO'];
      /**
       * @description Особый тип товара. Указывается, если товар:
       *
       *     * имеет особый тип, который хотите убрать;
       *     * лекарство;
       *     * бумажная или электронная книга;
       *     * аудиокнига;
       *     * музыка или видео;
       *     * изготовляется на заказ;
       *     * алкоголь.
       */
      type?: components['schemas']['OfferType'];
      downloadable?: components['schemas']['BaseOfferDownloadable'];
      adult?: components['schemas']['BaseOfferAdult'];
      /**
       * @description Если товар не предназначен для детей младше определенного возраста, укажите это.
       *
       *     Возрастное ограничение можно задавать в годах (с нуля, с 6, 12, 16 или 18) или в месяцах (любое число от 0 до 12).
       */
      age?: components['schemas']['AgeDTO'];
      params?: components['schemas']['BaseOfferParams'];
    };
    /** @description Значение характеристики. */
    ParameterValueDTO: {
      /**
       * Format: int64
       * @description Идентификатор характеристики.
       */
      parameterId: number;
      /**
       * Format: int64
       * @description Идентификатор единицы измерения. Если вы не передали параметр `unitId`, используется единица измерения по умолчанию.
       */
      unitId?: number;
      /**
       * Format: int64
       * @description Идентификатор значения.
       *
       *     - Обязательно указывайте идентификатор, если передаете значение из перечня допустимых значений, полученного от Маркета.
       *     - Не указывайте для собственных значений.
       *     - Только для характеристик типа `ENUM`.
       */
      valueId?: number;
      /**
       * @description Значение.
       *
       *     Для характеристик типа `ENUM` передавайте:
       *     - вместе с `valueId`, если значение берете из справочника;
       *     - без `valueId`, если значение собственное.
       */
      value?: string;
    };
    /**
     * @description Значения параметров, которые хотите удалить, и соответствующие параметры в `UpdateOfferDTO`, в которых вы передали эти значения ранее:
     *
     *     * `ADDITIONAL_EXPENSES` — дополнительные расходы на товар (параметр `additionalExpenses`).
     *     * `ADULT` — пометка 18+ (параметр `adult`)
     *     * `AGE` — возрастное ограничение для детей (параметр `age`).
     *     * `BARCODES` — штрихкод (параметр `barcodes`).
     *     * `BOX_COUNT` — количество грузовых мест (параметр `boxCount`).
     *     * `CERTIFICATES` — номера документов на товар (параметр `certificates`).
     *     * `COMMODITY_CODES` — товарные коды (параметр `commodityCodes`).
     *     * `CONDITION` — состояние уцененного товара (параметр `condition`).
     *     * `CUSTOMS_COMMODITY_CODE` — код товара в ТН ВЭД (параметр `customsCommodityCode`).
     *     * `DESCRIPTION` — описание товара (параметр `description`).
     *     * `DOWNLOADABLE` — признак цифрового товара (параметр `downloadable`).
     *     * `GUARANTEE_PERIOD` — гарантийный срок (параметр `guaranteePeriod`).
     *     * `LIFE_TIME` — срок службы (параметр `lifeTime`).
     *     * `MANUALS` — список инструкций по использованию товара (параметр `manuals`).
     *     * `MANUFACTURER_COUNTRIES` — страна производства (параметр `manufacturerCountries`).
     *     * `PARAMETERS` — характеристики товара (параметры `params`, `parameterValues`).
     *     * `PICTURES` — ссылки на изображения товара (параметр `pictures`).
     *     * `PURCHASE_PRICE` — себестоимость (параметр `purchasePrice`).
     *     * `SHELF_LIFE` — срок годности (параметр `shelfLife`).
     *     * `TAGS` — метки товара, которые использует магазин (параметр `tags`).
     *     * `TYPE` — особый тип товара (параметр `type`).
     *     * `VENDOR_CODE` — название бренда или производителя (параметр `vendorCode`).
     *     * `VIDEOS` — ссылки на видео товара (параметр `videos`).
     * @enum {string}
     */
    DeleteOfferParameterType:
      | 'ADDITIONAL_EXPENSES'
      | 'ADULT'
      | 'AGE'
      | 'BARCODES'
      | 'BOX_COUNT'
      | 'CERTIFICATES'
      | 'COMMODITY_CODES'
      | 'CONDITION'
      | 'CUSTOMS_COMMODITY_CODE'
      | 'DESCRIPTION'
      | 'DOWNLOADABLE'
      | 'GUARANTEE_PERIOD'
      | 'LIFE_TIME'
      | 'MANUALS'
      | 'MANUFACTURER_COUNTRIES'
      | 'PARAMETERS'
      | 'PICTURES'
      | 'PURCHASE_PRICE'
      | 'SHELF_LIFE'
      | 'TAGS'
      | 'TYPE'
      | 'VENDOR_CODE'
      | 'VIDEOS';
    /** @description Параметры товара. */
    UpdateOfferDTO: components['schemas']['BaseOfferDTO'] & {
      /**
       * @description Список характеристик с их значениями.
       *
       *     {% note warning "Всегда передавайте вместе с `marketCategoryId`" %}
       *
       *     Если не передать `marketCategoryId` при изменении характеристик, они обновятся, но в ответе придет предупреждение (параметр `warnings`).
       *
       *     Если не передать их оба, будет использована информация из устаревших параметров `params` и `category`, а `marketCategoryId` будет определен автоматически.
       *
       *     {% endnote %}
       *
       *     При **изменении** характеристик передавайте только те, значение которых нужно обновить. Если в `marketCategoryId` вы меняете категорию, значения общих характеристик для старой и новой категории сохранятся, передавать их не нужно.
       *
       *     Подробнее читайте в [«Передача значений характеристики»](../../step-by-step/parameter-values.md).
       */
      parameterValues?: components['schemas']['ParameterValueDTO'][] | null;
      /** @description Цена. */
      basicPrice?: components['schemas']['PriceWithDiscountDTO'];
      /** @description Себестоимость — затраты на самостоятельное производство товара или закупку у производителя или поставщиков. */
      purchasePrice?: components['schemas']['BasePriceDTO'];
      /** @description Дополнительные расходы на товар. Например, на доставку или упаковку. */
      additionalExpenses?: components['schemas']['BasePriceDTO'];
      /**
       * @deprecated
       * @description Использовать первое видео в карточке как видеообложку.
       *
       *     Передайте `true`, чтобы первое видео использовалось как видеообложка, или `false`, чтобы видеообложка не отображалась в карточке товара.
       */
      firstVideoAsCover?: boolean;
      /**
       * @description Параметры, которые вы ранее передали в `UpdateOfferDTO`, а теперь хотите удалить.
       *
       *     Если передать `adult`, `downloadable` и `firstVideoAsCover`, они не удалятся — их значение изменится на `false`.
       *
       *     Можно передать сразу несколько значений.
       *
       *     Не используйте вместе с соответствующим параметром в `UpdateOfferDTO`. Это приведет к ошибке `400`.
       */
      deleteParameters?: components['schemas']['DeleteOfferParameterType'][] | null;
    };
    /** @description Информация о товаре. */
    UpdateOfferMappingDTO: {
      /** @description Параметры товара. */
      offer: components['schemas']['UpdateOfferDTO'];
      /** @description Информация о карточке товара на Маркете. */
      mapping?: components['schemas']['UpdateMappingDTO'];
    };
    UpdateOfferMappingsRequest: {
      /**
       * @description Список товаров, которые нужно добавить или обновить.
       *
       *     {% note warning "Скоро мы уменьшим максимальное количество товаров в запросе" %}
       *
       *     Уже сейчас не передавайте больше 100.
       *
       *     {% endnote %}
       */
      offerMappings: components['schemas']['UpdateOfferMappingDTO'][];
      /**
       * @description Будут ли использоваться только переданные вами данные о товарах.
       *
       *     Значение по умолчанию: `false`. Чтобы удалить данные, которые добавил Маркет, передайте значение `true`.
       */
      onlyPartnerMediaContent?: boolean;
    };
    /**
     * @description Типы ошибок и предупреждений:
     *
     *     * `UNKNOWN_CATEGORY` — указана неизвестная категория.
     *     * `INVALID_CATEGORY` — указана нелистовая категория. Укажите ту, которая не имеет дочерних категорий.
     *     * `EMPTY_MARKET_CATEGORY` — не указана категория Маркета при передаче характеристик категории.
     *     * `UNKNOWN_PARAMETER` — передана характеристика, которой нет среди характеристик категории.
     *     * `UNEXPECTED_BOOLEAN_VALUE` — вместо boolean-значения передано что-то другое.
     *     * `NUMBER_FORMAT` — передана строка, не обозначающая число, вместо числа.
     *     * `INVALID_UNIT_ID` — передана единица измерения, недопустимая для характеристики.
     *     * `INVALID_GROUP_ID_LENGTH` — в названии превышено допустимое значение символов — 255.
     *     * `INVALID_GROUP_ID_CHARACTERS` — переданы [недопустимые символы](*ascii-code).
     *     * `INVALID_PICKER_URL` — передана ссылка на изображение для миниатюры, которой нет в переданных ссылках на изображение товара.
     *     * `LOCKED_DIMENSIONS` — переданы габариты упаковки, которые нельзя изменить.
     *     * `INVALID_COMMODITY_CODE` — передан некорректный товарный код.
     *
     *     Проверить, какие категорийные характеристики доступны для заданной категории, и получить их настройки можно с помощью запроса [POST v2/category/{categoryId}/parameters](../../reference/content/getCategoryContentParameters).
     * @enum {string}
     */
    OfferMappingErrorType:
      | 'UNKNOWN_CATEGORY'
      | 'INVALID_CATEGORY'
      | 'EMPTY_MARKET_CATEGORY'
      | 'UNKNOWN_PARAMETER'
      | 'UNEXPECTED_BOOLEAN_VALUE'
      | 'NUMBER_FORMAT'
      | 'INVALID_UNIT_ID'
      | 'INVALID_GROUP_ID_LENGTH'
      | 'INVALID_GROUP_ID_CHARACTERS'
      | 'INVALID_PICKER_URL'
      | 'LOCKED_DIMENSIONS'
      | 'INVALID_COMMODITY_CODE';
    /** @description Текст ошибки или предупреждения. */
    OfferMappingErrorDTO: {
      type: components['schemas']['OfferMappingErrorType'];
      /**
       * Format: int64
       * @description Идентификатор характеристики, с которой связана ошибка или предупреждение.
       */
      parameterId?: number;
      /** @description Текст ошибки или предупреждения. */
      message: string;
    };
    /** @description Ошибки и предупреждения, которые появились из-за переданных характеристик. */
    UpdateOfferMappingResultDTO: {
      offerId: components['schemas']['ShopSku'];
      /**
       * @description Ошибки.
       *
       *     Если хотя бы по одному товару есть ошибка, информация в каталоге не обновится по всем переданным товарам.
       */
      errors?: components['schemas']['OfferMappingErrorDTO'][] | null;
      /**
       * @description Предупреждения.
       *
       *     Информация в каталоге обновится.
       */
      warnings?: components['schemas']['OfferMappingErrorDTO'][] | null;
    };
    /** @description Описывает проблемы, возникшие при сохранении товара. */
    UpdateOfferMappingsResponse: components['schemas']['ApiResponse'] & {
      /**
       * @description Ошибки и предупреждения, которые появились при обработке списка характеристик. Каждый элемент списка соответствует одному товару.
       *
       *     Если ошибок и предупреждений нет, поле не передается.
       */
      results?: components['schemas']['UpdateOfferMappingResultDTO'][] | null;
    };
    /** @description Товары, которые нужно поместить в архив. */
    AddOffersToArchiveRequest: {
      /** @description Список товаров, которые нужно поместить в архив. */
      offerIds: components['schemas']['ShopSku'][];
    };
    /**
     * @description Причина, по которой товар не удалось поместить в архив:
     *
     *     * `OFFER_HAS_STOCKS` — товар хранится на складе Маркета.
     *
     *     * `UNKNOWN` — неизвестная причина ошибки. Скорее всего произошел сбой на стороне Маркета. Если ошибка повторяется долгое время, обратитесь в поддержку.
     * @enum {string}
     */
    AddOffersToArchiveErrorType: 'OFFER_HAS_STOCKS' | 'UNKNOWN';
    /** @description Товар, который не удалось поместить в архив. */
    AddOffersToArchiveErrorDTO: {
      offerId: components['schemas']['ShopSku'];
      /** @description Причина, по которой товар не удалось поместить в архив. */
      error: components['schemas']['AddOffersToArchiveErrorType'];
    };
    /** @description Товары, которые не удалось поместить в архив. */
    AddOffersToArchiveDTO: {
      /** @description Список товаров, которые не удалось поместить в архив. */
      notArchivedOffers?: components['schemas']['AddOffersToArchiveErrorDTO'][] | null;
    };
    /** @description Результат архивации товаров. */
    AddOffersToArchiveResponse: components['schemas']['ApiResponse'] & {
      /** @description Товары, которые не удалось поместить в архив. */
      result?: components['schemas']['AddOffersToArchiveDTO'];
    };
    /** @description Товары, которые нужно восстановить из архива. */
    DeleteOffersFromArchiveRequest: {
      /** @description Список товаров, которые нужно восстановить из архива. */
      offerIds: components['schemas']['ShopSku'][];
    };
    /** @description Товары, которые не удалось восстановить из архива. */
    DeleteOffersFromArchiveDTO: {
      /** @description Список товаров, которые не удалось восстановить из архива. */
      notUnarchivedOfferIds?: components['schemas']['ShopSku'][] | null;
    };
    /** @description Результат разархивации товаров. */
    DeleteOffersFromArchiveResponse: components['schemas']['ApiResponse'] & {
      /** @description Товары, которые не удалось восстановить из архива. */
      result?: components['schemas']['DeleteOffersFromArchiveDTO'];
    };
    /** @description Товары, для которых нужно сгенерировать штрихкоды. */
    GenerateOfferBarcodesRequest: {
      /** @description Список товаров, для которых нужно сгенерировать штрихкоды. */
      offerIds: components['schemas']['ShopSku'][];
      /**
       * @description Для каких товаров нужно сгенерировать штрихкоды:
       *
       *     * `false` — для всех, которые переданы в запросе.
       *     * `true` — только для тех, у которых их нет.
       * @default true
       */
      skipIfExists?: boolean;
    };
    /**
     * @description Товары, для которых не удалось сгенерировать штрихкоды.
     *
     *     Проверьте корректность переданных `offerId`. Если ошибка повторяется, обратитесь в службу поддержки — перейдите в [кабинет продавца на Маркете](https://partner.market.yandex.ru/business/any/support) и нажмите кнопку **Создать обращение**.
     */
    GenerateOfferBarcodesResultDTO: {
      /** @description Список товаров, для которых не удалось сгенерировать штрихкоды. */
      unprocessedOfferIds: components['schemas']['ShopSku'][];
    };
    /** @description Результат генерации штрихкодов. */
    GenerateOfferBarcodesResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GenerateOfferBarcodesResultDTO'];
    };
    /** @description Цены. */
    UpdateBusinessPricesDTO: components['schemas']['PriceWithDiscountDTO'] & {
      /**
       * @description Минимальная цена товара для попадания в акцию «Бестселлеры Маркета». Подробнее об этом способе участия читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/ru/marketing/promos/market/bestsellers#minimum).
       *
       *     При передаче цены ориентируйтесь на значение параметра `maxPromoPrice` (максимально возможная цена для участия в акции) в методе [POST v2/businesses/{businessId}/promos/offers](../../reference/promos/getPromoOffers.md).
       *
       *     Товар не попадет в акцию с помощью этого способа, если:
       *
       *     * Не передать этот параметр. Удалится значение, которое вы указали ранее.
       *     * В методе [POST v2/businesses/{businessId}/offer-prices](../../reference/prices/getDefaultPrices.md) для этого товара возвращается параметр `excludedFromBestsellers` со значением `true`.
       *
       *       Но товар по-прежнему сможет попасть в акцию через [автоматическое участие](*auto) или [ручное добавление](*updatePromoOffers).
       */
      minimumForBestseller?: number;
    };
    /** @description Товар с новой ценой. */
    UpdateBusinessOfferPriceDTO: {
      offerId: components['schemas']['ShopSku'];
      price: components['schemas']['UpdateBusinessPricesDTO'];
    };
    /** @description Запрос на установку цен, которые действуют во всех магазинах. */
    UpdateBusinessPricesRequest: {
      /**
       * @description Список товаров с ценами.
       *
       *     В рамках одного запроса все значения `offerId` должны быть уникальными. Не допускается передача двух объектов с одинаковым `offerId`.
       */
      offers: components['schemas']['UpdateBusinessOfferPriceDTO'][];
    };
    /**
     * Format: int32
     * @description Идентификатор НДС, применяемый для товара:
     *
     *     * `2` — НДС 10%. Например, используется при реализации отдельных продовольственных и медицинских товаров.
     *     * `5` — НДС 0%. Например, используется при продаже товаров, вывезенных в таможенной процедуре экспорта, или при оказании услуг по международной перевозке товаров.
     *     * `6` — НДС не облагается, используется только для отдельных видов услуг.
     *     * `7` — НДС 20%. Основной НДС с 2019 года до 1 января 2026 года. При передаче автоматически заменяется на НДС 22% (14). С 1 июля 2026 года значение будет больше недоступно для передачи.
     *     * `10` — НДС 5%. НДС для упрощенной системы налогообложения (УСН).
     *     * `11` — НДС 7%. НДС для упрощенной системы налогообложения (УСН).
     *     * `14` — НДС 22%. Основной НДС с 1 января 2026 года.
     *
     *     Если параметр не указан, используется НДС, установленный в кабинете.
     *
     *     **Для продавцов :no-translate[Market Yandex Go]** недоступна передача и получение НДС.
     */
    VatType: number;
    /** @description Цена с указанием скидки, валюты и времени последнего обновления. */
    PriceDTO: {
      /** @description Цена товара. */
      value?: number;
      discountBase?: components['schemas']['DiscountBase'];
      /** @description Валюта, в которой указана цена товара. */
      currencyId?: components['schemas']['CurrencyType'];
      vat?: components['schemas']['VatType'];
    };
    /** @description Товар с информацией о новой цене на него. */
    OfferPriceDTO: {
      offerId?: components['schemas']['ShopSku'];
      price?: components['schemas']['PriceDTO'];
    };
    /** @description Запрос на установку цен на товары. */
    UpdatePricesRequest: {
      /** @description Список товаров. */
      offers: components['schemas']['OfferPriceDTO'][];
    };
    /** @description Информация об установленной цене на товар. */
    OfferPriceResponseDTO: {
      /** @description Идентификатор предложения из прайс-листа. */
      id?: string;
      price?: components['schemas']['PriceDTO'];
      marketSku?: components['schemas']['MarketSku'];
      /**
       * Format: date-time
       * @description Дата и время последнего обновления цены на товар.
       */
      updatedAt?: string;
    };
    /** @description Список цен на товары. */
    OfferPriceListResponseDTO: {
      /** @description Страница списка. */
      offers: components['schemas']['OfferPriceResponseDTO'][];
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
      /**
       * Format: int32
       * @description Количество всех цен магазина, измененных через API.
       */
      total?: number;
    };
    /** @description Ответ на запрос списка цен. */
    GetPricesResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OfferPriceListResponseDTO'];
    };
    /** @description Запрос списка цен. */
    GetPricesByOfferIdsRequest: {
      /**
       * @description Список SKU.
       *
       *     {% note warning "Такой список возвращается только целиком" %}
       *
       *     Если вы запрашиваете информацию по конкретным SKU, не заполняйте:
       *
       *     * `pageToken`
       *     * `limit`
       *
       *     {% endnote %}
       */
      offerIds?: components['schemas']['ShopSku'][] | null;
    };
    /** @description Информация об установленной цене. */
    OfferPriceByOfferIdsResponseDTO: {
      offerId?: components['schemas']['ShopSku'];
      price?: components['schemas']['PriceDTO'];
      /**
       * Format: date-time
       * @description Дата и время последнего обновления цены.
       */
      updatedAt?: string;
    };
    /** @description Список цен. */
    OfferPriceByOfferIdsListResponseDTO: {
      /** @description Страница списка цен. */
      offers: components['schemas']['OfferPriceByOfferIdsResponseDTO'][];
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    /** @description Ответ на запрос списка цен. */
    GetPricesByOfferIdsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OfferPriceByOfferIdsListResponseDTO'];
    };
    /** @description Запрос списка цен. */
    GetDefaultPricesRequest: {
      /** @description Идентификаторы товаров, информация о которых нужна. */
      offerIds?: components['schemas']['ShopSku'][] | null;
      /** @description Находится ли товар в архиве. */
      archived?: boolean;
    };
    /** @description Цена с указанием валюты, скидки и времени последнего обновления, а также минимальная цена для попадания в акцию «Бестселлеры Маркета». */
    OfferDefaultPriceDTO: {
      /**
       * @description Минимальная цена товара для попадания в акцию «Бестселлеры Маркета». Подробнее об этом способе участия читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/ru/marketing/promos/market/bestsellers#minimum).
       *
       *     Передается в методе [POST v2/businesses/{businessId}/offer-prices/updates](../../reference/prices/updateBusinessPrices.md).
       */
      minimumForBestseller?: number;
      /**
       * @description Признак того, что товар не попадает в акцию «Бестселлеры Маркета». Подробнее об акции читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/marketing/promos/market/bestsellers).
       *
       *     Если значение `true`, в методе [POST v2/businesses/{businessId}/offer-prices/updates](../../reference/prices/updateBusinessPrices.md) параметр `minimumForBestseller` игнорируется.
       */
      excludedFromBestsellers?: boolean;
      /** @description Цена товара. */
      value?: number;
      /** @description Валюта. */
      currencyId?: components['schemas']['CurrencyType'];
      discountBase?: components['schemas']['DiscountBase'];
      /**
       * Format: date-time
       * @description Время последнего обновления.
       */
      updatedAt?: string;
    };
    /** @description Информация об установленной цене на товар. */
    OfferDefaultPriceResponseDTO: {
      offerId: components['schemas']['ShopSku'];
      price?: components['schemas']['OfferDefaultPriceDTO'];
    };
    /** @description Список цен на товары. */
    OfferDefaultPriceListResponseDTO: {
      /** @description Список товаров. */
      offers: components['schemas']['OfferDefaultPriceResponseDTO'][];
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    /** @description Ответ на запрос списка цен. */
    GetDefaultPricesResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OfferDefaultPriceListResponseDTO'];
    };
    /**
     * @description Фильтрации товаров
     *
     *     В запросе можно указать либо фильтр `offerIds, либо любые другие фильтры товаров. Совместное использование фильтра offerIds с другими фильтрациями приведет к ошибке.
     */
    GetQuarantineOffersRequest: {
      /**
       * @description Идентификаторы товаров, информация о которых нужна.
       *     <br><br>
       *     ⚠️ Не используйте это поле одновременно с фильтрами по статусам карточек, категориям, брендам или тегам. Если вы хотите воспользоваться фильтрами, оставьте поле пустым.
       */
      offerIds?: components['schemas']['ShopSku'][] | null;
      /**
       * @description Фильтр по статусам карточек.
       *
       *     [Что такое карточка товара](https://yandex.ru/support/marketplace/assortment/content/index.html)
       */
      cardStatuses?: components['schemas']['OfferCardStatusType'][] | null;
      /** @description Фильтр по категориям на Маркете. */
      categoryIds?: number[] | null;
      /** @description Фильтр по брендам. */
      vendorNames?: string[] | null;
      /** @description Фильтр по тегам. */
      tags?: string[] | null;
    };
    /**
     * @description Типы карантина:
     *
     *     * `PRICE_CHANGE` — новая цена слишком сильно отличается от прежней. В поле `params` будет  новая цена `CURRENT_PRICE` и последняя цена до попадания в карантин `LAST_VALID_PRICE`.
     *     * `LOW_PRICE` — установленная цена слишком сильно отличается от рыночной. В поле `params` будет установленная вами цена `CURRENT_PRICE` и порог попадания в карантин `MIN_PRICE`.
     *     * `LOW_PRICE_PROMO` — цена после применения акций слишком сильно отличается от рыночной. В поле `params` будет цена после применения акций `CURRENT_PRICE` и порог попадания в карантин `MIN_PRICE`.
     * @enum {string}
     */
    PriceQuarantineVerdictType: 'PRICE_CHANGE' | 'LOW_PRICE' | 'LOW_PRICE_PROMO';
    /**
     * @description Имя параметра причины скрытия товара по цене.
     *
     *     * `CURRENT_PRICE` — цена, из-за которой товар попал в карантин.
     *     * `LAST_VALID_PRICE` — последняя цена до попадания в карантин (только для карантина типа `PRICE_CHANGE`).
     *     * `MIN_PRICE` — порог попадания в карантин (только для карантина типов `LOW_PRICE` и `LOW_PRICE_PROMO`).
     *     * `CURRENCY` — валюта.
     * @enum {string}
     */
    PriceQuarantineVerdictParamNameType:
      'CURRENT_PRICE' | 'LAST_VALID_PRICE' | 'MIN_PRICE' | 'CURRENCY';
    /** @description Параметр карантина. */
    PriceQuarantineVerdictParameterDTO: {
      /** @description Название параметра. */
      name: components['schemas']['PriceQuarantineVerdictParamNameType'];
      /** @description Значение параметра. */
      value: string;
    };
    /** @description Причина попадания товара в карантин. */
    PriceQuarantineVerdictDTO: {
      /** @description Тип карантина. */
      type?: components['schemas']['PriceQuarantineVerdictType'];
      /** @description Цена, из-за которой товар попал в карантин, и значения для сравнения. Конкретный набор параметров зависит от типа карантина. */
      params: components['schemas']['PriceQuarantineVerdictParameterDTO'][];
    };
    /** @description Товар в карантине. */
    QuarantineOfferDTO: {
      offerId?: components['schemas']['ShopSku'];
      /**
       * @deprecated
       * @description {% note warning "Вместо него используйте значение из `verdicts` → `params`." %}
       *
       *
       *
       *     {% endnote %}
       *
       *     Новая цена.
       */
      currentPrice?: components['schemas']['BasePriceDTO'];
      /**
       * @deprecated
       * @description {% note warning "Вместо него используйте значение из `verdicts` → `params`." %}
       *
       *
       *
       *     {% endnote %}
       *
       *     Последняя цена до попадания в карантин.
       */
      lastValidPrice?: components['schemas']['BasePriceDTO'];
      /** @description Причины попадания товара в карантин. */
      verdicts?: components['schemas']['PriceQuarantineVerdictDTO'][] | null;
    };
    /** @description Список товаров в карантине. */
    GetQuarantineOffersResultDTO: {
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
      /** @description Страница списка товаров в карантине. */
      offers: components['schemas']['QuarantineOfferDTO'][];
    };
    /** @description Ответ на запрос списка товаров в карантине. */
    GetQuarantineOffersResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetQuarantineOffersResultDTO'];
    };
    /** @description Запрос на подтверждение цены. */
    ConfirmPricesRequest: {
      /** @description Идентификаторы товаров, у которых подтверждается цена. */
      offerIds: components['schemas']['ShopSku'][];
    };
    /** @description Информация о страницах результатов. */
    PackagingScrollingPagerDTO: {
      /** @description Идентификатор следующей страницы результатов. */
      nextPageToken?: string;
      /**
       * @deprecated
       * @description Идентификатор предыдущей страницы результатов.
       */
      prevPageToken?: string;
    };
    /** @description Информация о скрытии. */
    HiddenOfferDTO: {
      /** @description Идентификатор предложения из прайс-листа. */
      offerId: components['schemas']['ShopSku'];
    };
    /** @description Список скрытых вами товаров. */
    GetHiddenOffersResultDTO: {
      paging?: components['schemas']['PackagingScrollingPagerDTO'];
      /** @description Список скрытых товаров. */
      hiddenOffers: components['schemas']['HiddenOfferDTO'][];
    };
    /** @description Ответ на запрос списка скрытий. */
    GetHiddenOffersResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetHiddenOffersResultDTO'];
    };
    /** @description Запрос на скрытие оферов. */
    AddHiddenOffersRequest: {
      /**
       * @description Список скрытых товаров.
       *
       *     В рамках одного запроса все значения `offerId` должны быть уникальными. Не допускается передача двух объектов с одинаковым `offerId`.
       */
      hiddenOffers: components['schemas']['HiddenOfferDTO'][];
    };
    /** @description Запрос на возобновление показа оферов. */
    DeleteHiddenOffersRequest: {
      /** @description Список скрытых товаров. */
      hiddenOffers: components['schemas']['HiddenOfferDTO'][];
    };
    /** @description Информация об остатках товара. */
    UpdateStockItemDTO: {
      /**
       * Format: int64
       * @description Количество доступного товара.
       */
      count: number;
      /**
       * Format: date-time
       * @description Дата и время последнего обновления информации об остатках.
       *     <br><br>
       *     Если вы не передали параметр `updatedAt`, используется текущее время.
       *     <br><br>
       *     Формат даты и времени: ISO 8601 со смещением относительно UTC. Например, `2017-11-21T00:42:42+03:00`.
       */
      updatedAt?: string;
    };
    /** @description Информация об остатках одного товара на одном из складов. */
    UpdateStockDTO: {
      sku: components['schemas']['ShopSku'];
      /** @description Информация об остатках товара. */
      items: components['schemas']['UpdateStockItemDTO'][];
    };
    /** @description Запрос на изменение информации по остаткам товаров. */
    UpdateStocksRequest: {
      /**
       * @description Данные об остатках товаров.
       *
       *     В рамках одного запроса все значения `sku` должны быть уникальными. Не допускается передача двух объектов с одинаковым `sku`.
       */
      skus: components['schemas']['UpdateStockDTO'][];
    };
    /** @description Фильтры для запроса остатков. */
    GetWarehouseStocksRequest: {
      /**
       * Format: int64
       * @description Идентификатор склада.
       *
       *     Если параметр указан, возвращаются только товары на переданном складе.
       *
       *     **Для моделей FBY и LaaS:** получить список складов Маркета можно с помощью метода [GET v2/warehouses](../../reference/warehouses/getFulfillmentWarehouses.md).
       */
      stocksWarehouseId?: number;
      /**
       * @description **Только для моделей FBY и LaaS**
       *
       *     Фильтр по наличию товаров. Используйте только вместе со `stocksWarehouseId`.
       *
       *     Передайте `false`, чтобы получить информацию о товарах, которых нет в наличие. При значении `true` возвращаются данные о товарах, которые есть на указанном складе.
       */
      hasStocks?: boolean;
      /**
       * @description **Только для моделей FBY и LaaS**
       *
       *     Возвращать ли информацию по оборачиваемости.
       *
       *     Значение по умолчанию: `false`. Если информация нужна, передайте значение `true`.
       * @default false
       */
      withTurnover?: boolean;
      /**
       * @description Фильтр по нахождению в архиве.
       *
       *     Передайте `true`, чтобы получить информацию об остатках товаров, которые находятся в архиве. Если фильтр не заполнен или передано `false`, в ответе возвращается информация о товарах, которые не находятся в архиве.
       */
      archived?: boolean;
      /**
       * @description Фильтр по вашим SKU товаров.
       *
       *     Возвращается информация об остатках всех переданных SKU, включая товары в архиве.
       *
       *     {% note warning "Такой список возвращается только целиком" %}
       *
       *     Если вы запрашиваете информацию по конкретным SKU, не заполняйте:
       *
       *     * `pageToken`
       *     * `limit`
       *     * `archived`
       *     * `stocksOnWarehouse`
       *
       *     {% endnote %}
       */
      offerIds?: components['schemas']['ShopSku'][] | null;
    };
    /**
     * @description Оценка оборачиваемости.
     *
     *     |enum|Диапазон оборачиваемости|Комментарий|
     *     |-|-|-|
     *     |`LOW`|`turnoverDays` ≥ 120||
     *     |`ALMOST_LOW`|100 ≤ `turnoverDays` < 120||
     *     |`HIGH`|45 ≤ `turnoverDays` < 100||
     *     |`VERY_HIGH`|0 ≤ `turnoverDays` < 45||
     *     |`NO_SALES`|—|Продаж нет.|
     *     |`FREE_STORE`|Любое значение.|Платить за хранение товаров этой категории не требуется.|
     * @enum {string}
     */
    TurnoverType: 'LOW' | 'ALMOST_LOW' | 'HIGH' | 'VERY_HIGH' | 'NO_SALES' | 'FREE_STORE';
    /**
     * @description Информация об оборачиваемости товара.
     *
     *     Подробнее о хранении и оборачиваемости товаров читайте в [Справке Маркета для продавцов](https://yandex.ru/support/marketplace/ru/storage/logistics#turnover).
     */
    TurnoverDTO: {
      /** @description Оценка оборачиваемости. */
      turnover: components['schemas']['TurnoverType'];
      /**
       * Format: double
       * @description Значение в днях.
       */
      turnoverDays?: number;
    };
    /**
     * @description Тип остатков товаров на складе:
     *
     *     * `AVAILABLE` (соответствует типу «Доступный к заказу» в отчете «Остатки на складе» в кабинете продавца на Маркете) — товар, доступный для продажи.
     *
     *     * `DEFECT` (соответствует типу «Брак») — товар с браком.
     *
     *     * `EXPIRED` (соответствует типу «Просрочен») — товар с истекшим сроком годности.
     *
     *     * `FIT` (соответствует типу «Годный») — товар, который доступен для продажи или уже зарезервирован.
     *
     *     * `FREEZE` — товар, который зарезервирован для заказов.
     *
     *     * `QUARANTINE` (соответствует типу «Карантин») — товар, временно недоступный для продажи (например, товар перемещают из одного помещения склада в другое).
     *
     *     * `UTILIZATION` — товар, который будет утилизирован.
     * @enum {string}
     */
    WarehouseStockType:
      'FIT' | 'FREEZE' | 'AVAILABLE' | 'QUARANTINE' | 'UTILIZATION' | 'DEFECT' | 'EXPIRED';
    /** @description Информация об остатках товара. */
    WarehouseStockDTO: {
      /** @description Тип остатков. */
      type: components['schemas']['WarehouseStockType'];
      /**
       * Format: int64
       * @description Значение остатков.
       */
      count: number;
    };
    /** @description Информация об остатках товара. */
    WarehouseOfferDTO: {
      offerId: components['schemas']['ShopSku'];
      /** @description Информация об оборачиваемости. */
      turnoverSummary?: components['schemas']['TurnoverDTO'];
      /** @description Информация об остатках. */
      stocks: components['schemas']['WarehouseStockDTO'][];
      /**
       * Format: date-time
       * @description Дата и время последнего обновления информации об остатках.
       *
       *     Формат даты и времени: ISO 8601 со смещением относительно UTC. Например, `2023-11-21T00:42:42+03:00`.
       */
      updatedAt?: string;
    };
    /** @description Информация об остатках товаров на складе. */
    WarehouseOffersDTO: {
      /**
       * Format: int64
       * @description Идентификатор склада.
       *
       *     **Для моделей FBY и LaaS:** возвращается идентификатор склада Маркета.
       *
       *     **Для модели FBS:** может возвращаться идентификатор как партнерского склада, так и склада возвратов Маркета.
       */
      warehouseId: number;
      /** @description Информация об остатках. */
      offers: components['schemas']['WarehouseOfferDTO'][];
    };
    /** @description Список складов с информацией об остатках на каждом из них. */
    GetWarehouseStocksDTO: {
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
      /**
       * @description Страница списка складов.
       *
       *     **Для моделей FBY и LaaS:** может содержать несколько складов Маркета.
       *
       *     **Для модели FBS:** может содержать как партнерский склад, так и склад возвратов Маркета.
       */
      warehouses: components['schemas']['WarehouseOffersDTO'][];
    };
    GetWarehouseStocksResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetWarehouseStocksDTO'];
    };
    /** @description Информация о службе доставки. */
    DeliveryServiceInfoDTO: {
      /**
       * Format: int64
       * @description Идентификатор службы доставки.
       */
      id: number;
      /** @description Название службы доставки. */
      name: string;
    };
    /** @description Информация о службах доставки. */
    DeliveryServicesDTO: {
      /** @description Информация о службе доставки. */
      deliveryService: components['schemas']['DeliveryServiceInfoDTO'][];
    };
    /** @description Ответ на запрос списка служб доставки. */
    GetDeliveryServicesResponse: {
      result?: components['schemas']['DeliveryServicesDTO'];
    };
    /** @description Товар, для которого нужно вернуть варианты доставки. */
    GetDeliveryOptionsItemDTO: components['schemas']['BasicOrderItemDTO'] & {
      /**
       * Format: int64
       * @description Идентификатор фулфилмент-склада Маркета.
       *
       *     Передайте этот параметр, чтобы вернулись варианты доставки для указанного склада. Иначе Маркет сам выберет склад.
       *
       *     [Как узнать остатки товаров на складах](../../reference/stocks/getStocks.md)
       */
      warehouseId?: number;
    };
    /**
     * @description Информация о доставке в пункт выдачи.
     *
     *     Не передавайте вместе с `courierDelivery`.
     */
    PickupDeliveryParametersDTO: {
      /** @description Идентификаторы пунктов выдачи. */
      logisticPointsIds: components['schemas']['LogisticPointId'][];
    };
    /**
     * @description Информация о курьерской доставке.
     *
     *     Не передавайте вместе с `pickupDelivery`.
     */
    CourierDeliveryParametersDTO: {
      /** @description Полный адрес с точностью до номера дома. */
      fullAddress: string;
    };
    /**
     * @description Запрос для получения вариантов доставки.
     *
     *     Используйте `pickupDelivery` для получения вариантов доставки самовывозом и `courierDelivery` для получения вариантов доставки курьером.
     */
    GetDeliveryOptionsRequest: {
      /**
       * @description Товары на складах, для которых нужно вернуть варианты доставки.
       *
       *     В рамках одного запроса все значения `offerId` должны быть уникальными. Не допускается передача двух объектов с одинаковым `offerId`.
       */
      items: components['schemas']['GetDeliveryOptionsItemDTO'][];
      pickupDelivery?: components['schemas']['PickupDeliveryParametersDTO'];
      courierDelivery?: components['schemas']['CourierDeliveryParametersDTO'];
    };
    /**
     * Format: int64
     * @description Идентификатор фулфилмент-склада Маркета.
     */
    WarehouseId: number;
    /** @description Стоимость, которую магазин должен заплатить за доставку с выбранным вариантом. */
    DeliveryOptionPriceDTO: components['schemas']['CurrencyValueDTO'];
    /** @description Временной интервал и стоимость доставки. */
    PickupOptionDTO: {
      deliveryDateInterval: components['schemas']['DeliveryDateIntervalDTO'];
      price: components['schemas']['DeliveryOptionPriceDTO'];
    };
    /** @description Временной интервал, идентификатор пункта выдачи и способ оплаты. */
    PickupOptionsDTO: {
      logisticPointId: components['schemas']['LogisticPointId'];
      /** @description Варианты доставки в ПВЗ. */
      options: components['schemas']['PickupOptionDTO'][];
    };
    /** @description Информация о доставке в пункт выдачи. */
    PickupDeliveryOptionsDTO: {
      /** @description Информация о доставке в пункт выдачи. */
      pickupOptions: components['schemas']['PickupOptionsDTO'][];
    };
    /** @description Временные интервалы и способ оплаты. */
    CourierDeliveryOptionDTO: {
      deliveryDateInterval: components['schemas']['DeliveryDateIntervalDTO'];
      deliveryTimeInterval: components['schemas']['TimeIntervalDTO'];
      price: components['schemas']['DeliveryOptionPriceDTO'];
    };
    /** @description Информация о курьерской доставке. */
    CourierDeliveryOptionsDTO: {
      /** @description Информация о курьерской доставке. */
      courierDeliveryOptions: components['schemas']['CourierDeliveryOptionDTO'][];
    };
    /** @description Варианты доставки. */
    WarehouseDeliveryOptionsDTO: {
      pickupDelivery?: components['schemas']['PickupDeliveryOptionsDTO'];
      courierDelivery?: components['schemas']['CourierDeliveryOptionsDTO'];
    };
    /** @description Варианты доставки со склада. */
    WarehousesDeliveryOptionsDTO: {
      warehouseId: components['schemas']['WarehouseId'];
      deliveryOptions: components['schemas']['WarehouseDeliveryOptionsDTO'];
      /** @description Товары в заказе. */
      items: components['schemas']['BasicOrderItemDTO'][];
    };
    /** @description Список доступных вариантов для разных складов. */
    GetDeliveryOptionsDTO: {
      /** @description Варианты доставки для разных складов. */
      warehousesDeliveryOptions: components['schemas']['WarehousesDeliveryOptionsDTO'][];
    };
    /** @description Ответ на запрос получения вариантов доставки. */
    GetDeliveryOptionsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetDeliveryOptionsDTO'];
    };
    /** @description Запрос для получения вариантов доставки возвратов. */
    GetReturnDeliveryOptionsRequest: {
      /** @description Товары в возврате. */
      items: components['schemas']['BasicOrderItemDTO'][];
      pickupDelivery: components['schemas']['PickupDeliveryParametersDTO'];
    };
    /** @description Информация о пунктах выдачи. */
    PickupReturnDeliveryOptionsDTO: {
      /** @description Идентификаторы пунктов выдачи. */
      logisticPointIds: components['schemas']['LogisticPointId'][];
    };
    /** @description Информация о пунктах выдачи, которые могут принять возврат указанных товаров. */
    GetReturnDeliveryOptionsDTO: {
      pickupDelivery: components['schemas']['PickupReturnDeliveryOptionsDTO'];
    };
    /** @description Информация о доступных пунктах выдачи. */
    GetReturnDeliveryOptionsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetReturnDeliveryOptionsDTO'];
    };
    /**
     * @description Текущий статус заказа:
     *
     *     * `CANCELLED_BEFORE_PROCESSING` — заказ отменен до начала его обработки.
     *
     *     * `CANCELLED_IN_DELIVERY` — заказ отменен во время его доставки.
     *
     *     * `CANCELLED_IN_PROCESSING` — заказ отменен во время его обработки.
     *
     *     * `DELIVERY` — заказ передан службе доставки.
     *
     *     * `DELIVERED` — заказ доставлен.
     *
     *     * `PARTIALLY_DELIVERED` — заказ частично доставлен.
     *
     *         {% note warning "Статус заказа может перейти в `PARTIALLY_DELIVERED` не сразу" %}
     *
     *         Если в доставленном заказе был невыкуп, статус изменится только после получения заказа на складе Маркета.
     *
     *         {% endnote %}
     *
     *     * `PARTIALLY_RETURNED` — заказ частично возвращен покупателем.
     *
     *     * `PENDING` — заказ ожидает подтверждения.
     *
     *     * `PICKUP` — заказ доставлен в пункт выдачи.
     *
     *     * `PROCESSING` — заказ в обработке.
     *
     *     * `RESERVED` — товар зарезервирован на складе.
     *
     *     * `RETURNED` — заказ полностью возвращен покупателем.
     *
     *     * `UNKNOWN` — неизвестный статус заказа.
     *
     *     * `UNPAID` — заказ от юридического лица ожидает оплаты.
     *
     *     * `LOST` — заказ утерян.
     * @enum {string}
     */
    OrderStatsStatusType:
      | 'CANCELLED_BEFORE_PROCESSING'
      | 'CANCELLED_IN_DELIVERY'
      | 'CANCELLED_IN_PROCESSING'
      | 'DELIVERY'
      | 'DELIVERED'
      | 'PARTIALLY_DELIVERED'
      | 'PARTIALLY_RETURNED'
      | 'PENDING'
      | 'PICKUP'
      | 'PROCESSING'
      | 'RESERVED'
      | 'RETURNED'
      | 'UNKNOWN'
      | 'UNPAID'
      | 'LOST';
    /** @description Запрос информации по заказам. */
    GetOrdersStatsRequest: {
      /**
       * Format: date
       * @description Начальная дата, когда заказ был сформирован.
       *
       *     Формат даты: `ГГГГ‑ММ‑ДД`.
       *
       *     Нельзя использовать вместе с параметрами `updateFrom` и `updateTo`.
       */
      dateFrom?: string;
      /**
       * Format: date
       * @description Конечная дата, когда заказ был сформирован.
       *
       *     Формат даты: `ГГГГ‑ММ‑ДД`.
       *
       *     Нельзя использовать вместе с параметрами `updateFrom` и `updateTo`.
       */
      dateTo?: string;
      /**
       * Format: date
       * @description Начальная дата периода, за который были изменения в заказе (например, статуса или информации о платежах).
       *
       *     Формат даты: `ГГГГ‑ММ‑ДД`.
       *
       *     Нельзя использовать вместе с параметрами `dateFrom` и `dateTo`.
       */
      updateFrom?: string;
      /**
       * Format: date
       * @description Конечная дата периода, за который были изменения в заказе (например, статуса или информации о платежах).
       *
       *     Формат даты: `ГГГГ‑ММ‑ДД`.
       *
       *     Нельзя использовать вместе с параметрами `dateFrom` и `dateTo`.
       */
      updateTo?: string;
      /** @description Список идентификаторов заказов. */
      orders?: number[] | null;
      /** @description Список статусов заказов. */
      statuses?: components['schemas']['OrderStatsStatusType'][] | null;
      /**
       * @description Фильтр для получения заказов, в которых есть хотя бы один товар с кодом идентификации в системе [«Честный ЗНАК»](https://честныйзнак.рф/) или [«ASL BELGISI»](https://aslbelgisi.uz) (для продавцов :no-translate[Market Yandex Go]):
       *
       *     * `true` — да.
       *     * `false` — нет.
       *     Такие коды присваиваются товарам, которые подлежат маркировке и относятся к определенным категориям.
       */
      hasCis?: boolean;
    };
    /**
     * @description Тип оплаты заказа:
     *     - `POSTPAID` — заказ оплачен после того, как был получен.
     *     - `PREPAID` — заказ оплачен до того, как был получен.
     *     - `UNKNOWN` — неизвестный тип оплаты. Скорее всего покупатель отменил или вернул заказ или не было его оплаты.
     * @enum {string}
     */
    OrdersStatsOrderPaymentType: 'POSTPAID' | 'PREPAID' | 'UNKNOWN';
    /** @description Информация о регионе доставки. */
    OrdersStatsDeliveryRegionDTO: {
      /**
       * Format: int64
       * @description Идентификатор региона доставки.
       */
      id?: number;
      /** @description Название региона доставки. */
      name?: string;
    };
    /**
     * @description Тип скидки или цена товара:
     *     - `BUYER` — цена товара с учетом скидок, в том числе купонов.
     *     - `CASHBACK` — баллы Плюса.
     *     - `MARKETPLACE` — купоны.
     * @enum {string}
     */
    OrdersStatsPriceType: 'BUYER' | 'CASHBACK' | 'MARKETPLACE';
    /** @description Цена или скидки на товар. */
    OrdersStatsPriceDTO: {
      /** @description Тип скидки или цена товара. */
      type?: components['schemas']['OrdersStatsPriceType'];
      /**
       * @description Цена или скидка на единицу товара в заказе.
       *
       *     Точность — два знака после запятой.
       *
       *     Включает НДС.
       */
      costPerItem?: number;
      /**
       * @description Суммарная цена или скидка на все единицы товара в заказе.
       *
       *     Точность — два знака после запятой.
       *
       *     Включает НДС.
       */
      total?: number;
    };
    /** @description Информация о складе, на котором хранится товар. */
    OrdersStatsWarehouseDTO: {
      /**
       * Format: int64
       * @description Идентификатор склада.
       */
      id?: number;
      /** @description Название склада. */
      name?: string;
    };
    /**
     * @description Статус товара:
     *
     *     * `REJECTED` — товар был добавлен в созданный заказ, но не был оплачен.
     *     * `RETURNED` — товар вернули.
     * @enum {string}
     */
    OrdersStatsItemStatusType: 'REJECTED' | 'RETURNED';
    /**
     * @description Тип товара:
     *
     *     * `FIT` — товар надлежащего качества.
     *
     *     * `DEFECT` — товар бракованный.
     *
     *     * `EXPIRED` — товар с истекшим сроком годности.
     * @enum {string}
     */
    OrdersStatsStockType: 'FIT' | 'DEFECT' | 'EXPIRED';
    /** @description Информация об удалении товара из заказа. */
    OrdersStatsDetailsDTO: {
      /** @description Статус товара. */
      itemStatus?: components['schemas']['OrdersStatsItemStatusType'];
      /**
       * Format: int64
       * @description Количество товара со статусом, указанном в параметре `itemStatus`.
       */
      itemCount?: number;
      /**
       * Format: date
       * @description **Только для модели FBY**
       *
       *     Дата, когда возврат был обработан на складе Маркета.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      updateDate?: string;
      /**
       * @description **Только для модели FBY**
       *
       *     Тип товара.
       *
       *     Возвращается только после обработки возврата на складе Маркета.
       */
      stockType?: components['schemas']['OrdersStatsStockType'];
    };
    /**
     * @description Список товаров в заказе после возможных изменений.
     *
     *     В ходе обработки заказа Маркет может удалить из него единицы товаров — при проблемах на складе или по инициативе пользователя.
     *
     *     * Если из заказа удалены все единицы товара, его не будет в списке `items` — только в списке `initialItems`.
     *
     *     * Если в заказе осталась хотя бы одна единица товара, он будет и в списке `items` (с уменьшенным количеством единиц `count`), и в списке `initialItems` (с первоначальным количеством единиц `initialCount`).
     */
    OrdersStatsItemDTO: {
      /** @description Название товара. */
      offerName?: string;
      marketSku?: components['schemas']['MarketSku'];
      shopSku?: components['schemas']['ShopSku'];
      /**
       * Format: int32
       * @description Количество единиц товара с учетом удаленных единиц.
       *
       *     Если из заказа удалены все единицы товара, он попадет только в список `initialItems`.
       */
      count?: number;
      /** @description Цена или скидки на товар. */
      prices?: components['schemas']['OrdersStatsPriceDTO'][] | null;
      /** @description Информация о складе, на котором хранится товар. */
      warehouse?: components['schemas']['OrdersStatsWarehouseDTO'];
      /** @description Информация об удалении товара из заказа. */
      details?: components['schemas']['OrdersStatsDetailsDTO'][] | null;
      /** @description Список кодов идентификации товара в системе [«Честный ЗНАК»](https://честныйзнак.рф/) или [«ASL BELGISI»](https://aslbelgisi.uz) (для продавцов :no-translate[Market Yandex Go]). */
      cisList?: string[] | null;
      /**
       * Format: int32
       * @description Первоначальное количество единиц товара.
       */
      initialCount?: number;
      /**
       * Format: int32
       * @description Списанная ставка ближайшего конкурента.
       *
       *     Указывается в процентах от стоимости товара и умножается на 100. Например, ставка 5% обозначается как 500.
       * @example 570
       */
      bidFee?: number;
      /**
       * @description Порог для скидок с Маркетом на момент оформления заказа. [Что это такое?](https://yandex.ru/support/marketplace/marketing/smart-pricing.html#sponsored-discounts)
       *
       *     Точность — два знака после запятой.
       */
      cofinanceThreshold?: number;
      /**
       * @description Скидка с Маркетом. [Что это такое?](https://yandex.ru/support/marketplace/marketing/smart-pricing.html#sponsored-discounts)
       *
       *     Точность — два знака после запятой.
       */
      cofinanceValue?: number;
    };
    /**
     * @description Тип денежного перевода:
     *     - `PAYMENT` — оплата.
     *     - `REFUND` — возврат.
     * @enum {string}
     */
    OrdersStatsPaymentType: 'PAYMENT' | 'REFUND';
    /**
     * @description Способ денежного перевода:
     *     - `BUYER` — оплата или возврат деньгами.
     *     - `MARKET_CESSION` — уступка задолженности покупателя.
     *
     *     Устаревшие способы:
     *     - `CASHBACK`.
     *     - `MARKETPLACE`.
     *     - `SPLIT`.
     * @enum {string}
     */
    OrdersStatsPaymentSourceType: 'BUYER' | 'CASHBACK' | 'MARKETPLACE' | 'MARKET_CESSION' | 'SPLIT';
    /** @description Информация о платежном поручении. */
    OrdersStatsPaymentOrderDTO: {
      /** @description Номер платежного поручения. */
      id?: string;
      /**
       * Format: date
       * @description Дата платежного поручения.
       *
       *     Формат даты: `ГГГГ‑ММ‑ДД`.
       */
      date?: string;
    };
    /** @description Информация о денежных переводах по заказу. */
    OrdersStatsPaymentDTO: {
      /** @description Идентификатор денежного перевода. */
      id?: string;
      /**
       * Format: date
       * @description Дата денежного перевода.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      date?: string;
      /** @description Тип денежного перевода. */
      type?: components['schemas']['OrdersStatsPaymentType'];
      /** @description Способ денежного перевода. */
      source?: components['schemas']['OrdersStatsPaymentSourceType'];
      /**
       * @description Сумма денежного перевода.
       *
       *     Точность — два знака после запятой.
       */
      total?: number;
      /** @description Информация о платежном поручении. */
      paymentOrder?: components['schemas']['OrdersStatsPaymentOrderDTO'];
    };
    /**
     * @description Услуга:
     *
     *     * `FEE` — размещение товара на Маркете.
     *     * `FULFILLMENT` — складская обработка. Не возвращается с 1 января 2024 года.
     *     * `LOYALTY_PARTICIPATION_FEE` — участие в программе лояльности и отзывы за баллы.
     *     * `AUCTION_PROMOTION` — буст продаж с оплатой за продажи.
     *     * `INSTALLMENT` — рассрочка. Не возвращается с 24 февраля 2022 года.
     *     * `DELIVERY_TO_CUSTOMER` — доставка покупателю (FBY, FBS). Для DBS и Экспресс — если заказ возвращается через логистику Маркета.
     *     * `EXPRESS_DELIVERY_TO_CUSTOMER` — экспресс-доставка покупателю (Экспресс).
     *     * `AGENCY` — прием платежа покупателя.
     *     * `PAYMENT_TRANSFER` — перевод платежа покупателя.
     *     * `RETURNED_ORDERS_STORAGE` — хранение невыкупов и возвратов (FBS). Для DBS и Экспресс — если заказ возвращается через логистику Маркета.
     *     * `SORTING` — обработка заказа (FBS).
     *     * `INTAKE_SORTING` — организация забора заказов со склада продавца (FBS).
     *     * `RETURN_PROCESSING` — обработка заказов на складе (FBS). Для DBS и Экспресс — если заказ возвращается через логистику Маркета.
     *     * `ILLIQUID_GOODS_SALE` — вознаграждение за продажу невывезенных товаров.
     *     * `CROSSREGIONAL_DELIVERY` - доставка средней мили.
     *     * `FULFILLMENT_WITHDRAW` - вывоз со склада.
     *     * `ITEM_BOOKING` - бронирование товара (только для продавцов Market Yandex Go).
     * @enum {string}
     */
    OrdersStatsCommissionType:
      | 'FEE'
      | 'FULFILLMENT'
      | 'LOYALTY_PARTICIPATION_FEE'
      | 'AUCTION_PROMOTION'
      | 'INSTALLMENT'
      | 'DELIVERY_TO_CUSTOMER'
      | 'EXPRESS_DELIVERY_TO_CUSTOMER'
      | 'AGENCY'
      | 'PAYMENT_TRANSFER'
      | 'RETURNED_ORDERS_STORAGE'
      | 'SORTING'
      | 'INTAKE_SORTING'
      | 'RETURN_PROCESSING'
      | 'ILLIQUID_GOODS_SALE'
      | 'CROSSREGIONAL_DELIVERY'
      | 'FULFILLMENT_WITHDRAW'
      | 'ITEM_BOOKING';
    /** @description Информация о стоимости услуг. */
    OrdersStatsCommissionDTO: {
      /** @description Услуга. */
      type?: components['schemas']['OrdersStatsCommissionType'];
      /**
       * @description Сумма, которая была выставлена в момент создания заказа и которую нужно оплатить.
       *     Точность — два знака после запятой.
       */
      actual?: number;
    };
    /**
     * @description Тип операции с баллами, которые используются для уменьшения стоимости размещения:
     *
     *     * `ACCRUAL` — начисление баллов.
     *     * `DEDUCTION` — списание баллов.
     * @enum {string}
     */
    OrdersStatsSubsidyOperationType: 'ACCRUAL' | 'DEDUCTION';
    /**
     * @description Источник баллов, которые используются для уменьшения стоимости размещения:
     *
     *     * `YANDEX_CASHBACK` — скидка по подписке Яндекс Плюс.
     *
     *     * `SUBSIDY` — скидка Маркета (по акциям, промокодам, купонам и т. д.)
     *
     *     * `DELIVERY` — скидка за доставку (DBS).
     * @enum {string}
     */
    OrdersStatsSubsidyType: 'YANDEX_CASHBACK' | 'SUBSIDY' | 'DELIVERY';
    /** @description Информация о начислении баллов, которые используются для уменьшения стоимости размещения, и их списании в случае невыкупа или возврата. */
    OrdersStatsSubsidyDTO: {
      /** @description Тип операции c баллами, которые используются для уменьшения стоимости размещения. */
      operationType: components['schemas']['OrdersStatsSubsidyOperationType'];
      /** @description Источник баллов, которые используются для уменьшения стоимости размещения. */
      type: components['schemas']['OrdersStatsSubsidyType'];
      /** @description Количество баллов, которые используются для уменьшения стоимости размещения, с точностью до двух знаков после запятой. */
      amount: number;
    };
    /** @description Информация о заказе. */
    OrdersStatsOrderDTO: {
      /**
       * Format: int64
       * @description Идентификатор заказа.
       */
      id?: number;
      /**
       * Format: date
       * @description Дата создания заказа.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      creationDate?: string;
      /**
       * Format: date-time
       * @description Дата и время, когда статус заказа был изменен в последний раз.
       *
       *     Формат даты и времени: ISO 8601. Например, `2017-11-21T00:00:00`. Часовой пояс — UTC+03:00 (Москва).
       */
      statusUpdateDate?: string;
      status?: components['schemas']['OrderStatsStatusType'];
      /** @description Идентификатор заказа в информационной системе магазина. */
      partnerOrderId?: string;
      /** @description Тип оплаты заказа. */
      paymentType?: components['schemas']['OrdersStatsOrderPaymentType'];
      /**
       * @description Тип заказа:
       *
       *     * `false` — настоящий заказ покупателя.
       *
       *     * `true` — [тестовый заказ](../../concepts/sandbox.md) Маркета.
       */
      fake?: boolean;
      deliveryRegion?: components['schemas']['OrdersStatsDeliveryRegionDTO'];
      /**
       * @description Список товаров в заказе после возможных изменений.
       *
       *     Информация о доставке заказа добавляется отдельным элементом в массиве `items`— параметр `offerName` со значением `Доставка`.
       */
      items: components['schemas']['OrdersStatsItemDTO'][];
      /**
       * @description Список товаров в заказе.
       *
       *     Возвращается, только если было изменение количества товаров.
       */
      initialItems?: components['schemas']['OrdersStatsItemDTO'][] | null;
      /**
       * @description Информация о расчетах по заказу.
       *
       *     Возвращается пустым, если заказ:
       *       * только начали обрабатывать (даже если он оплачен);
       *       * отменили до момента передачи в доставку.
       *
       *     Окончательная информация о расчетах по заказу вернется после его финальной обработки (например, после перехода в статус `DELIVERED`).
       */
      payments: components['schemas']['OrdersStatsPaymentDTO'][];
      /** @description Информация о стоимости услуг. */
      commissions: components['schemas']['OrdersStatsCommissionDTO'][];
      /** @description Начисление баллов, которые используются для уменьшения стоимости размещения, и их списание в случае невыкупа или возврата. */
      subsidies?: components['schemas']['OrdersStatsSubsidyDTO'][] | null;
      /** @description Валюта, в которой указаны цены в заказе. */
      currency: components['schemas']['CurrencyType'];
    };
    /** @description Информация по заказам. */
    OrdersStatsDTO: {
      /** @description Список заказов. */
      orders: components['schemas']['OrdersStatsOrderDTO'][];
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    /** @description Ответ на запрос информации по заказам. */
    GetOrdersStatsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OrdersStatsDTO'];
    };
    /** @description Запрос отчета по товарам. */
    GetGoodsStatsRequest: {
      /** @description Список ваших идентификаторов SKU. */
      shopSkus: components['schemas']['ShopSku'][];
    };
    /**
     * @description Информация о весе и габаритах товара.
     *
     *     Если товар уже привязан к карточке (`marketSku`), в ответе вернутся габариты из карточки Маркета, а не размеры, которые вы передаете.
     */
    GoodsStatsWeightDimensionsDTO: {
      /** @description Длина товара в сантиметрах. */
      length?: number;
      /** @description Ширина товара в сантиметрах. */
      width?: number;
      /** @description Высота товара в сантиметрах. */
      height?: number;
      /** @description Вес товара в килограммах. */
      weight?: number;
    };
    /** @description Информация о складе. */
    GoodsStatsWarehouseDTO: {
      /**
       * Format: int64
       * @description Идентификатор склада.
       */
      id?: number;
      /** @description Название склада. */
      name?: string;
      /** @description Информация об остатках товаров на складе. */
      stocks: components['schemas']['WarehouseStockDTO'][];
    };
    /**
     * @description Услуга Маркета или дополнительный тариф к услуге размещения:
     *
     *     * `AGENCY_COMMISSION` — прием платежа покупателя.
     *
     *     * `PAYMENT_TRANSFER` — перевод платежа покупателя.
     *
     *     * `STORAGE` — хранение товара на складе Маркета в течение суток.
     *
     *     * `SURPLUS` — хранение излишков на складе Маркета.
     *
     *     * `WITHDRAW` — вывоз товара со склада Маркета.
     *
     *     * `FEE` — размещение товара на Маркете.
     *
     *     * `DELIVERY_TO_CUSTOMER` — доставка покупателю.
     *
     *     * `CROSSREGIONAL_DELIVERY` — доставка в федеральный округ, город или населенный пункт.
     *
     *     * `CROSSREGIONAL_DELIVERY_RETURN` — доставка невыкупов и возвратов.
     *
     *     * `DISPOSAL` — утилизация.
     *
     *     * `SORTING_CENTER_STORAGE` — хранение невыкупов и возвратов.
     *
     *     * `EXPRESS_DELIVERY` — экспресс-доставка покупателю.
     *
     *     * `FF_XDOC_SUPPLY_BOX` — поставка товара через транзитный склад (за короб).
     *
     *     * `FF_XDOC_SUPPLY_PALLET` — поставка товара через транзитный склад (за палету).
     *
     *     * `SORTING` — обработка заказа.
     *
     *     * `MIDDLE_MILE` — средняя миля.
     *
     *     * `RETURN_PROCESSING` — обработка невыкупов и возвратов.
     *
     *     * `EXPRESS_CANCELLED_BY_PARTNER` — отмена заказа с экспресс-доставкой.
     *
     *     * `CROSSBORDER_DELIVERY` — доставка из-за рубежа.
     *
     *     * `INTAKE_SORTING_BULKY_CARGO` — сортировка заказов с крупногабаритными товарами, которые Маркет забрал со склада продавца.
     *
     *     * `INTAKE_SORTING_SMALL_GOODS` — сортировка заказов с малогабаритными товарами, которые Маркет забрал со склада продавца.
     *
     *     * `INTAKE_SORTING_DAILY` — организация забора заказов со склада продавца.
     *
     *     * `FF_STORAGE_BILLING` — хранение товаров на складе.
     *
     *     * `CANCELLED_ORDER_FEE_QI` — отмена заказа по вине продавца.
     *
     *     * `LATE_ORDER_EXECUTION_FEE_QI` — несвоевременная отгрузка или доставка.
     *
     *     * `VOLUME_STORAGE` — стоимость хранения товара на складе — из расчёта за один кубический метр в сутки.
     *
     *     * `GOODS_ACCEPTANCE` — окончательная приемка товара на складе.
     *
     *     * `CARGO_ACCEPTANCE` — первичная приемка товара на складе.
     *
     *     * `ORDER_PROCESSING` — обработка заказа.
     *
     *     * `WITHDRAW_EXTERNAL` — отгрузка на внешний маркетплейс.
     *
     *     * `ITEM_BOOKING` — бронирование товара.
     *
     *     Подробнее об услугах Маркета читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/introduction/rates/index.html).
     * @enum {string}
     */
    TariffType:
      | 'AGENCY_COMMISSION'
      | 'PAYMENT_TRANSFER'
      | 'STORAGE'
      | 'WITHDRAW'
      | 'SURPLUS'
      | 'FEE'
      | 'DELIVERY_TO_CUSTOMER'
      | 'CROSSREGIONAL_DELIVERY'
      | 'CROSSREGIONAL_DELIVERY_RETURN'
      | 'DISPOSAL'
      | 'SORTING_CENTER_STORAGE'
      | 'EXPRESS_DELIVERY'
      | 'FF_XDOC_SUPPLY_BOX'
      | 'FF_XDOC_SUPPLY_PALLET'
      | 'SORTING'
      | 'MIDDLE_MILE'
      | 'RETURN_PROCESSING'
      | 'EXPRESS_CANCELLED_BY_PARTNER'
      | 'CROSSBORDER_DELIVERY'
      | 'INTAKE_SORTING_BULKY_CARGO'
      | 'INTAKE_SORTING_SMALL_GOODS'
      | 'INTAKE_SORTING_DAILY'
      | 'FF_STORAGE_BILLING'
      | 'CANCELLED_ORDER_FEE_QI'
      | 'LATE_ORDER_EXECUTION_FEE_QI'
      | 'VOLUME_STORAGE'
      | 'GOODS_ACCEPTANCE'
      | 'CARGO_ACCEPTANCE'
      | 'ORDER_PROCESSING'
      | 'WITHDRAW_EXTERNAL'
      | 'ITEM_BOOKING';
    /** @description Детали расчета конкретной услуги Маркета. */
    TariffParameterDTO: {
      /**
       * @description {% cut "Название параметра." %}
       *
       *     Параметр `name` может принимать следующие значения:
       *
       *     **Основные параметры:**
       *       - `value` — значение тарифа.
       *       - `billingUnit` — единицы измерения для товара.
       *       - `valueType` — тип значения тарифа: `absolute` (денежное значение) или `relative` (процент).
       *       - `priceDependence` — зависимость тарифа от цены товара.
       *
       *     **Параметры диапазонов цен товара:**
       *     - `priceFrom` — минимальная цена товара, от которой применяется тариф.
       *     - `priceTo` — максимальная цена товара, до которой применяется тариф.
       *
       *     **Параметры ограничений значения тарифа:**
       *     - `minValue` — минимальное значение тарифа.
       *     - `maxValue` — максимальное значение тарифа.
       *
       *     **Параметры диапазонов дней:**
       *     - `dayFrom` — день, с которого начинает действовать тариф (для хранения).
       *     - `dayTo` — день, на который тариф прекращает действие (для хранения).
       *
       *     **Параметры маршрута транзитной поставки:**
       *     - `xdocFrom` — начальная точка маршрута.
       *     - `xdocTo` — конечная точка маршрута.
       *
       *     **Параметры частоты:**
       *     - `frequency` — частота выплат.
       *     - `paymentDelayWeeks` — отсрочка выплат при еженедельном графике — сколько недель назад были доставлены заказы, за которые приходит выплата.
       *
       *     **Параметры складов и логистики:**
       *     - `transitWarehouseType` — тип места привоза товаров продавцом.
       *     - `orderCargoType` — тип груза заказа.
       *
       *     **Параметры оборачиваемости:**
       *     - `turnoverFrom` — нижняя граница диапазона оборачиваемости, начиная с которой применяется тариф.
       *     - `turnoverTo` — верхняя граница диапазона оборачиваемости, исключая которую применяется тариф.
       *
       *     **Параметры рейтинга:**
       *     - `ratingLowerBound` — нижняя граница диапазона рейтинга, по которому применяется тариф.
       *     - `ratingUpperBound` — верхняя граница диапазона рейтинга, по которому применяется тариф.
       *
       *     **Параметры количества заказов:**
       *     - `fromOrders` — количество заказов, начиная с которого применяется тариф (включительно).
       *     - `toOrders` — количество заказов, до которого применяется тариф (не включительно).
       *
       *     **Параметры доставки из-за рубежа:**
       *     - `shippingPrice` — стоимость отправления при доставке из-за рубежа.
       *     - `totalSurchargeForWeight` — сумма наценки за вес отправления при доставке из-за рубежа.
       *
       *     {% note info "Не все параметры возвращаются для каждого тарифа." %}
       *
       *     Набор параметров зависит от типа услуги и условий применения тарифа.
       *
       *     {% endnote %}
       *
       *     {% endcut %}
       */
      name: string;
      /** @description Значение параметра. */
      value: string;
    };
    /** @description Информация о тарифах, по которым нужно заплатить за услуги Маркета. */
    TariffDTO: {
      /** @description Услуга Маркета, за которую начисляется тариф. */
      type: components['schemas']['TariffType'];
      /**
       * @deprecated
       * @description Значение тарифа в процентах.
       */
      percent?: number;
      /** @description Значение тарифа. */
      amount: number;
      /** @description Валюта, в которой указано значение тарифа. */
      currency: components['schemas']['CurrencyType'];
      /** @description Параметры расчета тарифа. */
      parameters: components['schemas']['TariffParameterDTO'][];
    };
    /** @description Информация о товаре. */
    GoodsStatsGoodsDTO: {
      shopSku?: components['schemas']['ShopSku'];
      /** @description SKU на Маркете — идентификатор карточки товара на Маркете. */
      marketSku?: components['schemas']['MarketSku'];
      /** @description Название товара. */
      name?: string;
      /** @description Цена товара в валюте, которая установлена [в кабинете продавца на Маркете](https://partner.market.yandex.ru/). */
      price?: number;
      /**
       * Format: int64
       * @description Идентификатор категории товара на Маркете.
       */
      categoryId?: number;
      /** @description Название категории товара на Маркете. */
      categoryName?: string;
      /**
       * @description Информация о весе и габаритах товара.
       *     Если товар уже привязан к карточке (`marketSku`), в ответе вернутся габариты из карточки Маркета, а не размеры, которые вы передаете.
       */
      weightDimensions?: components['schemas']['GoodsStatsWeightDimensionsDTO'];
      /**
       * @description Информация о складах, на которых хранится товар.
       *
       *     Параметр не приходит, если товара нет ни на одном складе.
       */
      warehouses?: components['schemas']['GoodsStatsWarehouseDTO'][] | null;
      /**
       * @description Информация о тарифах, по которым нужно заплатить за услуги Маркета.
       *
       *     По некоторым услугам могут возвращаться несколько разных стоимостей. Например, в модели FBS стоимость услуги `SORTING` (обработка заказа) зависит от способа отгрузки
       *     и количества заказов в отгрузке. Подробнее о тарифах на услуги читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/introduction/rates/models/).
       */
      tariffs?: components['schemas']['TariffDTO'][] | null;
      /** @description Ссылки (URL) изображений товара в хорошем качестве. */
      pictures?: components['schemas']['Url'][] | null;
    };
    /** @description Отчет по товарам. */
    GoodsStatsDTO: {
      /** @description Список товаров. */
      shopSkus: components['schemas']['GoodsStatsGoodsDTO'][];
    };
    /** @description Ответ на запрос отчета по товарам. */
    GetGoodsStatsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GoodsStatsDTO'];
    };
    /**
     * @description Тип кабинета:
     *
     *     * `SELLER` — продавец.
     *     * `ADVERTISER` — рекламодатель.
     * @enum {string}
     */
    SourceType: 'SELLER' | 'ADVERTISER';
    /**
     * @description Статус генерации:
     *
     *     * `PENDING` — ожидает генерации.
     *     * `PROCESSING` — генерируется.
     *     * `FAILED` — во время генерации произошла ошибка.
     *     * `DONE` — отчет или документ готов.
     * @enum {string}
     */
    ReportStatusType: 'PENDING' | 'PROCESSING' | 'FAILED' | 'DONE';
    /**
     * @description Подстатус генерации:
     *     * `NO_DATA` — для такого отчета или документа нет данных.
     *     * `TOO_LARGE` — отчет или документ превысил допустимый размер — укажите меньший период времени или уточните условия запроса.
     *     * `RESOURCE_NOT_FOUND` — для такого отчета или документа не удалось найти часть сущностей.
     * @enum {string}
     */
    ReportSubStatusType: 'NO_DATA' | 'TOO_LARGE' | 'RESOURCE_NOT_FOUND';
    /** @description Статус генерации и ссылка на готовый отчет или документ. */
    ReportInfoDTO: {
      status: components['schemas']['ReportStatusType'];
      subStatus?: components['schemas']['ReportSubStatusType'];
      /**
       * Format: date-time
       * @description Дата и время запроса на генерацию.
       */
      generationRequestedAt: string;
      /**
       * Format: date-time
       * @description Дата и время завершения генерации.
       */
      generationFinishedAt?: string;
      /**
       * @description Ссылка на готовый отчет или документ.
       *
       *     {% note warning "Срок действия ссылки" %}
       *
       *     Ссылка актуальна **60 минут** с момента получения ответа. При каждом запросе `GET /v2/reports/info/{reportId}` генерируется новая ссылка, срок действия которой ограничен.
       *
       *     **Рекомендация для интеграций:** сразу после получения ссылки скачайте отчет и сохраните его у себя. Не сохраняйте ссылку для последующего использования — она станет недействительной через после истечения срока действия.
       *
       *     {% endnote %}
       */
      file?: string;
      /**
       * Format: int64
       * @description Ожидаемая продолжительность генерации в миллисекундах.
       */
      estimatedGenerationTime?: number;
    };
    /** @description Ответ на запрос информации об отчете или документе. */
    GetReportInfoResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['ReportInfoDTO'];
    };
    /**
     * @description Формат отчета:
     *
     *     * `FILE` — файл с электронной таблицей (:no-translate[XLSX]).
     *     * `CSV` — ZIP-архив с CSV-файлами на каждый лист отчета.
     *     * `JSON` — ZIP-архив с JSON-файлами на каждый лист отчета.
     * @default FILE
     * @enum {string}
     */
    ReportFormatType: 'FILE' | 'CSV' | 'JSON';
    /**
     * @description Язык отчета:
     *
     *     * `RU` — русский язык.
     *     * `EN` — английский язык.
     * @enum {string}
     */
    ReportLanguageType: 'RU' | 'EN';
    /**
     * Format: date
     * @description Начало периода, включительно.
     *
     *     Формат даты: `ГГГГ-ММ-ДД`.
     * @example 2025-08-22
     */
    PeriodDateFrom: string;
    /**
     * Format: int32
     * @description Год.
     * @example 2025
     */
    Year: number;
    /**
     * Format: int32
     * @description Номер месяца.
     * @example 12
     */
    Month: number;
    /** @description Месяц, за который нужен отчет о баллах Маркета. */
    MonthOfYearDTO: {
      year: components['schemas']['Year'];
      month: components['schemas']['Month'];
    };
    /** @description Данные, необходимые для генерации отчета: идентификатор кампании, период, за который нужен отчет, а также фильтры. */
    GenerateUnitedNettingReportRequest: {
      businessId: components['schemas']['BusinessId'];
      /**
       * Format: date-time
       * @deprecated
       * @description Начало периода, включительно.
       */
      dateTimeFrom?: string;
      /**
       * Format: date-time
       * @deprecated
       * @description Конец периода, включительно. Максимальный период — 3 месяца.
       */
      dateTimeTo?: string;
      dateFrom?: components['schemas']['PeriodDateFrom'];
      /**
       * Format: date
       * @description Конец периода, включительно. Максимальный период — 3 месяца.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      dateTo?: string;
      /**
       * Format: int64
       * @description Номер платежного поручения.
       */
      bankOrderId?: number;
      /**
       * Format: date-time
       * @description Дата платежного поручения.
       */
      bankOrderDateTime?: string;
      monthOfYear?: components['schemas']['MonthOfYearDTO'];
      /** @description Список моделей, которые нужны в отчете. */
      placementPrograms?: components['schemas']['PlacementType'][] | null;
      /** @description Список ИНН, которые нужны в отчете. */
      inns?: string[] | null;
      /** @description Список идентификаторов кампании тех магазинов, которые нужны в отчете. */
      campaignIds?: components['schemas']['CampaignId'][] | null;
    };
    /** @description Идентификатор, который понадобится для отслеживания статуса генерации и получения готового отчета или документа. */
    GenerateReportDTO: {
      /** @description Идентификатор, который понадобится для отслеживания статуса генерации и получения готового отчета или документа. */
      reportId: string;
      /**
       * Format: int64
       * @description Ожидаемая продолжительность генерации в миллисекундах.
       */
      estimatedGenerationTime: number;
    };
    /** @description Ответ на запрос генерации отчета или документа. */
    GenerateReportResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GenerateReportDTO'];
    };
    /** @description Данные, необходимые для генерации отчета: идентификатор кампании, период, за который нужен отчет, а также фильтры. */
    GenerateUnitedMarketplaceServicesReportRequest: {
      businessId: components['schemas']['BusinessId'];
      /**
       * Format: date-time
       * @deprecated
       * @description Начало периода, включительно.
       */
      dateTimeFrom?: string;
      /**
       * Format: date-time
       * @deprecated
       * @description Конец периода, включительно. Максимальный период — 3 месяца.
       */
      dateTimeTo?: string;
      dateFrom?: components['schemas']['PeriodDateFrom'];
      /**
       * Format: date
       * @description Конец периода, включительно. Максимальный период — 3 месяца.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      dateTo?: string;
      /** @description Начальный год формирования акта. */
      yearFrom?: components['schemas']['Year'];
      /** @description Начальный номер месяца формирования акта. */
      monthFrom?: components['schemas']['Month'];
      /** @description Конечный год формирования акта. */
      yearTo?: components['schemas']['Year'];
      /** @description Конечный номер месяца формирования акта. */
      monthTo?: components['schemas']['Month'];
      /** @description Список моделей, которые нужны в отчете. */
      placementPrograms?: components['schemas']['PlacementType'][] | null;
      /** @description Список ИНН, которые нужны в отчете. */
      inns?: string[] | null;
      /** @description Список идентификаторов кампании тех магазинов, которые нужны в отчете. */
      campaignIds?: components['schemas']['CampaignId'][] | null;
    };
    /** @description Данные, необходимые для генерации отчета. */
    GenerateUnitedOrdersRequest: {
      businessId: components['schemas']['BusinessId'];
      dateFrom: components['schemas']['PeriodDateFrom'];
      /**
       * Format: date
       * @description Конец периода, включительно. Максимальный период — 1 год.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      dateTo: string;
      /** @description Список идентификаторов кампании тех магазинов, которые нужны в отчете. */
      campaignIds?: components['schemas']['CampaignId'][] | null;
      /** @description Идентификатор акции, товары из которой нужны в отчете. */
      promoId?: string;
    };
    /**
     * Format: date
     * @description Конец периода, включительно.
     *
     *     Формат даты: `ГГГГ-ММ-ДД`.
     * @example 2025-09-22
     */
    PeriodDateTo: string;
    /** @description Данные, необходимые для генерации отчета. */
    GenerateUnitedReturnsRequest: {
      businessId: components['schemas']['BusinessId'];
      dateFrom: components['schemas']['PeriodDateFrom'];
      dateTo: components['schemas']['PeriodDateTo'];
      /** @description Список идентификаторов кампании тех магазинов, которые нужны в отчете. */
      campaignIds?: components['schemas']['CampaignId'][] | null;
      returnType?: components['schemas']['ReturnType'];
      /**
       * @description Статусы передачи возвратов, которые нужны в отчете.
       *
       *     Если их не указать, вернется информация по всем возвратам.
       */
      returnStatusTypes?: components['schemas']['ReturnShipmentStatusType'][] | null;
    };
    /** @description Данные, необходимые для генерации отчета: идентификатор кампании и период, за который нужен отчет. */
    GenerateGoodsRealizationReportRequest: {
      campaignId: components['schemas']['CampaignId'];
      year: components['schemas']['Year'];
      month: components['schemas']['Month'];
    };
    /** @description Данные, необходимые для генерации отчета. Передавайте либо `businessId`, либо `campaignId`/`campaignIds`, но не все сразу. */
    GenerateStocksOnWarehousesReportRequest: {
      /**
       * @description {% note warning "Для моделей DBS, FBS и Экспресс параметр скоро станет недоступен" %}
       *
       *     Для получения информации об остатках на складе магазина передайте `businessId` и идентификатор нужного магазина в `campaignIds`.
       *
       *     {% endnote %}
       */
      campaignId?: components['schemas']['CampaignId'];
      /**
       * @description **Только для моделей DBS, FBS и Экспресс**
       *
       *     Идентификатор кабинета, по магазинам которого нужно сформировать отчет (кроме моделей FBY и LaaS).
       */
      businessId?: components['schemas']['BusinessId'];
      /** @description Фильтр по идентификаторам складов (только модели FBY и LaaS). Чтобы узнать идентификатор, воспользуйтесь запросом [GET v2/warehouses](../../reference/warehouses/getFulfillmentWarehouses.md). */
      warehouseIds?: number[] | null;
      /**
       * Format: date
       * @description Фильтр по дате (для моделей FBY и LaaS). В отчет попадут данные за **предшествующий** дате день.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      reportDate?: string;
      /** @description Фильтр по категориям на Маркете (кроме моделей FBY и LaaS). */
      categoryIds?: number[] | null;
      /** @description Фильтр по наличию остатков (кроме моделей FBY и LaaS). */
      hasStocks?: boolean;
      /**
       * @description Фильтр по магазинам для отчета по кабинету (кроме моделей FBY и LaaS).
       *
       *     Передавайте вместе с `businessId`.
       */
      campaignIds?: components['schemas']['CampaignId'][] | null;
    };
    /** @description Данные, необходимые для генерации отчета. */
    GenerateGoodsMovementReportRequest: {
      campaignId: components['schemas']['CampaignId'];
      dateFrom: components['schemas']['PeriodDateFrom'];
      dateTo: components['schemas']['PeriodDateTo'];
      shopSku?: components['schemas']['ShopSku'];
    };
    /**
     * @description Группировка данных отчета.
     *     Возможные значения:
     *     * `CATEGORIES` — группировка по категориям.
     *     * `OFFERS` — группировка по товарам.
     * @enum {string}
     */
    ShowsSalesGroupingType: 'CATEGORIES' | 'OFFERS';
    /**
     * @description Данные, необходимые для генерации отчета.
     *
     *     В запросе обязательно должен быть либо `businessId`, либо `campaignId`, но не оба сразу.
     */
    GenerateShowsSalesReportRequest: {
      businessId?: components['schemas']['BusinessId'];
      campaignId?: components['schemas']['CampaignId'];
      dateFrom: components['schemas']['PeriodDateFrom'];
      dateTo: components['schemas']['PeriodDateTo'];
      /** @description Группировка данных отчета. */
      grouping: components['schemas']['ShowsSalesGroupingType'];
    };
    /** @description Данные, необходимые для генерации отчета. */
    GenerateCompetitorsPositionReportRequest: {
      businessId: components['schemas']['BusinessId'];
      /**
       * Format: int64
       * @description Идентификатор категории.
       */
      categoryId: number;
      dateFrom: components['schemas']['PeriodDateFrom'];
      dateTo: components['schemas']['PeriodDateTo'];
    };
    /** @description Данные, необходимые для генерации отчета. */
    GenerateGoodsPricesReportRequest: {
      businessId?: components['schemas']['BusinessId'];
      /** @description Фильтр по категориям на Маркете. */
      categoryIds?: number[] | null;
      campaignId?: components['schemas']['CampaignId'];
    };
    /** @description Данные, необходимые для генерации отчета. */
    GenerateGoodsTurnoverRequest: {
      campaignId: components['schemas']['CampaignId'];
      /**
       * Format: date
       * @description Дата, за которую нужно рассчитать оборачиваемость. Если параметр не указан, используется текущая дата.
       *
       *     Формат даты: `ГГГГ-ММ-ДД`.
       */
      date?: string;
    };
    /** @description Данные, необходимые для генерации отчета. */
    GenerateBoostConsolidatedRequest: {
      businessId: components['schemas']['BusinessId'];
      dateFrom: components['schemas']['PeriodDateFrom'];
      dateTo: components['schemas']['PeriodDateTo'];
    };
    /** @description Данные, необходимые для генерации документа. */
    GenerateShipmentListDocumentReportRequest: {
      campaignId: components['schemas']['CampaignId'];
      /**
       * Format: int64
       * @description Идентификатор отгрузки.
       *
       *     В запросе обязательно передавайте `shipmentId` или `orderIds`.
       */
      shipmentId?: number;
      /**
       * @description Фильтр по идентификаторам заказа в отгрузке.
       *
       *     В запросе обязательно передавайте `shipmentId` или `orderIds`.
       */
      orderIds?: number[] | null;
    };
    /**
     * @description Тип атрибуции:
     *       * `CLICKS` — по кликам.
     *       * `SHOWS` — по показам.
     *     {% if audience == "partner" %}
     *     <br><br>
     *
     *     О том, какие данные в отчете зависят и не зависят от типа атрибуции, читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/marketing/shelf#stats).
     *     {% endif %}
     * @enum {string}
     */
    StatisticsAttributionType: 'CLICKS' | 'SHOWS';
    /** @description Данные, необходимые для генерации отчета. */
    GenerateShelfsStatisticsRequest: {
      businessId: components['schemas']['BusinessId'];
      /**
       * Format: date
       * @description Начало периода, включительно.
       */
      dateFrom: string;
      /**
       * Format: date
       * @description Конец периода, включительно.
       */
      dateTo: string;
      /** @description Тип атрибуции. */
      attributionType: components['schemas']['StatisticsAttributionType'];
    };
    /**
     * @description Тип сортировки ярлыков:
     *
     *     * `SORT_BY_GIVEN_ORDER` — ярлыки заказов будут расположены в том же порядке, в каком были переданы идентификаторы заказов в запросе.
     *     * `SORT_BY_ORDER_CREATED_AT` — ярлыки будут расположены в соответствии с датой создания заказа с группировкой по магазинам.
     *
     *     Если параметр не указан, ярлыки сортируются по дате создания.
     * @enum {string}
     */
    LabelsSortingType: 'SORT_BY_GIVEN_ORDER' | 'SORT_BY_ORDER_CREATED_AT';
    /** @description Данные, необходимые для генерации файла. */
    GenerateMassOrderLabelsRequest: {
      businessId: components['schemas']['BusinessId'];
      /** @description Список идентификаторов заказов. */
      orderIds: number[];
      /** @description Тип сортировки ярлыков в файле. */
      sortingType?: components['schemas']['LabelsSortingType'];
    };
    /** @description Данные, необходимые для генерации отчета. */
    GenerateGoodsFeedbackRequest: {
      businessId: components['schemas']['BusinessId'];
    };
    /** @description Данные, необходимые для генерации отчета. */
    GenerateShowsBoostRequest: {
      businessId: components['schemas']['BusinessId'];
      dateFrom: components['schemas']['PeriodDateFrom'];
      dateTo: components['schemas']['PeriodDateTo'];
      /** @description Тип атрибуции. */
      attributionType: components['schemas']['StatisticsAttributionType'];
    };
    /** @description Данные, необходимые для генерации отчета. */
    GenerateBannersStatisticsRequest: {
      businessId: components['schemas']['BusinessId'];
      dateFrom: components['schemas']['PeriodDateFrom'];
      dateTo: components['schemas']['PeriodDateTo'];
    };
    /** @description Месяц и год. */
    ClosureDocumentsMonthOfYearDTO: {
      /**
       * Format: int32
       * @description Год.
       * @example 2025
       */
      year: number;
      month: components['schemas']['Month'];
    };
    /**
     * @description Тип договора:
     *
     *     * `INCOME` — договор на размещение.
     *
     *     * `OUTCOME` — договор на продвижение.
     * @enum {string}
     */
    ClosureDocumentsContractType: 'INCOME' | 'OUTCOME' | 'MARKETING';
    /** @description Данные, необходимые для запроса закрывающих документов. */
    GenerateClosureDocumentsRequest: {
      campaignId: components['schemas']['CampaignId'];
      /** @description Месяц, за который нужны закрывающие документы. */
      monthOfYear: components['schemas']['ClosureDocumentsMonthOfYearDTO'];
      /**
       * @description Типы договоров, по которым нужны закрывающие документы.
       *
       *     Если их не указать, вернется архив с документами по всем найденным договорам.
       */
      contractTypes?: components['schemas']['ClosureDocumentsContractType'][] | null;
    };
    /** @description Данные, необходимые для генерации отчета. */
    GenerateJewelryFiscalReportRequest: {
      campaignId: components['schemas']['CampaignId'];
      dateFrom: components['schemas']['PeriodDateFrom'];
      dateTo: components['schemas']['PeriodDateTo'];
    };
    /** @description Данные, необходимые для генерации отчета. */
    GenerateSalesGeographyRequest: {
      businessId: components['schemas']['BusinessId'];
      dateFrom: components['schemas']['PeriodDateFrom'];
      dateTo: components['schemas']['PeriodDateTo'];
      /** @description Идентификаторы категорий. */
      categoryIds?: number[] | null;
      /** @description Идентификаторы товаров. */
      offerIds?: components['schemas']['ShopSku'][] | null;
    };
    /**
     * @description За какой период нужна детализация:
     *
     *     * `WEEK` — по неделям.
     *
     *     * `MONTH` — по месяцам.
     * @enum {string}
     */
    KeyIndicatorsReportDetalizationLevelType: 'WEEK' | 'MONTH';
    /**
     * @description Данные, необходимые для генерации отчета.
     *
     *     В запросе обязательно должен быть либо `businessId`, либо `campaignId`, но не оба сразу.
     */
    GenerateKeyIndicatorsRequest: {
      businessId?: components['schemas']['BusinessId'];
      campaignId?: components['schemas']['CampaignId'];
      /** @description За какой период нужна детализация. */
      detalizationLevel: components['schemas']['KeyIndicatorsReportDetalizationLevelType'];
    };
    /** @description Данные, необходимые для генерации отчета. */
    GenerateClosureDocumentsDetalizationRequest: {
      campaignId: components['schemas']['CampaignId'];
      /** @description Месяц, за который сформированы необходимые закрывающие документы. */
      monthOfYear: components['schemas']['ClosureDocumentsMonthOfYearDTO'];
      /** @description Тип договора, по которому нужно сгенерировать отчет по схождению с закрывающими документами. */
      contractType: components['schemas']['ClosureDocumentsContractType'];
    };
    /** @description Данные, необходимые для генерации отчета. */
    GenerateMarketingDetalizationRequest: {
      /** @description Период генерации отчета. */
      monthOfYear: components['schemas']['ClosureDocumentsMonthOfYearDTO'];
    };
    /**
     * @description Формат страницы и размер штрихкодов:
     *
     *     * `F_30_20` — А4, штрихкоды размера 30 × 20 мм.
     *     * `F_43_25` — А4, штрихкоды размера 43 × 25 мм.
     *     * `F_58_40` — А4, штрихкоды размера 58 × 40 мм.
     *     * `F_43_25_SINGLE` — для печати этикеток.
     * @enum {string}
     */
    BarcodeFormatType: 'F_30_20' | 'F_43_25' | 'F_58_40' | 'F_43_25_SINGLE';
    /** @description Информация о штрихкодах. */
    BarcodeOfferInfoDTO: {
      offerId: components['schemas']['ShopSku'];
      /**
       * Format: int64
       * @description Количество штрихкодов для печати.
       */
      barcodeCount: number;
    };
    /**
     * Format: int64
     * @description Идентификатор заявки.
     *
     *     {% note warning "Используется только в API" %}
     *
     *     По нему не получится найти заявки в кабинете продавца на Маркете. Для этого используйте `marketplaceRequestId` или `warehouseRequestId`.
     *
     *     {% endnote %}
     */
    SupplyRequestId: number;
    /** @description Данные, необходимые для генерации файла. */
    GenerateBarcodesReportRequest: {
      campaignId: components['schemas']['CampaignId'];
      barcodeFormat: components['schemas']['BarcodeFormatType'];
      /**
       * @description Список товаров.
       *
       *     Передайте этот параметр и уникальные `offerId`, чтобы вернуть файл со штрихкодами конкретных товаров.
       *
       *     В запросе обязательно должен быть либо `barcodeOfferInfos`, либо `supplyRequestId`, но не оба сразу.
       *
       *     Если передается информация о товаре, у которого несколько штрихкодов, все штрихкоды будут добавлены в файл, их количество будет задано параметром `barcodeCount`.
       */
      barcodeOfferInfos?: components['schemas']['BarcodeOfferInfoDTO'][] | null;
      /**
       * @description Идентификатор заявки на поставку.
       *
       *     Передайте этот параметр, чтобы вернуть файл со штрихкодами товаров в указанной заявке на поставку. Вернутся штрихкоды каждого товара в заявке.
       *
       *     В запросе обязательно должен быть либо `barcodeOfferInfos`, либо `supplyRequestId`, но не оба сразу.
       */
      supplyRequestId?: components['schemas']['SupplyRequestId'];
    };
    /**
     * @description Тип точки продаж.
     *
     *     Возможные значения:
     *
     *     * `DEPOT` — пункт выдачи заказов.
     *     * `MIXED` — смешанный тип точки продаж (торговый зал и пункт выдачи заказов).
     *     * `RETAIL` — розничная точка продаж (торговый зал).
     *     * `NOT_DEFINED` — неизвестный тип точки продажи. При определении типа произошла ошибка.
     * @enum {string}
     */
    OutletType: 'DEPOT' | 'MIXED' | 'RETAIL' | 'NOT_DEFINED';
    /**
     * @description Состояние точки продаж.
     *
     *     Возможные значения:
     *
     *     * `HIDDEN` — точка продаж выключена.
     *     * `VISIBLE` — точка продаж включена.
     *     * `UNKNOWN` — неизвестное состояние точки продажи. При определении состояния произошла ошибка.
     * @enum {string}
     */
    OutletVisibilityType: 'HIDDEN' | 'VISIBLE' | 'UNKNOWN';
    /** @description Адрес точки продаж. */
    OutletAddressDTO: {
      /**
       * Format: int64
       * @description Идентификатор региона.
       *
       *     Идентификатор можно получить c помощью запроса [GET v2/regions](../../reference/regions/searchRegionsByName.md).
       *
       *     {% note alert "Типы регионов при создании и редактировании точек продаж" %}
       *
       *     Указывайте только регионы типов `TOWN` (город), `CITY` (крупный город) и `REPUBLIC_AREA` (район субъекта федерации). Тип региона указан в выходных параметрах `type` запросов [GET v2/regions](../../reference/regions/searchRegionsByName.md) и [GET v2/regions/{regionId}](../../reference/regions/searchRegionsById.md).
       *
       *     {% endnote %}
       */
      regionId: number;
      /** @description Улица. */
      street?: string;
      /** @description Номер дома. */
      number?: string;
      /** @description Номер строения. */
      building?: string;
      /** @description Номер владения. */
      estate?: string;
      /** @description Номер корпуса. */
      block?: string;
      /** @description Дополнительная информация. */
      additional?: string;
      /**
       * Format: int32
       * @description Порядковый номер километра дороги, на котором располагается точка продаж, если отсутствует улица.
       */
      km?: number;
      /**
       * @deprecated
       * @description {% note warning "В ответах города и населенные пункты возвращаются в параметре `regionId`." %}
       *
       *
       *
       *     {% endnote %}
       */
      city?: string;
    };
    /**
     * @description День недели:
     *
     *     * `MONDAY` — понедельник.
     *     * `TUESDAY` — вторник.
     *     * `WEDNESDAY` — среда.
     *     * `THURSDAY` — четверг.
     *     * `FRIDAY` — пятница.
     *     * `SATURDAY` — суббота.
     *     * `SUNDAY` — воскресенье.
     * @enum {string}
     */
    DayOfWeekType:
      'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
    /** @description Расписание работы точки продаж. */
    OutletWorkingScheduleItemDTO: {
      /**
       * @description Точка продаж работает с указанного дня недели.
       *
       *     Возможные значения:
       *
       *     * `MONDAY` — понедельник.
       *     * `TUESDAY` — вторник.
       *     * `WEDNESDAY` — среда.
       *     * `THURSDAY` — четверг.
       *     * `FRIDAY` — пятница.
       *     * `SATURDAY` — суббота.
       *     * `SUNDAY` — воскресенье.
       */
      startDay: components['schemas']['DayOfWeekType'];
      /**
       * @description Точка продаж работает до указанного дня недели.
       *
       *     Возможные значения:
       *
       *     * `MONDAY` — понедельник.
       *     * `TUESDAY` — вторник.
       *     * `WEDNESDAY` — среда.
       *     * `THURSDAY` — четверг.
       *     * `FRIDAY` — пятница.
       *     * `SATURDAY` — суббота.
       *     * `SUNDAY` — воскресенье.
       */
      endDay: components['schemas']['DayOfWeekType'];
      /**
       * @description Точка продаж работает c указанного часа.
       *
       *     Формат: `ЧЧ:ММ`.
       * @example 09:59
       */
      startTime: string;
      /**
       * @description Точка продаж работает до указанного часа.
       *
       *     Формат: `ЧЧ:ММ`.
       * @example 23:59
       */
      endTime: string;
    };
    /** @description Список режимов работы точки продаж. */
    OutletWorkingScheduleDTO: {
      /**
       * @description Признак, работает ли точка продаж в дни государственных праздников.
       *
       *     Возможные значения:
       *
       *     * `false` — точка продаж не работает в дни государственных праздников.
       *     * `true` — точка продаж работает в дни государственных праздников.
       */
      workInHoliday?: boolean;
      /** @description Список расписаний работы точки продаж. */
      scheduleItems: components['schemas']['OutletWorkingScheduleItemDTO'][];
    };
    /** @description Информация об условиях доставки для данной точки продаж. */
    OutletDeliveryRuleDTO: {
      /**
       * Format: int32
       * @description Минимальный срок доставки товаров в точку продаж. Указан в рабочих днях.
       *
       *     Минимальное значение: `0` — доставка в день заказа.
       *
       *     Максимальное значение: `60`.
       *
       *     Допустимые сроки доставки (разница между `minDeliveryDays` и `maxDeliveryDays`) зависят от региона.
       *
       *     Для доставки по своему региону разница не должна превышать двух дней. Например, если `minDeliveryDays` равно 1, то для `maxDeliveryDays` допускаются значения от 1 до 3.
       *
       *     Для доставки в другие регионы:
       *
       *     * Если `minDeliveryDays` до 18 дней, разница не должна превышать четырех дней. Например, если `minDeliveryDays` равно 10, то для `maxDeliveryDays` допускаются значения от 10 до 14.
       *     * Если `minDeliveryDays` больше 18 дней, разница должна быть не больше чем в два раза. Например, если `minDeliveryDays` равно 21, то для `maxDeliveryDays` допускаются значения от 21 до 42.
       *
       *     Обязательный параметр, если `type="DEPOT"` или `type="MIXED"`.
       *
       *     Взаимоисключающий с параметром `unspecifiedDeliveryInterval`.
       */
      minDeliveryDays?: number;
      /**
       * Format: int32
       * @description Максимальный срок доставки товаров в точку продаж. Указан в рабочих днях.
       *
       *     Минимальное значение: `0` — доставка в день заказа.
       *
       *     Максимальное значение: `60`.
       *
       *     Допустимые сроки доставки (разница между `minDeliveryDays` и `maxDeliveryDays`) зависят от региона.
       *
       *     Для доставки по своему региону разница не должна превышать двух дней. Например, если `minDeliveryDays` равно 1, то для `maxDeliveryDays` допускаются значения от 1 до 3.
       *
       *     Для доставки в другие регионы:
       *
       *     * Если `minDeliveryDays` до 18 дней, разница не должна превышать четырех дней. Например, если `minDeliveryDays` равно 10, то для `maxDeliveryDays` допускаются значения от 10 до 14.
       *     * Если `minDeliveryDays` больше 18 дней, разница должна быть не больше чем в два раза. Например, если `minDeliveryDays` равно 21, то для `maxDeliveryDays` допускаются значения от 21 до 42.
       *
       *     Обязательный параметр, если `type="DEPOT"` или `type="MIXED"`.
       *
       *     Взаимоисключающий с параметром `unspecifiedDeliveryInterval`.
       */
      maxDeliveryDays?: number;
      /**
       * Format: int64
       * @description Идентификатор службы доставки товаров в точку продаж.
       *
       *     Информацию о службе доставки можно получить с помощью запроса [GET delivery/services](../../reference/delivery-services/getDeliveryServices.md).
       */
      deliveryServiceId?: number;
      /**
       * Format: int32
       * @description Час, до которого покупателю нужно сделать заказ, чтобы он был доставлен в точку продаж в сроки от `minDeliveryDays` до `maxDeliveryDays`.
       *
       *     Если покупатель оформит заказ после указанного часа, он будет доставлен в сроки от `minDeliveryDays` + 1 рабочий день до `maxDeliveryDays` + 1 рабочий день.
       *
       *     Значение по умолчанию: `24`.
       */
      orderBefore?: number;
      /** @description Цена товара, начиная с которой действует бесплатный самовывоз товара из точки продаж. */
      priceFreePickup?: number;
      /**
       * @description Признак доставки товаров в точку продаж на заказ.
       *
       *     Признак выставлен, если:
       *
       *     * точный срок доставки в точку продаж заранее неизвестен (например, если магазин собирает несколько заказов для отправки в точку или населенный пункт);
       *     * все товары изготавливаются или поставляются на заказ.
       *
       *     Возможные значения:
       *     * `true` — товары доставляются в точку продаж на заказ.
       *
       *     Параметр указывается только со значением `true`.
       *
       *     Взаимоисключающий с параметрами `minDeliveryDays` и `maxDeliveryDays`.
       */
      unspecifiedDeliveryInterval?: boolean;
    };
    /** @description Информация о точке продаж. */
    OutletDTO: {
      /** @description Название точки продаж. */
      name: string;
      type: components['schemas']['OutletType'];
      /**
       * @description Координаты точки продаж.
       *
       *     Формат: долгота, широта. Разделители: запятая и / или пробел. Например, `20.4522144, 54.7104264`.
       *
       *     Если параметр не передан, координаты будут определены по значениям параметров, вложенных в `address`.
       */
      coords?: string;
      /**
       * @description Признак основной точки продаж.
       *
       *     Возможные значения:
       *
       *     * `false` — неосновная точка продаж.
       *     * `true` — основная точка продаж.
       */
      isMain?: boolean;
      /** @description Идентификатор точки продаж, присвоенный магазином. */
      shopOutletCode?: string;
      visibility?: components['schemas']['OutletVisibilityType'];
      address: components['schemas']['OutletAddressDTO'];
      /**
       * @description Номера телефонов точки продаж.
       *     Передавайте номер в формате: `+<код страны>(<код города>)<номер>[#<добавочный>]`.
       *
       *     Примеры:
       *     - `+7 (999) 999-99-99`
       *     - `+7 (999) 999-99-99#1234`
       */
      phones: string[];
      workingSchedule: components['schemas']['OutletWorkingScheduleDTO'];
      /**
       * @description Информация об условиях доставки для данной точки продаж.
       *
       *     Обязательный параметр, если параметр `type=DEPOT` или `type=MIXED`.
       */
      deliveryRules?: components['schemas']['OutletDeliveryRuleDTO'][] | null;
      /**
       * Format: int64
       * @description Срок хранения заказа в собственном пункте выдачи заказов. Считается в днях.
       */
      storagePeriod?: number;
    };
    /**
     * @description Статус точки продаж.
     *
     *     Возможные значения:
     *
     *     * `AT_MODERATION` — проверяется.
     *     * `FAILED` — не прошла проверку и отклонена модератором.
     *     * `MODERATED` — проверена и одобрена.
     *     * `NONMODERATED` — новая точка, нуждается в проверке.
     *     * `UNKNOWN` — статус не указан. При определении статуса произошла ошибка.
     * @enum {string}
     */
    OutletStatusType: 'AT_MODERATION' | 'FAILED' | 'MODERATED' | 'NONMODERATED' | 'UNKNOWN';
    /** @description Информация о точке продаж. */
    FullOutletDTO: components['schemas']['OutletDTO'] & {
      /**
       * Format: int64
       * @description Идентификатор точки продаж, присвоенный Маркетом.
       */
      id: number;
      status?: components['schemas']['OutletStatusType'];
      region?: components['schemas']['RegionDTO'];
      /**
       * @deprecated
       * @description {% note warning "Вместо него используйте `shopOutletCode`." %}
       *
       *
       *
       *     {% endnote %}
       *
       *     Идентификатор точки продаж, заданный магазином.
       */
      shopOutletId?: string;
      /**
       * @deprecated
       * @description {% note warning "Вместо него используйте `workingSchedule`." %}
       *
       *
       *
       *     {% endnote %}
       *
       *     Рабочее время.
       */
      workingTime?: string;
      /** @description Статус модерации. */
      moderationReason?: string;
    };
    /** @description Ответ на запрос информации о точках продаж. */
    GetOutletsResponse: {
      /** @description Информация о точках продаж. */
      outlets: components['schemas']['FullOutletDTO'][];
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    ChangeOutletRequest: components['schemas']['OutletDTO'];
    /**
     * @description Результат выполнения запроса.
     *     Выводится, если `status="OK"`.
     */
    OutletResponseDTO: {
      /**
       * Format: int64
       * @description Идентификатор точки продаж, присвоенный Маркетом.
       */
      id?: number;
    };
    /** @description Ответ на запрос о создании точки продаж. */
    CreateOutletResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OutletResponseDTO'];
    };
    /** @description Ответ на запрос информации о точке продаж. */
    GetOutletResponse: {
      outlet?: components['schemas']['FullOutletDTO'];
    };
    /**
     * @description Типизированный код ошибки. Описания возможных значений приведены в разделе [Коды ошибок](../../concepts/error-codes.md).
     * @enum {string}
     */
    ApiErrorCodeType:
      | 'INVALID_FEED_ID'
      | 'INVALID_WAREHOUSE_ID'
      | 'GROUPED_WAREHOUSE'
      | 'DUPLICATE_OFFER'
      | 'INVALID_TTL'
      | 'INVALID_COMMENT'
      | 'LIMIT_EXCEEDED'
      | 'NON_POSITIVE_LIMIT'
      | 'REQUEST_LIMIT_EXCEEDED'
      | 'INVALID_OFFER_ID'
      | 'MISSING_OFFER_ID'
      | 'MISSING_OFFER'
      | 'INVALID_SHOP_SKU'
      | 'AMBIGUOUS_OFFER'
      | 'OFFER_NOT_FOUND'
      | 'MODEL_NOT_FOUND'
      | 'CATEGORY_NOT_FOUND'
      | 'NO_REQUIRED_FIELDS'
      | 'FORBIDDEN_FIELD_DEFINITION'
      | 'PROBLEMS_IN_OTHER_OFFERS'
      | 'AMBIGUOUS_FIELD_DEFINITION'
      | 'INVALID_OUTLET_INFO'
      | 'DUPLICATE_OUTLET_CODE'
      | 'UNKNOWN_REGION'
      | 'WRONG_REGION'
      | 'NOT_SPECIFIED'
      | 'INVALID_PHONE_FORMAT'
      | 'INVALID_TIME_FORMAT'
      | 'COULD_NOT_FIND_COORDS'
      | 'WRONG_OUTLET_GPS_COORDINATES'
      | 'ITEM_NOT_FOUND'
      | 'INVALID_ITEM'
      | 'ITEM_DUPLICATE'
      | 'ITEM_SHIPPED'
      | 'ITEMS_ADDITION_NOT_SUPPORTED'
      | 'CANNOT_REMOVE_LAST_ITEM'
      | 'OTHER_REMOVE_ITEM_ERROR'
      | 'TRACK_CODE_ALREADY_USED'
      | 'TOO_MANY_CISES_FOR_ITEM'
      | 'TOO_FEW_CISES_FOR_ITEM'
      | 'INVALID_CIS'
      | 'DUPLICATE_CIS'
      | 'TOO_MANY_UINS_FOR_ITEM'
      | 'TOO_FEW_UINS_FOR_ITEM'
      | 'INVALID_UIN'
      | 'UIN_VALIDATION_IN_PROGRESS_ERROR'
      | 'CIS_VALIDATION_IN_PROGRESS_ERROR'
      | 'INVALID_RNPT'
      | 'INVALID_GTD'
      | 'INVALID_COUNTRY_CODE'
      | 'COUNTRY_CODE_AND_GTD_ARE_REQUIRED_VALIDATION_ERROR'
      | 'DUPLICATE_UIN'
      | 'DELETED_ITEMS_EXCEEDS_THRESHOLD'
      | 'PROMO_PROHIBITS_DELETE'
      | 'PAYMENT_PROHIBITS_DELETE'
      | 'CANCELLATION_REQUESTED'
      | 'ORDER_IN_TERMINAL_STATE'
      | 'EDIT_COUNT_EXCEEDED'
      | 'DAYS_COUNT_EXCEEDED'
      | 'SAME_DELIVERY_DATES'
      | 'INCORRECT_INN'
      | 'BAD_REQUEST'
      | 'UNSUPPORTED_MEDIA_TYPE'
      | 'FORBIDDEN'
      | 'NOT_FOUND'
      | 'LOCKED'
      | 'CONSTRAINT_VIOLATION'
      | 'DUPLICATE_MARKET_SKU'
      | 'INVALID_MARKET_SKU'
      | 'INVALID_MAPPING'
      | 'MISSING_MAPPING'
      | 'UNKNOWN_PARAMETER'
      | 'INTERNAL_ERROR'
      | 'MISSING_PARAM'
      | 'DUPLICATE_SHOP_SKU'
      | 'INVALID_CURRENCY'
      | 'INVALID_PAYMENT_SETTINGS'
      | 'OTHER'
      | 'INVALID_CATEGORY'
      | 'INVALID_QUERY_PARAMETER'
      | 'CAMPAIGN_NOT_FOUND'
      | 'PARTNER_NOT_FOUND'
      | 'BUSINESS_NOT_FOUND'
      | 'CAMPAIGN_TYPE_NOT_SUPPORTED'
      | 'BAD_OFFERS'
      | 'ALREADY_CONFIRMED'
      | 'CUTOFF_NOT_REACHED'
      | 'NO_ORDERS'
      | 'BAD_ORDERS'
      | 'NO_BOXES'
      | 'INVALID_ORDER_BEFORE'
      | 'STATUS_NOT_ALLOWED'
      | 'SUBSTATUS_NOT_ALLOWED'
      | 'USER_UNREACHABLE_NOT_ALLOWED'
      | 'ACTION_FORBIDDEN'
      | 'CANT_DELIVER_ORDER_TO_ADDRESS'
      | 'PICKUP_EXPIRED_CANCELLATION_FORBIDDEN'
      | 'INVALID_ORDER_STATUS'
      | 'CODE_NEED_BE_REFRESHED'
      | 'CODE_ALREADY_ACCEPTED'
      | 'NO_EMAIL'
      | 'PROMO_ENDED'
      | 'PROMO_ENTRY_DEADLINE_EXCEEDED'
      | 'PROMO_MECHANICS_NOT_SUPPORTED'
      | 'PROMO_SINGLE_OFFER_TASK_LIMIT_EXCEEDED'
      | 'SUPPLY_REQUEST_NOT_FOUND'
      | 'DOCUMENT_NOT_FOUND'
      | 'EXTERNAL_ORDER_ID_UPDATE_ERROR'
      | 'DECLINE_REASON_ARE_REQUIRED_ERROR'
      | 'CONTRACT_NOT_FOUND'
      | 'CONTRACT_WITH_AGENCY'
      | 'NOT_ENOUGH_STOCK'
      | 'INVALID_DELIVERY_OPTION'
      | 'ORDER_ALREADY_EXISTS'
      | 'ORDER_MODIFICATION_NOT_ALLOWED'
      | 'DELIVERY_TAX_INFO_NO_DBS_PARTNER'
      | 'DELIVERY_TAX_INFO_INCORRECT_ORDER_STATUS'
      | 'DELIVERY_TAX_INFO_TAX_SYSTEM_IS_NOT_SUPPORTED'
      | 'DELIVERY_TAX_INFO_INCORRECT_DELIVERY_SERVICE'
      | 'DELIVERY_TAX_INFO_INCORRECT_REQUEST'
      | 'RETURN_ALREADY_EXISTS'
      | 'INVALID_RETURN_OFFERS'
      | 'PHOTO_UPLOAD_FAILED'
      | 'INVALID_DELIVERY_TYPE'
      | 'INVALID_RETURN_REASON'
      | 'INVALID_ITEM_DIMENSIONS'
      | 'API_DISABLED'
      | 'RESTRICTED_BY_MARKETPLACE_REGION'
      | 'NO_ACCESS_BY_DEPRECATION_POLICY'
      | 'ORDER_EDIT_ERROR'
      | 'ADVERTISER_STATUS_MISMATCH'
      | 'RESTRICTED_FOR_ADVERTISER'
      | 'SUBSCRIPTION_REQUIRED'
      | 'CIS_HANDLE_MODE_RESTRICTION';
    /** @description Общий формат типизированной ошибки. */
    ApiTypedErrorDTO: {
      /** @description Код ошибки. */
      code: components['schemas']['ApiErrorCodeType'];
      /** @description Описание ошибки. */
      message?: string;
    };
    /** @description Стандартная обертка для типизированных ошибок сервера. */
    ApiTypedErrorResponse: components['schemas']['ApiResponse'] & {
      /** @description Список ошибок. */
      errors?: components['schemas']['ApiTypedErrorDTO'][] | null;
    };
    /** @description Ошибка в данных переданных от клиента. */
    ApiTypedClientDataErrorResponse: components['schemas']['ApiTypedErrorResponse'];
    /** @description В запросе не указаны авторизационные данные. */
    ApiTypedUnauthorizedErrorResponse: components['schemas']['ApiTypedErrorResponse'];
    /** @description Неверны авторизационные данные, указанные в запросе, или запрещен доступ к запрашиваемому ресурсу. */
    ApiTypedForbiddenErrorResponse: components['schemas']['ApiTypedErrorResponse'];
    /** @description Запрашиваемый ресурс не найден. */
    ApiTypedNotFoundErrorResponse: components['schemas']['ApiTypedErrorResponse'];
    /** @description Превышено ограничение на доступ к ресурсу. */
    ApiTypedLimitErrorResponse: components['schemas']['ApiTypedErrorResponse'];
    /** @description Внутренняя ошибка сервера. */
    ApiTypedServerErrorResponse: components['schemas']['ApiTypedErrorResponse'];
    /**
     * @description Тип пункта выдачи:
     *
     *     * `MARKET` — пункт выдачи Маркета.
     * @enum {string}
     */
    LogisticPointBrandType: 'MARKET';
    /** @description Адрес пункта выдачи. */
    LogisticPointAddressDTO: {
      /** @description Полный адрес. */
      fullAddress: string;
      gps: components['schemas']['GpsDTO'];
      /**
       * Format: int64
       * @description Идентификатор региона.
       *
       *     Информацию о регионе можно получить c помощью метода [GET v2/regions](../../reference/regions/searchRegionsById.md).
       */
      regionId: number;
      /** @description Город. */
      city?: string;
      /** @description Улица. */
      street?: string;
      /** @description Номер дома. */
      house?: string;
      /** @description Номер строения. */
      building?: string;
      /** @description Номер корпуса. */
      block?: string;
      /**
       * Format: int32
       * @description Порядковый номер километра, на котором располагается пункт выдачи.
       *
       *     Указывается, если в адресе нет улицы.
       */
      km?: number;
      /** @description Дополнительная информация. */
      additional?: string;
    };
    /** @description День и время работы. */
    ScheduleDayDTO: {
      /** @description День недели. */
      day: components['schemas']['DayOfWeekType'];
      /**
       * @description Время начала рабочего дня.
       *
       *     Формат: `ЧЧ:ММ`.
       */
      startTime: string;
      /**
       * @description Время конца рабочего дня.
       *
       *     Формат: `ЧЧ:ММ`.
       */
      endTime: string;
    };
    /** @description Расписание работы пункта выдачи. */
    LogisticPointScheduleDTO: {
      /** @description График работы. */
      schedule: components['schemas']['ScheduleDayDTO'][];
      /** @description Расписание праздничных дней. */
      holidays?: string[] | null;
    };
    /** @description Ограничения по размеру одного товара. */
    LogisticPointDimensionRestrictionsDTO: {
      /**
       * Format: int32
       * @description Максимальный вес в граммах.
       */
      weight: number;
      /**
       * Format: int32
       * @description Максимальная высота в сантиметрах.
       */
      height: number;
      /**
       * Format: int32
       * @description Максимальная ширина в сантиметрах.
       */
      width: number;
      /**
       * Format: int32
       * @description Максимальная длина в сантиметрах.
       */
      length: number;
      /**
       * Format: int32
       * @description Максимальная сумма измерений в сантиметрах.
       */
      dimensionsSum: number;
    };
    /** @description Ограничения на доставку в пункт выдачи. */
    LogisticPointDeliveryRestrictionDTO: {
      dimensionsRestrictions: components['schemas']['LogisticPointDimensionRestrictionsDTO'];
    };
    /**
     * @description Свойство пункта выдачи:
     *
     *     * `RETURN_ALLOWED` — пункт выдачи принимает возвраты.
     *
     *     {% note warning "Проверка ограничений" %}
     *
     *     Признак не учитывает ограничения ПВЗ на прием различных товаров в возврате.
     *     Для проверки по конкретному набору товаров используйте метод [POST v1/campaigns/{campaignId}/return-delivery-options](../../reference/delivery-options/getReturnDeliveryOptions.md).
     *
     *     {% endnote %}
     * @enum {string}
     */
    LogisticPointFeatureType: 'RETURN_ALLOWED';
    /** @description Информация о пункте выдачи. */
    LogisticPointDTO: {
      logisticPointId: components['schemas']['LogisticPointId'];
      brand: components['schemas']['LogisticPointBrandType'];
      address: components['schemas']['LogisticPointAddressDTO'];
      workingSchedule: components['schemas']['LogisticPointScheduleDTO'];
      deliveryRestrictions: components['schemas']['LogisticPointDeliveryRestrictionDTO'];
      /** @description Свойства пункта выдачи. */
      features?: components['schemas']['LogisticPointFeatureType'][] | null;
      /**
       * Format: int64
       * @description Срок хранения заказа в пункте выдачи.
       *
       *     Указывается в днях.
       */
      storagePeriod: number;
    };
    /** @description Информация о пунктах выдачи заказов. */
    GetLogisticsPointsDTO: {
      /** @description Пункты выдачи заказов. */
      logisticPoints: components['schemas']['LogisticPointDTO'][];
      /** @description Идентификатор следующей страницы. */
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    /** @description Информация о пунктах выдачи. */
    GetLogisticPointsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetLogisticsPointsDTO'];
    };
    /**
     * @description Тип лицензии:
     *
     *     * `ALCOHOL` — лицензия на розничную продажу алкогольной продукции.
     *     * `UNKNOWN` — неизвестный тип лицензии.
     * @enum {string}
     */
    LicenseType: 'ALCOHOL' | 'UNKNOWN';
    /** @description Информация о лицензии. */
    OutletLicenseDTO: {
      /**
       * Format: int64
       * @description Идентификатор лицензии.
       *
       *     Параметр указывается, только если нужно изменить информацию о существующей лицензии. Ее идентификатор можно узнать с помощью запроса [GET v2/campaigns/{campaignId}/outlets/licenses](../../reference/outlet-licenses/getOutletLicenses.md). При передаче информации о новой лицензии указывать идентификатор не нужно.
       *
       *     Идентификатор лицензии присваивается Маркетом. Не путайте его с номером, указанным на лицензии: он передается в параметре `number`.
       */
      id?: number;
      /**
       * Format: int64
       * @description Идентификатор точки продаж, для которой действительна лицензия.
       */
      outletId: number;
      licenseType: components['schemas']['LicenseType'];
      /** @description Номер лицензии. */
      number: string;
      /**
       * Format: date-time
       * @description Дата выдачи лицензии.
       *
       *     Формат даты: ISO 8601 со смещением относительно UTC. Нужно передать дату, указанную на лицензии, время `00:00:00` и часовой пояс, соответствующий региону точки продаж. Например, если лицензия для точки продаж в Москве выдана 13 ноября 2017 года, то параметр должен иметь значение `2017-11-13T00:00:00+03:00`.
       *
       *     Не может быть позже даты окончания срока действия, указанной в параметре `dateOfExpiry`.
       * @example 2017-11-13T00:00:00+03:00
       */
      dateOfIssue: string;
      /**
       * Format: date-time
       * @description Дата окончания действия лицензии.
       *
       *     Формат даты: ISO 8601 со смещением относительно UTC. Нужно передать дату, указанную на лицензии, время `00:00:00` и часовой пояс, соответствующий региону точки продаж. Например, если действие лицензии для точки продаж в Москве заканчивается 20 ноября 2022 года, то параметр должен иметь значение `2022-11-20T00:00:00+03:00`.
       *
       *     Не может быть раньше даты выдачи, указанной в параметре `dateOfIssue`.
       * @example 2022-11-20T00:00:00+03:00
       */
      dateOfExpiry: string;
    };
    /**
     * @description Статус проверки лицензии:
     *
     *     * `NEW` — лицензия проверяется.
     *     * `SUCCESS` — лицензия прошла проверку.
     *     * `FAIL` — лицензия не прошла проверку.
     *     * `REVOKE` — лицензия отозвана службой качества.
     *     * `DONT_WANT` — не проверяется.
     *     * `FAIL_MANUAL` — лицензия не прошла проверку службы качества.
     * @enum {string}
     */
    LicenseCheckStatusType: 'NEW' | 'SUCCESS' | 'FAIL' | 'REVOKE' | 'DONT_WANT' | 'FAIL_MANUAL';
    /** @description Информация о лицензии. */
    FullOutletLicenseDTO: components['schemas']['OutletLicenseDTO'] & {
      checkStatus?: components['schemas']['LicenseCheckStatusType'];
      /**
       * @description Причина, по которой лицензия не прошла проверку.
       *
       *     Параметр возвращается, только если параметр `checkStatus` имеет значение `FAIL`.
       */
      checkComment?: string;
    };
    /** @description Ответ на запрос информации о лицензиях для точек продаж. */
    OutletLicensesResponseDTO: {
      /** @description Список лицензий. */
      licenses: components['schemas']['FullOutletLicenseDTO'][];
    };
    GetOutletLicensesResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OutletLicensesResponseDTO'];
    };
    /** @description Запрос на создание или изменение лицензий для точек продаж. */
    UpdateOutletLicenseRequest: {
      /**
       * @description Список лицензий.
       *     Обязательный параметр, должен содержать информацию хотя бы об одной лицензии.
       */
      licenses: components['schemas']['OutletLicenseDTO'][];
    };
    /**
     * Format: int64
     * @description Идентификатор отзыва.
     */
    GoodsFeedbackId: number;
    /**
     * @description Статус реакции на отзыв:
     *
     *     * `ALL` — все отзывы.
     *
     *     * `NEED_REACTION` — отзывы, на которые нужно ответить.
     * @enum {string}
     */
    FeedbackReactionStatusType: 'ALL' | 'NEED_REACTION';
    /** @description Фильтр запроса отзывов в кабинете. */
    GetGoodsFeedbackRequest: {
      /**
       * @description Идентификаторы отзывов.
       *
       *     ⚠️ Не используйте это поле одновременно с другими фильтрами. Если вы хотите воспользоваться ими, оставьте поле пустым.
       */
      feedbackIds?: components['schemas']['GoodsFeedbackId'][] | null;
      /**
       * Format: date-time
       * @description Начало периода. Не включительно.
       *
       *     Если параметр не указан, возвращается информация за 6 месяцев до указанной в `dateTimeTo` даты.
       *
       *     Максимальный интервал 6 месяцев.
       * @example 2020-02-02T14:30:30+03:00
       */
      dateTimeFrom?: string;
      /**
       * Format: date-time
       * @description Конец периода. Не включительно.
       *
       *     Если параметр не указан, используется текущая дата.
       *
       *     Максимальный интервал 6 месяцев.
       * @example 2020-02-02T14:30:30+03:00
       */
      dateTimeTo?: string;
      /**
       * @description Нужно ли вернуть только непрочитанные отзывы. Для этого передайте значение `NEED_REACTION`.
       *
       *     По умолчанию возвращаются все отзывы.
       */
      reactionStatus?: components['schemas']['FeedbackReactionStatusType'];
      /** @description Оценка товара. */
      ratingValues?: number[] | null;
      /** @description Фильтр по идентификатору товара. */
      offerIds?: components['schemas']['ShopSku'][] | null;
      /** @description Фильтр отзывов за баллы Плюса. */
      paid?: boolean;
    };
    /** @description Идентификаторы, которые связаны с отзывом. */
    GoodsFeedbackIdentifiersDTO: {
      /**
       * Format: int64
       * @description Идентификатор заказа на Маркете.
       */
      orderId?: number;
      /** @description Идентификатор товара. */
      offerId?: components['schemas']['ShopSku'];
    };
    /** @description Текстовая часть отзыва. */
    GoodsFeedbackDescriptionDTO: {
      /** @description Описание плюсов товара в отзыве. */
      advantages?: string;
      /** @description Описание минусов товара в отзыве. */
      disadvantages?: string;
      /** @description Комментарий в отзыве. */
      comment?: string;
    };
    /** @description Фотографии и видео. */
    GoodsFeedbackMediaDTO: {
      /** @description Ссылки на фотографии. */
      photos?: string[] | null;
      /** @description Ссылки на видео. */
      videos?: string[] | null;
    };
    /** @description Статистическая информация по отзыву. */
    GoodsFeedbackStatisticsDTO: {
      /**
       * Format: int32
       * @description Оценка товара.
       */
      rating: number;
      /**
       * Format: int64
       * @description Количество комментариев к отзыву.
       *
       *     Учитываются только ответы на отзывы, а не дочерние комментарии.
       */
      commentsCount: number;
      /** @description Рекомендуют ли этот товар. */
      recommended?: boolean;
      /**
       * Format: int64
       * @description Количество баллов Плюса, которое автор получил за отзыв.
       */
      paidAmount?: number;
    };
    /** @description Отзыв о товаре. */
    GoodsFeedbackDTO: {
      feedbackId: components['schemas']['GoodsFeedbackId'];
      /**
       * Format: date-time
       * @description Дата и время создания отзыва.
       */
      createdAt: string;
      /**
       * @description Прочитан ли отзыв.
       *
       *     Принимает значение `false`, если магазин:
       *
       *     * Прочитал отзыв в кабинете продавца на Маркете.
       *     * Отметил отзыв прочитанным — метод [POST v2/businesses/{businessId}/goods-feedback/skip-reaction](../../reference/goods-feedback/skipGoodsFeedbacksReaction.md).
       *     * Оставил комментарий к отзыву — метод [POST v2/businesses/{businessId}/goods-feedback/comments/update](../../reference/goods-feedback/updateGoodsFeedbackComment.md).
       */
      needReaction: boolean;
      identifiers: components['schemas']['GoodsFeedbackIdentifiersDTO'];
      /** @description Имя автора отзыва. */
      author?: string;
      description?: components['schemas']['GoodsFeedbackDescriptionDTO'];
      media?: components['schemas']['GoodsFeedbackMediaDTO'];
      statistics: components['schemas']['GoodsFeedbackStatisticsDTO'];
    };
    /** @description Список отзывов о товарах. */
    GoodsFeedbackListDTO: {
      /** @description Список отзывов. */
      feedbacks: components['schemas']['GoodsFeedbackDTO'][];
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    GetGoodsFeedbackResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GoodsFeedbackListDTO'];
    };
    /** @description Идентификаторы отзывов. */
    SkipGoodsFeedbackReactionRequest: {
      /** @description Список идентификаторов отзывов, на которые магазин не будет отвечать. */
      feedbackIds: components['schemas']['GoodsFeedbackId'][];
    };
    /**
     * Format: int64
     * @description Идентификатор комментария к отзыву.
     */
    GoodsFeedbackCommentId: number;
    /**
     * @description Текст комментария.
     *
     *     Не должен содержать контакты магазина и ссылки на сайты, кроме Маркета.
     */
    GoodsFeedbackCommentText: string;
    /** @description Комментарий к отзыву или другому комментарию. */
    UpdateGoodsFeedbackCommentDTO: {
      /**
       * @description Идентификатор комментария, который нужно изменить.
       *
       *     Оставьте поле пустым, если хотите добавить новый комментарий.
       */
      id?: components['schemas']['GoodsFeedbackCommentId'];
      /**
       * Format: int64
       * @description Идентификатор родительского комментария, на который нужно ответить.
       */
      parentId?: number;
      text: components['schemas']['GoodsFeedbackCommentText'];
    };
    /** @description Комментарий к отзыву. */
    UpdateGoodsFeedbackCommentRequest: {
      feedbackId: components['schemas']['GoodsFeedbackId'];
      /** @description Параметры комментария. */
      comment: components['schemas']['UpdateGoodsFeedbackCommentDTO'];
    };
    /**
     * @description Тип автора:
     *
     *     * `USER` — пользователь.
     *     * `BUSINESS` — кабинет.
     *     * `BRAND` — бренд.
     * @enum {string}
     */
    GoodsFeedbackCommentAuthorType: 'USER' | 'BUSINESS' | 'BRAND';
    /** @description Информация об авторе комментария. */
    GoodsFeedbackCommentAuthorDTO: {
      type?: components['schemas']['GoodsFeedbackCommentAuthorType'];
      /** @description Имя автора или название кабинета. */
      name?: string;
    };
    /**
     * @description Статус комментария:
     *
     *     * `PUBLISHED` — опубликован.
     *     * `UNMODERATED` — не проверен.
     *     * `BANNED` — заблокирован.
     *     * `DELETED` — удален.
     * @enum {string}
     */
    GoodsFeedbackCommentStatusType: 'PUBLISHED' | 'UNMODERATED' | 'BANNED' | 'DELETED';
    /** @description Комментарий к отзыву. */
    GoodsFeedbackCommentDTO: {
      id: components['schemas']['GoodsFeedbackCommentId'];
      text: components['schemas']['GoodsFeedbackCommentText'];
      /** @description Может ли продавец изменять комментарий или удалять его. */
      canModify?: boolean;
      /**
       * Format: int64
       * @description Идентификатор родительского комментария.
       */
      parentId?: number;
      author?: components['schemas']['GoodsFeedbackCommentAuthorDTO'];
      status: components['schemas']['GoodsFeedbackCommentStatusType'];
      feedbackId: components['schemas']['GoodsFeedbackId'];
    };
    UpdateGoodsFeedbackCommentResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GoodsFeedbackCommentDTO'];
    };
    /** @description Фильтр запроса отзывов по бизнесу. */
    DeleteGoodsFeedbackCommentRequest: {
      id: components['schemas']['GoodsFeedbackCommentId'];
    };
    /** @description Фильтр запроса комментариев отзыва. */
    GetGoodsFeedbackCommentsRequest: {
      feedbackId?: components['schemas']['GoodsFeedbackId'];
      /**
       * @description Идентификаторы комментариев.
       *
       *     ⚠️ Не используйте это поле одновременно с другими фильтрами. Если вы хотите воспользоваться ими, оставьте поле пустым.
       */
      commentIds?: components['schemas']['GoodsFeedbackCommentId'][] | null;
    };
    /** @description Комментарии к отзыву. */
    GoodsFeedbackCommentListDTO: {
      /** @description Список комментариев. */
      comments: components['schemas']['GoodsFeedbackCommentDTO'][];
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    GetGoodsFeedbackCommentsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GoodsFeedbackCommentListDTO'];
    };
    /** @description Фильтр запроса отзывов в кабинете. */
    GetGoodsFeedbackUrbanadsRequest: {
      /**
       * @description Идентификаторы отзывов.
       *
       *     ⚠️ Не используйте это поле одновременно с другими фильтрами. Если вы хотите воспользоваться ими, оставьте поле пустым.
       */
      feedbackIds?: components['schemas']['GoodsFeedbackId'][] | null;
      /**
       * Format: date-time
       * @description Начало периода. Не включительно.
       *
       *     Если параметр не указан, возвращается информация за 6 месяцев до указанной в `dateTimeTo` даты.
       *
       *     Максимальный интервал 6 месяцев.
       * @example 2020-02-02T14:30:30+03:00
       */
      dateTimeFrom?: string;
      /**
       * Format: date-time
       * @description Конец периода. Не включительно.
       *
       *     Если параметр не указан, используется текущая дата.
       *
       *     Максимальный интервал 6 месяцев.
       * @example 2020-02-02T14:30:30+03:00
       */
      dateTimeTo?: string;
      /**
       * @description Нужно ли вернуть только непрочитанные отзывы. Для этого передайте значение `NEED_REACTION`.
       *
       *     По умолчанию возвращаются все отзывы.
       */
      reactionStatus?: components['schemas']['FeedbackReactionStatusType'];
      /** @description Оценка товара. */
      ratingValues?: number[] | null;
      /** @description Фильтр отзывов за баллы Плюса. */
      paid?: boolean;
    };
    /** @description Информация о товаре, бизнесе и бренде, которые связаны с отзывом. */
    GoodsFeedbackContextUrbanadsDTO: {
      /** @description Название товара, под которым оставлен отзыв. */
      offerName?: string;
      /** @description Ссылка на фотографию товара. */
      pictureUrl?: components['schemas']['Url'];
      /** @description Идентификатор бизнеса, под товаром которого оставлен отзыв. */
      businessId?: components['schemas']['BusinessId'];
      /** @description Название бизнеса, под товаром которого оставлен отзыв. */
      businessName?: string;
      /** @description Идентификатор бренда товара. */
      brandId?: string;
      /** @description Название бренда товара. */
      brandName?: string;
    };
    /** @description Отзыв о товаре. */
    GoodsFeedbackUrbanadsDTO: {
      feedbackId: components['schemas']['GoodsFeedbackId'];
      /**
       * Format: date-time
       * @description Дата и время создания отзыва.
       */
      createdAt: string;
      /**
       * @description Прочитан ли отзыв.
       *
       *     Принимает значение `false`, если рекламодатель:
       *
       *     * Прочитал отзыв в кабинете UrbanAds.
       *     * Пропустил реакцию на отзыв — метод [POST v2/businesses/{businessId}/goods-feedback/skip-reaction](../../reference/goods-feedback/skipGoodsFeedbacksReaction.md).
       *     * Оставил комментарий к отзыву — метод [POST v2/businesses/{businessId}/goods-feedback/comments/update](../../reference/goods-feedback/updateGoodsFeedbackComment.md).
       */
      needReaction: boolean;
      context: components['schemas']['GoodsFeedbackContextUrbanadsDTO'];
      /** @description Имя автора отзыва. */
      author?: string;
      description?: components['schemas']['GoodsFeedbackDescriptionDTO'];
      media?: components['schemas']['GoodsFeedbackMediaDTO'];
      statistics: components['schemas']['GoodsFeedbackStatisticsDTO'];
    };
    /** @description Список отзывов о товарах. */
    GoodsFeedbackUrbanadsListDTO: {
      /** @description Список отзывов. */
      feedbacks: components['schemas']['GoodsFeedbackUrbanadsDTO'][];
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    GetGoodsFeedbackUrbanadsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GoodsFeedbackUrbanadsListDTO'];
    };
    /**
     * Format: int64
     * @description Идентификатор вопроса.
     */
    QuestionId: number;
    /**
     * @description Порядок сортировки вопросов.
     *     * `CREATED_AT_DESC` — по дате создания вопроса по убыванию;
     *     * `CREATED_AT_ASC` — по дате создания вопроса по возрастанию.
     * @enum {string}
     */
    QuestionSortOrderType: 'CREATED_AT_DESC' | 'CREATED_AT_ASC';
    /** @description Запрос на получение вопросов о товарах продавца. */
    GetQuestionsRequest: {
      /** @description Идентификаторы категорий товаров. */
      categoryIds?: number[] | null;
      /** @description Идентификаторы вопросов. */
      questionIds?: components['schemas']['QuestionId'][] | null;
      /**
       * Format: date
       * @description Дата начала периода создания вопроса.
       *
       *     Если параметр не указан, возвращается информация за 1 месяц до указанной в `dateTo` даты.
       *
       *     Максимальный интервал 1 месяц.
       * @example 2020-02-02
       */
      dateFrom?: string;
      /**
       * Format: date
       * @description Дата окончания периода создания вопроса.
       *
       *     Если параметр не указан, используется текущая дата.
       *
       *     Максимальный интервал 1 месяц.
       * @example 2020-02-02
       */
      dateTo?: string;
      /**
       * @description Нужен ли ответ на вопрос.
       *
       *     * `true` — только вопросы, которые ждут ответа.
       *     * `false` — все вопросы.
       * @default false
       */
      needAnswer?: boolean;
      sort?: components['schemas']['QuestionSortOrderType'];
    };
    /** @description Идентификаторы вопроса. */
    QuestionIdentifiersDTO: {
      id: components['schemas']['QuestionId'];
      /**
       * Format: int64
       * @description Идентификатор категории.
       */
      categoryId?: number;
      offerId: components['schemas']['ShopSku'];
    };
    /** @description Текстовое содержимое. */
    QuestionsTextContent: string;
    /** @description Количество лайков и дизлайков на вопросе, ответе или комментарии. */
    VotesDTO: {
      /**
       * Format: int64
       * @description Количество лайков.
       */
      likes: number;
      /**
       * Format: int64
       * @description Количество дизлайков.
       */
      dislikes: number;
    };
    /**
     * @description Тип автора:
     *     * `USER` — пользователь.
     *     * `BUSINESS` — кабинет.
     *     * `VENDOR` — производитель.
     *     * `BRAND` — бренд.
     * @enum {string}
     */
    QuestionsTextContentAuthorType: 'USER' | 'BUSINESS' | 'VENDOR' | 'BRAND';
    /** @description Информация об авторе комментария. */
    QuestionsTextContentAuthorDTO: {
      type?: components['schemas']['QuestionsTextContentAuthorType'];
      /** @description Имя автора или название кабинета. */
      name?: string;
    };
    /** @description Вопрос. */
    QuestionDTO: {
      questionIdentifiers: components['schemas']['QuestionIdentifiersDTO'];
      businessId: components['schemas']['BusinessId'];
      text: components['schemas']['QuestionsTextContent'];
      /**
       * Format: date-time
       * @description Дата и время создания вопроса.
       */
      createdAt: string;
      votes: components['schemas']['VotesDTO'];
      author: components['schemas']['QuestionsTextContentAuthorDTO'];
    };
    /** @description Список вопросов. */
    QuestionListDTO: {
      /** @description Список вопросов. */
      questions: components['schemas']['QuestionDTO'][];
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
      /**
       * Format: int64
       * @description Общее количество вопросов, которые попадают под фильтр.
       */
      totalCount: number;
    };
    /** @description Ответ на запрос вопросов. */
    GetQuestionsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['QuestionListDTO'];
    };
    /**
     * Format: int64
     * @description Идентификатор ответа на вопрос.
     */
    AnswerId: number;
    /** @description Фильтр запроса ответов на вопрос. */
    GetAnswersRequest: {
      questionId?: components['schemas']['QuestionId'];
      /** @description Идентификаторы ответов. */
      answerIds?: components['schemas']['AnswerId'][] | null;
    };
    /**
     * @description Статус модерации ответа или комментария:
     *     * `PUBLISHED` — опубликован.
     *     * `UNMODERATED` — не проверен.
     *     * `BANNED` — заблокирован.
     *     * `DELETED` — удален.
     * @enum {string}
     */
    QuestionsTextContentModerationStatusType: 'PUBLISHED' | 'UNMODERATED' | 'BANNED' | 'DELETED';
    /**
     * Format: int64
     * @description Идентификатор комментария к ответу.
     */
    CommentId: number;
    /** @description Комментарий к ответу. */
    CommentDTO: {
      id: components['schemas']['CommentId'];
      text: components['schemas']['QuestionsTextContent'];
      /** @description Может ли продавец изменять комментарий или удалять его. */
      canModify?: boolean;
      /** @description Идентификатор родительского комментария. */
      parentId?: components['schemas']['CommentId'];
      author?: components['schemas']['QuestionsTextContentAuthorDTO'];
      status: components['schemas']['QuestionsTextContentModerationStatusType'];
      answerId: components['schemas']['AnswerId'];
      /**
       * Format: date-time
       * @description Дата создания комментария.
       */
      createdAt: string;
      votes?: components['schemas']['VotesDTO'];
    };
    /** @description Ответ на вопрос. */
    AnswerDTO: {
      id: components['schemas']['AnswerId'];
      text: components['schemas']['QuestionsTextContent'];
      /** @description Может ли продавец изменять комментарий или удалять его. */
      canModify: boolean;
      author?: components['schemas']['QuestionsTextContentAuthorDTO'];
      status: components['schemas']['QuestionsTextContentModerationStatusType'];
      questionId: components['schemas']['QuestionId'];
      /**
       * Format: date-time
       * @description Дата и время создания ответа.
       */
      createdAt: string;
      votes: components['schemas']['VotesDTO'];
      /** @description Список комментариев. */
      comments?: components['schemas']['CommentDTO'][] | null;
    };
    /** @description Ответы на вопрос. */
    AnswerListDTO: {
      /** @description Список ответов. */
      answers: components['schemas']['AnswerDTO'][];
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    /** @description Ответ на запрос получения ответов на вопрос. */
    GetAnswersResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['AnswerListDTO'];
    };
    /**
     * @description Тип сущности:
     *
     *     * `QUESTION` — вопрос о товаре.
     *     * `ANSWER` — ответ на вопрос.
     *     * `COMMENT` — комментарий к ответу.
     * @enum {string}
     */
    QuestionsTextEntityType: 'QUESTION' | 'ANSWER' | 'COMMENT';
    /** @description Идентификатор вопроса, ответа или комментария. */
    TypedQuestionsTextEntityIdDTO: {
      /**
       * Format: int64
       * @description Идентификатор вопроса, ответа или комментария.
       */
      id: number;
      /** @description Тип сущности (вопрос, ответ или комментарий). */
      type: components['schemas']['QuestionsTextEntityType'];
    };
    /**
     * @description Операция над ответом или комментарием.
     *     * `UPDATE` — обновление.
     *     * `CREATE` — создание.
     *     * `DELETE` — удаление.
     * @enum {string}
     */
    QuestionsTextEntityOperationType: 'UPDATE' | 'CREATE' | 'DELETE';
    /**
     * @description Запрос на создание, обновление или удаление вопроса, ответа или комментария.
     *
     *     **Параметры для разных операций:**
     *
     *     * `CREATE` — создание ответа или комментария:
     *       * Обязательно: `operationType`, `parentEntityId`, `text`.
     *       * `parentEntityId` — идентификатор родителя (для ответа — вопроса, для комментария — ответа).
     *
     *     * `UPDATE` — обновление ответа или комментария:
     *       * Обязательно: `operationType`, `entityId`, `text`.
     *       * `entityId` — идентификатор ответа или комментария.
     *
     *     * `DELETE` — удаление ответа или комментария:
     *       * Обязательно: `operationType`, `entityId`.
     *       * `text` не требуется.
     */
    UpdateGoodsQuestionTextEntityRequest: {
      /**
       * @description Идентификатор обновляемого или удаляемого ответа или комментария.
       *
       *     Обязателен для операций `UPDATE` и `DELETE`.
       */
      entityId?: components['schemas']['TypedQuestionsTextEntityIdDTO'];
      /**
       * @description Идентификатор родительского вопроса или ответа.
       *
       *     Обязателен для операции `CREATE`. Используется для создания ответа или комментария:
       *     * При создании ответа — указывайте идентификатор вопроса.
       *     * При создании комментария к ответу — указывайте идентификатор ответа.
       */
      parentEntityId?: components['schemas']['TypedQuestionsTextEntityIdDTO'];
      /**
       * @description Текст ответа или комментария.
       *
       *     Обязателен для операций `CREATE` и `UPDATE`. Не требуется для операции `DELETE`.
       */
      text?: components['schemas']['QuestionsTextContent'];
      operationType: components['schemas']['QuestionsTextEntityOperationType'];
    };
    /**
     * @description Информация о созданном ответе или комментария.
     *
     *     Возвращается только для запроса создания.
     */
    UpdateGoodsQuestionTextEntityDTO: {
      entity: components['schemas']['TypedQuestionsTextEntityIdDTO'];
    };
    /** @description Ответ на запрос создания, обновления или удаления вопроса, ответа или комментария. */
    UpdateGoodsQuestionTextEntityResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['UpdateGoodsQuestionTextEntityDTO'];
    };
    /**
     * @description Фильтрации товаров
     *
     *     В запросе можно указать либо фильтр offerIds, либо любые другие фильтры товаров. Совместное использование фильтра `offerIds` с другими фильтрациями приведет к ошибке.
     */
    GetCampaignOffersRequest: {
      /**
       * @description Идентификаторы товаров, информация о которых нужна.
       *
       *     {% note warning "Такой список возвращается только целиком" %}
       *
       *     Не используйте это поле одновременно с фильтрами по статусам карточек, категориям, брендам или тегам. Если вы хотите воспользоваться фильтрами, оставьте поле пустым.
       *
       *     Если вы запрашиваете информацию по конкретным SKU, не заполняйте:
       *
       *     * `pageToken`
       *     * `limit`
       *
       *     {% endnote %}
       */
      offerIds?: components['schemas']['ShopSku'][] | null;
      /** @description Фильтр по статусам товаров. */
      statuses?: components['schemas']['OfferCampaignStatusType'][] | null;
      /** @description Фильтр по категориям на Маркете. */
      categoryIds?: number[] | null;
      /** @description Фильтр по брендам. */
      vendorNames?: string[] | null;
      /** @description Фильтр по тегам. */
      tags?: string[] | null;
    };
    /** @description Информация о новой цене на товар. */
    BaseCampaignOfferDTO: {
      offerId: components['schemas']['ShopSku'];
      /**
       * @deprecated
       * @description {% note warning "Вместо него используйте методы скрытия товаров с витрины" %}
       *
       *     * [GET v2/campaigns/{campaignId}/hidden-offers](../../reference/hidden-offers/getHiddenOffers.md) — просмотр скрытых товаров;
       *     * [POST v2/campaigns/{campaignId}/hidden-offers](../../reference/hidden-offers/addHiddenOffers.md) — скрытие товаров;
       *     * [POST v2/campaigns/{campaignId}/hidden-offers/delete](../../reference/hidden-offers/deleteHiddenOffers.md) — возобновление показа.
       *
       *     {% endnote %}
       *
       *     Есть ли товар в продаже.
       */
      available?: boolean;
    };
    /** @description Цена с указанием НДС и времени последнего обновления. */
    GetPriceWithVatDTO: components['schemas']['PriceDTO'] & components['schemas']['UpdateTimeDTO'];
    /** @description Сообщение об ошибке, связанной с размещением товара. */
    OfferErrorDTO: {
      /** @description Тип ошибки. */
      message?: string;
      /** @description Пояснение. */
      comment?: string;
    };
    /** @description Параметры размещения товара в магазине. */
    GetCampaignOfferDTO: components['schemas']['BaseCampaignOfferDTO'] & {
      /** @description Цена товара для всех магазинов. */
      basicPrice?: components['schemas']['GetPriceWithDiscountDTO'];
      /** @description Цена, установленная в отдельном магазине. */
      campaignPrice?: components['schemas']['GetPriceWithVatDTO'];
      /** @description Статус товара. */
      status?: components['schemas']['OfferCampaignStatusType'];
      /** @description Ошибки, препятствующие размещению товара на витрине. */
      errors?: components['schemas']['OfferErrorDTO'][] | null;
      /** @description Предупреждения, не препятствующие размещению товара на витрине. */
      warnings?: components['schemas']['OfferErrorDTO'][] | null;
    };
    /** @description Список товаров в заданном магазине. */
    GetCampaignOffersResultDTO: {
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
      /** @description Страница списка товаров. */
      offers: components['schemas']['GetCampaignOfferDTO'][];
    };
    /** @description Ответ на запрос списка товаров в магазине. */
    GetCampaignOffersResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetCampaignOffersResultDTO'];
    };
    /** @description Параметры размещения товара в магазине. */
    UpdateCampaignOfferDTO: components['schemas']['BaseCampaignOfferDTO'] & {
      vat?: components['schemas']['VatType'];
    };
    /** @description Запрос на обновление предложений товаров магазина. */
    UpdateCampaignOffersRequest: {
      /** @description Параметры размещения товаров в заданном магазине. */
      offers: components['schemas']['UpdateCampaignOfferDTO'][];
    };
    /** @description Фильтрации удаляемых товаров по `offerIds`. */
    DeleteCampaignOffersRequest: {
      /** @description Идентификаторы товаров в каталоге. */
      offerIds: components['schemas']['ShopSku'][];
    };
    /** @description Список товаров, которые не удалось удалить, потому что они не найдены или хранятся на складе Маркета. */
    DeleteCampaignOffersDTO: {
      /** @description Список SKU. */
      notDeletedOfferIds?: components['schemas']['ShopSku'][] | null;
    };
    /** @description Результат удаления товаров. */
    DeleteCampaignOffersResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['DeleteCampaignOffersDTO'];
    };
    /**
     * @description Привлекательность цены:
     *
     *     * `OPTIMAL` — привлекательная.
     *     * `AVERAGE` — умеренная.
     *     * `LOW` — непривлекательная.
     * @enum {string}
     */
    PriceCompetitivenessType: 'OPTIMAL' | 'AVERAGE' | 'LOW';
    GetOfferRecommendationsRequest: {
      /** @description Идентификаторы товаров, информация о которых нужна. ⚠️ Не используйте это поле одновременно с остальными фильтрами. Если вы хотите воспользоваться фильтрами, оставьте поле пустым. */
      offerIds?: components['schemas']['ShopSku'][] | null;
      /** @description Фильтр, выводящий товары, с привлекательными, умеренными и непривлекательными ценами. */
      competitivenessFilter?: components['schemas']['PriceCompetitivenessType'];
    };
    /** @description Информация о состоянии цены на товар. */
    OfferForRecommendationDTO: {
      offerId?: components['schemas']['ShopSku'];
      /** @description Цена товара в каталоге. */
      price?: components['schemas']['BasePriceDTO'];
      /** @description Привлекательность цены на товар. */
      competitiveness?: components['schemas']['PriceCompetitivenessType'];
      /**
       * Format: int64
       * @description Количество показов карточки товара за последние 7 дней.
       */
      shows?: number;
    };
    /** @description Максимальные значения цены, при которых она является привлекательной или умеренной. */
    PriceCompetitivenessThresholdsDTO: {
      /** @description Максимальная привлекательная цена. */
      optimalPrice?: components['schemas']['BasePriceDTO'];
      /** @description Максимальная умеренная цена. */
      averagePrice?: components['schemas']['BasePriceDTO'];
    };
    /** @description Рекомендации, касающиеся цены на товар. */
    OfferRecommendationInfoDTO: {
      offerId?: components['schemas']['ShopSku'];
      /** @description Максимальные значения цены, при которых она является привлекательной или умеренной. */
      competitivenessThresholds?: components['schemas']['PriceCompetitivenessThresholdsDTO'];
    };
    /** @description Информация о состоянии цен и рекомендации. */
    OfferRecommendationDTO: {
      /** @description Информация о состоянии цен. */
      offer?: components['schemas']['OfferForRecommendationDTO'];
      /** @description Рекомендации. */
      recommendation?: components['schemas']['OfferRecommendationInfoDTO'];
    };
    /** @description Список товаров с рекомендациями. */
    OfferRecommendationsResultDTO: {
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
      /** @description Страница списка товаров. */
      offerRecommendations: components['schemas']['OfferRecommendationDTO'][];
    };
    GetOfferRecommendationsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OfferRecommendationsResultDTO'];
    };
    /**
     * Format: int32
     * @description Значение ставки.
     * @example 570
     */
    Bid: number;
    /** @description Список товаров и ставок на них. */
    SkuBidItemDTO: {
      /** @description SKU товара, которому соответствует ставка из параметра `bid`. */
      sku: components['schemas']['ShopSku'];
      /**
       * @description Значение ставки для товара из параметра `sku`, от 50 до 9999.
       *
       *     Указывается в процентах от стоимости товара и умножается на 100. Например, ставка 5% обозначается как 500.
       */
      bid: components['schemas']['Bid'];
    };
    /** @description description. */
    PutSkuBidsRequest: {
      /** @description Список товаров и ставки для продвижения, которые на них нужно установить. */
      bids: components['schemas']['SkuBidItemDTO'][];
    };
    /** @description description. */
    GetBidsInfoRequest: {
      /**
       * @description Список товаров, для которых нужно получить значения ставок.
       *
       *     Если список не задан, постранично возвращаются все товары со ставками.
       *
       *     Если список задан, результаты возвращаются одной страницей, а параметры `pageToken` и `limit` игнорируются.
       */
      skus?: components['schemas']['ShopSku'][] | null;
    };
    /** @description Список товаров с указанными ставками. */
    GetBidsInfoResponseDTO: {
      /** @description Страница списка товаров. */
      bids: components['schemas']['SkuBidItemDTO'][];
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    /** @description description. */
    GetBidsInfoResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetBidsInfoResponseDTO'];
    };
    /** @description description. */
    GetBidsRecommendationsRequest: {
      /** @description Список товаров, для которых нужно получить рекомендации по ставкам. */
      skus: components['schemas']['ShopSku'][];
    };
    /**
     * @description Типы дополнительных инструментов продвижения:
     *
     *     * `BESTS` — участие в акции «Бестселлеры Маркета».
     *     * `SPLIT_0_0_4` — возможность оплаты со Сплитом сроком на 4 месяца.
     *     * `SPLIT_0_0_6` — возможность оплаты со Сплитом сроком на 6 месяцев.
     *     * `SPLIT_0_0_12` — возможность оплаты со Сплитом сроком на 12 месяцев.
     *     * `MARKET_SUBSIDY_1_4` — скидка от Маркета от 1 до 4%.
     *     * `MARKET_SUBSIDY_5_9` — скидка от Маркета от 5 до 9%.
     *     * `MARKET_SUBSIDY_10` — скидка от Маркета от 10%.
     * @enum {string}
     */
    BenefitType:
      | 'BESTS'
      | 'SPLIT_0_0_4'
      | 'SPLIT_0_0_6'
      | 'SPLIT_0_0_12'
      | 'MARKET_SUBSIDY_1_4'
      | 'MARKET_SUBSIDY_5_9'
      | 'MARKET_SUBSIDY_10';
    /** @description Рекомендованная ставка, возможная доля показов и доступные дополнительные инструменты продвижения. */
    BidRecommendationItemDTO: {
      /**
       * @description Значение рекомендованной ставки для товара из параметра `sku`, от 50 до 9999.
       *
       *     Указывается в процентах от стоимости товара и умножается на 100. Например, ставка 5% обозначается как 500.
       */
      bid: components['schemas']['Bid'];
      /**
       * Format: int64
       * @description Доля показов.
       */
      showPercent: number;
      /**
       * @description Список доступных субсидий.
       *
       *     Чтобы получить необходимый инструмент продвижения, установите ставку, которая будет рекомендована для этого инструмента или выше.
       */
      benefits?: components['schemas']['BenefitType'][] | null;
    };
    /** @description Рекомендованная цена. */
    PriceRecommendationItemDTO: {
      campaignId: components['schemas']['CampaignId'];
      /** @description Рекомендованная цена товара. Чтобы продвижение хорошо работало, цена товара должна быть не выше этого значения. [Подробно о рекомендованных ценах](https://yandex.ru/support/marketplace/marketing/campaigns.html#prices) */
      price: number;
    };
    /** @description Список товаров с рекомендованными ставками. */
    SkuBidRecommendationItemDTO: {
      /** @description SKU товара, которому соответствует ставка из параметра `bid`. */
      sku: components['schemas']['ShopSku'];
      /**
       * @description Значение рекомендованной ставки для товара из параметра `sku`, от 50 до 9999.
       *
       *     Указывается в процентах от стоимости товара и умножается на 100. Например, ставка 5% обозначается как 500.
       *
       *     {% note tip "В ответе присутствует не пустой `bidRecommendations`" %}
       *
       *     Не обращайте внимания на это поле.
       *
       *     {% endnote %}
       */
      bid: components['schemas']['Bid'];
      /**
       * @description Список рекомендованных ставок с соответствующими долями показов и доступными дополнительными инструментами продвижения.
       *
       *     Чем больше ставка, тем большую долю показов она помогает получить и тем больше дополнительных инструментов продвижения доступно.
       */
      bidRecommendations?: components['schemas']['BidRecommendationItemDTO'][] | null;
      /**
       * @deprecated
       * @description Рекомендованные цены.
       */
      priceRecommendations?: components['schemas']['PriceRecommendationItemDTO'][] | null;
    };
    /** @description Список товаров с рекомендованными ставками. */
    GetBidsRecommendationsResponseDTO: {
      /** @description Список товаров с рекомендованными ставками. */
      recommendations: components['schemas']['SkuBidRecommendationItemDTO'][];
    };
    /** @description description. */
    GetBidsRecommendationsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetBidsRecommendationsResponseDTO'];
    };
    /** @description Адрес склада. */
    WarehouseAddressDTO: {
      /** @description Город. */
      city: string;
      /** @description Улица. */
      street?: string;
      /** @description Номер дома. */
      number?: string;
      /** @description Номер строения. */
      building?: string;
      /** @description Номер корпуса. */
      block?: string;
      gps: components['schemas']['GpsDTO'];
    };
    /** @description Информация о складе. */
    WarehouseDTO: {
      /**
       * Format: int64
       * @description Идентификатор склада.
       */
      id: number;
      /** @description Название склада. */
      name: string;
      campaignId: components['schemas']['CampaignId'];
      /** @description Возможна ли доставка по модели Экспресс. */
      express: boolean;
      /** @description Адрес склада. */
      address?: components['schemas']['WarehouseAddressDTO'];
    };
    /** @description Информация о группе складов. */
    WarehouseGroupDTO: {
      /** @description Название группы складов. */
      name: string;
      /** @description Склад, идентификатор которого нужно использовать для передачи остатков по всей группе. */
      mainWarehouse: components['schemas']['WarehouseDTO'];
      /** @description Список складов, входящих в группу. */
      warehouses: components['schemas']['WarehouseDTO'][];
    };
    /** @description Информация о складах и группах складов. */
    WarehousesDTO: {
      /** @description Список складов, не входящих в группы. */
      warehouses: components['schemas']['WarehouseDTO'][];
      /** @description Список групп складов. */
      warehouseGroups: components['schemas']['WarehouseGroupDTO'][];
    };
    GetWarehousesResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['WarehousesDTO'];
    };
    /**
     * @description Свойства складов, которые необходимо вернуть:
     *
     *     * `ADDRESS` — адрес склада.
     *     * `STATUS` — статус склада.
     * @enum {string}
     */
    WarehouseComponentType: 'ADDRESS' | 'STATUS';
    /** @description Запрос на получение складов кабинета. */
    GetPagedWarehousesRequest: {
      /**
       * @description Свойства складов, которые необходимо вернуть. Если какое-то значение параметра не задано, этой информации в ответе не будет.
       *
       *     Передавайте параметр, только если нужна информация, которую он возвращает.
       *
       *     Можно передать сразу несколько значений.
       */
      components?: components['schemas']['WarehouseComponentType'][] | null;
      /**
       * @description Список идентификаторов кампании тех магазинов, склады которых необходимо вернуть.
       *
       *     Их можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете — нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
       *
       *       * блок **Идентификатор кампании**;
       *       * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
       *
       *     ⚠️ Не используйте вместо них идентификаторы магазинов, которые указаны в кабинете продавца на Маркете рядом с названием магазина и в некоторых отчетах.
       */
      campaignIds?: components['schemas']['CampaignId'][] | null;
    };
    /**
     * @description Информация о группе, к которой принадлежит склад.
     *
     *     Возвращается только для складов в группах.
     *
     *     [Что такое группы складов и зачем они нужны](https://yandex.ru/support/marketplace/assortment/operations/stocks.html#unified-stocks)
     */
    WarehouseGroupInfoDTO: {
      /** @description Название группы, к которой принадлежит склад. */
      name: string;
      /**
       * Format: int64
       * @description Идентификатор группы складов.
       */
      id: number;
    };
    /**
     * @description Статус склада:
     *
     *     * `DISABLED_MANUALLY` – отключен вами.
     *     * `OTHER` – другой статус. Например, склад включен или отключен Маркетом.
     * @enum {string}
     */
    WarehouseStatusType: 'DISABLED_MANUALLY' | 'OTHER';
    /** @description Информация о статусе склада. */
    WarehouseStatusDTO: {
      status: components['schemas']['WarehouseStatusType'];
    };
    /** @description Информация о складе. */
    WarehouseDetailsDTO: {
      /**
       * Format: int64
       * @description Идентификатор склада.
       */
      id: number;
      /** @description Название склада. */
      name: string;
      /** @description Идентификатор кампании того магазина, который связан со складом. */
      campaignId: components['schemas']['CampaignId'];
      /** @description Возможна ли доставка для модели Экспресс. */
      express: boolean;
      groupInfo?: components['schemas']['WarehouseGroupInfoDTO'];
      /**
       * @description Адрес склада.
       *
       *     Возвращается, только если в запросе параметр `components` принимает значение `ADDRESS`.
       */
      address?: components['schemas']['WarehouseAddressDTO'];
      /**
       * @description Статус склада.
       *
       *     Возвращается, только если в запросе параметр `components` принимает значение `STATUS`.
       *
       *     {% note info "Статус склада, полученный через API, может не совпадать со статусом в кабинете" %}
       *
       *     Например, сначала Маркет отключил склад, а затем вы с помощью метода [POST v2/campaigns/{campaignId}/warehouse/status](../../reference/warehouses/updateWarehouseStatus.md).
       *
       *     Статус в кабинете — **Отключен Маркетом**, а через API вернется **DISABLED_MANUALLY** (отключен вами).
       *
       *     {% endnote %}
       */
      status?: components['schemas']['WarehouseStatusDTO'];
    };
    /** @description Информация о складах в кабинете. */
    PagedWarehousesDTO: {
      /** @description Список складов. */
      warehouses: components['schemas']['WarehouseDetailsDTO'][];
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    GetPagedWarehousesResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['PagedWarehousesDTO'];
    };
    /** @description Фулфилмент-склад Маркета. */
    FulfillmentWarehouseDTO: {
      /**
       * Format: int64
       * @description Идентификатор склада.
       */
      id: number;
      /** @description Название склада. */
      name: string;
      /** @description Адрес склада. */
      address?: components['schemas']['WarehouseAddressDTO'];
    };
    /** @description Список фулфилмент-складов Маркета. */
    FulfillmentWarehousesDTO: {
      /** @description Список фулфилмент-складов Маркета. */
      warehouses: components['schemas']['FulfillmentWarehouseDTO'][];
    };
    GetFulfillmentWarehousesResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['FulfillmentWarehousesDTO'];
    };
    /**
     * @description Запрос на изменение статуса склада.
     *
     *     Позволяет выключить склад или включить ранее отключенный вами склад.
     *
     *     Если склад был отключен Маркетом, то включить его вручную с помощью этого метода не получится.
     */
    UpdateWarehouseStatusRequest: {
      /**
       * @description Статус склада:
       *
       *     * `true` — включен.
       *     * `false` — отключен.
       */
      enabled: boolean;
    };
    UpdateWarehouseStatusResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['WarehouseStatusDTO'];
    };
    /**
     * Format: int32
     * @description Идентификатор категории на Маркете.
     *
     *     При изменении категории убедитесь, что характеристики товара и их значения в параметре `parameterValues` вы передаете для новой категории.
     *
     *     Список категорий Маркета можно получить с помощью запроса  [POST v2/categories/tree](../../reference/categories/getCategoriesTree.md).
     */
    CategoryId: number;
    /**
     * @description Тип данных:
     *
     *     * `TEXT` — текст.
     *     * `ENUM` — список возможных значений.
     *     * `BOOLEAN` — `true` или `false`.
     *     * `NUMERIC` — число.
     * @enum {string}
     */
    ParameterType: 'TEXT' | 'ENUM' | 'BOOLEAN' | 'NUMERIC';
    /** @description Единица измерения. */
    UnitDTO: {
      /**
       * Format: int64
       * @description Идентификатор единицы измерения.
       */
      id: number;
      /**
       * @description Сокращенное название единицы измерения.
       * @example кг
       */
      name: string;
      /**
       * @description Полное название единицы измерения.
       * @example килограмм
       */
      fullName: string;
    };
    /** @description Единицы измерения характеристики товара. */
    CategoryParameterUnitDTO: {
      /**
       * Format: int64
       * @description Единица измерения по умолчанию.
       */
      defaultUnitId: number;
      /** @description Допустимые единицы измерения. */
      units: components['schemas']['UnitDTO'][];
    };
    /**
     * @description Рекомендация по дополнению или замене контента. Не возвращается для карточек, которые заполнены Маркетом или содержат бывшие в употреблении товары.
     *
     *     Часть рекомендаций относятся к **основным параметрам**, которые есть у товаров любых категорий. Другие — к тем **характеристикам**, которые есть у товара потому, что он относится к определенной категории.
     *
     *     **1. Рекомендации, относящиеся к основным параметрам**
     *
     *     Каждая такая рекомендация относится к **единственному параметру**. Чтобы заполнить этот параметр, пользуйтесь запросом [POST v2/businesses/{businessId}/offer-mappings/update](../../reference/business-offer-mappings/updateOfferMappings.md).
     *
     *     Рекомендации по заполнению параметров в `updateOfferMappings`:
     *
     *     * `RECOGNIZED_VENDOR` — напишите название производителя так, как его пишет сам производитель (параметр `vendor`).
     *     * `PICTURE_COUNT` — добавьте изображения (параметр `pictures`). [Требования](https://yandex.ru/support2/marketplace/ru/assortment/fields/images)
     *
     *       Для рекомендации приходит процент ее выполнения.
     *     * `FIRST_PICTURE_SIZE`— замените первое изображение более крупным (параметр `pictures`). [Требования](https://yandex.ru/support2/marketplace/ru/assortment/fields/images)
     *     * `TITLE_LENGTH` — измените название (параметр `name`). Составьте название по схеме: тип + бренд или производитель + модель + особенности, если есть (размер, вес, цвет). [Требования](https://yandex.ru/support2/marketplace/ru/assortment/fields/title)
     *     * `DESCRIPTION_LENGTH` — добавьте описание рекомендуемого размера (параметр `description`). [Требования](https://yandex.ru/support2/marketplace/ru/assortment/fields/description)
     *     * `AVERAGE_PICTURE_SIZE` — замените все изображения на изображения высокого качества (параметр `pictures`). [Требования](https://yandex.ru/support2/marketplace/ru/assortment/fields/images)
     *     * `FIRST_VIDEO_LENGTH` — добавьте первое видео рекомендуемой длины (параметр `videos`). [Требования](https://yandex.ru/support2/marketplace/ru/assortment/fields/video)
     *     * `FIRST_VIDEO_SIZE` — замените первое видео на видео высокого качества (параметр `videos`). [Требования](https://yandex.ru/support2/marketplace/ru/assortment/fields/video)
     *     * `AVERAGE_VIDEO_SIZE` — замените все видео на видео высокого качества (параметр `videos`). [Требования](https://yandex.ru/support2/marketplace/ru/assortment/fields/video)
     *     * `VIDEO_COUNT` — добавьте хотя бы одно видео (параметр `videos`). [Требования](https://yandex.ru/support2/marketplace/ru/assortment/fields/video)
     *
     *       Для рекомендации приходит процент ее выполнения.
     *
     *     **2. Рекомендации, относящиеся к характеристикам по категориям**
     *
     *     Каждая такая рекомендация предполагает заполнение **одной или нескольких характеристик**. Чтобы узнать, какие именно характеристики нужно заполнить, воспользуйтесь запросом [POST v2/category/{categoryId}/parameters](../../reference/content/getCategoryContentParameters.md). Например, если вы получили рекомендацию `MAIN`, нужно заполнить характеристики, имеющие `MAIN` в массиве `recommendationTypes`.
     *
     *     Рекомендации:
     *
     *     * `MAIN` — заполните ключевые характеристики товара, которые используются в поиске и фильтрах.
     *
     *       Для рекомендации приходит процент ее выполнения.
     *     * `ADDITIONAL` — заполните дополнительные характеристики товара.
     *
     *       Для рекомендации приходит процент ее выполнения.
     *     * `DISTINCTIVE` — заполните характеристики, которыми отличаются друг от друга варианты товара.
     *
     *       Для рекомендации приходит процент ее выполнения.
     *
     *     **3. Устаревшие рекомендации**
     *
     *     * `HAS_VIDEO`.
     *     * `FILTERABLE`.
     *     * `HAS_DESCRIPTION`.
     *     * `HAS_BARCODE`.
     * @enum {string}
     */
    OfferCardRecommendationType:
      | 'HAS_VIDEO'
      | 'RECOGNIZED_VENDOR'
      | 'MAIN'
      | 'ADDITIONAL'
      | 'DISTINCTIVE'
      | 'FILTERABLE'
      | 'PICTURE_COUNT'
      | 'HAS_DESCRIPTION'
      | 'HAS_BARCODE'
      | 'FIRST_PICTURE_SIZE'
      | 'TITLE_LENGTH'
      | 'DESCRIPTION_LENGTH'
      | 'AVERAGE_PICTURE_SIZE'
      | 'FIRST_VIDEO_SIZE'
      | 'FIRST_VIDEO_LENGTH'
      | 'AVERAGE_VIDEO_SIZE'
      | 'VIDEO_COUNT';
    /** @description Значение характеристики. */
    ParameterValueOptionDTO: {
      /**
       * Format: int64
       * @description Идентификатор значения.
       */
      id: number;
      /** @description Значение. */
      value: string;
      /** @description Описание значения. */
      description?: string;
    };
    /** @description Ограничения на значения характеристик. */
    ParameterValueConstraintsDTO: {
      /**
       * Format: double
       * @description Минимальное число.
       */
      minValue?: number;
      /**
       * Format: double
       * @description Максимальное число.
       */
      maxValue?: number;
      /**
       * Format: int32
       * @description Максимальная длина текста.
       */
      maxLength?: number;
    };
    /** @description Значение ограничивающей характеристики и список допустимых значений ограничиваемой характеристики. */
    OptionValuesLimitedDTO: {
      /**
       * Format: int64
       * @description Идентификатор значения ограничивающей характеристики.
       */
      limitingOptionValueId: number;
      /** @description Идентификаторы допустимых значений ограничиваемой характеристики. */
      optionValueIds: number[];
    };
    /**
     * @description Ограничение на возможные значения, накладываемое другой характеристикой.
     *
     *     Если ограничивающая характеристика принимает определенное значение, список возможных значений ограничиваемой характеристики сокращается.
     *
     *     **Пример**
     *
     *     Характеристика **размер** сама по себе может принимать девять разных значений: `S`, `M`, `L`, `44`, `46`, `48`, `42/164`, `46/176`, `44S`.
     *
     *     Если ограничивающая характеристика **размерная сетка** принимает значение `RU`, список возможных значений размера сокращается до `44`, `46`, `48`.
     */
    ValueRestrictionDTO: {
      /**
       * Format: int64
       * @description Идентификатор ограничивающей характеристики.
       */
      limitingParameterId: number;
      /** @description Значения ограничивающей характеристики и соответствующие допустимые значения текущей характеристики. */
      limitedValues: components['schemas']['OptionValuesLimitedDTO'][];
    };
    /** @description Характеристика товара. */
    CategoryParameterDTO: {
      /**
       * Format: int64
       * @description Идентификатор характеристики.
       */
      id: number;
      /** @description Название характеристики. */
      name?: string;
      /** @description Тип данных. */
      type: components['schemas']['ParameterType'];
      unit?: components['schemas']['CategoryParameterUnitDTO'];
      /** @description Описание характеристики. */
      description?: string;
      /** @description Перечень возможных рекомендаций по заполнению карточки, к которым относится данная характеристика. */
      recommendationTypes?: components['schemas']['OfferCardRecommendationType'][] | null;
      /** @description Обязательность характеристики. */
      required: boolean;
      /** @description Используется ли характеристика в фильтре. */
      filtering: boolean;
      /** @description Является ли характеристика особенностью варианта. */
      distinctive: boolean;
      /** @description Можно ли передать сразу несколько значений. */
      multivalue: boolean;
      /** @description Можно ли передавать собственное значение, которого нет в списке вариантов Маркета. Только для характеристик типа `ENUM`. */
      allowCustomValues: boolean;
      /** @description Список допустимых значений параметра. Только для характеристик типа `ENUM`. */
      values?: components['schemas']['ParameterValueOptionDTO'][] | null;
      /**
       * @description Ограничения на значения. Только для характеристик типа `TEXT` и `NUMERIC`.
       *
       *     - Для `NUMERIC` используются поля `minValue` и `maxValue`.
       *     - Для `TEXT` используется поле `maxLength`.
       */
      constraints?: components['schemas']['ParameterValueConstraintsDTO'];
      /** @description Ограничения на значения, накладываемые другими характеристиками. Только для характеристик типа `ENUM`. */
      valueRestrictions?: components['schemas']['ValueRestrictionDTO'][] | null;
    };
    /** @description Информация о параметрах категории. */
    CategoryContentParametersDTO: {
      categoryId: components['schemas']['CategoryId'];
      /** @description Список характеристик. */
      parameters?: components['schemas']['CategoryParameterDTO'][] | null;
    };
    /** @description Ответ со списком характеристик для категории и их допустимыми значениями. */
    GetCategoryContentParametersResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['CategoryContentParametersDTO'];
    };
    GetOfferCardsContentStatusRequest: {
      /**
       * @description Идентификаторы товаров, информация о которых нужна.
       *     <br><br>
       *     ⚠️ Не используйте это поле одновременно с фильтрами по статусам карточек, категориям, брендам или тегам. Если вы хотите воспользоваться фильтрами, оставьте поле пустым.
       */
      offerIds?: components['schemas']['ShopSku'][] | null;
      /**
       * @description Фильтр по статусам карточек.
       *
       *     [Что такое карточка товара](https://yandex.ru/support/marketplace/assortment/content/index.html)
       */
      cardStatuses?: components['schemas']['OfferCardStatusType'][] | null;
      /** @description Фильтр по категориям на Маркете. */
      categoryIds?: components['schemas']['CategoryId'][] | null;
      /**
       * @description Возвращать ли список рекомендаций к заполнению карточки и средний рейтинг карточки у товаров той категории, которая указана в `marketCategoryId`.
       *
       *     Значение по умолчанию: `false`. Если информация нужна, передайте значение `true`.
       * @default false
       */
      withRecommendations?: boolean;
    };
    /**
     * @description Статус вычисления рейтинга карточки товара и рекомендаций:
     *
     *     * `UPDATING` — рейтинг обновляется.
     *     * `ACTUAL` — рейтинг актуальный.
     * @enum {string}
     */
    OfferCardContentStatusType: 'UPDATING' | 'ACTUAL';
    /** @description Рекомендация по заполнению карточки товара. */
    OfferCardRecommendationDTO: {
      /** @description Рекомендация. */
      type: components['schemas']['OfferCardRecommendationType'];
      /**
       * Format: int32
       * @description Процент выполнения рекомендации.
       *
       *     Указывается для рекомендаций некоторых типов:
       *
       *     * `PICTURE_COUNT`.
       *     * `VIDEO_COUNT`.
       *     * `MAIN`.
       *     * `ADDITIONAL`.
       *     * `DISTINCTIVE`.
       */
      percent?: number;
      /**
       * Format: int32
       * @description Максимальное количество баллов рейтинга карточки, которые можно получить за выполнение рекомендаций.
       */
      remainingRatingPoints?: number;
    };
    /**
     * @description Информация о состоянии карточки товара.
     *
     *     Если поле `mapping` отсутствует в ответе, Маркет еще не успел обработать информацию о товаре. Чтобы определить категорию такого товара, повторите запрос через несколько минут.
     */
    OfferCardDTO: {
      offerId: components['schemas']['ShopSku'];
      /** @description Основная информация о карточке товара. */
      mapping?: components['schemas']['GetMappingDTO'];
      /** @description Список характеристик с их значениями. */
      parameterValues?: components['schemas']['ParameterValueDTO'][] | null;
      /** @description Статус карточки. */
      cardStatus?: components['schemas']['OfferCardStatusType'];
      /**
       * Format: int32
       * @description Рейтинг карточки.
       */
      contentRating?: number;
      /**
       * Format: int32
       * @description Средний рейтинг карточки у товаров той категории, которая указана в `marketCategoryId`.
       *
       *     Возвращается, только если параметр `withRecommendations` имеет значение `true`.
       */
      averageContentRating?: number;
      /** @description Статус вычисления рейтинга карточки и рекомендаций. */
      contentRatingStatus?: components['schemas']['OfferCardContentStatusType'];
      /**
       * @description Список рекомендаций к заполнению карточки.
       *
       *     Возвращается, только если параметр `withRecommendations` имеет значение `true`.
       *
       *     Рекомендации Маркета помогают заполнять карточку так, чтобы покупателям было проще найти ваш товар и решиться на покупку.
       */
      recommendations?: components['schemas']['OfferCardRecommendationDTO'][] | null;
      /**
       * @description Идентификатор группы товаров.
       *
       *     У товаров, которые объединены в одну группу, будет одинаковый идентификатор.
       *
       *     [Как объединить товары на карточке](../../step-by-step/assortment-add-goods.md#combine-variants)
       */
      groupId?: string;
      /** @description Ошибки в контенте, препятствующие размещению товара на витрине. */
      errors?: components['schemas']['OfferErrorDTO'][] | null;
      /** @description Связанные с контентом предупреждения, не препятствующие размещению товара на витрине. */
      warnings?: components['schemas']['OfferErrorDTO'][] | null;
    };
    /** @description Список товаров с информацией о состоянии карточек. */
    OfferCardsContentStatusDTO: {
      /** @description Страница списка товаров с информацией о состоянии карточек. */
      offerCards: components['schemas']['OfferCardDTO'][];
      /** @description Идентификатор следующей страницы. */
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    /** @description Ответ со списком состояний товаров и пагинацией. */
    GetOfferCardsContentStatusResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['OfferCardsContentStatusDTO'];
    };
    /** @description Товар с указанными характеристиками. */
    OfferContentDTO: {
      offerId: components['schemas']['ShopSku'];
      categoryId: components['schemas']['CategoryId'];
      /**
       * @description Список характеристик с их значениями.
       *
       *     При **изменении** характеристик передавайте только те, значение которых нужно обновить. Если в `categoryId` вы меняете категорию, значения общих характеристик для старой и новой категории сохранятся, передавать их не нужно.
       *
       *     Подробнее читайте в [«Передача значений характеристики»](../../step-by-step/parameter-values.md).
       */
      parameterValues: components['schemas']['ParameterValueDTO'][];
    };
    /** @description Запрос на установку новых значений для параметров. */
    UpdateOfferContentRequest: {
      /** @description Список товаров с указанными характеристиками. */
      offersContent: components['schemas']['OfferContentDTO'][];
    };
    /**
     * @description Типы ошибок и предупреждений:
     *
     *     * `OFFER_NOT_FOUND` — такого товара нет в каталоге.
     *     * `UNKNOWN_CATEGORY` — указана неизвестная категория.
     *     * `INVALID_CATEGORY` — указана нелистовая категория. Укажите ту, которая не имеет дочерних категорий.
     *     * `UNKNOWN_PARAMETER` — передана характеристика, которой нет среди характеристик категории.
     *     * `UNEXPECTED_BOOLEAN_VALUE` — вместо boolean-значения передано что-то другое.
     *     * `NUMBER_FORMAT` — передана строка, не обозначающая число, вместо числа.
     *     * `INVALID_UNIT_ID` — передана единица измерения, недопустимая для характеристики.
     *     * `INVALID_GROUP_ID_LENGTH` — в названии превышено допустимое значение символов — 255.
     *     * `INVALID_GROUP_ID_CHARACTERS` — переданы [недопустимые символы](*ascii-code).
     *
     *     Проверить, какие категорийные характеристики доступны для заданной категории, и получить их настройки можно с помощью запроса [POST v2/category/{categoryId}/parameters](../../reference/content/getCategoryContentParameters).
     * @enum {string}
     */
    OfferContentErrorType:
      | 'OFFER_NOT_FOUND'
      | 'UNKNOWN_CATEGORY'
      | 'INVALID_CATEGORY'
      | 'UNKNOWN_PARAMETER'
      | 'UNEXPECTED_BOOLEAN_VALUE'
      | 'NUMBER_FORMAT'
      | 'INVALID_UNIT_ID'
      | 'INVALID_GROUP_ID_LENGTH'
      | 'INVALID_GROUP_ID_CHARACTERS';
    /** @description Текст ошибки или предупреждения. */
    OfferContentErrorDTO: {
      type: components['schemas']['OfferContentErrorType'];
      /**
       * Format: int64
       * @description Идентификатор характеристики, с которой связана ошибка или предупреждение.
       */
      parameterId?: number;
      /** @description Текст ошибки или предупреждения. */
      message: string;
    };
    /** @description Ошибки и предупреждения, которые появились из-за переданных характеристик. */
    UpdateOfferContentResultDTO: {
      offerId: components['schemas']['ShopSku'];
      /**
       * @description Ошибки.
       *
       *     Если хотя бы по одному товару есть ошибка, информация в каталоге не обновится по всем переданным товарам.
       */
      errors?: components['schemas']['OfferContentErrorDTO'][] | null;
      /**
       * @description Предупреждения.
       *
       *     Информация в каталоге обновится.
       */
      warnings?: components['schemas']['OfferContentErrorDTO'][] | null;
    };
    /** @description Описывает проблемы, которые появились при сохранении товара. */
    UpdateOfferContentResponse: components['schemas']['ApiResponse'] & {
      /**
       * @description Ошибки и предупреждения, которые появились при обработке переданных значений. Каждый элемент списка соответствует одному товару.
       *
       *     Если ошибок и предупреждений нет, поле не передается.
       */
      results?: components['schemas']['UpdateOfferContentResultDTO'][] | null;
    };
    /**
     * @description Тип чата:
     *
     *     * `ORDER` — по заказам.
     *     * `RETURN` — по возвратам (FBY, FBS и Экспресс).
     *
     *     Подробнее о чатах по заказам и возвратам читайте в [Справке Маркета для продавцов](https://yandex.ru/support/marketplace/ru/orders/communication/about-orders).
     * @enum {string}
     */
    ChatContextIdentifiableType: 'ORDER' | 'RETURN';
    /** @description Информация о заказе или возврате, по которому начат чат. */
    ChatContextDTO: {
      type: components['schemas']['ChatContextIdentifiableType'];
      /**
       * Format: int64
       * @description Идентификатор заказа или возврата.
       */
      id: number;
    };
    /** @description Заказ, для которого нужно создать чат. */
    CreateChatRequest: {
      /**
       * Format: int64
       * @deprecated
       * @description Идентификатор заказа на Маркете.
       */
      orderId?: number;
      context?: components['schemas']['ChatContextDTO'];
    };
    /** @description Информация о созданном чате. */
    CreateChatResultDTO: {
      /**
       * Format: int64
       * @description Идентификатор чата.
       */
      chatId: number;
    };
    /** @description Результат создания чата. */
    CreateChatResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['CreateChatResultDTO'];
    };
    /**
     * @description Тип контекста:
     *
     *     * `ORDER` — чат по заказу. [Чаты о заказах и возвратах](https://yandex.ru/support/marketplace/ru/orders/communication/about-orders)
     *     * `RETURN` — чат по возврату (FBY, FBS и Экспресс). [Чаты о заказах и возвратах](https://yandex.ru/support/marketplace/ru/orders/communication/about-orders)
     *     * `DIRECT` — чат, который начал покупатель. [Сообщения от покупателей](https://yandex.ru/support/marketplace/ru/orders/communication/with-users)
     * @enum {string}
     */
    ChatContextType: 'ORDER' | 'RETURN' | 'DIRECT';
    /**
     * @description Тип чата:
     *
     *     * `CHAT` — чат с покупателем.
     *     * `ARBITRAGE` — спор.
     * @enum {string}
     */
    ChatType: 'CHAT' | 'ARBITRAGE';
    /**
     * @description Статус чата:
     *
     *     * `NEW` — новый чат.
     *     * `WAITING_FOR_CUSTOMER` — нужен ответ покупателя.
     *     * `WAITING_FOR_PARTNER` — нужен ответ магазина.
     *     * `WAITING_FOR_ARBITER` — нужен ответ арбитра.
     *     * `WAITING_FOR_MARKET` — нужен ответ Маркета.
     *     * `FINISHED` — чат завершен.
     * @enum {string}
     */
    ChatStatusType:
      | 'NEW'
      | 'WAITING_FOR_CUSTOMER'
      | 'WAITING_FOR_PARTNER'
      | 'WAITING_FOR_ARBITER'
      | 'WAITING_FOR_MARKET'
      | 'FINISHED';
    /** @description Фильтры по чатам, которые нужно вернуть. */
    GetChatsRequest: {
      /**
       * @deprecated
       * @description Фильтр по идентификаторам заказов на Маркете.
       */
      orderIds?: number[] | null;
      /** @description Фильтр по контексту чата. */
      contexts?: components['schemas']['ChatContextDTO'][] | null;
      /** @description Фильтр по типу контекста чата. */
      contextTypes?: components['schemas']['ChatContextType'][] | null;
      /** @description Фильтр по типам чатов. */
      types?: components['schemas']['ChatType'][] | null;
      /** @description Фильтр по статусам чатов. */
      statuses?: components['schemas']['ChatStatusType'][] | null;
    };
    /** @description Информация о покупателе в чате. */
    ChatCustomerDTO: {
      /** @description Публичное имя покупателя в Яндекс Паспорте, которое отображается в сервисах Яндекса. */
      name?: string;
      /**
       * @description Публичный идентификатор пользователя в Яндекс Паспорте.
       *
       *     {% cut "Примеры, где используется" %}
       *
       *     * Маркет: `https://market.yandex.ru/user/{public-id}/reviews`
       *     * Дзен: `https://zen.yandex.ru/user/{public-id}`
       *     * Отзывы: `https://yandex.ru/user/{public-id}`
       *
       *     {% endcut %}
       *
       *     Подробнее о публичных данных читайте в [документации Яндекс ID](https://yandex.ru/support/id/ru/data/public-data).
       */
      publicId?: string;
    };
    /** @description Информация о заказе или возврате, по которому начат чат. */
    ChatFullContextDTO: {
      type: components['schemas']['ChatContextType'];
      /** @description Информация о покупателе. */
      customer?: components['schemas']['ChatCustomerDTO'];
      /** @description Возвращается для заказов и возвратов. */
      campaignId?: components['schemas']['CampaignId'];
      /**
       * Format: int64
       * @description Идентификатор заказа.
       *
       *     Возвращается для заказов и возвратов.
       */
      orderId?: number;
      /**
       * Format: int64
       * @description Идентификатор возврата.
       *
       *     Возвращается только для возвратов.
       */
      returnId?: number;
    };
    /** @description Информация о чате. */
    GetChatInfoDTO: {
      /**
       * Format: int64
       * @description Идентификатор чата.
       */
      chatId: number;
      /**
       * Format: int64
       * @deprecated
       * @description Идентификатор заказа.
       */
      orderId?: number;
      context: components['schemas']['ChatFullContextDTO'];
      type: components['schemas']['ChatType'];
      status: components['schemas']['ChatStatusType'];
      /**
       * Format: date-time
       * @description Дата и время создания чата.
       *
       *     Формат даты: ISO 8601 со смещением относительно UTC.
       * @example 2017-11-21T00:00:00+03:00
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description Дата и время последнего сообщения в чате.
       *
       *     Формат даты: ISO 8601 со смещением относительно UTC.
       * @example 2017-11-21T00:00:00+03:00
       */
      updatedAt: string;
    };
    /** @description Список чатов. */
    GetChatsInfoDTO: {
      /** @description Информация о чатах. */
      chats: components['schemas']['GetChatInfoDTO'][];
      /** @description Информация о страницах с результатами. */
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    GetChatsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetChatsInfoDTO'];
    };
    GetChatResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetChatInfoDTO'];
    };
    /** @description Информация о чате и отправляемом файле. */
    SendFileToChatRequest: {
      /**
       * Format: binary
       * @description Содержимое файла. Максимальный размер файла — 5 Мбайт.
       */
      file: string;
    };
    /**
     * @description Кто отправил сообщение:
     *
     *     * `PARTNER` — магазин.
     *     * `CUSTOMER` — покупатель.
     *     * `MARKET` — Маркет ([автоматическое сообщение](*market-notification)).
     *     * `SUPPORT` — сотрудник службы поддержки Маркета.
     * @enum {string}
     */
    ChatMessageSenderType: 'PARTNER' | 'CUSTOMER' | 'MARKET' | 'SUPPORT';
    /** @description Информация о приложенных к сообщению файлах. */
    ChatMessagePayloadDTO: {
      /** @description Название файла. */
      name: string;
      /** @description Ссылка для скачивания файла. */
      url: components['schemas']['Url'];
      /**
       * Format: int32
       * @description Размер файла в байтах.
       */
      size: number;
    };
    /** @description Информация о сообщении. */
    ChatMessageDTO: {
      /**
       * Format: int64
       * @description Идентификатор сообщения.
       */
      messageId: number;
      /**
       * Format: date-time
       * @description Дата и время создания сообщения.
       *
       *     Формат даты: ISO 8601 со смещением относительно UTC.
       * @example 2017-11-21T00:00:00+03:00
       */
      createdAt: string;
      /** @description Отправитель. */
      sender: components['schemas']['ChatMessageSenderType'];
      /**
       * @description Текст сообщения.
       *
       *     Необязательный параметр, если возвращается параметр `payload`.
       */
      message?: string;
      /**
       * @description Информация о приложенных к сообщению файлах.
       *
       *     Необязательный параметр, если возвращается параметр `message`.
       */
      payload?: components['schemas']['ChatMessagePayloadDTO'][] | null;
    };
    GetChatMessageResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['ChatMessageDTO'];
    };
    /** @description В какой чат нужно отправить сообщение и текст сообщения. */
    SendMessageToChatRequest: {
      /** @description Текст сообщения. */
      message: string;
    };
    /** @description Историю какого чата нужно получить — и начиная с какого сообщения. */
    GetChatHistoryRequest: {
      /**
       * Format: int64
       * @description Идентификатор сообщения, начиная с которого нужно получить все последующие сообщения.
       */
      messageIdFrom?: number;
    };
    /** @description Информация о сообщениях. */
    ChatMessagesResultDTO: {
      /**
       * Format: int64
       * @deprecated
       * @description Идентификатор заказа.
       */
      orderId?: number;
      /** @description Информация о заказе или возврате, по которому начат чат. */
      context: components['schemas']['ChatFullContextDTO'];
      /** @description Информация о сообщениях. */
      messages: components['schemas']['ChatMessageDTO'][];
      /** @description Информация о страницах с результатами. */
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    GetChatHistoryResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['ChatMessagesResultDTO'];
    };
    /**
     * @description Частота выплат:
     *
     *     * `DAILY` — ежедневно.
     *     * `WEEKLY` — раз в неделю.
     *     * `BIWEEKLY` — раз в две недели.
     *     * `MONTHLY` — раз в месяц.
     *
     *     Подробнее о графике выплат читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/introduction/rates/acquiring.html).
     * @enum {string}
     */
    PaymentFrequencyType: 'DAILY' | 'WEEKLY' | 'BIWEEKLY' | 'MONTHLY';
    /** @description Параметры для расчета стоимости услуг. Обязательно необходимо указать параметр `campaignId` либо `sellingProgram`. Совместное использование параметров приведет к ошибке. */
    CalculateTariffsParametersDTO: {
      campaignId?: components['schemas']['CampaignId'];
      /**
       * @description Модель работы.
       *
       *     **Для продавцов Market Yandex Go** недоступны модели DBS и Экспресс.
       *
       *     Обязательный параметр, если не указан параметр `campaignId`. Совместное использование параметров приведет к ошибке.
       */
      sellingProgram?: components['schemas']['SellingProgramType'];
      /** @description Частота выплат. */
      frequency?: components['schemas']['PaymentFrequencyType'];
      /**
       * Format: int32
       * @description Отсрочка выплат при еженедельном графике — сколько недель назад были доставлены заказы, за которые приходит выплата.
       *
       *     Допустимые значения: 0, 1, 2 или 4.
       *
       *     Значения параметра `paymentDelayWeeks`, отличные от 0, допускаются только вместе с параметром `frequency` равным 'WEEKLY'.
       *     Использование других значений параметра `frequency` совместно с `paymentDelayWeeks` приведет к ошибке.
       */
      paymentDelayWeeks?: number;
      /**
       * @description Валюта, в которой рассчитывается услуга.
       *
       *     Значение по умолчанию: `RUR`.
       */
      currency?: components['schemas']['CurrencyType'];
    };
    /** @description Параметры товара, для которого нужно рассчитать стоимость услуг. */
    CalculateTariffsOfferDTO: {
      /**
       * Format: int64
       * @description Идентификатор категории товара на Маркете.
       *
       *     Для расчета стоимости услуг необходимо указать идентификатор [листовой категории](*list-category) товара.
       *
       *     Чтобы узнать идентификатор категории, к которой относится товар, воспользуйтесь запросом [POST v2/categories/tree](../../reference/categories/getCategoriesTree.md).
       */
      categoryId: number;
      /** @description Цена товара в рублях. */
      price: number;
      /** @description Длина товара в сантиметрах. */
      length: number;
      /** @description Ширина товара в сантиметрах. */
      width: number;
      /** @description Высота товара в сантиметрах. */
      height: number;
      /** @description Вес товара в килограммах. */
      weight: number;
      /**
       * Format: int32
       * @description Квант продажи — количество единиц товара в одном товарном предложении.
       * @default 1
       */
      quantity?: number;
    };
    CalculateTariffsRequest: {
      /** @description Параметры для расчета стоимости услуг. */
      parameters: components['schemas']['CalculateTariffsParametersDTO'];
      /** @description Товары, для которых нужно рассчитать стоимость услуг. */
      offers: components['schemas']['CalculateTariffsOfferDTO'][];
    };
    /**
     * @description Услуга Маркета:
     *
     *     * `AGENCY_COMMISSION` — прием платежа покупателя.
     *
     *     * `PAYMENT_TRANSFER` — перевод платежа покупателя.
     *
     *     * `FEE` — размещение товара на Маркете.
     *
     *     * `DELIVERY_TO_CUSTOMER` — доставка покупателю.
     *
     *     * `CROSSREGIONAL_DELIVERY` — доставка в федеральный округ, город или населенный пункт.
     *
     *     * `EXPRESS_DELIVERY` — экспресс-доставка покупателю.
     *
     *     * `SORTING` — обработка заказа.
     *
     *     * `MIDDLE_MILE` — средняя миля.
     *
     *     * `ITEM_BOOKING` — бронирование товара.
     *
     *     Подробнее об услугах Маркета читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/introduction/rates/index.html).
     * @enum {string}
     */
    CalculatedTariffType:
      | 'AGENCY_COMMISSION'
      | 'PAYMENT_TRANSFER'
      | 'FEE'
      | 'DELIVERY_TO_CUSTOMER'
      | 'CROSSREGIONAL_DELIVERY'
      | 'EXPRESS_DELIVERY'
      | 'SORTING'
      | 'MIDDLE_MILE'
      | 'ITEM_BOOKING';
    /** @description Информация об услугах Маркета. */
    CalculatedTariffDTO: {
      /** @description Услуга Маркета. */
      type: components['schemas']['CalculatedTariffType'];
      /** @description Стоимость услуги в рублях. */
      amount?: number;
      /** @description Валюта, в которой рассчитывается услуга. */
      currency?: components['schemas']['CurrencyType'];
      /** @description Параметры расчета тарифа. */
      parameters: components['schemas']['TariffParameterDTO'][];
    };
    /** @description Стоимость услуг. */
    CalculateTariffsOfferInfoDTO: {
      /** @description Информация о товаре, которую вы передали в запросе для расчета стоимости услуг. */
      offer: components['schemas']['CalculateTariffsOfferDTO'];
      /**
       * @description Список услуг и их стоимость.
       *
       *     По некоторым услугам могут возвращаться несколько разных стоимостей. Например, в модели FBS стоимость услуги `SORTING` (обработка заказа) зависит от способа отгрузки и количества заказов в отгрузке. Подробнее о тарифах на услуги читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/introduction/rates/models/).
       */
      tariffs: components['schemas']['CalculatedTariffDTO'][];
    };
    /** @description Расчет стоимости услуг. */
    CalculateTariffsResponseDTO: {
      /** @description Стоимость услуг. */
      offers: components['schemas']['CalculateTariffsOfferInfoDTO'][];
    };
    CalculateTariffsResponse: components['schemas']['ApiResponse'] & {
      /** @description Стоимость услуг. */
      result?: components['schemas']['CalculateTariffsResponseDTO'];
    };
    /**
     * @description Язык:
     *
     *     * `RU` — русский.
     *
     *     * `EN` — английский.
     * @enum {string}
     */
    LanguageType: 'RU' | 'EN';
    /** @description Параметры запроса категорий. */
    GetCategoriesRequest: {
      /** @description Язык категорий. */
      language?: components['schemas']['LanguageType'];
    };
    /**
     * @description Информация о категории.
     *
     *     Категория считается листовой, если у нее нет дочерних категорий.
     */
    CategoryDTO: {
      /**
       * Format: int64
       * @description Идентификатор категории.
       */
      id: number;
      /** @description Название категории. */
      name: string;
      /** @description Дочерние категории. */
      children?: components['schemas']['CategoryDTO'][] | null;
    };
    GetCategoriesResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['CategoryDTO'];
    };
    /** @description Список категорий, для которых нужно вернуть лимит на установку кванта и минимального количества товаров. */
    GetCategoriesMaxSaleQuantumRequest: {
      /** @description Идентификаторы [листовых категорий](*list-categories) на Маркете. */
      marketCategoryIds: number[];
    };
    /** @description Лимит на установку кванта и минимального количества товаров по категориям. */
    MaxSaleQuantumDTO: {
      /**
       * Format: int64
       * @description Идентификатор категории.
       */
      id: number;
      /** @description Название категории. */
      name?: string;
      /** @description Лимит на установку кванта и минимального количества товаров. */
      maxSaleQuantum?: number;
    };
    /**
     * @description Типы ошибок:
     *
     *     * `UNKNOWN_CATEGORY` — указана неизвестная категория.
     *     * `CATEGORY_IS_NOT_LEAF` — указана нелистовая категория. Укажите ту, которая не имеет дочерних категорий.
     * @enum {string}
     */
    CategoryErrorType: 'UNKNOWN_CATEGORY' | 'CATEGORY_IS_NOT_LEAF';
    /** @description Текст ошибки. */
    CategoryErrorDTO: {
      /**
       * Format: int64
       * @description Идентификатор категории.
       */
      categoryId?: number;
      type?: components['schemas']['CategoryErrorType'];
    };
    /** @description Категории и лимит на установку кванта и минимального количества товаров. */
    GetCategoriesMaxSaleQuantumDTO: {
      /** @description Категории и лимит на установку кванта и минимального количества товаров. */
      results: components['schemas']['MaxSaleQuantumDTO'][];
      /** @description Ошибки, которые появились из-за переданных категорий. */
      errors?: components['schemas']['CategoryErrorDTO'][] | null;
    };
    GetCategoriesMaxSaleQuantumResponse: components['schemas']['ApiResponse'] &
      components['schemas']['GetCategoriesMaxSaleQuantumDTO'];
    /** @description Запрос информации по индексу качества. */
    GetQualityRatingRequest: {
      /**
       * Format: date
       * @description Начало периода.
       *
       *     Формат даты: `ГГГГ‑ММ‑ДД`.
       *
       *     Не может быть раньше 30 дней от текущей даты.
       */
      dateFrom?: string;
      /**
       * Format: date
       * @description Конец периода.
       *
       *     Формат даты: `ГГГГ‑ММ‑ДД`.
       *
       *     Не может быть позже текущей даты.
       */
      dateTo?: string;
      /** @description Список идентификаторов кампаний магазинов. */
      campaignIds: components['schemas']['CampaignId'][];
    };
    /**
     * @description Составляющие индекса качества.
     *
     *     **Для модели DBS:**
     *     * `DBS_CANCELLATION_RATE` — доля отмененных товаров.
     *     * `DBS_LATE_DELIVERY_RATE` — доля заказов, доставленных после плановой даты.
     *
     *     **Для моделей FBS и Экспресс:**
     *     * `FBS_CANCELLATION_RATE` — доля отмененных товаров.
     *     * `FBS_LATE_SHIP_RATE` — доля не вовремя отгруженных заказов.
     *
     *     **Для модели FBY:**
     *     * `FBY_LATE_DELIVERY_RATE` — доля товаров, которые приехали на склад с опозданием.
     *     * `FBY_CANCELLATION_RATE` — доля отмененных или недоставленных товаров.
     *     * `FBY_DELIVERY_DIFF_RATE` — доля товаров, которые не прибыли вместе с поставкой или которые не приняли.
     *     * `FBY_LATE_EDITING_RATE` — доля товаров, которые поздно убрали из заявки.
     * @enum {string}
     */
    QualityRatingComponentType:
      | 'DBS_CANCELLATION_RATE'
      | 'DBS_LATE_DELIVERY_RATE'
      | 'FBS_CANCELLATION_RATE'
      | 'FBS_LATE_SHIP_RATE'
      | 'FBY_LATE_DELIVERY_RATE'
      | 'FBY_CANCELLATION_RATE'
      | 'FBY_DELIVERY_DIFF_RATE'
      | 'FBY_LATE_EDITING_RATE';
    /** @description Составляющая индекса качества. */
    QualityRatingComponentDTO: {
      /**
       * Format: double
       * @description Значение составляющей в процентах.
       */
      value: number;
      /** @description Тип составляющей. */
      componentType: components['schemas']['QualityRatingComponentType'];
    };
    /** @description Информация об индексе качества. */
    QualityRatingDTO: {
      /**
       * Format: int64
       * @description Значение индекса качества.
       */
      rating: number;
      /**
       * Format: date
       * @description Дата вычисления.
       *
       *     Формат даты: `ГГГГ‑ММ‑ДД`.
       */
      calculationDate: string;
      /** @description Составляющие индекса качества. */
      components: components['schemas']['QualityRatingComponentDTO'][];
    };
    /** @description Информация об индексе качества магазина. */
    CampaignQualityRatingDTO: {
      campaignId: components['schemas']['CampaignId'];
      /** @description Список значений индекса качества. */
      ratings: components['schemas']['QualityRatingDTO'][];
    };
    /** @description Информация об индексе качества магазинов. */
    CampaignsQualityRatingDTO: {
      /** @description Список магазинов c информацией об их индексе качества. */
      campaignRatings: components['schemas']['CampaignQualityRatingDTO'][];
    };
    /** @description Информация об индексе качества магазинов. */
    GetQualityRatingResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['CampaignsQualityRatingDTO'];
    };
    /**
     * @description Составляющие индекса качества.
     *
     *     **Для модели DBS:**
     *     * `DBS_CANCELLATION_RATE` — доля отмененных товаров.
     *     * `DBS_LATE_DELIVERY_RATE` — доля заказов, доставленных после плановой даты.
     *
     *     **Для моделей FBS и Экспресс:**
     *     * `FBS_CANCELLATION_RATE` — доля отмененных товаров.
     *     * `FBS_LATE_SHIP_RATE` — доля не вовремя отгруженных заказов.
     * @enum {string}
     */
    AffectedOrderQualityRatingComponentType:
      | 'DBS_CANCELLATION_RATE'
      | 'DBS_LATE_DELIVERY_RATE'
      | 'FBS_CANCELLATION_RATE'
      | 'FBS_LATE_SHIP_RATE';
    /** @description Информация о заказе, который повлиял на индекс качества. */
    QualityRatingAffectedOrderDTO: {
      /**
       * Format: int64
       * @description Идентификатор заказа.
       */
      orderId: number;
      /** @description Описание проблемы. */
      description: string;
      /** @description Тип составляющей индекса качества. */
      componentType: components['schemas']['AffectedOrderQualityRatingComponentType'];
    };
    /** @description Информация о заказах, которые повлияли на индекс качества. */
    QualityRatingDetailsDTO: {
      /** @description Список заказов, которые повлияли на индекс качества. */
      affectedOrders: components['schemas']['QualityRatingAffectedOrderDTO'][];
    };
    GetQualityRatingDetailsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['QualityRatingDetailsDTO'];
    };
    /**
     * @description Без указания фильтра возвращаются акции, в которых продавец участвует или может принять участие.
     *
     *     Какие акции вернутся при указании фильтра:
     *
     *     * `PARTICIPATING_NOW` — текущие акции, в которых участвует продавец.
     *
     *     * `PARTICIPATED` — завершенные акции, в которых продавец участвовал за последний год. Если за год их было меньше 15, в ответе придут 15 последних акций за все время.
     * @enum {string}
     */
    PromoParticipationType: 'PARTICIPATING_NOW' | 'PARTICIPATED';
    /**
     * @description Тип акции:
     *
     *     * `DIRECT_DISCOUNT` — прямая скидка.
     *
     *     * `BLUE_FLASH` — флеш-акция.
     *
     *     * `MARKET_PROMOCODE` — скидка по промокоду.
     * @enum {string}
     */
    MechanicsType: 'DIRECT_DISCOUNT' | 'BLUE_FLASH' | 'MARKET_PROMOCODE';
    /** @description Фильтры для получения списка акций. */
    GetPromosRequest: {
      participation?: components['schemas']['PromoParticipationType'];
      /**
       * @description Фильтр по типу акции.
       *
       *     По умолчанию возвращаются все типы акций.
       */
      mechanics?: components['schemas']['MechanicsType'];
    };
    /** @description Время проведения акции. */
    PromoPeriodDTO: {
      /**
       * Format: date-time
       * @description Дата и время начала акции.
       */
      dateTimeFrom: string;
      /**
       * Format: date-time
       * @description Дата и время окончания акции.
       */
      dateTimeTo: string;
    };
    /** @description Информация о товарах в акции. */
    GetPromoAssortmentInfoDTO: {
      /**
       * Format: int32
       * @description Количество товаров, которые участвуют или участвовали в акции.
       *
       *     Не учитываются товары, которые были добавлены автоматически.
       *
       *     Об автоматическом и ручном добавлении товаров в акцию читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/marketing/promos/market/index).
       */
      activeOffers: number;
      /**
       * Format: int32
       * @description Количество доступных товаров в акции.
       *
       *     Параметр возвращается только для текущих и будущих акций.
       */
      potentialOffers?: number;
      /**
       * @description Есть ли изменения в ассортименте, которые еще не применились. Сохранение изменений занимает некоторое время.
       *
       *     Параметр возвращается только для текущих и будущих акций.
       */
      processing?: boolean;
    };
    /**
     * @description Информация для типа `MARKET_PROMOCODE`.
     *
     *     Параметр заполняется только для этого типа акции.
     */
    GetPromoPromocodeInfoDTO: {
      /** @description Промокод. */
      promocode: string;
      /**
       * Format: int32
       * @description Процент скидки по промокоду.
       */
      discount: number;
    };
    /** @description Информация о типе акции. */
    GetPromoMechanicsInfoDTO: {
      type: components['schemas']['MechanicsType'];
      promocodeInfo?: components['schemas']['GetPromoPromocodeInfoDTO'];
    };
    /** @description Информация об акции «Бестселлеры Маркета». */
    GetPromoBestsellerInfoDTO: {
      /** @description Является ли акция «Бестселлером Маркета». Подробнее об этой акции читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/marketing/promos/market/bestsellers). */
      bestseller: boolean;
      /**
       * Format: date-time
       * @description До какой даты можно добавить товар в акцию «Бестселлеры Маркета».
       *
       *     Параметр возвращается только для текущих и будущих акций «Бестселлеры Маркета».
       */
      entryDeadline?: string;
      /**
       * @description Включен ли автоматический перенос ассортимента между акциями «Бестселлеры Маркета». О том, как это работает, читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/ru/marketing/promos/market/bestsellers#next).
       *
       *     Параметр возвращается только для текущих и будущих акций «Бестселлеры Маркета».
       */
      renewalEnabled?: boolean;
    };
    /**
     * @description Каналы продвижения товаров:
     *
     *     * `PUSH` — пуш-уведомление из приложения Яндекс Маркет.
     *
     *     * `STRETCH_MAIN` — верхний баннер-растяжка на главной странице Яндекс Маркета.
     *
     *     * `MAIN_PAGE_CAROUSEL` — карусель акций на главной странице Яндекс Маркета.
     *
     *     * `PRODUCT_RETAIL_PAGE` — товар на странице ритейл-повода.
     *
     *     * `MAIN_PAGE_CAROUSEL_WEB` — карусель акций на главной странице веб версии Яндекс Маркета.
     *
     *     * `PRODUCT_SEPARATE_LANDING` — товар на лендинге акции.
     *
     *     * `SUPER_SHELF_CATEGORY` — полка в категориях.
     *
     *     * `CAROUSEL_RETAIL_PAGE` — карусель на лендинге ритейл-повода.
     *
     *     * `POPUP_APPLICATION` — всплывающее окно в приложении Яндекс Маркет.
     *
     *     * `POST_TELEGRAM` — пост в Телеграм-канале Яндекс Маркета.
     *
     *     * `CPA` — реклама в партнерской сети Яндекс Маркета.
     *
     *     * `WEB_PERFORMANCE_DIRECT` — реклама в Яндекс Директе.
     *
     *     * `APP_PERFORMANCE` — реклама в :no-translate[AppStore] и :no-translate[Google Play].
     *
     *     * `BANNER_PICKUP_POINT` — баннер в ПВЗ Маркета.
     *
     *     * `BLOGGER_PERFORMANCE` — рекламная интеграция у блогеров.
     *
     *     * `DIGITAL_CHANNEL_BANNER` — баннер в digital-каналах и социальных сетях :no-translate[VK], :no-translate[Одноклассники].
     *
     *     * `YANDEX_ECOSYSTEM_CHANNELS` — реклама в других сервисах Яндекса: :no-translate[GO], :no-translate[Delivery], :no-translate[Еда].
     *
     *     * `PARTNERS_MAIN_BANNER` — баннер на главной странице :no-translate[mail.ru], :no-translate[auto.ru], :no-translate[ya.ru].
     *
     *     * `OTHER` — прочее.
     * @enum {string}
     */
    ChannelType:
      | 'PUSH'
      | 'STRETCH_MAIN'
      | 'MAIN_PAGE_CAROUSEL'
      | 'PRODUCT_RETAIL_PAGE'
      | 'MAIN_PAGE_CAROUSEL_WEB'
      | 'PRODUCT_SEPARATE_LANDING'
      | 'SUPER_SHELF_CATEGORY'
      | 'CAROUSEL_RETAIL_PAGE'
      | 'POPUP_APPLICATION'
      | 'POST_TELEGRAM'
      | 'CPA'
      | 'WEB_PERFORMANCE_DIRECT'
      | 'APP_PERFORMANCE'
      | 'BANNER_PICKUP_POINT'
      | 'BLOGGER_PERFORMANCE'
      | 'DIGITAL_CHANNEL_BANNER'
      | 'YANDEX_ECOSYSTEM_CHANNELS'
      | 'PARTNERS_MAIN_BANNER'
      | 'OTHER';
    /** @description Ограничения в акции. */
    GetPromoConstraintsDTO: {
      /**
       * @description Идентификаторы складов, для которых действует акция. Товары, которые лежат на других складах, не будут продаваться по акции.
       *
       *     Параметр возвращается, только если в условиях акции есть ограничение по складу.
       */
      warehouseIds?: number[] | null;
    };
    /** @description Информация об акции. */
    GetPromoDTO: {
      /** @description Идентификатор акции. */
      id: string;
      /** @description Название акции. */
      name: string;
      period: components['schemas']['PromoPeriodDTO'];
      /**
       * @description Участвует или участвовал ли продавец в этой акции.
       *
       *     Для текущих и будущих акций возвращается со значением `true`, если в акции есть товары, которые были добавлены вручную. Если товары не участвуют в акции или добавлены в нее автоматически, параметр возвращается со значением `false`.
       *
       *     Для прошедших акций всегда возвращается со значением `true`.
       *
       *     Об автоматическом и ручном добавлении товаров в акцию читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/marketing/promos/market/index).
       */
      participating: boolean;
      assortmentInfo: components['schemas']['GetPromoAssortmentInfoDTO'];
      mechanicsInfo: components['schemas']['GetPromoMechanicsInfoDTO'];
      bestsellerInfo: components['schemas']['GetPromoBestsellerInfoDTO'];
      /** @description Список каналов продвижения товаров. */
      channels?: components['schemas']['ChannelType'][] | null;
      constraints?: components['schemas']['GetPromoConstraintsDTO'];
    };
    /** @description Информация об акциях Маркета. */
    GetPromosResultDTO: {
      /** @description Акции Маркета. */
      promos: components['schemas']['GetPromoDTO'][];
    };
    GetPromosResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetPromosResultDTO'];
    };
    /**
     * @description Фильтр для товаров, которые добавлены в акцию вручную:
     *
     *     * `MANUALLY_ADDED` — товары, которые добавлены вручную.
     *
     *     * `NOT_MANUALLY_ADDED`— товары, которые не участвуют в акции и те, которые добавлены автоматически.
     *
     *     Об автоматическом и ручном добавлении товаров в акцию читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/marketing/promos/market/index).
     * @enum {string}
     */
    PromoOfferParticipationStatusFilterType: 'MANUALLY_ADDED' | 'NOT_MANUALLY_ADDED';
    /**
     * @description Фильтр для товаров, которые могут участвовать в акции:
     *
     *     * `MANUALLY_ADDED` — товары, которые добавлены вручную.
     *
     *     * `RENEWED` — товары, которые добавлены автоматически из предыдущей акции «Бестселлеры Маркета». Только для акций «Бестселлеры Маркета».
     *
     *     * `RENEW_FAILED` — товары, которые не получилось перенести из предыдущей акции «Бестселлеры Маркета». Только для акций «Бестселлеры Маркета».
     *
     *     * `NOT_MANUALLY_ADDED` — товары, которые не участвуют в акции и те, которые добавлены автоматически.
     *
     *     * `MINIMUM_FOR_PROMOS` — товары с [установленным минимумом по цене для акций](*minimumForBestseller), который соответствует порогу `maxPromoPrice`. Такие товары участвуют в акции с ценой `maxPromoPrice`. Только для акций «Бестселлеры Маркета».
     *
     *     Если не передать параметр `statuses`, вернутся все товары.
     *
     *     Об автоматическом и ручном добавлении товаров в акцию читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/marketing/promos/market/index).
     * @enum {string}
     */
    PromoOfferParticipationStatusMultiFilterType:
      'MANUALLY_ADDED' | 'RENEWED' | 'RENEW_FAILED' | 'NOT_MANUALLY_ADDED' | 'MINIMUM_FOR_PROMOS';
    /** @description Получение списка товаров, которые участвуют или могут участвовать в акции. */
    GetPromoOffersRequest: {
      /** @description Идентификатор акции. */
      promoId: string;
      /**
       * @deprecated
       * @description {% note warning "Вместо него используйте `statuses`." %}
       *
       *
       *
       *     {% endnote %}
       *
       *     Фильтр для товаров, которые добавлены в акцию вручную.
       *
       *     Если не передать параметр `statusType`, вернутся все товары.
       */
      statusType?: components['schemas']['PromoOfferParticipationStatusFilterType'];
      /** @description Фильтр для товаров, которые могут участвовать в акции. Можно задать несколько значений. */
      statuses?: components['schemas']['PromoOfferParticipationStatusMultiFilterType'][] | null;
    };
    /**
     * @description Статус товара в акции:
     *
     *     * `AUTO` — добавлен автоматически во всех магазинах кабинета, в которых товар доступен для покупки.
     *
     *     * `PARTIALLY_AUTO` — добавлен автоматически у части магазинов.
     *
     *     * `MANUAL` — добавлен вручную.
     *
     *     * `NOT_PARTICIPATING` — не участвует в акции.
     *
     *     * `RENEWED` — успешно перенесен из предыдущей акции «Бестселлеры Маркета». Только для акций «Бестселлеры Маркета».
     *
     *     * `RENEW_FAILED` — не получилось перенести из предыдущей акции «Бестселлеры Маркета». Только для акций «Бестселлеры Маркета».
     *
     *     * `MINIMUM_FOR_PROMOS` — участвует в акции с ценой `maxPromoPrice` ([установлен минимум по цене для акций](*minimumForBestseller), который соответствует порогу `maxPromoPrice`). Только для акций «Бестселлеры Маркета».
     *
     *     Об автоматическом и ручном добавлении товаров в акцию читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/marketing/promos/market/index).
     * @enum {string}
     */
    PromoOfferParticipationStatusType:
      | 'AUTO'
      | 'PARTIALLY_AUTO'
      | 'MANUAL'
      | 'NOT_PARTICIPATING'
      | 'RENEWED'
      | 'RENEW_FAILED'
      | 'MINIMUM_FOR_PROMOS';
    /** @description Параметры товара в акции с типом `DIRECT_DISCOUNT` или `BLUE_FLASH`. */
    PromoOfferDiscountParamsDTO: {
      /**
       * Format: int64
       * @description Зачеркнутая цена — та, по которой товар продавался до акции.
       *
       *     Указывается в рублях.
       *
       *     Возвращается, только если товар участвует в акции.
       */
      price?: number;
      /**
       * Format: int64
       * @description Цена по акции — та, по которой вы хотите продавать товар.
       *
       *     Указывается в рублях.
       *
       *     Возвращается, только если товар участвует в акции.
       */
      promoPrice?: number;
      /**
       * Format: int64
       * @description Максимально возможная цена для участия в акции.
       *     Если значение не заполнено, ограничение отсутствует.
       *
       *     Указывается в рублях.
       */
      maxPromoPrice?: number;
    };
    /**
     * @description Параметры товара в акции.
     *
     *     Возвращается параметр, который соответствует типу акции.
     */
    PromoOfferParamsDTO: {
      discountParams?: components['schemas']['PromoOfferDiscountParamsDTO'];
    };
    /**
     * @description Информация об автоматическом добавлении товара в акцию.
     *
     *     Причины, по которым товар не был добавлен автоматически в других магазинах, можно узнать в кабинете продавца на Маркете на странице акции.
     *
     *     Об автоматическом и ручном добавлении товаров в акцию читайте [в Справке Маркета для продавцов](https://yandex.ru/support2/marketplace/ru/marketing/promos/market/index).
     */
    PromoOfferAutoParticipatingDetailsDTO: {
      /**
       * @description Идентификаторы кампаний тех магазинов, в которых товар добавлен в акцию автоматически.
       *
       *     Возвращается, если статус товара в акции — `PARTIALLY_AUTO`.
       */
      campaignIds?: components['schemas']['CampaignId'][] | null;
    };
    /** @description Товар, который участвует или может участвовать в акции. */
    GetPromoOfferDTO: {
      offerId: components['schemas']['ShopSku'];
      status: components['schemas']['PromoOfferParticipationStatusType'];
      params: components['schemas']['PromoOfferParamsDTO'];
      autoParticipatingDetails?: components['schemas']['PromoOfferAutoParticipatingDetailsDTO'];
    };
    /** @description Список товаров, которые участвуют или могут участвовать в акции. */
    GetPromoOffersResultDTO: {
      /** @description Товары, которые участвуют или могут участвовать в акции. */
      offers: components['schemas']['GetPromoOfferDTO'][];
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    GetPromoOffersResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetPromoOffersResultDTO'];
    };
    /**
     * @description Параметры товара в акции с типом `DIRECT_DISCOUNT` или `BLUE_FLASH`.
     *
     *     Обязательный параметр для акций с этими типами.
     */
    UpdatePromoOfferDiscountParamsDTO: {
      /**
       * Format: int64
       * @description Зачеркнутая цена — та, по которой товар продавался до акции.
       *
       *     Указывается в рублях.
       *
       *     Число должно быть целым.
       */
      price?: number;
      /**
       * Format: int64
       * @description Цена по акции — та, по которой вы хотите продавать товар.
       *
       *     Указывается в рублях.
       *
       *     Число должно быть целым.
       */
      promoPrice?: number;
    };
    /** @description Параметры товара, который участвует в акции. */
    UpdatePromoOfferParamsDTO: {
      discountParams?: components['schemas']['UpdatePromoOfferDiscountParamsDTO'];
    };
    /** @description Описание товаров, которые участвуют в акции. */
    UpdatePromoOfferDTO: {
      offerId: components['schemas']['ShopSku'];
      params?: components['schemas']['UpdatePromoOfferParamsDTO'];
    };
    /**
     * @description Добавление товаров в акцию или обновление их параметров.
     *
     *     Чтобы добавить товары в акцию или обновить параметры каких-то товаров, передайте их в параметре `offers`.
     */
    UpdatePromoOffersRequest: {
      /** @description Идентификатор акции. */
      promoId: string;
      /** @description Товары, которые необходимо добавить в акцию или цены которых нужно изменить. */
      offers: components['schemas']['UpdatePromoOfferDTO'][];
    };
    /**
     * @description Причина отклонения изменения:
     *
     *     * `OFFER_DOES_NOT_EXIST` — в кабинете нет товара с таким SKU.
     *
     *     * `OFFER_DUPLICATION` — один и тот же товар передан несколько раз.
     *
     *     * `OFFER_NOT_ELIGIBLE_FOR_PROMO` — товар не подходит под условия акции.
     *
     *     * `OFFER_PROMOS_MAX_BYTE_SIZE_EXCEEDED` — товар не добавлен в акцию по техническим причинам.
     *
     *     * `DEADLINE_FOR_FOCUS_PROMOS_EXCEEDED` — истек срок добавления товаров в акцию.
     *
     *     * `EMPTY_OLD_PRICE` — не указана зачеркнутая цена.
     *
     *     * `EMPTY_PROMO_PRICE` — не указана цена по акции.
     *
     *     * `MAX_PROMO_PRICE_EXCEEDED` — цена по акции превышает максимально возможную цену для участия в акции.
     *
     *     * `PROMO_PRICE_BIGGER_THAN_MAX` — цена по акции больше 95% от зачеркнутой цены.
     *
     *     * `PROMO_PRICE_SMALLER_THAN_MIN` — цена по акции меньше 1% от зачеркнутой цены.
     *
     *     * `PRICE_TOO_BIG` — слишком большая цена по акции.
     *
     *     * `OLD_PRICE_TOO_BIG` — слишком большая зачеркнутая цена.
     * @enum {string}
     */
    RejectedPromoOfferUpdateReasonType:
      | 'OFFER_DOES_NOT_EXIST'
      | 'OFFER_DUPLICATION'
      | 'OFFER_NOT_ELIGIBLE_FOR_PROMO'
      | 'OFFER_PROMOS_MAX_BYTE_SIZE_EXCEEDED'
      | 'DEADLINE_FOR_FOCUS_PROMOS_EXCEEDED'
      | 'EMPTY_OLD_PRICE'
      | 'EMPTY_PROMO_PRICE'
      | 'MAX_PROMO_PRICE_EXCEEDED'
      | 'PROMO_PRICE_BIGGER_THAN_MAX'
      | 'PROMO_PRICE_SMALLER_THAN_MIN'
      | 'PRICE_TOO_BIG'
      | 'OLD_PRICE_TOO_BIG';
    /** @description Описание отклоненного изменения. */
    RejectedPromoOfferUpdateDTO: {
      offerId: components['schemas']['ShopSku'];
      reason: components['schemas']['RejectedPromoOfferUpdateReasonType'];
    };
    /**
     * @description Предупреждение, которое появилось при добавлении товара:
     *
     *     * `DEEP_DISCOUNT_OFFER` — большая разница с ценой в каталоге. Проверьте, нет ли ошибки.
     *
     *     * `CATALOG_PRICE_IS_LOWER_THAN_PROMO` — цена, которая действует во всех магазинах, ниже цены по акции. У товара не будет отображаться цена по акции.
     *
     *     * `SHOP_PRICES_ARE_LOWER_THAN_PROMO` — цена в отдельном магазине ниже цены по акции. У товара в акции будет отображаться цена в магазине. Для остальных магазинов будет действовать цена по акции.
     *
     *     * `SHOP_OFFER_NOT_ELIGIBLE_FOR_PROMO` — товар в отдельном магазине не подходит под условия акции.
     * @enum {string}
     */
    PromoOfferUpdateWarningCodeType:
      | 'DEEP_DISCOUNT_OFFER'
      | 'CATALOG_PRICE_IS_LOWER_THAN_PROMO'
      | 'SHOP_PRICES_ARE_LOWER_THAN_PROMO'
      | 'SHOP_OFFER_NOT_ELIGIBLE_FOR_PROMO';
    /** @description Предупреждение, которое появилось при добавлении товара в акцию или изменении его цен. */
    PromoOfferUpdateWarningDTO: {
      code: components['schemas']['PromoOfferUpdateWarningCodeType'];
      /**
       * @description Идентификаторы кампаний тех магазинов, для которых получены предупреждения.
       *
       *     Не возвращается, если предупреждения действуют для всех магазинов в кабинете.
       */
      campaignIds?: components['schemas']['CampaignId'][] | null;
    };
    /** @description Описание предупреждения, которое появилось при добавлении товара. */
    WarningPromoOfferUpdateDTO: {
      offerId: components['schemas']['ShopSku'];
      /** @description Предупреждения, которые появились при добавлении товара в акцию или изменении его цен. */
      warnings: components['schemas']['PromoOfferUpdateWarningDTO'][];
    };
    /** @description Ошибки и предупреждения, которые появились при добавлении товаров в акцию. */
    UpdatePromoOffersResultDTO: {
      /**
       * @description Изменения, которые были отклонены.
       *
       *     Возвращается, только если есть отклоненные изменения.
       */
      rejectedOffers?: components['schemas']['RejectedPromoOfferUpdateDTO'][] | null;
      /**
       * @description Изменения, по которым есть предупреждения. Они информируют о возможных проблемах. Информация о товарах обновится.
       *
       *     Возвращается, только если есть предупреждения.
       */
      warningOffers?: components['schemas']['WarningPromoOfferUpdateDTO'][] | null;
    };
    /** @description Результат добавления товаров в акцию. */
    UpdatePromoOffersResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['UpdatePromoOffersResultDTO'];
    };
    /**
     * @description Удаление товаров из акции.
     *
     *     Чтобы убрать:
     *
     *     * все товары из акции и больше не участвовать в ней, передайте значение `true` в параметре `deleteAllOffers`;
     *
     *     * часть товаров, передайте их идентификаторы в параметре `offersIds`.
     */
    DeletePromoOffersRequest: {
      /** @description Идентификатор акции. */
      promoId: string;
      /** @description Чтобы убрать все товары из акции и больше не участвовать в ней, передайте значение `true` и не передавайте параметр `offerIds`. */
      deleteAllOffers?: boolean;
      /** @description Товары, которые нужно убрать из акции. */
      offerIds?: components['schemas']['ShopSku'][] | null;
    };
    /**
     * @description Описание ошибки:
     *
     *     * `OFFER_DOES_NOT_EXIST` — в кабинете нет товара с таким SKU.
     * @enum {string}
     */
    RejectedPromoOfferDeleteReasonType: 'OFFER_DOES_NOT_EXIST';
    /** @description Информация о товаре и ошибки, которые появились при его удалении. */
    RejectedPromoOfferDeleteDTO: {
      offerId: components['schemas']['ShopSku'];
      reason: components['schemas']['RejectedPromoOfferDeleteReasonType'];
    };
    /**
     * @description Результат удаления товаров из акции.
     *
     *     Возвращается, только если в запросе был передан параметр `offerIds`.
     */
    DeletePromoOffersResultDTO: {
      /**
       * @description Товары, при удалении которых появились ошибки.
       *
       *     Возвращается, только если есть такие товары.
       */
      rejectedOffers?: components['schemas']['RejectedPromoOfferDeleteDTO'][] | null;
    };
    /** @description Результат удаления товаров из акции. */
    DeletePromoOffersResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['DeletePromoOffersResultDTO'];
    };
    /**
     * @description Тип заявки:
     *
     *     * `SUPPLY` — поставка товаров.
     *     * `WITHDRAW` — вывоз товаров.
     *     * `UTILIZATION` — утилизация товаров.
     * @enum {string}
     */
    SupplyRequestType: 'SUPPLY' | 'WITHDRAW' | 'UTILIZATION';
    /**
     * @description Подтип заявки:
     *
     *     * `DEFAULT` — поставка товаров на склад хранения или вывоз с него.
     *     * `XDOC` — поставка товаров через транзитный склад или вывоз с него.
     *     * `INVENTORYING_SUPPLY` — инвентаризация на складе по запросу магазина.
     *     * `INVENTORYING_SUPPLY_WAREHOUSE_BASED_PER_SUPPLIER` — инвентаризация на складе по запросу склада.
     *     * `MOVEMENT_SUPPLY` — входящее перемещение между складами.
     *
     *         При перемещении между складами создаются 2 заявки — `MOVEMENT_SUPPLY` и `MOVEMENT_WITHDRAW`.
     *     * `ADDITIONAL_SUPPLY` — дополнительная поставка непринятых товаров.
     *     * `VIRTUAL_DISTRIBUTION_CENTER` — родительская заявка при поставке товаров на склад хранения или [мультипоставке](*multisupply).
     *     * `VIRTUAL_DISTRIBUTION_CENTER_CHILD` — дочерняя заявка при поставке товаров на склад хранения или [мультипоставке](*multisupply).
     *
     *         Для нее не возвращается `transitLocation`.
     *     * `FORCE_PLAN` — автоматическая утилизация по запросу склада.
     *     * `FORCE_PLAN_ANOMALY_PER_SUPPLY` — утилизация непринятых товаров.
     *     * `PLAN_BY_SUPPLIER` — утилизация по запросу магазина.
     *     * `ANOMALY_WITHDRAW` — вывоз непринятых товаров.
     *     * `FIX_LOST_INVENTORYING` — товары, которые не нашли после второй инвентаризации.
     *     * `OPER_LOST_INVENTORYING` — товары, которые не нашли после первой инвентаризации.
     *     * `MOVEMENT_WITHDRAW` — исходящее перемещение между складами.
     *
     *         При перемещении между складами создаются 2 заявки — `MOVEMENT_SUPPLY` и `MOVEMENT_WITHDRAW`.
     *     * `MISGRADING_SUPPLY` — пересортица в большую сторону.
     *     * `MISGRADING_WITHDRAW` — пересортица в меньшую сторону.
     *     * `MAN_UTIL` — ручная утилизация по запросу склада.
     *     * `WITHDRAW_AUTO_UTILIZATION` — автоматическая утилизация товаров в заявке на вывоз, когда истек срок их хранения.
     *     * `EXTERNAL_WITHDRAW_INT_OZON` — вывоз товаров на маркетплейс Ozon. Заявка на поставку оформлена в Личном кабинете Ozon.
     *     * `EXTERNAL_WITHDRAW_INT_WB` — вывоз товаров на маркетплейс Wildberries. Заявка на поставку оформлена в Личном кабинете Wildberries.
     * @enum {string}
     */
    SupplyRequestSubType:
      | 'DEFAULT'
      | 'XDOC'
      | 'INVENTORYING_SUPPLY'
      | 'INVENTORYING_SUPPLY_WAREHOUSE_BASED_PER_SUPPLIER'
      | 'MOVEMENT_SUPPLY'
      | 'ADDITIONAL_SUPPLY'
      | 'VIRTUAL_DISTRIBUTION_CENTER'
      | 'VIRTUAL_DISTRIBUTION_CENTER_CHILD'
      | 'FORCE_PLAN'
      | 'FORCE_PLAN_ANOMALY_PER_SUPPLY'
      | 'PLAN_BY_SUPPLIER'
      | 'ANOMALY_WITHDRAW'
      | 'FIX_LOST_INVENTORYING'
      | 'OPER_LOST_INVENTORYING'
      | 'MOVEMENT_WITHDRAW'
      | 'MISGRADING_SUPPLY'
      | 'MISGRADING_WITHDRAW'
      | 'MAN_UTIL'
      | 'WITHDRAW_AUTO_UTILIZATION'
      | 'EXTERNAL_WITHDRAW_INT_OZON'
      | 'EXTERNAL_WITHDRAW_INT_WB';
    /**
     * @description Статус заявки на поставку:
     *
     *     * `CREATED` — заявка создана.
     *     * `FINISHED` — заявка завершена, товары:
     *       * приняты на складе;
     *       * переданы на другой склад при перемещении;
     *       * переданы продавцу при вывозе;
     *       * утилизированы.
     *     * `CANCELLED` — заявка отменена.
     *     * `INVALID` — ошибка обработки.
     *     * `VALIDATED` — заявка в обработке.
     *     * `PUBLISHED` — заявка отправлена на утверждение.
     *     * `ARRIVED_TO_SERVICE` — поставка отгружена.
     *     * `ARRIVED_TO_XDOC_SERVICE` — поставка ждет отправки на конечный склад.
     *     * `SHIPPED_TO_SERVICE` — поставка отправлена с транзитного склада на склад хранения.
     *     * `CANCELLATION_REQUESTED` — запрошена отмена заявки.
     *     * `CANCELLATION_REJECTED` — заявка не будет отменена.
     *     * `REGISTERED_IN_ELECTRONIC_QUEUE` — поставка зарегистрирована в электронной очереди.
     *     * `READY_FOR_UTILIZATION` — товары готовы к утилизации.
     *     * `TRANSIT_MOVING` — перемещение товаров на склад вывоза.
     *     * `WAREHOUSE_HANDLING` — вторичная приемка товаров или их сборка для вывоза или утилизации (потоварная приемка).
     *     * `ACCEPTED_BY_WAREHOUSE_SYSTEM` — заявка утверждена.
     *     * `READY_TO_WITHDRAW` — товары готовы к выдаче.
     *     * `NEED_PREPARATION` — ожидается информация от продавца.
     *     * `WAREHOUSE_SIGNED_ACT` — ЭАПП подписан складом.
     * @enum {string}
     */
    SupplyRequestStatusType:
      | 'CREATED'
      | 'FINISHED'
      | 'CANCELLED'
      | 'INVALID'
      | 'VALIDATED'
      | 'PUBLISHED'
      | 'ARRIVED_TO_SERVICE'
      | 'ARRIVED_TO_XDOC_SERVICE'
      | 'SHIPPED_TO_SERVICE'
      | 'CANCELLATION_REQUESTED'
      | 'CANCELLATION_REJECTED'
      | 'REGISTERED_IN_ELECTRONIC_QUEUE'
      | 'READY_FOR_UTILIZATION'
      | 'TRANSIT_MOVING'
      | 'WAREHOUSE_HANDLING'
      | 'ACCEPTED_BY_WAREHOUSE_SYSTEM'
      | 'READY_TO_WITHDRAW'
      | 'NEED_PREPARATION'
      | 'WAREHOUSE_SIGNED_ACT';
    /**
     * @description Направление сортировки:
     *
     *     - `ASC` — сортировка по возрастанию.
     *     - `DESC` — сортировка по убыванию.
     * @enum {string}
     */
    SortOrderType: 'ASC' | 'DESC';
    /**
     * @description По какому параметру сортировать заявки:
     *
     *     * `ID` — идентификатор заявки.
     *     * `REQUESTED_DATE` — дата поставки на склад хранения.
     *
     *         Если товары проходили через транзитный склад, сортирует по датам поставки на оба склада.
     *     * `UPDATED_AT` — время обновления заявки.
     *     * `STATUS` — статус заявки.
     * @enum {string}
     */
    SupplyRequestSortAttributeType: 'ID' | 'REQUESTED_DATE' | 'UPDATED_AT' | 'STATUS';
    /** @description Параметры сортировки. */
    SupplyRequestSortingDTO: {
      direction: components['schemas']['SortOrderType'];
      attribute: components['schemas']['SupplyRequestSortAttributeType'];
    };
    /**
     * @description Модель для фильтрации и сортировки заявок на поставку.
     *     Фильтры по `requestDateFrom` и `requestDateTo` отбирают заявки по targetLocation->requestedDate и transitLocation->requestedDate.
     */
    GetSupplyRequestsRequest: {
      /** @description Идентификаторы заявок. */
      requestIds?: components['schemas']['SupplyRequestId'][] | null;
      /**
       * Format: date-time
       * @description Дата начала периода для фильтрации заявок.
       */
      requestDateFrom?: string | null;
      /**
       * Format: date-time
       * @description Дата окончания периода для фильтрации заявок.
       */
      requestDateTo?: string | null;
      /** @description Типы заявок для фильтрации. */
      requestTypes?: components['schemas']['SupplyRequestType'][] | null;
      /** @description Подтипы заявок для фильтрации. */
      requestSubtypes?: components['schemas']['SupplyRequestSubType'][] | null;
      /** @description Статусы заявок для фильтрации. */
      requestStatuses?: components['schemas']['SupplyRequestStatusType'][] | null;
      sorting?: components['schemas']['SupplyRequestSortingDTO'];
    };
    /** @description Идентификатор и номера заявки. */
    SupplyRequestIdDTO: {
      id: components['schemas']['SupplyRequestId'];
      /**
       * @description Номер заявки на маркетплейсе.
       *
       *     Также указывается в кабинете продавца на Маркете.
       */
      marketplaceRequestId?: string;
      /**
       * @description Номер заявки на складе.
       *
       *     Также указывается в кабинете продавца на Маркете.
       */
      warehouseRequestId?: string;
    };
    /** @description Количество товаров, коробок и палет в заявке. */
    SupplyRequestCountersDTO: {
      /**
       * Format: int32
       * @description Количество товаров в заявке на поставку.
       */
      planCount?: number;
      /**
       * Format: int32
       * @description Количество товаров, которые приняты на складе.
       */
      factCount?: number;
      /**
       * Format: int32
       * @description Количество непринятых товаров.
       */
      undefinedCount?: number;
      /**
       * Format: int32
       * @description Количество лишних товаров.
       */
      surplusCount?: number;
      /**
       * Format: int32
       * @description Количество товаров с недостатками.
       */
      shortageCount?: number;
      /**
       * Format: int32
       * @description Количество товаров с браком.
       */
      defectCount?: number;
      /**
       * Format: int32
       * @description Количество товаров, которые можно привезти дополнительно.
       */
      acceptableCount?: number;
      /**
       * Format: int32
       * @description Количество товаров, которые нельзя привезти дополнительно.
       */
      unacceptableCount?: number;
      /**
       * Format: int32
       * @description Количество палет, которые приняты на складе.
       */
      actualPalletsCount?: number;
      /**
       * Format: int32
       * @description Количество коробок, которые приняты на складе.
       */
      actualBoxCount?: number;
    };
    /**
     * @description Тип связи между двумя заявками:
     *
     *     * `VIRTUAL_DISTRIBUTION` — [мультипоставка](*multisupply).
     *
     *     * `WITHDRAW` — вывоз непринятых товаров.
     *
     *         Подтипы заявки: `DEFAULT`, `XDOC`, `VIRTUAL_DISTRIBUTION_CENTER_CHILD` и `ANOMALY_WITHDRAW`.
     *
     *     * `UTILIZATION` — утилизация непринятых товаров.
     *
     *         Подтипы заявки: `DEFAULT`, `XDOC`, `VIRTUAL_DISTRIBUTION_CENTER_CHILD` и `FORCE_PLAN_ANOMALY_PER_SUPPLY`.
     *
     *     * `ADDITIONAL_SUPPLY` — дополнительная поставка.
     *
     *         Подтипы заявки: `DEFAULT`, `XDOC`, `VIRTUAL_DISTRIBUTION_CENTER_CHILD` и `ADDITIONAL_SUPPLY`.
     * @enum {string}
     */
    SupplyRequestReferenceType:
      'VIRTUAL_DISTRIBUTION' | 'WITHDRAW' | 'UTILIZATION' | 'ADDITIONAL_SUPPLY';
    /** @description Информация о связанных заявках. */
    SupplyRequestReferenceDTO: {
      /** @description Идентификаторы связанной заявки. */
      id: components['schemas']['SupplyRequestIdDTO'];
      /** @description Тип связи. */
      type: components['schemas']['SupplyRequestReferenceType'];
    };
    /** @description Адрес склада или ПВЗ. */
    SupplyRequestLocationAddressDTO: {
      /** @description Полный адрес склада или ПВЗ. */
      fullAddress: string;
      gps: components['schemas']['GpsDTO'];
    };
    /**
     * @description Тип склада или ПВЗ:
     *
     *     * `FULFILLMENT` — склад хранения.
     *     * `XDOC` — транзитный склад.
     *     * `PICKUP_POINT` — ПВЗ.
     * @enum {string}
     */
    SupplyRequestLocationType: 'FULFILLMENT' | 'XDOC' | 'PICKUP_POINT';
    /** @description Информации о складе или ПВЗ в заявке. */
    SupplyRequestLocationDTO: {
      /**
       * Format: date-time
       * @description Дата и время поставки на склад или в ПВЗ.
       */
      requestedDate?: string;
      /**
       * Format: int64
       * @description Идентификатор склада или логистического партнера ПВЗ.
       */
      serviceId: number;
      /** @description Название склада или ПВЗ. */
      name: string;
      address: components['schemas']['SupplyRequestLocationAddressDTO'];
      type: components['schemas']['SupplyRequestLocationType'];
    };
    /** @description Информация о заявке на поставку, вывоз или утилизацию. */
    SupplyRequestDTO: {
      /** @description Идентификатор и номера заявки. */
      id: components['schemas']['SupplyRequestIdDTO'];
      /** @description Тип заявки. */
      type: components['schemas']['SupplyRequestType'];
      /** @description Подтип заявки. */
      subtype: components['schemas']['SupplyRequestSubType'];
      /** @description Статус заявки. */
      status: components['schemas']['SupplyRequestStatusType'];
      /**
       * Format: date-time
       * @description Дата и время последнего обновления заявки.
       */
      updatedAt: string;
      /** @description Количество товаров, коробок и палет в заявке. */
      counters: components['schemas']['SupplyRequestCountersDTO'];
      /** @description Ссылка на родительскую заявку. */
      parentLink?: components['schemas']['SupplyRequestReferenceDTO'];
      /** @description Ссылки на дочерние заявки. */
      childrenLinks?: components['schemas']['SupplyRequestReferenceDTO'][] | null;
      /** @description Информация о складе хранения или ПВЗ. */
      targetLocation: components['schemas']['SupplyRequestLocationDTO'];
      /** @description Информация о транзитном складе или ПВЗ. */
      transitLocation?: components['schemas']['SupplyRequestLocationDTO'];
    };
    /** @description Список заявок и информация по ним. */
    GetSupplyRequestsDTO: {
      /** @description Список заявок. */
      requests: components['schemas']['SupplyRequestDTO'][];
      /** @description Информация о страницах с результатами. */
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    GetSupplyRequestsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetSupplyRequestsDTO'];
    };
    GetSupplyRequestItemsRequest: {
      requestId: components['schemas']['SupplyRequestId'];
    };
    /** @description Количество товаров в заявке. */
    SupplyRequestItemCountersDTO: {
      /**
       * Format: int32
       * @description Количество товаров в заявке на поставку.
       */
      planCount?: number;
      /**
       * Format: int32
       * @description Количество товаров, которые приняты на складе.
       */
      factCount?: number;
      /**
       * Format: int32
       * @description Количество лишних товаров.
       */
      surplusCount?: number;
      /**
       * Format: int32
       * @description Количество товаров с недостатками.
       */
      shortageCount?: number;
      /**
       * Format: int32
       * @description Количество товаров с браком.
       */
      defectCount?: number;
    };
    /** @description Информация о товаре в заявке. */
    SupplyRequestItemDTO: {
      offerId: components['schemas']['ShopSku'];
      /** @description Название товара. */
      name: string;
      /** @description Цена за единицу товара. */
      price?: components['schemas']['CurrencyValueDTO'];
      /** @description Количество товаров в заявке. */
      counters: components['schemas']['SupplyRequestItemCountersDTO'];
    };
    /** @description Информация о товарах в заявке. */
    GetSupplyRequestItemsDTO: {
      /** @description Список товаров. */
      items: components['schemas']['SupplyRequestItemDTO'][];
      /** @description Информация о страницах с результатами. */
      paging?: components['schemas']['PackagingForwardScrollingPagerDTO'];
    };
    GetSupplyRequestItemsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetSupplyRequestItemsDTO'];
    };
    GetSupplyRequestDocumentsRequest: {
      requestId: components['schemas']['SupplyRequestId'];
    };
    /**
     * @description Тип документа:
     *
     *     * **Документы, которые загружает магазин**
     *       * `SUPPLY` — список товаров.
     *       * `ADDITIONAL_SUPPLY` — список товаров в дополнительной поставке.
     *       * `VIRTUAL_DISTRIBUTION_CENTER_SUPPLY` — список товаров в [мультипоставке](*multisupply).
     *       * `TRANSFER` — список товаров для утилизации.
     *       * `WITHDRAW` — список товаров для вывоза.
     *
     *     * **Поставка товаров**
     *       * `VALIDATION_ERRORS` — ошибки по товарам в поставке.
     *       * `CARGO_UNITS` — ярлыки для грузомест.
     *
     *     * **Дополнительная поставка и непринятые товары**
     *       * `ADDITIONAL_SUPPLY_ACCEPTABLE_GOODS` — товары, которые подходят для дополнительной поставки.
     *       * `ADDITIONAL_SUPPLY_UNACCEPTABLE_GOODS` — вывоз непринятых товаров.
     *
     *     * **Маркировка товаров**
     *       * `INBOUND_UTD` — входящий УПД.
     *       * `OUTBOUND_UTD` — исходящий УПД.
     *       * `IDENTIFIERS` — коды маркировки товаров.
     *       * `CIS_FACT` — принятые товары с кодами маркировки.
     *       * `ITEMS_WITH_CISES` — товары, для которых нужна маркировка.
     *       * `REPORT_OF_WITHDRAW_WITH_CISES` — маркированные товары для вывоза со склада.
     *       * `SECONDARY_ACCEPTANCE_CISES` — маркированные товары, которые приняты после вторичной приемки.
     *       * `RNPT_FACT` — принятые товары с регистрационным номером партии товара (РНПТ).
     *
     *     * **Акты**
     *       * `ACT_OF_WITHDRAW` — акт возврата.
     *       * `ANOMALY_CONTAINERS_WITHDRAW_ACT` — акт изъятия непринятого товара.
     *       * `ACT_OF_WITHDRAW_FROM_STORAGE` — акт списания с ответственного хранения.
     *       * `ACT_OF_RECEPTION_TRANSFER` — акт приема-передачи.
     *       * `ACT_OF_DISCREPANCY` — акт о расхождениях.
     *       * `SECONDARY_RECEPTION_ACT` — акт вторичной приемки.
     * @enum {string}
     */
    SupplyRequestDocumentType:
      | 'SUPPLY'
      | 'ADDITIONAL_SUPPLY'
      | 'VIRTUAL_DISTRIBUTION_CENTER_SUPPLY'
      | 'TRANSFER'
      | 'INBOUND_UTD'
      | 'OUTBOUND_UTD'
      | 'ADDITIONAL_SUPPLY_ACCEPTABLE_GOODS'
      | 'ADDITIONAL_SUPPLY_UNACCEPTABLE_GOODS'
      | 'VALIDATION_ERRORS'
      | 'WITHDRAW'
      | 'ACT_OF_WITHDRAW'
      | 'ANOMALY_CONTAINERS_WITHDRAW_ACT'
      | 'ACT_OF_WITHDRAW_FROM_STORAGE'
      | 'ACT_OF_RECEPTION_TRANSFER'
      | 'ACT_OF_DISCREPANCY'
      | 'SECONDARY_RECEPTION_ACT'
      | 'CARGO_UNITS'
      | 'IDENTIFIERS'
      | 'CIS_FACT'
      | 'ITEMS_WITH_CISES'
      | 'REPORT_OF_WITHDRAW_WITH_CISES'
      | 'SECONDARY_ACCEPTANCE_CISES'
      | 'RNPT_FACT';
    /** @description Документ по заявке. */
    SupplyRequestDocumentDTO: {
      type: components['schemas']['SupplyRequestDocumentType'];
      /** @description Ссылка на документ. */
      url: components['schemas']['Url'];
      /**
       * Format: date-time
       * @description Дата и время создания документа.
       */
      createdAt: string;
    };
    /** @description Информация о документах по заявке. */
    GetSupplyRequestDocumentsDTO: {
      /** @description Список документов. */
      documents: components['schemas']['SupplyRequestDocumentDTO'][];
    };
    GetSupplyRequestDocumentsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetSupplyRequestDocumentsDTO'];
    };
    /**
     * @description Доступы к методам:
     *
     *     * `ALL_METHODS` — полное управление кабинетом.
     *     * `ALL_METHODS_READ_ONLY` — просмотр всей информации в кабинете.
     *     * `INVENTORY_AND_ORDER_PROCESSING` — обработка заказов и учет товаров.
     *     * `INVENTORY_AND_ORDER_PROCESSING_READ_ONLY` — просмотр информации о заказах.
     *     * `PRICING` — управление ценами.
     *     * `PRICING_READ_ONLY` — просмотр цен.
     *     * `OFFERS_AND_CARDS_MANAGEMENT` — управление товарами и карточками.
     *     * `OFFERS_AND_CARDS_MANAGEMENT_READ_ONLY` — просмотр товаров и карточек.
     *     * `PROMOTION` — продвижение товаров.
     *     * `PROMOTION_READ_ONLY` — просмотр информации о продвижении товаров.
     *     * `FINANCE_AND_ACCOUNTING` — просмотр финансовой информации и отчётности.
     *     * `COMMUNICATION` — общение с покупателями.
     *     * `SETTINGS_MANAGEMENT` — настройка магазинов.
     *     * `SUPPLIES_MANAGEMENT_READ_ONLY` — получение информации по заявкам на поставку, вывоз и утилизацию (FBY, LaaS).
     * @enum {string}
     */
    ApiKeyScopeType:
      | 'ALL_METHODS'
      | 'ALL_METHODS_READ_ONLY'
      | 'INVENTORY_AND_ORDER_PROCESSING'
      | 'INVENTORY_AND_ORDER_PROCESSING_READ_ONLY'
      | 'PRICING'
      | 'PRICING_READ_ONLY'
      | 'OFFERS_AND_CARDS_MANAGEMENT'
      | 'OFFERS_AND_CARDS_MANAGEMENT_READ_ONLY'
      | 'PROMOTION'
      | 'PROMOTION_READ_ONLY'
      | 'FINANCE_AND_ACCOUNTING'
      | 'COMMUNICATION'
      | 'SETTINGS_MANAGEMENT'
      | 'SUPPLIES_MANAGEMENT_READ_ONLY';
    /** @description Информация о Api-Key-токене. */
    ApiKeyDTO: {
      /** @description Название токена. */
      name: string;
      /** @description Доступы к методам по Api-Key-токену. */
      authScopes: components['schemas']['ApiKeyScopeType'][];
    };
    /** @description Информация о токене авторизации. */
    TokenDTO: {
      apiKey: components['schemas']['ApiKeyDTO'];
    };
    /** @description Ответ на запрос получения информации о токене авторизации. */
    GetTokenInfoResponse: components['schemas']['ApiResponse'] & {
      result: components['schemas']['TokenDTO'];
    };
    /** @description Запрос на получение статусов операций. */
    GetOperationsRequest: {
      operationType: components['schemas']['OperationType'];
      /** @description Список идентификаторов операций. */
      operationIds: components['schemas']['OperationId'][];
    };
    /**
     * @description Статус выполнения операции:
     *
     *     * `IN_PROGRESS` — выполняется.
     *
     *     * `DONE` — успешно завершена.
     *
     *     * `FAILED` — завершена с ошибкой.
     * @enum {string}
     */
    OperationStatusType: 'IN_PROGRESS' | 'DONE' | 'FAILED';
    /** @description Результат выполнения. */
    OperationResultDTO: {
      id: components['schemas']['OperationId'];
      type: components['schemas']['OperationType'];
      status: components['schemas']['OperationStatusType'];
    };
    /** @description Информация об операциях. */
    GetOperationsResultDTO: {
      /** @description Список операций. */
      operations: components['schemas']['OperationResultDTO'][];
    };
    /** @description Ответ с статусами операций. */
    GetOperationsResponse: components['schemas']['ApiResponse'] & {
      result?: components['schemas']['GetOperationsResultDTO'];
    };
  };
  responses: {
    /** @description Пустой ответ. */
    200: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['EmptyApiResponse'];
      };
    };
    /** @description Запрос содержит неправильные данные. [Подробнее об ошибке](../../concepts/error-codes.md#400) */
    400: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiClientDataErrorResponse'];
      };
    };
    /** @description В запросе не указаны данные для авторизации. [Подробнее об ошибке](../../concepts/error-codes.md#401) */
    401: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiUnauthorizedErrorResponse'];
      };
    };
    /** @description Данные для авторизации неверны или доступ к ресурсу запрещен. [Подробнее об ошибке](../../concepts/error-codes.md#403) */
    403: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiForbiddenErrorResponse'];
      };
    };
    /** @description Запрашиваемый ресурс не найден. [Подробнее об ошибке](../../concepts/error-codes.md#404) */
    404: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiNotFoundErrorResponse'];
      };
    };
    /** @description Превышено ограничение на доступ к ресурсу. [Подробнее об ошибке](../../concepts/error-codes.md#420) */
    420: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiLimitErrorResponse'];
      };
    };
    /** @description К ресурсу нельзя применить указанный метод. [Подробнее об ошибке](../../concepts/error-codes.md#423) */
    423: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiLockedErrorResponse'];
      };
    };
    /** @description Внутренняя ошибка Маркета. [Подробнее об ошибке](../../concepts/error-codes.md#500) */
    500: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiServerErrorResponse'];
      };
    };
    /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с заказами](../../concepts/error-codes#orders) */
    '400Orders': {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiClientDataErrorResponse'];
      };
    };
    /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с остатками](../../concepts/error-codes#stocks) */
    '400Stocks': {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiClientDataErrorResponse'];
      };
    };
    /** @description Запрос содержит неправильные данные. [Подробнее об ошибке](../../concepts/error-codes.md#400) */
    '400Typed': {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiTypedClientDataErrorResponse'];
      };
    };
    /** @description В запросе не указаны данные для авторизации. [Подробнее об ошибке](../../concepts/error-codes.md#401) */
    '401Typed': {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiTypedUnauthorizedErrorResponse'];
      };
    };
    /** @description Данные для авторизации неверны или доступ к ресурсу запрещен. [Подробнее об ошибке](../../concepts/error-codes.md#403) */
    '403Typed': {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiTypedForbiddenErrorResponse'];
      };
    };
    /** @description Запрашиваемый ресурс не найден. [Подробнее об ошибке](../../concepts/error-codes.md#404) */
    '404Typed': {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiTypedNotFoundErrorResponse'];
      };
    };
    /** @description Превышено ограничение на доступ к ресурсу. [Подробнее об ошибке](../../concepts/error-codes.md#420) */
    '420Typed': {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiTypedLimitErrorResponse'];
      };
    };
    /** @description Внутренняя ошибка Маркета. [Подробнее об ошибке](../../concepts/error-codes.md#500) */
    '500Typed': {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiTypedServerErrorResponse'];
      };
    };
  };
  parameters: {
    /**
     * @description Идентификатор кабинета.
     *
     *     {% if audience == "partner" %}
     *
     *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
     *
     *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
     *
     *     {% endif %}
     */
    BusinessId: number;
    /**
     * @description Идентификатор страницы c результатами.
     *
     *     Если параметр не указан, возвращается первая страница.
     *
     *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
     */
    AliasedPageToken: string;
    /**
     * @description {{ limit-param-description }}
     *
     *     {% note warning %}
     *
     *     У данного лимита нет значения по умолчанию.
     *
     *     {% endnote %}
     */
    PageLimit100WithoutDefault: number;
    /**
     * @deprecated
     * @description {% note warning "Устаревший параметр" %}
     *
     *     Вместо `page` и `pageSize` используйте пагинацию по `pageToken` и `limit`.
     *
     *     [Подробнее о типах пагинации и их использовании](../../concepts/pagination.md)
     *
     *     {% endnote %}
     *
     *     Номер страницы результатов.
     *
     *     Используется вместе с параметром `pageSize`.
     */
    PageNum: number;
    /**
     * @deprecated
     * @description {% note warning "Устаревший параметр" %}
     *
     *     Вместо `page` и `pageSize` используйте пагинацию по `pageToken` и `limit`.
     *
     *     [Подробнее о типах пагинации и их использовании](../../concepts/pagination.md)
     *
     *     {% endnote %}
     *
     *     Размер страницы.
     *
     *     Используется вместе с параметром `page`.
     */
    PageSize: number;
    /**
     * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
     *
     *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
     *
     *     * блок **Идентификатор кампании**;
     *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
     *
     *     ⚠️ Не путайте его с:
     *     - идентификатором магазина, который отображается в личном кабинете продавца;
     *     - рекламными кампаниями.
     */
    CampaignId: number;
    /** @description Идентификатор заказа. */
    OrderId: number;
    /**
     * @description Фильтрация заказов по идентификаторам.
     *     <br><br>
     *     ⚠️ Не используйте это поле одновременно с другими фильтрами. Если вы хотите воспользоваться ими, оставьте поле пустым.
     */
    GetOrdersOrderIds: number[];
    /**
     * @description Статус заказа:
     *
     *     * `CANCELLED` — заказ отменен.
     *
     *     * `DELIVERED` — заказ получен покупателем.
     *
     *     * `DELIVERY` — заказ передан в службу доставки.
     *
     *     * `PICKUP` — заказ доставлен в пункт выдачи.
     *
     *     * `PROCESSING` — заказ находится в обработке.
     *
     *     * `UNPAID` — заказ оформлен, но еще не оплачен (если выбрана оплата при оформлении).
     *
     *     * `RESERVED` — заказ оформлен, но ожидает подтвеждения от магазина (LaaS).
     */
    GetOrdersStatus: components['schemas']['OrderStatusType'][];
    /**
     * @description Этап обработки заказа (статус `PROCESSING`) или причина отмены заказа (статус `CANCELLED`).
     *
     *     Возможные значения для заказа в статусе `PROCESSING`:
     *
     *     * `STARTED` — заказ подтвержден, его можно начать обрабатывать.
     *     * `READY_TO_SHIP` — заказ собран и готов к отправке.
     *     * `SHIPPED` — заказ передан службе доставки.
     *
     *     Возможные значения для заказа в статусе `CANCELLED`:
     *
     *     * `RESERVATION_EXPIRED` — покупатель не завершил оформление зарезервированного заказа в течение 10 минут.
     *
     *     * `USER_NOT_PAID` — покупатель не оплатил заказ (для типа оплаты `PREPAID`) в течение 30 минут.
     *
     *     * `USER_UNREACHABLE` — не удалось связаться с покупателем. Для отмены с этой причиной необходимо выполнить условия:
     *
     *       * не менее 3 звонков с 8 до 21 в часовом поясе покупателя;
     *       * перерыв между первым и третьим звонком не менее 90 минут;
     *       * соединение не короче 5 секунд.
     *
     *       Если хотя бы одно из этих условий не выполнено (кроме случая, когда номер недоступен), отменить заказ не получится. Вернется ответ с кодом ошибки 400
     *
     *     * `USER_CHANGED_MIND` — покупатель отменил заказ по личным причинам.
     *
     *     * `USER_REFUSED_DELIVERY` — покупателя не устроили условия доставки.
     *
     *     * `USER_REFUSED_PRODUCT` — покупателю не подошел товар.
     *
     *     * `SHOP_FAILED` — магазин не может выполнить заказ.
     *
     *     * `USER_REFUSED_QUALITY` — покупателя не устроило качество товара.
     *
     *     * `REPLACING_ORDER` — покупатель решил заменить товар другим по собственной инициативе.
     *
     *     * `PROCESSING_EXPIRED` — значение более не используется.
     *
     *     * `PICKUP_EXPIRED` — закончился срок хранения заказа в ПВЗ.
     *
     *     * `DELIVERY_SERVICE_UNDELIVERED` — служба доставки не смогла доставить заказ.
     *
     *     * `CANCELLED_COURIER_NOT_FOUND` — не удалось найти курьера.
     *
     *     * `USER_WANTS_TO_CHANGE_DELIVERY_DATE` — покупатель хочет получить заказ в другой день.
     *
     *     * `RESERVATION_FAILED` — Маркет не может продолжить дальнейшую обработку заказа.
     */
    GetOrdersSubstatus: components['schemas']['OrderSubstatusType'][];
    /**
     * @description Начальная дата для фильтрации заказов по дате оформления.
     *
     *     Формат даты: `ДД-ММ-ГГГГ`.
     *
     *     Между начальной и конечной датой (параметр `toDate`) должно быть не больше 30 дней.
     *
     *     Значение по умолчанию: 30 дней назад от текущей даты.
     */
    GetOrdersFromDate: string;
    /**
     * @description Конечная дата для фильтрации заказов по дате оформления.
     *
     *     Показываются заказы, созданные до 00:00 указанного дня.
     *
     *     Формат даты: `ДД-ММ-ГГГГ`.
     *
     *     Между начальной (параметр `fromDate`) и конечной датой должно быть не больше 30 дней.
     *
     *     Значение по умолчанию: текущая дата.
     *
     *     Если промежуток времени между `toDate` и `fromDate` меньше суток, то `toDate` равен `fromDate` + сутки.
     */
    GetOrdersToDate: string;
    /**
     * @description Начальная дата для фильтрации заказов по дате отгрузки в службу доставки (параметр `shipmentDate`).
     *
     *     Формат даты: `ДД-ММ-ГГГГ`.
     *
     *     Между начальной и конечной датой (параметр `supplierShipmentDateTo`) должно быть не больше 30 дней.
     *
     *     Начальная дата включается в интервал для фильтрации.
     */
    GetOrdersSupplierShipmentDateFrom: string;
    /**
     * @description Конечная дата для фильтрации заказов по дате отгрузки в службу доставки (параметр `shipmentDate`).
     *
     *     Формат даты: `ДД-ММ-ГГГГ`.
     *
     *     Между начальной (параметр `supplierShipmentDateFrom`) и конечной датой должно быть не больше 30 дней.
     *
     *     Конечная дата не включается в интервал для фильтрации.
     *
     *     Если промежуток времени между `supplierShipmentDateTo` и `supplierShipmentDateFrom` меньше суток, то `supplierShipmentDateTo` равен `supplierShipmentDateFrom` + сутки.
     */
    GetOrdersSupplierShipmentDateTo: string;
    /**
     * @description Начальная дата для фильтрации заказов по дате и времени обновления (параметр `updatedAt`).
     *
     *     Формат даты: ISO 8601 со смещением относительно UTC. Например, `2017-11-21T00:42:42+03:00`.
     *
     *     Между начальной и конечной датой (параметр `updatedAtTo`) должно быть не больше 30 дней.
     *
     *     Начальная дата включается в интервал для фильтрации.
     */
    GetOrdersUpdatedAtFrom: string;
    /**
     * @description Конечная дата для фильтрации заказов по дате и времени обновления (параметр `updatedAt`).
     *
     *     Формат даты: ISO 8601 со смещением относительно UTC. Например, `2017-11-21T00:42:42+03:00`.
     *
     *     Между начальной (параметр `updatedAtFrom`) и конечной датой должно быть не больше 30 дней.
     *
     *     Конечная дата не включается в интервал для фильтрации.
     */
    GetOrdersUpdatedAtTo: string;
    /** @description Способ отгрузки */
    GetOrdersDispatchType: components['schemas']['OrderDeliveryDispatchType'];
    /**
     * @description Фильтрация заказов по типам:
     *
     *     * `false` — настоящий заказ покупателя.
     *
     *     * `true` — [тестовый заказ](../../concepts/sandbox.md) Маркета.
     */
    GetOrdersFake: boolean;
    /**
     * @description Фильтр для получения заказов, в которых есть хотя бы один товар с кодом идентификации в системе [«Честный ЗНАК»](https://честныйзнак.рф/) или [«ASL BELGISI»](https://aslbelgisi.uz) (для продавцов :no-translate[Market Yandex Go]):
     *
     *     * `true` — да.
     *
     *     * `false` — нет.
     *
     *     Такие коды присваиваются товарам, которые подлежат маркировке и относятся к определенным категориям.
     */
    GetOrdersHasCis: boolean;
    /**
     * @description **Только для модели DBS**
     *
     *     Фильтр для получения заказов, по которым был запрос на отмену.
     *
     *     При значении `true` возвращаются только заказы, которые находятся в статусе `DELIVERY` или `PICKUP` и которые пользователи решили отменить.
     *
     *     Чтобы подтвердить или отклонить отмену, отправьте запрос [PUT v2/campaigns/{campaignId}/orders/{orderId}/cancellation/accept](../../reference/orders/acceptOrderCancellation).
     */
    GetOrdersOnlyWaitingForCancellationApprove: boolean;
    /**
     * @description Фильтрация заказов с долгой доставкой (31-60 дней) по подтвержденной дате доставки:
     *
     *     * `true` — возвращаются только заказы с неподтвержденной датой доставки.
     *     * `false` — фильтрация не применяется.
     */
    GetOrdersOnlyEstimatedDelivery: boolean;
    /** @description Фильтрация заказов по типу покупателя. */
    GetOrdersBuyerType: components['schemas']['OrderBuyerType'];
    /**
     * @description {{ limit-truncate-param-description }}
     *
     *     {% note warning %}
     *
     *     У данного лимита нет значения по умолчанию.
     *
     *     {% endnote %}
     */
    PageLimit50TruncateWithoutDefault: number;
    /** @description {{ limit-truncate-param-description }} */
    PageLimit50Truncate: number;
    /**
     * @description { % note warning "Параметр больше не используется" % }
     *
     *     Передайте любое число, чтобы получился корректный URL.
     *
     *     { % endnote % }
     *
     *     Идентификатор грузового места.
     */
    ShipmentId: number;
    /**
     * @deprecated
     * @description { % note warning "Параметр больше не используется" % }
     *
     *     Передайте любое число, чтобы получился корректный URL.
     *
     *     { % endnote % }
     *
     *     Идентификатор грузового места.
     */
    'ShipmentId-2': number;
    /** @description Идентификатор коробки. */
    BoxId: number;
    /** @description Настройка размещения ярлыков на странице. Если параметра нет, возвращается PDF с ярлыками формата :no-translate[A7]. */
    PageFormat: components['schemas']['PageFormatType'];
    /** @description {{ limit-truncate-param-description }} */
    PageLimit100Truncate: number;
    /** @description Идентификатор невыкупа или возврата. */
    ReturnId: number;
    /** @description Идентификатор товара в возврате. */
    ItemId: number;
    /** @description Хеш ссылки изображения для загрузки. */
    ImageHash: string;
    /**
     * @description Название региона.
     *
     *     Важно учитывать регистр: первая буква должна быть заглавной, остальные — строчными. Например, `Москва`.
     */
    RegionName: string;
    /** @description {{ limit-param-description }} */
    PageLimit20: number;
    /**
     * @description Идентификатор региона.
     *
     *     Идентификатор региона можно получить c помощью запроса [GET v2/regions](../../reference/regions/searchRegionsByName.md).
     */
    RegionId: number;
    /** @description Идентификатор отгрузки. */
    'ShipmentId-3': number;
    /**
     * @description Возвращать ли отмененные заказы.
     *
     *     Значение по умолчанию: `true`. Если возвращать отмененные заказы не нужно, передайте значение `false`.
     */
    CancelledOrders: boolean;
    /**
     * @description Формат страниц PDF-файла с ярлыками:
     *
     *     * `A4` — по 16 ярлыков на странице.
     *     * `A8` — по одному ярлыку на странице.
     */
    ShipmentPalletLabelsPageFormat: components['schemas']['ShipmentPalletLabelPageFormatType'];
    /** @description {{ limit-param-description }} */
    PageLimit30: number;
    /**
     * @description Язык, на котором принимаются и возвращаются значения в параметрах `name` и `description`.
     *
     *     Значение по умолчанию: `RU`.
     */
    CatalogLanguage: components['schemas']['CatalogLanguageType'];
    /** @description {{ limit-truncate-param-description }} */
    PageLimit500Truncate: number;
    /** @description {{ limit-param-description }} */
    PageLimit200: number;
    /** @description Идентификатор скрытого предложения. */
    OfferIds: components['schemas']['ShopSku'][];
    /** @description {{ limit-param-description }} */
    PageLimit500: number;
    /** @description Идентификатор отчета или документа, который вы получили после запуска генерации. */
    ReportId: string;
    /**
     * @description Признак типа кабинета, от имени которого вызывается метод:
     *     {% if audience == "partner" %}
     *
     *     - `SELLER` — продавец.
     *
     *     {% endif %}
     *
     *     - `ADVERTISER` — рекламодатель.
     *
     *     {% if audience == "advertiser" %}
     *
     *     {% note info "Обязательно указывайте sourceType=ADVERTISER в каждом запросе." %}
     *
     *
     *
     *     {% endnote %}
     *
     *     {% endif %}
     */
    SourceType: components['schemas']['SourceType'];
    /** @description Формат отчета или документа. */
    ReportFormat: components['schemas']['ReportFormatType'];
    /** @description Язык отчета или документа. */
    ReportLanguage: components['schemas']['ReportLanguageType'];
    /** @description Настройка размещения ярлыков на странице. Если параметра нет, возвращается PDF с ярлыками формата :no-translate[A7]. */
    MassOrderLabelsGenerationPageFormat: components['schemas']['PageFormatType'];
    /** @description {{ limit-param-description }} */
    PageLimit50: number;
    /** @description Идентификатор точки продаж. */
    OutletId: number;
    /**
     * @description Список идентификаторов точек продаж, для которых нужно получить информацию о лицензиях. Идентификаторы указываются через запятую.
     *
     *     В запросе должен быть либо параметр `outletIds`, либо параметр `ids`. Запрос с обоими параметрами или без них приведет к ошибке.
     */
    OutletIds: number[];
    /** @description Список идентификаторов лицензий. */
    LicenseIds: number[];
    /** @description Список идентификаторов лицензий для удаления. */
    DeleteLicenseIds: number[];
    /**
     * @description Идентификатор кампании магазина.
     *
     *     Указывается, если нужно вернуть все склады Маркета, которые привязаны к определенной кампании магазина.
     */
    GetFulfillmentWarehousesCampaignId: components['schemas']['CampaignId'];
    /**
     * @description Идентификатор категории на Маркете.
     *
     *     Чтобы узнать идентификатор категории, к которой относится интересующий вас товар, воспользуйтесь запросом [POST v2/categories/tree](../../reference/categories/getCategoriesTree.md).
     */
    MarketCategoryId: number;
    /**
     * @description Идентификатор кабинета. Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
     *
     *     Передайте параметр, чтобы получить характеристики, которые являются особенностями варианта товара в данном кабинете.
     */
    BusinessIdQuery: number;
    /** @description Идентификатор чата. */
    ChatId: number;
    /** @description Идентификатор сообщения. */
    MessageId: number;
    /** @description {{ limit-param-description }} */
    PageLimit100: number;
    /**
     * @description Идентификатор страницы c результатами.
     *
     *     Если параметр не указан, возвращается первая страница.
     *
     *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
     */
    AliasedPageToken_page_token: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getBusinessSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Настройки кабинета. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetBusinessSettingsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getCampaigns: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /**
         * @description {{ limit-param-description }}
         *
         *     {% note warning %}
         *
         *     У данного лимита нет значения по умолчанию.
         *
         *     {% endnote %}
         */
        limit?: components['parameters']['PageLimit100WithoutDefault'];
        /**
         * @deprecated
         * @description {% note warning "Устаревший параметр" %}
         *
         *     Вместо `page` и `pageSize` используйте пагинацию по `pageToken` и `limit`.
         *
         *     [Подробнее о типах пагинации и их использовании](../../concepts/pagination.md)
         *
         *     {% endnote %}
         *
         *     Номер страницы результатов.
         *
         *     Используется вместе с параметром `pageSize`.
         */
        page?: components['parameters']['PageNum'];
        /**
         * @deprecated
         * @description {% note warning "Устаревший параметр" %}
         *
         *     Вместо `page` и `pageSize` используйте пагинацию по `pageToken` и `limit`.
         *
         *     [Подробнее о типах пагинации и их использовании](../../concepts/pagination.md)
         *
         *     {% endnote %}
         *
         *     Размер страницы.
         *
         *     Используется вместе с параметром `page`.
         */
        pageSize?: components['parameters']['PageSize'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Магазины пользователя. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetCampaignsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getCampaign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация о магазине. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetCampaignResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getCampaignSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Настройки магазина. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetCampaignSettingsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация о заказе. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetOrderResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getOrders: {
    parameters: {
      query?: {
        /**
         * @description Фильтрация заказов по идентификаторам.
         *     <br><br>
         *     ⚠️ Не используйте это поле одновременно с другими фильтрами. Если вы хотите воспользоваться ими, оставьте поле пустым.
         */
        orderIds?: components['parameters']['GetOrdersOrderIds'];
        /**
         * @description Статус заказа:
         *
         *     * `CANCELLED` — заказ отменен.
         *
         *     * `DELIVERED` — заказ получен покупателем.
         *
         *     * `DELIVERY` — заказ передан в службу доставки.
         *
         *     * `PICKUP` — заказ доставлен в пункт выдачи.
         *
         *     * `PROCESSING` — заказ находится в обработке.
         *
         *     * `UNPAID` — заказ оформлен, но еще не оплачен (если выбрана оплата при оформлении).
         *
         *     * `RESERVED` — заказ оформлен, но ожидает подтвеждения от магазина (LaaS).
         */
        status?: components['parameters']['GetOrdersStatus'];
        /**
         * @description Этап обработки заказа (статус `PROCESSING`) или причина отмены заказа (статус `CANCELLED`).
         *
         *     Возможные значения для заказа в статусе `PROCESSING`:
         *
         *     * `STARTED` — заказ подтвержден, его можно начать обрабатывать.
         *     * `READY_TO_SHIP` — заказ собран и готов к отправке.
         *     * `SHIPPED` — заказ передан службе доставки.
         *
         *     Возможные значения для заказа в статусе `CANCELLED`:
         *
         *     * `RESERVATION_EXPIRED` — покупатель не завершил оформление зарезервированного заказа в течение 10 минут.
         *
         *     * `USER_NOT_PAID` — покупатель не оплатил заказ (для типа оплаты `PREPAID`) в течение 30 минут.
         *
         *     * `USER_UNREACHABLE` — не удалось связаться с покупателем. Для отмены с этой причиной необходимо выполнить условия:
         *
         *       * не менее 3 звонков с 8 до 21 в часовом поясе покупателя;
         *       * перерыв между первым и третьим звонком не менее 90 минут;
         *       * соединение не короче 5 секунд.
         *
         *       Если хотя бы одно из этих условий не выполнено (кроме случая, когда номер недоступен), отменить заказ не получится. Вернется ответ с кодом ошибки 400
         *
         *     * `USER_CHANGED_MIND` — покупатель отменил заказ по личным причинам.
         *
         *     * `USER_REFUSED_DELIVERY` — покупателя не устроили условия доставки.
         *
         *     * `USER_REFUSED_PRODUCT` — покупателю не подошел товар.
         *
         *     * `SHOP_FAILED` — магазин не может выполнить заказ.
         *
         *     * `USER_REFUSED_QUALITY` — покупателя не устроило качество товара.
         *
         *     * `REPLACING_ORDER` — покупатель решил заменить товар другим по собственной инициативе.
         *
         *     * `PROCESSING_EXPIRED` — значение более не используется.
         *
         *     * `PICKUP_EXPIRED` — закончился срок хранения заказа в ПВЗ.
         *
         *     * `DELIVERY_SERVICE_UNDELIVERED` — служба доставки не смогла доставить заказ.
         *
         *     * `CANCELLED_COURIER_NOT_FOUND` — не удалось найти курьера.
         *
         *     * `USER_WANTS_TO_CHANGE_DELIVERY_DATE` — покупатель хочет получить заказ в другой день.
         *
         *     * `RESERVATION_FAILED` — Маркет не может продолжить дальнейшую обработку заказа.
         */
        substatus?: components['parameters']['GetOrdersSubstatus'];
        /**
         * @description Начальная дата для фильтрации заказов по дате оформления.
         *
         *     Формат даты: `ДД-ММ-ГГГГ`.
         *
         *     Между начальной и конечной датой (параметр `toDate`) должно быть не больше 30 дней.
         *
         *     Значение по умолчанию: 30 дней назад от текущей даты.
         */
        fromDate?: components['parameters']['GetOrdersFromDate'];
        /**
         * @description Конечная дата для фильтрации заказов по дате оформления.
         *
         *     Показываются заказы, созданные до 00:00 указанного дня.
         *
         *     Формат даты: `ДД-ММ-ГГГГ`.
         *
         *     Между начальной (параметр `fromDate`) и конечной датой должно быть не больше 30 дней.
         *
         *     Значение по умолчанию: текущая дата.
         *
         *     Если промежуток времени между `toDate` и `fromDate` меньше суток, то `toDate` равен `fromDate` + сутки.
         */
        toDate?: components['parameters']['GetOrdersToDate'];
        /**
         * @description Начальная дата для фильтрации заказов по дате отгрузки в службу доставки (параметр `shipmentDate`).
         *
         *     Формат даты: `ДД-ММ-ГГГГ`.
         *
         *     Между начальной и конечной датой (параметр `supplierShipmentDateTo`) должно быть не больше 30 дней.
         *
         *     Начальная дата включается в интервал для фильтрации.
         */
        supplierShipmentDateFrom?: components['parameters']['GetOrdersSupplierShipmentDateFrom'];
        /**
         * @description Конечная дата для фильтрации заказов по дате отгрузки в службу доставки (параметр `shipmentDate`).
         *
         *     Формат даты: `ДД-ММ-ГГГГ`.
         *
         *     Между начальной (параметр `supplierShipmentDateFrom`) и конечной датой должно быть не больше 30 дней.
         *
         *     Конечная дата не включается в интервал для фильтрации.
         *
         *     Если промежуток времени между `supplierShipmentDateTo` и `supplierShipmentDateFrom` меньше суток, то `supplierShipmentDateTo` равен `supplierShipmentDateFrom` + сутки.
         */
        supplierShipmentDateTo?: components['parameters']['GetOrdersSupplierShipmentDateTo'];
        /**
         * @description Начальная дата для фильтрации заказов по дате и времени обновления (параметр `updatedAt`).
         *
         *     Формат даты: ISO 8601 со смещением относительно UTC. Например, `2017-11-21T00:42:42+03:00`.
         *
         *     Между начальной и конечной датой (параметр `updatedAtTo`) должно быть не больше 30 дней.
         *
         *     Начальная дата включается в интервал для фильтрации.
         */
        updatedAtFrom?: components['parameters']['GetOrdersUpdatedAtFrom'];
        /**
         * @description Конечная дата для фильтрации заказов по дате и времени обновления (параметр `updatedAt`).
         *
         *     Формат даты: ISO 8601 со смещением относительно UTC. Например, `2017-11-21T00:42:42+03:00`.
         *
         *     Между начальной (параметр `updatedAtFrom`) и конечной датой должно быть не больше 30 дней.
         *
         *     Конечная дата не включается в интервал для фильтрации.
         */
        updatedAtTo?: components['parameters']['GetOrdersUpdatedAtTo'];
        /** @description Способ отгрузки */
        dispatchType?: components['parameters']['GetOrdersDispatchType'];
        /**
         * @description Фильтрация заказов по типам:
         *
         *     * `false` — настоящий заказ покупателя.
         *
         *     * `true` — [тестовый заказ](../../concepts/sandbox.md) Маркета.
         */
        fake?: components['parameters']['GetOrdersFake'];
        /**
         * @description Фильтр для получения заказов, в которых есть хотя бы один товар с кодом идентификации в системе [«Честный ЗНАК»](https://честныйзнак.рф/) или [«ASL BELGISI»](https://aslbelgisi.uz) (для продавцов :no-translate[Market Yandex Go]):
         *
         *     * `true` — да.
         *
         *     * `false` — нет.
         *
         *     Такие коды присваиваются товарам, которые подлежат маркировке и относятся к определенным категориям.
         */
        hasCis?: components['parameters']['GetOrdersHasCis'];
        /**
         * @description **Только для модели DBS**
         *
         *     Фильтр для получения заказов, по которым был запрос на отмену.
         *
         *     При значении `true` возвращаются только заказы, которые находятся в статусе `DELIVERY` или `PICKUP` и которые пользователи решили отменить.
         *
         *     Чтобы подтвердить или отклонить отмену, отправьте запрос [PUT v2/campaigns/{campaignId}/orders/{orderId}/cancellation/accept](../../reference/orders/acceptOrderCancellation).
         */
        onlyWaitingForCancellationApprove?: components['parameters']['GetOrdersOnlyWaitingForCancellationApprove'];
        /**
         * @description Фильтрация заказов с долгой доставкой (31-60 дней) по подтвержденной дате доставки:
         *
         *     * `true` — возвращаются только заказы с неподтвержденной датой доставки.
         *     * `false` — фильтрация не применяется.
         */
        onlyEstimatedDelivery?: components['parameters']['GetOrdersOnlyEstimatedDelivery'];
        /** @description Фильтрация заказов по типу покупателя. */
        buyerType?: components['parameters']['GetOrdersBuyerType'];
        /**
         * @deprecated
         * @description {% note warning "Устаревший параметр" %}
         *
         *     Вместо `page` и `pageSize` используйте пагинацию по `pageToken` и `limit`.
         *
         *     [Подробнее о типах пагинации и их использовании](../../concepts/pagination.md)
         *
         *     {% endnote %}
         *
         *     Номер страницы результатов.
         *
         *     Используется вместе с параметром `pageSize`.
         */
        page?: components['parameters']['PageNum'];
        /**
         * @deprecated
         * @description {% note warning "Устаревший параметр" %}
         *
         *     Вместо `page` и `pageSize` используйте пагинацию по `pageToken` и `limit`.
         *
         *     [Подробнее о типах пагинации и их использовании](../../concepts/pagination.md)
         *
         *     {% endnote %}
         *
         *     Размер страницы.
         *
         *     Используется вместе с параметром `page`.
         */
        pageSize?: components['parameters']['PageSize'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /**
         * @description {{ limit-truncate-param-description }}
         *
         *     {% note warning %}
         *
         *     У данного лимита нет значения по умолчанию.
         *
         *     {% endnote %}
         */
        limit?: components['parameters']['PageLimit50TruncateWithoutDefault'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация о заказах. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetOrdersResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с заказами](../../concepts/error-codes#orders) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getBusinessOrders: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-truncate-param-description }} */
        limit?: components['parameters']['PageLimit50Truncate'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    /** @description Параметры фильтрации заказов. */
    requestBody: {
      content: {
        'application/json': components['schemas']['GetBusinessOrdersRequest'];
      };
    };
    responses: {
      /** @description Список заказов в кабинете. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetBusinessOrdersResponse'];
        };
      };
      400: components['responses']['400Orders'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  provideOrderItemIdentifiers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProvideOrderItemIdentifiersRequest'];
      };
    };
    responses: {
      /** @description Ответ `200` обозначает, что коды успешно записались. Ответ содержит краткие сведения о промаркированных товарах. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProvideOrderItemIdentifiersResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с заказами](../../concepts/error-codes#orders) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  updateOrderItems: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOrderItemRequest'];
      };
    };
    responses: {
      /** @description Маркет успешно обработал ваш запрос. Выходные данные не ожидаются. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  updateOrderStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOrderStatusRequest'];
      };
    };
    responses: {
      /** @description В случае успешного изменения статуса заказа возвращается обновленная информация о заказе. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateOrderStatusResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  updateOrderStatuses: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOrderStatusesRequest'];
      };
    };
    responses: {
      /** @description Возвращается информация об обновленных статусах заказов. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateOrderStatusesResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  setOrderShipmentBoxes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
        /**
         * @description { % note warning "Параметр больше не используется" % }
         *
         *     Передайте любое число, чтобы получился корректный URL.
         *
         *     { % endnote % }
         *
         *     Идентификатор грузового места.
         */
        shipmentId: components['parameters']['ShipmentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetOrderShipmentBoxesRequest'];
      };
    };
    responses: {
      /** @description Имеет значение только тип ответа. Если ответ `ОК`, количество грузомест записано. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SetOrderShipmentBoxesResponse'];
        };
      };
      /** @description Для указанного заказа сейчас нельзя задать количество грузомест, так как у заказа неподходящий статус. */
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  acceptOrderCancellation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AcceptOrderCancellationRequest'];
      };
    };
    responses: {
      /** @description Ответ на отмену заказа был успешно передан. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  provideOrderDigitalCodes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProvideOrderDigitalCodesRequest'];
      };
    };
    responses: {
      /**
       * @description Пустой ответ.
       *
       *     {% note warning "Ответ `200` сам по себе не значит, что ключи переданы покупателю" %}
       *
       *     Если письмо с ключами удалось доставить, Маркет переведет заказ в финальный статус `DELIVERED`.
       *
       *     Статус заказа можно узнать с помощью метода [POST v1/businesses/{businessId}/orders](../../reference/orders/getBusinessOrders.md).
       *
       *     {% endnote %}
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с заказами](../../concepts/error-codes#orders) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  setOrderBoxLayout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetOrderBoxLayoutRequest'];
      };
    };
    responses: {
      /** @description В ответ придет переданная раскладка с идентификаторами коробок — они понадобятся для запроса ярлыков. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SetOrderBoxLayoutResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с заказами](../../concepts/error-codes#orders) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  updateExternalOrderId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateExternalOrderIdRequest'];
      };
    };
    responses: {
      /** @description Внешний идентификатор заказа успешно передан. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с заказами](../../concepts/error-codes#orders) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getOrderIdentifiersStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация по проверке кодов маркировки. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetOrderIdentifiersStatusResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  createOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateOrderRequest'];
      };
    };
    responses: {
      /** @description Информация о созданных заказах. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateOrderResponse'];
        };
      };
      400: components['responses']['400Orders'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  updateOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOrderRequest'];
      };
    };
    responses: {
      /**
       * @description Информация об операции по изменению заказа.
       *
       *     {% note warning "Ответ `200` не значит, что данные изменены" %}
       *
       *     При успешном выполнении запроса это произойдет через некоторое время. [Как проверить статус операции](../../reference/operations/getOperations.md)
       *
       *     {% endnote %}
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateOrderResponse'];
        };
      };
      400: components['responses']['400Orders'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getOrderUpdateOptions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetOrderUpdateOptionsRequest'];
      };
    };
    responses: {
      /** @description Список доступных интервалов. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetOrderUpdateOptionsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  setOrderDeliveryDate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetOrderDeliveryDateRequest'];
      };
    };
    responses: {
      /** @description Успешное изменение даты доставки. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с заказами](../../concepts/error-codes#orders) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  setOrderDeliveryTrackCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetOrderDeliveryTrackCodeRequest'];
      };
    };
    responses: {
      /** @description Трек‑номер посылки и идентификатор службы доставки были успешно переданы. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с заказами](../../concepts/error-codes#orders) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getOrderBuyerInfo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация о покупателе. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetOrderBuyerInfoResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с заказами](../../concepts/error-codes#orders) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  verifyOrderEac: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyOrderEacRequest'];
      };
    };
    responses: {
      /** @description Проверка кода выполнена успешно. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VerifyOrderEacResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  updateOrderStorageLimit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOrderStorageLimitRequest'];
      };
    };
    responses: {
      /** @description Пустой ответ. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateOrderLabel: {
    parameters: {
      query?: {
        /** @description Настройка размещения ярлыков на странице. Если параметра нет, возвращается PDF с ярлыками формата :no-translate[A7]. */
        format?: components['parameters']['PageFormat'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
        /**
         * @deprecated
         * @description { % note warning "Параметр больше не используется" % }
         *
         *     Передайте любое число, чтобы получился корректный URL.
         *
         *     { % endnote % }
         *
         *     Идентификатор грузового места.
         */
        shipmentId: components['parameters']['ShipmentId-2'];
        /** @description Идентификатор коробки. */
        boxId: components['parameters']['BoxId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description PDF‑файл с ярлыками для коробки. Файл содержит одну страницу с ярлыком. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateOrderLabels: {
    parameters: {
      query?: {
        /** @description Настройка размещения ярлыков на странице. Если параметра нет, возвращается PDF с ярлыками формата :no-translate[A7]. */
        format?: components['parameters']['PageFormat'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description PDF‑файл с ярлыками на все коробки. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getOrderLabelsData: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация для печати ярлыков. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetOrderLabelsDataResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getOrderBusinessBuyerInfo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация о покупателе. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetBusinessBuyerInfoResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с заказами](../../concepts/error-codes#orders) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getOrderBusinessDocumentsInfo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация о документах. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetBusinessDocumentsInfoResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с заказами](../../concepts/error-codes#orders) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getReturns: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-truncate-param-description }} */
        limit?: components['parameters']['PageLimit100Truncate'];
        /**
         * @description Идентификаторы заказов — для фильтрации результатов.
         *
         *     Несколько идентификаторов перечисляются через запятую без пробела.
         */
        orderIds?: number[];
        /**
         * @description Фильтр по статусам возврата денег за возвраты.
         *
         *     Несколько статусов перечисляются через запятую.
         * @example [
         *       "STARTED_BY_USER",
         *       "WAITING_FOR_DECISION"
         *     ]
         */
        statuses?: components['schemas']['RefundStatusType'][];
        /**
         * @description Фильтр по логистическим статусам невыкупов и возвратов.
         *
         *     Несколько статусов перечисляются через запятую.
         * @example [
         *       "READY_FOR_PICKUP",
         *       "IN_TRANSIT"
         *     ]
         */
        shipmentStatuses?: components['schemas']['ReturnShipmentStatusType'][];
        /**
         * @description Тип заказа для фильтрации:
         *
         *     * `UNREDEEMED` — невыкуп.
         *
         *     * `RETURN` — возврат.
         *
         *     Если не указать, в ответе будут и невыкупы, и возвраты.
         */
        type?: components['schemas']['ReturnType'];
        /**
         * @description Начальная дата для фильтрации невыкупов или возвратов по дате обновления.
         *
         *     Формат: `ГГГГ-ММ-ДД`.
         * @example 2022-10-31
         */
        fromDate?: string;
        /**
         * @description Конечная дата для фильтрации невыкупов или возвратов по дате обновления.
         *
         *     Формат: `ГГГГ-ММ-ДД`.
         * @example 2022-11-30
         */
        toDate?: string;
        /**
         * @deprecated
         * @description {% note warning "Вместо него используйте `fromDate`." %}
         *
         *
         *
         *     {% endnote %}
         *
         *     Начальная дата для фильтрации невыкупов или возвратов по дате обновления.
         * @example 2022-10-31
         */
        from_date?: string;
        /**
         * @deprecated
         * @description {% note warning "Вместо него используйте `toDate`." %}
         *
         *
         *
         *     {% endnote %}
         *
         *     Конечная дата для фильтрации невыкупов или возвратов по дате обновления.
         * @example 2022-11-30
         */
        to_date?: string;
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Постраничные невыкупы или возвраты магазина. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetReturnsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getReturn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
        /** @description Идентификатор невыкупа или возврата. */
        returnId: components['parameters']['ReturnId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Детали невыкупа или возврата. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetReturnResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  setReturnDecision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
        /** @description Идентификатор невыкупа или возврата. */
        returnId: components['parameters']['ReturnId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetReturnDecisionRequest'];
      };
    };
    responses: {
      /** @description Детали возврата. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  submitReturnDecision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
        /** @description Идентификатор невыкупа или возврата. */
        returnId: components['parameters']['ReturnId'];
      };
      cookie?: never;
    };
    /** @description description */
    requestBody?: {
      content: {
        'application/json': components['schemas']['SubmitReturnDecisionRequest'];
      };
    };
    responses: {
      /** @description Статус выполнения операции. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getReturnAvailableDecisions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetReturnAvailableDecisionsRequest'];
      };
    };
    responses: {
      /** @description Возможные решения по возврату. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetReturnAvailableDecisionsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getReturnApplication: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
        /** @description Идентификатор невыкупа или возврата. */
        returnId: components['parameters']['ReturnId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Заявление на возврат. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getReturnPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор заказа. */
        orderId: components['parameters']['OrderId'];
        /** @description Идентификатор невыкупа или возврата. */
        returnId: components['parameters']['ReturnId'];
        /** @description Идентификатор товара в возврате. */
        itemId: components['parameters']['ItemId'];
        /** @description Хеш ссылки изображения для загрузки. */
        imageHash: components['parameters']['ImageHash'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Фотография товаров. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  createReturn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateReturnRequest'];
      };
    };
    responses: {
      /** @description Информация о cозданном возврате. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateReturnResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с заказами](../../concepts/error-codes#orders) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  cancelReturn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CancelReturnRequest'];
      };
    };
    responses: {
      /**
       * @description Информация об операции по отмене возврата.
       *
       *     {% note warning "Ответ `200` не значит, что возврат отменен" %}
       *
       *     При успешном выполнении запроса это произойдет через некоторое время. [Как проверить статус операции](../../reference/operations/getOperations.md)
       *
       *     {% endnote %}
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CancelReturnResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  searchRegionsByName: {
    parameters: {
      query: {
        /**
         * @description Название региона.
         *
         *     Важно учитывать регистр: первая буква должна быть заглавной, остальные — строчными. Например, `Москва`.
         */
        name: components['parameters']['RegionName'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit20'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Список найденных регионов. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetRegionsResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  searchRegionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор региона.
         *
         *     Идентификатор региона можно получить c помощью запроса [GET v2/regions](../../reference/regions/searchRegionsByName.md).
         */
        regionId: components['parameters']['RegionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Найденный регион. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetRegionByIdResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  searchRegionChildren: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /**
         * @description {{ limit-truncate-param-description }}
         *
         *     {% note warning %}
         *
         *     У данного лимита нет значения по умолчанию.
         *
         *     {% endnote %}
         */
        limit?: components['parameters']['PageLimit50TruncateWithoutDefault'];
        /**
         * @deprecated
         * @description {% note warning "Устаревший параметр" %}
         *
         *     Вместо `page` и `pageSize` используйте пагинацию по `pageToken` и `limit`.
         *
         *     [Подробнее о типах пагинации и их использовании](../../concepts/pagination.md)
         *
         *     {% endnote %}
         *
         *     Номер страницы результатов.
         *
         *     Используется вместе с параметром `pageSize`.
         */
        page?: components['parameters']['PageNum'];
        /**
         * @deprecated
         * @description {% note warning "Устаревший параметр" %}
         *
         *     Вместо `page` и `pageSize` используйте пагинацию по `pageToken` и `limit`.
         *
         *     [Подробнее о типах пагинации и их использовании](../../concepts/pagination.md)
         *
         *     {% endnote %}
         *
         *     Размер страницы.
         *
         *     Используется вместе с параметром `page`.
         */
        pageSize?: components['parameters']['PageSize'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор региона.
         *
         *     Идентификатор региона можно получить c помощью запроса [GET v2/regions](../../reference/regions/searchRegionsByName.md).
         */
        regionId: components['parameters']['RegionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Регионы, являющиеся дочерними к указанному в запросе. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetRegionWithChildrenResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getRegionsCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Список стран с их кодами в формате :no-translate[ISO 3166-1 alpha-2]. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetRegionsCodesResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  downloadShipmentReceptionTransferAct: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор склада.
         * @example 123123
         */
        warehouse_id?: number;
        /**
         * @description Логин пользователя в Яндекс ID, от имени которого будет подписываться электронный акт приема-передачи.
         *
         *     Указывается без `@yandex.ru`.
         *
         *     {% note info "Электронная подпись" %}
         *
         *     Если вы указываете параметр `signatory`, акт приема-передачи подписывается электронной подписью и становится электронным документом. В этом случае печатать и подписывать акт вручную не требуется — он уже имеет юридическую силу в электронном виде.
         *
         *     Подробнее о работе с актами приема-передачи читайте [в Справке Маркета для продавцов](https://yandex.ru/support/marketplace/ru/orders/fbs/process#act).
         *
         *     {% endnote %}
         *
         *     Где найти логин:
         *
         *     * на странице [Яндекс ID](https://id.yandex.ru);
         *     * в [кабинете продавца на Маркете](https://partner.market.yandex.ru/):
         *
         *     * в правом верхнем углу под иконкой пользователя;
         *       * на странице **Настройки** → **Сотрудники и доступы**.
         */
        signatory?: string;
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Акт приема-передачи в формате :no-translate[PDF]. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с отгрузками](../../concepts/error-codes#shipments) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getShipment: {
    parameters: {
      query?: {
        /**
         * @description Возвращать ли отмененные заказы.
         *
         *     Значение по умолчанию: `true`. Если возвращать отмененные заказы не нужно, передайте значение `false`.
         */
        cancelledOrders?: components['parameters']['CancelledOrders'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор отгрузки. */
        shipmentId: components['parameters']['ShipmentId-3'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Найденная отгрузка. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetShipmentResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getShipmentOrdersInfo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор отгрузки. */
        shipmentId: components['parameters']['ShipmentId-3'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация по годным/негодным для печати ярлыков заказам в отгрузке. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetShipmentOrdersInfoResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  confirmShipment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор отгрузки. */
        shipmentId: components['parameters']['ShipmentId-3'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ConfirmShipmentRequest'];
      };
    };
    responses: {
      /** @description Пустой ответ. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с отгрузками](../../concepts/error-codes#shipments) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  downloadShipmentAct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор отгрузки. */
        shipmentId: components['parameters']['ShipmentId-3'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Акт приема-передачи для отгрузки в формате :no-translate[PDF]. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с отгрузками](../../concepts/error-codes#shipments) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  downloadShipmentInboundAct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор отгрузки. */
        shipmentId: components['parameters']['ShipmentId-3'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Акт в формате PDF. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  downloadShipmentTransportationWaybill: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор отгрузки. */
        shipmentId: components['parameters']['ShipmentId-3'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Транспортная накладная в формате :no-translate[XLSX]. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.ms-excel': string;
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  downloadShipmentDiscrepancyAct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор отгрузки. */
        shipmentId: components['parameters']['ShipmentId-3'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Акт расхождений в формате :no-translate[XLSX]. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.ms-excel': string;
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  setShipmentPalletsCount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор отгрузки. */
        shipmentId: components['parameters']['ShipmentId-3'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetShipmentPalletsCountRequest'];
      };
    };
    responses: {
      /** @description Имеет значение только тип ответа. Если ответ `ОК`, количество упаковок записано. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  downloadShipmentPalletLabels: {
    parameters: {
      query?: {
        /**
         * @description Формат страниц PDF-файла с ярлыками:
         *
         *     * `A4` — по 16 ярлыков на странице.
         *     * `A8` — по одному ярлыку на странице.
         */
        format?: components['parameters']['ShipmentPalletLabelsPageFormat'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор отгрузки. */
        shipmentId: components['parameters']['ShipmentId-3'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description PDF‑файл с ярлыками на все упаковки в отгрузке. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  searchShipments: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit30'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SearchShipmentsRequest'];
      };
    };
    responses: {
      /** @description Найденные отгрузки. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchShipmentsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  transferOrdersFromShipment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор отгрузки. */
        shipmentId: components['parameters']['ShipmentId-3'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TransferOrdersFromShipmentRequest'];
      };
    };
    responses: {
      /** @description Запрос на перенос заказов проверен и принят, и они будут перенесены спустя несколько минут. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      /**
       * @description Ошибка 400 обозначает, что в переданном вами списке заказов что-то не так — например, не все они относятся к заданной отгрузке. В сообщении об ошибке будут все подробности.
       *
       *     {% note warning "Частичное выполнение запроса невозможно" %}
       *
       *     Если в списке есть хотя бы один проблемный идентификатор, не будет перенесен ни один заказ из списка.
       *
       *     {% endnote %}
       */
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  deleteOffers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteOffersRequest'];
      };
    };
    responses: {
      /** @description Если удалось удалить не все товары, с ответом 200 вернется список тех, что были в запросе, но остались в магазине. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeleteOffersResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      423: components['responses']['423'];
      500: components['responses']['500'];
    };
  };
  getOfferMappings: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-truncate-param-description }} */
        limit?: components['parameters']['PageLimit100Truncate'];
        /**
         * @description Язык, на котором принимаются и возвращаются значения в параметрах `name` и `description`.
         *
         *     Значение по умолчанию: `RU`.
         */
        language?: components['parameters']['CatalogLanguage'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['GetOfferMappingsRequest'];
      };
    };
    responses: {
      /** @description Информация о товарах в каталоге. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetOfferMappingsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  updateOfferMappings: {
    parameters: {
      query?: {
        /**
         * @description Язык, на котором принимаются и возвращаются значения в параметрах `name` и `description`.
         *
         *     Значение по умолчанию: `RU`.
         */
        language?: components['parameters']['CatalogLanguage'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOfferMappingsRequest'];
      };
    };
    responses: {
      /**
       * @description Запрос выполнен корректно, данные обработаны.
       *
       *     {% note warning "Ответ `200` сам по себе не значит, что переданные значения корректны" %}
       *
       *     Обязательно посмотрите детали ответа: `status`, а также перечень ошибок (`results.errors`) и замечаний (`results.warnings`), если они есть.
       *
       *     - Если хотя бы по одному товару вернулась ошибка (`results.errors`), поле `status` = `ERROR`. Изменения по всем переданным товарам не будут применены.
       *     - Если ошибок нет, но хотя бы по одному товару вернулось замечание (`results.warnings`), поле `status` = `OK`, и изменения будут применены.
       *
       *     {% endnote %}
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateOfferMappingsResponse'];
        };
      };
      /**
       * @description ⚠️ Даже если проблема связана всего с одним товаром в запросе, в каталог не отправится ни один.
       *
       *     Запрос содержит неправильные данные. [Подробнее об ошибках при работе с товарами](../../concepts/error-codes#offers) и [об ошибках при работе с ценами](../../concepts/error-codes#prices)
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      423: components['responses']['423'];
      500: components['responses']['500'];
    };
  };
  addOffersToArchive: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddOffersToArchiveRequest'];
      };
    };
    responses: {
      /**
       * @description Если некоторые товары добавить в архив не удалось, в ответе 200 будет их список.
       *
       *     Список успешно добавленных товаров не возвращается.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddOffersToArchiveResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      423: components['responses']['423'];
      500: components['responses']['500'];
    };
  };
  deleteOffersFromArchive: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteOffersFromArchiveRequest'];
      };
    };
    responses: {
      /**
       * @description Если некоторые товары восстановить из архива не удалось, в ответе 200 будет их список.
       *
       *     Список успешно восстановленных товаров не возвращается.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeleteOffersFromArchiveResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      423: components['responses']['423'];
      500: components['responses']['500'];
    };
  };
  generateOfferBarcodes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateOfferBarcodesRequest'];
      };
    };
    responses: {
      /**
       * @description Пустой ответ, если генерация успешно завершилась для всех переданных товаров.
       *
       *     Или список товаров, для которых не удалось сгенерировать штрихкоды.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateOfferBarcodesResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      423: components['responses']['423'];
      500: components['responses']['500'];
    };
  };
  updateBusinessPrices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateBusinessPricesRequest'];
      };
    };
    responses: {
      /** @description Маркет принял информацию о новых ценах. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с ценами](../../concepts/error-codes#prices) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      423: components['responses']['423'];
      500: components['responses']['500'];
    };
  };
  updatePrices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePricesRequest'];
      };
    };
    responses: {
      /** @description Маркет принял информацию о новых ценах. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с ценами](../../concepts/error-codes#prices) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      /**
       * @description Возможны две причины такой ошибки.
       *
       *     * В кабинете используются цены для всех магазинов. Установить цену для отдельного магазина не получится.
       *     * Магазин находится в процессе переноса в другой кабинет.
       */
      423: components['responses']['423'];
      500: components['responses']['500'];
    };
  };
  getPrices: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-truncate-param-description }} */
        limit?: components['parameters']['PageLimit500Truncate'];
        /** @description Фильтр по нахождению в архиве. */
        archived?: boolean;
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Список всех товаров с установленными ценами. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetPricesResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getPricesByOfferIds: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-truncate-param-description }} */
        limit?: components['parameters']['PageLimit500Truncate'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['GetPricesByOfferIdsRequest'];
      };
    };
    responses: {
      /** @description Список товаров с установленными для заданного магазина ценами. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetPricesByOfferIdsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getDefaultPrices: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-truncate-param-description }} */
        limit?: components['parameters']['PageLimit500Truncate'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['GetDefaultPricesRequest'];
      };
    };
    responses: {
      /** @description Список всех товаров с установленными ценами. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetDefaultPricesResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getBusinessQuarantineOffers: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit200'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetQuarantineOffersRequest'];
      };
    };
    responses: {
      /** @description Список товаров в карантине. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetQuarantineOffersResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  confirmBusinessPrices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConfirmPricesRequest'];
      };
    };
    responses: {
      /** @description Ответ `200` обозначает, что цены подтверждены. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      423: components['responses']['423'];
      500: components['responses']['500'];
    };
  };
  getCampaignQuarantineOffers: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit200'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetQuarantineOffersRequest'];
      };
    };
    responses: {
      /** @description Список товаров в карантине. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetQuarantineOffersResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  confirmCampaignPrices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConfirmPricesRequest'];
      };
    };
    responses: {
      /** @description Ответ `200` обозначает, что цены подтверждены. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      423: components['responses']['423'];
      500: components['responses']['500'];
    };
  };
  getHiddenOffers: {
    parameters: {
      query?: {
        /** @description Идентификатор скрытого предложения. */
        offer_id?: components['parameters']['OfferIds'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit500'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация о скрытых вами товарах. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetHiddenOffersResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  addHiddenOffers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    /** @description Запрос на скрытие оферов. */
    requestBody: {
      content: {
        'application/json': components['schemas']['AddHiddenOffersRequest'];
      };
    };
    responses: {
      /** @description Настройки скрытия получены и скоро вступят в силу. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с товарами](../../concepts/error-codes#offers) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      423: components['responses']['423'];
      500: components['responses']['500'];
    };
  };
  deleteHiddenOffers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    /** @description Запрос на возобновление показа оферов. */
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteHiddenOffersRequest'];
      };
    };
    responses: {
      /** @description Показ товаров возобновлен. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      423: components['responses']['423'];
      500: components['responses']['500'];
    };
  };
  updateStocks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateStocksRequest'];
      };
    };
    responses: {
      200: components['responses']['200'];
      400: components['responses']['400Stocks'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getStocks: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit200'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['GetWarehouseStocksRequest'];
      };
    };
    responses: {
      /** @description Остатки товаров на складах. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetWarehouseStocksResponse'];
        };
      };
      400: components['responses']['400Stocks'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getDeliveryServices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация о службах доставки. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetDeliveryServicesResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getDeliveryOptions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetDeliveryOptionsRequest'];
      };
    };
    responses: {
      /** @description Список доступных вариантов доставки с разных складов. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetDeliveryOptionsResponse'];
        };
      };
      400: components['responses']['400Orders'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getReturnDeliveryOptions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetReturnDeliveryOptionsRequest'];
      };
    };
    responses: {
      /** @description Информация о пунктах выдачи, которые могут принять возврат указанных товаров. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetReturnDeliveryOptionsResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с заказами](../../concepts/error-codes#orders) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getOrdersStats: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit200'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['GetOrdersStatsRequest'];
      };
    };
    responses: {
      /** @description Информация по заказам. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetOrdersStatsResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках в отчетах и документах](../../concepts/error-codes#reports) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getGoodsStats: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetGoodsStatsRequest'];
      };
    };
    responses: {
      /** @description Отчет по товарам. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetGoodsStatsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getReportInfo: {
    parameters: {
      query?: {
        /**
         * @description Признак типа кабинета, от имени которого вызывается метод:
         *     {% if audience == "partner" %}
         *
         *     - `SELLER` — продавец.
         *
         *     {% endif %}
         *
         *     - `ADVERTISER` — рекламодатель.
         *
         *     {% if audience == "advertiser" %}
         *
         *     {% note info "Обязательно указывайте sourceType=ADVERTISER в каждом запросе." %}
         *
         *
         *
         *     {% endnote %}
         *
         *     {% endif %}
         */
        sourceType?: components['parameters']['SourceType'];
      };
      header?: never;
      path: {
        /** @description Идентификатор отчета или документа, который вы получили после запуска генерации. */
        reportId: components['parameters']['ReportId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /**
       * @description Статус генерации отчета или документа и ссылка, если она уже есть.
       *
       *     {% note tip "Статус генерации `FAILED` или `NO_DATA`" %}
       *
       *     Проверьте корректность запроса на генерацию. Например, верно ли указан идентификатор кампании, период или номер платежного поручения.
       *
       *     {% endnote %}
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetReportInfoResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateUnitedNettingReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
        /** @description Язык отчета или документа. */
        language?: components['parameters']['ReportLanguage'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateUnitedNettingReportRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateUnitedMarketplaceServicesReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
        /** @description Язык отчета или документа. */
        language?: components['parameters']['ReportLanguage'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateUnitedMarketplaceServicesReportRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateUnitedOrdersReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
        /** @description Язык отчета или документа. */
        language?: components['parameters']['ReportLanguage'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateUnitedOrdersRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateUnitedReturnsReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateUnitedReturnsRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateGoodsRealizationReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateGoodsRealizationReportRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateStocksOnWarehousesReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateStocksOnWarehousesReportRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateGoodsMovementReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateGoodsMovementReportRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateShowsSalesReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateShowsSalesReportRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateCompetitorsPositionReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateCompetitorsPositionReportRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateGoodsPricesReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateGoodsPricesReportRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках в отчетах и документах](../../concepts/error-codes#reports) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateGoodsTurnoverReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateGoodsTurnoverRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateBoostConsolidatedReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
        /**
         * @description Признак типа кабинета, от имени которого вызывается метод:
         *     {% if audience == "partner" %}
         *
         *     - `SELLER` — продавец.
         *
         *     {% endif %}
         *
         *     - `ADVERTISER` — рекламодатель.
         *
         *     {% if audience == "advertiser" %}
         *
         *     {% note info "Обязательно указывайте sourceType=ADVERTISER в каждом запросе." %}
         *
         *
         *
         *     {% endnote %}
         *
         *     {% endif %}
         */
        sourceType?: components['parameters']['SourceType'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateBoostConsolidatedRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateShipmentListDocumentReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateShipmentListDocumentReportRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый документ. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateShelfsStatisticsReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
        /**
         * @description Признак типа кабинета, от имени которого вызывается метод:
         *     {% if audience == "partner" %}
         *
         *     - `SELLER` — продавец.
         *
         *     {% endif %}
         *
         *     - `ADVERTISER` — рекламодатель.
         *
         *     {% if audience == "advertiser" %}
         *
         *     {% note info "Обязательно указывайте sourceType=ADVERTISER в каждом запросе." %}
         *
         *
         *
         *     {% endnote %}
         *
         *     {% endif %}
         */
        sourceType?: components['parameters']['SourceType'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateShelfsStatisticsRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateMassOrderLabelsReport: {
    parameters: {
      query?: {
        /** @description Настройка размещения ярлыков на странице. Если параметра нет, возвращается PDF с ярлыками формата :no-translate[A7]. */
        format?: components['parameters']['MassOrderLabelsGenerationPageFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateMassOrderLabelsRequest'];
      };
    };
    responses: {
      /**
       * @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый файл.
       *
       *     Если при генерации не удалось найти часть заказов, в ответе на запрос получения готового файла вернется подстатус `RESOURCE_NOT_FOUND`.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateGoodsFeedbackReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateGoodsFeedbackRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateShowsBoostReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
        /**
         * @description Признак типа кабинета, от имени которого вызывается метод:
         *     {% if audience == "partner" %}
         *
         *     - `SELLER` — продавец.
         *
         *     {% endif %}
         *
         *     - `ADVERTISER` — рекламодатель.
         *
         *     {% if audience == "advertiser" %}
         *
         *     {% note info "Обязательно указывайте sourceType=ADVERTISER в каждом запросе." %}
         *
         *
         *
         *     {% endnote %}
         *
         *     {% endif %}
         */
        sourceType?: components['parameters']['SourceType'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateShowsBoostRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateBannersStatisticsReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
        /**
         * @description Признак типа кабинета, от имени которого вызывается метод:
         *     {% if audience == "partner" %}
         *
         *     - `SELLER` — продавец.
         *
         *     {% endif %}
         *
         *     - `ADVERTISER` — рекламодатель.
         *
         *     {% if audience == "advertiser" %}
         *
         *     {% note info "Обязательно указывайте sourceType=ADVERTISER в каждом запросе." %}
         *
         *
         *
         *     {% endnote %}
         *
         *     {% endif %}
         */
        sourceType?: components['parameters']['SourceType'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateBannersStatisticsRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateClosureDocumentsReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateClosureDocumentsRequest'];
      };
    };
    responses: {
      /** @description ZIP-архив с закрывающими документами в формате :no-translate[PDF]. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateJewelryFiscalReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateJewelryFiscalReportRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateSalesGeographyReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateSalesGeographyRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateKeyIndicatorsReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateKeyIndicatorsRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateClosureDocumentsDetalizationReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateClosureDocumentsDetalizationRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках в отчетах и документах](../../concepts/error-codes#reports) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateMarketingDetalizationReport: {
    parameters: {
      query?: {
        /** @description Формат отчета или документа. */
        format?: components['parameters']['ReportFormat'];
        /**
         * @description Признак типа кабинета, от имени которого вызывается метод:
         *     {% if audience == "partner" %}
         *
         *     - `SELLER` — продавец.
         *
         *     {% endif %}
         *
         *     - `ADVERTISER` — рекламодатель.
         *
         *     {% if audience == "advertiser" %}
         *
         *     {% note info "Обязательно указывайте sourceType=ADVERTISER в каждом запросе." %}
         *
         *
         *
         *     {% endnote %}
         *
         *     {% endif %}
         */
        sourceType?: components['parameters']['SourceType'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateMarketingDetalizationRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый отчет. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках в отчетах и документах](../../concepts/error-codes#reports) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  generateBarcodesReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateBarcodesReportRequest'];
      };
    };
    responses: {
      /** @description В ответ приходит идентификатор, который позволяет узнавать статус генерации и скачать готовый файл. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateReportResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getOutlets: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit50'];
        /**
         * @description Идентификатор региона.
         *     Если задать идентификатор родительского региона любого уровня, в выходных данных будут отображены точки продаж всех дочерних регионов.
         *     Идентификатор региона можно получить c помощью метода [GET v2/regions](../../reference/regions/searchRegionsByName.md).
         */
        region_id?: number;
        /** @description Идентификатор точки продаж, присвоенный магазином. */
        shop_outlet_code?: string;
        /**
         * @deprecated
         * @description {% note warning "Вместо него используйте `region_id`." %}
         *
         *
         *
         *     {% endnote %}
         */
        regionId?: number;
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация о точках продаж. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetOutletsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  createOutlet: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeOutletRequest'];
      };
    };
    responses: {
      /** @description Информация о созданной точке продаж. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateOutletResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с точками продаж](../../concepts/error-codes#outlets) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getOutlet: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор точки продаж. */
        outletId: components['parameters']['OutletId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация о точке продаж. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetOutletResponse'];
        };
      };
      400: components['responses']['400Typed'];
      401: components['responses']['401Typed'];
      403: components['responses']['403Typed'];
      404: components['responses']['404Typed'];
      420: components['responses']['420Typed'];
      500: components['responses']['500Typed'];
    };
  };
  updateOutlet: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор точки продаж. */
        outletId: components['parameters']['OutletId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeOutletRequest'];
      };
    };
    responses: {
      /** @description Пустой ответ. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с точками продаж](../../concepts/error-codes#outlets) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  deleteOutlet: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
        /** @description Идентификатор точки продаж. */
        outletId: components['parameters']['OutletId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Пустой ответ. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getLogisticPoints: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit500'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация о пунктах выдачи заказов Маркета. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetLogisticPointsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getOutletLicenses: {
    parameters: {
      query?: {
        /**
         * @description Список идентификаторов точек продаж, для которых нужно получить информацию о лицензиях. Идентификаторы указываются через запятую.
         *
         *     В запросе должен быть либо параметр `outletIds`, либо параметр `ids`. Запрос с обоими параметрами или без них приведет к ошибке.
         */
        outletIds?: components['parameters']['OutletIds'];
        /** @description Список идентификаторов лицензий. */
        ids?: components['parameters']['LicenseIds'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Найденные лицензии собственных точек продаж. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetOutletLicensesResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  updateOutletLicenses: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOutletLicenseRequest'];
      };
    };
    responses: {
      /** @description Пустой ответ. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  deleteOutletLicenses: {
    parameters: {
      query: {
        /** @description Список идентификаторов лицензий для удаления. */
        ids: components['parameters']['DeleteLicenseIds'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Пустой ответ. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getGoodsFeedbacks: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit50'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['GetGoodsFeedbackRequest'];
      };
    };
    responses: {
      /** @description Список отзывов. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetGoodsFeedbackResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  skipGoodsFeedbacksReaction: {
    parameters: {
      query?: {
        /**
         * @description Признак типа кабинета, от имени которого вызывается метод:
         *     {% if audience == "partner" %}
         *
         *     - `SELLER` — продавец.
         *
         *     {% endif %}
         *
         *     - `ADVERTISER` — рекламодатель.
         *
         *     {% if audience == "advertiser" %}
         *
         *     {% note info "Обязательно указывайте sourceType=ADVERTISER в каждом запросе." %}
         *
         *
         *
         *     {% endnote %}
         *
         *     {% endif %}
         */
        sourceType?: components['parameters']['SourceType'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SkipGoodsFeedbackReactionRequest'];
      };
    };
    responses: {
      /** @description Пустой ответ. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  updateGoodsFeedbackComment: {
    parameters: {
      query?: {
        /**
         * @description Признак типа кабинета, от имени которого вызывается метод:
         *     {% if audience == "partner" %}
         *
         *     - `SELLER` — продавец.
         *
         *     {% endif %}
         *
         *     - `ADVERTISER` — рекламодатель.
         *
         *     {% if audience == "advertiser" %}
         *
         *     {% note info "Обязательно указывайте sourceType=ADVERTISER в каждом запросе." %}
         *
         *
         *
         *     {% endnote %}
         *
         *     {% endif %}
         */
        sourceType?: components['parameters']['SourceType'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateGoodsFeedbackCommentRequest'];
      };
    };
    responses: {
      /** @description Информация о добавленном или измененном комментарии. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateGoodsFeedbackCommentResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с отзывами о товарах](../../concepts/error-codes#feedback) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  deleteGoodsFeedbackComment: {
    parameters: {
      query?: {
        /**
         * @description Признак типа кабинета, от имени которого вызывается метод:
         *     {% if audience == "partner" %}
         *
         *     - `SELLER` — продавец.
         *
         *     {% endif %}
         *
         *     - `ADVERTISER` — рекламодатель.
         *
         *     {% if audience == "advertiser" %}
         *
         *     {% note info "Обязательно указывайте sourceType=ADVERTISER в каждом запросе." %}
         *
         *
         *
         *     {% endnote %}
         *
         *     {% endif %}
         */
        sourceType?: components['parameters']['SourceType'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteGoodsFeedbackCommentRequest'];
      };
    };
    responses: {
      /** @description Пустой ответ. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getGoodsFeedbackComments: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit50'];
        /**
         * @description Признак типа кабинета, от имени которого вызывается метод:
         *     {% if audience == "partner" %}
         *
         *     - `SELLER` — продавец.
         *
         *     {% endif %}
         *
         *     - `ADVERTISER` — рекламодатель.
         *
         *     {% if audience == "advertiser" %}
         *
         *     {% note info "Обязательно указывайте sourceType=ADVERTISER в каждом запросе." %}
         *
         *
         *
         *     {% endnote %}
         *
         *     {% endif %}
         */
        sourceType?: components['parameters']['SourceType'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetGoodsFeedbackCommentsRequest'];
      };
    };
    responses: {
      /** @description Дерево комментариев к отзыву. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetGoodsFeedbackCommentsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getGoodsFeedbacksUrbanads: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit50'];
        /**
         * @description Признак типа кабинета, от имени которого вызывается метод:
         *     {% if audience == "partner" %}
         *
         *     - `SELLER` — продавец.
         *
         *     {% endif %}
         *
         *     - `ADVERTISER` — рекламодатель.
         *
         *     {% if audience == "advertiser" %}
         *
         *     {% note info "Обязательно указывайте sourceType=ADVERTISER в каждом запросе." %}
         *
         *
         *
         *     {% endnote %}
         *
         *     {% endif %}
         */
        sourceType?: components['parameters']['SourceType'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['GetGoodsFeedbackUrbanadsRequest'];
      };
    };
    responses: {
      /** @description Список отзывов. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetGoodsFeedbackUrbanadsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getGoodsQuestions: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit50'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['GetQuestionsRequest'];
      };
    };
    responses: {
      /** @description Список вопросов. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetQuestionsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getGoodsQuestionAnswers: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit50'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetAnswersRequest'];
      };
    };
    responses: {
      /** @description Список ответов на вопрос. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetAnswersResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  updateGoodsQuestionTextEntity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateGoodsQuestionTextEntityRequest'];
      };
    };
    responses: {
      /**
       * @description Информация о созданном ответе или комментарии.
       *
       *     Возвращается только при операции создания (`operationType` = `CREATE`). При обновлении и удалении возвращается пустой ответ.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateGoodsQuestionTextEntityResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибке](../../concepts/error-codes.md#questions) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getCampaignOffers: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit200'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetCampaignOffersRequest'];
      };
    };
    responses: {
      /** @description Список товаров, размещенных в заданном магазине. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetCampaignOffersResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  updateCampaignOffers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCampaignOffersRequest'];
      };
    };
    responses: {
      /** @description Ответ `200` обозначает, что новые параметры получены Маркетом и скоро вступят в силу. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с ценами](../../concepts/error-codes#prices) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      423: components['responses']['423'];
      500: components['responses']['500'];
    };
  };
  deleteCampaignOffers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteCampaignOffersRequest'];
      };
    };
    responses: {
      /** @description Если удалось удалить не все товары, с ответом 200 вернется список тех, что были в запросе, но остались в магазине. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeleteCampaignOffersResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      423: components['responses']['423'];
      500: components['responses']['500'];
    };
  };
  getOfferRecommendations: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit200'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetOfferRecommendationsRequest'];
      };
    };
    responses: {
      /** @description Список товаров с рекомендациями. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetOfferRecommendationsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  putBidsForBusiness: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    /** @description description */
    requestBody: {
      content: {
        'application/json': components['schemas']['PutSkuBidsRequest'];
      };
    };
    responses: {
      /** @description Все получилось: ставки установлены или обновлены. Если нужно, добавлены новые товары и запущена кампания. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  putBidsForCampaign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    /** @description description */
    requestBody: {
      content: {
        'application/json': components['schemas']['PutSkuBidsRequest'];
      };
    };
    responses: {
      /** @description Пустой ответ. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getBidsInfoForBusiness: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-truncate-param-description }} */
        limit?: components['parameters']['PageLimit500Truncate'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    /** @description description */
    requestBody?: {
      content: {
        'application/json': components['schemas']['GetBidsInfoRequest'];
      };
    };
    responses: {
      /** @description Значения ставок для заданных товаров. В ответ попадают только товары, на которые установлены ставки. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetBidsInfoResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getBidsRecommendations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    /** @description description. */
    requestBody: {
      content: {
        'application/json': components['schemas']['GetBidsRecommendationsRequest'];
      };
    };
    responses: {
      /** @description Рекомендованные ставки для заданных товаров. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetBidsRecommendationsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getWarehouses: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Список складов и групп складов. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetWarehousesResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getPagedWarehouses: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit30'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['GetPagedWarehousesRequest'];
      };
    };
    responses: {
      /** @description Список складов и их свойства, которые вы запрашивали. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetPagedWarehousesResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getFulfillmentWarehouses: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор кампании магазина.
         *
         *     Указывается, если нужно вернуть все склады Маркета, которые привязаны к определенной кампании магазина.
         */
        campaignId?: components['parameters']['GetFulfillmentWarehousesCampaignId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Список складов. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetFulfillmentWarehousesResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  updateWarehouseStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateWarehouseStatusRequest'];
      };
    };
    responses: {
      /** @description Новый статус склада. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateWarehouseStatusResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getCategoryContentParameters: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор кабинета. Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     Передайте параметр, чтобы получить характеристики, которые являются особенностями варианта товара в данном кабинете.
         */
        businessId?: components['parameters']['BusinessIdQuery'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор категории на Маркете.
         *
         *     Чтобы узнать идентификатор категории, к которой относится интересующий вас товар, воспользуйтесь запросом [POST v2/categories/tree](../../reference/categories/getCategoriesTree.md).
         */
        categoryId: components['parameters']['MarketCategoryId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Список характеристик товаров из заданной категории. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetCategoryContentParametersResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с категориями](../../concepts/error-codes#categories) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getOfferCardsContentStatus: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit200'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['GetOfferCardsContentStatusRequest'];
      };
    };
    responses: {
      /** @description Информация о карточках указанных товаров. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetOfferCardsContentStatusResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  updateOfferContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOfferContentRequest'];
      };
    };
    responses: {
      /**
       * @description Запрос выполнен корректно, данные обработаны.
       *
       *     {% note warning "Ответ `200` сам по себе не значит, что переданные значения корректны" %}
       *
       *     Обязательно посмотрите детали ответа: `status`, а также перечень ошибок (`results.errors`) и замечаний (`results.warnings`), если они есть.
       *
       *     - Если хотя бы по одному товару вернулась ошибка (`results.errors`), поле `status` = `ERROR`. Изменения по всем переданным товарам не будут применены.
       *     - Если ошибок нет, но хотя бы по одному товару вернулось замечание (`results.warnings`), поле `status` = `OK`, и изменения будут применены.
       *
       *     {% endnote %}
       *
       *     Если в `status` вернулось `ERROR`, убедитесь, что:
       *
       *     * все обязательные характеристики заполнены;
       *     * характеристики действительно существуют в указанных категориях;
       *     * значения соответствуют характеристикам;
       *     * ваши собственные значения имеют нужный тип данных.
       *
       *     Найти проблемы помогут поля `errors` и `warnings`.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateOfferContentResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      423: components['responses']['423'];
      500: components['responses']['500'];
    };
  };
  createChat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    /** @description description */
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateChatRequest'];
      };
    };
    responses: {
      /** @description Информация о новом или созданном ранее чате. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateChatResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getChats: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit20'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    /** @description description */
    requestBody: {
      content: {
        'application/json': components['schemas']['GetChatsRequest'];
      };
    };
    responses: {
      /** @description Список чатов. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetChatsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getChat: {
    parameters: {
      query: {
        /** @description Идентификатор чата. */
        chatId: components['parameters']['ChatId'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация о чате. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetChatResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  sendFileToChat: {
    parameters: {
      query: {
        /** @description Идентификатор чата. */
        chatId: components['parameters']['ChatId'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    /** @description description */
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['SendFileToChatRequest'];
      };
    };
    responses: {
      /** @description Пустой ответ. Означает, что файл отправлен. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getChatMessage: {
    parameters: {
      query: {
        /** @description Идентификатор чата. */
        chatId: components['parameters']['ChatId'];
        /** @description Идентификатор сообщения. */
        messageId: components['parameters']['MessageId'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Сообщение и информация о нем. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetChatMessageResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  sendMessageToChat: {
    parameters: {
      query: {
        /** @description Идентификатор чата. */
        chatId: components['parameters']['ChatId'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    /** @description description */
    requestBody: {
      content: {
        'application/json': components['schemas']['SendMessageToChatRequest'];
      };
    };
    responses: {
      /** @description Пустой ответ. Означает, что сообщение отправлено. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyApiResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getChatHistory: {
    parameters: {
      query: {
        /** @description Идентификатор чата. */
        chatId: components['parameters']['ChatId'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit100'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    /** @description description */
    requestBody: {
      content: {
        'application/json': components['schemas']['GetChatHistoryRequest'];
      };
    };
    responses: {
      /** @description История сообщений. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetChatHistoryResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  calculateTariffs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CalculateTariffsRequest'];
      };
    };
    responses: {
      /** @description Стоимость услуг. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalculateTariffsResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с тарифами](../../concepts/error-codes#tariffs) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getCategoriesTree: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['GetCategoriesRequest'];
      };
    };
    responses: {
      /** @description Категории Маркета. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetCategoriesResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getCategoriesMaxSaleQuantum: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetCategoriesMaxSaleQuantumRequest'];
      };
    };
    responses: {
      /** @description Лимит на установку кванта и минимального количества товаров. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetCategoriesMaxSaleQuantumResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getQualityRatings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetQualityRatingRequest'];
      };
    };
    responses: {
      /** @description Значение индекса качества магазинов и его составляющие. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetQualityRatingResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getQualityRatingDetails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация о заказах, которые повлияли на индекс качества. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetQualityRatingDetailsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getPromos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['GetPromosRequest'];
      };
    };
    responses: {
      /** @description Список акций Маркета. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetPromosResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getPromoOffers: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit500'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetPromoOffersRequest'];
      };
    };
    responses: {
      /** @description Список товаров, которые участвуют или могут участвовать в акции. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetPromoOffersResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с акциями](../../concepts/error-codes#promos) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  updatePromoOffers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePromoOffersRequest'];
      };
    };
    responses: {
      /** @description Результат добавления товаров в акцию или обновления их цен. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdatePromoOffersResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с акциями](../../concepts/error-codes#promos) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  deletePromoOffers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeletePromoOffersRequest'];
      };
    };
    responses: {
      /** @description Результат удаления товаров из акции. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletePromoOffersResponse'];
        };
      };
      /** @description Запрос содержит неправильные данные. [Подробнее об ошибках при работе с акциями](../../concepts/error-codes#promos) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiClientDataErrorResponse'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getSupplyRequests: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit100'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['GetSupplyRequestsRequest'];
      };
    };
    responses: {
      /** @description Список заявок и информация по ним. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetSupplyRequestsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getSupplyRequestItems: {
    parameters: {
      query?: {
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        pageToken?: components['parameters']['AliasedPageToken'];
        /** @description {{ limit-param-description }} */
        limit?: components['parameters']['PageLimit500'];
        /**
         * @description Идентификатор страницы c результатами.
         *
         *     Если параметр не указан, возвращается первая страница.
         *
         *     Передавайте значение выходного параметра `nextPageToken`, полученное при последнем запросе.
         */
        page_token?: components['parameters']['AliasedPageToken_page_token'];
      };
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetSupplyRequestItemsRequest'];
      };
    };
    responses: {
      /** @description Список товаров в заявке и информация по ним. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetSupplyRequestItemsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getSupplyRequestDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кампании (магазина) — технический идентификатор, который представляет ваш магазин в системе Яндекс Маркета при работе через API. Он однозначно связывается с вашим магазином, но предназначен только для автоматизированного взаимодействия.
         *
         *     Его можно узнать с помощью запроса [GET v2/campaigns](../../reference/campaigns/getCampaigns.md) или найти в кабинете продавца на Маркете. Нажмите на иконку вашего аккаунта → **Настройки** и в меню слева выберите **API и модули**:
         *
         *     * блок **Идентификатор кампании**;
         *     * вкладка **Лог запросов** → выпадающий список в блоке **Показывать логи**.
         *
         *     ⚠️ Не путайте его с:
         *     - идентификатором магазина, который отображается в личном кабинете продавца;
         *     - рекламными кампаниями.
         */
        campaignId: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetSupplyRequestDocumentsRequest'];
      };
    };
    responses: {
      /** @description Список документов и ссылки на них. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetSupplyRequestDocumentsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      404: components['responses']['404'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getAuthTokenInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Информация о токене авторизации. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetTokenInfoResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
  getOperations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор кабинета.
         *
         *     {% if audience == "partner" %}
         *
         *     Чтобы его узнать, воспользуйтесь запросом [GET v2/campaigns](../../reference/campaigns/getCampaigns.md).
         *
         *     ℹ️ [Что такое кабинет и магазин на Маркете](https://yandex.ru/support/marketplace/account/introduction.html)
         *
         *     {% endif %}
         */
        businessId: components['parameters']['BusinessId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetOperationsRequest'];
      };
    };
    responses: {
      /** @description Информация об операциях. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetOperationsResponse'];
        };
      };
      400: components['responses']['400'];
      401: components['responses']['401'];
      403: components['responses']['403'];
      420: components['responses']['420'];
      500: components['responses']['500'];
    };
  };
}
