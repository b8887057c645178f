/*
 * Search text analysis, the one module that decides what a search means and how well a job
 * answers it. Used by the jobs function (index terms, ranking), the alerts (new jobs against saved
 * searches) and the relevance bench. Typical use:
 *
 *   const query = analyzeQuery('dog walking');      // once per search
 *   const score = scoreJob(query, { title, description });   // 0 = no match; higher ranks first
 */
export {
  type AnalyzedJob,
  type AnalyzedQuery,
  analyzeJob,
  analyzeQuery,
  DESCRIPTION_TERM_PREFIX,
  indexTermsOf,
  MAX_INDEX_TERMS,
  type QueryUnit,
  queryTerms,
  scoreJob,
  type Tier,
  unitScore,
  unitTiers,
} from './match';
export { concepts } from './synonyms';
export { stemOf, stemsOf, wordsOf } from './words';
