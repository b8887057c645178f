import { deleteSavedSearch as contract } from '../../../shared/contracts/alerts';
import { savedSearchMessages } from '../../../shared/rules/saved-search';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { savedSearchRepository } from '../saved-search-repository';

/** DELETE /alerts/{id}: deletes one of the caller's saved searches (someone else's is a 404). */
export const deleteSavedSearch = defineRoute(contract, {
  async handle({ params, caller }) {
    const missing = () => notFound(savedSearchMessages.notFound, 'SAVED_SEARCH_NOT_FOUND');
    const item = await savedSearchRepository.get(caller.userId, params.id);
    if (!item) throw missing();
    // Two deletes at once: the transaction's condition lets one win; the other is told it is gone.
    if (!(await savedSearchRepository.remove(item)).ok) throw missing();
    return { body: { message: savedSearchMessages.deleted } };
  },
});
