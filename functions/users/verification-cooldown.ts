import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { COOLDOWN_KEY_PREFIX } from '../../shared/auth/cooldown-keys';
import { RESEND_COOLDOWN_SECONDS } from '../../shared/rules/verification-codes';
import { addressKey } from '../lib/address-limits';
import { conditionalWrite, type Refused, refused, type Written } from '../lib/conditional-write';
import { documentClient, tableName } from '../lib/dynamo';
import { condition, expressions, notExists, or } from '../lib/expressions';

/**
 * One verification code per address per 30 seconds (docs/spec/1-students-and-accounts.md §9), enforced here and not only by the
 * screen's disabled button. The last send time is a small item in the users table keyed by the
 * address, not by the user, so an unknown address behaves exactly like a known one (no probing).
 * It has no `emailId`, so the byEmail index never sees it; `expiresAt` lets a TTL sweep it.
 */
const COOLDOWN_MS = RESEND_COOLDOWN_SECONDS * 1000;

// The address as a hash (addressKey): a deleted account leaves no address in the table.
const keyOf = (email: string) => ({ userId: `${COOLDOWN_KEY_PREFIX}verification-code#${addressKey(email)}` });
const itemOf = (email: string, now: number) => ({
  ...keyOf(email),
  lastCodeSentAt: now,
  expiresAt: Math.ceil((now + COOLDOWN_MS) / 1000) + 3600,
});

/** The slot, or a refusal that says when the next one opens. */
export type CooldownClaim = Written<void, Refused & { readonly retryAfterSeconds: number }>;

export const verificationCooldown = {
  /**
   * Takes the address's send slot if the last one is at least 30 s old, atomically (a conditional
   * write, so two quick requests cannot both pass).
   */
  async claim(email: string, now = Date.now()): Promise<CooldownClaim> {
    const claimed = await conditionalWrite(() =>
      documentClient.send(
        new PutCommand({
          TableName: tableName('users'),
          Item: itemOf(email, now),
          ...expressions({
            condition: or(
              notExists('userId'),
              condition('#lastCodeSentAt <= :cutoff', { ':cutoff': now - COOLDOWN_MS }),
            ),
          }),
        }),
      ),
    );
    if (claimed.ok) return { ok: true, value: undefined };
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName('users'), Key: keyOf(email) }),
    );
    const last = typeof Item?.lastCodeSentAt === 'number' ? Item.lastCodeSentAt : now;
    return { ...refused, retryAfterSeconds: Math.max(1, Math.ceil((last + COOLDOWN_MS - now) / 1000)) };
  },

  /** Registration sends the first code: the 30 s start then too. */
  async start(email: string, now = Date.now()): Promise<void> {
    await documentClient.send(
      new PutCommand({
        TableName: tableName('users'),
        Item: itemOf(email, now),
      }),
    );
  },

  /** Gives the slot back when no code went out because of a fault on our side. */
  async release(email: string): Promise<void> {
    await documentClient.send(new DeleteCommand({ TableName: tableName('users'), Key: keyOf(email) }));
  },
};
