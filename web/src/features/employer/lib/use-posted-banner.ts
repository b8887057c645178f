import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readPostedState } from './route-state';

/** The success banner after posting shows for 3 s (docs/spec/2-employers-and-info-pages.md §9). */
const BANNER_MS = 3000;

/**
 * The banner a new posting brings in the history entry's state: shown once, so taken out of the
 * entry at once, and hidden after 3 s.
 */
export function usePostedBanner(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [banner, setBanner] = useState(() => readPostedState(location.state)?.created ?? null);

  useEffect(() => {
    if (!readPostedState(location.state)) return;
    navigate({ search: location.search }, { replace: true, state: null });
  }, [location.state, location.search, navigate]);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  return banner;
}
