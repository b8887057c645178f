import { hasEnded } from '@shared/rules/job-day';
import type { EmployerJob } from '@shared/schemas/job';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EditRequest } from '../components/EditJobDialog';
import type { JobAction, ReopenPath } from './job-actions';
import { employerPaths } from './paths';
import type { RepostState } from './route-state';

export type OpenDialog = { kind: 'delete' | 'close' | 'reopen'; job: EmployerJob } | null;

/**
 * Which dialog a posted job's action opened, and where focus goes when it closes. `tabList` holds the
 * page's tabs; `announce` says what changed to screen readers.
 */
export function useJobDialogs(
  tabList: RefObject<HTMLDivElement | null>,
  announce: (message: string) => void,
) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [edit, setEdit] = useState<EditRequest | null>(null);
  // Mounted from the first edit on, so closing keeps the dialog's own way of returning focus.
  const [editMounted, setEditMounted] = useState(false);
  if (edit && !editMounted) setEditMounted(true);
  const returnFocus = useRef<HTMLElement | null>(null);

  const onAction = (action: JobAction, job: EmployerJob, trigger: HTMLElement | null) => {
    returnFocus.current = trigger;
    announce('');
    if (action === 'edit') setEdit({ job, reopen: false });
    else setDialog({ kind: action, job });
  };

  /**
   * When the control that opened a dialog is gone (its job moved to the other tab), focus goes to the
   * job's card if it is shown, else to the selected tab, rather than to nowhere.
   */
  const refocus = (jobId: string) => {
    requestAnimationFrame(() => {
      if (returnFocus.current?.isConnected) return;
      const card = document.querySelector<HTMLElement>(`[data-job-id="${CSS.escape(jobId)}"]`);
      (card ?? tabList.current?.querySelector<HTMLElement>('[aria-selected="true"]'))?.focus();
    });
  };

  /**
   * Closing or deleting moves the job out of the Active tab, where its menu was: focus goes to the
   * selected tab. Not to the card or its menu button: they may still be on screen until the list
   * refreshes, and focus would fall to the page when they go. So the dialog is told to return focus
   * nowhere, and the tab is focused by an effect of the same commit that closes the dialog, which runs
   * after the dialog's own clean-up (a frame callback could run before it and be undone).
   */
  const [focusSelectedTab, setFocusSelectedTab] = useState(false);
  useEffect(() => {
    if (!focusSelectedTab) return;
    setFocusSelectedTab(false);
    tabList.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  }, [focusSelectedTab, tabList]);

  const onJobChanged = (_job: EmployerJob, message: string) => {
    returnFocus.current = null;
    setDialog(null);
    announce(message);
    setFocusSelectedTab(true);
  };

  const onReopen = (job: EmployerJob, path: ReopenPath) => {
    setDialog(null);
    if (path === 'edit') {
      setEdit({ job, reopen: true });
      return;
    }
    const state: RepostState = { repost: job, expired: hasEnded(job.data) };
    navigate(employerPaths.postJob, { state });
  };

  return {
    dialog,
    edit,
    editMounted,
    returnFocus,
    onAction,
    onJobChanged,
    onReopen,
    refocus,
    closeDialog: () => setDialog(null),
    closeEdit: () => setEdit(null),
  };
}

export type JobDialogs = ReturnType<typeof useJobDialogs>;
