export { savedSearchRepository } from './saved-search-repository';
