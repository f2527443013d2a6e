import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  PRICE_EXCEL_CONTRACTS,
  PRICE_EXCEL_ERROR_CODES,
  PRICE_EXCEL_MAX_BYTES,
  XLSX_CONTENT_TYPE,
  priceExcelTemplateQuerySchema,
  type PriceExcelTemplateQuery,
  type PriceExcelUploadResponse,
  type SaveExcelCostsResponse,
} from '@marketpult/shared/contracts/price-excel';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, errorResponses } from '../../../http/errors';
import { userIdOf } from '../../../http/request-user';
import type { PriceDeps } from '../context';
import { EXCEL_MESSAGES } from './messages';
import { saveExcelCosts, uploadPriceFile } from './service';
import { priceExcelTemplate } from './template';

const reads = errorResponses(400, 401, 403, 404, 422);
const writes = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);
/** The cost list of a full file: 10,000 products' uuids and prices. */
const COSTS_BODY_LIMIT = 1024 * 1024;

const tooLarge = () =>
  new ApiError(
    413,
    PRICE_EXCEL_ERROR_CODES.fileTooLarge,
    EXCEL_MESSAGES.fileTooLarge(PRICE_EXCEL_MAX_BYTES / (1024 * 1024)),
  );

/**
 * The .xlsx body as bytes, read up to PRICE_EXCEL_MAX_BYTES: over it the upload stops with a
 * Russian 413 (Fastify's own limit would answer in English).
 */
async function readXlsxBody(request: FastifyRequest, payload: AsyncIterable<Buffer>) {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > PRICE_EXCEL_MAX_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += chunk.length;
    if (size > PRICE_EXCEL_MAX_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The spreadsheet calls (contracts/price-excel.ts). Registered in their own scope, so the .xlsx
 * body parser serves these routes only; every other call stays JSON-only.
 */
export function priceExcelRoutes(deps: PriceDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addContentTypeParser(
      XLSX_CONTENT_TYPE,
      (request: FastifyRequest, payload: AsyncIterable<Buffer>) => readXlsxBody(request, payload),
    );
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['prices'];

    // Untyped on purpose: the answer is a file, which the typed reply (JSON schemas) refuses.
    app.get(
      API_PATHS.priceExcelTemplate,
      {
        preHandler: app.requireUser,
        schema: {
          summary: "The account's listings with their current values as an Excel template",
          tags,
          querystring: priceExcelTemplateQuerySchema,
          response: reads,
        },
      },
      async (request, reply) => {
        const query = request.query as PriceExcelTemplateQuery;
        const file = await priceExcelTemplate(deps.db, userIdOf(request), query);
        return reply
          .header('Content-Type', XLSX_CONTENT_TYPE)
          .header('Cache-Control', 'private, no-store')
          .header(
            'Content-Disposition',
            `attachment; filename="prices.xlsx"; filename*=UTF-8''${encodeURIComponent('Цены и остатки.xlsx')}`,
          )
          .send(file);
      },
    );

    r.post(
      PRICE_EXCEL_CONTRACTS.priceExcelUpload.path,
      {
        preHandler: app.requireUser,
        schema: {
          summary:
            'An edited template (raw .xlsx body): one dry run of exactly the edited cells, and the cost price edits',
          tags,
          response: { 200: PRICE_EXCEL_CONTRACTS.priceExcelUpload.response, ...writes },
        },
      },
      async (request): Promise<PriceExcelUploadResponse> => {
        // A JSON (or empty) body reaches here through the app's JSON parser: not a file.
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw new ApiError(415, PRICE_EXCEL_ERROR_CODES.notXlsx, EXCEL_MESSAGES.notXlsx);
        }
        return uploadPriceFile(deps, userIdOf(request), request.body);
      },
    );

    r.post(
      PRICE_EXCEL_CONTRACTS.priceExcelCosts.path,
      {
        preHandler: app.requireUser,
        bodyLimit: COSTS_BODY_LIMIT,
        schema: {
          summary: "Saves the cost prices of an upload the seller confirmed (the products')",
          tags,
          body: PRICE_EXCEL_CONTRACTS.priceExcelCosts.request,
          response: { 200: PRICE_EXCEL_CONTRACTS.priceExcelCosts.response, ...writes },
        },
      },
      async (request): Promise<SaveExcelCostsResponse> =>
        saveExcelCosts(deps.db, userIdOf(request), request.body),
    );
  };
}
