import type { EmployerJob } from '@shared/schemas/job';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHighlight } from './use-highlight';

/**
 * `highlight=<id>` in the address: once the list holds the job, `show` brings its card on screen
 * (its tab, no search), and the card is scrolled to and highlighted for 5 s; then the parameter is
 * dropped. Each value is handled once (the parameter outlives the highlight by a render). Gives the
 * card highlighted now, and `highlight` for others to highlight a card.
 */
export function useHighlightParam(
  list: EmployerJob[] | undefined,
  refreshing: boolean,
  show: (job: EmployerJob) => void,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const dropHighlightParam = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('highlight');
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);
  const { highlightedId, highlight } = useHighlight(dropHighlightParam);

  const highlightParam = searchParams.get('highlight');
  const handledParam = useRef<string | null>(null);
  const showJob = useRef(show);
  showJob.current = show;
  useEffect(() => {
    if (!highlightParam || !list || handledParam.current === highlightParam) return;
    const job = list.find((candidate) => candidate.entity === highlightParam);
    // A list cached before the job was posted is being refreshed: wait for it.
    if (!job && refreshing) return;
    handledParam.current = highlightParam;
    if (!job) {
      dropHighlightParam();
      return;
    }
    showJob.current(job);
    highlight(job.entity, true);
  }, [highlightParam, list, refreshing, highlight, dropHighlightParam]);

  return { highlightedId, highlight };
}
