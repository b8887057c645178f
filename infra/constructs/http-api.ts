import { type RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  type HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { apiTokens } from '../../shared/auth/api-tokens';
import { type FunctionName, type RouteDef, routes } from '../../shared/routes';
import type { Throttle } from '../config/stages';

export type ThrottleClass = 'read' | 'write' | 'account' | 'session';

/**
 * Which throttle a route gets: reads share the stage default; each write has its own tighter bucket;
 * public writes (sign-in, sign-up, codes, password reset) need no token, so theirs is the tightest.
 * The session routes (refresh, sign-out, the Google code) are sized for every signed-in session
 * (a shared 10 rps on refresh let two IPs sign everyone out).
 */
export function throttleClassOf(route: Pick<RouteDef, 'method' | 'access' | 'path'>): ThrottleClass {
  if (route.method === 'GET') return 'read';
  if (route.path.startsWith('/token/')) return 'session';
  return route.access === 'public' ? 'account' : 'write';
}

export interface ApiRoutesProps {
  readonly apiName: string;
  readonly functions: Record<FunctionName, IFunction>;
  readonly userPool: IUserPool;
  readonly webClient: IUserPoolClient;
  readonly functionsClient: IUserPoolClient;
  /** The stage's default (every read), and each write route's and public account route's own. */
  readonly throttle: {
    readonly read: Throttle;
    readonly write: Throttle;
    readonly account: Throttle;
    readonly session: Throttle;
  };
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * The HTTP API: one route per entry of shared/routes.ts, each integrated with its domain's function.
 * The JWT authorizer only proves a valid token from our pool and web client; roles (student/employer)
 * are checked in the functions, which an HTTP API authorizer cannot express.
 */
export class ApiRoutes extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly routes: HttpRoute[];
  /** `$default`: unmatched requests, answered 404/405 by the glue. */
  readonly fallbackRoute: HttpRoute;

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);

    // No CORS: the SPA reaches the API through the same CloudFront origin (/api/*).
    this.api = new HttpApi(this, 'HttpApi', { apiName: props.apiName, createDefaultStage: false });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle.read,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            // Behind CloudFront this is an edge's address, not the viewer's: HTTP API access logs
            // cannot read a header, so the functions' glue logs the viewer's (x-viewer-ip) with the
            // same requestId (functions/lib/http-handler.ts, "access" lines).
            edgeIp: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            responseLength: '$context.responseLength',
            responseLatency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    const authorizer = new HttpUserPoolAuthorizer('UserPoolAuthorizer', props.userPool, {
      // Issuer (the pool), audience and expiry as shared/auth/api-tokens.ts states them for the local
      // gateway too; token_use, which this authorizer cannot check, is checked by functions/lib/caller.ts.
      userPoolClients: apiTokens.audience.map((client) =>
        client === 'web' ? props.webClient : props.functionsClient,
      ),
      identitySource: [apiTokens.identitySource],
    });
    const integrations = new Map<FunctionName, HttpLambdaIntegration>();
    const integrationFor = (fn: FunctionName) => {
      let integration = integrations.get(fn);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${fn}Integration`, props.functions[fn]);
        integrations.set(fn, integration);
      }
      return integration;
    };

    this.routes = routes.map((route) => {
      const isPublic = route.access === 'public';
      const httpRoute = new HttpRoute(this, `Route-${route.name}`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrationFor(route.fn),
        authorizer: isPublic ? undefined : authorizer,
      });
      if (isPublic) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public in the route table (shared/routes.ts): it serves visitors who are not signed in (sign-in, sign-up, browsing jobs).`,
        });
      }
      return httpRoute;
    });

    // Per-route throttling (RouteSettings, keyed by route key): the L2 stage only sets the default.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of routes) {
      const kind = throttleClassOf(route);
      if (kind === 'read') continue;
      routeSettings[`${route.method} ${route.path}`] = {
        ThrottlingRateLimit: props.throttle[kind].rateLimit,
        ThrottlingBurstLimit: props.throttle[kind].burstLimit,
      };
    }
    (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
    // A route setting names a route that must exist before the stage is updated.
    for (const route of this.routes) this.stage.node.addDependency(route);

    // Requests no route matches reach the jobs function's glue, which answers 404 or 405 (with
    // Allow) from the same route table, as the local API does; API Gateway alone would say 404.
    this.fallbackRoute = new HttpRoute(this, 'Route-default', {
      httpApi: this.api,
      routeKey: HttpRouteKey.DEFAULT,
      integration: integrationFor('jobs'),
    });
    Validations.of(this.fallbackRoute).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason: 'The $default route only answers 404/405 for unknown paths and methods; it serves no data.',
    });
  }
}
