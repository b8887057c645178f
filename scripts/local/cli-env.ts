import type { Ports } from './ports';

/**
 * The environment a command line tool gives the functions' code it runs against the stack `npm start`
 * runs (the reconciliation, the schedule's run): the stand-ins' endpoints and dummy credentials, and
 * quiet logs unless LOG_LEVEL says otherwise.
 */
export function localCliEnvironment(ports: Pick<Ports, 'dynamodb'>): Record<string, string> {
  return {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'SILENT',
  };
}
