import { createHttpHandler, type RouteHandlers } from '../lib/http-handler';

/** The function's routes, each module loaded on its first request (RouteLoader in http-handler.ts). */
export const routeModules = {
  listConversations: () => import('./routes/list-conversations').then((m) => m.listConversations),
  getConversation: () => import('./routes/get-conversation').then((m) => m.getConversation),
  sendMessage: () => import('./routes/send-message').then((m) => m.sendMessage),
  markConversationRead: () => import('./routes/mark-conversation-read').then((m) => m.markConversationRead),
  blockConversation: () => import('./routes/block-conversation').then((m) => m.blockConversation),
} satisfies RouteHandlers;

export const handler = createHttpHandler('conversations', routeModules);
