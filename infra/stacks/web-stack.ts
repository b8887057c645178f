import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import {
  Annotations,
  Aws,
  CfnOutput,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CfnBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { LIVE_PATH } from '../../shared/live';
import { ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';
import type { AppConfig } from '../../shared/schemas/app-config';
import { fillAppHtml, SHELL_FILE } from '../../shared/web-serving/app-html';
import { cacheControl, HASHED_ASSETS_DIR } from '../../shared/web-serving/cache-control';
import { crawlerFiles, SITEMAP_MAX_AGE_SECONDS, SITEMAP_PATH } from '../../shared/web-serving/crawlers';
import { spaFallbackCode } from '../cloudfront/spa-fallback-code';
import { type StageConfig, stackName } from '../config/stages';
import { JOB_PAGES_PATH_PATTERN, JobPages } from '../constructs/job-pages';
import { originVerifyValue } from '../constructs/origin-verify';
import { RumMonitor, rumDataPlaneEndpoint } from '../constructs/rum-monitor';
import { SecurityHeaders } from '../constructs/security-headers';
import { CloudFrontWebAcl } from '../constructs/waf';
import { hasWebBuild, repoRoot, webDist } from '../paths';

export interface WebStackProps extends StackProps {
  readonly stage: StageConfig;
  /** `<apiId>`: the HTTP API's execute-api host is derived from it. */
  readonly httpApiId: string;
  /** The live messages WebSocket API, served at /live (shared/live.ts). */
  readonly liveApiId: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly oauthBaseUrl: string;
  readonly googleProviderName: string | null;
  /** The jobs table: a job's page is written from it, and its stream invalidates that page. */
  readonly jobs: ITable;
  /** The built SPA (default web/dist). */
  readonly webDist?: string;
}

/**
 * The site: a private bucket behind CloudFront (origin access control), /api/* proxied to the HTTP API
 * on the same origin, security headers on everything, RUM, and /config.json written at deploy.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteUrl: string;
  /** The web ACL in front of the distribution (the Monitoring stack graphs and alarms on its metrics). */
  readonly webAcl: CfnWebACL;
  /** The RUM app monitor's name, when the stage runs RUM (set with the site's settings). */
  rumAppMonitorName?: string;
  /** Job pages with the job in their HTML (a stage with its own domain and a web build). */
  readonly jobPages?: JobPages;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const removalPolicy = stage.protection.retainOnDelete ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    const logBucket = new Bucket(this, 'LogBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logs are delivered with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy,
    });
    Validations.of(logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This is the access-log bucket for the site bucket and CloudFront; logging it into itself would loop.',
    });

    const siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 's3/site/',
      // The bucket only holds build output, re-deployable at any time.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const zone = stage.domain
      ? HostedZone.fromHostedZoneAttributes(this, 'Zone', {
          hostedZoneId: stage.domain.hostedZone.id,
          zoneName: stage.domain.hostedZone.name,
        })
      : undefined;
    const certificate =
      stage.domain && zone
        ? new Certificate(this, 'Certificate', {
            domainName: stage.domain.name,
            validation: CertificateValidation.fromDns(zone),
          })
        : undefined;

    const headers = new SecurityHeaders(this, 'SecurityHeaders', {
      oauthBaseUrl: props.oauthBaseUrl,
      rumEndpoint: stage.monitoring.rumEnabled ? rumDataPlaneEndpoint(this.region) : null,
    });

    const viewerRequest = (functionId: string, code: FunctionCode) => [
      {
        eventType: FunctionEventType.VIEWER_REQUEST,
        function: new CloudFrontFunction(this, functionId, {
          code,
          runtime: FunctionRuntime.JS_2_0,
        }),
      },
    ];

    const apiHost = `${props.httpApiId}.execute-api.${this.region}.${Aws.URL_SUFFIX}`;

    const apiOrigin = new HttpOrigin(apiHost, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // The API refuses requests without it, so WAF and CloudFront cannot be bypassed
      // (shared/origin-verify.ts); it replaces any value a viewer sends.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifyValue(stage) },
    });

    // The live messages WebSocket: the same host family, and the same secret, so its authorizer can
    // refuse a connection that did not come through CloudFront (and its WAF).
    const liveOrigin = new HttpOrigin(`${props.liveApiId}.execute-api.${this.region}.${Aws.URL_SUFFIX}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifyValue(stage) },
    });
    // The site's settings need its host: a stage's own domain is known now, so a job's page can be
    // written with them by a function the distribution sends to; the default *.cloudfront.net name
    // is known only once the distribution exists, so such a stage (dev) serves job pages as the shell.
    const knownHost = stage.domain?.name;
    const spaDir = props.webDist ?? webDist;
    const settings = knownHost ? this.siteSettings(props, knownHost) : undefined;
    if (settings && hasWebBuild(spaDir)) {
      this.jobPages = new JobPages(this, 'JobPages', {
        jobs: props.jobs,
        config: settings,
        shellHtml: readFileSync(join(spaDir, SHELL_FILE), 'utf8'),
        responseHeadersPolicy: headers.policy,
        logRetention: stage.monitoring.logRetentionDays,
        removalPolicy,
      });
    }

    // AWS WAF in front of everything the distribution serves (infra/constructs/waf.ts).
    const waf = new CloudFrontWebAcl(this, 'Waf', { name: stackName(stage, 'Web') });
    this.webAcl = waf.webAcl;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: stackName(stage, 'Web'),
      webAclId: waf.webAcl.attrArn,
      defaultRootObject: 'index.html',
      domainNames: stage.domain ? [stage.domain.name] : undefined,
      certificate,
      // Only settable with our own certificate; the default *.cloudfront.net one is fixed (see CFR4 below).
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America and Europe edges: the users are in the US.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cloudfront/',
      // The session cookie (a refresh token, `__Host-`, so sent on every path) must never reach a log.
      logIncludesCookies: false,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers.policy,
        compress: true,
        functionAssociations: viewerRequest('SpaFallback', FunctionCode.fromInline(spaFallbackCode())),
      },
      additionalBehaviors: {
        // A job's page with the job in its HTML, for link previews and crawlers (docs/decisions/0040).
        ...(this.jobPages ? { [JOB_PAGES_PATH_PATTERN]: this.jobPages.behavior } : {}),
        // The sitemap lists the open jobs of the moment: the API writes it (route
        // getSitemap), and CloudFront keeps each answer as long as the API says (the sweep's period),
        // so crawlers cost one read of the listed jobs per quarter hour at most.
        [SITEMAP_PATH]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: new CachePolicy(this, 'SitemapCachePolicy', {
            comment: 'sitemap.xml from the API: no query, header or cookie in the key',
            defaultTtl: Duration.seconds(SITEMAP_MAX_AGE_SECONDS),
            minTtl: Duration.seconds(0),
            maxTtl: Duration.hours(1),
            enableAcceptEncodingGzip: true,
            enableAcceptEncodingBrotli: true,
          }),
          responseHeadersPolicy: headers.policy,
          compress: true,
        },
        // The live messages connection (shared/live.ts): the WebSocket upgrade and its frames go to the
        // API's stage of the same name; never cached, every viewer header (Sec-WebSocket-*) forwarded.
        [LIVE_PATH]: {
          origin: liveOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers.policy,
        },
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Everything but Host (API Gateway routes on its own host name); with caching disabled this
          // also forwards the Authorization header.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers.policy,
          functionAssociations: viewerRequest(
            'StripApiPrefix',
            FunctionCode.fromFile({ filePath: join(repoRoot, 'infra', 'cloudfront', 'strip-api-prefix.js') }),
          ),
        },
      },
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'The product is open to anyone; the place search is limited to the US in code, visitors are not.',
    });
    if (!stage.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'A stage without its own domain uses the default *.cloudfront.net certificate, whose minimum TLS ' +
          'version cannot be set; stages with a domain use TLSv1.2_2021.',
      });
    }

    if (zone && stage.domain) {
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
      new ARecord(this, 'AliasRecord', { zone, recordName: stage.domain.name, target });
      new AaaaRecord(this, 'AliasRecordIpv6', { zone, recordName: stage.domain.name, target });
    }

    const host = knownHost ?? this.distribution.distributionDomainName;
    this.siteUrl = `https://${host}`;
    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    const config = settings ?? this.siteSettings(props, host);
    this.jobPages?.invalidates(this.distribution);
    this.deploySite(siteBucket, config, spaDir, this.siteUrl);
  }

  /** The stage's settings (/config.json, and the data block of every page), with RUM when it runs. */
  private siteSettings(props: WebStackProps, host: string): AppConfig {
    const { stage } = props;
    const rum = stage.monitoring.rumEnabled
      ? new RumMonitor(this, 'Rum', {
          name: `NeighbourhoodJobs-${stage.name}`,
          domains: [host],
          sessionSampleRate: stage.monitoring.rumSessionSampleRate,
        })
      : undefined;
    this.rumAppMonitorName = rum?.appMonitorName;
    return {
      stage: stage.name,
      apiBaseUrl: '/api',
      siteUrl: `https://${host}`,
      region: this.region,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      oauthBaseUrl: props.oauthBaseUrl,
      googleProviderName: props.googleProviderName,
      supportEmail: stage.supportMailbox,
      social: stage.social,
      rum: rum
        ? {
            appMonitorId: rum.appMonitorId,
            region: this.region,
            endpoint: rumDataPlaneEndpoint(this.region),
            sessionSampleRate: stage.monitoring.rumSessionSampleRate,
          }
        : null,
    };
  }

  private deploySite(bucket: Bucket, config: AppConfig, spaDir: string, siteUrl: string): void {
    const common = {
      destinationBucket: bucket,
      // Several deployments share the bucket; pruning would delete each other's files. Old hashed assets
      // staying behind is what lets a tab still running the previous build load its lazy chunks.
      prune: false,
      memoryLimit: 512,
    };
    const noCache = [CacheControl.fromString(cacheControl.revalidate)];

    let shell: BucketDeployment | undefined;
    if (hasWebBuild(spaDir)) {
      // The build without its HTML, which is uploaded filled in (below).
      const builtFiles = Source.asset(spaDir, { exclude: ['*.html'] });
      const assets = new BucketDeployment(this, 'DeployAssets', {
        ...common,
        sources: [builtFiles],
        exclude: ['*'],
        include: [`${HASHED_ASSETS_DIR}/*`],
        // Content-hashed names: cached for a year (shared/web-serving/cache-control.ts, as served locally).
        cacheControl: [CacheControl.fromString(cacheControl.hashed)],
      });
      shell = new BucketDeployment(this, 'DeployShell', {
        ...common,
        // The pages carry the stage's settings and robots.txt and sitemap.xml its URL, so they are written
        // here (deploy-time values included), not uploaded as built; the local web server does the same.
        sources: [builtFiles, ...filledHtmlSources(spaDir, config), ...crawlerSources(siteUrl)],
        exclude: [`${HASHED_ASSETS_DIR}/*`, 'config.json'],
        cacheControl: noCache,
        distribution: this.distribution,
        distributionPaths: ['/*'],
      });
      shell.node.addDependency(assets);
    } else {
      Annotations.of(this).addWarningV2(
        '@neighbourhood-jobs/web:no-build',
        `${spaDir}/index.html not found: the SPA is not deployed by this synth (only /config.json). ` +
          'Run `npm run build:web` before `cdk deploy` to ship the app.',
      );
    }

    const configDeployment = new BucketDeployment(this, 'DeployConfig', {
      ...common,
      sources: [Source.jsonData('config.json', config)],
      cacheControl: noCache,
      distribution: this.distribution,
      distributionPaths: ['/config.json'],
    });
    if (shell) configDeployment.node.addDependency(shell);
    this.acknowledgeDeploymentHandler(bucket);
  }

  /**
   * BucketDeployment runs a CDK-provided singleton function at stack level (not under the deployment
   * construct), so its findings are acknowledged on that function here.
   */
  private acknowledgeDeploymentHandler(bucket: Bucket): void {
    const bucketArn = this.getLogicalId(bucket.node.defaultChild as CfnBucket);
    const copyReason =
      'CDK BucketDeployment handler: copies the build from the CDK assets bucket into the site bucket ' +
      '(s3 sync needs object-level read/write/delete on the whole site bucket and read on the staged asset).';
    for (const handler of this.node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    )) {
      Validations.of(handler).acknowledge(
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason:
            'CDK BucketDeployment handler: its role is created by CDK with the basic execution policy for its logs.',
        },
        {
          id: 'AwsSolutions-L1',
          reason:
            'CDK BucketDeployment handler: the runtime is chosen by aws-cdk-lib and moves with its upgrades.',
        },
        ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
          id: `AwsSolutions-IAM5[Action::${action}]`,
          reason: copyReason,
        })),
        {
          id: `AwsSolutions-IAM5[Resource::arn:aws:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-${this.region}/*]`,
          reason: `${copyReason} Asset object keys are content hashes unknown until deploy.`,
        },
        { id: `AwsSolutions-IAM5[Resource::<${bucketArn}.Arn>/*]`, reason: copyReason },
        {
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason:
            'CDK BucketDeployment handler: cloudfront:CreateInvalidation/GetInvalidation after upload, which the ' +
            'handler is granted on * by aws-cdk-lib.',
        },
      );
    }
  }
}

/** Every HTML file of the build with the stage's settings written in (shared/web-serving/app-html.ts). */
function filledHtmlSources(spaDir: string, config: AppConfig) {
  const htmlKeys = readdirSync(spaDir, { recursive: true, encoding: 'utf8' })
    .map((key) => key.split(sep).join('/'))
    .filter((key) => key.endsWith('.html') && !key.startsWith(`${HASHED_ASSETS_DIR}/`));
  return htmlKeys.map((key) =>
    Source.data(key, fillAppHtml(readFileSync(join(spaDir, key), 'utf8'), config)),
  );
}

/** robots.txt and sitemap.xml for the stage's URL (a deploy-time value without a custom domain). */
function crawlerSources(siteUrl: string) {
  return Object.entries(crawlerFiles(siteUrl)).map(([key, body]) => Source.data(key, body));
}
