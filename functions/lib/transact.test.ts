import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentClient } from './dynamo';
import { transact } from './transact';

/* DynamoDB's cancellation reasons, as the SDK throws them; dynalite never reports a TransactionConflict. */
function canceled(...codes: string[]) {
  return Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

const put = { Put: { TableName: 't', Item: { id: '1' } } };

afterEach(() => vi.restoreAllMocks());

describe('transact', () => {
  it('says which item refused its condition', async () => {
    vi.spyOn(documentClient, 'send').mockRejectedValue(canceled('None', 'ConditionalCheckFailed') as never);
    expect(await transact([put, put])).toEqual({ ok: false, reason: 'condition', failed: [false, true] });
  });

  it('tries again when the transaction only overlapped another one, and then meets its condition', async () => {
    const send = vi
      .spyOn(documentClient, 'send')
      .mockRejectedValueOnce(canceled('TransactionConflict', 'None') as never)
      .mockRejectedValueOnce(canceled('None', 'TransactionConflict') as never)
      .mockRejectedValueOnce(canceled('ConditionalCheckFailed', 'None') as never);
    expect(await transact([put, put])).toEqual({ ok: false, reason: 'condition', failed: [true, false] });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('succeeds after a conflict, and rethrows anything that is not a cancellation', async () => {
    vi.spyOn(documentClient, 'send')
      .mockRejectedValueOnce(canceled('TransactionConflict') as never)
      .mockResolvedValueOnce({} as never);
    expect(await transact([put])).toEqual({ ok: true, value: undefined });
    vi.spyOn(documentClient, 'send').mockRejectedValue(new Error('network down') as never);
    await expect(transact([put])).rejects.toThrow('network down');
  });
});
