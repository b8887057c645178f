import type { TestProject } from 'vitest/node';
import { startTestStack } from './start-test-stack';
import './stack-context';

/**
 * The fault tests' own stack: they stop the mail service and make DynamoDB throttle, which would
 * break the other integration files sharing a stack. It opens the admin endpoint those faults are
 * set through, and shortens the waits between Lambda's retries (AWS: about 1 and 2 minutes; the
 * number of retries stays Lambda's).
 */
export const FAULTS_RETRY_DELAYS_MS = [300, 600];

export default (project: TestProject) =>
  startTestStack(project, 'none', undefined, {
    NJ_LOCAL_ADMIN: '1',
    NJ_LAMBDA_RETRY_DELAYS_MS: FAULTS_RETRY_DELAYS_MS.join(','),
  });
