import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  type HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import {
  contentSecurityPolicy,
  frameOption,
  hsts,
  permissionsPolicy,
  referrerPolicy,
  type SiteOrigins,
} from '../../shared/web-serving/security-headers';

export type SecurityHeadersProps = SiteOrigins;

/**
 * Security headers on every response, the SPA's and the API's alike: the shared definition
 * (shared/web-serving/security-headers.ts, which the local web server sends too) as CloudFront's
 * typed policy. `override` everywhere: what the origin says never weakens them.
 */
export class SecurityHeaders extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SecurityHeadersProps) {
    super(scope, id);
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Neighbourhood Jobs security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props, 'built'),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
          includeSubdomains: hsts.includeSubdomains,
          preload: hsts.preload,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption[frameOption], override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: referrerPolicy as HeadersReferrerPolicy,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: permissionsPolicy, override: true }],
      },
    });
  }
}
