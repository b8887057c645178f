/**
 * An SDK client made on its first call, then kept for the container's life. Building a client costs
 * module start time (config resolution, the credential chain) in every cold start, also in containers
 * whose routes never call it (sign-in never touches DynamoDB, most job routes never geocode). Only
 * `send` is offered: it is all the functions use, and tests can still spy on it.
 */
export function lazyClient<C extends { send: (...args: never[]) => unknown }>(
  make: () => C,
): Pick<C, 'send'> {
  let client: C | undefined;
  const send = (...args: never[]) => {
    client ??= make();
    return client.send(...args);
  };
  return { send: send as unknown as C['send'] };
}

/**
 * Something built from a module loaded on first use, then kept for the container's life; a failed
 * load is tried again on the next call. For SDK clients that few routes of a function use (the SQS
 * client that queues e-mails, the Location client that geocodes): code splitting (shared/
 * lambda-bundling.ts) puts such a module in its own chunk, so a cold start whose route never calls it
 * does not evaluate it. Module evaluation, not building the client, is the larger cost.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    if (!loaded) {
      loaded = load();
      loaded.catch(() => {
        loaded = undefined;
      });
    }
    return loaded;
  };
}
