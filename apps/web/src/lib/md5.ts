import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  MD5_EMPTY_RESPONSE_MESSAGE,
  md5ResponseSchema,
  type Md5Request,
} from '@marketpult/shared/contracts/md5';
import { z } from 'zod';
import { postJson, type RequestOptions } from './http';

// Any body is accepted here, so that a missing or empty value gets spec §7's message below
// rather than a schema error.
const anyBody = z.unknown();
const lenientAnswer = md5ResponseSchema.partial();

/** The password hash the server expects at sign-in and registration (spec §7: POST /v2/md5). */
export async function md5(plain: string, options: RequestOptions = {}): Promise<string> {
  const request: Md5Request = { plain };
  const answer = lenientAnswer.safeParse(await postJson(API_PATHS.md5, request, anyBody, options));
  const hash = answer.success ? answer.data.md5 : undefined;
  if (!hash) throw new Error(MD5_EMPTY_RESPONSE_MESSAGE);
  return hash;
}
