import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The parameters of the address's fragment (`#token=…&decision=…`). The one-time tokens of our
 * e-mails' links ride there (`tokenPageUrl` in shared/web-paths.ts): a browser never sends a
 * fragment to a server, so no CloudFront or API log and no Referer holds the token. The page reads
 * it here and POSTs it in a body.
 */
export function useFragmentParams(): URLSearchParams {
  const { hash } = useLocation();
  return useMemo(() => new URLSearchParams(hash.replace(/^#/, '')), [hash]);
}
