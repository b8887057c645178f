import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackName, stages } from '../../infra/config/stages';
import { functionAccess } from '../../infra/constructs/function-access';
import { throttleClassOf } from '../../infra/constructs/http-api';
import { originVerifySecretName } from '../../infra/constructs/origin-verify';
import { CloudFrontWebAcl, WAF_RATE_LIMITS } from '../../infra/constructs/waf';
import { repoRoot } from '../../infra/paths';
import { NOTIFICATIONS_STUCK_AFTER_SECONDS } from '../../infra/stacks/monitoring-stack';
import { apiTokens } from '../../shared/auth/api-tokens';
import { COOLDOWN_KEY_PREFIX } from '../../shared/auth/cooldown-keys';
import { ROLE_CLAIM, userPoolDefinition } from '../../shared/auth/pool-definition';
import { emailTemplates, sesTemplateName } from '../../shared/emails';
import { LIVE_PATH } from '../../shared/live';
import {
  NOTIFICATIONS_MAX_RECEIVE_COUNT,
  NOTIFICATIONS_VISIBILITY_TIMEOUT_SECONDS,
} from '../../shared/notifications/queues';
import { ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';
import { apiPath, functionNames, routeOf, routePath, routes } from '../../shared/routes';
import { runtimeEnv } from '../../shared/runtime-env';
import { appConfigSchema } from '../../shared/schemas/app-config';
import { tableIds, tables } from '../../shared/tables';
import { webPath } from '../../shared/web-paths';
import { SITEMAP_PATH } from '../../shared/web-serving/crawlers';
import { prodStage } from './prod-synth';
import { resourcesOf, type SynthesizedStage, stagedConfigJson } from './synth-stage';

const prod = stages.prod;
let synth: SynthesizedStage;

beforeAll(async () => {
  synth = await prodStage();
});

describe('cdk-nag (AwsSolutions) on prod', () => {
  it('synthesizes with the nag plugin and no unacknowledged finding', () => {
    expect(synth.nagFindings).toEqual([]);
    expect(synth.synthError).toBeUndefined();
  });

  it('gives every acknowledgment a real reason', () => {
    const acks = synth.acknowledgments;
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.reason.trim().length, `${ack.id} at ${ack.path}`).toBeGreaterThan(30);
    }
  });
});

describe('data', () => {
  it('creates one table per definition in shared/tables.ts, with its keys and indexes', () => {
    const template = synth.templates.data;
    template.resourceCountIs('AWS::DynamoDB::Table', tableIds.length);
    for (const id of tableIds) {
      const def = tables[id];
      const keySchema = [
        { AttributeName: def.partitionKey.name, KeyType: 'HASH' },
        ...(def.sortKey ? [{ AttributeName: def.sortKey.name, KeyType: 'RANGE' }] : []),
      ];
      template.hasResource('AWS::DynamoDB::Table', {
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: Match.objectLike({
          KeySchema: keySchema,
          BillingMode: 'PAY_PER_REQUEST',
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: true,
          SSESpecification: Match.objectLike({ SSEEnabled: true }),
          GlobalSecondaryIndexes:
            def.indexes.length === 0
              ? Match.absent()
              : Match.arrayWith(
                  def.indexes.map((index) =>
                    Match.objectLike({
                      IndexName: index.name,
                      KeySchema: [
                        { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
                        ...(index.sortKey ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' }] : []),
                      ],
                      Projection: { ProjectionType: 'ALL' },
                    }),
                  ),
                ),
        }),
      });
    }
  });
});

describe('auth', () => {
  it('has a user pool with e-mail sign-in, the password policy and the custom role attribute', () => {
    synth.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      DeletionProtection: 'ACTIVE',
      UserPoolTier: 'PLUS',
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'email', Required: true }),
        Match.objectLike({ Name: 'given_name' }),
        Match.objectLike({ Name: 'family_name' }),
        Match.objectLike({ Name: 'phone_number' }),
        Match.objectLike({ Name: 'role', AttributeDataType: 'Number', Mutable: true }),
      ]),
      // prod sends Cognito's codes through SES from the stage's sender.
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER' }),
    });
    expect(ROLE_CLAIM).toBe('custom:role');
  });

  it('federates Google with the client secret as a Secrets Manager dynamic reference', () => {
    const google = prod.auth.google;
    if (!google) throw new Error('prod is expected to have Google sign-in');
    synth.templates.auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: Match.objectLike({
        client_id: google.clientId,
        client_secret: `{{resolve:secretsmanager:${google.clientSecretName}:SecretString:::}}`,
      }),
      AttributeMapping: { email: 'email', given_name: 'given_name', family_name: 'family_name' },
    });
  });

  it('keeps the role out of the web client’s writable attributes and scopes', () => {
    const clients = Object.values(resourcesOf(synth.templates.auth, 'AWS::Cognito::UserPoolClient'));
    expect(clients).toHaveLength(2);
    const client = clients.find((c) => c.Properties?.ClientName === 'web')?.Properties ?? {};
    expect(client.GenerateSecret).toBe(true);
    expect(client.WriteAttributes).not.toContain(ROLE_CLAIM);
    expect(client.ReadAttributes).toContain(ROLE_CLAIM);
    expect(client.AllowedOAuthScopes).not.toContain('aws.cognito.signin.user.admin');
    expect([...(client.AllowedOAuthScopes as string[])].sort()).toEqual(['email', 'openid', 'profile']);
    expect(client.AllowedOAuthFlows).toEqual(['code']);
    // No password flow on the browser's client: the API signs in with its own client.
    expect(client.ExplicitAuthFlows).toEqual(['ALLOW_CUSTOM_AUTH']);
    expect(client.CallbackURLs).toEqual([
      `https://${prod.domain?.name}${userPoolDefinition.webClient.callbackPath}`,
    ]);
    // Google only: no hosted-UI password form beside the API.
    expect(client.SupportedIdentityProviders).toEqual(['Google']);
  });

  it('has a hosted-UI prefix domain', () => {
    synth.templates.auth.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: prod.auth.domainPrefix,
    });
  });
});

describe('email', () => {
  it('creates every SES template of shared/emails (the nine of the spec, the job alert, the guardians’ six, the account deletion, the two of conversations, the schedule’s three, the moderation desk’s four and the reviews’ notice: twenty-seven) with the stage prefix', () => {
    const templates = Object.values(resourcesOf(synth.templates.email, 'AWS::SES::Template')).map(
      (resource) => (resource.Properties?.Template ?? {}) as Record<string, string>,
    );
    expect(templates).toHaveLength(emailTemplates.length);
    expect(templates.map((t) => t.TemplateName).sort()).toEqual(
      emailTemplates.map((t) => sesTemplateName(prod.email.templatePrefix, t.name)).sort(),
    );
    for (const source of emailTemplates) {
      const deployed = templates.find(
        (t) => t.TemplateName === sesTemplateName(prod.email.templatePrefix, source.name),
      );
      expect(deployed).toMatchObject({
        SubjectPart: source.subject,
        HtmlPart: source.html,
        TextPart: source.text,
      });
    }
  });

  it('verifies the sender domain and sends through a TLS-only configuration set', () => {
    synth.templates.email.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: prod.email.senderAddress.split('@')[1],
    });
    synth.templates.email.hasResourceProperties('AWS::SES::ConfigurationSet', {
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
    });
  });
});

/**
 * The HTTP API's own resources of a type (the stack also holds the live messages WebSocket API:
 * test/infra/live-messages.test.ts).
 */
function httpApiResources(type: string) {
  const apis = resourcesOf(synth.templates.api, 'AWS::ApiGatewayV2::Api');
  const httpApiId = Object.entries(apis).find(
    ([, resource]) => resource.Properties?.ProtocolType === 'HTTP',
  )?.[0];
  return Object.fromEntries(
    Object.entries(resourcesOf(synth.templates.api, type)).filter(
      ([, resource]) => (resource.Properties?.ApiId as { Ref?: string } | undefined)?.Ref === httpApiId,
    ),
  );
}

describe('api', () => {
  const api = () => synth.templates.api;

  it('is an HTTP API with a JWT authorizer for the web and functions clients', () => {
    // And the live messages WebSocket API.
    api().resourceCountIs('AWS::ApiGatewayV2::Api', 2);
    api().hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    api().hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [Match.anyValue(), Match.anyValue()], Issuer: Match.anyValue() },
    });
  });

  it('has exactly one route per route-table entry, authorized unless public, on its domain function', () => {
    const allRoutes = Object.values(httpApiResources('AWS::ApiGatewayV2::Route'));
    // Plus `$default`, which lets the glue answer 404/405 for what the table does not hold.
    const routeResources = allRoutes.filter((resource) => resource.Properties?.RouteKey !== '$default');
    expect(allRoutes).toHaveLength(routes.length + 1);
    expect(routeResources).toHaveLength(routes.length);

    const integrations = resourcesOf(api(), 'AWS::ApiGatewayV2::Integration');
    const functionOfIntegration = (target: unknown): string => {
      const join = (target as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
      const integrationId = (join[1] as { Ref: string }).Ref;
      const uri = integrations[integrationId]?.Properties?.IntegrationUri as {
        'Fn::GetAtt': [string, string];
      };
      return uri['Fn::GetAtt'][0];
    };

    for (const route of routes) {
      const routeKey = `${route.method} ${route.path}`;
      const matching = routeResources.filter((resource) => resource.Properties?.RouteKey === routeKey);
      expect(matching, routeKey).toHaveLength(1);
      const props = matching[0]?.Properties ?? {};
      expect(props.AuthorizationType, routeKey).toBe(route.access === 'public' ? 'NONE' : 'JWT');
      expect(props.AuthorizerId !== undefined, routeKey).toBe(route.access !== 'public');
      expect(functionOfIntegration(props.Target), routeKey).toMatch(new RegExp(`^${route.fn}Function`));
    }
    const fallback = allRoutes.find((resource) => resource.Properties?.RouteKey === '$default');
    expect(fallback?.Properties?.AuthorizationType ?? 'NONE').toBe('NONE');
    expect(functionOfIntegration(fallback?.Properties?.Target)).toMatch(/^jobsFunction/);
  });

  it('expires the users table cooldown items by TTL', () => {
    synth.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
  });

  it('throttles the default stage and writes JSON access logs with the request id', () => {
    api().hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: prod.api.throttle.rateLimit,
        ThrottlingBurstLimit: prod.api.throttle.burstLimit,
      },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.serializedJson(Match.objectLike({ requestId: '$context.requestId' })),
      },
    });
  });

  it('runs every function on Node 22, arm64, with the bundled-SDK settings', () => {
    const ours = Object.values(synth.templates).flatMap((template) =>
      Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))
        // aws-cdk-lib's own BucketDeployment handler (Python) is not one of ours.
        .filter(([logicalId]) => !logicalId.startsWith('CustomCDKBucketDeployment'))
        .map(([, fn]) => fn),
    );
    // The domain functions, notify, the jobs sweep, the daily job alert, the accounts reconciliation,
    // the SES event recorder, the family digest, the live messages connections and the
    // "new message" mails, the schedule's runner, the birthday run, the moderation queue's watch, and
    // the pool's pre-sign-up and post-confirmation triggers, and the job pages and their invalidation
    // (web stack).
    expect(ours).toHaveLength(functionNames.length + 15);
    for (const fn of ours) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        LoggingConfig: { LogFormat: 'JSON' },
      });
    }
  });

  it('gives each function only the permissions its domain needs', () => {
    const policies = resourcesOf(api(), 'AWS::IAM::Policy');
    const actionsOf = (name: string): string[] => {
      const entry = Object.entries(policies).find(([id]) => id.startsWith(`${name}FunctionRole`));
      if (!entry) throw new Error(`No policy for ${name}`);
      const document = entry[1].Properties?.PolicyDocument as { Statement: { Action: string | string[] }[] };
      const statements = document.Statement;
      return statements.flatMap((statement) => [statement.Action].flat());
    };
    for (const name of functionNames) {
      const actions = actionsOf(name);
      expect(actions, name).not.toContain('dynamodb:Scan');
      expect(
        actions.some((action) => action.includes('*')),
        name,
      ).toBe(false);
      // users and family (a guardian's account made from the invitation link) make Admin* calls; auth's
      // are the public client calls (no IAM) but for reading the clients' secrets, which users and
      // family need too (SECRET_HASH), and for ending every session after a password reset
      // (AdminUserGlobalSignOut). account ends every session of the account
      // it deletes and deletes its user, finding a Google teen's by sub, and nothing else.
      const admin = actions.filter((action) => action.startsWith('cognito-idp:Admin'));
      if (name === 'auth') expect(admin).toEqual(['cognito-idp:AdminUserGlobalSignOut']);
      else if (name === 'account') {
        expect(actions.filter((action) => action.startsWith('cognito-idp:')).sort()).toEqual([
          'cognito-idp:AdminDeleteUser',
          'cognito-idp:AdminUserGlobalSignOut',
          'cognito-idp:ListUsers',
        ]);
      } else if (name === 'moderation') {
        // A suspension disables the user and ends every session; a restore enables them (found by sub).
        expect(actions.filter((action) => action.startsWith('cognito-idp:')).sort()).toEqual([
          'cognito-idp:AdminDisableUser',
          'cognito-idp:AdminEnableUser',
          'cognito-idp:AdminUserGlobalSignOut',
          'cognito-idp:ListUsers',
        ]);
      } else expect(admin.length > 0, name).toBe(name === 'users' || name === 'family');
      expect(actions.includes('cognito-idp:DescribeUserPoolClient'), name).toBe(
        ['users', 'auth', 'family'].includes(name),
      );
      // A teen's guardian is invited by the pool's post-confirmation trigger (the auth stack), not by
      // auth; family mails guardians and teens, the schedule the day of the job, reviews their two
      // sides. Notifications go through the notifications queue: no domain function invokes another.
      expect(actions.includes('sqs:SendMessage'), name).toBe(
        [
          'users',
          'applications',
          'family',
          'account',
          'conversations',
          'schedule',
          'moderation',
          'reviews',
        ].includes(name),
      );
      // Only conversations posts to the live messages connections.
      expect(actions.includes('execute-api:ManageConnections'), name).toBe(name === 'conversations');
      expect(actions.includes('lambda:InvokeFunction'), name).toBe(false);
      // places answers the autocomplete; jobs places searched ZIPs and cities and posted addresses;
      // applications a job's new address on an edit (served there: it tells the students accepted);
      // alerts places a saved search's ZIP or city; family a teen's ZIP code for their guardian's limit,
      // and users a student's new ZIP code (a distance limit is measured from it).
      expect(
        actions.some((action) => action.startsWith('geo:')),
        name,
      ).toBe(['places', 'jobs', 'applications', 'alerts', 'family', 'users'].includes(name));
    }
  });

  it('hands notify its messages through an SQS queue: three receives, then a dead-letter queue', () => {
    // No asynchronous invoke of notify (the only invoke configs are the failed-runs functions').
    expect(JSON.stringify(resourcesOf(api(), 'AWS::Lambda::EventInvokeConfig'))).not.toContain('Notifier');
    api().hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    api().hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      RedrivePolicy: { maxReceiveCount: 3, deadLetterTargetArn: Match.anyValue() },
    });
  });

  it('unlists ended jobs every 15 minutes with a function that may touch only the jobs and title tables', () => {
    // The accounts reconciliation has its own rule (test/infra/accounts-reconciliation.test.ts).
    const rules = Object.entries(resourcesOf(api(), 'AWS::Events::Rule'))
      .filter(([id]) => id.startsWith('JobsSweep'))
      .map(([, resource]) => resource);
    expect(rules).toHaveLength(1);
    const rule = rules[0]?.Properties ?? {};
    expect(rule.ScheduleExpression).toBe('rate(15 minutes)');
    expect(rule.State).toBe('ENABLED');
    const targets = rule.Targets as { Arn: { 'Fn::GetAtt': [string, string] }; RetryPolicy?: unknown }[];
    expect(targets).toHaveLength(1);
    const targetId = targets[0]?.Arn['Fn::GetAtt'][0] ?? '';
    expect(targetId).toMatch(/^JobsSweep/);
    const fn = resourcesOf(api(), 'AWS::Lambda::Function')[targetId];
    expect(fn?.Properties).toMatchObject({ Handler: 'index.handler', Timeout: 120 });
    api().hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [targetId, 'Arn'] },
    });

    const policy = Object.entries(resourcesOf(api(), 'AWS::IAM::Policy')).find(([id]) =>
      id.startsWith('JobsSweepRole'),
    )?.[1];
    if (!policy) throw new Error('No policy for the jobs sweep');
    type Statement = { Action: string | string[]; Resource: unknown };
    const document = policy.Properties?.PolicyDocument as { Statement: Statement[] } | undefined;
    const statements = document?.Statement ?? [];
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.some((action) => action.includes('*'))).toBe(false);
    const dynamo = statements.filter((statement) =>
      [statement.Action].flat().some((a) => a.startsWith('dynamodb:')),
    );
    const resources = JSON.stringify(dynamo.map((statement) => statement.Resource));
    // Table ARNs come from the data stack's exports, named after the tables: only jobs and jobTerms.
    const tablesNamed = new Set(
      [...resources.matchAll(/GetAtt([A-Za-z]+Table)[0-9A-F]{8}/g)].map((m) => m[1]),
    );
    expect([...tablesNamed].sort()).toEqual(['JobTermsTable', 'JobsTable']);
  });

  it('has a US place index for single use', () => {
    api().hasResourceProperties('AWS::Location::PlaceIndex', {
      DataSource: 'Esri',
      DataSourceConfiguration: { IntendedUse: 'SingleUse' },
    });
  });
});

describe('web', () => {
  const web = () => synth.templates.web;

  it('serves a private bucket through CloudFront with an origin access control', () => {
    // The bucket's, and the job pages function's URL (infra/constructs/job-pages.ts).
    web().resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    web().hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3' }),
    });
    web().hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
    });
    web().hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: [prod.domain?.name],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
        Origins: Match.arrayWith([Match.objectLike({ OriginAccessControlId: Match.anyValue() })]),
        CacheBehaviors: [
          // A job's page with the job in its HTML, from the job pages function (its own tests:
          // web-serving.test.ts).
          Match.objectLike({ PathPattern: '/jobs/*', AllowedMethods: ['GET', 'HEAD'] }),
          // The sitemap of open jobs, from the API through its own short cache.
          Match.objectLike({ PathPattern: SITEMAP_PATH, AllowedMethods: ['GET', 'HEAD'] }),
          // The live messages WebSocket (test/infra/live-messages.test.ts).
          Match.objectLike({ PathPattern: LIVE_PATH, AllowedMethods: ['GET', 'HEAD'] }),
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: Match.arrayWith(['PUT', 'POST', 'DELETE']),
            // Managed CachingDisabled and AllViewerExceptHostHeader policies.
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
            FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          }),
        ],
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
      }),
    });
  });

  it('sends the security headers', () => {
    web().hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 63072000,
            IncludeSubdomains: true,
            Preload: true,
            Override: true,
          },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          ContentSecurityPolicy: Match.objectLike({ Override: true }),
        }),
      }),
    });
    const policy = Object.values(resourcesOf(web(), 'AWS::CloudFront::ResponseHeadersPolicy'))[0];
    const csp = JSON.stringify(policy?.Properties);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data:",
      "frame-ancestors 'none'",
      'dataplane.rum.',
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it('writes a /config.json that matches the SPA’s schema', () => {
    const config = appConfigSchema.parse(stagedConfigJson(synth.outdir));
    expect(config).toMatchObject({ stage: 'prod', apiBaseUrl: '/api', googleProviderName: 'Google' });
    expect(config.rum).not.toBeNull();
  });

  it('has a RUM app monitor sampling the stage’s share of sessions, open to unsigned PutRumEvents only', () => {
    web().hasResourceProperties('AWS::RUM::AppMonitor', {
      AppMonitorConfiguration: Match.objectLike({
        SessionSampleRate: prod.monitoring.rumSessionSampleRate,
        Telemetries: ['errors', 'performance', 'http'],
      }),
      DomainList: [prod.domain?.name],
    });
    const [monitor] = Object.values(resourcesOf(web(), 'AWS::RUM::AppMonitor'));
    // The policy document is joined with the stack's account and region: read it as text.
    const policy = JSON.stringify(monitor?.Properties?.ResourcePolicy ?? {});
    expect(policy).toContain('rum:PutRumEvents');
    expect(policy).toMatch(/Principal\\":\\"\*\\"/);
    // Only that action (the resource's ARN also says rum:, so read the Action fields).
    expect(policy).not.toMatch(/Action\\":\\"(?!rum:PutRumEvents\\")/);
    // No identity pool and no guest role: the slim client sends unsigned (infra/constructs/rum-monitor.ts).
    web().resourceCountIs('AWS::Cognito::IdentityPool', 0);
  });
});

describe('monitoring', () => {
  it('alarms on API 5xx, every function’s errors and the dead-letter queue into an encrypted topic', () => {
    const template = synth.templates.monitoring;
    // API 5xx + one per function (domain functions, notify, the jobs sweep, the daily job alert,
    // the accounts reconciliation, the email events, the family digest, the live connections, the
    // "new message" mails, the schedule's runner, the birthday run, the moderation queue's watch, the
    // job pages and their invalidation) + dead-letter queue + failed runs (the SES events' and
    // schedules' dead-letter queue) + the job pages' invalidation dead letters + notifications nobody
    // reads + the live messages API's integration errors; API latency, Lambda throttles, one per
    // table's throttles, SES's two rates, WAF blocks; the moderation desk's two waiting reports.
    template.resourceCountIs(
      'AWS::CloudWatch::Alarm',
      1 + (functionNames.length + 13) + 1 + 1 + 1 + 1 + 1 + 1 + 1 + tableIds.length + 2 + 1 + 2,
    );
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('invalidate their pages'),
      MetricName: 'ApproximateNumberOfMessagesVisible',
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: '5xx',
      Namespace: 'AWS/ApiGateway',
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateAgeOfOldestMessage',
      Namespace: 'AWS/SQS',
      Threshold: NOTIFICATIONS_STUCK_AFTER_SECONDS,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    // Later than a failing message's retries end (it is then dead-lettered, not stuck).
    expect(NOTIFICATIONS_STUCK_AFTER_SECONDS).toBeGreaterThan(
      NOTIFICATIONS_MAX_RECEIVE_COUNT * NOTIFICATIONS_VISIBILITY_TIMEOUT_SECONDS,
    );
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: prod.monitoring.alarmEmail,
    });
  });
});

describe('the moderation desk', () => {
  const api = () => synth.templates.api;
  type Statement = { Action: string | string[]; Resource: unknown };
  const statementsIn = (policy: { Properties?: Record<string, unknown> }): Statement[] =>
    (policy.Properties?.PolicyDocument as { Statement?: Statement[] } | undefined)?.Statement ?? [];
  const statementsOf = (policyPrefix: string) =>
    Object.entries(resourcesOf(api(), 'AWS::IAM::Policy'))
      .filter(([id]) => id.startsWith(policyPrefix))
      .flatMap(([, policy]) => statementsIn(policy));

  it('has the moderators group in the user pool', () => {
    synth.templates.auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: 'moderators',
      UserPoolId: Match.anyValue(),
    });
  });

  it('keeps the audit log append-only: no function may update or delete an entry, the desk may only add', () => {
    const auditTable = Object.entries(resourcesOf(synth.templates.data, 'AWS::DynamoDB::Table')).find(
      ([id]) => id.startsWith('ModerationAuditTable'),
    );
    expect(auditTable).toBeDefined();
    const auditId = auditTable?.[0] ?? '';
    const policies = resourcesOf(api(), 'AWS::IAM::Policy');
    for (const [id, policy] of Object.entries(policies)) {
      for (const statement of statementsIn(policy)) {
        if (!JSON.stringify(statement.Resource).includes(auditId)) continue;
        const actions = [statement.Action].flat();
        expect(actions, id).not.toContain('dynamodb:UpdateItem');
        expect(actions, id).not.toContain('dynamodb:DeleteItem');
        if (actions.includes('dynamodb:PutItem'))
          expect(id.startsWith('moderationFunctionRole'), id).toBe(true);
      }
    }
    expect(functionAccess.moderation.appendOnly).toEqual(['moderationAudit']);
    expect(statementsOf('moderationFunctionRole').length).toBeGreaterThan(0);
  });

  it('signs credentials with an asymmetric KMS key that only the work-history function may use, to sign and to read its public half', () => {
    api().hasResourceProperties('AWS::KMS::Key', { KeySpec: 'ECC_NIST_P256', KeyUsage: 'SIGN_VERIFY' });
    api().hasResourceProperties('AWS::KMS::Alias', { AliasName: 'alias/NeighbourhoodJobs-prod-credentials' });
    const signers = Object.entries(resourcesOf(api(), 'AWS::IAM::Policy'))
      .filter(([, policy]) => JSON.stringify(policy).includes('kms:Sign'))
      .map(([id]) => id);
    expect(signers).toHaveLength(1);
    expect(signers[0]).toMatch(/^credentialsFunctionRole/);
    const statements = statementsOf(signers[0] ?? '').filter((statement) =>
      [statement.Action].flat().some((action) => action.startsWith('kms:')),
    );
    expect(statements.flatMap((statement) => [statement.Action].flat()).sort()).toEqual([
      'kms:GetPublicKey',
      'kms:Sign',
    ]);
    expect(JSON.stringify(statements)).toContain('CredentialSigningKey');
  });

  it('measures the queue every 5 minutes, and alarms on an urgent report waiting over an hour and any over a day', () => {
    api().hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(5 minutes)' });
    const monitoring = synth.templates.monitoring;
    monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'OldestUrgentReportAgeSeconds',
      Namespace: 'NeighbourhoodJobs/Moderation',
      Threshold: 3600,
      TreatMissingData: 'breaching',
      Dimensions: [{ Name: 'Stage', Value: 'prod' }],
    });
    monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'OldestReportAgeSeconds',
      Threshold: 86400,
      TreatMissingData: 'breaching',
    });
    const dashboard = JSON.stringify(resourcesOf(monitoring, 'AWS::CloudWatch::Dashboard'));
    expect(dashboard).toContain('Oldest open report');
    // The watch reads the queue index only.
    const watch = statementsOf('ModerationWatchRun');
    expect(watch.flatMap((statement) => [statement.Action].flat()).sort()).toEqual(
      expect.arrayContaining(['dynamodb:Query']),
    );
    expect(JSON.stringify(watch)).toContain('/index/queue');
    expect(JSON.stringify(watch)).not.toContain('dynamodb:PutItem');
  });
});

describe('CloudFront functions', () => {
  const load = (file: string) =>
    new Function(
      `${readFileSync(join(repoRoot, 'infra', 'cloudfront', file), 'utf8')}; return handler;`,
    )() as (event: { request: { uri: string } }) => { uri: string };

  it('serves the SPA shell for app routes and leaves files alone', () => {
    const handler = load('spa-fallback.js');
    const uri = (path: string) => handler({ request: { uri: path } }).uri;
    expect(uri('/')).toBe('/index.html');
    expect(uri(webPath('job', { id: '42' }))).toBe('/index.html');
    expect(uri('/employer/home/posted-jobs')).toBe('/index.html');
    expect(uri('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(uri('/config.json')).toBe('/config.json');
  });

  it('strips /api so API routes match the route table', () => {
    const handler = load('strip-api-prefix.js');
    for (const [name, params] of [
      ['listNewestJobs', {}],
      ['listJobApplications', { id: '42' }],
    ] as const) {
      expect(handler({ request: { uri: apiPath(name, params) } }).uri).toBe(routePath(name, params));
    }
    expect(handler({ request: { uri: '/api/' } }).uri).toBe('/');
  });
});

describe('app clients and the API authorizer (tokens)', () => {
  const clients = () => Object.values(resourcesOf(synth.templates.auth, 'AWS::Cognito::UserPoolClient'));
  const client = (name: string) => clients().find((c) => c.Properties?.ClientName === name)?.Properties ?? {};

  it('gives the browser a client with code + PKCE, a secret only the API holds, no password flow, no admin scope', () => {
    const web = client('web');
    // With the public client id alone nobody can call Cognito behind the API.
    expect(web.GenerateSecret).toBe(true);
    expect(web.ExplicitAuthFlows).toEqual(['ALLOW_CUSTOM_AUTH']);
    expect(web.AllowedOAuthFlows).toEqual(['code']);
    expect(web.AllowedOAuthFlowsUserPoolClient).toBe(true);
    expect([...(web.AllowedOAuthScopes as string[])].sort()).toEqual(['email', 'openid', 'profile']);
    expect(web.EnableTokenRevocation).toBe(true);
  });

  it('gives the functions their own client, with a secret, for the password flows and nothing else', () => {
    const fns = client(userPoolDefinition.functionsClient.name);
    expect(fns.GenerateSecret).toBe(true);
    // Refresh rotates (GetTokensFromRefreshToken), so no ALLOW_REFRESH_TOKEN_AUTH.
    expect(fns.ExplicitAuthFlows).toEqual(['ALLOW_USER_PASSWORD_AUTH']);
    expect(fns.AllowedOAuthFlowsUserPoolClient).toBe(false);
    expect(fns.AllowedOAuthFlows).toBeUndefined();
    expect(fns.AllowedOAuthScopes).toBeUndefined();
    expect(fns.WriteAttributes).not.toContain(ROLE_CLAIM);
    expect(fns.EnableTokenRevocation).toBe(true);
    expect(fns.PreventUserExistenceErrors).toBe('ENABLED');
    expect(clients()).toHaveLength(2);
  });

  it('gives both clients 15-minute ID and access tokens and rotating refresh tokens', () => {
    for (const name of ['web', userPoolDefinition.functionsClient.name]) {
      const props = client(name);
      expect(props.IdTokenValidity, name).toBeLessThanOrEqual(15);
      expect(props.AccessTokenValidity, name).toBeLessThanOrEqual(15);
      expect(props.TokenValidityUnits, name).toMatchObject({ IdToken: 'minutes', AccessToken: 'minutes' });
      expect(props.RefreshTokenRotation, name).toEqual({ Feature: 'ENABLED', RetryGracePeriodSeconds: 60 });
      expect(props.ExplicitAuthFlows as string[], name).not.toContain('ALLOW_REFRESH_TOKEN_AUTH');
    }
  });

  it('puts a regional WAF on the user pool', () => {
    const auth = synth.templates.auth;
    const [acl] = Object.entries(resourcesOf(auth, 'AWS::WAFv2::WebACL'));
    expect(acl?.[1].Properties?.Scope).toBe('REGIONAL');
    const rules = (acl?.[1].Properties?.Rules ?? []) as {
      Name: string;
      Statement: Record<string, unknown>;
    }[];
    expect(rules.map((rule) => rule.Name)).toEqual(
      expect.arrayContaining(['AWSManagedRulesAmazonIpReputationList', 'HostedUiPerIp']),
    );
    const [pool] = Object.keys(resourcesOf(auth, 'AWS::Cognito::UserPool'));
    auth.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [pool, 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [acl?.[0], 'Arn'] },
    });
  });

  it('gives the auth function the hosted UI address for the Google code exchange', () => {
    const env = JSON.stringify(
      Object.values(resourcesOf(synth.templates.api, 'AWS::Lambda::Function')).map(
        (fn) => fn.Properties?.Environment,
      ),
    );
    expect(env).toContain(runtimeEnv.oauthBaseUrl);
  });

  it('keeps the client secret out of every template: the functions read it at run time', () => {
    for (const [name, template] of Object.entries(synth.templates)) {
      expect(JSON.stringify(template.toJSON()), name).not.toMatch(/ClientSecret/);
    }
    const env = JSON.stringify(
      Object.values(resourcesOf(synth.templates.api, 'AWS::Lambda::Function')).map(
        (fn) => fn.Properties?.Environment,
      ),
    );
    expect(env).toContain(runtimeEnv.userPoolClientId);
    expect(env).toContain(runtimeEnv.webClientId);
    // Each function reads the secret only of its pool (DescribeUserPoolClient on the pool ARN).
    expect(functionAccess.auth.cognito).toContain('cognito-idp:DescribeUserPoolClient');
    expect(functionAccess.users.cognito).toContain('cognito-idp:DescribeUserPoolClient');
  });

  it('refuses password sign-ups from any client but the functions’ with a pre-sign-up trigger', () => {
    const [pool] = Object.values(resourcesOf(synth.templates.auth, 'AWS::Cognito::UserPool'));
    const trigger = (pool?.Properties?.LambdaConfig as { PreSignUp?: { 'Fn::GetAtt': [string, string] } })
      ?.PreSignUp;
    expect(trigger?.['Fn::GetAtt'][0]).toMatch(/^PreSignUp/);
    synth.templates.auth.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
    });
    // It may only list the pool's clients (names and ids, no secrets), on this pool.
    const policies = Object.entries(resourcesOf(synth.templates.auth, 'AWS::IAM::Policy'));
    const [, readsClients] = policies.find(([id]) => id.startsWith('PreSignUpReadsClients')) ?? [];
    expect(readsClients?.Properties?.PolicyDocument).toEqual({
      Version: '2012-10-17',
      Statement: [
        {
          Action: 'cognito-idp:ListUserPoolClients',
          Effect: 'Allow',
          Resource: { 'Fn::GetAtt': [expect.stringMatching(/^UserPool/), 'Arn'] },
        },
      ],
    });
  });

  it('invites a verified teen’s guardian from the pool’s post-confirmation trigger, with only what that needs', () => {
    const auth = synth.templates.auth;
    const [pool] = Object.values(resourcesOf(auth, 'AWS::Cognito::UserPool'));
    const config = pool?.Properties?.LambdaConfig as {
      PostConfirmation?: { 'Fn::GetAtt': [string, string] };
    };
    const triggerId = config?.PostConfirmation?.['Fn::GetAtt'][0] ?? '';
    expect(triggerId).toMatch(/^PostConfirmation/);
    // Its role may read and update the users table, queue a notification and read the link key:
    // nothing else (the queue and the key are the API stack's, named by the stage's fixed names).
    const policies = Object.entries(resourcesOf(auth, 'AWS::IAM::Policy'));
    const [, policy] = policies.find(([id]) => id.startsWith('PostConfirmationRole')) ?? [];
    const document = policy?.Properties?.PolicyDocument as
      | { Statement: { Action: string | string[]; Resource: unknown }[] }
      | undefined;
    const statements = document?.Statement ?? [];
    const actions = statements.flatMap((statement) => [statement.Action].flat()).sort();
    expect(actions).toEqual(
      [
        'dynamodb:GetItem',
        'dynamodb:UpdateItem',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'secretsmanager:GetSecretValue',
        'sqs:SendMessage',
      ].sort(),
    );
    const queue = JSON.stringify(
      statements.find((statement) => statement.Action === 'sqs:SendMessage')?.Resource,
    );
    expect(queue).toContain(`${stackName(prod, 'Api')}-notifications`);
    const secret = JSON.stringify(
      statements.find((statement) => statement.Action === 'secretsmanager:GetSecretValue')?.Resource,
    );
    expect(secret).toContain(`NeighbourhoodJobs-${prod.name}-link-signing-??????`);
    const [, trigger] =
      Object.entries(resourcesOf(auth, 'AWS::Lambda::Function')).find(([id]) => id === triggerId) ?? [];
    const env =
      (trigger?.Properties?.Environment as { Variables: Record<string, unknown> } | undefined)?.Variables ??
      {};
    // Besides the Parameters and Secrets extension's own settings (every function has its layer).
    const extension = /^(PARAMETERS_SECRETS_EXTENSION|SECRETS_MANAGER|SSM_PARAMETER_STORE)_/;
    expect(
      Object.keys(env)
        .filter((key) => !extension.test(key))
        .sort(),
    ).toEqual(
      [
        runtimeEnv.appUrl,
        runtimeEnv.linkSigningSecretName,
        runtimeEnv.notificationsQueueUrl,
        'USERS_TABLE',
      ].sort(),
    );
  });

  it('authorizes with the shared token settings: the pool as issuer, both clients as audience, the header', () => {
    const [authorizer] = Object.values(httpApiResources('AWS::ApiGatewayV2::Authorizer'));
    const props = authorizer?.Properties ?? {};
    expect(props.AuthorizerType).toBe('JWT');
    expect(props.IdentitySource).toEqual([apiTokens.identitySource]);
    const jwt = props.JwtConfiguration as { Audience: unknown[]; Issuer: unknown };
    expect(jwt.Audience).toHaveLength(apiTokens.audience.length);
    const audience = JSON.stringify(jwt.Audience);
    expect(audience).toMatch(/WebClient/);
    expect(audience).toMatch(/FunctionsClient/);
    // https://cognito-idp.<region>.amazonaws.com/<pool id>: the same form apiTokens.issuer builds.
    const issuer = JSON.stringify(jwt.Issuer);
    expect(issuer).toContain(`https://cognito-idp.${prod.region}.amazonaws.com/`);
    expect(apiTokens.issuer(`https://cognito-idp.${prod.region}.amazonaws.com`, 'pool')).toBe(
      `https://cognito-idp.${prod.region}.amazonaws.com/pool`,
    );
    // What the authorizer cannot check, the glue does; expiry without grace on both sides.
    expect(apiTokens.tokenUse).toBe('id');
    expect(apiTokens.clockToleranceSeconds).toBe(0);
  });
});

describe('edge protections and least privilege', () => {
  const api = () => synth.templates.api;
  const web = () => synth.templates.web;
  const apiBehaviour = () => {
    const [distribution] = Object.values(resourcesOf(web(), 'AWS::CloudFront::Distribution'));
    const config = distribution?.Properties?.DistributionConfig as {
      WebACLId?: unknown;
      CacheBehaviors: { PathPattern: string; TargetOriginId: string }[];
      Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    };
    const behaviour = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    return { config, origin: config.Origins.find((o) => o.Id === behaviour?.TargetOriginId) };
  };

  it('puts a CLOUDFRONT web ACL, in us-east-1, on the distribution', () => {
    expect(synth.webRegion).toBe('us-east-1');
    const acls = resourcesOf(web(), 'AWS::WAFv2::WebACL');
    const [aclId, acl] = Object.entries(acls)[0] ?? [];
    expect(Object.keys(acls)).toHaveLength(1);
    expect(acl?.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(apiBehaviour().config.WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('runs the managed IP reputation, known-bad-inputs and common rule groups', () => {
    const [acl] = Object.values(resourcesOf(web(), 'AWS::WAFv2::WebACL'));
    const rules = acl?.Properties?.Rules as {
      Name: string;
      OverrideAction?: unknown;
      Statement: { ManagedRuleGroupStatement?: { VendorName: string; Name: string } };
    }[];
    const managed = rules.flatMap((rule) => {
      const group = rule.Statement.ManagedRuleGroupStatement;
      // `None`: the group's own block actions apply (Count would only observe).
      return group ? [{ group: `${group.VendorName}/${group.Name}`, override: rule.OverrideAction }] : [];
    });
    expect(managed).toEqual(
      expect.arrayContaining(
        [
          'AWSManagedRulesAmazonIpReputationList',
          'AWSManagedRulesKnownBadInputsRuleSet',
          'AWSManagedRulesCommonRuleSet',
        ].map((name) => ({ group: `AWS/${name}`, override: { None: {} } })),
      ),
    );
  });

  it('rate-limits every IP, and tighter on the routes bots script (sign-up, sign-in, a guardian invitation’s account, place search), with a 429 JSON', () => {
    const [acl] = Object.values(resourcesOf(web(), 'AWS::WAFv2::WebACL'));
    type RateRule = {
      Name: string;
      Action: { Block: { CustomResponse: { ResponseCode: number; CustomResponseBodyKey: string } } };
      Statement: {
        RateBasedStatement?: { AggregateKeyType: string; Limit: number; ScopeDownStatement?: unknown };
      };
    };
    const rateRules = ((acl?.Properties?.Rules ?? []) as RateRule[]).filter(
      (rule) => rule.Statement.RateBasedStatement,
    );
    expect(rateRules).toHaveLength(2);
    const everything = rateRules.find((rule) => !rule.Statement.RateBasedStatement?.ScopeDownStatement);
    const sensitive = rateRules.find((rule) => rule.Statement.RateBasedStatement?.ScopeDownStatement);
    expect(everything?.Statement.RateBasedStatement).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: WAF_RATE_LIMITS.perIp,
    });
    expect(sensitive?.Statement.RateBasedStatement).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: WAF_RATE_LIMITS.sensitivePerIp,
    });
    expect(WAF_RATE_LIMITS.sensitivePerIp).toBeLessThan(WAF_RATE_LIMITS.perIp);
    // The scope-down: one (method, path) pair per route, matched on the viewer's /api path.
    const pairs = (
      (sensitive?.Statement.RateBasedStatement?.ScopeDownStatement ?? {}) as {
        OrStatement: {
          Statements: { AndStatement: { Statements: { ByteMatchStatement: { SearchString: string } }[] } }[];
        };
      }
    ).OrStatement.Statements.map((s) =>
      s.AndStatement.Statements.map((m) => m.ByteMatchStatement.SearchString).join(' '),
    );
    const sensitiveRoutes = [
      'searchPlaces',
      'confirmForgotPassword',
      'forgotPassword',
      'resendVerificationCode',
      'signIn',
      'exchangeGoogleCode',
      'refreshToken',
      'registerUser',
      'verifyUser',
      // Makes an account and starts a session, as sign-up and sign-in do.
      'acceptGuardianInvitation',
    ] as const;
    expect(pairs.sort()).toEqual(
      sensitiveRoutes.map((name) => `${routeOf(name).method} ${apiPath(name)}`).sort(),
    );
    expect(pairs).toContain('POST /api/guardian/invitation/accept');
    for (const rule of rateRules) {
      expect(rule.Action.Block.CustomResponse.ResponseCode).toBe(429);
      const body = (
        (acl?.Properties?.CustomResponseBodies ?? {}) as Record<
          string,
          { Content: string; ContentType: string }
        >
      )[rule.Action.Block.CustomResponse.CustomResponseBodyKey];
      expect(body?.ContentType).toBe('APPLICATION_JSON');
      expect(JSON.parse(body?.Content ?? '')).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.any(String),
      });
    }
  });

  it('refuses to create a CloudFront web ACL outside us-east-1', () => {
    const stack = new Stack(new App(), 'Elsewhere', { env: { region: 'eu-west-1' } });
    expect(() => new CloudFrontWebAcl(stack, 'Waf', { name: 'x' })).toThrow(/us-east-1/);
  });

  it('sends the origin secret from CloudFront, lets every API function read it, and outputs no execute-api address', () => {
    const reference = `{{resolve:secretsmanager:${originVerifySecretName(prod)}:SecretString:::}}`;
    expect(apiBehaviour().origin?.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: reference },
    ]);
    const secrets = Object.entries(resourcesOf(api(), 'AWS::SecretsManager::Secret'));
    const secret = secrets.find(([, s]) => s.Properties?.Name === originVerifySecretName(prod));
    expect(secret?.[1].Properties?.GenerateSecretString).toMatchObject({ ExcludePunctuation: true });
    const functions = Object.entries(resourcesOf(api(), 'AWS::Lambda::Function'));
    const policies = JSON.stringify(resourcesOf(api(), 'AWS::IAM::Policy'));
    for (const name of functionNames) {
      const fn = functions.find(([id]) => id.startsWith(`${name}Function`))?.[1];
      const env = (fn?.Properties?.Environment ?? {}) as { Variables: Record<string, unknown> };
      // The secret's name, not its value: the function reads it through the extension at run time.
      expect(env.Variables?.[runtimeEnv.originVerifySecretName], name).toBe(originVerifySecretName(prod));
      expect(JSON.stringify(fn?.Properties?.Layers), name).toContain(
        'AWS-Parameters-and-Secrets-Lambda-Extension',
      );
    }
    expect(policies).toContain('secretsmanager:GetSecretValue');
    expect(policies).toContain(`"Ref":"${secret?.[0]}"`);
    // The web stack imports the API's id to build its origin; no output names the address.
    const outputs = JSON.stringify(api().toJSON().Outputs ?? {});
    expect(outputs).not.toContain('execute-api');
    expect(outputs).not.toContain('ApiEndpoint');
  });

  it('puts no secret value in any function environment: no dynamic reference, only names', () => {
    for (const template of Object.values(synth.templates)) {
      for (const [id, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))) {
        const env = JSON.stringify(fn.Properties?.Environment ?? {});
        expect(env, id).not.toContain('{{resolve:');
        expect(env, id).not.toMatch(/SecretString/);
      }
    }
  });

  it('throttles each write route tighter than reads, and public account writes tightest', () => {
    const [stage] = Object.values(httpApiResources('AWS::ApiGatewayV2::Stage'));
    const settings = stage?.Properties?.RouteSettings as Record<
      string,
      { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
    >;
    const expected = {
      read: prod.api.throttle,
      write: prod.api.writeThrottle,
      account: prod.api.accountThrottle,
      session: prod.api.sessionThrottle,
    };
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const kind = throttleClassOf(route);
      if (kind === 'read') {
        expect(settings[key], key).toBeUndefined();
        continue;
      }
      expect(settings[key], key).toEqual({
        ThrottlingRateLimit: expected[kind].rateLimit,
        ThrottlingBurstLimit: expected[kind].burstLimit,
      });
    }
    expect(throttleClassOf(routeOf('signIn'))).toBe('account');
    // Refresh has its own bucket, sized for every signed-in session.
    expect(throttleClassOf(routeOf('refreshToken'))).toBe('session');
    expect(prod.api.sessionThrottle.rateLimit).toBeGreaterThanOrEqual(300);
    expect(prod.api.accountThrottle.rateLimit).toBeLessThan(prod.api.writeThrottle.rateLimit);
    expect(prod.api.writeThrottle.rateLimit).toBeLessThan(prod.api.throttle.rateLimit);
    // A route setting needs its route to exist first.
    const routeIds = Object.entries(httpApiResources('AWS::ApiGatewayV2::Route'))
      .filter(([, route]) => route.Properties?.RouteKey !== '$default')
      .map(([id]) => id);
    const [stageEntry] = Object.entries(api().findResources('AWS::ApiGatewayV2::Stage'))
      .filter(([id]) => id in httpApiResources('AWS::ApiGatewayV2::Stage'))
      .map(([, entry]) => entry);
    expect(stageEntry?.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });

  it('grants no IAM action the code does not use: each Cognito call is made, no BatchWriteItem', () => {
    const policies = JSON.stringify(resourcesOf(api(), 'AWS::IAM::Policy'));
    expect(policies).not.toContain('dynamodb:BatchWriteItem');
    // AdminGetUser only where registration asks whether an address is confirmed (users).
    expect(functionAccess.auth.cognito).not.toContain('cognito-idp:AdminGetUser');
    for (const name of functionNames) {
      const source = functionSource(name);
      for (const action of functionAccess[name].cognito) {
        const command = `${action.replace('cognito-idp:', '')}Command`;
        expect(source, `${name} is granted ${action}`).toContain(command);
      }
    }
  });

  it("lets the auth function write only the users table's cooldown items", () => {
    const policies = resourcesOf(api(), 'AWS::IAM::Policy');
    const [, policy] = Object.entries(policies).find(([id]) => id.startsWith('authFunctionRole')) ?? [];
    const statements = (
      (policy?.Properties?.PolicyDocument ?? { Statement: [] }) as {
        Statement: { Action: string | string[]; Resource: unknown; Condition?: unknown }[];
      }
    ).Statement;
    // Statements that may write the users table (the data stack's UsersTable, imported).
    const writes = statements.filter(
      (statement) =>
        JSON.stringify(statement.Resource).includes('UsersTable') &&
        [statement.Action]
          .flat()
          .some((action) =>
            ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'].includes(action),
          ),
    );
    expect(writes).toHaveLength(1);
    expect(writes[0]?.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${COOLDOWN_KEY_PREFIX}*`] },
    });
    // The cooldown items really are keyed under that prefix.
    expect(functionSource('auth')).toContain('COOLDOWN_KEY_PREFIX}verification-code#');
  });

  it('reserves no concurrency: notify is bounded by its event source mapping instead', () => {
    const reserved = Object.entries(resourcesOf(api(), 'AWS::Lambda::Function')).filter(
      ([, fn]) => fn.Properties?.ReservedConcurrentExecutions !== undefined,
    );
    expect(reserved).toEqual([]);
    api().hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      ScalingConfig: { MaximumConcurrency: Match.anyValue() },
    });
  });

  it('no longer acknowledges CFR2 (no WAF): the distribution has one', () => {
    const acks = synth.acknowledgments;
    expect(acks.filter((ack) => ack.id === 'AwsSolutions-CFR2')).toEqual([]);
  });
});

/** The code a domain function runs: its handler and every module it imports, read as one string. */
function functionSource(name: string): string {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // Static imports, and the routes' modules that handler.ts loads with import().
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from |import\()'(\.{1,2}\/[^']+)'/g)) {
      const target = join(dirname(file), spec ?? '');
      const resolved = [`${target}.ts`, join(target, 'index.ts')].find((candidate) => existsSync(candidate));
      if (resolved) visit(resolved);
    }
  };
  visit(join(repoRoot, 'functions', name, 'handler.ts'));
  return [...seen].map((file) => readFileSync(file, 'utf8')).join('\n');
}
