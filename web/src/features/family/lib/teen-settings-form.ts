import type { TeenSettings } from '@shared/rules/family';
import { teenSettingsSchema } from '@shared/schemas/family';
import { formSchema } from '../../../lib/forms/form-schema';

/** The guardian's choices for one teen, named as PUT /family/teen/{id}/settings's body. */
export interface TeenSettingsForm extends TeenSettings, Record<string, unknown> {}

/** The form holds the body as it is: the contract's rules (at least one kind of job) and its words. */
export const teenSettingsFormSchema = formSchema({
  payload: teenSettingsSchema,
  toPayload: (form: TeenSettingsForm) => form,
});
