import { createHttpHandler } from '../lib/http-handler';

// The users routes answer 501 until their issue lands; the glue already validates access.
export const handler = createHttpHandler('users', {});
