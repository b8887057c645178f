import { Stack, Validations } from 'aws-cdk-lib';
import { CfnIdentityPool, CfnIdentityPoolRoleAttachment } from 'aws-cdk-lib/aws-cognito';
import { FederatedPrincipal, PolicyDocument, PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import { CfnAppMonitor } from 'aws-cdk-lib/aws-rum';
import { Construct } from 'constructs';

export interface RumMonitorProps {
  readonly name: string;
  /** Host name(s) the web client reports from. */
  readonly domains: string[];
}

/**
 * CloudWatch RUM for the SPA. Visitors are anonymous, so the browser gets short-lived credentials from
 * a Cognito identity pool's guest role, which can do nothing but put events into this one monitor.
 * It lives with the web stack because it is bound to the site's domain and its ids go into /config.json.
 */
export class RumMonitor extends Construct {
  readonly appMonitorId: string;
  readonly identityPoolId: string;
  readonly guestRoleArn: string;

  constructor(scope: Construct, id: string, props: RumMonitorProps) {
    super(scope, id);
    const stack = Stack.of(this);

    const identityPool = new CfnIdentityPool(this, 'IdentityPool', {
      allowUnauthenticatedIdentities: true,
      // The RUM web client uses the basic (classic) flow when given a guest role ARN.
      allowClassicFlow: true,
    });
    Validations.of(identityPool).acknowledge({
      id: 'AwsSolutions-COG7',
      reason:
        'Guest identities are the point: RUM measures anonymous visitors. Their role may only call ' +
        'rum:PutRumEvents on this app monitor.',
    });

    const appMonitorArn = stack.formatArn({
      service: 'rum',
      resource: 'appmonitor',
      resourceName: props.name,
    });
    const guestRole = new Role(this, 'GuestRole', {
      assumedBy: new FederatedPrincipal(
        'cognito-identity.amazonaws.com',
        {
          StringEquals: { 'cognito-identity.amazonaws.com:aud': identityPool.ref },
          'ForAnyValue:StringLike': { 'cognito-identity.amazonaws.com:amr': 'unauthenticated' },
        },
        'sts:AssumeRoleWithWebIdentity',
      ),
      inlinePolicies: {
        PutRumEvents: new PolicyDocument({
          statements: [new PolicyStatement({ actions: ['rum:PutRumEvents'], resources: [appMonitorArn] })],
        }),
      },
    });
    new CfnIdentityPoolRoleAttachment(this, 'Roles', {
      identityPoolId: identityPool.ref,
      roles: { unauthenticated: guestRole.roleArn },
    });

    const monitor = new CfnAppMonitor(this, 'AppMonitor', {
      name: props.name,
      domainList: props.domains,
      appMonitorConfiguration: {
        // Every session: traffic is small, and sampled-away errors are the ones nobody can reproduce.
        sessionSampleRate: 1,
        telemetries: ['errors', 'performance', 'http'],
        allowCookies: true,
        enableXRay: false,
        identityPoolId: identityPool.ref,
        guestRoleArn: guestRole.roleArn,
      },
      cwLogEnabled: false,
    });

    this.appMonitorId = monitor.attrId;
    this.identityPoolId = identityPool.ref;
    this.guestRoleArn = guestRole.roleArn;
  }
}
