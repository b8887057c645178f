import type { TestProject } from 'vitest/node';
import { startTestStack } from './start-test-stack';
import './stack-context';

// The admin endpoint: the bounce and complaint tests tell the SES stand-in what to do (issue 23).
export default (project: TestProject) => startTestStack(project, 'none', undefined, { NJ_LOCAL_ADMIN: '1' });
