import type { Duration } from 'aws-cdk-lib';
import { type IMetric, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

/*
 * The CloudWatch metrics the alarms and the dashboard share that CDK has no typed helper for. One
 * place for their namespaces and dimensions, so an alarm and its graph never read different series.
 */

/** A table's read and write throttle events together (DynamoDB publishes them per table). */
export function dynamoThrottles(table: ITable, period: Duration): IMetric {
  const metric = (metricName: string) =>
    new Metric({
      namespace: 'AWS/DynamoDB',
      metricName,
      dimensionsMap: { TableName: table.tableName },
      period,
      statistic: 'Sum',
    });
  return new MathExpression({
    label: 'Throttled reads + writes',
    expression: 'r + w',
    usingMetrics: { r: metric('ReadThrottleEvents'), w: metric('WriteThrottleEvents') },
    period,
  });
}

/** A table's consumed read or write capacity units (on demand: what is billed). */
export function dynamoConsumed(table: ITable, kind: 'Read' | 'Write', period: Duration): IMetric {
  return new Metric({
    namespace: 'AWS/DynamoDB',
    metricName: `Consumed${kind}CapacityUnits`,
    dimensionsMap: { TableName: table.tableName },
    period,
    statistic: 'Sum',
    label: `${kind} units`,
  });
}

/**
 * SES's account reputation (0–1), which SES itself watches to review or pause an account. Account
 * wide, with no dimension: SES pauses the account, not a configuration set.
 */
export function sesReputation(rate: 'BounceRate' | 'ComplaintRate', period: Duration): IMetric {
  return new Metric({
    namespace: 'AWS/SES',
    metricName: `Reputation.${rate}`,
    period,
    statistic: 'Maximum',
  });
}

/** The account's sending counts (Send, Delivery, Bounce, Complaint, Reject). */
export function sesCount(
  metricName: 'Send' | 'Delivery' | 'Bounce' | 'Complaint' | 'Reject',
  period: Duration,
) {
  return new Metric({ namespace: 'AWS/SES', metricName, period, statistic: 'Sum' });
}

/**
 * WAF's counts for a CLOUDFRONT web ACL: dimensions WebACL (the ACL's metric name) and Rule (a rule's
 * metric name, or ALL). CloudFront ACLs publish in us-east-1 with no Region dimension.
 */
export function wafRequests(
  action: 'Allowed' | 'Blocked',
  webAclMetric: string,
  rule: string,
  period: Duration,
): Metric {
  return new Metric({
    namespace: 'AWS/WAFV2',
    metricName: `${action}Requests`,
    dimensionsMap: { WebACL: webAclMetric, Rule: rule },
    period,
    statistic: 'Sum',
    label: rule === 'ALL' ? `${action} (all)` : rule,
  });
}

export const wafBlocked = (webAclMetric: string, rule: string, period: Duration) =>
  wafRequests('Blocked', webAclMetric, rule, period);

/** CloudWatch RUM's per-app-monitor metrics. */
export function rumMetric(
  appMonitorName: string,
  metricName: 'JsErrorCount' | 'HttpErrorCount' | 'WebVitalsLargestContentfulPaint' | 'SessionCount',
  period: Duration,
  statistic = 'Sum',
): Metric {
  return new Metric({
    namespace: 'AWS/RUM',
    metricName,
    dimensionsMap: { application_name: appMonitorName },
    period,
    statistic,
  });
}

/** The metric names a web ACL publishes under: its own (the WebACL dimension) and each rule's. */
export function wafMetricNames(webAcl: CfnWebACL): { webAclMetric: string; ruleMetrics: string[] } {
  const visibility = webAcl.visibilityConfig as CfnWebACL.VisibilityConfigProperty;
  const rules = (webAcl.rules ?? []) as CfnWebACL.RuleProperty[];
  return {
    webAclMetric: visibility.metricName,
    ruleMetrics: rules.map(
      (rule) => (rule.visibilityConfig as CfnWebACL.VisibilityConfigProperty).metricName,
    ),
  };
}
