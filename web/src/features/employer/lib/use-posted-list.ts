import type { EmployerJob } from '@shared/schemas/job';
import { useMemo, useState } from 'react';
import type { TabOption } from '../../../lib/ui/Tabs';
import { matchesSearch, type PostedTab, tabOf } from './job-actions';

/** The posted jobs as the page shows them: one tab (with each tab's count), narrowed by a search. */
export function usePostedList(list: EmployerJob[] | undefined) {
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<PostedTab>('active');

  const counts = useMemo(() => {
    const all = list ?? [];
    const active = all.filter((job) => tabOf(job) === 'active').length;
    return { active, closed: all.length - active };
  }, [list]);
  const shown = useMemo(
    () => (list ?? []).filter((job) => tabOf(job) === tab && matchesSearch(job, search)),
    [list, tab, search],
  );
  const tabs: TabOption<PostedTab>[] = [
    { value: 'active', label: 'Active', count: counts.active },
    { value: 'closed', label: 'Closed', count: counts.closed },
  ];
  /** Every job of one tab, the search cleared: where a job just found or saved is seen. */
  const showTab = (next: PostedTab) => {
    setSearch('');
    setTab(next);
  };

  return { search, setSearch, tab, setTab, tabs, shown, showTab };
}
