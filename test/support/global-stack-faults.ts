import type { TestProject } from 'vitest/node';
import { startTestStack } from './start-test-stack';
import './stack-context';

/**
 * The fault tests' own stack: they stop the mail service and make DynamoDB throttle, which would
 * break the other integration files sharing a stack. It opens the admin endpoint those faults are
 * set through, and shortens the notifications queue's visibility timeout, the wait before a failed
 * notification is received again (AWS: six times notify's timeout; the number of receives before the
 * dead-letter queue stays SQS's redrive policy).
 */
export const FAULTS_VISIBILITY_SECONDS = 2;

export default (project: TestProject) =>
  startTestStack(project, 'none', undefined, {
    NJ_LOCAL_ADMIN: '1',
    NJ_NOTIFICATIONS_VISIBILITY_SECONDS: String(FAULTS_VISIBILITY_SECONDS),
  });
