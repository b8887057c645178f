import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalUpdate, type Written } from '../lib/conditional-write';
import { documentClient, tableName } from '../lib/dynamo';
import { and, condition, equal, exists, expressions, notExists, or, update } from '../lib/expressions';
import { forEachSettled } from '../lib/for-each-settled';
import { itemDecoder } from '../lib/item-decoder';
import { queryAll } from '../lib/read-all-pages';
import type { UserItem } from './user-item';

/*
 * A person's records in the users and family tables when their account is deleted or they download
 * their data: the claim on a deletion, the teen's activity and the guardian's links, and the profile
 * itself. Each write is conditioned on the person it is about, so a deletion that runs twice (a retry,
 * two tabs) changes nothing the second time.
 */

/** Any item of a family partition: a guardian's link to a teen, or one of the teen's activity items. */
export interface FamilyItem {
  familyKey: string;
  itemKey: string;
  teenId?: string;
}

const familyItem = itemDecoder<FamilyItem>('family', { familyKey: 'string', itemKey: 'string' });

/** Every item of one family partition: a guardian's teens (`GUARDIAN#…`) or a teen's activity (`TEEN#…`). */
function familyPartition(familyKey: string): Promise<FamilyItem[]> {
  return queryAll(familyItem, {
    TableName: tableName('family'),
    ...expressions({ key: equal({ familyKey }) }),
  });
}

async function deleteFamilyItem(item: Pick<FamilyItem, 'familyKey' | 'itemKey'>): Promise<void> {
  await documentClient.send(
    new DeleteCommand({
      TableName: tableName('family'),
      Key: { familyKey: item.familyKey, itemKey: item.itemKey },
    }),
  );
}

/** A guardian's links to their teens, as stored. */
export const guardianLinksOf = (guardianId: string): Promise<FamilyItem[]> =>
  familyPartition(`GUARDIAN#${guardianId}`);

/** A teen's activity (what their guardian's page and digest show), as stored. */
export const teenActivityOf = (teenId: string): Promise<FamilyItem[]> => familyPartition(`TEEN#${teenId}`);

/** A teen's activity goes: it was told to their guardian only. */
export async function forgetTeenActivity(teenId: string): Promise<void> {
  await forEachSettled(await teenActivityOf(teenId), deleteFamilyItem);
}

/** A deleted student's family traces: their activity, and their guardian's link to them. */
export async function forgetStudentFamily(student: Pick<UserItem, 'userId' | 'guardianId'>): Promise<void> {
  await forgetTeenActivity(student.userId);
  if (student.guardianId) {
    await deleteFamilyItem({
      familyKey: `GUARDIAN#${student.guardianId}`,
      itemKey: `TEEN#${student.userId}`,
    });
  }
}

/** A deleted guardian's link to one teen, once the teen's record no longer names them. */
export const forgetGuardianLink = (link: FamilyItem): Promise<void> => deleteFamilyItem(link);

/**
 * A deleted guardian's link leaves their teen's record: the teen keeps their account, and is asked to
 * name a parent or guardian again (status `ended`: applications are paused until one confirms; the
 * empty address is the "previous" one a correction replaces). Only while the record still names
 * this guardian.
 */
export function endGuardianLink(teenId: string, guardianId: string): Promise<Written<unknown>> {
  return conditionalUpdate({
    TableName: tableName('users'),
    Key: { userId: teenId },
    ...expressions({
      update: update({
        set: {
          guardianStatus: 'ended',
          guardianEndedAt: new Date().toISOString(),
          parentName: '',
          parentEmail: '',
        },
        remove: ['guardianId', 'guardianConfirmedAt', 'guardianNonce'],
      }),
      condition: equal({ guardianId }),
    }),
  });
}

/**
 * The claim on a deletion: one request at a time runs it (a second one meanwhile is told it is under
 * way). A claim older than `staleMs` belongs to a run that died (a timeout), and a retry takes it over:
 * every step is idempotent.
 */
export function claimDeletion(userId: string, now: Date, staleMs: number): Promise<Written<unknown>> {
  const stale = new Date(now.getTime() - staleMs).toISOString();
  return conditionalUpdate({
    TableName: tableName('users'),
    Key: { userId },
    ...expressions({
      update: update({ set: { deletionStartedAt: now.toISOString() } }),
      condition: and(
        exists('userId'),
        or(notExists('deletionStartedAt'), condition('#deletionStartedAt < :stale', { ':stale': stale })),
      ),
    }),
  });
}

/** The profile itself, last of all. */
export async function deleteProfile(userId: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName('users'), Key: { userId } }));
}
