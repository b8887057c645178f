import { Duration, type RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  type Distribution,
  type IResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, FunctionUrlAuthType, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { runtimeEnv } from '../../shared/runtime-env';
import type { AppConfig } from '../../shared/schemas/app-config';
import { tableEnvVar } from '../../shared/table-env';
import { webPaths } from '../../shared/web-paths';
import { JOB_PAGE_CACHE_SECONDS } from '../../shared/web-serving/cache-control';
import { type BundledFunction, NodeFunction } from './node-function';

/** CloudFront's path pattern for every job's page (`/jobs/{id}`); `/jobs` itself is the pre-rendered list. */
export const JOB_PAGES_PATH_PATTERN = `${webPaths.jobs}/*`;

/** The frame's file in the function's code package (functions/jobs/job-page-handler.ts reads it). */
export const JOB_PAGE_TEMPLATE_FILE = 'job-page.html';

export interface JobPagesProps {
  readonly jobs: ITable;
  /** The stage's settings, as /config.json holds them (deploy-time values included). */
  readonly config: AppConfig;
  /** The web build's shell (the frame every page that is not pre-rendered is served in). */
  readonly shellHtml: string;
  readonly responseHeadersPolicy: IResponseHeadersPolicy;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * Job pages that unfurl: `/jobs/{id}` is answered by a function behind CloudFront with the job in its
 * HTML (functions/jobs/job-page-handler.ts), its own head for link previews and crawlers, and cached
 * at the edge for JOB_PAGE_CACHE_SECONDS. The jobs table's stream drives a second function that
 * invalidates a page as soon as its job changes in a way the page shows
 * (functions/jobs/job-page-invalidator.ts). The decision: docs/decisions/0040.
 */
export class JobPages extends Construct {
  readonly fn: BundledFunction;
  readonly invalidator: BundledFunction;
  readonly invalidationDeadLetters: Queue;
  private readonly behaviorOptions: BehaviorOptions;

  constructor(scope: Construct, id: string, props: JobPagesProps) {
    super(scope, id);
    this.fn = new NodeFunction(this, 'Pages', {
      name: 'job-pages',
      entry: 'jobs/job-page-handler.ts',
      environment: {
        [tableEnvVar.jobs]: props.jobs.tableName,
        [runtimeEnv.siteConfig]: Stack.of(this).toJsonString(props.config),
        [runtimeEnv.jobPageTemplate]: JOB_PAGE_TEMPLATE_FILE,
      },
      files: { [JOB_PAGE_TEMPLATE_FILE]: props.shellHtml },
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
    }).fn;
    // One read per page: the job by its id, nothing else.
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:GetItem'], resources: [props.jobs.tableArn] }),
    );
    // Only the distribution may call it: CloudFront signs each request (origin access control).
    const url = this.fn.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });

    this.behaviorOptions = {
      origin: FunctionUrlOrigin.withOriginAccessControl(url),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: new CachePolicy(this, 'CachePolicy', {
        comment: 'A job page: the path alone is the key (no query, header or cookie)',
        defaultTtl: Duration.seconds(JOB_PAGE_CACHE_SECONDS),
        minTtl: Duration.seconds(0),
        maxTtl: Duration.seconds(JOB_PAGE_CACHE_SECONDS),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      }),
      responseHeadersPolicy: props.responseHeadersPolicy,
      compress: true,
    };

    this.invalidationDeadLetters = new Queue(this, 'InvalidationDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.invalidationDeadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is the dead-letter destination of the job pages invalidation; it has none itself.',
    });
    const invalidator = new NodeFunction(this, 'Invalidator', {
      name: 'job-page-invalidator',
      entry: 'jobs/job-page-invalidator.ts',
      logRetention: props.logRetention,
      logRemovalPolicy: props.removalPolicy,
      timeout: Duration.seconds(30),
    });
    this.invalidator = invalidator.fn;
    this.invalidator.addEventSource(
      new DynamoEventSource(props.jobs, {
        startingPosition: StartingPosition.LATEST,
        // A few seconds' gathering makes one invalidation of a burst (a deleted account's jobs).
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(5),
        bisectBatchOnError: true,
        retryAttempts: 5,
        onFailure: new SqsDlq(this.invalidationDeadLetters),
        // A new job has no page cached yet: only changes and removals can leave one stale.
        filters: [FilterCriteria.filter({ eventName: FilterRule.or('MODIFY', 'REMOVE') })],
      }),
    );
    Validations.of(invalidator).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'dynamodb:ListStreams, which the stream event source mapping needs (granted by aws-cdk-lib), has no ' +
        'resource-level permissions; the stream reads themselves are on the jobs table stream only.',
    });
  }

  /** The `/jobs/*` behaviour of the distribution. */
  get behavior(): BehaviorOptions {
    return this.behaviorOptions;
  }

  /** The invalidator may invalidate this distribution's paths, and nothing else. */
  invalidates(distribution: Distribution): void {
    this.invalidator.addEnvironment(runtimeEnv.distributionId, distribution.distributionId);
    distribution.grantCreateInvalidation(this.invalidator);
  }
}
