import { readState } from './bootstrap';
import { setFunctionEnvironment } from './function-environment';
import { type Ports, portsFromEnv } from './ports';

/**
 * A command that runs a function's code against the stack `npm start` runs (the daily mail, the
 * schedule's run, the accounts reconciliation): the stack's ports (NJ_PORT_*) and its pool
 * (<data-dir>/state.json) give the code the very environment the stack gives its functions, with quiet
 * logs unless LOG_LEVEL says otherwise. Must run before the function's code loads. Without a stack
 * that ran in that folder, it says so and exits.
 */
export function environmentOfRunningStack(dataDir: string): Ports {
  const state = readState(dataDir);
  const ports = portsFromEnv();
  if (!state.userPoolId || !state.userPoolClientId || !state.functionsClientId) {
    console.error(
      `No local stack found in ${dataDir}: start it with "npm start" first, with the same NJ_PORT_* settings.`,
    );
    process.exit(1);
  }
  setFunctionEnvironment(
    ports,
    {
      userPoolId: state.userPoolId,
      userPoolClientId: state.userPoolClientId,
      functionsClientId: state.functionsClientId,
    },
    `http://localhost:${ports.app}`,
  );
  process.env.LOG_LEVEL ??= 'SILENT';
  return ports;
}
