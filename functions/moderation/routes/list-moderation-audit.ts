import { listModerationAudit as contract } from '../../../shared/contracts/moderation';
import { defineRoute } from '../../lib/http-handler';
import { moderationAudit } from '../entities/moderation-audit';

/**
 * GET /moderation/audit?day=YYYY-MM-DD (moderators): one UTC day of the audit log (today by
 * default), in the order it happened. Read only: no route changes or removes an entry.
 */
export const listModerationAudit = defineRoute(contract, {
  async handle({ query }) {
    const day = query.day ?? new Date().toISOString().slice(0, 10);
    const entries = await moderationAudit.day(day);
    return {
      body: {
        day,
        entries: entries.map(({ auditDay: _day, entryKey: _key, ...entry }) => entry),
      },
    };
  },
});
