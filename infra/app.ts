import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { resolveStage, type StageConfig, type StageName, stackName } from './config/stages';
import { wafMetricNames } from './constructs/operations-metrics';
import { repoRoot } from './paths';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { EmailStack } from './stacks/email-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
import { WebStack } from './stacks/web-stack';

export interface BuildAppOptions {
  /** Defaults to the `stage` context value, then dev. */
  readonly stage?: StageName;
  /** Run the cdk-nag AwsSolutions pack at synth (default true): findings fail the synth. */
  readonly nag?: boolean;
  /**
   * Bundle the functions with esbuild (default true). Tests that only look at stage settings turn it
   * off: the bundles are the same for every stage and bundling is most of a synth's time.
   */
  readonly bundle?: boolean;
  /** The built SPA to deploy (default web/dist; tests pass a fixture). */
  readonly webDist?: string;
  /** Where to write the cloud assembly (tests pass a temp dir; the CLI sets it through the environment). */
  readonly outdir?: string;
}

export interface BuiltApp {
  readonly app: App;
  readonly stage: StageConfig;
  readonly data: DataStack;
  readonly email: EmailStack;
  readonly auth: AuthStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly monitoring: MonitoringStack;
}

/**
 * cdk.json's context (feature flags), so an app built in a test behaves exactly like `cdk synth`.
 */
function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

export function buildApp(options: BuildAppOptions = {}): BuiltApp {
  const app = new App({
    outdir: options.outdir,
    context: {
      ...cdkJsonContext(),
      ...(options.stage ? { stage: options.stage } : {}),
      ...(options.bundle === false ? { [BUNDLING_STACKS]: [] } : {}),
    },
  });
  const stage = resolveStage(options.stage ?? app.node.tryGetContext('stage'));
  // Environment-agnostic account (synth needs no credentials), fixed region (see StageConfig.region).
  const env = { region: stage.region };
  const name = (concern: string) => stackName(stage, concern);

  const data = new DataStack(app, name('Data'), { env, stage, description: 'Neighbourhood Jobs tables' });
  const email = new EmailStack(app, name('Email'), { env, stage, description: 'Neighbourhood Jobs SES' });
  const auth = new AuthStack(app, name('Auth'), {
    env,
    stage,
    description: 'Neighbourhood Jobs user pool',
    users: data.tables.users,
    ses: stage.email.cognitoSendsWithSes
      ? { verifiedDomain: email.verifiedDomain, configurationSetName: email.configurationSetName }
      : undefined,
  });
  // Cognito must find the SES identity when it sends through SES.
  auth.addStackDependency(email);

  const api = new ApiStack(app, name('Api'), {
    env,
    stage,
    description: 'Neighbourhood Jobs functions and HTTP API',
    tables: data.tables,
    userPool: auth.userPool,
    webClient: auth.webClient,
    functionsClient: auth.functionsClient,
    oauthBaseUrl: auth.hostedUiDomain.baseUrl(),
    email: {
      identityArn: email.identityArn,
      configurationSetName: email.configurationSetName,
      configurationSetArn: email.configurationSetArn,
      templateArns: email.templateArns,
      events: email.emailEvents,
    },
  });

  const web = new WebStack(app, name('Web'), {
    env,
    stage,
    description: 'Neighbourhood Jobs site (CloudFront, S3, RUM)',
    httpApiId: api.apiRoutes.api.apiId,
    liveApiId: api.liveMessages.api.apiId,
    userPoolId: auth.userPool.userPoolId,
    userPoolClientId: auth.webClient.userPoolClientId,
    oauthBaseUrl: auth.hostedUiDomain.baseUrl(),
    googleProviderName: auth.googleProviderName,
    jobs: data.tables.jobs,
    webDist: options.webDist,
  });

  const monitoring = new MonitoringStack(app, name('Monitoring'), {
    env,
    stage,
    description: 'Neighbourhood Jobs alarms and dashboard',
    apiStage: api.apiRoutes.stage,
    functions: {
      ...api.functions,
      notify: api.notify,
      jobsSweep: api.jobsSweep.fn,
      jobAlerts: api.jobAlerts.fn,
      accountsReconciliation: api.accountsReconciliation.fn,
      emailEvents: api.emailEvents.fn,
      familyDigest: api.familyDigest.fn,
      conversationsLive: api.liveMessages.fn,
      conversationsMail: api.liveMessages.mailFn,
      scheduleRunner: api.scheduleRunner.fn,
      birthdays: api.birthdays.fn,
      ...(web.jobPages ? { jobPages: web.jobPages.fn, jobPageInvalidator: web.jobPages.invalidator } : {}),
      moderationWatch: api.moderationWatch.fn,
    },
    moderationQueue: {
      oldestUrgent: api.moderationWatch.oldestUrgent,
      oldestAny: api.moderationWatch.oldestAny,
    },
    liveApi: { apiId: api.liveMessages.api.apiId, stage: api.liveMessages.stage.stageName },
    notifyDeadLetterQueue: api.notifyDeadLetterQueue,
    failedRunsQueue: api.failedRuns.queue,
    jobPageInvalidationDeadLetters: web.jobPages?.invalidationDeadLetters,
    notificationsQueue: api.notificationsQueue,
    tables: data.tables,
    waf: wafMetricNames(web.webAcl),
    rumAppMonitorName: web.rumAppMonitorName,
  });

  Tags.of(app).add('project', 'neighbourhood-jobs');
  Tags.of(app).add('stage', stage.name);

  if (options.nag ?? true) {
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  }
  return { app, stage, data, email, auth, api, web, monitoring };
}
