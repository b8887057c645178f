import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './dynamo';
import type { ItemDecoder } from './item-decoder';

/*
 * The one answer for a write its condition refused. One-per-user rules, single-use links and claims
 * are conditional writes (never a read and then a write), so a refusal is an ordinary outcome that
 * the caller decides on, not an error: every repository answers `Written<T>`, `{ ok: true, value }` or
 * `{ ok: false, reason }`, never a boolean, `null` or a string of its own. A single write here refuses
 * with reason 'condition'; a write with several conditions names the one that refused (the reason's
 * type lists them), and may add what the caller needs to answer (transact.ts adds which item refused).
 */

export interface Refused<Reason extends string = 'condition'> {
  readonly ok: false;
  readonly reason: Reason;
}

/** A write's answer: its value, or the refusal `No` (a `Refused`, with any details it carries). */
export type Written<T = void, No extends Refused<string> = Refused> =
  | { readonly ok: true; readonly value: T }
  | No;

export const refused: Refused = Object.freeze({ ok: false, reason: 'condition' });

/** A refusal for one of a write's named reasons. */
export const refusedFor = <Reason extends string>(reason: Reason): Refused<Reason> => ({ ok: false, reason });

/** A write that happened, with what it answers. */
export const written = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** The only test for a refused condition on a single write (transactions report theirs per item). */
export const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/** Runs one conditional write: its result, or `refused` when the condition was false. Anything else throws. */
export async function conditionalWrite<T>(write: () => Promise<T>): Promise<Written<T>> {
  try {
    return { ok: true, value: await write() };
  } catch (error) {
    if (isConditionFailure(error)) return refused;
    throw error;
  }
}

/** A conditional update that answers with the item as it is after it, read through its decoder. */
export async function updateItem<T>(
  decoder: ItemDecoder<T>,
  input: Omit<UpdateCommandInput, 'ReturnValues'>,
): Promise<Written<T>> {
  const result = await conditionalWrite(() =>
    documentClient.send(new UpdateCommand({ ...input, ReturnValues: 'ALL_NEW' })),
  );
  if (!result.ok) return result;
  return { ok: true, value: decoder.item(result.value.Attributes) };
}

/** A conditional update whose answer is only whether it was made (refused: done already, or changed). */
export const conditionalUpdate = (input: UpdateCommandInput): Promise<Written<unknown>> =>
  conditionalWrite(() => documentClient.send(new UpdateCommand(input)));
