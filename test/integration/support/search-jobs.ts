import { localTableName } from '../../../scripts/local/bootstrap';
import { tableEnvVar } from '../../../shared/table-env';
import { tableIds } from '../../../shared/tables';
import { stack } from './api';

/* Helpers for the search tests: the functions' job writer in this worker, and points around a centre. */

/** The functions' own modules, loaded in this worker against the local stack's DynamoDB. */
export async function functionsModules() {
  const env: Record<string, string> = {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: stack().dynamodbUrl,
  };
  for (const id of tableIds) env[tableEnvVar[id]] = localTableName(id);
  Object.assign(process.env, env);
  const [{ jobWrites }, { sweepEndedJobs }] = await Promise.all([
    import('../../../functions/jobs/job-writes'),
    import('../../../functions/jobs/sweep'),
  ]);
  return { jobWrites, sweepEndedJobs };
}

/** A point `miles` from `center` on a compass bearing. */
export function pointAt(
  center: { latitude: number; longitude: number },
  miles: number,
  bearingDegrees: number,
) {
  const rad = (bearingDegrees * Math.PI) / 180;
  const latitude = center.latitude + (miles / 69.09) * Math.cos(rad);
  const longitude =
    center.longitude + (miles / (69.09 * Math.cos((latitude * Math.PI) / 180))) * Math.sin(rad);
  return { latitude: Number(latitude.toFixed(5)), longitude: Number(longitude.toFixed(5)) };
}
