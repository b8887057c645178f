import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { stages } from '../../infra/config/stages';
import { LIVE_PATH, LIVE_STAGE } from '../../shared/live';
import { ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';
import { runtimeEnv } from '../../shared/runtime-env';
import { tables } from '../../shared/tables';
import { prodStage } from './prod-synth';
import { resourcesOf, type SynthesizedStage } from './synth-stage';

/*
 * Conversations in the synthesized prod stage: the live messages WebSocket API (its authorizer on
 * $connect, its live stage behind CloudFront at /live), the functions around it with only what their
 * code does, the "new message" mails' schedule, the tables and the alarms.
 */

const prod = stages.prod;
let synth: SynthesizedStage;
beforeAll(async () => {
  synth = await prodStage();
});

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };
const api = () => synth.templates.api;

function policyOf(prefix: string): Statement[] {
  const entry = Object.entries(resourcesOf(api(), 'AWS::IAM::Policy')).find(([id]) => id.startsWith(prefix));
  if (!entry) throw new Error(`No policy ${prefix}`);
  return (entry[1].Properties?.PolicyDocument as { Statement: Statement[] } | undefined)?.Statement ?? [];
}
const actionsOf = (statements: Statement[]) =>
  statements.flatMap((statement) => [statement.Action].flat()).sort();
const logicalIdOf = (type: string, test: (properties: Record<string, unknown>) => boolean) =>
  Object.entries(resourcesOf(api(), type)).find(([, resource]) => test(resource.Properties ?? {}))?.[0] ?? '';

describe('the live messages WebSocket API', () => {
  it('authorizes $connect with its function, reading the token from the offered subprotocols', () => {
    api().hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
    const authorizerId = logicalIdOf('AWS::ApiGatewayV2::Authorizer', (p) => p.AuthorizerType === 'REQUEST');
    expect(authorizerId).not.toBe('');
    api().hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.header.Sec-WebSocket-Protocol'],
    });
    api().hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: '$connect',
      AuthorizationType: 'CUSTOM',
      AuthorizerId: { Ref: authorizerId },
    });
    for (const routeKey of ['$disconnect', '$default']) {
      api().hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKey,
        AuthorizationType: 'NONE',
      });
    }
  });

  it('has one stage, named after the path CloudFront forwards, throttled and logged', () => {
    api().hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: LIVE_STAGE,
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: prod.api.throttle.rateLimit,
        ThrottlingBurstLimit: prod.api.throttle.burstLimit,
      },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.serializedJson(Match.objectLike({ connectionId: '$context.connectionId' })),
      },
    });
    expect(LIVE_PATH).toBe(`/${LIVE_STAGE}`);
  });

  it('is served by CloudFront at /live, uncached, with the front door’s secret and every viewer header', () => {
    synth.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: LIVE_PATH,
            ViewerProtocolPolicy: 'https-only',
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
          }),
        ]),
      }),
    });
    const distribution = Object.values(resourcesOf(synth.templates.web, 'AWS::CloudFront::Distribution'))[0];
    const origins = JSON.stringify(
      (distribution?.Properties?.DistributionConfig as { Origins: unknown[] } | undefined)?.Origins,
    );
    // Two execute-api origins (the HTTP API, the WebSocket API), each sending the secret.
    expect(origins.split(ORIGIN_VERIFY_HEADER).length - 1).toBe(2);
  });

  it('gives the connections function only its table’s put and delete, the secret, its logs, and the issuer', () => {
    const statements = policyOf('LiveMessagesConnectionsRole');
    expect(actionsOf(statements)).toEqual(
      [
        'dynamodb:DeleteItem',
        'dynamodb:PutItem',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'secretsmanager:DescribeSecret',
        'secretsmanager:GetSecretValue',
      ].sort(),
    );
    const table = statements.find((statement) => [statement.Action].flat().includes('dynamodb:PutItem'));
    expect(JSON.stringify(table?.Resource)).toMatch(/LiveConnectionsTable/);
    const fn = Object.entries(resourcesOf(api(), 'AWS::Lambda::Function')).find(([id]) =>
      id.startsWith('LiveMessagesConnections'),
    )?.[1];
    const variables =
      (fn?.Properties?.Environment as { Variables: Record<string, unknown> } | undefined)?.Variables ?? {};
    expect(JSON.stringify(variables[runtimeEnv.tokenIssuer])).toContain(
      `https://cognito-idp.${prod.region}.`,
    );
    expect(variables[runtimeEnv.originVerifySecretName]).toBeDefined();
  });

  it('lets the conversations function post to connections of the live stage only, at the stage’s address', () => {
    const statements = policyOf('conversationsFunctionRole');
    const manage = statements.filter((statement) =>
      [statement.Action].flat().includes('execute-api:ManageConnections'),
    );
    expect(manage).toHaveLength(1);
    expect(JSON.stringify(manage[0]?.Resource)).toMatch(new RegExp(`/${LIVE_STAGE}/POST/@connections/\\*`));
    const actions = actionsOf(statements);
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.some((action) => action.includes('*'))).toBe(false);
    const fn = Object.entries(resourcesOf(api(), 'AWS::Lambda::Function')).find(([id]) =>
      id.startsWith('conversationsFunction'),
    )?.[1];
    const variables =
      (fn?.Properties?.Environment as { Variables: Record<string, unknown> } | undefined)?.Variables ?? {};
    expect(JSON.stringify(variables.AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI)).toMatch(
      new RegExp(`execute-api\\.${prod.region}\\..*/${LIVE_STAGE}`),
    );
    // Its tables: conversations (and their indexes), limits and liveConnections, and no other: what it
    // needs of its people is on the conversation.
    const resources = JSON.stringify(statements.map((statement) => statement.Resource));
    for (const table of ['ConversationsTable', 'LimitsTable', 'LiveConnectionsTable']) {
      expect(resources).toContain(table);
    }
    expect(resources).not.toMatch(/ApplicationsTable|JobsTable|UsersTable|FamilyTable/);
  });
});

describe('the "new message" mails', () => {
  it('run every 5 minutes on their own function, retried', () => {
    const rule = Object.entries(resourcesOf(api(), 'AWS::Events::Rule')).find(([id]) =>
      id.startsWith('LiveMessagesMailSchedule'),
    )?.[1];
    expect(rule?.Properties).toMatchObject({ ScheduleExpression: 'rate(5 minutes)', State: 'ENABLED' });
    const targets = rule?.Properties?.Targets as { RetryPolicy?: { MaximumRetryAttempts: number } }[];
    expect(targets[0]?.RetryPolicy?.MaximumRetryAttempts).toBe(2);
  });

  it('read only what is due, through the mailDue index: no Scan, no wildcard', () => {
    const statements = policyOf('LiveMessagesMessageMailRole');
    const actions = actionsOf(statements);
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:Query',
        'dynamodb:GetItem',
        'dynamodb:UpdateItem',
        'sqs:SendMessage',
      ]),
    );
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('dynamodb:PutItem');
    expect(actions).not.toContain('dynamodb:DeleteItem');
    const query = statements.find((statement) => [statement.Action].flat().includes('dynamodb:Query'));
    expect(JSON.stringify(query?.Resource)).toMatch(/ConversationsTable.*\/index\/mailDue/);
    expect(JSON.stringify(query?.Resource)).not.toMatch(/byStudent|byEmployer/);
    // The parties' addresses are on the conversation: it reads no one's record.
    expect(JSON.stringify(statements.map((statement) => statement.Resource))).not.toMatch(/UsersTable/);
  });
});

describe("the guardians' digest", () => {
  it("reads the teens' message counts through the digestDue index only, and claims them", () => {
    const statements = policyOf('FamilyDigestRoleDefaultPolicy');
    expect(actionsOf(statements)).not.toContain('dynamodb:Scan');
    const onConversations = statements.filter((statement) =>
      JSON.stringify(statement.Resource).includes('ConversationsTable'),
    );
    const query = onConversations.find((statement) => [statement.Action].flat().includes('dynamodb:Query'));
    expect(JSON.stringify(query?.Resource)).toMatch(/\/index\/digestDue/);
    expect(JSON.stringify(query?.Resource)).not.toMatch(/byStudent|byEmployer|byGuardian|mailDue/);
    const update = onConversations.find((statement) =>
      [statement.Action].flat().includes('dynamodb:UpdateItem'),
    );
    expect(update).toBeDefined();
  });
});

describe('tables and alarms', () => {
  it('creates the conversations table with its inbox and mail indexes, and the connections table with TTL', () => {
    synth.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'conversationKey', KeyType: 'HASH' },
        { AttributeName: 'itemKey', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tables.conversations.indexes.map((index) =>
        Match.objectLike({ IndexName: index.name }),
      ),
    });
    synth.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'userId', KeyType: 'HASH' },
        { AttributeName: 'connectionId', KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
  });

  it("alarms on the WebSocket API's integration errors, the two functions' errors and the tables' throttles", () => {
    const monitoring = synth.templates.monitoring;
    monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'IntegrationError',
      Namespace: 'AWS/ApiGateway',
      Dimensions: Match.arrayWith([Match.objectLike({ Name: 'Stage', Value: LIVE_STAGE })]),
    });
    const alarms = Object.keys(resourcesOf(monitoring, 'AWS::CloudWatch::Alarm')).join(' ');
    for (const name of [
      'ConversationsFunctionErrors',
      'ConversationsLiveFunctionErrors',
      'ConversationsMailFunctionErrors',
      'ConversationsTableThrottles',
      'LiveConnectionsTableThrottles',
      'LiveApiErrors',
    ]) {
      expect(alarms).toContain(name);
    }
  });
});
