import { updateSavedSearch as contract } from '../../../shared/contracts/alerts';
import { savedSearchMessages } from '../../../shared/rules/saved-search';
import type { SavedSearchResponse } from '../../../shared/schemas/saved-search';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { newNonce } from '../save-search';
import { toSavedSearch } from '../saved-search-item';
import { savedSearchRepository } from '../saved-search-repository';

/** PUT /alerts/{id}: pause or resume one of the caller's saved searches (someone else's is a 404). */
export const updateSavedSearch = defineRoute(contract, {
  async handle({ params, body, caller }) {
    const updated = await savedSearchRepository.setActive(
      caller.userId,
      params.id,
      body.active,
      new Date(),
      newNonce(),
    );
    if (!updated.ok) throw notFound(savedSearchMessages.notFound, 'SAVED_SEARCH_NOT_FOUND');
    const item = updated.value;
    const response: SavedSearchResponse = {
      search: toSavedSearch(item),
      message: item.active ? 'Alerts are on for this search.' : 'Alerts are paused for this search.',
    };
    return { body: response };
  },
});
