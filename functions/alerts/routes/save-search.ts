import { saveSearch as contract } from '../../../shared/contracts/alerts';
import type { SavedSearchResponse } from '../../../shared/schemas/saved-search';
import { defineRoute } from '../../lib/http-handler';
import { saveSearch as save } from '../save-search';
import { toSavedSearch } from '../saved-search-item';

/** POST /alerts: saves the caller's search (409 at the cap of 10, or when it is saved already). */
export const saveSearch = defineRoute(contract, {
  async handle({ body, caller }) {
    const item = await save(caller.userId, body);
    const response: SavedSearchResponse = {
      search: toSavedSearch(item),
      message: 'Search saved. We will e-mail you new jobs that match it, at most once a day.',
    };
    return { body: response };
  },
});
