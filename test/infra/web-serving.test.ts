import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { AttributeType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stages } from '../../infra/config/stages';
import { JOB_PAGE_TEMPLATE_FILE, JOB_PAGES_PATH_PATTERN } from '../../infra/constructs/job-pages';
import { rumDataPlaneEndpoint } from '../../infra/constructs/rum-monitor';
import { WebStack } from '../../infra/stacks/web-stack';
import { createAppServer, staticSpa } from '../../scripts/local/web-server';
import { sessionCookie } from '../../shared/auth/session-cookie';
import { apiPath } from '../../shared/routes';
import type { AppConfig } from '../../shared/schemas/app-config';
import { webPaths } from '../../shared/web-paths';
import { CONFIG_BLOCK_ID, htmlFileFor } from '../../shared/web-serving/app-html';
import {
  cacheControl,
  HASHED_ASSETS_DIR,
  JOB_PAGE_CACHE_SECONDS,
} from '../../shared/web-serving/cache-control';
import { robotsTxt, SITEMAP_MAX_AGE_SECONDS, SITEMAP_PATH } from '../../shared/web-serving/crawlers';
import { contentSecurityPolicy, securityHeaders } from '../../shared/web-serving/security-headers';
import { resourcesOf } from './synth-stage';

/**
 * How the web app is served, CloudFront against the local web server: the web stack alone for the
 * prod stage (no function bundling), with literal origins so its headers can be compared with what
 * the local server sends for the same settings.
 */
const prod = stages.prod;
const region = 'us-east-1';
const oauthBaseUrl = 'https://neighbourhood-jobs.auth.us-east-1.amazoncognito.com';
const siteUrl = `https://${prod.domain?.name}`;
const emptyConfigBlock = `<script type="application/json" id="${CONFIG_BLOCK_ID}"></script>`;
let outdir: string;
let dist: string;
let template: Template;
let assemblyDir: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'nj-web-serving-dist-'));
  mkdirSync(join(dist, HASHED_ASSETS_DIR));
  mkdirSync(join(dist, 'faq'));
  for (const [key, title] of [
    ['index.html', 'home'],
    ['faq/index.html', 'faq'],
    ['shell.html', 'shell'],
  ]) {
    writeFileSync(join(dist, key as string), `<!doctype html><title>${title}</title>${emptyConfigBlock}`);
  }
  writeFileSync(join(dist, HASHED_ASSETS_DIR, 'index-abc.js'), 'export {};');
  outdir = mkdtempSync(join(tmpdir(), 'nj-web-serving-'));
  const app = new App({ outdir });
  const data = new Stack(app, 'Data', { env: { account: '123456789012', region } });
  const jobs = new Table(data, 'Jobs', {
    partitionKey: { name: 'jobId', type: AttributeType.STRING },
    stream: StreamViewType.NEW_AND_OLD_IMAGES,
  });
  const stack = new WebStack(app, 'Web', {
    env: { account: '123456789012', region },
    stage: prod,
    httpApiId: 'abc123',
    liveApiId: 'def456',
    userPoolId: `${region}_pool`,
    userPoolClientId: 'client',
    oauthBaseUrl,
    googleProviderName: 'Google',
    jobs,
    webDist: dist,
  });
  assemblyDir = app.synth().directory;
  template = Template.fromStack(stack);
});

afterAll(() => {
  for (const dir of [outdir, dist]) rmSync(dir, { recursive: true, force: true });
});

/** The response headers CloudFront adds, as they go on the wire, from the synthesized policy. */
/** Files staged in the cloud assembly's assets (what the deployments upload), as [key, content]. */
function stagedFiles(wanted: (key: string) => boolean): [string, string][] {
  return readdirSync(assemblyDir)
    .filter((entry) => entry.startsWith('asset.') && statSync(join(assemblyDir, entry)).isDirectory())
    .flatMap((entry) =>
      readdirSync(join(assemblyDir, entry), { recursive: true, encoding: 'utf8' })
        .map((key) => key.split(sep).join('/'))
        .filter((key) => wanted(key) && statSync(join(assemblyDir, entry, key)).isFile())
        .map((key): [string, string] => [key, readFileSync(join(assemblyDir, entry, key), 'utf8')]),
    );
}

function cloudFrontHeaders(): Record<string, string> {
  const policies = Object.values(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'));
  expect(policies).toHaveLength(1);
  const config = policies[0]?.Properties?.ResponseHeadersPolicyConfig as {
    SecurityHeadersConfig: {
      ContentSecurityPolicy: { ContentSecurityPolicy: string; Override: boolean };
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: number;
        IncludeSubdomains: boolean;
        Preload: boolean;
        Override: boolean;
      };
      FrameOptions: { FrameOption: string; Override: boolean };
      ContentTypeOptions: { Override: boolean };
      ReferrerPolicy: { ReferrerPolicy: string; Override: boolean };
    };
    CustomHeadersConfig?: { Items: { Header: string; Value: string; Override: boolean }[] };
  };
  const security = config.SecurityHeadersConfig;
  const hsts = security.StrictTransportSecurity;
  // Every header replaces whatever the origin (the bucket, the API) says.
  for (const header of Object.values(security)) expect(header.Override).toBe(true);
  for (const header of config.CustomHeadersConfig?.Items ?? []) expect(header.Override).toBe(true);
  return {
    'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
    'Strict-Transport-Security': [
      `max-age=${hsts.AccessControlMaxAgeSec}`,
      ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
      ...(hsts.Preload ? ['preload'] : []),
    ].join('; '),
    'X-Frame-Options': security.FrameOptions.FrameOption,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy,
    ...Object.fromEntries((config.CustomHeadersConfig?.Items ?? []).map((item) => [item.Header, item.Value])),
  };
}

/** What the local web server sends on `pathname` for a stage with these settings. */
async function localHeaders(config: AppConfig, pathname: string): Promise<Record<string, string>> {
  const app = createAppServer({
    config,
    api: async (_req, res) => {
      res.writeHead(204);
      res.end();
    },
  });
  app.setWeb(staticSpa(dist));
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  try {
    const port = (app.server.address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`);
    await response.arrayBuffer();
    return Object.fromEntries(response.headers);
  } finally {
    await new Promise((resolve) => app.server.close(resolve));
  }
}

describe('web serving: CloudFront and the local server from one definition', () => {
  it('CloudFront sends exactly the shared security headers for the stage, on the site and /api alike', () => {
    expect(cloudFrontHeaders()).toEqual(
      securityHeaders({ oauthBaseUrl, rumEndpoint: rumDataPlaneEndpoint(region) }, 'built'),
    );
    const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    const config = distribution?.Properties?.DistributionConfig as {
      DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown; Compress: boolean; CachePolicyId: string };
      CacheBehaviors: { PathPattern: string; ResponseHeadersPolicyId: unknown }[];
    };
    const policyId = config.DefaultCacheBehavior.ResponseHeadersPolicyId;
    expect(policyId).toBeDefined();
    for (const behaviour of config.CacheBehaviors)
      expect(behaviour.ResponseHeadersPolicyId, behaviour.PathPattern).toEqual(policyId);
  });

  it('CloudFront’s CSP has no inline script and no eval', () => {
    const csp = cloudFrontHeaders()['Content-Security-Policy'] ?? '';
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toBe(contentSecurityPolicy({ oauthBaseUrl, rumEndpoint: rumDataPlaneEndpoint(region) }));
  });

  it('the local server sends the same headers as CloudFront for the same stage settings', async () => {
    const config: AppConfig = {
      stage: prod.name,
      apiBaseUrl: '/api',
      siteUrl,
      region,
      userPoolId: `${region}_pool`,
      userPoolClientId: 'client',
      oauthBaseUrl,
      googleProviderName: 'Google',
      supportEmail: prod.supportMailbox,
      social: prod.social,
      rum: { appMonitorId: 'm', region, endpoint: rumDataPlaneEndpoint(region), sessionSampleRate: 0.25 },
    };
    const expected = Object.fromEntries(
      Object.entries(cloudFrontHeaders()).map(([name, value]) => [name.toLowerCase(), value]),
    );
    for (const pathname of [
      '/',
      webPaths.jobs,
      '/assets/index-abc.js',
      '/robots.txt',
      apiPath('listNewestJobs'),
      '/missing.js',
    ]) {
      const sent = await localHeaders(config, pathname);
      for (const [name, value] of Object.entries(expected))
        expect(sent[name], `${name} on ${pathname}`).toBe(value);
    }
  });

  it('CloudFront compresses (brotli and gzip in the cache key) like the local server', () => {
    const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    const config = distribution?.Properties?.DistributionConfig as
      | { DefaultCacheBehavior: Record<string, unknown> }
      | undefined;
    const behaviour = config?.DefaultCacheBehavior ?? {};
    expect(behaviour.Compress).toBe(true);
    // Managed CachingOptimized: gzip and brotli enabled, and it honours the objects' Cache-Control.
    expect(behaviour.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6');
  });

  it('uploads hashed assets with the long-lived rule and everything else with no-cache', () => {
    const deployments = Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment')).map((d) => ({
      include: d.Properties?.Include as string[] | undefined,
      cache: (d.Properties?.SystemMetadata as Record<string, string> | undefined)?.['cache-control'],
    }));
    const assets = deployments.filter((d) => d.include?.includes(`${HASHED_ASSETS_DIR}/*`));
    expect(assets).toEqual([{ include: [`${HASHED_ASSETS_DIR}/*`], cache: cacheControl.hashed }]);
    const rest = deployments.filter((d) => !assets.includes(d));
    expect(rest.length).toBeGreaterThan(0);
    for (const deployment of rest) expect(deployment.cache).toBe(cacheControl.revalidate);
  });

  it('uploads every page with the stage’s settings in its data block, never as built', () => {
    const staged = stagedFiles((key) => key.endsWith('.html') && key !== JOB_PAGE_TEMPLATE_FILE);
    expect([...new Set(staged.map(([key]) => key))].sort()).toEqual([
      'faq/index.html',
      'index.html',
      'shell.html',
    ]);
    for (const [key, html] of staged) {
      expect(html, key).not.toContain(emptyConfigBlock);
      const block = html.match(new RegExp(`id="${CONFIG_BLOCK_ID}">(.*)</script>`))?.[1] ?? '{}';
      // Deploy-time values (the user pool, RUM ids) are markers the deployment resolves.
      expect(JSON.parse(block), key).toMatchObject({
        stage: 'prod',
        siteUrl,
        oauthBaseUrl,
        apiBaseUrl: '/api',
      });
    }
  });

  it('deploys robots.txt written for the stage’s URL, and no sitemap.xml (the API writes it)', () => {
    const staged = new Map(stagedFiles((key) => key === 'robots.txt' || key === 'sitemap.xml'));
    expect([...staged.keys()]).toEqual(['robots.txt']);
    expect(staged.get('robots.txt')).toBe(robotsTxt(siteUrl));
  });

  it('sends /sitemap.xml to the API (open jobs), cached for the sweep’s period, GET only', () => {
    const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    const config = distribution?.Properties?.DistributionConfig as {
      Origins: { Id: string; CustomOriginConfig?: unknown; OriginCustomHeaders?: { HeaderName: string }[] }[];
      CacheBehaviors: {
        PathPattern: string;
        TargetOriginId: string;
        CachePolicyId: { Ref: string };
        AllowedMethods: string[];
        FunctionAssociations?: unknown[];
      }[];
    };
    const byPath = new Map(config.CacheBehaviors.map((behaviour) => [behaviour.PathPattern, behaviour]));
    const sitemap = byPath.get(SITEMAP_PATH);
    // The same origin as /api/*: the API's host, with the header that lets requests through.
    expect(sitemap?.TargetOriginId).toBe(byPath.get('/api/*')?.TargetOriginId);
    const origin = config.Origins.find((o) => o.Id === sitemap?.TargetOriginId);
    expect(origin?.OriginCustomHeaders?.map((header) => header.HeaderName)).toEqual(['x-origin-verify']);
    expect(sitemap?.AllowedMethods).toEqual(['GET', 'HEAD']);
    // No function: the API's route is /sitemap.xml itself (shared/routes.ts getSitemap).
    expect(sitemap?.FunctionAssociations).toBeUndefined();
    const policy = resourcesOf(template, 'AWS::CloudFront::CachePolicy')[sitemap?.CachePolicyId.Ref ?? ''];
    expect(policy?.Properties?.CachePolicyConfig).toMatchObject({
      DefaultTTL: SITEMAP_MAX_AGE_SECONDS,
      MinTTL: 0,
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
      },
    });
  });

  it('keeps the __Host- session cookie out of CloudFront’s logs and the site’s caches; only /api/* forwards it', () => {
    // Host only, Secure, Path=/: sent with every request to the site, so where it goes matters.
    expect(sessionCookie).toMatchObject({ name: '__Host-nj_session', path: '/' });
    const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    const config = distribution?.Properties?.DistributionConfig as {
      Logging: { IncludeCookies?: boolean };
      DefaultCacheBehavior: { CachePolicyId: string; OriginRequestPolicyId?: string };
      CacheBehaviors: { PathPattern: string; OriginRequestPolicyId?: string }[];
    };
    expect(config.Logging.IncludeCookies).toBe(false);
    // The site (S3): the managed caching policy, which keys and forwards no cookie, and no origin policy.
    expect(config.DefaultCacheBehavior.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
    expect(config.DefaultCacheBehavior.OriginRequestPolicyId).toBeUndefined();
    const api = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/api/*');
    expect(api?.OriginRequestPolicyId).toBe(
      OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
    );
  });

  it('sends /jobs/* to the job pages function through its URL, which only the distribution may call', () => {
    const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    const config = distribution?.Properties?.DistributionConfig as {
      Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
      CacheBehaviors: {
        PathPattern: string;
        TargetOriginId: string;
        CachePolicyId: { Ref: string };
        AllowedMethods: string[];
        Compress: boolean;
        ResponseHeadersPolicyId: unknown;
        ViewerProtocolPolicy: string;
      }[];
      DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown };
    };
    const pages = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === JOB_PAGES_PATH_PATTERN);
    expect(pages).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      Compress: true,
      ViewerProtocolPolicy: 'redirect-to-https',
      ResponseHeadersPolicyId: config.DefaultCacheBehavior.ResponseHeadersPolicyId,
    });
    // Cached briefly, by the path alone: no query, header or cookie can make a second copy.
    const policy = resourcesOf(template, 'AWS::CloudFront::CachePolicy')[pages?.CachePolicyId.Ref ?? ''];
    expect(policy?.Properties?.CachePolicyConfig).toMatchObject({
      DefaultTTL: JOB_PAGE_CACHE_SECONDS,
      MaxTTL: JOB_PAGE_CACHE_SECONDS,
      MinTTL: 0,
      ParametersInCacheKeyAndForwardedToOrigin: {
        EnableAcceptEncodingBrotli: true,
        EnableAcceptEncodingGzip: true,
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
      },
    });
    // The origin is the function's URL, signed by CloudFront (origin access control), which the URL requires.
    const origin = config.Origins.find((o) => o.Id === pages?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain('FunctionUrl');
    expect(origin?.OriginAccessControlId).toBeDefined();
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 'lambda',
        SigningBehavior: 'always',
      }),
    });
    template.resourceCountIs('AWS::Lambda::Url', 1);
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
    for (const action of ['lambda:InvokeFunctionUrl', 'lambda:InvokeFunction']) {
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: action,
        Principal: 'cloudfront.amazonaws.com',
        SourceArn: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
      });
    }
  });

  it('gives the job pages function the web build’s shell and the stage’s settings, and lets it read one job', () => {
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    const [id, pages] =
      Object.entries(functions).find(([, fn]) =>
        JSON.stringify(fn.Properties?.Environment ?? {}).includes(JOB_PAGE_TEMPLATE_FILE),
      ) ?? [];
    expect(pages, 'the job pages function').toBeDefined();
    const env = ((pages?.Properties?.Environment ?? {}) as { Variables: Record<string, unknown> }).Variables;
    expect(env.JOB_PAGE_TEMPLATE).toBe(JOB_PAGE_TEMPLATE_FILE);
    expect(JSON.stringify(env.SITE_CONFIG)).toContain(siteUrl);
    // Its package holds the shell as built: the settings are filled in when it starts.
    const staged = stagedFiles((key) => key === JOB_PAGE_TEMPLATE_FILE);
    expect(staged.map(([, html]) => html)).toEqual([readFileSync(join(dist, 'shell.html'), 'utf8')]);
    const role = ((pages?.Properties?.Role ?? {}) as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0];
    const statements = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties?.Roles).includes(String(role)))
      .flatMap(
        (policy) =>
          ((policy.Properties?.PolicyDocument ?? {}) as { Statement: { Action: unknown }[] }).Statement,
      );
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions.filter((action) => String(action).startsWith('dynamodb:'))).toEqual(['dynamodb:GetItem']);
    expect(id).toBeDefined();
  });

  it('invalidates a job’s page from the jobs table’s stream, on this distribution only', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: Match.anyValue(),
      StartingPosition: 'LATEST',
      BisectBatchOnFunctionError: true,
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['MODIFY', 'REMOVE'] }) }] },
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    const [distributionId] = Object.keys(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Action: 'cloudfront:CreateInvalidation',
            Effect: 'Allow',
            Resource: {
              'Fn::Join': [
                '',
                [
                  'arn:',
                  { Ref: 'AWS::Partition' },
                  ':cloudfront::123456789012:distribution/',
                  { Ref: distributionId },
                ],
              ],
            },
          },
        ]),
      },
    });
    // Besides the deployment's own (CDK's BucketDeployment invalidates after an upload, on any
    // distribution), the one grant of CloudFront is this one.
    const grants = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).flatMap((policy) =>
      (
        (policy.Properties?.PolicyDocument ?? {}) as { Statement: { Action: unknown; Resource: unknown }[] }
      ).Statement.filter(
        (statement) =>
          statement.Resource !== '*' &&
          [statement.Action].flat().some((action) => String(action).startsWith('cloudfront:')),
      ),
    );
    expect(grants, 'one grant, of one action').toHaveLength(1);
  });

  it('CloudFront’s viewer-request function picks the same HTML file for a path as the local server', () => {
    const functions = Object.values(resourcesOf(template, 'AWS::CloudFront::Function'));
    const spa = functions.find((f) => String(f.Properties?.FunctionCode).includes('PRERENDERED'));
    const handler = new Function(`${String(spa?.Properties?.FunctionCode)}; return handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    const uri = (path: string) => handler({ request: { uri: path } }).uri;
    for (const path of [
      '/',
      webPaths.jobs,
      `${webPaths.jobs}/`,
      '/faq',
      '/info/termsofuse',
      '/auth/signin',
      '/employer/home/posted-jobs',
      '/constructor',
      '/x/y/z',
    ]) {
      expect(uri(path), path).toBe(`/${htmlFileFor(path)}`);
    }
    for (const path of [
      '/assets/index-abc.js',
      '/robots.txt',
      SITEMAP_PATH,
      '/config.json',
      '/favicon.svg',
    ]) {
      expect(uri(path), path).toBe(path);
    }
  });
});
