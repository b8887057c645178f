import { randomBytes } from 'node:crypto';
import { createCalendarFeed as contract } from '../../../shared/contracts/schedule';
import { scheduleMessages } from '../../../shared/schemas/schedule';
import { calendarFeedUrl } from '../../lib/app-links';
import { conflict } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { requestTime } from '../../lib/request-time';
import { viewerRoleOf } from '../access';
import { calendarFeeds } from '../entities/calendar-feeds';

const ATTEMPTS = 3;

/**
 * POST /schedule/calendar-feed: a new private subscription link (a secret token of 32 random bytes);
 * the caller's older link stops working in the same write. Its address is shown once: only a hash of
 * the token is kept.
 */
export const createCalendarFeed = defineRoute(contract, {
  async handle({ caller, event }) {
    const viewer = viewerRoleOf(caller);
    const now = requestTime(event).toISOString();
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const token = randomBytes(32).toString('base64url');
      const previous = await calendarFeeds.ownerOf(caller.userId);
      const written = await calendarFeeds.replace(caller.userId, viewer, token, previous, now);
      if (!written.ok) continue;
      const httpsUrl = calendarFeedUrl(token);
      return {
        status: 201,
        body: {
          message: scheduleMessages.feedCreated,
          url: httpsUrl.replace(/^https?:/, 'webcal:'),
          httpsUrl,
        },
      };
    }
    throw conflict('Your calendar link is being changed elsewhere. Please try again.', 'FEED_BUSY');
  },
});
