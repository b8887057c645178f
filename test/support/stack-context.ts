/** What the global setups hand to tests through vitest's provide/inject. */
export interface ProvidedStack {
  appUrl: string;
  /** The API through the app server's /api proxy, the front door every client uses (as CloudFront). */
  apiUrl: string;
  /** The bare gateway (the execute-api address stand-in): refuses every request without the front door. */
  executeApiUrl: string;
  inboxUrl: string;
  cognitoUrl: string;
  /** The local DynamoDB (dynalite), for tests that check what a request wrote or left alone. */
  dynamodbUrl: string;
  /** The SQS stand-in: tests wait there until every notification queued so far has been handled. */
  sqsUrl: string;
  /** The fault tests' admin endpoint (scripts/local/local-admin.ts), when the stack opened it. */
  adminUrl?: string;
  /** The RUM data plane stand-in (scripts/local/rum.ts), when the stack runs browser monitoring. */
  rumUrl?: string;
  /** The live messages WebSocket, as a browser opens it through the front door (ws://…/live). */
  liveUrl: string;
  dataDir: string;
  userPoolId: string;
  /** The browser's app client (config.json). */
  userPoolClientId: string;
  /** The functions' app client, with a secret: tests that call the pool as the API does use it. */
  functionsClientId: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}
