import { getCalendarFeed as contract } from '../../../shared/contracts/schedule';
import { scheduleMessages } from '../../../shared/schemas/schedule';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { calendarOf, calendarReply } from '../calendar';
import { calendarFeeds } from '../entities/calendar-feeds';
import { bookingsOf } from '../my-bookings';

/**
 * GET /calendar/{token}: a person's private calendar feed, read by calendar apps without signing in
 * (the secret token is the authority). A token that was reset, or never was, is a 404.
 */
export const getCalendarFeed = defineRoute(contract, {
  async handle({ params, event }) {
    const feed = await calendarFeeds.byToken(params.token);
    if (!feed) throw notFound(scheduleMessages.unknownFeed, 'FEED_NOT_FOUND');
    const mine = await bookingsOf(feed.userId, feed.viewer);
    const text = calendarOf(
      mine.map((loaded) => ({ loaded, viewer: feed.viewer })),
      'Neighbourhood Jobs',
      requestTime(event),
    );
    const reply = calendarReply(text, null);
    // Calendar apps poll: a few minutes' cache spares the table, and it is nobody else's to cache.
    return { ...reply, headers: { ...reply.headers, 'cache-control': 'private, max-age=300' } };
  },
});
