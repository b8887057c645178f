import type { ApiError } from '@shared/schemas/error';
import { ApiRequestError } from './api-error';

/** The error for a non-OK answer: the server's own error body, or a human message for a proxy's. */
export async function httpError(response: Response, json: unknown): Promise<ApiRequestError> {
  const body = await errorBody(json);
  const retryAfter = Number(response.headers.get('retry-after'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  if (body) return new ApiRequestError(response.status, body, retryAfterSeconds);
  // Gateways and proxies answer with their own bodies (HTML, empty); keep the message human.
  const message =
    response.status >= 500
      ? 'Something went wrong on our side. Please try again in a moment.'
      : 'Something went wrong. Please try again.';
  return new ApiRequestError(
    response.status,
    { message, code: `HTTP_${response.status}` },
    retryAfterSeconds,
  );
}

/** The server's error body, checked by the error schema, which (with zod) loads with the first error. */
async function errorBody(json: unknown): Promise<ApiError | null> {
  try {
    const { apiErrorSchema } = await import('@shared/schemas/error');
    const body = apiErrorSchema.safeParse(json);
    return body.success ? body.data : null;
  } catch {
    // Its code could not be loaded (offline, or a newer deploy replaced it): the status says enough.
    return null;
  }
}
