import { rmSync } from 'node:fs';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveStage, stages } from '../../infra/config/stages';
import { fakeWebBuild } from '../../scripts/bench/web-build-stand-in';
import { tableIds } from '../../shared/tables';
import { resourcesOf, type SynthesizedStage, synthesizeStage } from './synth-stage';

let synth: SynthesizedStage;
let webBuild: string;

beforeAll(() => {
  // prod-stage.test.ts bundles the (stage-independent) functions; here only the stage settings matter.
  webBuild = fakeWebBuild();
  synth = synthesizeStage('dev', { bundle: false, webDist: webBuild });
});

afterAll(() => {
  rmSync(webBuild, { recursive: true, force: true });
});

describe('stage selection', () => {
  it('defaults to dev and rejects unknown stages', () => {
    expect(resolveStage(undefined).name).toBe('dev');
    expect(resolveStage('prod').name).toBe('prod');
    expect(() => resolveStage('qa')).toThrow(/Unknown stage "qa"/);
  });
});

describe('dev stage', () => {
  it('synthesizes with cdk-nag and no unacknowledged finding', () => {
    expect(synth.nagFindings).toEqual([]);
    expect(synth.synthError).toBeUndefined();
  });

  it('can be torn down: no deletion protection, tables destroyed with the stack', () => {
    synth.templates.data.resourceCountIs('AWS::DynamoDB::Table', tableIds.length);
    synth.templates.data.allResources('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({
        DeletionProtectionEnabled: false,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    });
    synth.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      DeletionProtection: 'INACTIVE',
      // Cognito's own sender: dev does not need SES production access.
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'COGNITO_DEFAULT' }),
    });
  });

  it('lets a developer’s Vite server receive the Google redirect', () => {
    const client = Object.values(resourcesOf(synth.templates.auth, 'AWS::Cognito::UserPoolClient'))[0];
    expect(client?.Properties?.CallbackURLs).toEqual(['http://localhost:5173/auth/google']);
  });

  it('serves on the CloudFront domain without aliases', () => {
    expect(stages.dev.domain).toBeUndefined();
    synth.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ Aliases: Match.absent() }),
    });
  });
});

describe('SPA deployment', () => {
  const deployments = () => Object.values(resourcesOf(synth.templates.web, 'Custom::CDKBucketDeployment'));

  it('uploads hashed assets as immutable, the shell and config.json as no-cache, without pruning', () => {
    const all = deployments();
    expect(all).toHaveLength(3);
    const cacheControls = all.map(
      (d) => (d.Properties?.SystemMetadata as Record<string, string> | undefined)?.['cache-control'],
    );
    expect(cacheControls.sort()).toEqual(['no-cache', 'no-cache', 'public, max-age=31536000, immutable']);
    for (const deployment of all) expect(deployment.Properties?.Prune).toBe(false);
  });
});
