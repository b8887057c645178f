/*
 * AWS's public on-demand prices the cost bench uses, us-east-1, USD, in one place with the
 * date they were read. No free tier is counted (a stage must not depend on it), and Cognito is left
 * out, as the issue asks. Update the figures and the date together.
 */

export const PRICES_AS_OF = '2026-11-26';
export const PRICES_REGION = 'us-east-1';

export const prices = {
  lambda: {
    /** Arm64 compute, per GB-second (aws.amazon.com/lambda/pricing). */
    perGbSecondArm: 0.0000133334,
    perMillionRequests: 0.2,
  },
  apiGateway: {
    /** HTTP API, first 300 million a month (aws.amazon.com/api-gateway/pricing). */
    perMillionRequests: 1.0,
  },
  dynamodb: {
    /** On-demand, after the November 2024 price cut (aws.amazon.com/dynamodb/pricing/on-demand). */
    perMillionWriteUnits: 0.625,
    perMillionReadUnits: 0.125,
    perGbMonth: 0.25,
  },
  cloudfront: {
    /** Data out to the internet, North America, first 10 TB (aws.amazon.com/cloudfront/pricing). */
    perGbOut: 0.085,
    perTenThousandHttpsRequests: 0.01,
  },
  s3: {
    /** Standard storage and GETs from CloudFront (aws.amazon.com/s3/pricing). */
    perGbMonth: 0.023,
    perThousandGets: 0.0004,
  },
  ses: {
    /** Outbound e-mail (aws.amazon.com/ses/pricing). */
    perThousandEmails: 0.1,
  },
  sqs: {
    /** Standard queue requests; send, receive and delete each count (aws.amazon.com/sqs/pricing). */
    perMillionRequests: 0.4,
  },
  sns: {
    /** Publishes; deliveries to Lambda are free (aws.amazon.com/sns/pricing). */
    perMillionPublishes: 0.5,
  },
  waf: {
    /** Per web ACL, per rule (a managed rule group counts as one), per request (aws.amazon.com/waf/pricing). */
    perWebAclMonth: 5,
    perRuleMonth: 1,
    perMillionRequests: 0.6,
  },
  rum: {
    /** CloudWatch RUM events (aws.amazon.com/cloudwatch/pricing). */
    perHundredThousandEvents: 1,
  },
  cloudwatch: {
    /** Dashboards, standard alarms, log ingestion and storage (aws.amazon.com/cloudwatch/pricing). */
    perDashboardMonth: 3,
    perAlarmMonth: 0.1,
    perGbLogsIngested: 0.5,
    perGbLogsStoredMonth: 0.03,
  },
  location: {
    /** Amazon Location place index: geocoding searches (aws.amazon.com/location/pricing). */
    perThousandSearches: 0.5,
  },
  route53: {
    /** The stage's public hosted zone; alias queries to CloudFront are free (aws.amazon.com/route53/pricing). */
    perHostedZoneMonth: 0.5,
  },
  secretsManager: {
    /** Per secret (the stacks' own and the Google client secret) and per API call (aws.amazon.com/secrets-manager/pricing). */
    perSecretMonth: 0.4,
    perTenThousandCalls: 0.05,
  },
  kms: {
    /** Customer managed keys (the encrypted SNS topics') and requests (aws.amazon.com/kms/pricing). */
    perKeyMonth: 1,
    perTenThousandRequests: 0.03,
  },
  apiGatewayWebSocket: {
    /**
     * WebSocket APIs: messages sent and received (each 32 KB counted as one), first billion a month,
     * and connection minutes (aws.amazon.com/api-gateway/pricing). What live messages run on.
     */
    perMillionMessages: 1.0,
    perMillionConnectionMinutes: 0.25,
  },
  appSyncEvents: {
    /**
     * AppSync Events: each operation (connect, subscribe, a publish, each delivery to a subscriber; 5 KB
     * counted as one) and connection minutes (aws.amazon.com/appsync/pricing). The alternative
     * docs/decisions/0021-live-messages.md weighs; priced beside the chosen one.
     */
    perMillionOperations: 1.0,
    perMillionConnectionMinutes: 0.08,
  },
  eventBridge: {
    /** Scheduled rule invocations of a Lambda target are not charged (aws.amazon.com/eventbridge/pricing). */
    perMillionScheduledInvocations: 0,
  },
} as const;
