import type { ApiEvent } from './api-event';

/**
 * The moment a request arrived, as API Gateway stamps it (`requestContext.timeEpoch`): the "now" of
 * every rule a route decides by the clock (a check-in window), the same for the whole request. The
 * local gateway stamps it the same way (and, on test stacks only, at a moment a test asks for).
 */
export function requestTime(event: Pick<ApiEvent, 'requestContext'>): Date {
  const epoch = event.requestContext?.timeEpoch;
  return new Date(typeof epoch === 'number' && Number.isFinite(epoch) ? epoch : Date.now());
}
