/*
 * Items read back from DynamoDB, typed without a cast. The SDK hands out `Record<string, any>`; a
 * decoder checks that a raw item is the kind of item its table holds (its keys and the attributes
 * every such item has, each of the right type) and only then gives it its type. Every item is written
 * by typed code in this repository, so the check is about reading the right table or projection, not
 * about re-validating each field: that keeps a search, which reads hundreds of items, cheap. An item
 * that fails the check is a bug and throws (a 500), never silently passes. Each table's decoder sits
 * beside the repository that reads it, not in its `*-item.ts`, whose runtime imports (schemas, rules)
 * a function that only reads the table should not carry.
 */

type Kind = 'string' | 'number' | 'boolean' | 'object';

type KindOf<V> = V extends string
  ? 'string'
  : V extends number
    ? 'number'
    : V extends boolean
      ? 'boolean'
      : V extends object
        ? 'object'
        : never;

/** The attributes to check, each with its type: only attributes of T, with the type T gives them. */
export type ItemShape<T> = { readonly [K in keyof T]?: KindOf<NonNullable<T[K]>> };

type RawItem = Record<string, unknown>;

export interface ItemDecoder<T> {
  /** One item; throws if it is not one of these. */
  item(raw: RawItem | undefined): T;
  /** An item that may be absent (a Get that found nothing). */
  maybe(raw: RawItem | undefined): T | undefined;
  /** A page of items (a Query's or BatchGet's). */
  list(raws: readonly RawItem[] | undefined): T[];
}

function kindOf(value: unknown): Kind | 'other' {
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean') return type;
  return type === 'object' && value !== null ? 'object' : 'other';
}

export function itemDecoder<T extends object>(entity: string, shape: ItemShape<T>): ItemDecoder<T> {
  const checks: [string, unknown][] = Object.entries(shape);
  const isItem = (raw: RawItem): raw is RawItem & T =>
    checks.every(([attribute, kind]) => kindOf(raw[attribute]) === kind);
  const item = (raw: RawItem | undefined): T => {
    if (raw && isItem(raw)) return raw;
    const wrong = raw ? checks.filter(([attribute, kind]) => kindOf(raw[attribute]) !== kind) : [];
    throw new Error(
      `Not a ${entity} item${raw ? `: ${wrong.map(([attribute, kind]) => `${attribute} is not a ${kind}`).join(', ')}` : ' (none)'}`,
    );
  };
  return {
    item,
    maybe: (raw) => (raw === undefined ? undefined : item(raw)),
    list: (raws) => (raws ?? []).map(item),
  };
}
