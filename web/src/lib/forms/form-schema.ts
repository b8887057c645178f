import * as z from 'zod/mini';

type FieldMessages<F> = Partial<Record<keyof F & string, string | null | undefined>>;

export interface FormSchemaOptions<F extends Record<string, unknown>, S extends z.ZodMiniType> {
  /** The API contract's schema for the request body (shared/schemas): the rules and their messages. */
  payload: S;
  /** Builds the request body from what the form holds (split names, digits of a phone, numbers). */
  toPayload: (form: F) => z.input<S>;
  /** Body field → form field, where the names differ (`emailId` → `email`). */
  fieldNames?: Readonly<Record<string, keyof F & string>>;
  /**
   * Checks of fields the API never sees (confirm password, terms) or whose form wording differs;
   * their message wins over the contract's for the same field.
   */
  check?: (form: F) => FieldMessages<F>;
}

/**
 * A form-level zod schema whose input is the form's values and whose output is the request body,
 * validated by the shared contract. The form thus never restates a rule: it only says how its fields
 * map onto the body, and the contract's messages land under the right inputs.
 */
export function formSchema<F extends Record<string, unknown>, S extends z.ZodMiniType>(
  options: FormSchemaOptions<F, S>,
): z.ZodMiniType<z.output<S>, F> {
  const { payload, toPayload, fieldNames = {}, check } = options;
  return z.pipe(
    z.custom<F>(),
    // zod/mini's transform gets the parse payload: issues are pushed onto it (no addIssue).
    z.transform((form: F, ctx) => {
      let failed = false;
      for (const [field, message] of Object.entries(check?.(form) ?? {})) {
        if (!message) continue;
        failed = true;
        ctx.issues.push({ code: 'custom', path: [field], message, input: form });
      }
      const parsed = payload.safeParse(toPayload(form));
      if (parsed.success && !failed) return parsed.data as z.output<S>;
      for (const issue of parsed.error?.issues ?? []) {
        const key = issue.path[0];
        const field = typeof key === 'string' ? (fieldNames[key] ?? key) : undefined;
        ctx.issues.push({ code: 'custom', path: field ? [field] : [], message: issue.message, input: form });
      }
      return z.NEVER;
    }),
  );
}

/** The server's per-field messages (keyed by body field) keyed by form field instead. */
export function formFieldMessages(
  fields: Record<string, string> | undefined,
  fieldNames: Readonly<Record<string, string>> = {},
): Record<string, string> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [fieldNames[key] ?? key, message]),
  );
}
