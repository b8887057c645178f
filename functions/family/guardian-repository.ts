import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  GUARDIAN_CORRECTIONS_MAX,
  INVITATION_RESEND_INTERVAL_HOURS,
  INVITATION_RESENDS_MAX,
  type TeenSettings,
} from '../../shared/rules/family';
import { documentClient, isConditionFailure, tableName } from '../lib/dynamo';
import { transact } from '../lib/transact';
import type { UserItem } from '../users/user-item';

/*
 * The writes of a teen's guardian link (issue 20 §1). Each is one conditional write on the teen's
 * record, so the decision is the write's: a link works while its nonce is still the record's (spent
 * by the write that uses it), a resend only while the count and the day allow it. Twenty identical
 * requests at once make one change; the rest find the condition false.
 */

async function update(input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>) {
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({ TableName: tableName('users'), ReturnValues: 'ALL_NEW', ...input }),
    );
    return Attributes as UserItem;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

const guardianKey = (guardianId: string) => `GUARDIAN#${guardianId}`;
const teenKey = (teenId: string) => `TEEN#${teenId}`;

export interface Invitation {
  nonce: string;
  sentAt: Date;
  expiresAt: Date;
}

export const guardianRepository = {
  /**
   * The first invitation of a verified teen: only if there has never been one (the trigger may run
   * again for the same confirmation; Google completion and the trigger may both ask).
   */
  startInvitation(teenId: string, invitation: Invitation, settings: TeenSettings) {
    return update({
      Key: { userId: teenId },
      UpdateExpression:
        'SET guardianStatus = :invited, guardianNonce = :nonce, guardianInvitedAt = :at, guardianExpiresAt = :exp, guardianResends = :zero, guardianCorrections = :zero, familySettings = if_not_exists(familySettings, :settings)',
      ConditionExpression:
        'attribute_exists(userId) AND attribute_exists(parentEmail) AND attribute_not_exists(guardianStatus)',
      ExpressionAttributeValues: {
        ':invited': 'invited',
        ':nonce': invitation.nonce,
        ':at': invitation.sentAt.toISOString(),
        ':exp': invitation.expiresAt.toISOString(),
        ':zero': 0,
        ':settings': settings,
      },
    });
  },

  /** The teen sends it again: a new nonce (the old link stops working), once a day, 3 times in all. */
  resend(teenId: string, invitation: Invitation) {
    const earliestLast = new Date(
      invitation.sentAt.getTime() - INVITATION_RESEND_INTERVAL_HOURS * 3_600_000,
    ).toISOString();
    return update({
      Key: { userId: teenId },
      UpdateExpression:
        'SET guardianNonce = :nonce, guardianInvitedAt = :at, guardianExpiresAt = :exp, guardianResends = guardianResends + :one',
      ConditionExpression:
        'guardianStatus = :invited AND guardianResends < :max AND guardianInvitedAt <= :earliest',
      ExpressionAttributeValues: {
        ':nonce': invitation.nonce,
        ':at': invitation.sentAt.toISOString(),
        ':exp': invitation.expiresAt.toISOString(),
        ':one': 1,
        ':invited': 'invited',
        ':max': INVITATION_RESENDS_MAX,
        ':earliest': earliestLast,
      },
    });
  },

  /**
   * The teen corrects the address before anyone confirmed it (also after a decline): the new address
   * is invited with a new nonce, so the old link stops working. At most 3 corrections.
   */
  correct(
    teenId: string,
    guardian: { name: string; email: string },
    previousEmail: string,
    invitation: Invitation,
  ) {
    return update({
      Key: { userId: teenId },
      UpdateExpression:
        'SET parentName = :name, parentEmail = :email, guardianStatus = :invited, guardianNonce = :nonce, guardianInvitedAt = :at, guardianExpiresAt = :exp, guardianCorrections = guardianCorrections + :one, guardianResends = :zero',
      ConditionExpression:
        'guardianStatus IN (:invited, :declined, :ended) AND guardianCorrections < :max AND parentEmail = :previous',
      ExpressionAttributeValues: {
        ':name': guardian.name,
        ':email': guardian.email,
        ':invited': 'invited',
        ':declined': 'declined',
        ':ended': 'ended',
        ':nonce': invitation.nonce,
        ':at': invitation.sentAt.toISOString(),
        ':exp': invitation.expiresAt.toISOString(),
        ':one': 1,
        ':zero': 0,
        ':max': GUARDIAN_CORRECTIONS_MAX,
        ':previous': previousEmail,
      },
    });
  },

  /**
   * The guardian confirms with the link whose nonce is `nonce`: the teen's record is linked to their
   * account (and carries its name and address from now on) and the guardian's list gains the teen,
   * in one transaction, only while the nonce is still the record's. False: used, voided, or declined.
   */
  async confirm(
    teenId: string,
    nonce: string,
    guardian: { userId: string; firstName: string; lastName: string; emailId: string },
    now: Date,
  ): Promise<boolean> {
    const result = await transact([
      {
        Update: {
          TableName: tableName('users'),
          Key: { userId: teenId },
          UpdateExpression:
            'SET guardianStatus = :confirmed, guardianId = :guardian, guardianConfirmedAt = :now, parentName = :name, parentEmail = :email REMOVE guardianNonce',
          ConditionExpression: 'guardianNonce = :nonce AND guardianStatus = :invited',
          ExpressionAttributeValues: {
            ':confirmed': 'confirmed',
            ':invited': 'invited',
            ':guardian': guardian.userId,
            ':now': now.toISOString(),
            ':name': `${guardian.firstName} ${guardian.lastName}`.trim(),
            ':email': guardian.emailId,
            ':nonce': nonce,
          },
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
    return result.ok;
  },

  /** "This is not my child": the link is spent and the teen's applications pause. */
  decline(teenId: string, nonce: string, now: Date) {
    return update({
      Key: { userId: teenId },
      UpdateExpression: 'SET guardianStatus = :declined, guardianDeclinedAt = :now REMOVE guardianNonce',
      ConditionExpression: 'guardianNonce = :nonce AND guardianStatus = :invited',
      ExpressionAttributeValues: {
        ':declined': 'declined',
        ':invited': 'invited',
        ':nonce': nonce,
        ':now': now.toISOString(),
      },
    });
  },

  /** The guardian's settings for one of their teens; undefined when the teen is not theirs. */
  saveSettings(
    teenId: string,
    guardianId: string,
    settings: TeenSettings,
    homePoint: UserItem['homePoint'] | undefined,
  ) {
    return update({
      Key: { userId: teenId },
      UpdateExpression: homePoint
        ? 'SET familySettings = :settings, homePoint = :home'
        : 'SET familySettings = :settings',
      ConditionExpression: 'guardianId = :guardian AND guardianStatus = :confirmed',
      ExpressionAttributeValues: {
        ':settings': settings,
        ':guardian': guardianId,
        ':confirmed': 'confirmed',
        ...(homePoint ? { ':home': homePoint } : {}),
      },
    });
  },

  /** Access pattern "a guardian's teens": their family partition, then each teen's record. */
  async listTeens(guardianId: string): Promise<UserItem[]> {
    const { Items } = await documentClient.send(
      new QueryCommand({
        TableName: tableName('family'),
        KeyConditionExpression: 'familyKey = :guardian AND begins_with(itemKey, :teen)',
        ExpressionAttributeValues: { ':guardian': guardianKey(guardianId), ':teen': 'TEEN#' },
      }),
    );
    const teens = await Promise.all(
      (Items ?? []).map(async (item) => {
        const { Item } = await documentClient.send(
          new GetCommand({
            TableName: tableName('users'),
            Key: { userId: item.teenId },
            ConsistentRead: true,
          }),
        );
        return Item as UserItem | undefined;
      }),
    );
    // Only teens still linked to this guardian (a record is the truth, the list its index).
    return teens.filter((teen): teen is UserItem => teen?.guardianId === guardianId);
  },
};
