import type { paths } from './generated/yandex-partner-api';

export type YmMethod = 'get' | 'post' | 'put';
export type YmPath = keyof paths;

type OperationOf<P extends YmPath, M extends YmMethod> = NonNullable<paths[P][M]>;

/** Path parameters, query and body of a Yandex Market operation, as the official file declares. */
export type YmPathParams<P extends YmPath, M extends YmMethod> =
  OperationOf<P, M> extends { parameters: { path: infer Params } } ? Params : never;
export type YmQuery<P extends YmPath, M extends YmMethod> =
  OperationOf<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;
export type YmBody<P extends YmPath, M extends YmMethod> =
  OperationOf<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : never;
export type YmReply<P extends YmPath, M extends YmMethod> =
  OperationOf<P, M> extends { responses: { 200: { content: { 'application/json': infer Body } } } }
    ? Body
    : never;

export const YANDEX_HOST = 'https://api.partner.market.yandex.ru';

/** One offer of the business's catalogue with its place on Маркет (offer-mappings). */
export type OfferMapping = NonNullable<
  NonNullable<
    YmReply<'/v2/businesses/{businessId}/offer-mappings', 'post'>['result']
  >['offerMappings']
>[number];
