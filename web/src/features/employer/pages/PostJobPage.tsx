import { JOB_DESCRIPTION_MAX, JOB_TITLE_MAX, lastSelectableDay } from '@shared/rules/job-form';
import { DEFAULT_JOB_KIND, guessJobKind } from '@shared/rules/job-kinds';
import { JOB_CREATED_MESSAGE } from '@shared/schemas/job';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useSignInAgain } from '../../../lib/auth/SignInAgain';
import { TextAreaField, TextField } from '../../../lib/forms/Field';
import { useLeaveGuard } from '../../../lib/forms/use-leave-guard';
import { useValidatedForm } from '../../../lib/forms/use-validated-form';
import { PageMeta } from '../../../lib/page-meta';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { DateField } from '../../../lib/ui/DateField';
import panel from '../../../lib/ui/Panel.module.css';
import { useCreateJob } from '../api/create-job';
import { AddressFields } from '../components/AddressFields';
import styles from '../components/JobForm.module.css';
import { JobHoursFields } from '../components/JobHoursFields';
import { JobKindField } from '../components/JobKindField';
import { PageHeader } from '../components/PageHeader';
import { PowerEquipmentField } from '../components/PowerEquipmentField';
import { PriceFields } from '../components/PriceFields';
import { YoungTeenNotice } from '../components/YoungTeenNotice';
import { endDateMin, viewerToday } from '../lib/job-dates';
import {
  emptyJobForm,
  formFieldsFromServer,
  postJobFormSchema,
  repostValues,
  youngTeenFactsOf,
} from '../lib/job-form';
import { employerPaths, postedJobPath } from '../lib/paths';
import { clearDraft, readDraft, saveDraft } from '../lib/post-job-draft';
import { type PostedState, readRepostState } from '../lib/route-state';

const CREATE_FAILED = 'Failed to create job. Please try again.';

/**
 * /employer/home/post-job (docs/spec/2-employers-and-info-pages.md §2, §5): a new job, or a repost of one handed over in route state
 * (prefilled, "Repost Job", the end date focused, isReopened). A repost creates a new job and leaves
 * the old one as it was. A new job's form is kept in this tab as it is typed (post-job-draft.ts), and
 * leaving it unposted asks first.
 */
export default function PostJobPage() {
  const location = useLocation();
  // Read once: the form keeps its own state after that.
  const [repost] = useState(() => readRepostState(location.state));
  const [today] = useState(viewerToday);
  const isRepost = repost !== null;
  const schema = useMemo(() => postJobFormSchema(today, isRepost), [today, isRepost]);
  // A new job picks up where the employer left it in this tab (a reload, a look at another page).
  const [draft] = useState(() => (repost ? null : readDraft()));
  const [initial] = useState(() =>
    repost ? repostValues(repost.repost, { today, expired: repost.expired }) : (draft ?? emptyJobForm),
  );
  const form = useValidatedForm(schema, initial);
  const [restored, setRestored] = useState(draft !== null);
  const create = useCreateJob();
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const endDate = useRef<HTMLInputElement>(null);
  // An ended session keeps the typed job and posts it once signed in again.
  const again = useSignInAgain('post your job');

  useEffect(() => {
    if (isRepost) endDate.current?.focus();
  }, [isRepost]);

  // The kind follows the title until the employer picks one (a repost keeps the one it had). A title
  // that gives nothing away leaves the choice empty rather than guessing "Other".
  const kindChosen = useRef(isRepost || draft !== null);
  const { title: typedTitle, kind } = form.values;
  const { patch } = form;
  useEffect(() => {
    if (kindChosen.current) return;
    const guess = guessJobKind(typedTitle);
    const next = guess === DEFAULT_JOB_KIND ? '' : guess;
    if (next !== kind) patch({ kind: next });
  }, [typedTitle, kind, patch]);

  const { values } = form;
  useEffect(() => {
    if (!isRepost) saveDraft(values);
  }, [isRepost, values]);

  // Not posted yet and changed: leaving asks first (a repost's starting values are no change).
  const unsaved =
    !create.isSuccess && JSON.stringify(values) !== JSON.stringify(isRepost ? initial : emptyJobForm);
  const leaveGuard = useLeaveGuard(unsaved, {
    title: 'Leave without posting?',
    description: isRepost
      ? 'This repost is not posted, and your changes to it will be lost.'
      : 'Your job is not posted, so students cannot see it. What you typed stays in this tab: Post a Job shows it again when you come back.',
    leaveLabel: isRepost ? 'Leave and lose changes' : 'Leave without posting',
    stayLabel: 'Keep editing',
  });

  function startOver() {
    clearDraft();
    kindChosen.current = false;
    form.patch(emptyJobForm);
    setRestored(false);
    document.getElementById(form.ids('title').input)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const body = form.validateAll();
    if (!body) return;
    send(body);
  }

  function send(body: NonNullable<ReturnType<typeof form.validateAll>>) {
    setFailure(null);
    create.mutate(body, {
      onSuccess: (created) => {
        clearDraft();
        // Posted: the way to its page is not leaving unsaved work.
        leaveGuard.release();
        const state: PostedState = { created: created.message || JOB_CREATED_MESSAGE };
        navigate(postedJobPath(created.entity), { state });
      },
      onError: (failure) => {
        if (again.offer(failure, () => send(body))) {
          create.reset();
          return;
        }
        // A message that belongs to a field is said once, under it; anything else above the buttons.
        const underFields =
          failure instanceof ApiRequestError && form.setServerErrors(formFieldsFromServer(failure.fields));
        setFailure(underFields ? null : errorMessage(failure, CREATE_FAILED));
      },
    });
  }

  const title = isRepost ? 'Repost Job' : 'Post a Job';
  const last = lastSelectableDay(today);
  const endMin = endDateMin(form.values.startDate, today);

  return (
    <>
      <PageMeta title={title} description="Post a short local job for students nearby." />
      <PageHeader
        title={title}
        lead={
          isRepost
            ? 'We filled this in from your earlier post. Choose the dates, check the details and post it again; the earlier post stays as it was.'
            : 'Tell students nearby what you need done, when, where and for how much.'
        }
      />
      {restored ? (
        <Alert tone="info" title="Your job is as you left it">
          <p>We kept what you typed in this tab. Post it when it is ready, or start again.</p>
          <button type="button" className="btn btn-secondary" onClick={startOver}>
            Start over
          </button>
        </Alert>
      ) : null}
      <form className={`${panel.panel} ${styles.form}`} onSubmit={onSubmit} noValidate aria-label={title}>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>The job</legend>
          <TextField
            form={form}
            name="title"
            label="Job title"
            maxLength={JOB_TITLE_MAX}
            placeholder="e.g. Walk my dog on weekday afternoons"
          />
          <JobKindField
            form={form}
            hint="We suggest one from the title; change it if it is not right."
            onChoose={() => {
              kindChosen.current = true;
            }}
          />
          <TextAreaField
            form={form}
            name="description"
            label="Description"
            maxLength={JOB_DESCRIPTION_MAX}
            rows={6}
            placeholder="What needs doing, how often, and anything a student should know."
          />
          <PowerEquipmentField form={form} />
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>When</legend>
          <div className={styles.grid}>
            <DateField form={form} name="startDate" label="Start date" min={today} max={last} />
            <DateField
              form={form}
              name="endDate"
              label="End date"
              min={endMin}
              max={last}
              inputRef={endDate}
            />
          </div>
          <JobHoursFields form={form} />
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Where</legend>
          <AddressFields form={form} />
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Pay</legend>
          <PriceFields form={form} />
        </fieldset>
        <YoungTeenNotice job={youngTeenFactsOf(form.values, today)} />
        <Alert tone="error">{failure}</Alert>
        <div className="btn-row">
          <Link to={employerPaths.dashboard} className="btn btn-secondary">
            Cancel
          </Link>
          <BusyButton
            type="submit"
            className="btn btn-primary"
            busy={create.isPending}
            busyLabel={isRepost ? 'Reposting…' : 'Posting…'}
          >
            {isRepost ? 'Repost Job' : 'Post Job'}
          </BusyButton>
        </div>
      </form>
      {again.prompt}
      {leaveGuard.dialog}
    </>
  );
}
