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
  userPoolClientId: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}
