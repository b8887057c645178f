import type { TestProject } from 'vitest/node';
import { startTestStack } from './start-test-stack';
import './stack-context';

// The admin endpoint: the bounce and complaint tests tell the SES stand-in what to do (issue 23), and
// the job alerts' tests run the daily alert now (as EventBridge's test invoke).
export default (project: TestProject) => startTestStack(project, 'none', undefined, { NJ_LOCAL_ADMIN: '1' });
