/*
 * Condition and update expressions built by code, with their attribute names and values beside
 * them, instead of strings whose placeholders must be kept in step by hand. Every attribute is named
 * through `#attribute` (so a reserved word such as `status` or `count` needs no thought), and each kind
 * of placeholder value has its own prefix, so parts combine without clashing. Conditions that are
 * not a plain "equals" or "exists" are written with `condition()`, in DynamoDB's own syntax.
 */

export interface Expression {
  readonly text: string;
  readonly names: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, unknown>>;
}

const ATTRIBUTE = /^[A-Za-z][A-Za-z0-9_]*$/;

/** `#status`, or `#address.#address1` for an attribute of a map. */
function nameOf(path: string): string {
  const parts = path.split('.');
  for (const part of parts) {
    if (!ATTRIBUTE.test(part)) throw new Error(`Attribute name ${path} needs its own placeholder`);
  }
  return parts.map((part) => `#${part}`).join('.');
}

function namesOf(paths: readonly string[]): Record<string, string> {
  return Object.fromEntries(paths.flatMap((path) => path.split('.')).map((part) => [`#${part}`, part]));
}

/** The value placeholder's name part for a path (`address.address1` → `address_address1`). */
const valueKey = (path: string) => path.replaceAll('.', '_');

/**
 * A condition in DynamoDB's syntax. Write attributes as `#name` (each is declared for you) and values
 * as `:name` from `values`: `condition('#used < :max', { ':max': 5 })`. Keep `:is_`, `:set_`, `:new_`,
 * `:add_`, `:prefix_`, `:from_` and `:to_` for the builders below.
 */
export function condition(text: string, values: Record<string, unknown> = {}): Expression {
  const attributes = [...text.matchAll(/#([A-Za-z][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
  return { text, names: namesOf(attributes), values };
}

/** Only if no item has this key yet: a put that creates, never overwrites (a claim, one per user). */
export const notExists = (attribute: string): Expression =>
  condition(`attribute_not_exists(${nameOf(attribute)})`);

/** Only if the item exists (an update never creates an item from nothing). */
export const exists = (attribute: string): Expression => condition(`attribute_exists(${nameOf(attribute)})`);

/** Every attribute still holds this value: the owner, the status the caller read, a link's nonce. */
export function equal(attributes: Record<string, unknown>): Expression {
  const entries = Object.entries(attributes);
  return {
    text: entries.map(([attribute]) => `${nameOf(attribute)} = :is_${valueKey(attribute)}`).join(' AND '),
    names: namesOf(entries.map(([attribute]) => attribute)),
    values: Object.fromEntries(entries.map(([attribute, value]) => [`:is_${valueKey(attribute)}`, value])),
  };
}

/** The sort key starts with this prefix (the items of one kind in a partition). */
export const beginsWith = (attribute: string, prefix: string): Expression => ({
  text: `begins_with(${nameOf(attribute)}, :prefix_${valueKey(attribute)})`,
  names: namesOf([attribute]),
  values: { [`:prefix_${valueKey(attribute)}`]: prefix },
});

/** The sort key lies between these two, both included. */
export const between = (attribute: string, low: unknown, high: unknown): Expression => ({
  text: `${nameOf(attribute)} BETWEEN :from_${valueKey(attribute)} AND :to_${valueKey(attribute)}`,
  names: namesOf([attribute]),
  values: { [`:from_${valueKey(attribute)}`]: low, [`:to_${valueKey(attribute)}`]: high },
});

function merge(parts: readonly Expression[], separator: string): Expression {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  for (const part of parts) {
    Object.assign(names, part.names);
    for (const [placeholder, value] of Object.entries(part.values)) {
      if (placeholder in values && values[placeholder] !== value) {
        throw new Error(`${placeholder} is given two values`);
      }
      values[placeholder] = value;
    }
  }
  const texts = parts.map((part) => part.text).filter((text) => text !== '');
  return { text: texts.join(separator), names, values };
}

/** All of these conditions. */
export const and = (...parts: Expression[]): Expression =>
  merge(
    parts.map((part) => (part.text.includes(' OR ') ? { ...part, text: `(${part.text})` } : part)),
    ' AND ',
  );

/** Any of these conditions. */
export const or = (...parts: Expression[]): Expression =>
  merge(
    parts.map((part) => (part.text.includes(' AND ') ? { ...part, text: `(${part.text})` } : part)),
    ' OR ',
  );

export interface Changes {
  /** Attributes to set; one set to `undefined` is removed. */
  set?: Record<string, unknown>;
  /** Attributes set only if the item has none yet (a nonce or settings that must not be replaced). */
  setIfAbsent?: Record<string, unknown>;
  /** Numbers to add (negative to take away): counters live on the item they count. */
  add?: Record<string, number>;
  remove?: readonly string[];
}

/** `SET … ADD … REMOVE …` for the changes given. */
export function update(changes: Changes): Expression {
  const set = Object.entries(changes.set ?? {}).filter(([, value]) => value !== undefined);
  const ifAbsent = Object.entries(changes.setIfAbsent ?? {});
  const add = Object.entries(changes.add ?? {});
  const remove = [
    ...(changes.remove ?? []),
    ...Object.entries(changes.set ?? {})
      .filter(([, value]) => value === undefined)
      .map(([attribute]) => attribute),
  ];
  const assignments = [
    ...set.map(([attribute]) => `${nameOf(attribute)} = :set_${valueKey(attribute)}`),
    ...ifAbsent.map(
      ([attribute]) =>
        `${nameOf(attribute)} = if_not_exists(${nameOf(attribute)}, :new_${valueKey(attribute)})`,
    ),
  ];
  const clauses = [
    assignments.length ? `SET ${assignments.join(', ')}` : '',
    add.length
      ? `ADD ${add.map(([attribute]) => `${nameOf(attribute)} :add_${valueKey(attribute)}`).join(', ')}`
      : '',
    remove.length ? `REMOVE ${remove.map(nameOf).join(', ')}` : '',
  ];
  return {
    text: clauses.filter((clause) => clause !== '').join(' '),
    names: namesOf([...set, ...ifAbsent, ...add].map(([attribute]) => attribute).concat(remove)),
    values: Object.fromEntries([
      ...set.map(([attribute, value]) => [`:set_${valueKey(attribute)}`, value]),
      ...ifAbsent.map(([attribute, value]) => [`:new_${valueKey(attribute)}`, value]),
      ...add.map(([attribute, value]) => [`:add_${valueKey(attribute)}`, value]),
    ]),
  };
}

interface Placeholders {
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * The expression fields of a command: `UpdateExpression` and/or `ConditionExpression` of a write, or
 * `KeyConditionExpression` and `FilterExpression` of a query, with their names and values merged
 * (and left out when empty, which DynamoDB refuses).
 */
export function expressions(parts: {
  update: Expression;
  condition?: Expression;
}): Placeholders & { UpdateExpression: string; ConditionExpression?: string };
export function expressions(parts: { condition: Expression }): Placeholders & { ConditionExpression: string };
export function expressions(parts: {
  key: Expression;
  filter?: Expression;
}): Placeholders & { KeyConditionExpression: string; FilterExpression?: string };
export function expressions(parts: { filter: Expression }): Placeholders & { FilterExpression: string };
export function expressions(parts: {
  update?: Expression;
  condition?: Expression;
  key?: Expression;
  filter?: Expression;
}): Placeholders & {
  UpdateExpression?: string;
  ConditionExpression?: string;
  KeyConditionExpression?: string;
  FilterExpression?: string;
} {
  const all = merge(
    [parts.update, parts.condition, parts.key, parts.filter].filter((part) => part !== undefined),
    ' ',
  );
  return {
    ...(parts.update ? { UpdateExpression: parts.update.text } : {}),
    ...(parts.condition ? { ConditionExpression: parts.condition.text } : {}),
    ...(parts.key ? { KeyConditionExpression: parts.key.text } : {}),
    ...(parts.filter ? { FilterExpression: parts.filter.text } : {}),
    ...(Object.keys(all.names).length ? { ExpressionAttributeNames: { ...all.names } } : {}),
    ...(Object.keys(all.values).length ? { ExpressionAttributeValues: { ...all.values } } : {}),
  };
}
