import { join } from 'node:path';
import { Duration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { lambdaBundling } from '../../shared/lambda-bundling';
import { functionEntry, repoRoot } from '../paths';

export interface NodeFunctionProps {
  /** Folder under functions/ holding handler.ts. */
  readonly name: string;
  /** Another file under functions/ exporting `handler` (e.g. `jobs/sweep.ts`), instead of <name>/handler.ts. */
  readonly entry?: string;
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
  readonly timeout?: Duration;
  readonly environment?: Record<string, string>;
  /** Async invocation settings (notify). */
  readonly async?: Pick<NodejsFunctionProps, 'retryAttempts' | 'maxEventAge' | 'onFailure'>;
}

/**
 * A function bundled the way DESIGN §1 asks: ESM, minified, Node 22 on arm64, the AWS SDK bundled
 * (starts faster than the runtime's copy and pins the version we test), no source maps.
 */
export class NodeFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    super(scope, id);
    // An explicit log group gives retention and removal policy without the LogRetention custom resource.
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.logRemovalPolicy,
    });
    // Our own role instead of the AWSLambdaBasicExecutionRole managed policy, which may write to any log group.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grantWrite(role);

    this.fn = new NodejsFunction(this, 'Function', {
      role,
      entry: props.entry ? join(repoRoot, 'functions', props.entry) : functionEntry(props.name),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}/package-lock.json`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      environment: props.environment,
      // Only meaningful for SDK v2; v3 reuses connections by default, so keep the env var out.
      awsSdkConnectionReuse: false,
      ...props.async,
      bundling: {
        format: OutputFormat.ESM,
        minify: lambdaBundling.minify,
        sourceMap: lambdaBundling.sourceMap,
        target: lambdaBundling.target,
        // Bundle the AWS SDK rather than take the runtime's copy (DESIGN §1).
        externalModules: [],
        mainFields: [...lambdaBundling.mainFields],
        banner: lambdaBundling.esmRequireBanner,
      },
    });
    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the team builds and tests for (DESIGN §1, esbuild target node22); ' +
        'moving to a newer runtime is a deliberate upgrade, not something synthesis should force.',
    });
  }
}
