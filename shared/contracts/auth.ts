import { messageResponseSchema } from '../schemas/application';
import {
  confirmForgotPasswordSchema,
  forgotPasswordSchema,
  googleCodeSchema,
  refreshTokenResponseSchema,
  resendVerificationCodeSchema,
  signInResponseSchema,
  signInSchema,
  verifyUserSchema,
} from '../schemas/auth';
import type { RouteContract } from './route-contract';

/** The auth function's routes (functions/auth): sign-in, sessions, verification and password reset. */
export const signIn = {
  name: 'signIn',
  body: signInSchema,
  response: signInResponseSchema,
} as const satisfies RouteContract;

// The session routes take no body: the HttpOnly session cookie is the credential.
export const refreshToken = {
  name: 'refreshToken',
  response: refreshTokenResponseSchema,
} as const satisfies RouteContract;

export const revokeToken = {
  name: 'revokeToken',
  response: messageResponseSchema,
} as const satisfies RouteContract;

export const signOutEverywhere = {
  name: 'signOutEverywhere',
  response: messageResponseSchema,
} as const satisfies RouteContract;

export const verifyUser = {
  name: 'verifyUser',
  body: verifyUserSchema,
  response: messageResponseSchema,
} as const satisfies RouteContract;

export const resendVerificationCode = {
  name: 'resendVerificationCode',
  limits: ['resendPerAddress', 'resendPerIp'],
  body: resendVerificationCodeSchema,
  response: messageResponseSchema,
} as const satisfies RouteContract;

export const forgotPassword = {
  name: 'forgotPassword',
  limits: ['resetPerAddress', 'resetPerIp'],
  body: forgotPasswordSchema,
  response: messageResponseSchema,
} as const satisfies RouteContract;

export const confirmForgotPassword = {
  name: 'confirmForgotPassword',
  body: confirmForgotPasswordSchema,
  response: messageResponseSchema,
} as const satisfies RouteContract;

export const exchangeGoogleCode = {
  name: 'exchangeGoogleCode',
  body: googleCodeSchema,
  response: signInResponseSchema,
} as const satisfies RouteContract;
