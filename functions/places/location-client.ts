/*
 * What place-index.ts uses of the Location SDK, in a module of its own: it is loaded with import() on
 * the first search, and esbuild can tree-shake a module imported by name here (importing the SDK
 * package itself with import() would keep all of it).
 */
export {
  LocationClient,
  LocationServiceException,
  SearchPlaceIndexForTextCommand,
} from '@aws-sdk/client-location';
