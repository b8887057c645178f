import type { TestProject } from 'vitest/node';
import { startTestStack } from './start-test-stack';
import './stack-context';

/** The admin endpoint is open for the job alerts' run (as EventBridge's test invoke): no fault is set through it here. */
export default (project: TestProject) => startTestStack(project, 'none', undefined, { NJ_LOCAL_ADMIN: '1' });
