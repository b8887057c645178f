/*
 * dynalite 4 answers TransactWriteItems and TransactGetItems with UnknownOperationException. This
 * adds both with DynamoDB's behaviour, so handlers can send `TransactWriteCommand` unchanged to
 * AWS_ENDPOINT_URL_DYNAMODB: all or nothing, TransactionCanceledException with one cancellation
 * reason per action, GSIs kept in step, and serialized against every other write.
 *
 * dynalite keeps its action table and its store private, so the store is caught as dynalite creates
 * it, and the two operations are answered before dynalite's request listener sees them. Each
 * action runs through dynalite's own validations (which parse the expressions) and its own
 * putItem/updateItem/deleteItem, against a staging store that reads the locked item and records
 * the writes instead of making them. Nothing is written until every action has passed; then all
 * the recorded writes (items and index entries, across tables) go to LevelDB in one batch.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';

type AttributeMap = Record<string, Record<string, unknown>>;
type Callback<T> = (err: DynaliteError | null | undefined, value?: T) => void;
/** dynalite's errors carry the HTTP status and the JSON body to send. */
interface DynaliteError extends Error {
  statusCode?: number;
  body?: { __type: string; message?: string; [member: string]: unknown };
}
/** A table description as dynalite stores it; only handed back to dynalite's own functions. */
type Table = { TableName: string };
interface BatchOp {
  type: 'put' | 'del';
  key: string;
  value?: AttributeMap;
}
interface ItemDb {
  get(key: string, cb: Callback<AttributeMap>): void;
  put(key: string, value: AttributeMap, cb: Callback<void>): void;
  del(key: string, cb: Callback<void>): void;
  lock(key: string, exec: (release: (done?: () => void) => () => void) => void): void;
}
interface Store {
  options: { maxItemSize: number };
  db: { batch(ops: BatchOp[], cb: Callback<void>): void };
  getTable(name: string, checkStatus: boolean, cb: Callback<Table>): void;
  getItemDb(name: string): ItemDb;
}
type StagingStore = Pick<Store, 'options'> & {
  getTable(name: string, cb: Callback<Table>): void;
  getItemDb(name: string): ItemDb;
  getIndexDb(indexType: string, tableName: string, indexName: string): ItemDb;
};
type Data = Record<string, unknown> & {
  TableName: string;
  Key?: AttributeMap;
  Item?: AttributeMap;
  ReturnValuesOnConditionCheckFailure?: string;
  _projection?: { paths: unknown[]; nestedPaths?: unknown };
  _updates?: unknown;
};
interface Capacity {
  CapacityUnits: number;
}
type Action = (store: StagingStore, data: Data, cb: Callback<{ ConsumedCapacity?: Capacity }>) => void;
interface TypeSpec {
  type?: string;
  notNull?: boolean;
  [constraint: string]: unknown;
}
interface ActionValidation {
  types: Record<string, TypeSpec>;
  custom(data: Data, store: Store): string | undefined;
}

const require = createRequire(import.meta.url);
const createDynalite = require('dynalite') as (options: Record<string, unknown>) => Server;
const db = require('dynalite/db') as {
  create(options: Record<string, unknown>): Store;
  validateKey(key: AttributeMap, table: Table): DynaliteError | undefined;
  validateItem(item: AttributeMap, table: Table): DynaliteError | undefined;
  validateUpdates(attributeUpdates: undefined, updates: unknown, table: Table): DynaliteError | undefined;
  validateKeyPaths(nestedPaths: unknown, table: Table): DynaliteError | undefined;
  createKey(item: AttributeMap, table: Table): string;
  checkConditional(data: Data, item: AttributeMap | undefined): DynaliteError | null | undefined;
  capacityUnits(item: AttributeMap | undefined, isRead: boolean, isConsistent: boolean): number;
  mapPaths(paths: unknown[], item: AttributeMap): AttributeMap;
  validationError(message: string): DynaliteError;
};
const validations = require('dynalite/validations') as {
  checkTypes(data: unknown, types: Record<string, TypeSpec>): Record<string, unknown>;
  checkValidations(data: unknown, types: Record<string, TypeSpec>, custom: undefined, store: Store): void;
};
const validation = (name: string) => require(`dynalite/validations/${name}`) as ActionValidation;
const writeActions = {
  Put: require('dynalite/actions/putItem') as Action,
  Update: require('dynalite/actions/updateItem') as Action,
  Delete: require('dynalite/actions/deleteItem') as Action,
};

type WriteKind = 'Put' | 'Update' | 'Delete' | 'ConditionCheck';
const writeKinds: WriteKind[] = ['ConditionCheck', 'Put', 'Delete', 'Update'];

/**
 * The shapes of the TransactWriteItems and TransactGetItems members, built from dynalite's own
 * PutItem/UpdateItem/DeleteItem/GetItem shapes minus what transactions do not take (ReturnValues,
 * Expected, AttributeUpdates…), so type and constraint errors read exactly as dynalite's do.
 */
function pick(types: Record<string, TypeSpec>, names: string[], extra: Record<string, TypeSpec> = {}) {
  return { ...Object.fromEntries(names.map((name) => [name, types[name] as TypeSpec])), ...extra };
}
const put = validation('putItem');
const update = validation('updateItem');
const del = validation('deleteItem');
const get = validation('getItem');
const expressionParams = ['ConditionExpression', 'ExpressionAttributeNames', 'ExpressionAttributeValues'];
const onFailure = { ReturnValuesOnConditionCheckFailure: { type: 'String', enum: ['ALL_OLD', 'NONE'] } };
const writeShapes: Record<
  WriteKind,
  { types: Record<string, TypeSpec>; custom: ActionValidation['custom'] }
> = {
  Put: { types: pick(put.types, ['TableName', 'Item', ...expressionParams], onFailure), custom: put.custom },
  Update: {
    types: pick(update.types, ['TableName', 'Key', ...expressionParams], {
      ...onFailure,
      UpdateExpression: { type: 'String', notNull: true },
    }),
    custom: update.custom,
  },
  Delete: {
    types: pick(del.types, ['TableName', 'Key', ...expressionParams], onFailure),
    custom: del.custom,
  },
  // DeleteItem's checks are exactly a condition check's: a key and a condition expression.
  ConditionCheck: {
    types: pick(del.types, ['TableName', 'Key', ...expressionParams], {
      ...onFailure,
      ConditionExpression: { type: 'String', notNull: true },
    }),
    custom: del.custom,
  },
};
const returnConsumedCapacity = put.types.ReturnConsumedCapacity as TypeSpec;
const transactItems = (member: string, children: Record<string, TypeSpec>): TypeSpec => ({
  type: 'List',
  notNull: true,
  lengthGreaterThanOrEqual: 1,
  lengthLessThanOrEqual: 100,
  children: { type: `ValueStruct<${member}>`, children },
});
const transactWriteTypes: Record<string, TypeSpec> = {
  ReturnConsumedCapacity: returnConsumedCapacity,
  ReturnItemCollectionMetrics: put.types.ReturnItemCollectionMetrics as TypeSpec,
  ClientRequestToken: { type: 'String', lengthGreaterThanOrEqual: 1, lengthLessThanOrEqual: 36 },
  TransactItems: transactItems(
    'TransactWriteItem',
    Object.fromEntries(
      writeKinds.map((kind) => [kind, { type: `FieldStruct<${kind}>`, children: writeShapes[kind].types }]),
    ),
  ),
};
const getShape = pick(get.types, ['TableName', 'Key', 'ProjectionExpression', 'ExpressionAttributeNames']);
const transactGetTypes: Record<string, TypeSpec> = {
  ReturnConsumedCapacity: returnConsumedCapacity,
  TransactItems: transactItems('TransactGetItem', {
    Get: { type: 'FieldStruct<Get>', notNull: true, children: getShape },
  }),
};

/**
 * dynalite({ … }) with TransactWriteItems and TransactGetItems added. Every other request, and the
 * server's close/listen, are dynalite's own.
 */
export function dynaliteWithTransactions(options: Record<string, unknown>): Server {
  const create = db.create;
  let store: Store | undefined;
  db.create = (opts) => {
    store = create(opts);
    return store;
  };
  let server: Server;
  try {
    server = createDynalite(options);
  } finally {
    db.create = create;
  }
  // dynalite's close() then listen() refills this same store object, so holding it stays valid.
  const caught = store;
  if (!caught) throw new Error('dynalite no longer creates its store through db.create; update this file');
  const dynaliteListener = server.listeners('request')[0] as RequestListener;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const operation = req.method === 'POST' ? operations[String(req.headers['x-amz-target'])] : undefined;
    if (operation) {
      answer(caught, operation, req, res).catch((err: unknown) => {
        console.error('[dynalite transactions]', err);
        res.destroy();
      });
    } else dynaliteListener.call(server, req, res);
  });
  return server;
}

type Operation = (store: Store, body: Record<string, unknown>) => Promise<unknown>;
const operations: Record<string, Operation> = {
  'DynamoDB_20120810.TransactWriteItems': transactWriteItems,
  'DynamoDB_20120810.TransactGetItems': transactGetItems,
};

interface WriteAction {
  kind: WriteKind;
  data: Data;
  table: Table;
  key: string;
}
interface CancellationReason {
  Code: 'None' | 'ConditionalCheckFailed' | 'ValidationError';
  Message?: string;
  Item?: AttributeMap;
}
/** What one action would do: its reason code, and the writes to make if every action passes. */
interface Outcome {
  reason: CancellationReason;
  writes: BatchOp[];
  units: number;
}

async function transactWriteItems(store: Store, body: Record<string, unknown>) {
  const request = checkRequest(store, body, transactWriteTypes);
  const capacityWanted = request.ReturnConsumedCapacity;
  const actions: WriteAction[] = [];
  for (const member of request.TransactItems as (Record<string, Data> | null)[]) {
    const kinds = writeKinds.filter((kind) => member?.[kind] != null);
    const kind = kinds[0];
    if (kinds.length !== 1 || !kind) {
      throw db.validationError('TransactItems can only contain one of Check, Put, Update or Delete');
    }
    const data = member?.[kind] as Data;
    const invalid = writeShapes[kind].custom(data, store);
    if (invalid) throw db.validationError(invalid);
    if (capacityWanted) data.ReturnConsumedCapacity = capacityWanted;
    const table = await getTable(store, data.TableName);
    const target = (kind === 'Put' ? data.Item : data.Key) as AttributeMap;
    const invalidKey =
      kind === 'Put'
        ? db.validateItem(target, table)
        : (db.validateKey(target, table) ?? db.validateUpdates(undefined, data._updates, table));
    if (invalidKey) throw invalidKey;
    actions.push({ kind, data, table, key: db.createKey(target, table) });
  }
  rejectRepeatedItems(actions.map((a) => ({ tableName: a.table.TableName, key: a.key })));

  const release = await lockAll(
    store,
    actions.map((a) => ({ tableName: a.table.TableName, key: a.key })),
  );
  try {
    const outcomes: Outcome[] = [];
    for (const action of actions) {
      const current = await read(store.getItemDb(action.table.TableName), action.key);
      outcomes.push(await stage(store, action, current));
    }
    if (outcomes.some((o) => o.reason.Code !== 'None')) throw cancelled(outcomes.map((o) => o.reason));
    await new Promise<void>((resolve, reject) =>
      store.db.batch(
        outcomes.flatMap((o) => o.writes),
        (err) => (err ? reject(err) : resolve()),
      ),
    );
    return capacityWanted && capacityWanted !== 'NONE'
      ? { ConsumedCapacity: consumedCapacity(actions, outcomes, capacityWanted) }
      : {};
  } finally {
    release();
  }
}

/**
 * Runs one action through dynalite's own putItem/updateItem/deleteItem against a store that hands
 * out the item as read under the transaction's lock and records the item and index writes.
 */
function stage(store: Store, action: WriteAction, current: AttributeMap | undefined): Promise<Outcome> {
  const { kind, data, table } = action;
  const reasonFor = (err: DynaliteError): CancellationReason => {
    const type = err.body?.__type ?? '';
    if (type.endsWith('#ConditionalCheckFailedException')) {
      const reason: CancellationReason = { Code: 'ConditionalCheckFailed', Message: err.body?.message };
      if (current && data.ReturnValuesOnConditionCheckFailure === 'ALL_OLD') reason.Item = current;
      return reason;
    }
    // Found only once the item is read (an ADD to a string, say): AWS cancels with the message.
    if (type.endsWith('#ValidationException')) return { Code: 'ValidationError', Message: err.body?.message };
    throw err;
  };
  if (kind === 'ConditionCheck') {
    const failed = db.checkConditional(data, current);
    const units = db.capacityUnits(current, false, true);
    return Promise.resolve({ reason: failed ? reasonFor(failed) : { Code: 'None' }, writes: [], units });
  }
  const writes: BatchOp[] = [];
  // The sub-database names of dynalite's db/index.js (getItemDb, getIndexDb): a sub-database's key
  // in LevelDB is its name, '~', then the item or index key.
  const recorder = (name: string): ItemDb => ({
    lock: (_key, exec) => exec((done) => done ?? (() => {})),
    get: (_key, cb) => cb(null, current),
    put: (key, value, cb) => {
      writes.push({ type: 'put', key: `${name}~${key}`, value });
      cb(null);
    },
    del: (key, cb) => {
      writes.push({ type: 'del', key: `${name}~${key}` });
      cb(null);
    },
  });
  const staging: StagingStore = {
    options: store.options,
    getTable: (_name, cb) => cb(null, table),
    getItemDb: (name) => recorder(`item-${name}`),
    getIndexDb: (indexType, tableName, indexName) =>
      recorder(`index-${indexType.toLowerCase()}~${tableName}~${indexName}`),
  };
  return new Promise((resolve, reject) => {
    writeActions[kind](staging, data, (err, result) => {
      try {
        if (err) resolve({ reason: reasonFor(err), writes: [], units: 0 });
        else
          resolve({ reason: { Code: 'None' }, writes, units: result?.ConsumedCapacity?.CapacityUnits ?? 0 });
      } catch (unexpected) {
        reject(unexpected);
      }
    });
  });
}

function cancelled(reasons: CancellationReason[]): DynaliteError {
  const message = `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons
    .map((r) => r.Code)
    .join(', ')}]`;
  const err: DynaliteError = new Error(message);
  err.statusCode = 400;
  // AWS spells this one's message "Message"; the SDK reads CancellationReasons from the same body.
  err.body = {
    __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
    CancellationReasons: reasons,
    Message: message,
  };
  return err;
}

/** A transactional write costs twice a standard one (AWS bills the prepare and the commit). */
function consumedCapacity(actions: WriteAction[], outcomes: Outcome[], wanted: unknown) {
  const byTable = new Map<string, number>();
  actions.forEach((action, i) => {
    const name = action.table.TableName;
    byTable.set(name, (byTable.get(name) ?? 0) + 2 * (outcomes[i]?.units ?? 0));
  });
  return [...byTable].map(([TableName, units]) => ({
    TableName,
    CapacityUnits: units,
    WriteCapacityUnits: units,
    ...(wanted === 'INDEXES' ? { Table: { CapacityUnits: units, WriteCapacityUnits: units } } : {}),
  }));
}

async function transactGetItems(store: Store, body: Record<string, unknown>) {
  const request = checkRequest(store, body, transactGetTypes);
  const gets: { data: Data; table: Table; key: string }[] = [];
  for (const [i, member] of (request.TransactItems as ({ Get?: Data } | null)[]).entries()) {
    const data = member?.Get;
    if (!data) {
      throw db.validationError(
        `1 validation error detected: Value null at 'transactItems.${i + 1}.member.get' failed to satisfy constraint: Member must not be null`,
      );
    }
    const invalid = get.custom(data, store);
    if (invalid) throw db.validationError(invalid);
    const table = await getTable(store, data.TableName);
    const invalidKey =
      db.validateKey(data.Key as AttributeMap, table) ??
      db.validateKeyPaths(data._projection?.nestedPaths, table);
    if (invalidKey) throw invalidKey;
    gets.push({ data, table, key: db.createKey(data.Key as AttributeMap, table) });
  }
  rejectRepeatedItems(gets.map((g) => ({ tableName: g.table.TableName, key: g.key })));

  // Locked like a write, so a read never sees half of a transaction that commits meanwhile.
  const release = await lockAll(
    store,
    gets.map((g) => ({ tableName: g.table.TableName, key: g.key })),
  );
  const items: (AttributeMap | undefined)[] = [];
  try {
    for (const g of gets) items.push(await read(store.getItemDb(g.table.TableName), g.key));
  } finally {
    release();
  }
  const response: Record<string, unknown> = {
    Responses: items.map((item, i) => {
      const paths = gets[i]?.data._projection?.paths;
      return item ? { Item: paths ? db.mapPaths(paths, item) : item } : {};
    }),
  };
  const wanted = request.ReturnConsumedCapacity;
  if (wanted && wanted !== 'NONE') {
    const byTable = new Map<string, number>();
    gets.forEach((g, i) => {
      const name = g.table.TableName;
      byTable.set(name, (byTable.get(name) ?? 0) + 2 * db.capacityUnits(items[i], true, true));
    });
    response.ConsumedCapacity = [...byTable].map(([TableName, units]) => ({
      TableName,
      CapacityUnits: units,
      ReadCapacityUnits: units,
      ...(wanted === 'INDEXES' ? { Table: { CapacityUnits: units, ReadCapacityUnits: units } } : {}),
    }));
  }
  return response;
}

/** dynalite's type checks and constraint checks, with dynalite's messages, over the whole request. */
function checkRequest(store: Store, body: Record<string, unknown>, types: Record<string, TypeSpec>) {
  const request = validations.checkTypes(body, types);
  validations.checkValidations(request, types, undefined, store);
  return request;
}

function getTable(store: Store, name: string): Promise<Table> {
  return new Promise((resolve, reject) =>
    store.getTable(name, false, (err, table) => {
      if (err?.body?.__type.endsWith('#ResourceNotFoundException')) {
        // Unlike dynalite's single-item calls, AWS names no table here.
        err.body.message = 'Requested resource not found';
      }
      if (err || !table) reject(err);
      else resolve(table);
    }),
  );
}

function rejectRepeatedItems(targets: { tableName: string; key: string }[]) {
  const seen = new Set(targets.map((t) => `${t.tableName} ${t.key}`));
  if (seen.size < targets.length) {
    throw db.validationError('Transaction request cannot include multiple operations on one item');
  }
}

/**
 * dynalite's putItem/updateItem/deleteItem each lock their one item; a transaction takes all of
 * its items' locks, one after the other in a fixed order, so two transactions never deadlock.
 */
async function lockAll(store: Store, targets: { tableName: string; key: string }[]): Promise<() => void> {
  const ordered = [...targets].sort((a, b) =>
    a.tableName === b.tableName ? compare(a.key, b.key) : compare(a.tableName, b.tableName),
  );
  const releases: (() => void)[] = [];
  for (const { tableName, key } of ordered) {
    const itemDb = store.getItemDb(tableName);
    releases.push(
      await new Promise<() => void>((resolve) => itemDb.lock(key, (release) => resolve(release()))),
    );
  }
  return () => {
    for (const release of releases.reverse()) release();
  };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function read(itemDb: ItemDb, key: string): Promise<AttributeMap | undefined> {
  return new Promise((resolve, reject) =>
    itemDb.get(key, (err, item) => {
      if (err && err.name !== 'NotFoundError') reject(err);
      else resolve(err ? undefined : (item ?? undefined));
    }),
  );
}

/** The HTTP side as dynalite's own listener does it: JSON in, JSON out with AWS's headers. */
async function answer(store: Store, operation: Operation, req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim();
  res.setHeader('x-amzn-RequestId', randomBytes(39).toString('base64').toUpperCase().replace(/\+|\//g, '0'));
  if (req.headers.origin) res.setHeader('Access-Control-Allow-Origin', '*');
  const send = (status: number, data: unknown) => {
    const json = JSON.stringify(data);
    res.statusCode = status;
    res.setHeader('x-amz-crc32', crc32(json));
    res.setHeader(
      'Content-Type',
      contentType === 'application/x-amz-json-1.0' ? contentType : 'application/json',
    );
    res.setHeader('Content-Length', Buffer.byteLength(json));
    res.end(json);
  };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return send(400, { __type: 'com.amazon.coral.service#SerializationException' });
  }
  const signed =
    req.headers.authorization?.trim().startsWith('AWS4-') || /[?&]X-Amz-Algorithm=/.test(req.url ?? '');
  if (!signed) {
    return send(400, {
      __type: 'com.amazon.coral.service#MissingAuthenticationTokenException',
      message: 'Request is missing Authentication Token',
    });
  }
  try {
    send(200, await operation(store, (body ?? {}) as Record<string, unknown>));
  } catch (err) {
    const known = err as DynaliteError;
    if (known.statusCode && known.body) return send(known.statusCode, known.body);
    console.error('[dynalite transactions]', err);
    send(500, {
      __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError',
      message: 'Internal server error',
    });
  }
}
