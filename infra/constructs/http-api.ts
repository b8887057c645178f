import { type RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
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
import { type FunctionName, routes } from '../../shared/routes';

export interface ApiRoutesProps {
  readonly apiName: string;
  readonly functions: Record<FunctionName, IFunction>;
  readonly userPool: IUserPool;
  readonly webClient: IUserPoolClient;
  readonly functionsClient: IUserPoolClient;
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
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
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
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
