import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COOLDOWN_KEY_PREFIX } from '../../shared/auth/cooldown-keys';
import { userPoolDefinition } from '../../shared/auth/pool-definition';
import { sessionCookie } from '../../shared/auth/session-cookie';
import type { SessionClient } from '../lib/cognito-app-client';
import { conditionalWrite, type Written } from '../lib/conditional-write';
import { documentClient, tableName } from '../lib/dynamo';
import { equal, expressions, notExists, update } from '../lib/expressions';

/*
 * One record per signed-in session, so that a refresh token that was rotated out ends
 * its whole session when it comes back: Cognito rotates the refresh token on every refresh, but only
 * the holder of the newest token can tell that a copy was used. The record holds a hash of the
 * session's current refresh token (never the token), the client that issued it and its expiry. It
 * lives in the users table under the short-lived-items prefix, which is all the auth function may
 * write there (infra/constructs/function-access.ts); TTL removes it when the session would have
 * expired anyway.
 *
 * It also holds the hash of the token before it, for a minute (Cognito's grace for it): a refresh
 * whose answer never arrived (the page was left mid-request, the signal dropped) leaves the browser
 * with that token, and it may refresh again. Only until its successor is used: from then on the
 * browser had the new one, and the old one coming back is a copy.
 */

export interface SessionRecord {
  sessionId: string;
  client: SessionClient;
  /** SHA-256 of the current refresh token. */
  tokenHash: string;
  /** The token rotated out last, while it may still be sent again (its successor unused). */
  previous?: { tokenHash: string; until: number };
}

/** How long a rotated-out token may come back whose successor was never used: Cognito's own grace. */
export const RETRY_GRACE_MS = userPoolDefinition.webClient.refreshTokenRotation.retryGraceSeconds * 1000;

/**
 * What a refresh token presented for a session is: the current one; the one before it, sent again
 * within the grace because the answer that replaced it was lost (`retry`); or a copy (`reused`).
 */
export function tokenUse(
  session: SessionRecord,
  refreshToken: string,
  now = Date.now(),
): 'current' | 'retry' | 'reused' {
  const hash = hashOf(refreshToken);
  if (hash === session.tokenHash) return 'current';
  if (session.previous && hash === session.previous.tokenHash && now < session.previous.until) return 'retry';
  return 'reused';
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
        ...expressions({ condition: notExists('userId') }),
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
    const previous =
      typeof Item.previousHash === 'string' && typeof Item.previousUntil === 'number'
        ? { tokenHash: Item.previousHash, until: Item.previousUntil }
        : undefined;
    return { sessionId, client: Item.client, tokenHash: Item.tokenHash, ...(previous ? { previous } : {}) };
  },

  /**
   * Moves the session to the refresh token Cognito just gave for `presented`, only if nobody moved it
   * since it was read: refused when another request got there first (then one of the two was a copy).
   * The current token presented becomes the one that may be retried; a retry keeps that one and its
   * time, and the successor it replaces (never received) is forgotten.
   */
  async rotate(
    session: SessionRecord,
    presented: string,
    newRefreshToken: string,
    now = Date.now(),
  ): Promise<Written<unknown>> {
    const retry = tokenUse(session, presented, now) === 'retry';
    const next = hashOf(newRefreshToken);
    return conditionalWrite(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: tableName('users'),
          Key: keyOf(session.sessionId),
          ...expressions({
            update: update({
              set: retry
                ? { tokenHash: next }
                : { tokenHash: next, previousHash: session.tokenHash, previousUntil: now + RETRY_GRACE_MS },
            }),
            condition: equal({ tokenHash: session.tokenHash }),
          }),
        }),
      ),
    );
  },

  /** Ends the session: none of its refresh tokens, old or current, refreshes through the API again. */
  async end(sessionId: string): Promise<void> {
    await documentClient.send(new DeleteCommand({ TableName: tableName('users'), Key: keyOf(sessionId) }));
  },
};
