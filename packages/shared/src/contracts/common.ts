import { z } from 'zod';

/**
 * Control characters (NUL included) and lone UTF-16 surrogates have no place in a form field;
 * rejecting them here turns odd input into a 400 instead of a database or hashing surprise.
 */
const SINGLE_LINE_TEXT = /^[^\p{Cc}\p{Cs}]*$/u;

/** True when a string holds no control characters and no lone surrogates. */
export function isSingleLineText(value: string): boolean {
  return SINGLE_LINE_TEXT.test(value);
}

/**
 * A single-line text field with length bounds in UTF-16 code units (the unit of HTML
 * `maxlength`). Never trimmed or coerced: the value arrives as the client sent it.
 */
export function singleLineText(bounds: { min?: number; max: number }) {
  return z
    .string()
    .min(bounds.min ?? 0)
    .max(bounds.max)
    .regex(SINGLE_LINE_TEXT, 'Control characters and lone surrogates are not allowed');
}

/** Body of the POST calls that carry no payload; the web client sends `{}`. */
export const emptyBodySchema = z.object({}).strict();

/** The path parameters of a call about one thing: its id, nothing else. */
export function idPathParams<Id extends z.ZodType>(id: Id) {
  return z.object({ id }).strict();
}

/**
 * A database row number (bigserial) as a path carries it: up to 15 digits, so it is a safe
 * integer once read (a 16-digit one may not be).
 */
export const rowIdPathSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);
export type EmptyBody = z.infer<typeof emptyBodySchema>;
