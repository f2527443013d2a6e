import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  CABINET_ERROR_CODES,
  cabinetDetailResponseSchema,
  cabinetListResponseSchema,
  cabinetResponseSchema,
  checkCabinetResponseSchema,
  deleteCabinetResponseSchema,
  startSyncResponseSchema,
  type CabinetCredentials,
  type CabinetDetailResponse,
  type CheckCabinetRequest,
  type CheckCabinetResponse,
  type CreateCabinetRequest,
  type ReplaceCredentialsRequest,
  type SyncRun,
  type UpdateCabinetRequest,
} from '@marketpult/shared/contracts/cabinets';
import { getJson, HttpError, postJson, serverErrorOf, type RequestOptions } from '../../lib/http';
import { cabinetMessages } from './ru-messages';

/** `/api/cabinets/:id/…` with the cabinet's id in place. */
const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export async function fetchCabinets(options: RequestOptions = {}) {
  return (await getJson(API_PATHS.cabinets, cabinetListResponseSchema, options)).cabinets;
}

export async function fetchCabinet(
  id: string,
  options: RequestOptions = {},
): Promise<CabinetDetailResponse> {
  return getJson(withId(API_PATHS.cabinet, id), cabinetDetailResponseSchema, options);
}

export async function checkCabinet(
  credentials: CabinetCredentials,
  options: RequestOptions = {},
): Promise<CheckCabinetResponse> {
  const request: CheckCabinetRequest = { credentials };
  return postJson(API_PATHS.cabinetsCheck, request, checkCabinetResponseSchema, options);
}

/** Creates the cabinet and returns its id. */
export async function createCabinet(
  request: CreateCabinetRequest,
  options: RequestOptions = {},
): Promise<string> {
  return (await postJson(API_PATHS.cabinets, request, cabinetResponseSchema, options)).cabinet.id;
}

export async function updateCabinet(
  id: string,
  request: UpdateCabinetRequest,
  options: RequestOptions = {},
): Promise<void> {
  await postJson(withId(API_PATHS.cabinetUpdate, id), request, cabinetResponseSchema, options);
}

export async function replaceCredentials(
  id: string,
  credentials: CabinetCredentials,
  options: RequestOptions = {},
): Promise<void> {
  const request: ReplaceCredentialsRequest = { credentials };
  await postJson(withId(API_PATHS.cabinetCredentials, id), request, cabinetResponseSchema, options);
}

export async function startSync(id: string, options: RequestOptions = {}): Promise<SyncRun> {
  return (await postJson(withId(API_PATHS.cabinetSync, id), {}, startSyncResponseSchema, options))
    .run;
}

export async function deleteCabinet(id: string, options: RequestOptions = {}): Promise<void> {
  await postJson(withId(API_PATHS.cabinetDelete, id), {}, deleteCabinetResponseSchema, options);
}

/** How often a cabinet screen asks again while a sync is queued or running. */
export const SYNC_POLL_INTERVAL_MS = 2000;

/** True for the server's 404: an unknown cabinet, or another account's. */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

const messagesByCode: Readonly<Record<string, string>> = cabinetMessages.errorsByCode;

/**
 * The Russian text to show for a refused cabinet call: the server's own message when it sent
 * one (it names the missing scope), else ours for its code, else a general one.
 */
export function cabinetErrorMessage(error: unknown): string {
  const status = serverErrorOf(error);
  if (!status) return cabinetMessages.genericError;
  const scope = status.meta?.scope;
  if (status.message.trim() !== '') {
    const named = scope && !status.message.includes(scope);
    return named ? `${status.message} ${cabinetMessages.missingScopeNamed(scope)}` : status.message;
  }
  if (status.errorCode === CABINET_ERROR_CODES.credentialsMissingScope && scope) {
    return cabinetMessages.missingScopeNamed(scope);
  }
  return messagesByCode[status.errorCode] ?? cabinetMessages.genericError;
}
