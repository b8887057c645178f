/** autocannon 8 ships no types: the part the load bench uses (scripts/bench/load.ts). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface RawRequest {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
  }

  export interface Options {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    initialContext?: Record<string, unknown>;
    requests: {
      setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest | null;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }[];
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    requests: { total: number; average: number };
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }

  export interface Instance extends EventEmitter {
    /** (client, statusCode, resBytes, responseTime ms): after the request's onResponse, synchronously. */
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
