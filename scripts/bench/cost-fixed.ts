import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../infra/app';
import type { StageConfig, StageName } from '../../infra/config/stages';
import { fakeWebBuild } from './web-build-stand-in';

/*
 * The cost bench's fixed part: what a stage pays every month whatever its traffic, counted
 * in the synthesized templates of the stage (as `cdk synth` writes them), not in a hand-kept list, so a
 * new alarm, rule, key or secret shows up in the price the day it is added.
 */

export interface BilledWebAcl {
  readonly name: string;
  readonly scope: 'CLOUDFRONT' | 'REGIONAL';
  /** WAF bills each rule of a web ACL; a managed rule group is one rule. */
  readonly rules: readonly string[];
}

export interface FixedResources {
  readonly webAcls: readonly BilledWebAcl[];
  readonly alarms: number;
  /**
   * CloudWatch bills alarms per alarm metric: a metric-math alarm costs one per metric it reads (the
   * per-table throttle alarms read two each), so merging alarms into one expression saves nothing.
   */
  readonly alarmMetrics: number;
  readonly dashboards: number;
  /** Customer managed KMS keys (the AWS managed ones are free). */
  readonly kmsKeys: number;
  /** Secrets Manager secrets: the stacks' own, plus the ones an operator creates by hand (Google's). */
  readonly secrets: readonly string[];
  /** The stage's public hosted zone (created outside the stacks, named by id in the stage settings). */
  readonly hostedZones: number;
}

type Resource = { Type: string; Properties?: Record<string, unknown> };

/** Synthesizes the stage without bundling or cdk-nag (neither changes what is deployed) and counts. */
export function fixedResourcesOf(stageName: StageName): FixedResources {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'nj-bench-cost-synth-'));
  const webDist = fakeWebBuild();
  try {
    const built = buildApp({ stage: stageName, nag: false, bundle: false, outdir, webDist });
    const assembly = built.app.synth();
    return fixedResourcesIn(
      assembly.stacks.map((stack) => stack.template),
      built.stage,
    );
  } finally {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  }
}

/**
 * The count itself, in a stage's synthesized templates: the infra tests count in the run's own prod
 * synth instead of making another one.
 */
export function fixedResourcesIn(templates: readonly unknown[], stage: StageConfig): FixedResources {
  const resources = templates.flatMap((template) =>
    Object.values((template as { Resources?: Record<string, Resource> }).Resources ?? {}),
  );
  const ofType = (type: string) => resources.filter((resource) => resource.Type === type);
  const alarms = ofType('AWS::CloudWatch::Alarm');
  const alarmMetrics = alarms.reduce((sum, alarm) => {
    const metrics = alarm.Properties?.Metrics as { MetricStat?: unknown }[] | undefined;
    return sum + (metrics ? metrics.filter((query) => query.MetricStat).length : 1);
  }, 0);
  const webAcls = ofType('AWS::WAFv2::WebACL').map((acl) => ({
    name: String(acl.Properties?.Name),
    scope: acl.Properties?.Scope as BilledWebAcl['scope'],
    rules: ((acl.Properties?.Rules ?? []) as { Name: string }[]).map((rule) => rule.Name),
  }));
  const ownSecrets = ofType('AWS::SecretsManager::Secret').map((secret) => String(secret.Properties?.Name));
  const google = stage.auth.google;
  return {
    webAcls,
    alarms: alarms.length,
    alarmMetrics,
    dashboards: ofType('AWS::CloudWatch::Dashboard').length,
    kmsKeys: ofType('AWS::KMS::Key').length,
    secrets: [...ownSecrets, ...(google ? [google.clientSecretName] : [])],
    hostedZones: stage.domain ? 1 : 0,
  };
}
