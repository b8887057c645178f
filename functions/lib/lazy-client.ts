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
