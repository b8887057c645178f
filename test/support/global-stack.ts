import type { TestProject } from 'vitest/node';
import { startTestStack } from './start-test-stack';
import './stack-context';

/*
 * The integration files' shared stack. Its admin endpoint is open so a test can run the guardians'
 * daily digest (test/integration/family-digest.test.ts) and the daily job alert now (as EventBridge's
 * test invoke), and tell the SES stand-in to bounce or complain; the fault switches on it
 * are used only by the faults project, on its own stack.
 */
export default (project: TestProject) => startTestStack(project, 'none', undefined, { NJ_LOCAL_ADMIN: '1' });
