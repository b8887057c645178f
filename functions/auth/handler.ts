import { createHttpHandler } from '../lib/http-handler';

// The auth routes answer 501 until their issue lands; the glue already validates access.
export const handler = createHttpHandler('auth', {});
