import { jobToday } from '@shared/rules/job-day';
import { JOB_DESCRIPTION_MAX, JOB_TITLE_MAX, lastSelectableDay } from '@shared/rules/job-form';
import type { EmployerJob } from '@shared/schemas/job';
import { type FormEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { TextAreaField, TextField } from '../../../lib/forms/Field';
import { useLeaveGuard } from '../../../lib/forms/use-leave-guard';
import { useValidatedForm } from '../../../lib/forms/use-validated-form';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { DateField } from '../../../lib/ui/DateField';
import { Dialog } from '../../../lib/ui/Dialog';
import { useUpdateJob } from '../api/update-job';
import { reopenStart } from '../lib/job-actions';
import { earlierDay, endDateMin } from '../lib/job-dates';
import { editJobFormSchema, editValues, formFieldsFromServer, youngTeenFactsOf } from '../lib/job-form';
import { AddressFields } from './AddressFields';
import styles from './JobForm.module.css';
import { JobHoursFields } from './JobHoursFields';
import { JobKindField } from './JobKindField';
import { PowerEquipmentField } from './PowerEquipmentField';
import { PriceFields } from './PriceFields';
import { YoungTeenNotice } from './YoungTeenNotice';

const UPDATE_FAILED = 'Failed to update job. Please try again.';

export interface EditRequest {
  job: EmployerJob;
  /** Reopen: a start already past moves to the job's today (reopenStart); the job is marked reopened. */
  reopen: boolean;
}

interface EditJobDialogProps {
  request: EditRequest | null;
  onClose: () => void;
  onSaved: (job: EmployerJob) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Edit Job Posting (docs/spec/2-employers-and-info-pages.md §2, §5): title and address editable until a student is accepted, then
 * read-only; the rest editable; saving opens it.
 */
export function EditJobDialog({ request, onClose, onSaved, returnFocusTo }: EditJobDialogProps) {
  const update = useUpdateJob();
  const firstField = useRef<HTMLElement | null>(null);
  // Changes typed and not saved: Cancel, Escape, Back or a reload asks before they are lost.
  const [changed, setChanged] = useState(false);
  const guard = useLeaveGuard(request !== null && changed, {
    title: 'Discard your changes?',
    description: 'Your changes to this job are not saved. If you leave now, the job stays as it was.',
    leaveLabel: 'Discard changes',
    stayLabel: 'Keep editing',
  });
  const close = () => {
    if (update.isPending) return;
    guard.ask(() => {
      update.reset();
      setChanged(false);
      onClose();
    });
  };
  return (
    <>
      <Dialog
        open={request !== null}
        onClose={close}
        title="Edit Job Posting"
        description="Make changes to your job posting. Click save when you're done."
        returnFocusTo={returnFocusTo}
        initialFocus={firstField}
      >
        {request ? (
          <EditJobForm
            request={request}
            firstField={firstField}
            update={update}
            onCancel={close}
            onChanged={setChanged}
            onSaved={(job) => {
              guard.release();
              update.reset();
              setChanged(false);
              onSaved(job);
            }}
          />
        ) : null}
      </Dialog>
      {guard.dialog}
    </>
  );
}

interface EditJobFormProps {
  request: EditRequest;
  firstField: RefObject<HTMLElement | null>;
  update: ReturnType<typeof useUpdateJob>;
  onCancel: () => void;
  /** Whether the form differs from the job as it was opened. */
  onChanged: (changed: boolean) => void;
  onSaved: (job: EmployerJob) => void;
}

function EditJobForm({ request, firstField, update, onCancel, onChanged, onSaved }: EditJobFormProps) {
  const { job, reopen } = request;
  const today = jobToday(job.data);
  // An accepted student plans around the title and the address: until one is, both may change.
  const renamable = job.data.applications.accepted === 0;
  const schema = useMemo(
    () => editJobFormSchema({ today, originalStartDate: job.data.startDate, isReopened: reopen, renamable }),
    [today, job.data.startDate, reopen, renamable],
  );
  const [initial] = useState(() => editValues(job, reopen ? reopenStart(job).startDate : undefined));
  const form = useValidatedForm(schema, initial);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = JSON.stringify(form.values) !== JSON.stringify(initial);
  useEffect(() => onChanged(changed), [onChanged, changed]);

  // The dialog focuses this once it is open (its effect runs after this one).
  useEffect(() => {
    firstField.current = document.getElementById(form.ids('description').input);
  }, [firstField, form]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const body = form.validateAll();
    if (!body) return;
    setFailure(null);
    update.mutate(
      { jobId: job.entity, body },
      {
        onSuccess: (saved) => onSaved(saved.job),
        onError: (failure) => {
          // A message that belongs to a field is said once, under it; anything else above the buttons.
          const underFields =
            failure instanceof ApiRequestError && form.setServerErrors(formFieldsFromServer(failure.fields));
          setFailure(underFields ? null : errorMessage(failure, UPDATE_FAILED));
        },
      },
    );
  }

  const last = lastSelectableDay(today);
  // A running job keeps its past start; a new start may not be in the past.
  const startMin = earlierDay(job.data.startDate, today);
  const endMin = endDateMin(form.values.startDate, today);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Edit job posting">
      {renamable ? (
        <TextField form={form} name="title" label="Job title" maxLength={JOB_TITLE_MAX} />
      ) : (
        <div className={styles.readOnly}>
          <dl>
            <div>
              <dt>Job title</dt>
              <dd>{job.data.title}</dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>{job.data.address.fullAddress}</dd>
            </div>
          </dl>
          <p className={styles.note}>
            The title and address cannot be changed once you have accepted a student: they plan around them.
          </p>
        </div>
      )}
      <TextAreaField
        form={form}
        name="description"
        label="Description"
        maxLength={JOB_DESCRIPTION_MAX}
        rows={5}
      />
      <JobKindField form={form} />
      <div className={styles.grid}>
        <DateField form={form} name="startDate" label="Start date" min={startMin} max={last} />
        <DateField form={form} name="endDate" label="End date" min={endMin} max={last} />
      </div>
      <JobHoursFields form={form} />
      <PowerEquipmentField form={form} />
      {renamable ? (
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Where</legend>
          <AddressFields form={form} />
        </fieldset>
      ) : null}
      <PriceFields form={form} />
      <YoungTeenNotice job={youngTeenFactsOf(form.values, today)} />
      <Alert tone="error">{failure}</Alert>
      <div className="btn-row">
        <button
          type="button"
          className="btn btn-secondary"
          aria-disabled={update.isPending || undefined}
          onClick={onCancel}
        >
          Cancel
        </button>
        <BusyButton type="submit" className="btn btn-primary" busy={update.isPending} busyLabel="Saving...">
          Save Changes
        </BusyButton>
      </div>
    </form>
  );
}
