import { listOwnApplications as contract } from '../../../shared/contracts/applications';
import type { StudentApplicationsResponse } from '../../../shared/schemas/application';
import { defineRoute } from '../../lib/http-handler';
import { listOwnApplications as list } from '../list-applications';

/** GET /applications (students): the caller's own applications, newest first. */
export const listOwnApplications = defineRoute(contract, {
  async handle({ caller }) {
    return { body: { applications: await list(caller) } satisfies StudentApplicationsResponse };
  },
});
