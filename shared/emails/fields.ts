import * as z from 'zod/mini';
import '../schemas/zod-locale';

/*
 * Building blocks for the templates' data schemas. Every value ends up in an e-mail, several in a
 * subject line, so single-line fields refuse line breaks (no header or layout tricks) and all of them
 * are bounded: the real limits are enforced where the data is entered, these only stop nonsense.
 */

/** A name, title, phone number or formatted date: one non-empty line. */
export const line = () =>
  z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(200), z.regex(/^[^\r\n]*$/, 'Must be a single line'));

/** Free text that may be empty or span lines (a report's description). */
export const paragraph = () => z.string().check(z.trim(), z.maxLength(2000));

export const emailAddress = () => z.email().check(z.maxLength(254));

/** Only http(s): a `javascript:` or `data:` link must never reach a button. */
export const link = () => z.url({ protocol: /^https?$/ }).check(z.maxLength(2000));
