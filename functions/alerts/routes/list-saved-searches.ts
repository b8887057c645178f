import { listSavedSearches as contract } from '../../../shared/contracts/alerts';
import { MAX_SAVED_SEARCHES } from '../../../shared/rules/saved-search';
import type { SavedSearchList } from '../../../shared/schemas/saved-search';
import { defineRoute } from '../../lib/http-handler';
import { toSavedSearch } from '../saved-search-item';
import { savedSearchRepository } from '../saved-search-repository';

/** GET /alerts: the caller's own saved searches, newest first. */
export const listSavedSearches = defineRoute(contract, {
  async handle({ caller }) {
    const items = await savedSearchRepository.searchesOfStudent(caller.userId);
    const body: SavedSearchList = {
      searches: items.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1)).map(toSavedSearch),
      max: MAX_SAVED_SEARCHES,
    };
    return { body };
  },
});
