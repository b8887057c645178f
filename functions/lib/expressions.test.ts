import { describe, expect, it } from 'vitest';
import {
  and,
  beginsWith,
  between,
  condition,
  equal,
  exists,
  expressions,
  notExists,
  or,
  update,
} from './expressions';

describe('expressions', () => {
  it('name every attribute through a placeholder, and give each kind of value its own prefix', () => {
    expect(
      expressions({
        update: update({ set: { status: 'Accepted', updatedAt: 'now' }, remove: ['approvalNonce'] }),
        condition: equal({ status: 'Applied', employerId: 'e1' }),
      }),
    ).toEqual({
      UpdateExpression: 'SET #status = :set_status, #updatedAt = :set_updatedAt REMOVE #approvalNonce',
      ConditionExpression: '#status = :is_status AND #employerId = :is_employerId',
      ExpressionAttributeNames: {
        '#status': 'status',
        '#updatedAt': 'updatedAt',
        '#approvalNonce': 'approvalNonce',
        '#employerId': 'employerId',
      },
      ExpressionAttributeValues: {
        ':set_status': 'Accepted',
        ':set_updatedAt': 'now',
        ':is_status': 'Applied',
        ':is_employerId': 'e1',
      },
    });
  });

  it('remove an attribute set to undefined, add to counters, and set some only when absent', () => {
    expect(
      update({ set: { price: undefined, title: 'x' }, add: { appTotal: 1 }, setIfAbsent: { nonce: 'n' } }),
    ).toEqual({
      text: 'SET #title = :set_title, #nonce = if_not_exists(#nonce, :new_nonce) ADD #appTotal :add_appTotal REMOVE #price',
      names: { '#title': 'title', '#nonce': 'nonce', '#appTotal': 'appTotal', '#price': 'price' },
      values: { ':set_title': 'x', ':new_nonce': 'n', ':add_appTotal': 1 },
    });
  });

  it('reach into a map, and refuse a name that needs a placeholder of its own', () => {
    expect(update({ set: { 'address.address1': '' } })).toEqual({
      text: 'SET #address.#address1 = :set_address_address1',
      names: { '#address': 'address', '#address1': 'address1' },
      values: { ':set_address_address1': '' },
    });
    expect(() => update({ set: { 'a-b': 1 } })).toThrow(/placeholder/);
  });

  it('combine conditions with the parentheses their precedence needs', () => {
    const claim = or(notExists('limitKey'), condition('#windowEndsAt <= :now', { ':now': 5 }));
    expect(claim.text).toBe('attribute_not_exists(#limitKey) OR #windowEndsAt <= :now');
    expect(claim.names).toEqual({ '#limitKey': 'limitKey', '#windowEndsAt': 'windowEndsAt' });
    expect(and(exists('userId'), claim).text).toBe(
      'attribute_exists(#userId) AND (attribute_not_exists(#limitKey) OR #windowEndsAt <= :now)',
    );
    expect(or(notExists('a'), condition('#s = :s AND #t < :t', { ':s': 1, ':t': 2 })).text).toBe(
      'attribute_not_exists(#a) OR (#s = :s AND #t < :t)',
    );
  });

  it('refuse one placeholder with two values, and leave out empty names and values', () => {
    expect(() => and(condition('#a = :v', { ':v': 1 }), condition('#b = :v', { ':v': 2 }))).toThrow(
      /two values/,
    );
    expect(expressions({ condition: notExists('jobId') })).toEqual({
      ConditionExpression: 'attribute_not_exists(#jobId)',
      ExpressionAttributeNames: { '#jobId': 'jobId' },
    });
  });

  it('build the key condition and filter of a query the same way', () => {
    expect(
      expressions({
        key: and(equal({ listing: 'OPEN#1' }), between('listKey', 'a', 'b')),
        filter: condition('#endsAt > :now', { ':now': 'n' }),
      }),
    ).toEqual({
      KeyConditionExpression: '#listing = :is_listing AND #listKey BETWEEN :from_listKey AND :to_listKey',
      FilterExpression: '#endsAt > :now',
      ExpressionAttributeNames: { '#listing': 'listing', '#listKey': 'listKey', '#endsAt': 'endsAt' },
      ExpressionAttributeValues: {
        ':is_listing': 'OPEN#1',
        ':from_listKey': 'a',
        ':to_listKey': 'b',
        ':now': 'n',
      },
    });
    expect(and(equal({ studentId: 's' }), beginsWith('itemKey', 'search#')).text).toBe(
      '#studentId = :is_studentId AND begins_with(#itemKey, :prefix_itemKey)',
    );
  });
});
