/**
 * Runs a throw-away local stack in its own process for the test runner: it sets the functions'
 * environment (AWS_ENDPOINT_URL_*, table names, …) in this process only, so test workers never
 * inherit it. Prints one JSON line with the stack's URLs and ids, stops on SIGTERM.
 *   serve-stack.ts <dataDir> <dev|dist|none> [distDir]
 */
import { freePorts } from './ports';
import { type StackOptions, startStack } from './stack';

const [dataDir, web, distDir] = process.argv.slice(2);
if (!dataDir || !web) throw new Error('usage: serve-stack.ts <dataDir> <dev|dist|none>');
process.env.LOG_LEVEL ??= 'SILENT';

const stack = await startStack({
  dataDir,
  ports: await freePorts(),
  web: web as StackOptions['web'],
  distDir,
  reset: true,
  // The test runner's NJ_TEST_STACK_LOG (test/support/start-test-stack.ts): the stack's own lines too.
  log: process.env.NJ_STACK_LOG ? (line) => process.stdout.write(`${line}\n`) : () => undefined,
});
process.stdout.write(
  `${JSON.stringify({ urls: stack.urls, userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId, functionsClientId: stack.functionsClientId })}\n`,
);
const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
