import {
  blockResponseSchema,
  conversationParamsSchema,
  inboxQuerySchema,
  inboxResponseSchema,
  markReadResponseSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  threadQuerySchema,
  threadResponseSchema,
} from '../schemas/conversation';
import type { RouteContract } from './route-contract';

/** The conversations function's routes (functions/conversations). */
export const listConversations = {
  name: 'listConversations',
  query: inboxQuerySchema,
  response: inboxResponseSchema,
} as const satisfies RouteContract;

export const getConversation = {
  name: 'getConversation',
  params: conversationParamsSchema,
  query: threadQuerySchema,
  response: threadResponseSchema,
} as const satisfies RouteContract;

export const sendMessage = {
  name: 'sendMessage',
  limits: ['messageHour', 'messageDay'],
  status: 201,
  params: conversationParamsSchema,
  body: sendMessageBodySchema,
  response: sendMessageResponseSchema,
} as const satisfies RouteContract;

export const markConversationRead = {
  name: 'markConversationRead',
  params: conversationParamsSchema,
  response: markReadResponseSchema,
} as const satisfies RouteContract;

export const blockConversation = {
  name: 'blockConversation',
  params: conversationParamsSchema,
  response: blockResponseSchema,
} as const satisfies RouteContract;
