import { phoneDigits } from '@shared/rules/person';
import { contactDetailsFields } from '@shared/schemas/user';
import * as z from 'zod/mini';
import { formSchema } from './form-schema';

/*
 * A student's name, phone and ZIP code after sign-up, as the student's profile and their guardian's
 * page edit them: the phone as typed, formatted; the rules and their messages are the contract's
 * (shared/schemas/user.ts contactDetailsFields), as at sign-up.
 */

export interface ContactDetailsForm extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  phone: string;
  zipCode: string;
}

export const contactDetailsFieldNames = { contactNumber: 'phone' } as const;

export const contactDetailsFormSchema = formSchema({
  payload: z.strictObject(contactDetailsFields),
  fieldNames: contactDetailsFieldNames,
  toPayload: (form: ContactDetailsForm) => ({
    firstName: form.firstName,
    lastName: form.lastName,
    contactNumber: phoneDigits(form.phone),
    zipCode: form.zipCode,
  }),
});
