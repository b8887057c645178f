import { tableName } from '../lib/dynamo';
import { equal, expressions } from '../lib/expressions';
import { itemDecoder } from '../lib/item-decoder';
import { queryAll } from '../lib/read-all-pages';
import { recipientHash } from './deliveries';

/** A delivery record as the export shows it (the address is only ever a hash there). */
export interface DeliveryRecord {
  template: string;
  state: string;
  createdAt: string;
  sentAt?: string;
}

const deliveryRecord = itemDecoder<DeliveryRecord>('delivery', {
  template: 'string',
  state: 'string',
  createdAt: 'string',
});

/** The mails sent to an address, for "Download my data" (the byRecipient index, on the address's hash). */
export function deliveriesTo(address: string): Promise<DeliveryRecord[]> {
  const key = expressions({ key: equal({ recipientHash: recipientHash(address) }) });
  return queryAll(deliveryRecord, {
    TableName: tableName('deliveries'),
    IndexName: 'byRecipient',
    ...key,
    ProjectionExpression: 'template, #state, createdAt, sentAt',
    ExpressionAttributeNames: { ...key.ExpressionAttributeNames, '#state': 'state' },
  });
}
