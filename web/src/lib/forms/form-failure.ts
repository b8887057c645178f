import { ApiRequestError, errorMessage } from '../api-client';
import { formFieldMessages } from './form-schema';
import type { ValidatedForm } from './use-validated-form';

// biome-ignore lint/suspicious/noExplicitAny: any form; only its server messages are set.
type AnyForm = ValidatedForm<any, unknown>;

/**
 * Shows a failed request on its form and returns the text for the form's banner, or null. When the
 * server names fields of this form, their messages go under them (focus moves to the first) and the
 * banner stays empty: a message is said once, next to what it is about (the reset-code
 * error showed under the field and again in a banner).
 */
export function showFailure(
  form: AnyForm,
  failure: unknown,
  options: { fieldNames?: Readonly<Record<string, string>>; fallback?: string } = {},
): string | null {
  if (failure instanceof ApiRequestError && failure.fields) {
    if (form.setServerErrors(formFieldMessages(failure.fields, options.fieldNames))) return null;
  }
  return errorMessage(failure, options.fallback);
}
