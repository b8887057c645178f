/*
 * The alerts domain's public face: a student's saved searches, for their data export and their
 * account's deletion.
 */
export { forgetSavedSearchesOf } from './account-data';
export { savedSearchRepository } from './saved-search-repository';
