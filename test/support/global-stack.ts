import type { TestProject } from 'vitest/node';
import { startTestStack } from './start-test-stack';
import './stack-context';

export default (project: TestProject) => startTestStack(project, 'none');
