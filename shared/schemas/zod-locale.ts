import * as z from 'zod/mini';
// The English locale from its own file: `z.locales.en` would bundle every locale zod has (~260 KB).
import en from 'zod/v4/locales/en.js';

/*
 * zod/mini loads no messages: without a locale every default message reads "Invalid input". Full zod
 * loaded English on its own, and some default messages reach API clients (a body that is not an
 * object, an unbounded field), so the schema modules import this file and anything that parses with
 * them (functions, web, scripts, tests) says what it said before. zod/mini keeps the first screen's JavaScript small.
 */
z.config(en());
