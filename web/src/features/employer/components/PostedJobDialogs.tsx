import type { EmployerJob } from '@shared/schemas/job';
import { lazy, Suspense } from 'react';
import type { JobDialogs } from '../lib/use-job-dialogs';
import { CloseJobDialog, DeleteJobDialog, ReopenJobDialog } from './JobDialogs';

// The edit form (fields, dates, prices, its schema) loads with the first edit, not with the list: the
// page's first screen then needs fewer chunks and less code to run.
const EditJobDialog = lazy(() =>
  import('./EditJobDialog').then((module) => ({ default: module.EditJobDialog })),
);

/** The dialogs of the posted jobs' actions: delete, close, reopen, and the edit form. */
export function PostedJobDialogs({
  dialogs,
  onSaved,
}: {
  dialogs: JobDialogs;
  /** The edit was saved: the job is open again. */
  onSaved: (job: EmployerJob) => void;
}) {
  const { dialog, edit, editMounted, returnFocus, closeDialog, onJobChanged } = dialogs;
  return (
    <>
      <DeleteJobDialog
        job={dialog?.kind === 'delete' ? dialog.job : null}
        onClose={closeDialog}
        onDone={onJobChanged}
        returnFocusTo={returnFocus}
      />
      <CloseJobDialog
        job={dialog?.kind === 'close' ? dialog.job : null}
        onClose={closeDialog}
        onDone={onJobChanged}
        returnFocusTo={returnFocus}
      />
      <ReopenJobDialog
        job={dialog?.kind === 'reopen' ? dialog.job : null}
        onClose={closeDialog}
        onProceed={dialogs.onReopen}
        returnFocusTo={returnFocus}
      />
      {editMounted ? (
        <Suspense fallback={null}>
          <EditJobDialog
            request={edit}
            onClose={dialogs.closeEdit}
            returnFocusTo={returnFocus}
            onSaved={onSaved}
          />
        </Suspense>
      ) : null}
    </>
  );
}
