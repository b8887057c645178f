import { getConfig } from '../config';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** `?a=1&b=x`; null, undefined and blank strings are dropped (docs/spec/1-students-and-accounts.md §5: empty filters are omitted). */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text === '') continue;
    search.append(key, text);
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** `{apiBaseUrl}{path}{?query}`. */
export const apiUrl = (path: string, query?: QueryParams): string =>
  `${getConfig().apiBaseUrl.replace(/\/+$/, '')}${path}${toQueryString(query)}`;
