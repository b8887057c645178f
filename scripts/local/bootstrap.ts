import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  type CreateUserPoolClientCommandInput,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CreateTableCommand, type DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { CreateEmailTemplateCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { emailTemplates } from '../../shared/emails';
import { type TableDef, type TableId, tables } from '../../shared/tables';
import { localUserPool } from './pool';

/** What the local stack remembers between runs (ids cognito-local generated). */
export interface LocalState {
  userPoolId: string;
  /** The browser's app client (config.json), no secret. */
  userPoolClientId: string;
  /** The functions' app client, with a secret. */
  functionsClientId: string;
  seeded: boolean;
}

export const localTableName = (id: TableId) => `nj-local-${id}`;

export function readState(dataDir: string): Partial<LocalState> {
  const file = path.join(dataDir, 'state.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalState>) : {};
}

export function writeState(dataDir: string, state: Partial<LocalState>): void {
  writeFileSync(path.join(dataDir, 'state.json'), `${JSON.stringify(state, null, 2)}\n`);
}

function createTableInput(def: TableDef) {
  const attributes = new Map<string, string>();
  const keySchema = (pk: TableDef['partitionKey'], sk?: TableDef['sortKey']) => {
    attributes.set(pk.name, pk.type);
    if (sk) attributes.set(sk.name, sk.type);
    return [
      { AttributeName: pk.name, KeyType: 'HASH' as const },
      ...(sk ? [{ AttributeName: sk.name, KeyType: 'RANGE' as const }] : []),
    ];
  };
  const KeySchema = keySchema(def.partitionKey, def.sortKey);
  const GlobalSecondaryIndexes = def.indexes.map((index) => ({
    IndexName: index.name,
    KeySchema: keySchema(index.partitionKey, index.sortKey),
    Projection: { ProjectionType: 'ALL' as const },
  }));
  return {
    TableName: localTableName(def.id),
    BillingMode: 'PAY_PER_REQUEST' as const,
    KeySchema,
    AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({
      AttributeName,
      AttributeType: AttributeType as 'S' | 'N',
    })),
    ...(GlobalSecondaryIndexes.length ? { GlobalSecondaryIndexes } : {}),
  };
}

/** Tables from the same definitions the CDK data stack uses. */
export async function ensureTables(dynamo: DynamoDBClient): Promise<void> {
  const { TableNames = [] } = await dynamo.send(new ListTablesCommand({}));
  for (const def of Object.values(tables)) {
    if (!TableNames.includes(localTableName(def.id)))
      await dynamo.send(new CreateTableCommand(createTableInput(def)));
  }
}

type PoolIds = Pick<LocalState, 'userPoolId' | 'userPoolClientId' | 'functionsClientId'>;

async function createClient(
  cognito: CognitoIdentityProviderClient,
  input: Omit<CreateUserPoolClientCommandInput, 'UserPoolId'>,
  userPoolId: string,
): Promise<string> {
  const { UserPoolClient } = await cognito.send(
    new CreateUserPoolClientCommand({ ...input, UserPoolId: userPoolId }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('cognito-local did not return a client id');
  return UserPoolClient.ClientId;
}

/**
 * The pool and both app clients. A kept pool gets the functions' client if an older run made none,
 * and its web client is brought to the current definition (a data folder from before the split still
 * allowed the password flow on it).
 */
export async function ensureUserPool(
  cognito: CognitoIdentityProviderClient,
  state: Partial<LocalState>,
  appUrl: string,
): Promise<PoolIds> {
  if (state.userPoolId && state.userPoolClientId) {
    const userPoolId = state.userPoolId;
    let exists = true;
    try {
      await cognito.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    } catch {
      // The pool files were removed: create a new one below.
      exists = false;
    }
    if (exists) {
      const { GenerateSecret, ...webClient } = localUserPool.webClient(appUrl);
      // A secret can only be given at creation: a web client made before it had one is replaced.
      const { UserPoolClient: current } = await cognito.send(
        new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: state.userPoolClientId }),
      );
      let userPoolClientId = state.userPoolClientId;
      if (GenerateSecret && !current?.ClientSecret) {
        userPoolClientId = await createClient(cognito, localUserPool.webClient(appUrl), userPoolId);
      } else {
        await cognito.send(
          new UpdateUserPoolClientCommand({
            ...webClient,
            UserPoolId: userPoolId,
            ClientId: userPoolClientId,
          }),
        );
      }
      const functionsClientId =
        state.functionsClientId ?? (await createClient(cognito, localUserPool.functionsClient(), userPoolId));
      // Clients made before refresh token rotation get it (and today's token lifetimes).
      await cognito.send(
        new UpdateUserPoolClientCommand({
          ...localUserPool.functionsClient(),
          UserPoolId: userPoolId,
          ClientId: functionsClientId,
        }),
      );
      return { userPoolId, userPoolClientId, functionsClientId };
    }
  }
  const { UserPool } = await cognito.send(new CreateUserPoolCommand(localUserPool.pool));
  const userPoolId = UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
  return {
    userPoolId,
    userPoolClientId: await createClient(cognito, localUserPool.webClient(appUrl), userPoolId),
    functionsClientId: await createClient(cognito, localUserPool.functionsClient(), userPoolId),
  };
}

/** The local SES keeps templates in memory, so they are created on every start. */
export async function ensureTemplates(ses: SESv2Client): Promise<void> {
  for (const template of emailTemplates) {
    await ses.send(
      new CreateEmailTemplateCommand({
        TemplateName: template.name,
        TemplateContent: { Subject: template.subject, Html: template.html, Text: template.text },
      }),
    );
  }
}
