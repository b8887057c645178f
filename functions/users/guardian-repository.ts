import { GetCommand, QueryCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  GUARDIAN_CORRECTIONS_MAX,
  INVITATION_RESEND_INTERVAL_HOURS,
  INVITATION_RESENDS_MAX,
  type TeenSettings,
} from '../../shared/rules/family';
import { updateItem, type Written } from '../lib/conditional-write';
import { documentClient, tableName } from '../lib/dynamo';
import {
  and,
  beginsWith,
  condition,
  equal,
  exists,
  expressions,
  notExists,
  update,
} from '../lib/expressions';
import { itemDecoder } from '../lib/item-decoder';
import { transact } from '../lib/transact';
import type { UserItem } from './user-item';
import { userItem } from './user-repository';

/*
 * The writes of a teen's guardian link. Each is one conditional write on the teen's
 * record, so the decision is the write's: a link works while its nonce is still the record's (spent
 * by the write that uses it), a resend only while the count and the day allow it. Twenty identical
 * requests at once make one change; the rest are refused (lib/conditional-write.ts).
 */

/** A conditional update of a teen's record: the record as it is after it. */
const updateTeen = (
  teenId: string,
  input: Pick<
    UpdateCommandInput,
    'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
  >,
): Promise<Written<UserItem>> =>
  updateItem(userItem, { TableName: tableName('users'), Key: { userId: teenId }, ...input });

/** A guardian's link to one teen, in the guardian's family partition. */
const teenLink = itemDecoder<{ teenId: string }>('family link', { teenId: 'string' });

const guardianKey = (guardianId: string) => `GUARDIAN#${guardianId}`;
const teenKey = (teenId: string) => `TEEN#${teenId}`;

/** Everything of a teen's record that is about their guardian: what goes when the link ends at 18. */
const GUARDIAN_LINK_ATTRIBUTES = [
  'parentName',
  'parentEmail',
  'guardianStatus',
  'guardianNonce',
  'guardianInvitedAt',
  'guardianExpiresAt',
  'guardianResends',
  'guardianCorrections',
  'guardianId',
  'guardianConfirmedAt',
  'guardianDeclinedAt',
  'familySettings',
  'familySettingsChosen',
  'homePoint',
] as const;

export interface Invitation {
  nonce: string;
  sentAt: Date;
  expiresAt: Date;
}

export const guardianRepository = {
  /**
   * The first invitation of a verified teen: only if there has never been one (the trigger may run
   * again for the same confirmation; Google completion and the trigger may both ask). No settings are
   * stored: until the guardian chooses, the defaults of the teen's age apply (guardian-link.ts).
   */
  startInvitation(teenId: string, invitation: Invitation) {
    return updateTeen(
      teenId,
      expressions({
        update: update({
          set: {
            guardianStatus: 'invited',
            guardianNonce: invitation.nonce,
            guardianInvitedAt: invitation.sentAt.toISOString(),
            guardianExpiresAt: invitation.expiresAt.toISOString(),
            guardianResends: 0,
            guardianCorrections: 0,
          },
        }),
        condition: and(exists('userId'), exists('parentEmail'), notExists('guardianStatus')),
      }),
    );
  },

  /** The teen sends it again: a new nonce (the old link stops working), once a day, 3 times in all. */
  resend(teenId: string, invitation: Invitation) {
    const earliestLast = new Date(
      invitation.sentAt.getTime() - INVITATION_RESEND_INTERVAL_HOURS * 3_600_000,
    ).toISOString();
    return updateTeen(
      teenId,
      expressions({
        update: update({
          set: {
            guardianNonce: invitation.nonce,
            guardianInvitedAt: invitation.sentAt.toISOString(),
            guardianExpiresAt: invitation.expiresAt.toISOString(),
          },
          add: { guardianResends: 1 },
        }),
        condition: and(
          equal({ guardianStatus: 'invited' }),
          condition('#guardianResends < :max AND #guardianInvitedAt <= :earliest', {
            ':max': INVITATION_RESENDS_MAX,
            ':earliest': earliestLast,
          }),
        ),
      }),
    );
  },

  /**
   * The teen corrects the address before anyone confirmed it (also after a decline): the new address
   * is invited with a new nonce, so the old link stops working. At most 3 corrections, and the
   * resends left are not reset.
   */
  correct(
    teenId: string,
    guardian: { name: string; email: string },
    previousEmail: string,
    invitation: Invitation,
  ) {
    return updateTeen(
      teenId,
      expressions({
        update: update({
          set: {
            parentName: guardian.name,
            parentEmail: guardian.email,
            guardianStatus: 'invited',
            guardianNonce: invitation.nonce,
            guardianInvitedAt: invitation.sentAt.toISOString(),
            guardianExpiresAt: invitation.expiresAt.toISOString(),
          },
          // The resends left stay as they were: a correction never gives them back.
          add: { guardianCorrections: 1 },
        }),
        condition: and(
          condition('#guardianStatus IN (:invited, :declined, :ended) AND #guardianCorrections < :max', {
            ':invited': 'invited',
            ':declined': 'declined',
            ':ended': 'ended',
            ':max': GUARDIAN_CORRECTIONS_MAX,
          }),
          equal({ parentEmail: previousEmail }),
        ),
      }),
    );
  },

  /**
   * The guardian confirms with the link whose nonce is `nonce`: the teen's record is linked to their
   * account (and carries its name from now on) and the guardian's list gains the teen, in one
   * transaction, only while the nonce is still the record's. Refused: used, voided, or declined. The
   * address stays the one the teen gave and the link proved: the use case has checked that the
   * account is that mailbox, and a confirmation never points the teen's mail somewhere else.
   */
  async confirm(
    teenId: string,
    nonce: string,
    guardian: { userId: string; firstName: string; lastName: string },
    now: Date,
  ): Promise<Written> {
    return transact([
      {
        Update: {
          TableName: tableName('users'),
          Key: { userId: teenId },
          ...expressions({
            update: update({
              set: {
                guardianStatus: 'confirmed',
                guardianId: guardian.userId,
                guardianConfirmedAt: now.toISOString(),
                parentName: `${guardian.firstName} ${guardian.lastName}`.trim(),
              },
              remove: ['guardianNonce'],
            }),
            condition: equal({ guardianNonce: nonce, guardianStatus: 'invited' }),
          }),
        },
      },
      {
        Put: {
          TableName: tableName('family'),
          Item: {
            familyKey: guardianKey(guardian.userId),
            itemKey: teenKey(teenId),
            teenId,
            guardianId: guardian.userId,
            linkedAt: now.toISOString(),
          },
        },
      },
    ]);
  },

  /** "This is not my child": the link is spent and the teen's applications pause. */
  decline(teenId: string, nonce: string, now: Date) {
    return updateTeen(
      teenId,
      expressions({
        update: update({
          set: { guardianStatus: 'declined', guardianDeclinedAt: now.toISOString() },
          remove: ['guardianNonce'],
        }),
        condition: equal({ guardianNonce: nonce, guardianStatus: 'invited' }),
      }),
    );
  },

  /**
   * The guardian's settings for one of their teens, chosen: from now on they stand whatever the teen's
   * age (guardian-link.ts settingsOf). Refused when the teen is not theirs.
   */
  saveSettings(
    teenId: string,
    guardianId: string,
    settings: TeenSettings,
    homePoint: UserItem['homePoint'] | undefined,
  ) {
    return updateTeen(
      teenId,
      expressions({
        // No home point given keeps the one stored.
        update: update({
          set: { familySettings: settings, familySettingsChosen: true, ...(homePoint ? { homePoint } : {}) },
        }),
        condition: equal({ guardianId, guardianStatus: 'confirmed' }),
      }),
    );
  },

  /**
   * The teen's 18th birthday (the birthday run): the guardian link ends. In one transaction, only while
   * that birthday is still the one due on the record (a second run changes nothing): the guardian's
   * name, address, settings and links leave the teen's record with its birthday keys, and the teen
   * leaves the guardian's family list.
   */
  endAtEighteen(
    teen: Pick<UserItem, 'userId' | 'guardianId'>,
    birthday: string,
    now: Date,
  ): Promise<Written> {
    const record = {
      Update: {
        TableName: tableName('users'),
        Key: { userId: teen.userId },
        ...expressions({
          update: update({
            set: { updatedAt: now.toISOString() },
            remove: [...GUARDIAN_LINK_ATTRIBUTES, 'birthdayShard', 'birthdayOn'],
          }),
          condition: equal({ birthdayOn: birthday }),
        }),
      },
    };
    const link = teen.guardianId
      ? [
          {
            Delete: {
              TableName: tableName('family'),
              Key: { familyKey: guardianKey(teen.guardianId), itemKey: teenKey(teen.userId) },
            },
          },
        ]
      : [];
    return transact([record, ...link]);
  },

  /** Access pattern "a guardian's teens": their family partition, then each teen's record. */
  async listTeens(guardianId: string): Promise<UserItem[]> {
    const { Items } = await documentClient.send(
      new QueryCommand({
        TableName: tableName('family'),
        ...expressions({
          key: and(equal({ familyKey: guardianKey(guardianId) }), beginsWith('itemKey', 'TEEN#')),
        }),
      }),
    );
    const teens = await Promise.all(
      teenLink.list(Items).map(async (link) => {
        const { Item } = await documentClient.send(
          new GetCommand({
            TableName: tableName('users'),
            Key: { userId: link.teenId },
            ConsistentRead: true,
          }),
        );
        return userItem.maybe(Item);
      }),
    );
    // Only teens still linked to this guardian (a record is the truth, the list its index).
    return teens.filter((teen): teen is UserItem => teen?.guardianId === guardianId);
  },
};
