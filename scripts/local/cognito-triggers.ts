import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The local name of the pool's pre-sign-up trigger (functions/auth/pre-sign-up.ts). */
export const PRE_SIGN_UP_FUNCTION = 'nj-local-pre-sign-up';
/** The local name of the pool's post-confirmation trigger (functions/family/post-confirmation.ts). */
export const POST_CONFIRMATION_FUNCTION = 'nj-local-post-confirmation';

/**
 * The pool's Lambda triggers, as the auth stack configures them in AWS: cognito-local reads
 * `.cognito/config.json` under its working folder and invokes each trigger through the Lambda Invoke
 * API, here the local Lambda stand-in. Written on every start, since the Lambda port may move.
 */
export function writeCognitoTriggers(dataDir: string, lambdaPort: number): void {
  const dir = path.join(dataDir, 'cognito', '.cognito');
  mkdirSync(dir, { recursive: true });
  const config = {
    TriggerFunctions: { PreSignUp: PRE_SIGN_UP_FUNCTION, PostConfirmation: POST_CONFIRMATION_FUNCTION },
    LambdaClient: {
      endpoint: `http://127.0.0.1:${lambdaPort}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    },
  };
  writeFileSync(path.join(dir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
}
