import { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { stages } from '../../infra/config/stages';
import { type FixedResources, fixedResourcesIn } from '../../scripts/bench/cost-fixed';
import { tableIds } from '../../shared/tables';
import { prodStage } from './prod-synth';
import { resourcesOf, type SynthesizedStage } from './synth-stage';

/*
 * The price: what the prod stage pays every month whatever its traffic. The cost bench
 * counts it in the synthesized templates (scripts/bench/cost-fixed.ts); these tests hold that count to
 * the templates, and hold the web ACLs to the rules we decided to pay for.
 */

let synth: SynthesizedStage;
let fixed: FixedResources;

beforeAll(async () => {
  synth = await prodStage();
  // The bench's count, in the run's prod synth: a synth of its own cost this file a minute of CPU, and
  // the bench's synth differs only in leaving out bundling and cdk-nag, which add no resource.
  fixed = fixedResourcesIn(
    new CloudAssembly(synth.outdir).stacks.map((stack) => stack.template),
    stages.prod,
  );
});

type Rule = { Name: string; Statement: { ManagedRuleGroupStatement?: { Name: string } } };
const rulesOf = (template: SynthesizedStage['templates']['web']) =>
  Object.values(resourcesOf(template, 'AWS::WAFv2::WebACL')).flatMap(
    (acl) => (acl.Properties?.Rules ?? []) as Rule[],
  );

describe('the fixed floor', () => {
  it('counts both web ACLs with every billed rule', () => {
    expect(fixed.webAcls.map((acl) => acl.scope).sort()).toEqual(['CLOUDFRONT', 'REGIONAL']);
    const cloudFront = fixed.webAcls.find((acl) => acl.scope === 'CLOUDFRONT');
    const userPool = fixed.webAcls.find((acl) => acl.scope === 'REGIONAL');
    expect(cloudFront?.rules).toEqual(rulesOf(synth.templates.web).map((rule) => rule.Name));
    expect(userPool?.rules).toEqual(rulesOf(synth.templates.auth).map((rule) => rule.Name));
  });

  it('keeps the user pool ACL to IP reputation and the hosted UI rate limit ($1 a month per rule)', () => {
    // Known-bad-inputs guards a server of ours; behind this ACL is Cognito (infra/constructs/waf.ts).
    expect(rulesOf(synth.templates.auth).map((rule) => rule.Name)).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'HostedUiPerIp',
    ]);
    // The CloudFront ACL, in front of our functions, keeps all three managed groups.
    const managed = rulesOf(synth.templates.web).flatMap((rule) => {
      const group = rule.Statement.ManagedRuleGroupStatement;
      return group ? [group.Name] : [];
    });
    expect(managed.sort()).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
  });

  it('counts each metric an alarm reads: the per-table throttle alarms read two', () => {
    const alarms = Object.values(resourcesOf(synth.templates.monitoring, 'AWS::CloudWatch::Alarm'));
    expect(fixed.alarms).toBe(alarms.length);
    expect(fixed.alarmMetrics).toBe(alarms.length + tableIds.length);
  });

  it('counts the dashboard, the keys, the secrets (with the hand-made Google one) and the hosted zone', () => {
    const all = Object.values(synth.templates);
    const count = (type: string) =>
      all.reduce((sum, template) => sum + Object.keys(resourcesOf(template, type)).length, 0);
    expect(fixed.dashboards).toBe(count('AWS::CloudWatch::Dashboard'));
    expect(fixed.kmsKeys).toBe(count('AWS::KMS::Key'));
    expect(fixed.secrets).toHaveLength(count('AWS::SecretsManager::Secret') + 1);
    expect(fixed.secrets).toContain(stages.prod.auth.google?.clientSecretName);
    expect(fixed.hostedZones).toBe(1);
  });
});
