import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { sessionCookie } from '../../shared/auth/session-cookie';
import { COOLDOWN_KEY_PREFIX } from '../../shared/tables';
import { documentClient, isConditionFailure, tableName } from '../lib/dynamo';
import type { SessionClient } from './app-client';

/*
 * One record per signed-in session (issue 21 §2), so that a refresh token that was rotated out ends
 * its whole session when it comes back: Cognito rotates the refresh token on every refresh and refuses
 * the old one, but only the holder of the newest token can tell that a copy was used. The record
 * holds a hash of the session's current refresh token (never the token), the client that issued it
 * and its expiry. It lives in the users table under the short-lived-items prefix, which is all the auth
 * function may write there (infra/constructs/function-access.ts); TTL removes it when the session
 * would have expired anyway.
 */

export interface SessionRecord {
  sessionId: string;
  client: SessionClient;
  /** SHA-256 of the current refresh token. */
  tokenHash: string;
}

const keyOf = (sessionId: string) => ({ userId: `${COOLDOWN_KEY_PREFIX}session#${sessionId}` });
export const hashOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('base64url');
const expiresAt = (now: number) => Math.ceil(now / 1000) + sessionCookie.maxAgeSeconds;

export const sessions = {
  /** A new session for a refresh token just issued; its id goes in the cookie. */
  async start(client: SessionClient, refreshToken: string, now = Date.now()): Promise<SessionRecord> {
    const record: SessionRecord = {
      sessionId: randomBytes(18).toString('base64url'),
      client,
      tokenHash: hashOf(refreshToken),
    };
    await documentClient.send(
      new PutCommand({
        TableName: tableName('users'),
        Item: { ...keyOf(record.sessionId), client, tokenHash: record.tokenHash, expiresAt: expiresAt(now) },
        ConditionExpression: 'attribute_not_exists(userId)',
      }),
    );
    return record;
  },

  async get(sessionId: string): Promise<SessionRecord | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName('users'), Key: keyOf(sessionId), ConsistentRead: true }),
    );
    if (
      !Item ||
      (Item.client !== 'web' && Item.client !== 'functions') ||
      typeof Item.tokenHash !== 'string'
    ) {
      return undefined;
    }
    return { sessionId, client: Item.client, tokenHash: Item.tokenHash };
  },

  /**
   * Moves the session to its rotated refresh token, only if it still holds the one that was rotated:
   * false when another request got there first (then one of the two presented an old token).
   */
  async rotate(session: SessionRecord, newRefreshToken: string): Promise<boolean> {
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName('users'),
          Key: keyOf(session.sessionId),
          UpdateExpression: 'SET tokenHash = :next',
          ConditionExpression: 'tokenHash = :current',
          ExpressionAttributeValues: { ':next': hashOf(newRefreshToken), ':current': session.tokenHash },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /** Ends the session: none of its refresh tokens, old or current, refreshes through the API again. */
  async end(sessionId: string): Promise<void> {
    await documentClient.send(new DeleteCommand({ TableName: tableName('users'), Key: keyOf(sessionId) }));
  },
};
