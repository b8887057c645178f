import { readFileSync } from 'node:fs';
import { generate } from 'json-schema-faker';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../scripts/openapi/openapi-file';
import { type Access, type Route, routes } from '../../shared/routes';
import { PASSWORD_PATTERN } from '../../shared/rules/password';
import { callPath } from './support/api';
import { newConfirmedFamily } from './support/family';
import { type Actor, newEmployer, newRoleless, newStudent } from './support/marketplace';
import { newModerator } from './support/moderation';

/*
 * The contract is exactly as strict as the server. From openapi.json alone (as a generated client or a
 * fuzzer reads it), json-schema-faker makes schema-valid requests for every route, and the server must
 * refuse none of them for their shape: a validation refusal is allowed only when its message is written
 * in the operation's document (a cross-field rule, which JSON Schema cannot say, goes in a description).
 * What the request then meets (no such job, a limit, a used link) is the route's business, not this test's.
 */

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** Requests made per route. */
const SAMPLES = 12;
/** Answers that say the request's shape was refused. */
const SHAPE_CODES = ['VALIDATION_FAILED', 'UNEXPECTED_QUERY', 'UNEXPECTED_BODY', 'INVALID_JSON'];

/** Every description in an operation's schemas: where cross-field rules are written down. */
function descriptionsOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) descriptionsOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'description' && typeof child === 'string') into.push(child);
      else if (key === '$ref' && typeof child === 'string') {
        descriptionsOf(document.components.schemas[child.split('/').pop() ?? ''], into);
      } else descriptionsOf(child, into);
    }
  }
  return into;
}

/**
 * The schema as the generator can read it: the document's own `$ref`s beside it, and `\p{L}` (a
 * letter of any script) and `\p{M}` (a combining mark) narrowed to Latin letters, which the
 * generator's pattern engine cannot expand, and the password's lookaheads to one shape of password
 * that meets them; every value it makes is still valid by the document.
 */
const forGenerator = (schema: Schema): Schema =>
  JSON.parse(
    JSON.stringify({ ...schema, components: document.components })
      .replaceAll('\\\\p{L}', 'A-Za-zÀ-ÖØ-öø-ÿ')
      .replaceAll('\\\\p{M}', 'À-Ö')
      // Nor lookaheads: the password rule's pattern becomes passwords that meet every part of it.
      .replaceAll(JSON.stringify(PASSWORD_PATTERN).slice(1, -1), '^Aa1![A-Za-z0-9]{4,40}[a-z]$'),
  );

async function sample(schema: Schema, seed: number): Promise<unknown> {
  return generate(forGenerator(schema) as never, { seed, optionalsProbability: 0.5 });
}

async function requestFor(route: Route, operation: Operation, seed: number) {
  let path: string = route.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    const value = await sample(parameter.schema, seed);
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.required || seed % 2 === 0) query.set(parameter.name, String(value));
  }
  const json = operation.requestBody?.content['application/json']?.schema;
  const body = json ? await sample(json, seed) : undefined;
  return { path: `${path}${query.size ? `?${query}` : ''}`, body };
}

let callers: Record<Exclude<Access, 'public'>, Actor>;
/** Accounts a route may end or sign out everywhere: one of their own per request. */
const destructive = new Set(['deleteAccount', 'deleteTeenAccount', 'signOutEverywhere']);

beforeAll(async () => {
  const [student, employer, family, roleless, moderator] = await Promise.all([
    newStudent('Gen'),
    newEmployer('Gen'),
    newConfirmedFamily('Gia', 14),
    newRoleless(),
    newModerator('Gen'),
  ]);
  callers = {
    student,
    employer,
    guardian: family.guardian,
    party: student,
    'signed-in': roleless,
    moderator,
  };
}, 120_000);

async function callerFor(route: Route): Promise<Actor | undefined> {
  if (route.access === 'public') return undefined;
  if (!destructive.has(route.name)) return callers[route.access];
  if (route.access === 'guardian') return (await newConfirmedFamily('Gia', 14)).guardian;
  return newStudent('Gen');
}

describe('schema-valid requests from openapi.json', () => {
  it.each(routes.map((route) => [route.name, route] as const))(
    '%s: none is refused for its shape beyond the rules its document writes down',
    async (_name, route) => {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, 'documented').toBeDefined();
      if (!operation) return;
      const documented = descriptionsOf(operation);
      const refused: string[] = [];
      for (let seed = 1; seed <= SAMPLES; seed++) {
        const { path, body } = await requestFor(route, operation, seed);
        const caller = await callerFor(route);
        const res = await callPath(route.method, path, { body, token: caller?.token });
        expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
        if (res.status !== 400 || !SHAPE_CODES.includes(res.body?.code)) continue;
        const messages = Object.values(
          (res.body.fields ?? { request: res.body.message }) as Record<string, string>,
        );
        const undocumented = messages.filter((message) => !documented.some((text) => text.includes(message)));
        if (undocumented.length > 0)
          refused.push(
            `${path} ${JSON.stringify(body)} → ${JSON.stringify(res.body.fields ?? res.body.message)}`,
          );
      }
      expect(refused).toEqual([]);
    },
  );
});
