import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamo';
import { equal, expressions } from '../lib/expressions';
import { forEachSettled } from '../lib/for-each-settled';
import { itemDecoder } from '../lib/item-decoder';
import { queryAll } from '../lib/read-all-pages';
import { savedSearchRepository } from './saved-search-repository';

/*
 * A student's saved searches when their account is deleted: each search (with its match keys), then
 * whatever is left in their partition (the count, the once-a-day markers). Idempotent.
 */

const savedSearchKey = itemDecoder<{ studentId: string; itemKey: string }>('saved search key', {
  studentId: 'string',
  itemKey: 'string',
});

export async function forgetSavedSearchesOf(studentId: string): Promise<void> {
  const searches = await savedSearchRepository.searchesOfStudent(studentId);
  await forEachSettled(searches, (search) => savedSearchRepository.remove(search));
  const left = await queryAll(savedSearchKey, {
    TableName: tableName('savedSearches'),
    ...expressions({ key: equal({ studentId }) }),
    ProjectionExpression: 'studentId, itemKey',
  });
  await forEachSettled(left, (item) =>
    documentClient.send(
      new DeleteCommand({
        TableName: tableName('savedSearches'),
        Key: { studentId: item.studentId, itemKey: item.itemKey },
      }),
    ),
  );
}
