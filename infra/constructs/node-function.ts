import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AssetHashType, DockerImage, Duration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  Code,
  type FunctionProps,
  Function as LambdaFunction,
  LoggingFormat,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsLogLevel,
  ParamsAndSecretsVersions,
  Runtime,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { lambdaBundling } from '../../shared/lambda-bundling';
import { functionEntry, repoRoot } from '../paths';

/** A function as NodeFunction builds it (bundled with code splitting, see bundledCode). */
export type BundledFunction = LambdaFunction;

export interface NodeFunctionProps {
  /** Folder under functions/ holding handler.ts. */
  readonly name: string;
  /** Another file under functions/ exporting `handler` (e.g. `jobs/sweep.ts`), instead of <name>/handler.ts. */
  readonly entry?: string;
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
  readonly timeout?: Duration;
  readonly environment?: Record<string, string>;
  /**
   * Files written into the code package beside the bundle, by name (the job pages function's frame of
   * the web build): part of the asset, so a change of one deploys the function again.
   */
  readonly files?: Readonly<Record<string, string>>;
  /** Async invocation settings (notify). */
  readonly async?: Pick<FunctionProps, 'retryAttempts' | 'maxEventAge' | 'onFailure'>;
}

/**
 * A function bundled the way DESIGN §1 asks: ESM, minified, Node 22 on arm64, the AWS SDK bundled
 * (starts faster than the runtime's copy and pins the version we test), no source maps.
 */
export class NodeFunction extends Construct {
  readonly fn: LambdaFunction;
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

    const entry = props.entry ? join(repoRoot, 'functions', props.entry) : functionEntry(props.name);
    this.fn = new LambdaFunction(this, 'Function', {
      role,
      code: bundledCode(entry, props.files ?? {}),
      handler: `${lambdaBundling.entryName}.handler`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      environment: props.environment,
      // Secrets are read through this extension at run time, never from the environment
      // (functions/lib/secrets.ts): a local HTTP call with its own cache, and no SDK client to bundle.
      paramsAndSecrets: ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
        logLevel: ParamsAndSecretsLogLevel.WARN,
      }),
      ...props.async,
    });
    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the team builds and tests for (DESIGN §1, esbuild target node22); ' +
        'moving to a newer runtime is a deliberate upgrade, not something synthesis should force.',
    });
  }
}

/**
 * The function's code, bundled by esbuild on this machine with the options `npm run bench` measures
 * (shared/lambda-bundling.ts). Not NodejsFunction: it writes a single file and cannot split code,
 * which the lazily loaded routes need. The asset's hash is of the bundle, so a deploy replaces only
 * the functions whose code changed. The build runs in a child process (bundle-function.ts): CDK waits
 * for it here, and esbuild's plugins need its asynchronous API.
 */
const bundleScript = join(repoRoot, 'infra', 'constructs', 'bundle-function.ts');

function bundledCode(entry: string, files: Readonly<Record<string, string>>): Code {
  const source = relative(repoRoot, entry);
  const filesHash = createHash('sha256').update(JSON.stringify(files)).digest('hex');
  return Code.fromAsset(join(repoRoot, 'functions'), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Required by CDK, never used: local bundling below always answers (esbuild is a dependency).
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22'),
      // Names the entry. CDK caches bundles by source folder and these options, and every function
      // shares the functions/ folder: without the entry here, they would all get the first bundle.
      command: ['esbuild', source, ...(Object.keys(files).length ? [`files:${filesHash}`] : [])],
      local: {
        tryBundle(outputDir) {
          const run = spawnSync(process.execPath, ['--import', 'tsx', bundleScript, entry, outputDir], {
            cwd: repoRoot,
            stdio: 'inherit',
          });
          if (run.status !== 0)
            throw new Error(`Bundling ${source} failed (exit ${run.status ?? run.signal})`);
          for (const [name, content] of Object.entries(files)) writeFileSync(join(outputDir, name), content);
          return true;
        },
      },
    },
  });
}
