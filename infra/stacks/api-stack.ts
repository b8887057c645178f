import { Aws, CfnOutput, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { apiTokens } from '../../shared/auth/api-tokens';
import { type FunctionName, functionNames } from '../../shared/routes';
import { runtimeEnv } from '../../shared/runtime-env';
import { tableEnvVar } from '../../shared/table-env';
import { type TableId, tableIds, tables } from '../../shared/tables';
import { appUrl, type StageConfig } from '../config/stages';
import { AccountsReconciliation } from '../constructs/accounts-reconciliation';
import { Birthdays } from '../constructs/birthdays';
import { EmailEvents } from '../constructs/email-events';
import { FailedRuns } from '../constructs/failed-runs';
import { FamilyDigest } from '../constructs/family-digest';
import {
  functionAccess,
  placeIndexActions,
  tableReadActions,
  tableWriteActions,
} from '../constructs/function-access';
import { ApiRoutes } from '../constructs/http-api';
import { JobAlerts } from '../constructs/job-alerts';
import { JobsSweep } from '../constructs/jobs-sweep';
import { LiveMessages } from '../constructs/live-messages';
import { ModerationWatch } from '../constructs/moderation-watch';
import { type BundledFunction, NodeFunction } from '../constructs/node-function';
import { allowNotify, Notifier } from '../constructs/notifier';
import { linkSigningSecret, originVerifySecret, type StageSecret } from '../constructs/origin-verify';
import { PlaceIndex } from '../constructs/place-index';
import { ScheduleRunner } from '../constructs/schedule-runner';

export interface ApiStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly tables: Record<TableId, ITable>;
  readonly userPool: IUserPool;
  /** The browser's app client (Google sign-in); its ID tokens reach the API too. */
  readonly webClient: IUserPoolClient;
  /** The functions' own app client, with a secret. */
  readonly functionsClient: IUserPoolClient;
  /** The hosted UI's base URL: the auth function exchanges Google codes at its token endpoint. */
  readonly oauthBaseUrl: string;
  readonly email: {
    readonly identityArn: string;
    readonly configurationSetName: string;
    readonly configurationSetArn: string;
    readonly templateArns: readonly string[];
    /** SES's events for the configuration set (bounces, complaints, deliveries, rejects). */
    readonly events: ITopic;
  };
}

/** The domain functions, the notify function, the place index and the HTTP API in front of them. */
export class ApiStack extends Stack {
  readonly functions: Record<FunctionName, BundledFunction>;
  readonly notify: BundledFunction;
  readonly notificationsQueue: Queue;
  readonly notifyDeadLetterQueue: Queue;
  readonly apiRoutes: ApiRoutes;
  /** Unlists ended jobs every 15 minutes. */
  readonly jobsSweep: JobsSweep;
  /** Saved searches' daily job alert. */
  readonly jobAlerts: JobAlerts;
  /** Repairs half accounts and expires unconfirmed sign-ups every hour. */
  readonly accountsReconciliation: AccountsReconciliation;
  /** The guardians' daily digest. */
  readonly familyDigest: FamilyDigest;
  /** Minors' 16th and 18th birthdays: the guardian told, the link ended at 18. */
  readonly birthdays: Birthdays;
  /** The key that signs links in e-mails; a function that signs or verifies them is granted it. */
  readonly linkSigning: StageSecret;
  /** Records SES's bounces and complaints as suppressions. */
  readonly emailEvents: EmailEvents;
  /** The dead-letter queue of the SES-events recorder and the scheduled functions. */
  readonly failedRuns: FailedRuns;
  /** The live messages WebSocket API and the "new message" mails' run. */
  readonly liveMessages: LiveMessages;
  /** The schedule's reminders and overdue alarms, every minute. */
  readonly scheduleRunner: ScheduleRunner;
  /** Signs work-history credentials (ECC_NIST_P256, SIGN_VERIFY). */
  readonly credentialKey: Key;
  /** How long reports wait for a moderator: the metrics of the moderation alarms. */
  readonly moderationWatch: ModerationWatch;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const removalPolicy = stage.protection.retainOnDelete ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const logRetention = stage.monitoring.logRetentionDays;

    const placeIndex = new PlaceIndex(this, 'PlaceIndex', {
      indexName: `NeighbourhoodJobs-${stage.name}-places`,
    });

    // Every function sees the same configuration (names and URLs are not secrets); what it may do
    // with it is decided by its IAM policy below.
    const environment: Record<string, string> = {
      ...Object.fromEntries(
        tableIds.map((tableId) => [tableEnvVar[tableId], props.tables[tableId].tableName]),
      ),
      [runtimeEnv.userPoolId]: props.userPool.userPoolId,
      // Client ids are not secrets; the functions' client secret is read at run time (lib/cognito-app-client.ts).
      [runtimeEnv.userPoolClientId]: props.functionsClient.userPoolClientId,
      [runtimeEnv.webClientId]: props.webClient.userPoolClientId,
      [runtimeEnv.oauthBaseUrl]: props.oauthBaseUrl,
      [runtimeEnv.emailTemplatePrefix]: stage.email.templatePrefix,
      // A display name: parents and employers should see who writes to them, not `no-reply`.
      [runtimeEnv.emailFrom]: `"${stage.email.senderName}" <${stage.email.senderAddress}>`,
      [runtimeEnv.emailConfigurationSet]: props.email.configurationSetName,
      [runtimeEnv.supportEmail]: stage.supportMailbox,
      [runtimeEnv.appUrl]: appUrl(stage),
      [runtimeEnv.placeIndexName]: placeIndex.indexName,
    };

    const notifier = new Notifier(this, 'Notifier', {
      environment,
      logRetention,
      removalPolicy,
      ses: props.email,
    });
    this.notify = notifier.fn;
    // A burst (a job accepted with many applicants, the backlog after an SES outage) waits in the
    // notifications queue: the event source mapping's maximum concurrency (NOTIFY_MAX_CONCURRENCY,
    // shared/notifications/queues.ts) keeps notify under the SES sending rate and off the API functions'
    // share of the account's concurrency. No reserved concurrency: below the mapping's it would throttle
    // invokes, and every throttled batch counts a receive towards the dead-letter queue.
    this.notificationsQueue = notifier.queue;
    this.notifyDeadLetterQueue = notifier.deadLetterQueue;

    // The API answers only requests that came through CloudFront, which sends this secret. Secrets
    // are read at run time (functions/lib/secrets.ts): the environment holds only their names.
    const originVerify = originVerifySecret(this, stage);
    this.linkSigning = linkSigningSecret(this, stage);

    // The credential signing key (work-history credentials): asymmetric, so KMS holds the private
    // half and only kms:Sign and kms:GetPublicKey are ever granted; the public half is published.
    this.credentialKey = new Key(this, 'CredentialSigningKey', {
      description: `NeighbourhoodJobs-${stage.name}: signs work-history credentials (ES256)`,
      keySpec: KeySpec.ECC_NIST_P256,
      keyUsage: KeyUsage.SIGN_VERIFY,
      alias: `alias/NeighbourhoodJobs-${stage.name}-credentials`,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.credentialKey).acknowledge({
      id: 'AwsSolutions-KMS5',
      reason:
        'An asymmetric signing key cannot have automatic rotation in KMS; a new key is added to CREDENTIAL_KEY_IDS and published beside the old one, whose credentials keep verifying.',
    });

    this.functions = Object.fromEntries(
      functionNames.map((name) => {
        const fn = new NodeFunction(this, `${name}Function`, {
          name,
          logRetention,
          logRemovalPolicy: removalPolicy,
          environment,
        }).fn;
        fn.addEnvironment(runtimeEnv.originVerifySecretName, originVerify.grantRead(fn));
        if (functionAccess[name].credentialSigning) {
          fn.addEnvironment(runtimeEnv.credentialKeyIds, this.credentialKey.keyArn);
          fn.addToRolePolicy(
            new PolicyStatement({
              actions: ['kms:Sign', 'kms:GetPublicKey'],
              resources: [this.credentialKey.keyArn],
            }),
          );
        }
        if (functionAccess[name].linkSigning) {
          fn.addEnvironment(runtimeEnv.linkSigningSecretName, this.linkSigning.grantRead(fn));
        }
        this.grantAccess(fn, name, props, placeIndex.indexArn);
        return [name, fn];
      }),
    ) as Record<FunctionName, BundledFunction>;

    // What the asynchronous functions below could not do waits here, and raises an alarm.
    this.failedRuns = new FailedRuns(this, 'FailedRuns', { removalPolicy });
    const failedRuns = this.failedRuns;
    this.liveMessages = new LiveMessages(this, 'LiveMessages', {
      apiName: `NeighbourhoodJobs-${stage.name}-live`,
      environment,
      conversations: props.tables.conversations,
      liveConnections: props.tables.liveConnections,
      conversationsFunction: this.functions.conversations,
      notificationsQueue: this.notificationsQueue,
      failedRuns,
      originVerify,
      // The issuer the pool writes into its tokens (shared/auth/api-tokens.ts).
      tokenIssuer: apiTokens.issuer(
        `https://cognito-idp.${this.region}.${Aws.URL_SUFFIX}`,
        props.userPool.userPoolId,
      ),
      throttle: stage.api.throttle,
      logRetention,
      removalPolicy,
    });

    this.jobsSweep = new JobsSweep(this, 'JobsSweep', {
      failedRuns,
      environment,
      jobs: props.tables.jobs,
      jobTerms: props.tables.jobTerms,
      logRetention,
      removalPolicy,
    });

    this.jobAlerts = new JobAlerts(this, 'JobAlerts', {
      failedRuns,
      environment,
      tables: props.tables,
      notificationsQueue: this.notificationsQueue,
      linkSigning: this.linkSigning,
      logRetention,
      removalPolicy,
    });

    this.accountsReconciliation = new AccountsReconciliation(this, 'AccountsReconciliation', {
      failedRuns,
      environment,
      users: props.tables.users,
      userPool: props.userPool,
      logRetention,
      removalPolicy,
    });

    this.emailEvents = new EmailEvents(this, 'EmailEvents', {
      failedRuns,
      environment,
      topic: props.email.events,
      mailSuppressions: props.tables.mailSuppressions,
      logRetention,
      removalPolicy,
    });

    this.familyDigest = new FamilyDigest(this, 'FamilyDigest', {
      failedRuns,
      environment,
      family: props.tables.family,
      conversations: props.tables.conversations,
      users: props.tables.users,
      notificationsQueue: this.notificationsQueue,
      logRetention,
      removalPolicy,
    });

    this.scheduleRunner = new ScheduleRunner(this, 'ScheduleRunner', {
      failedRuns,
      environment,
      bookings: props.tables.bookings,
      jobs: props.tables.jobs,
      users: props.tables.users,
      notificationsQueue: this.notificationsQueue,
      logRetention,
      removalPolicy,
    });

    this.birthdays = new Birthdays(this, 'Birthdays', {
      failedRuns,
      environment,
      tables: props.tables,
      notificationsQueue: this.notificationsQueue,
      logRetention,
      removalPolicy,
    });

    this.moderationWatch = new ModerationWatch(this, 'ModerationWatch', {
      failedRuns,
      stageName: stage.name,
      environment,
      moderation: props.tables.moderation,
      logRetention,
      removalPolicy,
    });

    this.apiRoutes = new ApiRoutes(this, 'Api', {
      apiName: `NeighbourhoodJobs-${stage.name}`,
      functions: this.functions,
      userPool: props.userPool,
      webClient: props.webClient,
      functionsClient: props.functionsClient,
      throttle: {
        read: stage.api.throttle,
        write: stage.api.writeThrottle,
        account: stage.api.accountThrottle,
        session: stage.api.sessionThrottle,
      },
      logRetention,
      removalPolicy,
    });
    // No output of the execute-api address: it refuses everything but CloudFront (origin-verify).
    new CfnOutput(this, 'NotifyDeadLetterQueueUrl', { value: this.notifyDeadLetterQueue.queueUrl });
    new CfnOutput(this, 'FailedRunsQueueUrl', { value: this.failedRuns.queue.queueUrl });
  }

  private grantAccess(
    fn: BundledFunction,
    name: FunctionName,
    props: ApiStackProps,
    placeIndexArn: string,
  ): void {
    const access = functionAccess[name];
    // Explicit table and index ARNs rather than grantReadData's `index/*`: no wildcard to explain.
    const tableResources = (tableId: TableId) => {
      const arn = props.tables[tableId].tableArn;
      return [arn, ...tables[tableId].indexes.map((index) => `${arn}/index/${index.name}`)];
    };
    if (access.readWrite.length > 0) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: [...tableReadActions, ...tableWriteActions],
          resources: access.readWrite.flatMap(tableResources),
        }),
      );
    }
    if (access.read.length > 0) {
      fn.addToRolePolicy(
        new PolicyStatement({ actions: tableReadActions, resources: access.read.flatMap(tableResources) }),
      );
    }
    if (access.appendOnly?.length) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: [...tableReadActions, 'dynamodb:PutItem'],
          resources: access.appendOnly.flatMap(tableResources),
        }),
      );
    }
    for (const [tableId, keyPrefix] of Object.entries(access.writeKeysOnly ?? {}) as [TableId, string][]) {
      // Every item the request writes must have a partition key under the prefix (IAM checks each key).
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: tableWriteActions,
          resources: [props.tables[tableId].tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${keyPrefix}*`] } },
        }),
      );
    }
    if (access.cognito.length > 0) {
      fn.addToRolePolicy(
        new PolicyStatement({ actions: [...access.cognito], resources: [props.userPool.userPoolArn] }),
      );
    }
    if (access.notify) allowNotify(fn, this.notificationsQueue);
    if (access.places) {
      fn.addToRolePolicy(new PolicyStatement({ actions: placeIndexActions, resources: [placeIndexArn] }));
    }
  }
}
