import { Aws, Duration, type RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnApi,
  LogGroupLogDestination,
  WebSocketApi,
  WebSocketStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { LIVE_STAGE } from '../../shared/live';
import { runtimeEnv } from '../../shared/runtime-env';
import { tables } from '../../shared/tables';
import type { Throttle } from '../config/stages';
import type { FailedRuns } from './failed-runs';
import { type BundledFunction, NodeFunction } from './node-function';
import { allowNotify } from './notifier';
import type { StageSecret } from './origin-verify';

/** How often the "new message" mails run: a message is mailed about 5–10 minutes after it is sent. */
export const MESSAGE_MAIL_RATE = Duration.minutes(5);

export interface LiveMessagesProps {
  readonly apiName: string;
  readonly environment: Record<string, string>;
  readonly conversations: ITable;
  readonly liveConnections: ITable;
  /** The conversations function: it posts each new message to the recipient's connections. */
  readonly conversationsFunction: BundledFunction;
  readonly notificationsQueue: IQueue;
  /** Where the mail run's failed invocations wait (and raise an alarm). */
  readonly failedRuns: FailedRuns;
  /** The front door's secret: the authorizer refuses a connection that did not come through CloudFront. */
  readonly originVerify: StageSecret;
  /** The pool's token issuer, for the authorizer's own check of the ID token. */
  readonly tokenIssuer: string;
  readonly throttle: Throttle;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * Live delivery of messages (docs/decisions/0021-live-messages.md): an API Gateway WebSocket API,
 * reached through CloudFront at /live on the site's own origin. One function
 * (functions/conversations/live.ts) is its REQUEST authorizer (the pool's ID token, offered as a
 * subprotocol, and the front door's secret) and its $connect, $disconnect and $default routes, which
 * keep the liveConnections table. The conversations function posts each new message to the other
 * party's connections through the stage's management API; the SDK finds it in
 * AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI, as it finds the local stand-in on a laptop.
 *
 * Beside it, the "new message" mails' run (functions/conversations/mail-run.ts) on an EventBridge
 * schedule, reading only the conversations table's `mailDue` index.
 */
export class LiveMessages extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly fn: BundledFunction;
  readonly mailFn: BundledFunction;
  readonly mailRule: Rule;

  constructor(scope: Construct, id: string, props: LiveMessagesProps) {
    super(scope, id);
    const region = Stack.of(this).region;

    this.fn = new NodeFunction(this, 'Connections', {
      name: 'conversations-live',
      entry: 'conversations/live.ts',
      environment: { ...props.environment, [runtimeEnv.tokenIssuer]: props.tokenIssuer },
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
    }).fn;
    this.fn.addEnvironment(runtimeEnv.originVerifySecretName, props.originVerify.grantRead(this.fn));
    // A connection is written on connect and deleted on disconnect: nothing else, no read.
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:PutItem', 'dynamodb:DeleteItem'],
        resources: [props.liveConnections.tableArn],
      }),
    );

    const integration = (name: string) => new WebSocketLambdaIntegration(name, this.fn);
    this.api = new WebSocketApi(this, 'Api', {
      apiName: props.apiName,
      description: 'Live messages: a new message reaches the other party at once',
      connectRouteOptions: {
        integration: integration('ConnectIntegration'),
        authorizer: new WebSocketLambdaAuthorizer('Authorizer', this.fn, {
          authorizerName: 'IdToken',
          // The browser cannot set headers on a WebSocket: the token is the second subprotocol offered.
          identitySource: ['route.request.header.Sec-WebSocket-Protocol'],
        }),
      },
      disconnectRouteOptions: { integration: integration('DisconnectIntegration') },
      defaultRouteOptions: { integration: integration('FrameIntegration') },
    });
    for (const route of ['$disconnect', '$default']) {
      const child = this.api.node.tryFindChild(`${route}-Route`);
      if (child) {
        Validations.of(child).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `API Gateway runs a WebSocket API's authorizer on $connect only; ${route} belongs to a connection it authorized.`,
        });
      }
    }

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      // CloudFront forwards /live as it is: the stage's name is the path.
      stageName: LIVE_STAGE,
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            connectionId: '$context.connectionId',
            eventType: '$context.eventType',
            routeKey: '$context.routeKey',
            status: '$context.status',
            requestTime: '$context.requestTime',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    // The conversations function posts to connections of this stage, nothing else of the API.
    const stageUrl = `https://${this.api.apiId}.execute-api.${region}.${Aws.URL_SUFFIX}/${LIVE_STAGE}`;
    props.conversationsFunction.addEnvironment('AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI', stageUrl);
    props.conversationsFunction.addToRolePolicy(
      new PolicyStatement({
        actions: ['execute-api:ManageConnections'],
        resources: [
          `arn:${Aws.PARTITION}:execute-api:${region}:${Aws.ACCOUNT_ID}:${this.api.apiId}/${LIVE_STAGE}/POST/@connections/*`,
        ],
      }),
    );
    const policy = props.conversationsFunction.role?.node.tryFindChild('DefaultPolicy');
    if (policy) {
      Validations.of(policy).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:${region}:<AWS::AccountId>:<${Stack.of(this).getLogicalId(this.api.node.defaultChild as CfnApi)}>/${LIVE_STAGE}/POST/@connections/*]`,
        reason:
          'Connection ids are made by API Gateway as browsers connect: the grant is POST to connections of this API’s live stage only.',
      });
    }

    this.mailFn = new NodeFunction(this, 'MessageMail', {
      name: 'conversations-mail',
      entry: 'conversations/mail-run.ts',
      environment: props.environment,
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
      timeout: Duration.minutes(2),
    }).fn;
    const conversationsArn = props.conversations.tableArn;
    const mailDue = tables.conversations.indexes.find((index) => index.name === 'mailDue');
    this.mailFn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${conversationsArn}/index/${mailDue?.name ?? 'mailDue'}`],
      }),
    );
    // The conversation (unread counts, names, the parties' addresses) and the mail item: read, then
    // claimed or deferred.
    this.mailFn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        resources: [conversationsArn],
      }),
    );
    allowNotify(this.mailFn, props.notificationsQueue);
    this.mailRule = new Rule(this, 'MailSchedule', {
      description: 'Sends the "new message" mails that are due (functions/conversations/mail-run.ts)',
      schedule: Schedule.rate(MESSAGE_MAIL_RATE),
      // Each mail is claimed before it is queued, so a retried run mails nobody twice; a run that failed
      // its retries waits in the failed runs' queue.
      targets: [props.failedRuns.scheduleTarget(this.mailFn)],
    });
  }
}
