/** What the global setups hand to tests through vitest's provide/inject. */
export interface ProvidedStack {
  appUrl: string;
  apiUrl: string;
  inboxUrl: string;
  cognitoUrl: string;
  dataDir: string;
  userPoolId: string;
  userPoolClientId: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}
