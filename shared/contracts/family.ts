import { messageResponseSchema } from '../schemas/application';
import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  applicationIdParamsSchema,
  approvalDetailsSchema,
  correctGuardianBodySchema,
  decisionBodySchema,
  decisionByLinkBodySchema,
  decisionResponseSchema,
  familyResponseSchema,
  guardianChangeResponseSchema,
  invitationDetailsSchema,
  invitationTokenBodySchema,
  teenDetailsResponseSchema,
  teenDetailsSchema,
  teenIdParamsSchema,
  teenSettingsResponseSchema,
  teenSettingsSchema,
} from '../schemas/family';
import type { RouteContract } from './route-contract';

/**
 * The family function's routes (functions/family). The public ones take a signed,
 * single-use token in the body, never in a URL a server logs.
 */
export const readGuardianInvitation = {
  name: 'readGuardianInvitation',
  body: invitationTokenBodySchema,
  response: invitationDetailsSchema,
} as const satisfies RouteContract;

export const acceptGuardianInvitation = {
  name: 'acceptGuardianInvitation',
  body: acceptInvitationBodySchema,
  status: 201,
  response: acceptInvitationResponseSchema,
} as const satisfies RouteContract;

export const confirmGuardianInvitation = {
  name: 'confirmGuardianInvitation',
  body: invitationTokenBodySchema,
  response: messageResponseSchema,
} as const satisfies RouteContract;

export const declineGuardianInvitation = {
  name: 'declineGuardianInvitation',
  body: invitationTokenBodySchema,
  response: messageResponseSchema,
} as const satisfies RouteContract;

export const resendGuardianInvitation = {
  name: 'resendGuardianInvitation',
  response: guardianChangeResponseSchema,
} as const satisfies RouteContract;

export const correctGuardian = {
  name: 'correctGuardian',
  body: correctGuardianBodySchema,
  response: guardianChangeResponseSchema,
} as const satisfies RouteContract;

export const getFamily = {
  name: 'getFamily',
  response: familyResponseSchema,
} as const satisfies RouteContract;

export const updateTeenSettings = {
  name: 'updateTeenSettings',
  params: teenIdParamsSchema,
  body: teenSettingsSchema,
  response: teenSettingsResponseSchema,
} as const satisfies RouteContract;

export const updateTeenDetails = {
  name: 'updateTeenDetails',
  limits: ['profileUpdate'],
  params: teenIdParamsSchema,
  body: teenDetailsSchema,
  response: teenDetailsResponseSchema,
} as const satisfies RouteContract;

export const readApplicationByLink = {
  name: 'readApplicationByLink',
  body: invitationTokenBodySchema,
  response: approvalDetailsSchema,
} as const satisfies RouteContract;

export const decideApplication = {
  name: 'decideApplication',
  params: applicationIdParamsSchema,
  body: decisionBodySchema,
  response: decisionResponseSchema,
} as const satisfies RouteContract;

export const decideApplicationByLink = {
  name: 'decideApplicationByLink',
  body: decisionByLinkBodySchema,
  response: decisionResponseSchema,
} as const satisfies RouteContract;
