/** What the global setups hand to tests through vitest's provide/inject. */
export interface ProvidedStack {
  appUrl: string;
  apiUrl: string;
  inboxUrl: string;
  cognitoUrl: string;
  /** The local DynamoDB (dynalite), for tests that check what a request wrote or left alone. */
  dynamodbUrl: string;
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
