import type { paths } from './generated/ozon-seller-api';

/** The Ozon operations the connector calls (all POST, as nearly all of Ozon's are). */
export type OzonPath = {
  [P in keyof paths]: paths[P] extends { post: object } ? P : never;
}[keyof paths];

type PostOf<P extends OzonPath> = paths[P] extends { post: infer Operation } ? Operation : never;

/** Request body of an Ozon operation, as the official file declares it. */
export type OzonRequest<P extends OzonPath> =
  PostOf<P> extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : never;

/** Body of an Ozon operation's 200 reply, as declared (numbers may come as strings: numbers.ts). */
export type OzonReply<P extends OzonPath> =
  PostOf<P> extends { responses: { 200: { content: { 'application/json': infer Body } } } }
    ? Body
    : never;

export const OZON_HOST = 'https://api-seller.ozon.ru';
