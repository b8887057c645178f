import type { StudentApplicationsResponse } from '../../../shared/schemas/application';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { listOwnApplications as list } from '../list-applications';

/** GET /applications (students): the caller's own applications, newest first. */
export const listOwnApplications = defineRoute({
  async handle({ caller }) {
    if (!caller) throw unauthorized();
    return { body: { applications: await list(caller) } satisfies StudentApplicationsResponse };
  },
});
