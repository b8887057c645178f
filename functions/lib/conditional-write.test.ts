import { describe, expect, it } from 'vitest';
import { conditionalWrite, isConditionFailure, refused } from './conditional-write';

const conditionFailed = () =>
  Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

describe('conditionalWrite', () => {
  it('answers a refused condition with the one refusal, and anything else by throwing', async () => {
    expect(await conditionalWrite(async () => 'done')).toEqual({ ok: true, value: 'done' });
    expect(
      await conditionalWrite(async () => {
        throw conditionFailed();
      }),
    ).toBe(refused);
    expect(refused).toEqual({ ok: false, reason: 'condition' });
    await expect(
      conditionalWrite(async () => {
        throw new Error('throttled');
      }),
    ).rejects.toThrow('throttled');
  });

  it('tells a refused condition from other errors', () => {
    expect(isConditionFailure(conditionFailed())).toBe(true);
    expect(isConditionFailure(new Error('x'))).toBe(false);
    expect(isConditionFailure('ConditionalCheckFailedException')).toBe(false);
  });
});
