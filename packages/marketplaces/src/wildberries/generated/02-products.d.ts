/*
 * Generated from the vendored official wildberries-products file (packages/marketplaces/specs),
 * normalised by src/specs, by openapi-typescript. Do not edit: run
 * `npm run generate:types -w @marketpult/marketplaces`. A test fails when this is stale.
 */
/* eslint-disable */
export interface paths {
  '/content/v2/object/parent/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Родительские категории товаров
     * @description Метод возвращает названия и ID всех родительских категорий для [создания карточек товаров](/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov): например, `Электроника`, `Бытовая химия`, `Рукоделие`.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    get: operations['getContentV2ObjectParentAll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/object/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Список предметов
     * @description Метод возвращает список названий [родительских категорий предметов](/openapi/work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1object~1parent~1all/get) и их предметов с ID. Например, у категории `Игрушки` будут предметы `Калейдоскопы`, `Куклы`, `Мячики`.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    get: operations['getContentV2ObjectAll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/object/charcs/{subjectId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Характеристики предмета
     * @description Метод возвращает параметры характеристик предмета: названия, типы данных, единицы измерения и так далее. В запросе необходимо указать ID [предмета](/openapi/work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1object~1all/get).
     *
     *     <div class="description_important">
     *       Для получения значений характеристик <a href="/openapi/work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1directory~1colors/get">Цвет</a>, <a href="/openapi/work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1directory~1kinds/get">Пол</a>, <a href="/openapi/work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1directory~1countries/get">Страна производства</a>, <a href="/openapi/work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1directory~1seasons/get">Сезон</a>, <a href="/openapi/work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1directory~1vat/get">Ставка НДС</a> и <a href="/openapi/work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1directory~1tnved/get">ТНВЭД-код</a> используйте отдельные методы
     *     </div>
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    get: operations['getContentV2ObjectCharcsSubjectId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/directory/colors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Цвет
     * @description Метод возвращает возможные значения [характеристики](/openapi/work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1object~1charcs~1%7BsubjectId%7D/get) предмета `Цвет`.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    get: operations['getContentV2DirectoryColors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/directory/kinds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Пол
     * @description Метод возвращает возможные значения [характеристики](/openapi/work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1object~1charcs~1%7BsubjectId%7D/get) предмета `Пол`.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    get: operations['getContentV2DirectoryKinds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/directory/countries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Страна производства
     * @description Метод возвращает возможные значения [характеристики](/openapi/work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1object~1charcs~1%7BsubjectId%7D/get) предмета `Страна производства`.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    get: operations['getContentV2DirectoryCountries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/directory/seasons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Сезон
     * @description Метод возвращает возможные значения [характеристики](/openapi/work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1object~1charcs~1%7BsubjectId%7D/get) предмета `Сезон`.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    get: operations['getContentV2DirectorySeasons'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/directory/vat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Ставка НДС
     * @description Метод возвращает возможные значения [характеристики](/openapi/work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1object~1charcs~1%7BsubjectId%7D/get) предмета `Ставка НДС`.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    get: operations['getContentV2DirectoryVat'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/directory/tnved': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * ТНВЭД-код
     * @description Метод возвращает список ТНВЭД-кодов по ID [предмета](/openapi/work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1object~1all/get) и фрагменту ТНВЭД-кода.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    get: operations['getContentV2DirectoryTnved'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/content/v1/brands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Бренды
     * @description Метод возвращает список брендов по ID предмета.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 секунда | 1 запрос | 1 секунда | 5 запросов |
     *     </div>
     */
    get: operations['getApiContentV1Brands'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/tags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Список ярлыков
     * @description Метод возвращает список и характеристики всех ярлыков продавца для группировки и фильтрации товаров.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    get: operations['getContentV2Tags'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/tag': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Создание ярлыка
     * @description Метод добавляет один ярлык продавца. Можно создать максимум 15 ярлыков для одного продавца. Максимальная длина ярлыка — 15 символов.
     *     <br>Созданный ярлык можно получить в общем [списке](/openapi/work-with-products#tag/Yarlyki/paths/~1content~1v2~1tags/get).
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    post: operations['postContentV2Tag'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/tag/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Удаление ярлыка
     * @description Метод удаляет ярлык из [списка ярлыков](/openapi/work-with-products#tag/Yarlyki/paths/~1content~1v2~1tags/get) продавца.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    delete: operations['deleteContentV2TagId'];
    options?: never;
    head?: never;
    /**
     * Изменение ярлыка
     * @description Метод заменяет данные ярлыка: имя и цвет.
     *     <br>Новые данные можно получить в общем [списке](/openapi/work-with-products#tag/Yarlyki/paths/~1content~1v2~1tags/get).
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    patch: operations['patchContentV2TagId'];
    trace?: never;
  };
  '/content/v2/tag/nomenclature/link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Управление ярлыками в карточке товара
     * @description Метод добавляет или снимает ярлык с карточки товара. К карточке можно добавить максимум 15 ярлыков.<br>
     *     При удалении ярлыка из карточки товара он не удаляется из [списка ярлыков](/openapi/work-with-products#tag/Yarlyki/paths/~1content~1v2~1tags/get) продавца.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    post: operations['postContentV2TagNomenclatureLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/get/cards/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Список карточек товаров
     * @description <div class="description_auth">
     *       Метод доступен по <a href="/openapi/api-information#tag/Avtorizaciya/Kak-sozdat-personalnyj-bazovyj-ili-testovyj-token">токену</a> с категорией <strong>Контент</strong> или <strong>Продвижение</strong>
     *     </div>
     *
     *     Метод возвращает список созданных карточек товаров.
     *
     *     <div class="description_important">
     *       В ответе метода не будет карточек, находящихся в корзине. Получить такие карточки можно через <a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1get~1cards~1trash/post">отдельный метод</a>.
     *     </div>
     *
     *     Чтобы получить **больше 100** карточек товаров, используйте пагинацию:
     *       1. Сделайте первый запрос: <br>
     *           <pre style="background-color: rgb(38 50 56 / 5%); color: #e53935">
     *             {
     *               "settings": {
     *                 "cursor": {
     *                   "limit": 100
     *                 },
     *                 "filter": {
     *                   "withPhoto": -1
     *                 }
     *               }
     *             }</pre>
     *       2. Скопируйте `"updatedAt": "***"`, `"nmID": ***` из `cursor` ответа и вставьте в `cursor` запроса.
     *       3. Повторите запрос.
     *       4. Повторяйте пункты 2 и 3, пока значение `total` в ответе не станет меньше чем значение `limit` в запросе. Это будет означать, что вы получили все карточки.
     *
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    post: operations['postContentV2GetCardsList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/cards/error/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Список несозданных карточек товаров с ошибками
     * @description Метод возвращает список карточек товаров ([черновиков](https://seller.wildberries.ru/new-goods/error-cards)), при создании или редактировании которых произошли ошибки, с описанием этих ошибок.
     *     <br><br>
     *     Данные в ответе возвращаются пакетами `batch`. Один пакет содержит:
     *       - все ошибки по одной объединённой карточке товара `imtID` одного запроса при [создании](/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post) карточек товаров
     *       - все ошибки одного запроса при [создании с присоединением](/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post) или [редактировании](/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post) карточек товаров
     *     <br><br>
     *     Чтобы получить более 100 пакетов, используйте пагинацию:
     *
     *       1. Сделайте первый запрос: <br>
     *           <pre style="background-color: rgb(38 50 56 / 5%); color: #e53935">
     *             {
     *               "cursor": {
     *                 "limit": 100
     *               },
     *               "order": {
     *                 "ascending": true
     *               }
     *             }</pre>
     *       2. Скопируйте `"updatedAt": "***"`,`"batchUUID": "***" `из `cursor` ответа и вставьте в `cursor` запроса.
     *       3. Повторите запрос.
     *       4. Повторяйте пункты 2 и 3, пока не получите в ответе `"next": false`. Это будет означать, что вы получили все пакеты.
     *
     *     <div class="description_important">
     *       Чтобы удалить карточку товара из списка, сделайте ещё один запрос на создание, создание с присоединением или редактирование карточки товара с исправленными ошибками
     *     </div>
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 10 запросов | 6 секунд | 5 запросов |
     *     </div>
     */
    post: operations['postContentV2CardsErrorList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/cards/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Редактирование карточек товаров
     * @description Метод обновляет данные карточек товаров. Также используйте его, чтобы добавлять новые размеры.
     *
     *     <div class="description_important">
     *       Карточка товара перезаписывается при обновлении. Поэтому в запросе нужно передать в том числе те параметры карточки, которые вы не собираетесь обновлять. Их значения можно получить в <a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1get~1cards~1list/post">списке карточек товаров</a> и <a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1get~1cards~1trash/post">списке карточек товаров в корзине</a>.
     *     </div>
     *
     *     С помощью этого метода нельзя обновлять или удалять:
     *       - баркоды размеров товара. Можно только добавить дополнительные баркоды
     *       - параметры `photos`, `video` и `tags`
     *       - цены товаров. Цену можно задать, только если вы добавляете новые размеры
     *
     *     При добавлении нового размера укажите его цену через параметр `price`. Если в запросе не указан `price`, цена размера будет `0` — в этом случае изменить её можно будет с помощью методов:
     *       - [Установить цены и скидки](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1upload~1task/post), если у [товара](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1list~1goods~1filter/get) `"editablePriceSize":false`
     *       - [Установить цены для размеров](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1upload~1task~1size/post), если у [товара](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1list~1goods~1filter/get) `"editablePriceSize":true`
     *
     *     Габариты товаров можно указать только в `сантиметрах`, вес товара с упаковкой — в `килограммах`.
     *     <br><br>
     *     Одним запросом можно отредактировать максимум 3000 карточек товаров (`nmID`). Максимальный размер запроса 10 Мб.<br>
     *     Если ответ `Успешно` (`200`), но какие-то карточки не обновились, проверьте [список несозданных карточек товаров](/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post).
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 10 запросов | 6 секунд | 5 запросов |
     *     </div>
     */
    post: operations['postContentV2CardsUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/cards/moveNm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Объединение и разъединение карточек товаров
     * @description Метод объединяет и разъединяет карточки товаров. Карточки товаров считаются объединёнными, если у них одинаковый `imtID`.
     *     <br><br>
     *     Для объединения карточек товаров сделайте запрос **с указанием** `imtID`. Можно объединять не более 30 карточек товаров.<br>
     *     Для разъединения карточек товаров сделайте запрос **без указания** `imtID`. Для разъединенных карточек будут сгенерированы новые `imtID`.
     *     <br><br>
     *     Если вы разъедините одновременно несколько карточек товаров, эти карточки объединятся в одну и получат новый `imtID`.<br>
     *     Чтобы присвоить каждой карточке товара уникальный `imtID`, необходимо передавать по одной карточке товара за запрос.<br>
     *     <br>
     *     Максимальный размер запроса 10 Мб.
     *
     *     <div class="description_important">
     *       Объединить можно только карточки товаров с одинаковыми предметами.
     *     </div>
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    post: operations['postContentV2CardsMoveNm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/cards/delete/trash': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Перенос карточек товаров в корзину
     * @description Метод переносит [карточки товаров в корзину](/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1get~1cards~1trash/post). При этом карточки товаров не удаляются, их можно [восстановить](/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1recover/post).
     *
     *     <div class="description_important">
     *       После переноса в корзину карточке товара присваивается новый <code>imtID</code>.
     *     </div>
     *
     *     Карточки товаров удаляются автоматически, если лежат в корзине больше 30 дней, и на них нет остатков. Очистка корзины происходит каждую ночь по московскому времени.<br>
     *     Карточки товаров можно удалить в любое время в [личном кабинете](https://seller.wildberries.ru/new-goods/basket-cards).
     *     <br><br>
     *     Карточка будет продаваться, пока по ней есть остатки на складе, даже если её переместили в корзину. Чтобы полностью снять карточку с продажи, обнулите остатки.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    post: operations['postContentV2CardsDeleteTrash'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/cards/recover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Восстановление карточек товаров из корзины
     * @description Метод восстанавливает [карточки товаров из корзины](/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1get~1cards~1trash/post).
     *
     *     <div class="description_important">
     *       Карточка товара сохраняет тот же <code>imtID</code>, что был присвоен ей при <a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1delete~1trash/post">перемещении в корзину</a>.
     *     </div>
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    post: operations['postContentV2CardsRecover'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/get/cards/trash': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Список карточек товаров в корзине
     * @description <div class="description_auth">
     *       Метод доступен по <a href="/openapi/api-information#tag/Avtorizaciya/Kak-sozdat-personalnyj-bazovyj-ili-testovyj-token">токену</a> с категорией <strong>Контент</strong> или <strong>Продвижение</strong>
     *     </div>
     *
     *     Метод возвращает список карточек товаров в корзине.<br><br>
     *
     *     Чтобы получить **больше 100** карточек товаров, используйте пагинацию.
     *       1. Сделайте первый запрос: <br>
     *           <pre style="background-color: rgb(38 50 56 / 5%); color: #e53935">
     *             {
     *               "settings": {
     *                 "cursor": {
     *                   "limit": 100
     *                 },
     *                 "filter": {
     *                   "withPhoto": -1
     *                 }
     *               }
     *             }</pre>
     *       2. Скопируйте `"trashedAt": "***"`, `"nmID": ***` из `cursor` ответа и вставьте в `cursor` запроса.
     *       3. Повторите запрос.
     *       4. Повторяйте пункты 2 и 3, пока значение `total` в ответе не станет меньше чем значение `limit` в запросе. Это будет означать, что вы получили все карточки.
     *
     *       <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    post: operations['postContentV2GetCardsTrash'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/cards/limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Лимиты карточек товаров
     * @description Возвращает бесплатные и платные лимиты продавца на [создание карточек товаров](/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post).<br><br>
     *
     *     Формула для получения количества карточек, которые можно создать:
     *
     *     > (`freeLimits` + `paidLimits`) - количество созданных карточек
     *
     *     Созданными считаются карточки, которые можно получить через методы [список карточек товаров](/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1get~1cards~1list/post) и [список карточек товаров в корзине](/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1get~1cards~1trash/post).
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    get: operations['getContentV2CardsLimits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/barcodes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Генерация баркодов
     * @description Метод генерирует массив уникальных баркодов для создания размера в [карточке товара](/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post). Можно использовать, если у вас нет собственных баркодов.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    post: operations['postContentV2Barcodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/cards/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Создание карточек товаров
     * @description Метод создаёт карточки товаров c указанием описаний и характеристик товаров.<br>
     *
     *     <div class="description_important">
     *       Есть две формы запроса: для создания отдельных и объединённых карточек товаров.
     *     </div>
     *
     *     Габариты товаров можно указать только в `сантиметрах`, вес товара с упаковкой — в `килограммах`.
     *     <br><br>
     *     Создание карточки товара происходит асинхронно. После отправки запрос становится в очередь на обработку.<br>
     *     В одном запросе можно создать максимум 100 объединённых карточек товаров (`imtID`), по 30 карточек товаров в каждой. Максимальный размер запроса 10 Мб.<br>
     *     Если ответ `Успешно` (`200`), но какие-то карточки не создались, проверьте [список несозданных карточек товаров](/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post).
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 10 запросов | 6 секунд | 5 запросов |
     *     </div>
     */
    post: operations['postContentV2CardsUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v2/cards/upload/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Создание карточек товаров с присоединением
     * @description Метод создаёт новые карточки товаров, присоединяя их к существующим карточкам.
     *     <br><br>
     *     Габариты товаров можно указать только в `сантиметрах`, вес товара с упаковкой — в `килограммах`.
     *     <br><br>
     *     Создание карточки товара происходит асинхронно. После отправки запрос становится в очередь на обработку.<br>Максимальный размер запроса 10 Мб.<br>
     *     Если ответ `Успешно` (`200`), но какие-то карточки не создались, проверьте [список несозданных карточек товаров](/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post).
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 10 запросов | 6 секунд | 5 запросов |
     *     </div>
     */
    post: operations['postContentV2CardsUploadAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v3/media/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Загрузить медиафайл
     * @description Метод загружает и добавляет один медиафайл к карточке товара.
     *
     *     Требования к изображениям:
     *       * максимум изображений для одной карточки товара — 30
     *       * минимальное разрешение — 700x900 px
     *       * максимальный размер — 32 Мб
     *       * минимальное качество — 65%
     *       * форматы — JPG, PNG, BMP, GIF (статичные), WebP
     *
     *     Требования к видео:
     *       * максимум одно видео для одной карточки товара
     *       * максимальный размер — 50 Мб
     *       * форматы — MOV, MP4
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    post: operations['postContentV3MediaFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/v3/media/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Загрузить медиафайлы по ссылкам
     * @description Метод загружает набор медиафайлов в карточку товара через указание ссылок в запросе.
     *
     *     <div class="description_important">
     *       Новые медиафайлы полностью заменяют старые. Чтобы добавить новые медиафайлы, укажите в запросе ссылки одновременно на новые и старые медиафайлы.
     *     </div>
     *
     *     Требования к ссылкам:
     *       * ссылка должна вести прямо на файл. Убедитесь, что ссылка не ведёт на страницу предпросмотра или авторизации, например. Если по ссылке открывается текстовая страница TXT или HTML, ссылка считается некорректной
     *       * для доступа к файлу по ссылке не нужна авторизация
     *
     *     Требования к изображениям:
     *       * максимум изображений для одной карточки товара — 30
     *       * минимальное разрешение — 700×900 px
     *       * максимальный размер — 32 Мб
     *       * минимальное качество — 65%
     *       * форматы — JPG, PNG, BMP, GIF (статичные), WebP
     *
     *     Требования к видео:
     *       * максимум одно видео для одной карточки товара
     *       * максимальный размер — 50 Мб
     *       * форматы — MOV, MP4
     *
     *     Если видео или хотя бы одно изображение в запросе не соответствует требованиям, то даже при успешном ответе (`200`) ни одно изображение/видео не загрузится.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Контент</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 100 запросов | 600 миллисекунд | 5 запросов |
     *
     *     Исключение — методы:
     *
     *     <ul>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload/post">создания карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Sozdanie-kartochek-tovarov/paths/~1content~1v2~1cards~1upload~1add/post">создания карточек товаров с присоединением</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post">редактирования карточек товаров</a></li>
     *         <li><a href="/openapi/work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1error~1list/post">получения несозданных карточек товаров с ошибками</a></li>
     *     </ul>
     *     </div>
     */
    post: operations['postContentV3MediaSave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/upload/task': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Установить цены и скидки
     * @description Метод устанавливает цены и скидки для товаров.
     *     <br><br>
     *     Чтобы установить цены для размеров товара, используйте [отдельный метод](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1upload~1task~1size/post).
     *
     *     <div class="description_important">
     *       Получить информацию о процессе установки цен и скидок можно с помощью методов <a href="/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1history~1tasks/get">состояния</a> и <a href="/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1history~1goods~1task/get">детализации</a> обработанной загрузки.
     *     </div>
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Цены и скидки</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 6 секунд | 10 запросов | 600 миллисекунд | 5 запросов |
     *
     *     </div>
     */
    post: operations['postApiV2UploadTask'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/upload/task/size': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Установить цены для размеров
     * @description Метод устанавливает цены отдельно для размеров товаров.
     *
     *     Работает только для товаров из категорий, где можно устанавливать цены отдельно для разных размеров. Для [таких товаров](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1list~1goods~1size~1nm/get) `"editableSizePrice":true`.
     *
     *     Чтобы установить цены и скидки для самих товаров, используйте [отдельный метод](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1upload~1task/post).
     *
     *     <div class="description_important">
     *       Получить информацию о процессе установки цен и скидок можно с помощью методов <a href="/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1history~1tasks/get">состояния</a> и <a href="/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1history~1goods~1task/get">детализации</a> обработанной загрузки.
     *     </div>
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Цены и скидки</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 6 секунд | 10 запросов | 600 миллисекунд | 5 запросов |
     *
     *     </div>
     */
    post: operations['postApiV2UploadTaskSize'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/upload/task/club-discount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Установить скидки WB Клуба
     * @description Устанавливает скидки для товаров в рамках подписки [WB Клуб](https://seller.wildberries.ru/help-center/article/A-337).
     *
     *     <div class="description_important">
     *       Получить информацию о процессе установки цен и скидок можно с помощью методов <a href="/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1history~1tasks/get">состояния</a> и <a href="/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1history~1goods~1task/get">детализации</a> обработанной загрузки.
     *     </div>
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Цены и скидки</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 6 секунд | 10 запросов | 600 миллисекунд | 5 запросов |
     *
     *     </div>
     */
    post: operations['postApiV2UploadTaskClubDiscount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/history/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Состояние обработанной загрузки
     * @description Метод возвращает информацию об обработанной загрузке цен и скидок.
     *
     *     <div class="description_important">
     *       Обработанная загрузка — это загрузка цен и скидок для <a href="/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1upload~1task/post">товаров</a>, цен для <a href="/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1upload~1task~1size/post">размеров товаров</a> и скидок <a href="/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1upload~1task~1club-discount/post">WB Клуба</a>.
     *     </div>
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Цены и скидки</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 6 секунд | 10 запросов | 600 миллисекунд | 5 запросов |
     *
     *     </div>
     */
    get: operations['getApiV2HistoryTasks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/history/goods/task': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Детализация обработанной загрузки
     * @description Метод возвращает информацию о товарах и об ошибках в товарах в обработанной загрузке.
     *
     *     <div class="description_important">
     *       Обработанная загрузка — это загрузка цен и скидок для <a href="/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1upload~1task/post">товаров</a>, цен для <a href="/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1upload~1task~1size/post">размеров товаров</a> и скидок <a href="/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1upload~1task~1club-discount/post">WB Клуба</a>.
     *     </div>
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Цены и скидки</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 6 секунд | 10 запросов | 600 миллисекунд | 5 запросов |
     *
     *     </div>
     */
    get: operations['getApiV2HistoryGoodsTask'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/buffer/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Состояние необработанной загрузки
     * @description Метод возвращает информацию про загрузку скидок в обработке.
     *
     *     <div class="description_important">
     *       Необработанная загрузка — это загрузка скидок в <a href="/openapi/promotion#tag/Kalendar-akcij">календаре акций</a>. Такие скидки применятся к товарам только в момент старта акции.
     *     </div>
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Цены и скидки</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 6 секунд | 10 запросов | 600 миллисекунд | 5 запросов |
     *
     *     </div>
     */
    get: operations['getApiV2BufferTasks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/buffer/goods/task': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Детализация необработанной загрузки
     * @description Метод возвращает информацию о товарах и ошибках в товарах из загрузки в обработке.
     *
     *     <div class="description_important">
     *       Необработанная загрузка — это загрузка скидок в <a href="/openapi/promotion#tag/Kalendar-akcij">календаре акций</a>. Такие скидки применятся к товарам только в момент старта акции.
     *     </div>
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Цены и скидки</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 6 секунд | 10 запросов | 600 миллисекунд | 5 запросов |
     *
     *     </div>
     */
    get: operations['getApiV2BufferGoodsTask'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/list/goods/filter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получить товары с ценами
     * @description Метод возвращает информацию о товарах: цены, валюту, общие скидки и скидки [WB Клуба](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1upload~1task~1club-discount/post).
     *     <br><br>
     *     В одном запросе можно указать только один артикул.
     *     <br><br>
     *     Чтобы получить информацию обо всех товарах продавца, не указывая артикулы, установите `limit=1000`, в параметре `offset` установите смещение по количеству записей. Количество нужно рассчитать по формуле: `offset` плюс `limit` из предыдущего запроса. Повторяйте запрос, пока вы не получите ответ с пустым массивом.<br><br>
     *     Используйте отдельные методы, чтобы получить информацию:
     *       - о [нескольких товарах по артикулам](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1list~1goods~1filter/post)
     *       - о [размерах товара](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1list~1goods~1size~1nm/get)
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Цены и скидки</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 6 секунд | 10 запросов | 600 миллисекунд | 5 запросов |
     *
     *     </div>
     */
    get: operations['getApiV2ListGoodsFilter'];
    put?: never;
    /**
     * Получить товары с ценами по артикулам
     * @description Метод возвращает информацию о товарах по их артикулам: цены, валюту, общие скидки и скидки [WB Клуба](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1upload~1task~1club-discount/post).
     *     <br><br>
     *     В одном запросе можно указать более одного артикула.
     *     <br><br>
     *     Используйте отдельные методы, чтобы получить информацию:
     *       - обо [всех товарах продавца, не указывая артикулы](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1list~1goods~1filter/get)
     *       - о [размерах товара](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1list~1goods~1size~1nm/get)
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Цены и скидки</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 6 секунд | 10 запросов | 600 миллисекунд | 5 запросов |
     *
     *     </div>
     */
    post: operations['postApiV2ListGoodsFilter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/list/goods/size/nm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получить размеры товара с ценами
     * @description Метод возвращает информацию обо всех размерах одного товара: цены, валюту, общие скидки и скидки для [WB Клуба](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1upload~1task~1club-discount/post).
     *     <br><br>
     *     Работает только для товаров из категорий, где можно устанавливать цены отдельно для разных размеров. Для таких товаров `"editableSizePrice":true`.
     *     <br><br>
     *     Чтобы получить информацию о самом товаре, используйте [отдельный метод](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1list~1goods~1filter/get).
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Цены и скидки</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 6 секунд | 10 запросов | 600 миллисекунд | 5 запросов |
     *
     *     </div>
     */
    get: operations['getApiV2ListGoodsSizeNm'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/quarantine/goods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получить товары в карантине
     * @description Метод возвращает информацию о товарах в карантине.
     *     <br><br>
     *     Если новая цена товара со скидкой будет минимум в 3 раза меньше старой, товар попадёт в [карантин](https://seller.wildberries.ru/instructions/ru/ru/material/price-quarantine) и будет продаваться по старой цене. Ошибка об этом будет в ответах методов [состояний загрузок](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1history~1tasks/get).
     *     <br><br>
     *     Вы можете изменить цену или скидку с помощью API либо вывести товар из карантина в [личном кабинете](https://seller.wildberries.ru/discount-and-prices/quarantine).
     *     <br><br>
     *     Для товаров с [поразмерной установкой цен](/openapi/work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1upload~1task~1size/post) карантин не применяется.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов категории <strong>Цены и скидки</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 6 секунд | 10 запросов | 600 миллисекунд | 5 запросов |
     *
     *     </div>
     */
    get: operations['getApiV2QuarantineGoods'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v3/stocks/{warehouseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Обновить остатки товаров
     * @description Метод обновляет количество остатков товаров продавца [в списке](/openapi/work-with-products#tag/Ostatki-na-skladah-prodavca/paths/~1api~1v3~1stocks~1%7BwarehouseId%7D/post).
     *
     *     <div class="description_important">
     *       Названия параметров запроса не валидируются. При отправке некорректных названий вы получите успешный ответ (<code>204</code>), но остатки не обновятся.
     *     </div>
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов <strong>остатков на складах продавца</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 300 запросов | 200 миллисекунд | 20 запросов |
     *
     *     Один запрос с кодом ответа <code>409</code> учитывается как 10 запросов
     *     </div>
     */
    put: operations['putApiV3StocksWarehouseId'];
    /**
     * Получить остатки товаров
     * @description Метод возвращает данные об остатках товаров на [складах продавца](/openapi/work-with-products#tag/Sklady-prodavca).
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов <strong>остатков на складах продавца</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 300 запросов | 200 миллисекунд | 20 запросов |
     *
     *     Один запрос с кодом ответа <code>409</code> учитывается как 10 запросов
     *     </div>
     */
    post: operations['postApiV3StocksWarehouseId'];
    /**
     * Удалить остатки товаров
     * @description Метод удаляет запись об остатках товаров продавца из [списка остатков](/openapi/work-with-products#tag/Ostatki-na-skladah-prodavca/paths/~1api~1v3~1stocks~1%7BwarehouseId%7D/post).
     *
     *     <div class="description_important">
     *       <strong>Действие необратимо</strong>. Удаленный остаток будет необходимо загрузить повторно для возобновления продаж.
     *     </div>
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов <strong>остатков на складах продавца</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 50 запросов | 1200 миллисекунд | 2 запроса |
     *
     *     Один запрос с кодом ответа <code>409</code> учитывается как 10 запросов
     *     </div>
     */
    delete: operations['deleteApiV3StocksWarehouseId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v3/offices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получить список складов WB
     * @description Метод возвращает список всех складов WB для привязки к складам продавца. Предназначен для определения складов WB, чтобы сдавать готовые заказы по модели [FBS](/openapi/orders-fbs#tag/Zakazy-FBS) (Fulfillment by Seller).
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов <strong>складов продавца</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 300 запросов | 200 миллисекунд | 20 запросов |
     *
     *     Один запрос с кодом ответа <code>409</code> учитывается как 10 запросов
     *     </div>
     */
    get: operations['getApiV3Offices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v3/warehouses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Получить список складов продавца
     * @description Метод возвращает список всех складов продавца. Может использоваться для получения [остатков товаров](/openapi/work-with-products#tag/Ostatki-na-skladah-prodavca/paths/~1api~1v3~1stocks~1%7BwarehouseId%7D/post).
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов <strong>складов продавца</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 300 запросов | 200 миллисекунд | 20 запросов |
     *
     *     Один запрос с кодом ответа <code>409</code> учитывается как 10 запросов
     *     </div>
     */
    get: operations['getApiV3Warehouses'];
    put?: never;
    /**
     * Создать склад продавца
     * @description Метод создаёт склад продавца для работы с [остатками товаров](/openapi/work-with-products#tag/Ostatki-na-skladah-prodavca/paths/~1api~1v3~1stocks~1%7BwarehouseId%7D/post). Нужно привязать к складу продавца [склад WB](/openapi/work-with-products#tag/Sklady-prodavca/paths/~1api~1v3~1offices/get) для работы по модели [FBS](/openapi/orders-fbs#tag/Zakazy-FBS) (Fulfillment by Seller).
     *
     *     <div class="description_important">
     *       Нельзя привязывать склад WB, который уже используется
     *     </div>
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов <strong>складов продавца</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 300 запросов | 200 миллисекунд | 20 запросов |
     *
     *     Один запрос с кодом ответа <code>409</code> учитывается как 10 запросов
     *     </div>
     */
    post: operations['postApiV3Warehouses'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v3/warehouses/{warehouseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Обновить склад продавца
     * @description Метод обновляет данные склада продавца в [списке складов](/openapi/work-with-products#tag/Sklady-prodavca/paths/~1api~1v3~1warehouses/get). Данные о привязанном [складе WB](/openapi/work-with-products#tag/Sklady-prodavca/paths/~1api~1v3~1offices/get) можно изменить один раз в сутки.
     *
     *     <div class="description_important">
     *       Нельзя привязывать склад WB, который уже используется
     *     </div>
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов <strong>складов продавца</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 300 запросов | 200 миллисекунд | 20 запросов |
     *
     *     Один запрос с кодом ответа <code>409</code> учитывается как 10 запросов
     *     </div>
     */
    put: operations['putApiV3WarehousesWarehouseId'];
    post?: never;
    /**
     * Удалить склад продавца
     * @description Метод удаляет склад продавца из [списка складов](/openapi/work-with-products#tag/Sklady-prodavca/paths/~1api~1v3~1warehouses/get).
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для всех методов <strong>складов продавца</strong>:
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 300 запросов | 200 миллисекунд | 20 запросов |
     *
     *     Один запрос с кодом ответа <code>409</code> учитывается как 10 запросов
     *     </div>
     */
    delete: operations['deleteApiV3WarehousesWarehouseId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v3/dbw/warehouses/{warehouseId}/contacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Список контактов
     * @description Метод возвращает список контактов, привязанных к [складу продавца](/openapi/work-with-products#tag/Sklady-prodavca/paths/~1api~1v3~1warehouses/get).
     *     <br>
     *     Только для складов с типом доставки `3` — доставка курьером WB (DBW).
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для следующих методов DBW:
     *     <ul>
     *         <li>получение и обновление списка контактов</li>
     *         <li>получение и удаление метаданных</li>
     *         <li>методы сборочных заданий</li>
     *     </ul>
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 300 запросов | 200 миллисекунд | 20 запросов |
     *
     *     </div>
     */
    get: operations['getApiV3DbwWarehousesWarehouseIdContacts'];
    /**
     * Обновить список контактов
     * @description Метод обновляет список контактов [склада продавца](/openapi/work-with-products#tag/Sklady-prodavca/paths/~1api~1v3~1warehouses/get).
     *
     *     <div class="description_important">
     *       Список контактов перезаписывается при обновлении. Поэтому в запросе нужно передать <strong>все</strong> параметры списка контактов, в том числе те, которые вы не собираетесь обновлять.
     *     </div>
     *
     *     Только для складов с типом доставки `3` — курьером WB (DBW).
     *     <br><br>
     *     К складу можно добавить максимум 5 контактов. Чтобы удалить контакты, отправьте пустой массив `contacts`.
     *
     *     <div class="description_limit">
     *     <a href="/openapi/api-information#tag/Vvedenie/Limity-zaprosov">Лимит запросов</a> на один аккаунт продавца для следующих методов DBW:
     *     <ul>
     *         <li>получение и обновление списка контактов</li>
     *         <li>получение и удаление метаданных</li>
     *         <li>методы сборочных заданий</li>
     *     </ul>
     *
     *     | Период | Лимит | Интервал | Всплеск |
     *     | --- | --- | --- | --- |
     *     | 1 минута | 300 запросов | 200 миллисекунд | 20 запросов |
     *
     *     </div>
     */
    put: operations['putApiV3DbwWarehousesWarehouseIdContacts'];
    post?: never;
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
    BrandsResponse: {
      brands: {
        /**
         * @description ID бренда
         * @example 9007199254
         */
        id: number;
        /** @description URL логотипа бренда */
        logoUrl: string;
        /**
         * @description Название бренда
         * @example Brand
         */
        name: string;
      }[];
      /**
       * @description Параметр пагинации. Укажите это значение в запросе, чтобы получить следующий пакет данных. Если поле отсутствует, вы получили все данные
       * @example 1212
       */
      next?: number;
      /**
       * @description Общее количество брендов предмета
       * @example 344534
       */
      total: number;
    };
    BrandsResponseError: {
      /** @description Заголовок ошибки */
      title: string;
      /** @description Детали ошибки */
      detail: string;
      /** @description ID внутреннего сервиса WB */
      origin: string;
      /** @description Уникальный ID запроса */
      requestId: string;
      errors?: {
        /** @description Текст ошибки */
        message?: string;
        /** @description Параметр, где произошла ошибка */
        location?: string;
        /** @description Значение параметра, где произошла ошибка */
        value?: unknown;
      }[];
    };
    /** @description Контакты склада продавца */
    StoreContactRequestBody: {
      contacts?: {
        /**
         * @description Комментарий
         * @example Иванов Иван Иванович. Звонить с 10 до 21 часа.
         */
        comment?: string;
        /**
         * @description Номер телефона.<br>Поддерживаются коды стран:
         *       - `+7` — Россия, Казахстан
         *       - `+374` — Армения
         *       - `+375` — Беларусь
         *       - `+996` — Кыргызстан
         * @example +79998887766
         */
        phone?: string;
      }[];
    };
    responseCardCreate: {
      /**
       * @description Данные ответа
       * @example null
       */
      data?: Record<string, never> | null;
      /** @description Флаг ошибки */
      error?: boolean;
      /** @description Описание ошибки */
      errorText?: string;
      /** @description Дополнительные ошибки */
      additionalErrors?:
        | ({
            string?: string;
          } | null)
        | (string | null)
        | {
            error: string;
          };
    };
    requestMoveNmsImtConn: {
      /**
       * @description Существующий у продавца `imtID`, под которым необходимо объединить карточки товаров
       * @example 123
       */
      targetIMT: number;
      /**
       * @description `nmID`, которые необходимо объединить (максимум 30)
       * @example [
       *       837459235,
       *       828572090
       *     ]
       */
      nmIDs: number[];
    };
    requestMoveNmsImtDisconn: {
      /**
       * @description `nmID`, которые необходимо разъединить (max 30)
       * @example [
       *       837459235,
       *       828572090
       *     ]
       */
      nmIDs: number[];
    };
    responseIncorrectDate: {
      error?: string;
    };
    responseBodyContentError400: {
      /** @description Данные ошибки */
      data?: Record<string, never> | null;
      /** @description Флаг ошибки */
      error?: boolean;
      /** @description Текст ошибки */
      errorText?: string;
      /** @description Дополнительные ошибки */
      additionalErrors?: Record<string, never> | null;
    };
    /**
     * @example {
     *       "data": null,
     *       "error": true,
     *       "errorText": "Доступ запрещен",
     *       "additionalErrors": "Доступ запрещен"
     *     }
     */
    responseBodyContentError403: {
      /** @description Данные ошибки */
      data?: Record<string, never> | null;
      /** @description Флаг ошибки */
      error?: boolean;
      /** @description Текст ошибки */
      errorText?: string;
      /** @description Дополнительные ошибки */
      additionalErrors?: string | null;
    };
    /**
     * @example {
     *       "data": null,
     *       "error": false,
     *       "errorText": "",
     *       "additionalErrors": null
     *     }
     */
    responseContentError: {
      /** @description Данные ошибки */
      data?: Record<string, never> | null;
      /** @description Флаг ошибки */
      error?: boolean;
      /** @description Текст ошибки */
      errorText?: string;
      /** @description Дополнительные ошибки */
      additionalErrors?: string | null;
    };
    /**
     * @example {
     *       "additionalErrors": null,
     *       "data": null,
     *       "error": true,
     *       "errorText": "Текст ошибки"
     *     }
     */
    mediaErrors: {
      /** @description Дополнительные ошибки */
      additionalErrors?: Record<string, never> | null;
      /** @description Данные ошибки */
      data?: Record<string, never> | null;
      /** @description Флаг ошибки */
      error?: boolean;
      /** @description Текст ошибки */
      errorText?: string;
    };
    ResponseError: {
      /** @description Данные ошибки */
      data?: Record<string, never> | null;
      /** @description Флаг ошибки */
      error?: boolean;
      /** @description Текст ошибки */
      errorText?: string;
    };
    RequestAlreadyExistsError: {
      /** @description Данные ответа */
      data?: {
        /** @description ID загрузки */
        id?: number;
        /** @description Флаг дублирования загрузки: `true` — такая загрузка уже есть */
        alreadyExists?: boolean;
      };
      /** @description Флаг ошибки */
      error?: boolean;
      /** @description Текст ошибки */
      errorText?: string;
    };
    StocksWarehouseError: {
      /** @description Дополнительная информация об ошибке */
      data?:
        | {
            /** @description Баркод */
            sku?: string;
            /** @description Остаток */
            amount?: number;
          }[]
        | null;
      /** @description Код ошибки */
      code?: string;
      /** @description Описание ошибки */
      message?: string;
    }[];
    TaskCreated: {
      /** @description Данные ответа */
      data?: {
        /** @description ID загрузки */
        id?: number;
        /**
         * @description Флаг дублирования загрузки: `true` — такая загрузка уже есть
         * @example false
         */
        alreadyExists?: boolean;
      };
      /**
       * @description Флаг ошибки
       * @example false
       */
      error?: boolean;
      /**
       * @description Текст ошибки
       * @example
       */
      errorText?: string;
    };
    /**
     * @description Товары, цены и скидки для них. Максимум 1 000 товаров. Цена и скидка не могут быть пустыми одновременно.
     *     <br><br>
     *     Если новая цена со скидкой будет хотя бы в 3 раза меньше старой, она попадёт в [карантин](https://seller.wildberries.ru/instructions/ru/ru/material/price-quarantine) и товар будет продаваться по старой цене. Ошибка об этом будет в ответах методов состояний загрузок.
     *     <br><br>
     *     Вы можете изменить цену или скидку с помощью API либо вывести товар из карантина в [личном кабинете](https://seller.wildberries.ru/discount-and-prices/quarantine)
     */
    Goods: components['schemas']['Good'][];
    Good: {
      /**
       * @description Артикул WB
       * @example 123
       */
      nmID: number;
      /**
       * @description Цена. Валюту можно получить с помощью методов [Получить товары с ценами](./work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1list~1goods~1filter/get) и [Получить товары с ценами по артикулам](./work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1list~1goods~1filter/post), поле `currencyIsoCode4217`
       * @example 999
       */
      price?: number;
      /**
       * @description Скидка, %
       * @example 30
       */
      discount?: number;
    };
    /**
     * @description Размеры и цены для них. Максимум 1 000 размеров.
     *     <br><br>
     *     Для товаров с поразмерной установкой цен [карантин](https://seller.wildberries.ru/instructions/ru/ru/material/price-quarantine) не применяется
     */
    SizeGoodsBody: components['schemas']['SizeGoodReq'][];
    SizeGoodReq: {
      /**
       * @description Артикул WB
       * @example 123
       */
      nmID: number;
      /**
       * @description ID размера. Можно получить с помощью методов [Получить товары с ценами](./work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1list~1goods~1filter/get) и [Получить товары с ценами по артикулам](./work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1list~1goods~1filter/post), поле `sizeID`. В методах Контента это поле `chrtID`
       * @example 98989887
       */
      sizeID: number;
      /**
       * @description Цена. Валюту можно получить с помощью методов [Получить товары с ценами](./work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1list~1goods~1filter/get) и [Получить товары с ценами по артикулам](./work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1list~1goods~1filter/post), поле `currencyIsoCode4217`
       * @example 999
       */
      price: number;
    };
    /** @description Товары и скидки WB Клуба для них. Максимум 1 000 товаров. */
    ClubDisc: components['schemas']['ClubDiscReq'][];
    ClubDiscReq: {
      /**
       * @description Артикул WB
       * @example 123
       */
      nmID: number;
      /**
       * @description Скидка WB Клуба, %
       * @example 5
       */
      clubDiscount: number;
    };
    /** @description Размеры товара */
    GoodsList: {
      /**
       * @description Артикул WB
       * @example 98486
       */
      nmID?: number;
      /**
       * @description Артикул продавца
       * @example 07326060
       */
      vendorCode?: string;
      /** @description Размер */
      sizes?: {
        /**
         * Format: int64
         * @description ID размера. В методах Контента это поле `chrtID`
         * @example 3123515574
         */
        sizeID: number;
        /**
         * @description Цена
         * @example 500
         */
        price: number;
        /**
         * @description Цена со скидкой
         * @example 350
         */
        discountedPrice: number;
        /**
         * @description Цена со скидкой, включая скидку WB Клуба
         * @example 332.5
         */
        clubDiscountedPrice: number;
        /**
         * @description Размер товара
         * @example 42
         */
        techSizeName: string;
      }[];
      /**
       * @description Валюта, по стандарту ISO 4217
       * @example RUB
       */
      currencyIsoCode4217?: string;
      /**
       * @description Скидка, %
       * @example 30
       */
      discount?: number;
      /**
       * @description Скидка WB Клуба, %
       * @example 5
       */
      clubDiscount?: number;
      /**
       * @description Можно ли устанавливать цены отдельно для разных размеров (зависит от категории товара):
       *       - `true` — можно
       *       - `false` — нельзя
       * @example true
       */
      editableSizePrice?: boolean;
      /**
       * @description Признак неликвидного товара:
       *       - `true` — неликвидный товар с [низким индексом остатка](https://seller.wildberries.ru/instructions/ru/ru/material/stocks-index?categoryId=e324ce0f-9a2a-4b8d-8fd1-72f751b09b3b&goBackOption=prevRoute#%D1%83%D1%80%D0%BE%D0%B2%D0%BD%D0%B8-%D0%B8%D0%BD%D0%B4%D0%B5%D0%BA%D1%81%D0%B0-%D0%BE%D1%81%D1%82%D0%B0%D1%82%D0%BA%D0%B0)
       *       - Поле отсутствует — ликвидный товар
       * @example true
       */
      isBadTurnover?: boolean;
    };
    /** @description Информация о размере */
    SizeGood: {
      /**
       * @description Артикул WB
       * @example 123
       */
      nmID?: number;
      /**
       * @description ID размера. Можно получить с помощью метода [Получение списка товаров по артикулам](./work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1list~1goods~1filter/get), поле `sizeID`. В методах Контента это поле `chrtID`
       * @example 98989887
       */
      sizeID?: number;
      /**
       * @description Артикул продавца
       * @example 34552332
       */
      vendorCode?: string;
      /**
       * @description Цена
       * @example 1000
       */
      price?: number;
      /**
       * @description Валюта, по стандарту ISO 4217
       * @example RUB
       */
      currencyIsoCode4217?: string;
      /**
       * @description Цена со скидкой
       * @example 700
       */
      discountedPrice?: number;
      /**
       * @description Цена со скидкой, включая скидку WB Клуба
       * @example 665
       */
      clubDiscountedPrice?: number;
      /**
       * @description Скидка, %
       * @example 30
       */
      discount?: number;
      /**
       * @description Скидка WB Клуба, %
       * @example 5
       */
      clubDiscount?: number;
      /**
       * @description Размер товара
       * @example 42
       */
      techSizeName?: string;
      /**
       * @description Можно ли устанавливать цены отдельно для разных размеров (зависит от категории товара):
       *       - `true` — можно
       *       - `false` — нельзя
       * @example true
       */
      editableSizePrice?: boolean;
      /**
       * @description Признак неликвидного товара:
       *       - `true` — неликвидный товар с [низким индексом остатка](https://seller.wildberries.ru/instructions/ru/ru/material/stocks-index?categoryId=e324ce0f-9a2a-4b8d-8fd1-72f751b09b3b&goBackOption=prevRoute#%D1%83%D1%80%D0%BE%D0%B2%D0%BD%D0%B8-%D0%B8%D0%BD%D0%B4%D0%B5%D0%BA%D1%81%D0%B0-%D0%BE%D1%81%D1%82%D0%B0%D1%82%D0%BA%D0%B0)
       *       - Поле отсутствует — ликвидный товар
       * @example true
       */
      isBadTurnover?: boolean;
    };
    GoodBufferHistory: {
      /**
       * @description Артикул WB
       * @example 544833232
       */
      nmID?: number;
      /**
       * @description Артикул продавца
       * @example 34552332
       */
      vendorCode?: string;
      /**
       * @description ID размера. В методах Контента это поле `chrtID`
       * @example 54483342
       */
      sizeID?: number;
      /**
       * @description Размер
       * @example XXL
       */
      techSizeName?: string;
      /**
       * @description Цена
       * @example 1500
       */
      price?: number;
      /**
       * @description Валюта, по стандарту ISO 4217
       * @example RUB
       */
      currencyIsoCode4217?: string;
      /**
       * @description Скидка, %
       * @example 25
       */
      discount?: number;
      /**
       * @description Скидка WB Клуба, %
       * @example 5
       */
      clubDiscount?: number;
      status?: components['schemas']['GoodStatusBuffer'];
      /**
       * @description Текст ошибки
       * @example null
       */
      errorText?: string | null;
    };
    GoodHistory: {
      /**
       * @description Артикул WB
       * @example 544833232
       */
      nmID?: number;
      /**
       * @description Артикул продавца
       * @example 34552332
       */
      vendorCode?: string;
      /**
       * @description ID размера. В методах Контента это поле `chrtID`
       * @example 54483342
       */
      sizeID?: number;
      /**
       * @description Размер
       * @example 42
       */
      techSizeName?: string;
      /**
       * @description Цена
       * @example 1500
       */
      price?: number;
      /**
       * @description Валюта, по стандарту ISO 4217
       * @example RUB
       */
      currencyIsoCode4217?: string;
      /**
       * @description Скидка, %
       * @example 25
       */
      discount?: number;
      /**
       * @description Скидка WB Клуба, %
       * @example 5
       */
      clubDiscount?: number | null;
      status?: components['schemas']['GoodStatus'];
      /**
       * @description Текст ошибки. Например:
       *       - `You can't change the item price. Item was added to the Sale due to high inventory` — ошибка возникает, если товар попал под распродажу по [индексу остатка](https://seller.wildberries.ru/instructions/ru/ru/material/A-1159).
       *       - `The new price is several times lower than the current price. Item has been moved to Price Quarantine` — ошибка возникает, если новая цена со скидкой хотя бы в 3 раза меньше старой. Вы можете изменить цену или скидку с помощью API либо вывести товар из карантина в [личном кабинете](https://seller.wildberries.ru/discount-and-prices/quarantine).
       * @example You can't change the item price. Item was added to the Sale due to high inventory
       */
      errorText?: string;
    };
    /** @description Данные ответа */
    SupplierTaskMetadata: {
      /**
       * @description ID загрузки
       * @example 395643565
       */
      uploadID?: number;
      status?: components['schemas']['TaskStatus'];
      uploadDate?: components['schemas']['Date'];
      activationDate?: components['schemas']['Date1'];
      /** @description Всего товаров */
      overAllGoodsNumber?: number;
      /** @description Товаров без ошибок */
      successGoodsNumber?: number;
    } | null;
    /** @description Данные ответа */
    SupplierTaskMetadataBuffer: {
      /**
       * @description ID загрузки
       * @example 395643565
       */
      uploadID?: number;
      status?: components['schemas']['TaskStatusBuffer'];
      uploadDate?: components['schemas']['Date'];
      activationDate?: components['schemas']['Date1'];
      /**
       * @description Всего товаров
       * @example 100
       */
      overAllGoodsNumber?: number;
      /**
       * @description Товаров без ошибок (0, потому что загрузка в обработке)
       * @example 0
       */
      successGoodsNumber?: number;
    } | null;
    /**
     * Format: date-time
     * @description Дата и время, когда загрузка создана
     * @example 2022-08-21T22:00:13+02:00
     */
    Date: string;
    /**
     * Format: date-time
     * @description Дата и время, когда загрузка отправляется в обработку
     * @example 2022-08-21T22:00:13+02:00
     */
    Date1: string;
    /**
     * @description Статус загрузки:
     *       * `3` — обработана, в товарах нет ошибок, цены и скидки обновились
     *       * `4` — отменена
     *       * `5` — обработана, но в товарах есть ошибки. Для товаров без ошибок цены и скидки обновились, а ошибки в остальных товарах можно получить с помощью метода [Детализация обработанной загрузки](./work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1history~1goods~1task/get)
     *       * `6` — обработана, но во всех товарах есть ошибки. Их тоже можно получить с помощью метода [Детализация обработанной загрузки](./work-with-products#tag/Ceny-i-skidki/paths/~1api~1v2~1history~1goods~1task/get)
     * @example 3
     */
    TaskStatus: number;
    /**
     * @description Статус загрузки: `1` — в обработке
     * @example 1
     */
    TaskStatusBuffer: number;
    /**
     * @description Статус товара:
     *       * `2` — товар без ошибок, цена и/или скидка обновилась
     *       * `3` — есть ошибки, данные не обновились
     * @example 1
     */
    GoodStatus: number;
    /**
     * @description Статус товара: `1` — в обработке
     * @example 1
     */
    GoodStatusBuffer: number;
    Error: {
      /** @description Код ошибки */
      code?: string;
      /** @description Описание ошибки */
      message?: string;
      /** @description Дополнительные данные ошибки */
      data?: Record<string, never> | null;
    };
    QuarantineGoods: {
      /**
       * @description Артикул WB
       * @example 206025152
       */
      nmID?: number;
      /**
       * @description Не используется
       * @example null
       */
      sizeID?: number | null;
      /**
       * @description Не используется
       * @example
       */
      techSizeName?: string;
      /**
       * @description Валюта по стандарту ISO 4217
       * @example RUB
       */
      currencyIsoCode4217?: string;
      /**
       * Format: float
       * @description Новая цена продавца до скидки
       * @example 134
       */
      newPrice?: number;
      /**
       * Format: float
       * @description Текущая цена продавца до скидки
       * @example 4000
       */
      oldPrice?: number;
      /**
       * @description Новая скидка продавца, %
       * @example 25
       */
      newDiscount?: number;
      /**
       * @description Текущая скидка продавца, %
       * @example 25
       */
      oldDiscount?: number;
      /**
       * Format: float
       * @description Разница: `newPrice` * (1 - `newDiscount` / 100) - `oldPrice` * (1 - `oldDiscount` / 100)
       * @example -2899.5
       */
      priceDiff?: number;
    };
    /** @description Данные о складе WB */
    Office: {
      /**
       * @description Адрес
       * @example ул. Троицкая, Подольск, Московская обл.
       */
      address?: string;
      /**
       * @description Название
       * @example Коледино
       */
      name?: string;
      /**
       * @description Город
       * @example Москва
       */
      city?: string;
      /**
       * Format: int64
       * @description ID
       * @example 15
       */
      id?: number;
      /**
       * Format: float64
       * @description Долгота
       * @example 55.386871
       */
      longitude?: number;
      /**
       * Format: float64
       * @description Широта
       * @example 37.588898
       */
      latitude?: number;
      /**
       * @description Тип товара, который принимает склад:
       *       - `1` — малогабаритный товар (МГТ)
       *       - `2` — сверхгабаритный товар (СГТ)
       *       - `3` — крупногабаритный товар (КГТ+)
       * @example 1
       * @enum {integer}
       */
      cargoType?: 1 | 2 | 3;
      /**
       * @description Тип доставки, который принимает склад:
       *       - `1` — доставка на склад WB (FBS)
       *       - `2` — доставка силами продавца (DBS)
       *       - `3` — доставка курьером WB (DBW)
       *       - `5` — самовывоз (C&C)
       *       - `6` — экспресс-доставка силами продавца (ЕDBS)
       * @example 1
       * @enum {integer}
       */
      deliveryType?: 1 | 2 | 3 | 5 | 6;
      /**
       * @description Федеральный округ склада WB. Если `null`, склад находится за пределами РФ или федеральный округ не указан
       * @example Центральный
       */
      federalDistrict?: string | null;
      /** @description Признак того, что склад уже выбран продавцом */
      selected?: boolean;
    };
    /** @description Данные о складе продавца */
    Warehouse: {
      /**
       * @description Название склада продавца
       * @example ул. Троицкая, Подольск, Московская обл.
       */
      name?: string;
      /**
       * Format: int64
       * @description ID склада WB
       * @example 15
       */
      officeId?: number;
      /**
       * Format: int64
       * @description ID склада продавца
       * @example 1
       */
      id?: number;
      /**
       * @description Тип товара:
       *       - `1` — малогабаритный товар (МГТ)
       *       - `2` — сверхгабаритный товар (СГТ)
       *       - `3` — крупногабаритный товар (КГТ+)
       * @example 1
       * @enum {integer}
       */
      cargoType?: 1 | 2 | 3;
      /**
       * @description Тип доставки, который принимает склад:
       *       - `1` — доставка на склад WB (FBS)
       *       - `2` — доставка силами продавца (DBS)
       *       - `3` — доставка курьером WB (DBW)
       *       - `5` — самовывоз (C&C)
       *       - `6` — экспресс-доставка силами продавца (ЕDBS)
       * @example 1
       * @enum {integer}
       */
      deliveryType?: 1 | 2 | 3 | 5 | 6;
      /**
       * @description Склад удаляется:
       *       - `false` — нет
       *       - `true` — да
       *
       *     После удаления склад пропадёт из списка
       * @example false
       */
      isDeleting?: boolean;
      /**
       * @description Данные склада обновляются:
       *       - `false` — нет
       *       - `true` — да, обновление и удаление остатков недоступно
       *
       *     Обновление данных может занимать несколько минут
       * @example true
       */
      isProcessing?: boolean;
    };
    responsePublicViewerPublicErrorsTableListV2: {
      data: components['schemas']['models.ErrorTableListPublicRespV2'];
      /** @description Флаг ошибки */
      error: boolean;
      /** @description Описание ошибки */
      errorText: string;
      /** @description Дополнительные ошибки */
      additionalErrors: Record<string, never> | null;
    };
    /** @description Данные ответа */
    'models.ErrorTableListPublicRespV2': {
      /** @description Пакеты данных */
      items: components['schemas']['models.ErrorTableListPublicRespV2Item'][];
      cursor: components['schemas']['viewer_contract.PublicErrorsCursorOutput'];
    };
    'models.ErrorTableListPublicRespV2Item': {
      /**
       * Format: UUID
       * @description ID пакета
       */
      batchUUID: string;
      /** @description Предметы. Разбивка по `vendorCodes` */
      subjects: {
        [key: string]: components['schemas']['models.ErrorSubject'];
      };
      /** @description Бренды. Разбивка по `vendorCodes` */
      brands: {
        [key: string]: components['schemas']['models.ErrorBrand'];
      };
      /** @description Артикулы продавца */
      vendorCodes: string[];
      /** @description Ошибки. Разбивка по `vendorCodes` */
      errors: {
        [key: string]: string[];
      };
    };
    /** @description Пагинатор */
    'viewer_contract.PublicErrorsCursorOutput': {
      /**
       * @description Есть ли ещё черновики:
       *       - `false` — нет
       *       - `true` — да
       */
      next: boolean;
      /**
       * Format: date-time
       * @description Дата и время формирования последнего пакета в ответе
       */
      updatedAt: string;
      /**
       * Format: UUID
       * @description ID последнего пакета в ответе
       */
      batchUUID: string;
    };
    'models.ErrorSubject': {
      /**
       * Format: uint64
       * @description ID предмета
       */
      id: number;
      /** @description Название предмета */
      name: string;
    };
    'models.ErrorBrand': {
      /**
       * Format: uint64
       * @description ID бренда
       */
      id?: number;
      /** @description Бренд */
      name?: string;
    };
    requestPublicViewerPublicErrorsTableListV2: {
      cursor?: components['schemas']['swagger.PublicErrorsCursorInput'];
      order?: components['schemas']['swagger.PublicErrorsOrderV2'];
    };
    /** @description Пагинатор */
    'swagger.PublicErrorsCursorInput': {
      /**
       * Format: int
       * @description Количество пакетов в ответе
       * @default 100
       */
      limit?: number;
      /**
       * Format: date-time
       * @description Дата и время формирования последнего пакета в ответе на предыдущий запрос
       */
      updatedAt?: string;
      /**
       * Format: UUID
       * @description ID последнего пакета в ответе на предыдущий запрос
       */
      batchUUID?: string;
    };
    /** @description Порядок выдачи пакетов */
    'swagger.PublicErrorsOrderV2': {
      /**
       * @description - `false` — сортировка по убыванию
       *     - `true` — сортировка по возрастанию
       * @default true
       */
      ascending?: boolean;
    };
  };
  responses: {
    /** @description Не авторизован */
    401: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "title": "unauthorized",
         *       "detail": "token problem; token is malformed: could not base64 decode signature: illegal base64 data at input byte 84",
         *       "code": "07e4668e--a53a3d31f8b0-[UK-oWaVDUqNrKG]; 03bce=277; 84bd353bf-75",
         *       "requestId": "7b80742415072fe8b6b7f7761f1d1211",
         *       "origin": "s2s-api-auth-catalog",
         *       "status": 401,
         *       "statusText": "Unauthorized",
         *       "timestamp": "2024-09-30T06:52:38Z"
         *     }
         */
        'application/json': {
          /** @description Заголовок ошибки */
          title?: string;
          /** @description Детали ошибки */
          detail?: string;
          /** @description Внутренний код ошибки */
          code?: string;
          /** @description Уникальный ID запроса */
          requestId?: string;
          /** @description ID внутреннего сервиса WB */
          origin?: string;
          /** @description HTTP статус-код */
          status?: number;
          /** @description Расшифровка HTTP статус-кода */
          statusText?: string;
          /**
           * Format: date-time
           * @description Дата и время запроса
           */
          timestamp?: string;
        };
      };
    };
    /** @description Слишком много запросов */
    429: {
      headers: {
        /** @description Через сколько секунд можно повторить запрос */
        'X-Ratelimit-Retry'?: number;
        /** @description Размер пачки запросов (burst) */
        'X-Ratelimit-Limit'?: number;
        /** @description Через сколько секунд восстановится вся пачка */
        'X-Ratelimit-Reset'?: number;
        /** @description Сколько запросов осталось */
        'X-Ratelimit-Remaining'?: number;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "title": "too many requests",
         *       "detail": "limited by c122a060-a7fb-4bb4-abb0-32fd4e18d489",
         *       "code": "07e4668e-ac2242c5c8c5-[UK-4dx7JUdskGZ]",
         *       "requestId": "9d3c02cc698f8b041c661a7c28bed293",
         *       "origin": "s2s-api-auth-catalog",
         *       "status": 429,
         *       "statusText": "Too Many Requests",
         *       "timestamp": "2024-09-30T06:52:38Z"
         *     }
         */
        'application/json': {
          /** @description Заголовок ошибки */
          title?: string;
          /** @description Детали ошибки */
          detail?: string;
          /** @description Внутренний код ошибки */
          code?: string;
          /** @description Уникальный ID запроса */
          requestId?: string;
          /** @description ID внутреннего сервиса WB */
          origin?: string;
          /** @description HTTP статус-код */
          status?: number;
          /** @description Расшифровка HTTP статус-кода */
          statusText?: string;
          /**
           * Format: date-time
           * @description Дата и время запроса
           */
          timestamp?: string;
        };
      };
    };
    /** @description Не найдено */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "code": "NotFound",
         *       "message": ""
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Доступ запрещен */
    AccessDenied: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "code": "AccessDenied",
         *       "message": ""
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Успешно */
    ResponseGoodsLists: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          /** @description Данные ответа */
          data: {
            /** @description Информация о товарах */
            listGoods: components['schemas']['GoodsList'][];
          };
          /**
           * @description Флаг ошибки
           * @example false
           */
          error: boolean;
          /**
           * @description Текст ошибки
           * @example
           */
          errorText: string;
        };
      };
    };
    /** @description Успешно */
    ResponseGoodHistories: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          /** @description Данные ответа */
          data?: {
            /**
             * @description ID загрузки
             * @example 3235236546
             */
            uploadID?: number;
            /** @description Информация о товарах в загрузке */
            historyGoods?: components['schemas']['GoodHistory'][];
          };
        };
      };
    };
    /** @description Успешно */
    ResponseGoodBufferHistories: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          /** @description Данные ответа */
          data?: {
            /**
             * @description ID загрузки
             * @example 3235236546
             */
            uploadID?: number | null;
            /** @description Информация о товарах в загрузке */
            bufferGoods?: components['schemas']['GoodBufferHistory'][] | null;
          };
          /**
           * @description Флаг ошибки
           * @example false
           */
          error?: boolean;
          /**
           * @description Текст ошибки
           * @example
           */
          errorText?: string;
        };
      };
    };
    /** @description Успешно */
    ResponseTaskHistory: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data?: components['schemas']['SupplierTaskMetadata'];
          /**
           * @description Флаг ошибки
           * @example false
           */
          error?: boolean;
          /**
           * @description Текст ошибки
           * @example
           */
          errorText?: string;
        };
      };
    };
    /** @description Успешно */
    ResponseTaskBuffer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data?: components['schemas']['SupplierTaskMetadataBuffer'];
          /**
           * @description Флаг ошибки
           * @example false
           */
          error?: boolean;
          /**
           * @description Текст ошибки
           * @example
           */
          errorText?: string;
        };
      };
    };
    /** @description Успешно */
    ResponseSizeLists: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          /** @description Данные ответа */
          data?: {
            /** @description Размеры товара */
            listGoods?: components['schemas']['SizeGood'][] | null;
          };
          /**
           * @description Флаг ошибки
           * @example false
           */
          error?: boolean;
          /** @description Текст ошибки */
          errorText?: string;
        };
      };
    };
    /** @description Успешно */
    SuccessTaskResponse: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TaskCreated'];
      };
    };
    /** @description Успешно */
    ResponseQuarantineGoods: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          /** @description Данные ответа */
          data?: {
            /** @description Информация о товарах в карантине */
            quarantineGoods?: components['schemas']['QuarantineGoods'][];
          } | null;
          /**
           * @description Флаг ошибки
           * @example false
           */
          error?: boolean;
          /**
           * @description Текст ошибки
           * @example
           */
          errorText?: string;
        };
      };
    };
    /** @description Такая загрузка уже есть */
    Responses208: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['RequestAlreadyExistsError'];
      };
    };
    /** @description Обновление остатков заблокировано */
    StatusNotAcceptable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          /**
           * @description Код ошибки
           * @example StatusNotAcceptable
           */
          code?: string;
          /**
           * @description Описание ошибки
           * @example Обновление остатков заблокировано в связи с баном поставщика
           */
          message?: string;
          /** @description Дополнительные данные ошибки */
          data?: Record<string, never> | null;
        };
      };
    };
  };
  parameters: {
    /** @description ID склада продавца */
    Warehouse: number;
    /** @description ID загрузки */
    uploadID: number;
    /** @description Сколько элементов вывести на одной странице (пагинация) */
    limit: number;
    /** @description Сколько элементов пропустить. Например, для значения `10` ответ начнется с 11 элемента */
    offset: number;
    /** @description Артикул WB */
    nmID: number;
    /**
     * @description Артикул WB для поиска товара
     * @example 44589768676
     */
    filterNmID: number;
  };
  requestBodies: {
    SupplierTaskRequest: {
      content: {
        'application/json': {
          data: components['schemas']['Goods'];
        };
      };
    };
    SupplierTaskRequestSize: {
      content: {
        'application/json': {
          data: components['schemas']['SizeGoodsBody'];
        };
      };
    };
    SupplierTaskRequestClubDisc: {
      content: {
        'application/json': {
          data: components['schemas']['ClubDisc'];
        };
      };
    };
    FilterPost: {
      content: {
        /**
         * @example {
         *       "nmList": [
         *         26613989,
         *         1348041
         *       ]
         *     }
         */
        'application/json': {
          /** @description Артикулы WB для поиска товара */
          nmList: number[];
        };
      };
    };
  };
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getContentV2ObjectParentAll: {
    parameters: {
      query?: {
        /**
         * @description Язык поля ответа `name`:
         *       - `ru` — русский
         *       - `en` — английский
         *       - `zh` — китайский
         *
         *     Не используется в песочнице
         */
        locale?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data?: unknown;
            /**
             * @description Флаг наличия ошибки
             * @example false
             */
            error?: boolean;
            /**
             * @description Описание ошибки
             * @example
             */
            errorText?: string;
            /**
             * @description Дополнительные ошибки
             * @example
             */
            additionalErrors?: string | null;
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getContentV2ObjectAll: {
    parameters: {
      query?: {
        /**
         * @description Язык полей ответа:
         *       - `ru` — русский
         *       - `en` — английский
         *       - `zh` — китайский
         *
         *     Не используется в песочнице
         */
        locale?: string;
        /** @description Поиск по названию предмета (Носки), поиск работает по подстроке, искать можно на любом из поддерживаемых языков */
        name?: string;
        limit?: number;
        offset?: number;
        /** @description ID родительской категории предмета */
        parentID?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "subjectID": 2560,
           *           "parentID": 479,
           *           "subjectName": "3D очки",
           *           "parentName": "Электроника"
           *         },
           *         {
           *           "subjectID": 1152,
           *           "parentID": 858,
           *           "subjectName": "3D-принтеры",
           *           "parentName": "Оргтехника"
           *         }
           *       ],
           *       "error": false,
           *       "errorText": "",
           *       "additionalErrors": null
           *     }
           */
          'application/json': {
            /** @description Предметы */
            data?: {
              /** @description ID предмета */
              subjectID?: number;
              /** @description ID родительской категории */
              parentID?: number;
              /** @description Название предмета */
              subjectName?: string;
              /** @description Название родительской категории */
              parentName?: string;
            }[];
            /** @description Флаг наличия ошибки */
            error?: boolean;
            /** @description Текст ошибки */
            errorText?: string;
            /** @description Дополнительные ошибки */
            additionalErrors?: string | null;
          };
        };
      };
      401: components['responses']['401'];
      429: components['responses']['429'];
    };
  };
  getContentV2ObjectCharcsSubjectId: {
    parameters: {
      query?: {
        /**
         * @description Язык полей ответа `subjectName` и `name`:
         *       - `ru` — русский
         *       - `en` — английский
         *       - `zh` — китайский
         *
         *     Не используется в песочнице
         */
        locale?: string;
      };
      header?: never;
      path: {
        /** @description ID предмета */
        subjectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Данные */
            data?: {
              /** @description ID характеристики */
              charcID?: number;
              /** @description Название предмета */
              subjectName?: string;
              /** @description ID предмета */
              subjectID?: number;
              /** @description Название характеристики */
              name?: string;
              /**
               * @description - `true` - характеристику необходимо обязательно указать в карточке товара
               *     - `false` - характеристику необязательно указывать
               */
              required?: boolean;
              /** @description Единица измерения */
              unitName?: string;
              /**
               * @description Максимальное количество значений, которое можно присвоить характеристике при [создании](./work-with-products#tag/Sozdanie-kartochek-tovarov) или [редактировании](./work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post) карточек товаров.
               *     <br>
               *     Используется только для характеристик с `"charcType":1`— массив строк.
               *     <br>
               *     Характеристикам с `"charcType":4`— число, можно присвоить только одно значение.
               *     <br><br>
               *     Если `"maxCount":0`, количество значений не ограничено
               */
              maxCount?: number;
              /** @description Характеристика популярна у пользователей (true - да, false - нет) */
              popular?: boolean;
              /**
               * @description Тип данных характеристики, который необходимо использовать при [создании](./work-with-products#tag/Sozdanie-kartochek-tovarov) или [редактировании](./work-with-products#tag/Kartochki-tovarov/paths/~1content~1v2~1cards~1update/post) карточек товаров:
               *       -  `1` — массив строк
               *       -  `4` — число
               *       -  `0` — характеристика не используется
               */
              charcType?: number;
            }[];
            /** @description Флаг наличия ошибки */
            error?: boolean;
            /** @description Текст ошибки */
            errorText?: string;
            /** @description Дополнительные ошибки */
            additionalErrors?: string | null;
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getContentV2DirectoryColors: {
    parameters: {
      query?: {
        /**
         * @description Язык полей ответа `subjectName` и `name`:
         *       - `ru` — русский
         *       - `en` — английский
         *       - `zh` — китайский
         *
         *     Не используется в песочнице
         */
        locale?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data?: unknown;
            /**
             * @description Флаг ошибки
             * @example false
             */
            error?: boolean;
            /**
             * @description Описание ошибки
             * @example
             */
            errorText?: string;
            /**
             * @description Дополнительные ошибки
             * @example
             */
            additionalErrors?: string | null;
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getContentV2DirectoryKinds: {
    parameters: {
      query?: {
        /**
         * @description Язык полей ответа `subjectName` и `name`:
         *       - `ru` — русский
         *       - `en` — английский
         *       - `zh` — китайский
         *
         *     Не используется в песочнице
         */
        locale?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Массив значений для хар-ки Пол */
            data?: string[];
            /**
             * @description Флаг ошибки
             * @example false
             */
            error?: boolean;
            /**
             * @description Описание ошибки
             * @example
             */
            errorText?: string;
            /**
             * @description Дополнительные ошибки
             * @example
             */
            additionalErrors?: string | null;
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getContentV2DirectoryCountries: {
    parameters: {
      query?: {
        /**
         * @description Язык полей ответа `subjectName` и `name`:
         *       - `ru` — русский
         *       - `en` — английский
         *       - `zh` — китайский
         *
         *     Не используется в песочнице
         */
        locale?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data?: unknown;
            /**
             * @description Флаг ошибки
             * @example false
             */
            error?: boolean;
            /**
             * @description Описание ошибки
             * @example
             */
            errorText?: string;
            /**
             * @description Дополнительные ошибки
             * @example
             */
            additionalErrors?: string | null;
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getContentV2DirectorySeasons: {
    parameters: {
      query?: {
        /**
         * @description Язык полей ответа `subjectName` и `name`:
         *       - `ru` — русский
         *       - `en` — английский
         *       - `zh` — китайский
         *
         *     Не используется в песочнице
         */
        locale?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Массив значений для хар-ки Сезон */
            data?: string[];
            /**
             * @description Флаг ошибки
             * @example false
             */
            error?: boolean;
            /**
             * @description Описание ошибки
             * @example
             */
            errorText?: string;
            /**
             * @description Дополнительные ошибки
             * @example
             */
            additionalErrors?: string | null;
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getContentV2DirectoryVat: {
    parameters: {
      query?: {
        /**
         * @description Язык полей ответа `subjectName` и `name`:
         *       - `ru` — русский
         *       - `en` — английский
         *       - `zh` — китайский
         *
         *     Не используется в песочнице
         */
        locale?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         "0",
           *         "10",
           *         "20",
           *         "Без НДС",
           *         "13"
           *       ],
           *       "error": false,
           *       "errorText": "",
           *       "additionalErrors": null
           *     }
           */
          'application/json': {
            data?: string[];
            /** @description Флаг наличия ошибки */
            error?: boolean;
            /** @description Текст ошибки */
            errorText?: string;
            /** @description Дополнительные ошибки */
            additionalErrors?: string | null;
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getContentV2DirectoryTnved: {
    parameters: {
      query: {
        /** @description ID предмета */
        subjectID: number;
        /** @description Поиск по ТНВЭД-коду. Работает только в паре с `subjectID` */
        search?: number;
        /**
         * @description Язык полей ответа:
         *       - `ru` — русский
         *       - `en` — английский
         *       - `zh` — китайский
         *
         *     Не используется в песочнице
         */
        locale?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "tnved": "6106903000",
           *           "isKiz": true
           *         }
           *       ],
           *       "error": false,
           *       "errorText": "",
           *       "additionalErrors": null
           *     }
           */
          'application/json': {
            /** @description Данные */
            data?: {
              /** @description ТНВЭД-код */
              tnved?: string;
              /**
               * @description - `true` - код маркировки требуется
               *     - `false` - код маркировки не требуется
               */
              isKiz?: boolean;
            }[];
            /**
             * @description Флаг наличия ошибки
             * @example false
             */
            error?: boolean;
            /** @description Текст ошибки */
            errorText?: string;
            /** @description Дополнительные ошибки */
            additionalErrors?: string | null;
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getApiContentV1Brands: {
    parameters: {
      query: {
        /** @description ID предмета */
        subjectId: number;
        /** @description Параметр пагинации. Используйте значение `next` из ответа, чтобы получить следующий пакет данных */
        next?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BrandsResponse'];
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['BrandsResponseError'];
        };
      };
      401: components['responses']['401'];
      /** @description Не найдено */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['BrandsResponseError'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getContentV2Tags: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": 1,
           *           "color": "D1CFD7",
           *           "name": "Sale"
           *         }
           *       ],
           *       "error": false,
           *       "errorText": "",
           *       "additionalErrors": ""
           *     }
           */
          'application/json': {
            data?: {
              /** @description Числовой ID ярлыка */
              id?: number;
              /** @description Цвет ярлыка */
              color?: string;
              /** @description Имя ярлыка */
              name?: string;
            };
            /**
             * @description Флаг ошибки
             * @example false
             */
            error?: boolean;
            /**
             * @description Описание ошибки
             * @example
             */
            errorText?: string;
            /**
             * @description Дополнительные ошибки
             * @example
             */
            additionalErrors?: string | null;
          };
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  postContentV2Tag: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description Цвет ярлыка.
           *
           *     Доступные цвета:
           *       - `D1CFD7` — серый
           *       - `FEE0E0` — красный
           *       - `ECDAFF` — фиолетовый
           *       - `E4EAFF` — синий
           *       - `DEF1DD` — зеленый
           *       - `FFECC7` — желтый
           * @example D1CFD7
           */
          color?: string;
          /**
           * @description Имя ярлыка
           * @example Sale
           */
          name?: string;
        };
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseContentError'];
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  deleteContentV2TagId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Числовой ID ярлыка */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseContentError'];
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  patchContentV2TagId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Числовой ID ярлыка */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description Цвет ярлыка
           * @example D1CFD7
           */
          color?: string;
          /**
           * @description Имя ярлыка
           * @example Sale
           */
          name?: string;
        };
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseContentError'];
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  postContentV2TagNomenclatureLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "nmID": 179891389,
         *       "tagsIDs": [
         *         123456
         *       ]
         *     }
         */
        'application/json': {
          /** @description Артикул WB */
          nmID?: number;
          /**
           * @description Массив числовых ID ярлыков.<br>
           *     Что бы снять ярлыки с карточки товара, необходимо передать пустой массив.<br>
           *     Чтобы добавить ярлыки к уже имеющимся в карточке товара, необходимо в запросе передать новые ярлыки и ярлыки, которые уже есть в карточке товара.
           */
          tagsIDs?: number[];
        };
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseContentError'];
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseContentError'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  postContentV2GetCardsList: {
    parameters: {
      query?: {
        /**
         * @description Язык полей ответа `name`, `value` и `object`:
         *       - `ru` — русский
         *       - `en` — английский
         *       - `zh` — китайский
         *
         *     Не используется в песочнице
         */
        locale?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "settings": {
         *         "sort": {
         *           "ascending": false
         *         },
         *         "filter": {
         *           "textSearch": "4603743187500888",
         *           "allowedCategoriesOnly": true,
         *           "tagIDs": [
         *             345,
         *             415
         *           ],
         *           "objectIDs": [
         *             235,
         *             67
         *           ],
         *           "brands": [
         *             "уллу",
         *             "EkkE"
         *           ],
         *           "imtID": 328632,
         *           "withPhoto": -1
         *         },
         *         "cursor": {
         *           "updatedAt": "2023-12-06T11:17:00.96577Z",
         *           "nmID": 370870300,
         *           "limit": 11
         *         }
         *       }
         *     }
         */
        'application/json': {
          /** @description Настройки */
          settings?: {
            /** @description Параметр сортировки */
            sort?: {
              /**
               * @description Сортировать по полю `updatedAt` (`false` - по убыванию, `true` - по возрастанию)
               * @default false
               */
              ascending?: boolean;
            };
            /** @description Параметры фильтрации */
            filter?: {
              /**
               * @description Фильтр по фото:
               *
               *       * `0` — только карточки без фото
               *       * `1` — только карточки с фото
               *       * `-1` — все карточки товара
               * @default 0
               */
              withPhoto?: number;
              /** @description Поиск по артикулу продавца, артикулу WB, баркоду */
              textSearch?: string;
              /** @description Поиск по ID ярлыков */
              tagIDs?: number[];
              /** @description Фильтр по категории. `true` - только разрешённые, `false` - все. Не используется в песочнице */
              allowedCategoriesOnly?: boolean;
              /** @description Поиск по id предметов */
              objectIDs?: number[];
              /** @description Поиск по брендам */
              brands?: string[];
              /** @description Поиск по ID объединённой карточки товара */
              imtID?: number;
            };
            /** @description Курсор */
            cursor?: {
              /** @description Сколько карточек товаров выдать в ответе */
              limit?: number;
              /** @description Дата и время изменения */
              updatedAt?: string;
              /** @description Артикул WB, с которого надо запрашивать следующий список карточек товаров */
              nmID?: number;
            };
          };
        };
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "cards": [
           *         {
           *           "nmID": 12345678,
           *           "imtID": 123654789,
           *           "nmUUID": "01bda0b1-5c0b-736c-b2be-d0a6543e9be",
           *           "subjectID": 7771,
           *           "subjectName": "AKF системы",
           *           "vendorCode": "wb7f6mumjr1",
           *           "brand": "Тест",
           *           "title": "Тест-система",
           *           "description": "Тестовое описание",
           *           "needKiz": false,
           *           "photos": [
           *             {
           *               "big": "https://basket-10.wbbasket.ru/vol1592/part159206/159206280/images/big/1.webp",
           *               "c246x328": "https://basket-10.wbbasket.ru/vol1592/part159206/159206280/images/c246x328/1.webp",
           *               "c516x688": "https://basket-10.wbbasket.ru/vol1592/part159206/159206280/images/c516x688/1.webp",
           *               "square": "https://basket-10.wbbasket.ru/vol1592/part159206/159206280/images/square/1.webp",
           *               "tm": "https://basket-10.wbbasket.ru/vol1592/part159206/159206280/images/tm/1.webp"
           *             }
           *           ],
           *           "video": "https://videonme-basket-12.wbbasket.ru/vol137/part22557/225577433/hls/1440p/index.m3u8",
           *           "wholesale": {
           *             "enabled": true,
           *             "quantum": 112
           *           },
           *           "dimensions": {
           *             "length": 55,
           *             "width": 40,
           *             "height": 15,
           *             "weightBrutto": 6.24,
           *             "isValid": false
           *           },
           *           "characteristics": [
           *             {
           *               "id": 14177449,
           *               "name": "Цвет",
           *               "value": [
           *                 "красно-сиреневый"
           *               ]
           *             }
           *           ],
           *           "sizes": [
           *             {
           *               "chrtID": 316399238,
           *               "techSize": "0",
           *               "skus": [
           *                 "987456321654"
           *               ]
           *             }
           *           ],
           *           "tags": [
           *             {
           *               "id": 592569,
           *               "name": "Популярный",
           *               "color": "D1CFD7"
           *             }
           *           ],
           *           "createdAt": "2023-12-06T11:17:00.96577Z",
           *           "updatedAt": "2023-12-06T11:17:00.96577Z"
           *         }
           *       ],
           *       "cursor": {
           *         "updatedAt": "2023-12-06T11:17:00.96577Z",
           *         "nmID": 123654123,
           *         "total": 1
           *       }
           *     }
           */
          'application/json': {
            /** @description Список карточек товаров */
            cards?: {
              /** @description Артикул WB */
              nmID?: number;
              /** @description ID объединённой карточки товара.<br>Един для всех артикулов WB одной объединённой карточки товара.<br>Есть у карточки товара, даже если она не объединена ни с одной другой карточкой */
              imtID?: number;
              /**
               * Format: UUID
               * @description Внутренний технический ID карточки товара
               */
              nmUUID?: string;
              /** @description ID предмета */
              subjectID?: number;
              /** @description Название предмета */
              subjectName?: string;
              /** @description Артикул продавца */
              vendorCode?: string;
              /** @description Бренд */
              brand?: string;
              /** @description Наименование товара */
              title?: string;
              /** @description Описание товара */
              description?: string;
              /**
               * @description Требуется ли [код маркировки](https://честныйзнак.рф/) для этого товара
               *     <br>
               *     * `false` — не требуется
               *     <br>
               *     * `true` — требуется
               */
              needKiz?: boolean;
              /** @description Массив фото */
              photos?: {
                /** @description URL фото `900x1200` */
                big?: string;
                /** @description URL фото `248x328` */
                c246x328?: string;
                /** @description URL фото `516x688` */
                c516x688?: string;
                /** @description URL фото `600x600` */
                square?: string;
                /** @description URL фото `75x100` */
                tm?: string;
              }[];
              /** @description URL видео */
              video?: string;
              /** @description Оптовая продажа */
              wholesale?: {
                /** @description Предназначена ли карточка товара для оптовой продажи */
                enabled?: boolean;
                /**
                 * Format: uint64
                 * @description Количество единиц товара в упаковке
                 */
                quantum?: number;
              };
              /** @description Габариты и вес товара c упаковкой, см и кг */
              dimensions?: {
                /** @description Длина, см */
                length?: number;
                /** @description Ширина, см */
                width?: number;
                /** @description Высота, см */
                height?: number;
                /** @description Вес, кг<br>Количество знаков после запятой <=3 */
                weightBrutto?: number;
                /**
                 * @description Потенциальная некорректность габаритов товара:
                 *
                 *     - `true` — не выявлена. `"isValid":true` не гарантирует, что размеры указаны корректно. В отдельных случаях (например, при создании новой категории товаров) `"isValid":true` будет возвращаться при любых значениях, кроме нулевых.
                 *
                 *     - `false` — указанные габариты значительно отличаются от средних по категории (предмету). Рекомендуется перепроверить, правильно ли указаны размеры товара в упаковке в `сантиметрах`. Функциональность карточки товара, в том числе начисление логистики и хранения, при этом ограничена не будет. Логистика и хранение продолжают начисляться — по текущим габаритам. Также `"isValid":false` возвращается при отсутствии значений или нулевом значении любой стороны.
                 */
                isValid?: boolean;
              };
              /** @description Характеристики */
              characteristics?: {
                /** @description ID характеристики */
                id?: number;
                /** @description Название характеристики */
                name?: string;
                /** @description Значение характеристики. Тип значения зависит от типа характеристики */
                value?: unknown;
              }[];
              /** @description Размеры товара */
              sizes?: {
                /** @description Числовой ID размера для данного артикула WB */
                chrtID?: number;
                /** @description Размер товара (А, XXL, 57 и др.) */
                techSize?: string;
                /** @description Российский размер товара */
                wbSize?: string;
                /** @description Баркод товара */
                skus?: string[];
              }[];
              /** @description Ярлыки */
              tags?: {
                /** @description ID ярлыка */
                id?: number;
                /** @description Название ярлыка */
                name?: string;
                /**
                 * @description Цвет ярлыка. <br>
                 *     Доступные цвета:
                 *     - `D1CFD7` — серый
                 *     - `FEE0E0` — красный
                 *     - `ECDAFF` — фиолетовый
                 *     - `E4EAFF` — синий
                 *     - `DEF1DD` — зеленый
                 *     - `FFECC7` — желтый
                 */
                color?: string;
              }[];
              /** @description Дата и время создания */
              createdAt?: string;
              /** @description Дата и время изменения */
              updatedAt?: string;
            }[];
            /** @description Пагинатор */
            cursor?: {
              /** @description Дата и время, с которых надо запрашивать следующий список карточек товаров */
              updatedAt?: string;
              /** @description Артикул WB, с которого надо запрашивать следующий список карточек товаров */
              nmID?: number;
              /** @description Количество возвращённых карточек товаров */
              total?: number;
            };
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
          /** @example Request body can not be decoded */
          'plain/text': unknown;
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  postContentV2CardsErrorList: {
    parameters: {
      query?: {
        /**
         * @description Язык названий предметов:
         *       - `ru` — русский
         *       - `en` — английский
         *       - `zh` — китайский
         */
        locale?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "cursor": {
         *         "limit": 31,
         *         "updatedAt": "2025-08-05T17:54:40+08:00",
         *         "batchUUID": "bca3744c-1c8b-4588-b345-62af3b2899ae"
         *       },
         *       "order": {
         *         "ascending": true
         *       }
         *     }
         */
        'application/json': components['schemas']['requestPublicViewerPublicErrorsTableListV2'];
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": {
           *         "items": [
           *           {
           *             "batchUUID": "b15fecaf-57fd-4b63-ab6f-18d630b8793e",
           *             "subjects": {
           *               "wb15j2kjk9": {
           *                 "id": 8827,
           *                 "name": "Автомобили с пробегом"
           *               },
           *               "wb3g6advyh": {
           *                 "id": 8827,
           *                 "name": "Автомобили с пробегом"
           *               },
           *               "wb3g7xx8g9": {
           *                 "id": 8827,
           *                 "name": "Автомобили с пробегом"
           *               },
           *               "wb4uphjn61": {
           *                 "id": 8827,
           *                 "name": "Автомобили с пробегом"
           *               },
           *               "wb64nayozt": {
           *                 "id": 8827,
           *                 "name": "Автомобили с пробегом"
           *               }
           *             },
           *             "brands": {},
           *             "vendorCodes": [
           *               "wb64nayozt",
           *               "wb15j2kjk9",
           *               "wb3g7xx8g9",
           *               "wb3g6advyh",
           *               "wb4uphjn61"
           *             ],
           *             "errors": {
           *               "wb15j2kjk9": [
           *                 "Поле Наименование не должно содержать запрещенные символы: 😈 😊 🤨"
           *               ],
           *               "wb3g6advyh": [
           *                 "Поле Наименование не должно содержать запрещенные символы: 😊 🤨 😈"
           *               ],
           *               "wb3g7xx8g9": [
           *                 "Поле Наименование не должно содержать запрещенные символы: 🤯"
           *               ],
           *               "wb4uphjn61": [
           *                 "Поле Наименование не должно содержать запрещенные символы: 😊 🤨 😈"
           *               ],
           *               "wb64nayozt": [
           *                 "Поле Наименование не должно содержать запрещенные символы: 😈 😊 🤨"
           *               ]
           *             }
           *           },
           *           {
           *             "batchUUID": "30aa42ec-fb49-45ec-86d5-ddf9911e7e3f",
           *             "subjects": {
           *               "test_pasha1": {
           *                 "id": 184,
           *                 "name": "Рубашки"
           *               }
           *             },
           *             "brands": {},
           *             "vendorCodes": [
           *               "test_pasha1"
           *             ],
           *             "errors": {
           *               "test_pasha1": [
           *                 "Запрещено использовать E-Mail в поле Наименование",
           *                 "Запрещено использовать E-Mail в поле Описание"
           *               ]
           *             }
           *           }
           *         ],
           *         "cursor": {
           *           "next": true,
           *           "updatedAt": "2025-08-25T10:05:21Z",
           *           "batchUUID": "1cd79751-de1f-46c8-a444-a941d35dde56"
           *         }
           *       },
           *       "error": false,
           *       "errorText": "",
           *       "additionalErrors": null
           *     }
           */
          'application/json': components['schemas']['responsePublicViewerPublicErrorsTableListV2'];
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  postContentV2CardsUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @description Артикул WB */
          nmID: number;
          /** @description Артикул продавца */
          vendorCode: string;
          /** @description Бренд */
          brand?: string;
          /** @description Наименование товара */
          title?: string;
          /**
           * @description Описание товара<br>
           *     Максимальное количество символов зависит от категории товара<br>
           *     Стандарт — 2000, минимум — 1000, максимум — 5000<br>
           *     Подробно о правилах описания в **Правилах заполнения карточки товара** в [Справочном центре](https://seller.wildberries.ru/help-center/article/A-113#описание) на портале продавцов
           */
          description?: string;
          /**
           * @description Габариты и вес товара `c упаковкой`.<br>
           *     Укажите в `сантиметрах` и `килограммах` для любого товара
           */
          dimensions?: {
            /** @description Длина, см */
            length?: number;
            /** @description Ширина, см */
            width?: number;
            /** @description Высота, см */
            height?: number;
            /** @description Вес, кг<br>Количество знаков после запятой <=3 */
            weightBrutto?: number;
          };
          /**
           * @description Характеристики товара.
           *     <br>
           *     Можно получить методом [Характеристики предмета](./work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1object~1charcs~1%7BsubjectId%7D/get)
           */
          characteristics?: {
            /** @description ID характеристики */
            id: number;
            /**
             * @description Значения характеристики.
             *     <br>
             *     Тип данных — массив строк или число — зависит от типа характеристики, см. описание поля `charcType` в методе **Характеристики предмета**.
             *     <br>
             *     Допустимое количество значений отображено в поле `maxCount` того же метода
             */
            value: unknown;
          }[];
          /**
           * @description Массив размеров<br>
           *     Для безразмерного товара всё равно нужно передавать данный массив без параметров (wbSize и techSize), но с баркодом
           */
          sizes: {
            /**
             * @description ID размера для данного артикула WB<br>
             *     Обязателен к заполнению для существующих размеров<br>
             *     Для добавляемых размеров не указывается
             */
            chrtID?: number;
            /** @description Размер товара (например, XL, S, 45) */
            techSize?: string;
            /** @description Российский размер товара */
            wbSize?: string;
            /**
             * @description Цена товара, ₽<br>
             *     Указывается при добавлении размера
             */
            price?: number;
            /** @description Баркоды */
            skus?: string[];
          }[];
        }[];
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": null,
           *       "error": false,
           *       "errorText": "",
           *       "additionalErrors": {}
           *     }
           */
          'application/json': components['schemas']['responseCardCreate'];
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      /** @description Превышен лимит объёма данных в запросе */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "title": "request body too long",
           *       "detail": "https://openapi.wildberries.ru/content/api/ru/",
           *       "code": "71d3de1b-001e-488f-bbf5-55c31254fbeb",
           *       "requestId": "MN8usr6RfrzWHZfucSvNgb",
           *       "origin": "s2s-api-auth-content",
           *       "status": 413,
           *       "statusText": "Request Entity Too Large"
           *     }
           */
          'application/json': {
            /** @description Заголовок ошибки */
            title?: string;
            /** @description Детали ошибки */
            detail?: string;
            /** @description Внутренний код ошибки */
            code?: string;
            /** @description Уникальный ID запроса */
            requestId?: string;
            /** @description ID внутреннего сервиса WB */
            origin?: string;
            /** @description HTTP статус-код */
            status?: number;
            /** @description Расшифровка HTTP статус-кода */
            statusText?: string;
          };
        };
      };
      429: components['responses']['429'];
    };
  };
  postContentV2CardsMoveNm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json':
          | components['schemas']['requestMoveNmsImtConn']
          | components['schemas']['requestMoveNmsImtDisconn'];
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": null,
           *       "error": false,
           *       "errorText": "",
           *       "additionalErrors": {}
           *     }
           */
          'application/json': components['schemas']['responseCardCreate'];
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['responseCardCreate']
            | components['schemas']['responseIncorrectDate'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseCardCreate'];
        };
      };
      /** @description Превышен лимит объёма данных в запросе */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      429: components['responses']['429'];
    };
  };
  postContentV2CardsDeleteTrash: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "nmIDs": [
         *         123456789,
         *         987654321
         *       ]
         *     }
         */
        'application/json': {
          /** @description Артикулы WB */
          nmIDs?: number[];
        };
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": null,
           *       "error": false,
           *       "errorText": "",
           *       "additionalErrors": {}
           *     }
           */
          'application/json': {
            data?: Record<string, never> | null;
            /** @description Флаг ошибки */
            error?: boolean;
            /** @description Описание ошибки */
            errorText?: string;
            /** @description Дополнительные ошибки */
            additionalErrors?: Record<string, never> | null;
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  postContentV2CardsRecover: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "nmIDs": [
         *         123456789,
         *         987654321
         *       ]
         *     }
         */
        'application/json': {
          /** @description Артикулы WB */
          nmIDs?: number[];
        };
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": null,
           *       "error": false,
           *       "errorText": "",
           *       "additionalErrors": {}
           *     }
           */
          'application/json': {
            data?: Record<string, never> | null;
            /** @description Флаг ошибки */
            error?: boolean;
            /** @description Описание ошибки */
            errorText?: string;
            /** @description Дополнительные ошибки */
            additionalErrors?: Record<string, never> | null;
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  postContentV2GetCardsTrash: {
    parameters: {
      query?: {
        /**
         * @description Язык полей ответа `name`, `value` и `object`:
         *       - `ru` — русский
         *       - `en` — английский
         *       - `zh` — китайский
         *
         *     Не используется в песочнице
         */
        locale?: 'ru' | 'en' | 'zh';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "settings": {
         *         "sort": {
         *           "ascending": false
         *         },
         *         "filter": {
         *           "textSearch": "4603743187500888"
         *         },
         *         "cursor": {
         *           "trashedAt": "2023-12-06T11:17:00.96577Z",
         *           "nmID": 370870300,
         *           "limit": 11
         *         }
         *       }
         *     }
         */
        'application/json': {
          /** @description Настройки */
          settings?: {
            /** @description Параметр сортировки */
            sort?: {
              /**
               * @description Сортировать по `trashedAt` (`false` - по убыванию, `true` - по возрастанию)
               * @default false
               */
              ascending?: boolean;
            };
            /** @description Пагинатор */
            cursor?: {
              /** @description Сколько карточек товаров выдать в ответе */
              limit?: number;
              /** @description Дата и время помещения в корзину */
              trashedAt?: string;
              /** @description Артикул WB, с которого надо запрашивать следующий список карточек товаров */
              nmID?: number;
            };
            /** @description Параметры фильтрации */
            filter?: {
              /** @description Поиск по артикулу продавца, артикулу WB, баркоду */
              textSearch?: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "cards": [
           *         {
           *           "nmID": 1234567,
           *           "vendorCode": "wb5xsy5ftj",
           *           "subjectID": 1436,
           *           "subjectName": "Ведра хозяйственные",
           *           "photos": [
           *             {
           *               "big": "https://basket-10.wbbasket.ru/vol1592/part159206/159206280/images/big/1.webp",
           *               "c246x328": "https://basket-10.wbbasket.ru/vol1592/part159206/159206280/images/c246x328/1.webp",
           *               "c516x688": "https://basket-10.wbbasket.ru/vol1592/part159206/159206280/images/c516x688/1.webp",
           *               "square": "https://basket-10.wbbasket.ru/vol1592/part159206/159206280/images/square/1.webp",
           *               "tm": "https://basket-10.wbbasket.ru/vol1592/part159206/159206280/images/tm/1.webp"
           *             }
           *           ],
           *           "video": "https://videonme-basket-12.wbbasket.ru/vol137/part22557/225577433/hls/1440p/index.m3u8",
           *           "wholesale": {
           *             "enabled": true,
           *             "quantum": 114
           *           },
           *           "sizes": [
           *             {
           *               "chrtID": 111111111,
           *               "techSize": "0",
           *               "skus": [
           *                 "xxxxxxxxxxxx"
           *               ]
           *             }
           *           ],
           *           "dimensions": {
           *             "length": 35,
           *             "width": 40,
           *             "height": 15,
           *             "weightBrutto": 2.9,
           *             "isValid": false
           *           },
           *           "createdAt": "2023-12-05T14:55:09.323462Z",
           *           "trashedAt": "2023-12-06T10:57:42.193028Z"
           *         }
           *       ],
           *       "cursor": {
           *         "trashedAt": "2023-12-06T10:57:42.193028Z",
           *         "nmID": 194128521,
           *         "total": 1
           *       }
           *     }
           */
          'application/json': {
            /** @description Массив карточек товаров */
            cards?: {
              /** @description Артикул WB */
              nmID?: number;
              /** @description Артикул продавца */
              vendorCode?: string;
              /** @description ID предмета */
              subjectID?: number;
              /** @description Название предмета */
              subjectName?: string;
              /** @description Массив фото */
              photos?: {
                /** @description URL фото `900x1200` */
                big?: string;
                /** @description URL фото `248x328` */
                c246x328?: string;
                /** @description URL фото `516x688` */
                c516x688?: string;
                /** @description URL фото `600x600` */
                square?: string;
                /** @description URL фото `75x100` */
                tm?: string;
              }[];
              /** @description URL видео */
              video?: string;
              /** @description Оптовая продажа */
              wholesale?: {
                /** @description Предназначена ли карточка товара для оптовой продажи */
                enabled?: boolean;
                /**
                 * Format: uint64
                 * @description Количество единиц товара в упаковке
                 */
                quantum?: number;
              };
              /** @description Массив размеров */
              sizes?: {
                /** @description ID размера */
                chrtID?: number;
                /** @description Размер товара */
                techSize?: string;
                /** @description Российский размер товара */
                wbSize?: string;
                /** @description Массив баркодов */
                skus?: string[];
              }[];
              /** @description Габариты и вес товара c упаковкой, см и кг */
              dimensions?: {
                /** @description Длина, см */
                length?: number;
                /** @description Ширина, см */
                width?: number;
                /** @description Высота, см */
                height?: number;
                /** @description Вес, кг<br>Количество знаков после запятой <=3 */
                weightBrutto?: number;
                /**
                 * @description Потенциальная некорректность габаритов товара:
                 *
                 *     - `true` — не выявлена. `"isValid":true` не гарантирует, что размеры указаны корректно. В отдельных случаях (например, при создании новой категории товаров) `"isValid":true` будет возвращаться при любых значениях, кроме нулевых.
                 *
                 *     - `false` — указанные габариты значительно отличаются от средних по категории (предмету). Рекомендуется перепроверить, правильно ли указаны размеры товара в упаковке в `сантиметрах`. Функциональность карточки товара, в том числе начисление логистики и хранения, при этом ограничена не будет. Логистика и хранение продолжают начисляться — по текущим габаритам. Также `"isValid":false` возвращается при отсутствии значений или нулевом значении любой стороны.
                 */
                isValid?: boolean;
              };
              /** @description Характеристики */
              characteristics?:
                | {
                    /** @description ID характеристики */
                    id?: number;
                    /** @description Название характеристики */
                    name?: string;
                    /** @description Значение характеристики. Тип значения зависит от типа характеристики */
                    value?: unknown;
                  }[]
                | null;
              /** @description Date and time the card was created */
              createdAt?: string;
              /** @description Дата и время помещения в корзину */
              trashedAt?: string;
            }[];
            /** @description Пагинатор */
            cursor?: {
              /** @description Дата и время, с которых надо запрашивать следующий список карточек товаров */
              trashedAt?: string;
              /** @description Артикул WB, с которого надо запрашивать следующий список карточек товаров */
              nmID?: number;
              /** @description Количество возвращённых карточек товаров */
              total?: number;
            };
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
          /** @example Request body can not be decoded */
          'plain/text': unknown;
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getContentV2CardsLimits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": {
           *         "freeLimits": 1500,
           *         "paidLimits": 10
           *       },
           *       "error": false,
           *       "errorText": "",
           *       "additionalErrors": null
           *     }
           */
          'application/json': {
            data?: {
              /** @description Количество бесплатных лимитов */
              freeLimits?: number;
              /** @description Количество оплаченных лимитов */
              paidLimits?: number;
            };
            /** @description Флаг ошибки */
            error?: boolean;
            /** @description Описание ошибки */
            errorText?: string;
            /** @description Дополнительные ошибки */
            additionalErrors?: string | null;
          };
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  postContentV2Barcodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description Кол-во баркодов которые надо сгенерировать, максимальное доступное количество баркодов для генерации - `5 000`
           * @example 100
           */
          count?: number;
        };
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Массив сгенерированных баркодов */
            data?: string[];
            /**
             * @description Флаг ошибки
             * @example false
             */
            error?: boolean;
            /**
             * @description Описание ошибки
             * @example
             */
            errorText?: string;
            /**
             * @description Дополнительные ошибки
             * @example
             */
            additionalErrors?: string | null;
          };
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError403'];
        };
      };
      429: components['responses']['429'];
    };
  };
  postContentV2CardsUpload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @description ID предмета */
          subjectID: number;
          /**
           * @description Массив вариантов товара.<br>
           *     В каждой объединённой карточке товара может быть не более 30 карточек товаров
           */
          variants: {
            /** @description Бренд */
            brand?: string;
            /** @description Наименование товара */
            title?: string;
            /**
             * @description Описание товара.<br>
             *     Максимальное количество символов зависит от категории товара<br>
             *     Стандарт — 2000, минимум — 1000, максимум — 5000<br>
             *     Подробно о правилах описания в **Правилах заполнения карточки товара** в разделе в [Справочном центре](https://seller.wildberries.ru/help-center/article/A-113#описание) на портале продавцов
             */
            description?: string;
            /** @description Артикул продавца */
            vendorCode: string;
            /** @description Оптовая продажа */
            wholesale?: {
              /** @description Предназначена ли карточка товара для оптовой продажи */
              enabled?: boolean;
              /**
               * Format: uint64
               * @description Количество единиц товара в упаковке
               */
              quantum?: number;
            };
            /**
             * @description Габариты и вес товара `c упаковкой`.<br>
             *     Укажите в `сантиметрах` и `килограммах` для любого товара.<br>
             *     Если данные не указаны, автоматически сгенерируются нулевые значения длины, ширины, высоты и веса
             */
            dimensions?: {
              /** @description Длина, см */
              length?: number;
              /** @description Ширина, см */
              width?: number;
              /** @description Высота, см */
              height?: number;
              /** @description Вес, кг<br>Количество знаков после запятой <=3 */
              weightBrutto?: number;
            };
            /**
             * @description Массив размеров.<br>
             *     Если не указать для размерного товара (обувь, одежда и др.), сгенерируется автоматически с `techSize` = "A", `wbSize` = "1" и баркодом
             */
            sizes?: {
              /** @description Размер товара (например, XL, 45) */
              techSize?: string;
              /** @description Российский размер товара */
              wbSize?: string;
              /** @description Цена товара */
              price?: number;
              /** @description Баркод. Если не указать, сгенерируется автоматически */
              skus?: string[];
            }[];
            /**
             * @description Характеристики товара.
             *     <br>
             *     Можно получить методом [Характеристики предмета](./work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1object~1charcs~1%7BsubjectId%7D/get)
             */
            characteristics?: {
              /** @description ID характеристики */
              id: number;
              /**
               * @description Значения характеристики.
               *     <br>
               *     Тип данных — массив строк или число — зависит от типа характеристики, см. описание поля `charcType` в методе **Характеристики предмета**.
               *     <br>
               *     Допустимое количество значений отображено в поле `maxCount` того же метода
               */
              value: unknown;
            }[];
          }[];
        }[];
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": null,
           *       "error": false,
           *       "errorText": "",
           *       "additionalErrors": {}
           *     }
           */
          'application/json': components['schemas']['responseCardCreate'];
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Превышен лимит объёма данных в запросе */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "title": "request body too long",
           *       "detail": "https://openapi.wildberries.ru/content/api/ru/",
           *       "code": "71d3de1b-001e-488f-bbf5-55c31254fbeb",
           *       "requestId": "MN8usr6RfrzWHZfucSvNgb",
           *       "origin": "s2s-api-auth-content",
           *       "status": 413,
           *       "statusText": "Request Entity Too Large"
           *     }
           */
          'application/json': {
            /** @description Заголовок ошибки */
            title?: string;
            /** @description Детали ошибки */
            detail?: string;
            /** @description Внутренний код ошибки */
            code?: string;
            /** @description Уникальный ID запроса */
            requestId?: string;
            /** @description ID внутреннего сервиса WB */
            origin?: string;
            /** @description HTTP статус-код */
            status?: number;
            /** @description Расшифровка HTTP статус-кода */
            statusText?: string;
          };
        };
      };
      429: components['responses']['429'];
    };
  };
  postContentV2CardsUploadAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "imtID": 987654321,
         *       "cardsToAdd": [
         *         {
         *           "vendorCode": "myVariant1",
         *           "wholesale": {
         *             "enabled": true,
         *             "quantum": 243
         *           },
         *           "title": "Наименование товара",
         *           "description": "Описание товара",
         *           "brand": "Бренд",
         *           "dimensions": {
         *             "length": 9,
         *             "width": 6,
         *             "height": 3,
         *             "weightBrutto": 0.893
         *           },
         *           "characteristics": [
         *             {
         *               "id": 12,
         *               "value": [
         *                 "Russian flag"
         *               ]
         *             },
         *             {
         *               "id": 25471,
         *               "value": 1300
         *             },
         *             {
         *               "id": 14177449,
         *               "value": [
         *                 "blue"
         *               ]
         *             }
         *           ],
         *           "sizes": [
         *             {
         *               "skus": [
         *                 "12345678"
         *               ]
         *             }
         *           ]
         *         },
         *         {
         *           "vendorCode": "myVariant2",
         *           "title": "Наименование товара",
         *           "description": "Описание товаров",
         *           "brand": "Бренд",
         *           "dimensions": {
         *             "length": 8,
         *             "width": 8,
         *             "height": 8,
         *             "weightBrutto": 1.04
         *           },
         *           "characteristics": [
         *             {
         *               "id": 12,
         *               "value": [
         *                 "Russian flag"
         *               ]
         *             },
         *             {
         *               "id": 25471,
         *               "value": 1300
         *             },
         *             {
         *               "id": 14177449,
         *               "value": [
         *                 "blue"
         *               ]
         *             }
         *           ],
         *           "sizes": [
         *             {
         *               "skus": [
         *                 "222222222222"
         *               ]
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        'application/json': {
          /** @description `imtID` карточки товара, к которой присоединяется карточка товара */
          imtID?: number;
          /** @description Структура присоединяемой карточки товара */
          cardsToAdd?: {
            /** @description Бренд */
            brand?: string;
            /** @description Артикул продавца */
            vendorCode: string;
            /** @description Оптовая продажа */
            wholesale?: {
              /** @description Предназначена ли карточка товара для оптовой продажи */
              enabled?: boolean;
              /**
               * Format: uint64
               * @description Количество единиц товара в упаковке
               */
              quantum?: number;
            };
            /** @description Наименование товара */
            title?: string;
            /**
             * @description Описание товара.<br>
             *     Максимальное количество символов зависит от категории товара<br>
             *     Стандарт — 2000, минимум — 1000, максимум — 5000<br>
             *     Подробно о правилах описания в **Правилах заполнения карточки товара** в [Справочном центре](https://seller.wildberries.ru/help-center/article/A-113#описание) на портале продавцов
             */
            description?: string;
            /**
             * @description Габариты и вес товара `c упаковкой`.<br>
             *     Укажите в `сантиметрах` и `килограммах` для любого товара. <br>
             *     Если данные не указаны, автоматически сгенерируются нулевые значения длины, ширины, высоты и веса
             */
            dimensions?: {
              /** @description Длина, см */
              length?: number;
              /** @description Ширина, см */
              width?: number;
              /** @description Высота, см */
              height?: number;
              /** @description Вес, кг<br>Количество знаков после запятой <=3 */
              weightBrutto?: number;
            };
            /**
             * @description Массив размеров.<br>
             *     Если не указать для размерного товара (обувь, одежда и др.), сгенерируется автоматически с `techSize` = "A", `wbSize` = "1" и баркодом
             */
            sizes?: {
              /** @description Размер товара (например, XL, 45) */
              techSize?: string;
              /** @description Российский размер товара */
              wbSize?: string;
              /** @description Цена товара */
              price?: number;
              /** @description Баркод. Если не указать, сгенерируется автоматически */
              skus?: string[];
            }[];
            /**
             * @description Характеристики товара.
             *     <br>
             *     Можно получить методом [Характеристики предмета](./work-with-products#tag/Kategorii-predmety-i-harakteristiki/paths/~1content~1v2~1object~1charcs~1%7BsubjectId%7D/get)
             */
            characteristics?: {
              /** @description ID характеристики */
              id: number;
              /**
               * @description Значения характеристики.
               *     <br>
               *     Тип данных — массив строк или число — зависит от типа характеристики, см. описание поля `charcType` в методе **Характеристики предмета**.
               *     <br>
               *     Допустимое количество значений отображено в поле `maxCount` того же метода
               */
              value: unknown;
            }[];
          }[];
        };
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": null,
           *       "error": false,
           *       "errorText": "",
           *       "additionalErrors": {}
           *     }
           */
          'application/json': components['schemas']['responseCardCreate'];
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['responseBodyContentError400'];
        };
      };
      401: components['responses']['401'];
      /** @description Превышен лимит объёма данных в запросе */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "title": "request body too long",
           *       "detail": "https://openapi.wildberries.ru/content/api/ru/",
           *       "code": "71d3de1b-001e-488f-bbf5-55c31254fbeb",
           *       "requestId": "MN8usr6RfrzWHZfucSvNgb",
           *       "origin": "s2s-api-auth-content",
           *       "status": 413,
           *       "statusText": "Request Entity Too Large"
           *     }
           */
          'application/json': {
            /** @description Заголовок ошибки */
            title?: string;
            /** @description Детали ошибки */
            detail?: string;
            /** @description Внутренний код ошибки */
            code?: string;
            /** @description Уникальный ID запроса */
            requestId?: string;
            /** @description ID внутреннего сервиса WB */
            origin?: string;
            /** @description HTTP статус-код */
            status?: number;
            /** @description Расшифровка HTTP статус-кода */
            statusText?: string;
          };
        };
      };
      429: components['responses']['429'];
    };
  };
  postContentV3MediaFile: {
    parameters: {
      query?: never;
      header: {
        /** @description Артикул WB */
        'X-Nm-Id': string;
        /**
         * @description Номер медиафайла на загрузку, начинается с `1`. При загрузке видео всегда указывайте `1`.
         *
         *     Чтобы добавить изображение к уже загруженным, номер медиафайла должен быть больше количества уже загруженных медиафайлов.
         */
        'X-Photo-Number': number;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          uploadfile?: string;
        };
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": {},
           *       "error": false,
           *       "errorText": "",
           *       "additionalErrors": null
           *     }
           */
          'application/json': {
            data?: Record<string, never>;
            /** @description Флаг ошибки */
            error?: boolean;
            /** @description Описание ошибки */
            errorText?: string;
            /** @description Дополнительные ошибки */
            additionalErrors?: Record<string, never> | null;
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['mediaErrors'];
          /** @example Invalid 'boundary' for 'multipart/form-data' request */
          'plain/text': unknown;
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['mediaErrors'];
        };
      };
      429: components['responses']['429'];
    };
  };
  postContentV3MediaSave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "nmId": 213864079,
         *       "data": [
         *         "https://basket-stage-02.dasec.ru/vol669/part66964/66964260/images/big/2.jpg",
         *         "https://sample-videos.com/video321/mp4/720/big_buck_bunny_720p_mb.mp4"
         *       ]
         *     }
         */
        'application/json': {
          /** @description Артикул WB */
          nmId?: number;
          /** @description Ссылки на изображения в том порядке, в котором они будут в карточке товара, и на видео, на любой позиции массива */
          data?: string[];
        };
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": {},
           *       "error": false,
           *       "errorText": "",
           *       "additionalErrors": null
           *     }
           */
          'application/json': {
            data?: Record<string, never>;
            /** @description Флаг ошибки */
            error?: boolean;
            /** @description Описание ошибки */
            errorText?: string;
            /** @description Дополнительные ошибки */
            additionalErrors?: Record<string, never> | null;
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['mediaErrors'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['mediaErrors'];
        };
      };
      /** @description Ошибка сохранения части ссылок */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['mediaErrors'];
        };
      };
      /** @description Отсутствует параметр nmId */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['mediaErrors'];
        };
      };
      429: components['responses']['429'];
    };
  };
  postApiV2UploadTask: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['SupplierTaskRequest'];
    responses: {
      200: components['responses']['SuccessTaskResponse'];
      208: components['responses']['Responses208'];
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      /** @description Неожидаемый результат */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      429: components['responses']['429'];
    };
  };
  postApiV2UploadTaskSize: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['SupplierTaskRequestSize'];
    responses: {
      200: components['responses']['SuccessTaskResponse'];
      208: components['responses']['Responses208'];
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      /** @description Неожидаемый результат */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      429: components['responses']['429'];
    };
  };
  postApiV2UploadTaskClubDiscount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['SupplierTaskRequestClubDisc'];
    responses: {
      200: components['responses']['SuccessTaskResponse'];
      208: components['responses']['Responses208'];
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      /** @description Неожидаемый результат */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getApiV2HistoryTasks: {
    parameters: {
      query: {
        /** @description ID загрузки */
        uploadID: components['parameters']['uploadID'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ResponseTaskHistory'];
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getApiV2HistoryGoodsTask: {
    parameters: {
      query: {
        /** @description Сколько элементов вывести на одной странице (пагинация) */
        limit: components['parameters']['limit'];
        /** @description Сколько элементов пропустить. Например, для значения `10` ответ начнется с 11 элемента */
        offset?: components['parameters']['offset'];
        /** @description ID загрузки */
        uploadID: components['parameters']['uploadID'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ResponseGoodHistories'];
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getApiV2BufferTasks: {
    parameters: {
      query: {
        /** @description ID загрузки */
        uploadID: components['parameters']['uploadID'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ResponseTaskBuffer'];
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getApiV2BufferGoodsTask: {
    parameters: {
      query: {
        /** @description Сколько элементов вывести на одной странице (пагинация) */
        limit: components['parameters']['limit'];
        /** @description Сколько элементов пропустить. Например, для значения `10` ответ начнется с 11 элемента */
        offset?: components['parameters']['offset'];
        /** @description ID загрузки */
        uploadID: components['parameters']['uploadID'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ResponseGoodBufferHistories'];
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getApiV2ListGoodsFilter: {
    parameters: {
      query: {
        /** @description Сколько элементов вывести на одной странице (пагинация) */
        limit: components['parameters']['limit'];
        /** @description Сколько элементов пропустить. Например, для значения `10` ответ начнется с 11 элемента */
        offset?: components['parameters']['offset'];
        /**
         * @description Артикул WB для поиска товара
         * @example 44589768676
         */
        filterNmID?: components['parameters']['filterNmID'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ResponseGoodsLists'];
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      429: components['responses']['429'];
    };
  };
  postApiV2ListGoodsFilter: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['FilterPost'];
    responses: {
      200: components['responses']['ResponseGoodsLists'];
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getApiV2ListGoodsSizeNm: {
    parameters: {
      query: {
        /** @description Сколько элементов вывести на одной странице (пагинация) */
        limit: components['parameters']['limit'];
        /** @description Сколько элементов пропустить. Например, для значения `10` ответ начнется с 11 элемента */
        offset?: components['parameters']['offset'];
        /** @description Артикул WB */
        nmID: components['parameters']['nmID'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ResponseSizeLists'];
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getApiV2QuarantineGoods: {
    parameters: {
      query: {
        /** @description Сколько элементов вывести на одной странице (пагинация) */
        limit: components['parameters']['limit'];
        /** @description Сколько элементов пропустить. Например, для значения `10` ответ начнется с 11 элемента */
        offset?: components['parameters']['offset'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ResponseQuarantineGoods'];
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      401: components['responses']['401'];
      /** @description Доступ запрещён */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      /** @description Неожидаемый результат */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseError'];
        };
      };
      429: components['responses']['429'];
    };
  };
  putApiV3StocksWarehouseId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ID склада продавца */
        warehouseId: components['parameters']['Warehouse'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @description Массив баркодов товаров и их остатков */
          stocks: {
            /**
             * @description ID размера товара
             * @example 12345678
             */
            chrtId?: number;
            /**
             * @deprecated
             * @description Баркод. Параметр будет отключен [9 февраля](https://dev.wildberries.ru/release-notes?id=386)
             * @example BarcodeTest123
             */
            sku?: string;
            /**
             * @description Остаток
             * @example 10
             */
            amount?: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Обновлено */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['AccessDenied'];
      404: components['responses']['NotFound'];
      406: components['responses']['StatusNotAcceptable'];
      /** @description Ошибка обновления остатков */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StocksWarehouseError'];
        };
      };
      429: components['responses']['429'];
    };
  };
  postApiV3StocksWarehouseId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ID склада продавца */
        warehouseId: components['parameters']['Warehouse'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Массив ID размеров товаров */
          chrtIds: number[];
          /**
           * @deprecated
           * @description Массив баркодов. Параметр будет отключен [9 февраля](https://dev.wildberries.ru/release-notes?id=386)
           */
          skus?: string[];
        };
      };
    };
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stocks?: {
              /**
               * @description ID размера товара
               * @example 12345678
               */
              chrtId?: number;
              /**
               * @deprecated
               * @description Баркод. Поле будет отключено [9 февраля](https://dev.wildberries.ru/release-notes?id=386)
               * @example BarcodeTest123
               */
              sku?: string;
              /**
               * @description Остаток
               * @example 10
               */
              amount?: number;
            }[];
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['AccessDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['429'];
    };
  };
  deleteApiV3StocksWarehouseId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ID склада продавца */
        warehouseId: components['parameters']['Warehouse'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Массив ID размеров товаров */
          chrtIds: number[];
          /**
           * @deprecated
           * @description Массив баркодов. Параметр будет отключен [9 февраля](https://dev.wildberries.ru/release-notes?id=386)
           */
          skus?: string[];
        };
      };
    };
    responses: {
      /** @description Удалено */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['AccessDenied'];
      /** @description Не найдено */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "NotFound",
           *       "message": "",
           *       "data": {
           *         "skuTest1": "",
           *         "skuTest2": ""
           *       }
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ошибка удаления остатков */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['429'];
    };
  };
  getApiV3Offices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Office'][];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['AccessDenied'];
      429: components['responses']['429'];
    };
  };
  getApiV3Warehouses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Warehouse'][];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['AccessDenied'];
      429: components['responses']['429'];
    };
  };
  postApiV3Warehouses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description Имя склада продавца
           * @example Склад Коледино
           */
          name: string;
          /**
           * @description ID склада WB
           * @example 15
           */
          officeId: number;
        };
      };
    };
    responses: {
      /** @description Создано */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * @description ID склада продавца
             * @example 2
             */
            id?: number;
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['AccessDenied'];
      404: components['responses']['NotFound'];
      /** @description Ошибка создания нового склада */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['429'];
    };
  };
  putApiV3WarehousesWarehouseId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ID склада продавца */
        warehouseId: components['parameters']['Warehouse'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description Имя склада продавца
           * @example Склад Коледино
           */
          name: string;
          /**
           * @description ID склада WB
           * @example 15
           */
          officeId: number;
        };
      };
    };
    responses: {
      /** @description Обновлено */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['AccessDenied'];
      404: components['responses']['NotFound'];
      /** @description Ошибка обновления склада */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['429'];
    };
  };
  deleteApiV3WarehousesWarehouseId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ID склада продавца */
        warehouseId: components['parameters']['Warehouse'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Удалено */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['401'];
      403: components['responses']['AccessDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['429'];
    };
  };
  getApiV3DbwWarehousesWarehouseIdContacts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ID склада продавца */
        warehouseId: components['parameters']['Warehouse'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Успешно */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            contacts?: {
              /**
               * @description Комментарий
               * @example Иванов Иван Иванович. Звонить с 10 до 21 часа.
               */
              comment?: string;
              /**
               * @description Номер телефона
               * @example +79998887766
               */
              phone?: string;
            }[];
          };
        };
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['AccessDenied'];
      429: components['responses']['429'];
    };
  };
  putApiV3DbwWarehousesWarehouseIdContacts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ID склада продавца */
        warehouseId: components['parameters']['Warehouse'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StoreContactRequestBody'];
      };
    };
    responses: {
      /** @description Обновлено */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Неправильный запрос */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['401'];
      403: components['responses']['AccessDenied'];
      429: components['responses']['429'];
    };
  };
}
