import { Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { stages } from '../../infra/config/stages';
import { tableIds } from '../../shared/tables';
import { resourcesOf, type SynthesizedStage, synthesizeStage } from './synth-stage';

let synth: SynthesizedStage;

beforeAll(() => {
  // prod-stage.test.ts bundles the (stage-independent) functions; here only the stage settings matter.
  synth = synthesizeStage('dev', { bundle: false });
});

describe('dev stage', () => {
  it('synthesizes with cdk-nag and no unacknowledged finding', () => {
    const report = new AwsSolutionsChecks().validateScope(synth.built.app);
    expect(
      report.violations.flatMap((v) =>
        v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`),
      ),
    ).toEqual([]);
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
