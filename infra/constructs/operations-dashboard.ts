import { Duration } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  type Alarm,
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type GraphWidgetProps,
  type IMetric,
  type IWidget,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  dynamoConsumed,
  dynamoThrottles,
  rumMetric,
  sesCount,
  sesReputation,
  wafRequests,
} from './operations-metrics';

export interface OperationsDashboardProps {
  readonly dashboardName: string;
  readonly apiStage: HttpStage;
  readonly functions: Record<string, IFunction>;
  readonly tables: Record<string, ITable>;
  readonly notificationsQueue: IQueue;
  readonly deadLetterQueue: IQueue;
  readonly waf: { readonly webAclMetric: string; readonly ruleMetrics: readonly string[] };
  readonly rumAppMonitorName?: string;
  /** The moderation queue's oldest report ages (seconds). */
  readonly moderationQueue: { readonly oldestUrgent: IMetric; readonly oldestAny: IMetric };
  readonly alarms: readonly Alarm[];
}

const WIDTH = 24;
const period = Duration.minutes(5);

/**
 * What operators watch, one dashboard per stage: the alarms' state first, then the API,
 * each function, each table, the notification queues, SES, WAF by rule and the browser (RUM), top to
 * bottom in the order a request travels.
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const graph = (
      title: string,
      left: GraphWidgetProps['left'],
      width = 8,
      right?: GraphWidgetProps['right'],
    ) => new GraphWidget({ title, left, right, width, height: 6 });
    const heading = (markdown: string) => new TextWidget({ markdown, width: WIDTH, height: 1 });

    const rows: IWidget[][] = [
      [new AlarmStatusWidget({ title: 'Alarms', alarms: [...props.alarms], width: WIDTH, height: 4 })],
      [heading('## API (HTTP API, all routes)')],
      [
        graph('Requests, 4xx, 5xx', [
          props.apiStage.metricCount({ period, statistic: 'Sum', label: 'Requests' }),
          props.apiStage.metricClientError({ period, statistic: 'Sum', label: '4xx' }),
          props.apiStage.metricServerError({ period, statistic: 'Sum', label: '5xx' }),
        ]),
        graph(
          'Latency (ms)',
          ['p50', 'p95', 'p99'].map((statistic) =>
            props.apiStage.metricLatency({ period, statistic, label: statistic }),
          ),
          16,
        ),
      ],
      [heading('## Functions: errors, throttles, p95 duration, concurrency')],
      Object.entries(props.functions).map(([name, fn]) =>
        graph(
          name,
          [
            fn.metricErrors({ period, statistic: 'Sum', label: 'Errors' }),
            fn.metricThrottles({ period, statistic: 'Sum', label: 'Throttles' }),
            fn.metric('ConcurrentExecutions', { period, statistic: 'Maximum', label: 'Concurrent' }),
          ],
          6,
          [fn.metricDuration({ period, statistic: 'p95', label: 'Duration p95 (ms)' })],
        ),
      ),
      [heading('## DynamoDB: consumed capacity and throttled requests per table')],
      Object.entries(props.tables).map(([name, table]) =>
        graph(name, [dynamoConsumed(table, 'Read', period), dynamoConsumed(table, 'Write', period)], 6, [
          dynamoThrottles(table, period),
        ]),
      ),
      [heading('## Notifications (SQS) and e-mail (SES)')],
      [
        graph(
          'Notifications queue',
          [
            props.notificationsQueue.metricApproximateNumberOfMessagesVisible({
              period,
              statistic: 'Maximum',
              label: 'Waiting',
            }),
          ],
          6,
          [
            props.notificationsQueue.metricApproximateAgeOfOldestMessage({
              period,
              statistic: 'Maximum',
              label: 'Oldest (s)',
            }),
          ],
        ),
        graph(
          'Dead-letter queue',
          [
            props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
              period,
              statistic: 'Maximum',
              label: 'Dead letters',
            }),
          ],
          6,
        ),
        graph(
          'SES sends, deliveries, bounces, complaints',
          [
            sesCount('Send', period),
            sesCount('Delivery', period),
            sesCount('Bounce', period),
            sesCount('Complaint', period),
            sesCount('Reject', period),
          ],
          6,
        ),
        graph(
          'SES reputation (0–1)',
          [sesReputation('BounceRate', Duration.hours(1)), sesReputation('ComplaintRate', Duration.hours(1))],
          6,
        ),
      ],
      [heading('## WAF: allowed and blocked requests by rule')],
      [
        graph('Allowed', [wafRequests('Allowed', props.waf.webAclMetric, 'ALL', period)], 8),
        graph(
          'Blocked by rule',
          props.waf.ruleMetrics.map((rule) => wafRequests('Blocked', props.waf.webAclMetric, rule, period)),
          16,
        ),
      ],
    ];
    rows.push(
      [heading('## Moderation desk')],
      [
        graph(
          'Oldest open report’s age (seconds)',
          [props.moderationQueue.oldestAny, props.moderationQueue.oldestUrgent],
          WIDTH,
        ),
      ],
    );
    if (props.rumAppMonitorName) {
      const name = props.rumAppMonitorName;
      rows.push(
        [heading('## Browser (CloudWatch RUM, sampled sessions)')],
        [
          graph(
            'JS and HTTP errors',
            [rumMetric(name, 'JsErrorCount', period), rumMetric(name, 'HttpErrorCount', period)],
            12,
          ),
          graph(
            'Largest Contentful Paint (ms)',
            [rumMetric(name, 'WebVitalsLargestContentfulPaint', period, 'p75')],
            12,
          ),
        ],
      );
    }

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: props.dashboardName,
      defaultInterval: Duration.hours(3),
      widgets: rows,
    });
  }
}
