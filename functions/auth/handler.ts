import { createHttpHandler, type RouteHandlers } from '../lib/http-handler';

/** The function's routes, each module loaded on its first request (RouteLoader in http-handler.ts). */
export const routeModules = {
  signIn: () => import('./routes/sign-in').then((m) => m.signIn),
  refreshToken: () => import('./routes/refresh-token').then((m) => m.refreshToken),
  revokeToken: () => import('./routes/revoke-token').then((m) => m.revokeToken),
  signOutEverywhere: () => import('./routes/sign-out-everywhere').then((m) => m.signOutEverywhere),
  exchangeGoogleCode: () => import('./routes/exchange-google-code').then((m) => m.exchangeGoogleCode),
  verifyUser: () => import('./routes/verify-user').then((m) => m.verifyUser),
  resendVerificationCode: () =>
    import('./routes/resend-verification-code').then((m) => m.resendVerificationCode),
  forgotPassword: () => import('./routes/forgot-password').then((m) => m.forgotPassword),
  confirmForgotPassword: () =>
    import('./routes/confirm-forgot-password').then((m) => m.confirmForgotPassword),
} satisfies RouteHandlers;

export const handler = createHttpHandler('auth', routeModules);
