// zod/mini: every browser page parses API errors, and mini is a fifth of zod's size.
import * as z from 'zod/mini';

/** Every error response body. `fields` maps a form field to the message shown under it. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
