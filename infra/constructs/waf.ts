import { Stack, Token } from 'aws-cdk-lib';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_PREFIX, type RouteName, routes } from '../../shared/routes';

/**
 * WAF's rate-based rules count each client IP over this window (seconds). Five minutes is WAF's
 * default and lets a blocked IP back soon after it slows down.
 */
export const WAF_EVALUATION_WINDOW_SECONDS = 300;

/** Requests per IP per window: the whole site (pages, assets and API) and the account/lookup calls. */
export const WAF_RATE_LIMITS = {
  /** A busy visitor loads a few hundred requests in five minutes; a scraper or flood far more. */
  perIp: 2000,
  /**
   * Sign-up, sign-in and place search: what a bot scripts without a token. 100 in five minutes is far
   * beyond a person (the place box waits 250 ms between keystrokes) but stops credential stuffing.
   */
  sensitivePerIp: 100,
} as const;

/**
 * The routes under the tighter rule, named in the route table so a renamed path cannot slip out:
 * account calls a bot scripts without a token, and the session refresh and the code
 * and reset calls, which each reach Cognito, and a guardian invitation's new account.
 */
export const WAF_SENSITIVE_ROUTES: readonly RouteName[] = [
  'registerUser',
  'signIn',
  'searchPlaces',
  'refreshToken',
  'exchangeGoogleCode',
  'verifyUser',
  'resendVerificationCode',
  'forgotPassword',
  'confirmForgotPassword',
  // Makes a guardian's account and starts its session, as sign-up and sign-in do.
  'acceptGuardianInvitation',
];

const TOO_MANY_BODY = 'tooManyRequests';

export interface WebAclProps {
  /** Name of the web ACL and prefix of its CloudWatch metrics. */
  readonly name: string;
}

/**
 * The web ACL in front of CloudFront: AWS's managed IP reputation, known-bad-inputs and common rule
 * groups, a rate limit per IP on everything, and a tighter one on the routes bots script. A rate-limited
 * client gets the API's own 429 JSON shape with Retry-After, so the SPA shows its message.
 *
 * WAF sees the viewer's path, so the rules match `/api/...` (CloudFront strips the prefix later).
 */
export class CloudFrontWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    // A CLOUDFRONT-scope web ACL exists only in us-east-1: fail the synth rather than the deploy.
    const region = Stack.of(this).region;
    if (Token.isUnresolved(region) || region !== 'us-east-1') {
      throw new Error(
        `A CloudFront web ACL must be created in us-east-1; the stack ${Stack.of(this).stackName} is in ${region}.`,
      );
    }

    const visibility = (metric: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName: `${props.name}-${metric}`,
      sampledRequestsEnabled: true,
    });
    const managed = (priority: number, name: string): CfnWebACL.RuleProperty => ({
      name,
      priority,
      // The group's own actions (block) apply.
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
      visibilityConfig: visibility(name),
    });
    const tooMany: CfnWebACL.RuleActionProperty = {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: TOO_MANY_BODY,
          responseHeaders: [{ name: 'retry-after', value: String(WAF_EVALUATION_WINDOW_SECONDS) }],
        },
      },
    };

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: props.name,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('all'),
      customResponseBodies: {
        [TOO_MANY_BODY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({
            message: 'Too many requests from your network. Please wait a few minutes and try again.',
            code: 'TOO_MANY_REQUESTS',
          }),
        },
      },
      rules: [
        // Cheapest and most certain first: known-bad addresses, then the rate limits, then inspection.
        managed(0, 'AWSManagedRulesAmazonIpReputationList'),
        {
          name: 'SensitiveRoutesPerIp',
          priority: 1,
          action: tooMany,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: WAF_RATE_LIMITS.sensitivePerIp,
              evaluationWindowSec: WAF_EVALUATION_WINDOW_SECONDS,
              scopeDownStatement: sensitiveRoutesStatement(),
            },
          },
          visibilityConfig: visibility('sensitive-per-ip'),
        },
        {
          name: 'AllRequestsPerIp',
          priority: 2,
          action: tooMany,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: WAF_RATE_LIMITS.perIp,
              evaluationWindowSec: WAF_EVALUATION_WINDOW_SECONDS,
            },
          },
          visibilityConfig: visibility('per-ip'),
        },
        managed(3, 'AWSManagedRulesKnownBadInputsRuleSet'),
        // Its 8 KB body limit is above every form (the largest, a job, is at most about 6 KB).
        managed(4, 'AWSManagedRulesCommonRuleSet'),
      ],
    });
  }
}

/** `METHOD /api/path` for each sensitive route; the path also matches with a trailing part or slash. */
function sensitiveRoutesStatement(): CfnWebACL.StatementProperty {
  const matches = WAF_SENSITIVE_ROUTES.map((name) => {
    const route = routes.find((r) => r.name === name);
    if (!route) throw new Error(`Unknown route ${name}`);
    return {
      andStatement: {
        statements: [
          {
            byteMatchStatement: {
              fieldToMatch: { method: {} },
              positionalConstraint: 'EXACTLY',
              searchString: route.method,
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
          {
            byteMatchStatement: {
              fieldToMatch: { uriPath: {} },
              positionalConstraint: 'STARTS_WITH',
              searchString: `${API_PREFIX}${route.path}`,
              // %-encoded spellings reach the same route, so they count too (the paths are lower case).
              textTransformations: [
                { priority: 0, type: 'URL_DECODE' },
                { priority: 1, type: 'LOWERCASE' },
              ],
            },
          },
        ],
      },
    };
  });
  return { orStatement: { statements: matches } };
}

/** Requests per IP per window at the user pool's hosted UI (Google sign-in's round trip). */
export const USER_POOL_WAF_RATE_LIMIT = 300;

/**
 * A regional web ACL on the user pool: Cognito's own endpoints take requests that never
 * pass CloudFront (anyone can call them with the pool's public ids). AWS's IP-reputation group on
 * everything, and a per-IP rate limit on the hosted UI's pages and token endpoint. The API's own calls
 * come from the functions (a few Lambda addresses, carrying every user's requests), so the rate limit
 * leaves the user-pool API (`/`, X-Amz-Target calls) to the functions' client secret and Cognito's
 * own quotas.
 *
 * No known-bad-inputs group here (the price: WAF bills $1 a month per rule): it looks
 * for exploits of the server behind the ACL (Log4j and Java deserialization payloads, a localhost
 * Host header, PROPFIND, exploitable paths), and behind this one is Cognito, AWS's own service, to
 * which Cognito forwards only "selected non-confidential headers and contents" (no user names,
 * passwords or attribute values; Cognito developer guide, "Associate an AWS WAF web ACL with a user
 * pool"). Our own code sits behind the CloudFront ACL, which keeps the group; the user pool's
 * triggers are Node functions, which no Java payload exploits.
 */
export class UserPoolWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { readonly name: string; readonly userPoolArn: string }) {
    super(scope, id);
    const visibility = (metric: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName: `${props.name}-${metric}`,
      sampledRequestsEnabled: true,
    });
    const managed = (priority: number, name: string): CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
      visibilityConfig: visibility(name),
    });
    const hostedUiPath = (prefix: string): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: prefix,
        textTransformations: [
          { priority: 0, type: 'URL_DECODE' },
          { priority: 1, type: 'LOWERCASE' },
        ],
      },
    });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: props.name,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('all'),
      rules: [
        managed(0, 'AWSManagedRulesAmazonIpReputationList'),
        {
          name: 'HostedUiPerIp',
          priority: 1,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: USER_POOL_WAF_RATE_LIMIT,
              evaluationWindowSec: WAF_EVALUATION_WINDOW_SECONDS,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                orStatement: {
                  statements: ['/oauth2/', '/login', '/signup', '/forgotpassword'].map(hostedUiPath),
                },
              },
            },
          },
          visibilityConfig: visibility('hosted-ui-per-ip'),
        },
      ],
    });
    new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.userPoolArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}
