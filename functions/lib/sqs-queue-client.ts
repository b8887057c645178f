import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';

/*
 * The SQS client and the one command the functions send, in a module of their own: notify.ts loads it
 * with import() on the first notification, and esbuild can tree-shake a module imported by name here
 * (importing the SDK package itself with import() would keep all of it).
 */

/**
 * This call sits inside a user's request: an SQS API that hangs must cost a few seconds, not the API
 * Gateway timeout. A SendMessage answers in milliseconds. (Without throwOnRequestTimeout the SDK only
 * warns when requestTimeout passes, and keeps waiting.)
 */
export const makeQueueClient = () =>
  new SQSClient({
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true },
  });

export { SendMessageCommand };
