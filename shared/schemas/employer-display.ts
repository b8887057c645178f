import * as z from 'zod/mini';
import './zod-locale';

/*
 * The employer's choice of how the work histories of the students they hired name them: by name, or as
 * "A household in Austin, TX" (shared/rules/employer-display.ts).
 */

export const employerDisplayMessages = {
  answerRequired: 'Choose whether to be shown by your name or as a household.',
  saved: 'Saved. Work histories name you this way from now on.',
} as const;

/** PUT /user/employer-display. */
export const employerDisplayBodySchema = z.strictObject({
  shownAsHousehold: z.boolean({ error: employerDisplayMessages.answerRequired }),
});
export type EmployerDisplayBody = z.infer<typeof employerDisplayBodySchema>;

/** GET /user/employer-display, and the 200 of the PUT (with `message`). */
export const employerDisplayResponseSchema = z.object({ shownAsHousehold: z.boolean() });
export const employerDisplaySavedSchema = z.extend(employerDisplayResponseSchema, { message: z.string() });
