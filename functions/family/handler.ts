import { createHttpHandler, type RouteHandlers } from '../lib/http-handler';

/** The function's routes (guardians), each module loaded on its first request. */
export const routeModules = {
  readGuardianInvitation: () =>
    import('./routes/read-guardian-invitation').then((m) => m.readGuardianInvitation),
  acceptGuardianInvitation: () =>
    import('./routes/accept-guardian-invitation').then((m) => m.acceptGuardianInvitation),
  confirmGuardianInvitation: () =>
    import('./routes/confirm-guardian-invitation').then((m) => m.confirmGuardianInvitation),
  declineGuardianInvitation: () =>
    import('./routes/decline-guardian-invitation').then((m) => m.declineGuardianInvitation),
  resendGuardianInvitation: () =>
    import('./routes/resend-guardian-invitation').then((m) => m.resendGuardianInvitation),
  correctGuardian: () => import('./routes/correct-guardian').then((m) => m.correctGuardian),
  getFamily: () => import('./routes/get-family').then((m) => m.getFamily),
  updateTeenSettings: () => import('./routes/update-teen-settings').then((m) => m.updateTeenSettings),
  updateTeenDetails: () => import('./routes/update-teen-details').then((m) => m.updateTeenDetails),
  readApplicationByLink: () =>
    import('./routes/read-application-by-link').then((m) => m.readApplicationByLink),
  decideApplication: () => import('./routes/decide-application').then((m) => m.decideApplication),
  decideApplicationByLink: () =>
    import('./routes/decide-application-by-link').then((m) => m.decideApplicationByLink),
} satisfies RouteHandlers;

export const handler = createHttpHandler('family', routeModules);
