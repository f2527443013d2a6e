import {
  CABINET_CONTRACTS,
  cabinetParamsSchema,
  type CabinetDetailResponse,
  type CabinetListResponse,
  type CabinetResponse,
  type CheckCabinetResponse,
  type DeleteCabinetResponse,
  type StartSyncResponse,
} from '@marketpult/shared/contracts/cabinets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/errors';
import { userIdOf } from '../../http/request-user';
import type { CabinetDeps } from './context';
import { throttleKeyChecks } from './limits';
import {
  cabinetDetail,
  checkCabinetCredentials,
  createCabinet,
  deleteCabinet,
  listCabinets,
  replaceCredentials,
  startSync,
  updateCabinet,
} from './service';

/** A key is at most 4 KiB; even written entirely as \u escapes the body fits. */
const CABINET_BODY_LIMIT = 32 * 1024;

/** Refusals every cabinet call may answer; the marketplace ones where a marketplace is asked. */
const plain = errorResponses(400, 401, 403, 404, 409, 413, 415);
const asksMarketplace = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 502);

/**
 * The cabinet calls (contracts/cabinets.ts): signed-in only (401), every POST CSRF-checked (the
 * csrf plugin), bodies validated by the shared contracts. Every query is scoped by the signed-in
 * account, so another account's cabinet answers 404 NotFound, exactly like a missing one.
 */
export function cabinetRoutes(deps: CabinetDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { preHandler: app.requireUser, bodyLimit: CABINET_BODY_LIMIT };
    /** The calls that ask a marketplace about a key: throttled per account. */
    const checksKey = {
      preHandler: [app.requireUser, throttleKeyChecks(app)],
      bodyLimit: CABINET_BODY_LIMIT,
    };
    const tags = ['cabinets'];

    r.get(
      CABINET_CONTRACTS.cabinets.path,
      {
        preHandler: app.requireUser,
        schema: {
          summary: "The signed-in account's cabinets with counts and their last sync run",
          tags,
          response: { 200: CABINET_CONTRACTS.cabinets.response, ...plain },
        },
      },
      async (request): Promise<CabinetListResponse> => ({
        cabinets: await listCabinets(deps, userIdOf(request)),
      }),
    );

    r.post(
      CABINET_CONTRACTS.cabinetsCheck.path,
      {
        ...checksKey,
        schema: {
          summary: 'Check marketplace credentials live, before saving: the shops they open',
          tags,
          body: CABINET_CONTRACTS.cabinetsCheck.request,
          response: { 200: CABINET_CONTRACTS.cabinetsCheck.response, ...asksMarketplace },
        },
      },
      async (request): Promise<CheckCabinetResponse> =>
        checkCabinetCredentials(deps, userIdOf(request), request.body.credentials),
    );

    r.post(
      CABINET_CONTRACTS.cabinetCreate.path,
      {
        ...checksKey,
        schema: {
          summary: 'Add a cabinet: checks the key again, stores it encrypted, queues a full sync',
          tags,
          body: CABINET_CONTRACTS.cabinetCreate.request,
          response: { 200: CABINET_CONTRACTS.cabinetCreate.response, ...asksMarketplace },
        },
      },
      async (request): Promise<CabinetResponse> => ({
        cabinet: await createCabinet(deps, userIdOf(request), request.body),
      }),
    );

    r.get(
      CABINET_CONTRACTS.cabinet.path,
      {
        preHandler: app.requireUser,
        schema: {
          summary: 'One cabinet and its latest sync runs (newest first, up to 20)',
          tags,
          params: cabinetParamsSchema,
          response: { 200: CABINET_CONTRACTS.cabinet.response, ...plain },
        },
      },
      async (request): Promise<CabinetDetailResponse> =>
        cabinetDetail(deps, userIdOf(request), request.params.id),
    );

    r.post(
      CABINET_CONTRACTS.cabinetUpdate.path,
      {
        ...common,
        schema: {
          summary: 'Rename a cabinet, or switch it off and on',
          tags,
          params: cabinetParamsSchema,
          body: CABINET_CONTRACTS.cabinetUpdate.request,
          response: { 200: CABINET_CONTRACTS.cabinetUpdate.response, ...plain },
        },
      },
      async (request): Promise<CabinetResponse> => ({
        cabinet: await updateCabinet(deps, userIdOf(request), request.params.id, request.body),
      }),
    );

    r.post(
      CABINET_CONTRACTS.cabinetCredentials.path,
      {
        ...checksKey,
        schema: {
          summary: "Replace a cabinet's key (checked live; it must open the same shop)",
          tags,
          params: cabinetParamsSchema,
          body: CABINET_CONTRACTS.cabinetCredentials.request,
          response: { 200: CABINET_CONTRACTS.cabinetCredentials.response, ...asksMarketplace },
        },
      },
      async (request): Promise<CabinetResponse> => ({
        cabinet: await replaceCredentials(
          deps,
          userIdOf(request),
          request.params.id,
          request.body.credentials,
        ),
      }),
    );

    r.post(
      CABINET_CONTRACTS.cabinetSync.path,
      {
        ...common,
        schema: {
          summary: 'Queue a sync of the cabinet (or return the one queued or running)',
          tags,
          params: cabinetParamsSchema,
          body: CABINET_CONTRACTS.cabinetSync.request,
          response: { 200: CABINET_CONTRACTS.cabinetSync.response, ...plain },
        },
      },
      async (request): Promise<StartSyncResponse> => ({
        run: await startSync(deps, userIdOf(request), request.params.id),
      }),
    );

    r.post(
      CABINET_CONTRACTS.cabinetDelete.path,
      {
        ...common,
        schema: {
          summary: 'Delete a cabinet with all its listings, orders, history and sync runs',
          tags,
          params: cabinetParamsSchema,
          body: CABINET_CONTRACTS.cabinetDelete.request,
          response: { 200: CABINET_CONTRACTS.cabinetDelete.response, ...plain },
        },
      },
      async (request): Promise<DeleteCabinetResponse> => {
        await deleteCabinet(deps, userIdOf(request), request.params.id);
        return { deleted: true };
      },
    );
  };
}
