import { describe, expect, it } from 'vitest';
import { UUID_PATTERN } from '../../shared/rules/ids';
import { newMessageId, seqOfMessageId } from './message-id';
import { decodeThreadCursor, encodeThreadCursor } from './thread-cursor';

describe("a message's id", () => {
  it('is a UUID that names the message’s number, with a random rest', () => {
    for (const seq of [1, 2, 255, 4096, 1_000_000, 281_474_976_710_655]) {
      const id = newMessageId(seq);
      expect(id).toMatch(UUID_PATTERN);
      expect(seqOfMessageId(id)).toBe(seq);
    }
    expect(newMessageId(7)).not.toBe(newMessageId(7));
  });

  it('is not one of ours unless it has the shape', () => {
    expect(seqOfMessageId('6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b')).toBeNull();
    expect(seqOfMessageId('00000000-0000-8000-8000-000000000000')).toBeNull();
  });
});

describe("a thread's cursor", () => {
  it('round-trips a message number and refuses anything it did not make', () => {
    expect(decodeThreadCursor(encodeThreadCursor(0))).toBe(0);
    expect(decodeThreadCursor(encodeThreadCursor(12_345))).toBe(12_345);
    for (const forged of [
      '',
      'x',
      'bTAx',
      Buffer.from('m-1').toString('base64url'),
      Buffer.from('m99999999999').toString('base64url'),
    ]) {
      expect(() => decodeThreadCursor(forged), forged).toThrow('That page cursor is not valid');
    }
  });
});
