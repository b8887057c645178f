import type { LiveEvent } from '../../shared/schemas/conversation';
import { lazyModule } from '../lib/lazy-client';
import { logger } from '../lib/logger';
import { liveConnections } from './entities/live-connections';

/*
 * A new message reaches the other party's open pages at once: it is posted to each of their live
 * connections through API Gateway's management API (PostToConnection). The client finds its endpoint
 * in AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI, the way every SDK client here finds its endpoint: the
 * WebSocket API's stage URL in AWS (infra/constructs/live-messages.ts), the local stand-in's on a
 * laptop (scripts/local/websocket-gateway.ts). A page without a live connection reads what is new
 * with an `after` cursor instead; nothing here can fail the message.
 */

const management = lazyModule(async () => {
  const sdk = await import('@aws-sdk/client-apigatewaymanagementapi');
  return { client: new sdk.ApiGatewayManagementApiClient({}), sdk };
});

/** Posts the event to each of the person's open connections; answers how many took it. */
export async function pushToUser(userId: string, event: LiveEvent): Promise<number> {
  try {
    const connections = await liveConnections.of(userId);
    if (connections.length === 0) return 0;
    const { client, sdk } = await management();
    const data = new TextEncoder().encode(JSON.stringify(event));
    const delivered = await Promise.all(
      connections.map(async ({ connectionId }) => {
        try {
          await client.send(new sdk.PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
          return true;
        } catch (error) {
          // Closed without a disconnect reaching us (a lost network): forget it.
          if (error instanceof sdk.GoneException) await liveConnections.remove(userId, connectionId);
          else logger.warn('live: could not post to a connection', { connectionId, error });
          return false;
        }
      }),
    );
    return delivered.filter(Boolean).length;
  } catch (error) {
    logger.warn('live: could not deliver a message', { userId, error });
    return 0;
  }
}
