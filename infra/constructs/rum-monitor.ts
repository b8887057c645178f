import { Stack } from 'aws-cdk-lib';
import { CfnAppMonitor } from 'aws-cdk-lib/aws-rum';
import { Construct } from 'constructs';

export interface RumMonitorProps {
  readonly name: string;
  /** Host name(s) the web client reports from. */
  readonly domains: string[];
  /** Share of sessions recorded (0–1): the stage's `monitoring.rumSessionSampleRate`. */
  readonly sessionSampleRate: number;
}

/** The RUM data plane the browser posts to (PutRumEvents), also named in the CSP's connect-src. */
export const rumDataPlaneEndpoint = (region: string) => `https://dataplane.rum.${region}.amazonaws.com`;

/**
 * CloudWatch RUM for the SPA. The browser runs the slim web client (@aws-rum/web-slim,
 * web/src/lib/monitoring/), which sends unsigned PutRumEvents: the app monitor's resource-based
 * policy allows exactly that one action on this one monitor from anyone. Signing would need a Cognito
 * identity pool, a guest role, two extra round trips (Cognito, STS) at every session start and about
 * 15 KB more of client, for no more protection: guest credentials are handed to any visitor too.
 *
 * Errors, HTTP errors and performance only: no session replay (docs/spec/1-students-and-accounts.md §1 asks for it; recording
 * minors' screens is not acceptable) and no cookies across visits beyond the session's own.
 * It lives with the web stack because it is bound to the site's domain and its id goes into the page.
 */
export class RumMonitor extends Construct {
  readonly appMonitorId: string;
  readonly appMonitorName: string;

  constructor(scope: Construct, id: string, props: RumMonitorProps) {
    super(scope, id);
    const appMonitorArn = Stack.of(this).formatArn({
      service: 'rum',
      resource: 'appmonitor',
      resourceName: props.name,
    });
    const monitor = new CfnAppMonitor(this, 'AppMonitor', {
      name: props.name,
      domainList: props.domains,
      appMonitorConfiguration: {
        sessionSampleRate: props.sessionSampleRate,
        // What the client records is decided by its plugins (errors, http, web vitals); this is what
        // the console offers to chart.
        telemetries: ['errors', 'performance', 'http'],
        allowCookies: true,
        enableXRay: false,
      },
      resourcePolicy: {
        policyDocument: JSON.stringify({
          Version: '2012-10-17',
          Statement: [
            {
              Sid: 'BrowsersPutEvents',
              Effect: 'Allow',
              Principal: '*',
              Action: 'rum:PutRumEvents',
              Resource: appMonitorArn,
            },
          ],
        }),
      },
      cwLogEnabled: false,
    });
    this.appMonitorId = monitor.attrId;
    this.appMonitorName = props.name;
  }
}
