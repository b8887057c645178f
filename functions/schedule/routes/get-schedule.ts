import { getSchedule as contract } from '../../../shared/contracts/schedule';
import type { ScheduleResponse } from '../../../shared/schemas/schedule';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { bookingNotFound, viewerRoleOf } from '../access';
import { scheduleRange } from '../booking-state';
import { toBookingView, visitViews } from '../booking-view';
import { calendarFeeds } from '../entities/calendar-feeds';
import { bookingsOf } from '../my-bookings';

/**
 * GET /schedule: the visits of the caller's accepted jobs by day (a student's jobs, an employer's
 * hires, a guardian's teens' jobs), a month back and six months ahead, each with what the caller may
 * do now; `applicationId` narrows it to one job (its timesheet).
 */
export const getSchedule = defineRoute(contract, {
  async handle({ query, caller, event }) {
    const now = requestTime(event);
    const viewer = viewerRoleOf(caller);
    const [mine, feed] = await Promise.all([
      bookingsOf(caller.userId, viewer),
      calendarFeeds.ownerOf(caller.userId),
    ]);
    const shown = query.applicationId
      ? mine.filter((loaded) => loaded.booking.applicationId === query.applicationId)
      : mine;
    if (query.applicationId && shown.length === 0) throw bookingNotFound();
    const visits = shown
      .flatMap((loaded) => visitViews(loaded, viewer, now, scheduleRange(loaded.job, now)))
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title));
    const body: ScheduleResponse = {
      visits,
      bookings: shown.map((loaded) => toBookingView(loaded, viewer)),
      calendarFeed: feed ? { createdAt: feed.createdAt } : null,
      now: now.toISOString(),
    };
    return { body };
  },
});
