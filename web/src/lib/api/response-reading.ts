import type * as z from 'zod/mini';
import { badResponseError } from './api-error';

/**
 * How a call reads its answer: a schema that checks it (and types it), or a function that loads one,
 * for calls whose screens must not carry zod before they are used (initial JS); it loads while the
 * request is on its way.
 */
export type ResponseSchema<T> = z.ZodMiniType<T> | (() => Promise<z.ZodMiniType<T>>);

/** A loaded schema, one on its way, or none (an answer returned unchecked). */
export type ResponseReading<T> = z.ZodMiniType<T> | Promise<z.ZodMiniType<T>> | undefined;

/** A schema to load starts loading now, beside the request; a failure to load shows with the answer. */
export function startReading<T>(schema: ResponseSchema<T> | undefined): ResponseReading<T> {
  if (typeof schema === 'function') {
    const loading = schema();
    loading.catch(() => undefined);
    return loading;
  }
  return schema;
}

const INVALID_JSON = Symbol('invalid json');

/** The body's JSON, undefined for an empty body, INVALID_JSON for one that is not JSON. */
export function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}

/**
 * A successful answer: undefined for 204 or an empty body, else its JSON checked by the schema being
 * read (unchecked when there is none). An answer that is not JSON or not of the shape is BAD_RESPONSE.
 */
export async function readAnswer<T>(
  response: Response,
  text: string,
  json: unknown,
  reading: ResponseReading<T>,
  request: string,
): Promise<T> {
  if (response.status === 204 || text === '') return undefined as T;
  if (json === INVALID_JSON) throw badResponseError();
  // Unparsed: typed by the shared contract alone (see `unparsedReads`).
  if (!reading) return json as T;
  const schema = await reading;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected response shape from ${request}`, parsed.error.issues);
    throw badResponseError();
  }
  return parsed.data;
}
