import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_SES_EVENTS } from '../../functions/email-events/ses-event';
import { stages } from '../../infra/config/stages';
import { tableIds } from '../../shared/tables';
import { prodStage } from './prod-synth';
import { resourcesOf, type SynthesizedStage } from './synth-stage';

/*
 * Operations on the production stage (cdk-nag on; prod-stage.test.ts checks there is no unacknowledged
 * finding): the dashboard, the new alarms with the stage's thresholds, and SES's event destination
 * with the function that records it.
 */

const prod = stages.prod;
let synth: SynthesizedStage;

beforeAll(async () => {
  synth = await prodStage();
});

const alarms = () => Object.values(resourcesOf(synth.templates.monitoring, 'AWS::CloudWatch::Alarm'));
const alarmOn = (metricName: string) =>
  alarms().filter((alarm) => JSON.stringify(alarm.Properties).includes(`"${metricName}"`));

describe('operations', () => {
  it('synthesizes prod with cdk-nag and no finding', () => {
    expect(synth.synthError).toBeUndefined();
  });

  it('has one dashboard with the API, each function, each table, the queues, SES, WAF by rule and RUM', () => {
    const dashboards = Object.values(resourcesOf(synth.templates.monitoring, 'AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]?.Properties?.DashboardBody);
    for (const needle of [
      'AWS/ApiGateway',
      'p95',
      'p99',
      'ConcurrentExecutions',
      'ConsumedReadCapacityUnits',
      'ReadThrottleEvents',
      'ApproximateAgeOfOldestMessage',
      'Reputation.BounceRate',
      'AWS/WAFV2',
      'sensitive-per-ip',
      'AWS/RUM',
      'WebVitalsLargestContentfulPaint',
      'JsErrorCount',
    ]) {
      expect(body, needle).toContain(needle);
    }
    expect(dashboards[0]?.Properties?.DashboardName).toBe(`NeighbourhoodJobs-${prod.name}`);
  });

  it('alarms on API p95 latency, throttles, SES reputation and WAF blocks at the stage’s thresholds', () => {
    const limits = prod.monitoring.alarms;
    const [latency] = alarmOn('Latency');
    expect(latency?.Properties).toMatchObject({
      ExtendedStatistic: 'p95',
      Threshold: limits.apiLatencyP95Ms,
      EvaluationPeriods: limits.apiLatencyPeriods,
    });
    expect(alarmOn('Throttles').length).toBeGreaterThanOrEqual(1);
    expect(alarmOn('ReadThrottleEvents')).toHaveLength(tableIds.length);
    const [bounce] = alarmOn('Reputation.BounceRate');
    expect(bounce?.Properties).toMatchObject({
      Threshold: limits.sesBounceRate,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    const [complaint] = alarmOn('Reputation.ComplaintRate');
    expect(complaint?.Properties).toMatchObject({ Threshold: limits.sesComplaintRate });
    const [waf] = alarmOn('BlockedRequests');
    expect(waf?.Properties).toMatchObject({ Threshold: limits.wafBlockedRequests });
    // The web ACL lives in us-east-1 (CloudFront's): the alarm names its metric with the region, as a query.
    expect(JSON.stringify(waf?.Properties)).toContain('AWS/WAFV2');
    // Every alarm notifies the one topic, firing and clearing.
    for (const alarm of alarms()) {
      expect(alarm.Properties?.AlarmActions).toHaveLength(1);
      expect(alarm.Properties?.OKActions).toHaveLength(1);
    }
  });

  it('sends BOUNCE, COMPLAINT, DELIVERY and REJECT to an encrypted SNS topic that SES may publish to', () => {
    const email = synth.templates.email;
    email.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: PUBLISHED_SES_EVENTS.map((event) => event.toLowerCase()),
        SnsDestination: { TopicARN: { Ref: Match.anyValue() } },
      },
    });
    const topics = Object.values(resourcesOf(email, 'AWS::SNS::Topic'));
    expect(topics).toHaveLength(1);
    expect(topics[0]?.Properties?.KmsMasterKeyId).toBeDefined();
    const policy = JSON.stringify(resourcesOf(email, 'AWS::SNS::TopicPolicy'));
    expect(policy).toContain('ses.amazonaws.com');
  });

  it('records the events with a function on the topic that may only suppress addresses and write the table', () => {
    const api = synth.templates.api;
    api.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda' });
    const policies = JSON.stringify(resourcesOf(api, 'AWS::IAM::Policy'));
    expect(policies).toContain('ses:PutSuppressedDestination');
    // notify reads the suppressions before it sends.
    expect(policies).toContain('dynamodb:BatchGetItem');
    synth.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'addressHash', KeyType: 'HASH' }],
    });
  });
});
