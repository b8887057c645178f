import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

export interface SecurityHeadersProps {
  readonly region: string;
  /** Hosted UI base URL: the SPA posts the Google authorization code to its /oauth2/token. */
  readonly oauthBaseUrl: string;
  readonly rumEnabled: boolean;
}

/** The Content-Security-Policy, kept as a list so each source says why it is there. */
export function contentSecurityPolicy(props: SecurityHeadersProps): string {
  const connect = [
    "'self'",
    props.oauthBaseUrl,
    // RUM web client: events, and guest credentials (Cognito identity, then STS in the classic flow).
    ...(props.rumEnabled
      ? [
          `https://dataplane.rum.${props.region}.amazonaws.com`,
          `https://cognito-identity.${props.region}.amazonaws.com`,
          `https://sts.${props.region}.amazonaws.com`,
        ]
      : []),
  ];
  return [
    "default-src 'self'",
    // The SPA bundles everything (RUM client included): no third-party scripts or styles.
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** Security headers on every response, the SPA's and the API's alike. */
export class SecurityHeaders extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SecurityHeadersProps) {
    super(scope, id);
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Neighbourhood Jobs security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: 'camera=(), microphone=(), payment=(), geolocation=(self)',
            override: true,
          },
        ],
      },
    });
  }
}
