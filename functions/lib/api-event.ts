import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/*
 * The HTTP API's event and result, in a file of their own: http-handler.ts imports the helpers that
 * read the event (origin-verify.ts, viewer-ip.ts), so those helpers cannot take the type from it
 * without an import circle. http-handler.ts re-exports both for the route code.
 */
export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyStructuredResultV2;
