import { jobDateIssues, jobHoursIssues, jobMessages } from '@shared/rules/job-form';
import { isTimeOfDay } from '@shared/rules/job-hours';
import type { JobKind } from '@shared/rules/job-kinds';
import { moneyFormatIssue, readMoney } from '@shared/rules/money';
import type { YoungTeenJob } from '@shared/rules/young-teen-rules';
import type { PriceType } from '@shared/schemas/common';
import {
  type CreateJobBody,
  createJobBodySchema,
  type EmployerJob,
  jobAddressInputSchema,
  type UpdateJobBody,
  updateJobBodySchema,
} from '@shared/schemas/job';
import * as z from 'zod/mini';
import type { LocationValue } from '../../../lib/places/LocationCombobox';
import { dateForApi, isoToUsDate } from '../../../lib/ui/date-input';

/**
 * The post and edit forms (docs/spec/2-employers-and-info-pages.md §5, docs/spec/1-students-and-accounts.md §5 shared job-form rules). They never word a rule: they
 * map what the employer typed onto the API contract (shared/schemas/job.ts) and show its messages
 * under the right inputs, plus the date rules of shared/rules/job-form.ts. The server checks the same.
 */

export interface JobFormValues extends Record<string, unknown> {
  title: string;
  /** '' until chosen (or guessed from the title, see PostJobPage). */
  kind: JobKind | '';
  description: string;
  /** As typed: MM/DD/YYYY. */
  startDate: string;
  endDate: string;
  /** Time of day from a time input (`HH:MM`), '' when not given. */
  startTime: string;
  endTime: string;
  /** Asked, not assumed: '' until the employer answers. */
  powerEquipment: '' | 'yes' | 'no';
  address1: string;
  address2: string;
  /** City and state (and a ZIP, when the suggestion had one) from the US autocomplete. */
  location: LocationValue;
  zipCode: string;
  /** As typed in the number input; empty means no price. */
  price: string;
  priceType: PriceType;
}

export type EditJobValues = Pick<
  JobFormValues,
  | 'title'
  | 'address1'
  | 'address2'
  | 'location'
  | 'zipCode'
  | 'kind'
  | 'description'
  | 'startDate'
  | 'endDate'
  | 'startTime'
  | 'endTime'
  | 'powerEquipment'
  | 'price'
  | 'priceType'
>;

/** A contract path (`address.city`) → the input that shows its message. */
export function fieldForPath(path: string): string {
  switch (path) {
    case 'address.address1':
      return 'address1';
    case 'address.address2':
      return 'address2';
    case 'address.zipCode':
      return 'zipCode';
    // The whole address (not placed, or missing): the place box is where it is fixed.
    case 'address':
    case 'address.city':
    case 'address.state':
    case 'address.country':
    case 'address.latitude':
    case 'address.longitude':
      return 'location';
    default:
      return path;
  }
}

/** The server's `fields` keyed by input name (the first message per input wins). */
export function formFieldsFromServer(
  fields: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (!fields) return undefined;
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) mapped[fieldForPath(path)] ??= message;
  return mapped;
}

/** '' → no price; an amount exactly as typed (money.ts); NaN for text that is not one (its own message). */
export const priceForApi = (text: string): number | undefined => readMoney(text) ?? undefined;

type Issues = Record<string, string>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** '' → no time (absent on a post, null on an edit, which clears a stored one). */
const timeForApi = (text: string) => (text.trim() === '' ? null : text.trim());

/** The time of day and the equipment answer, as the contract takes them. */
function jobFactsForApi(form: Pick<JobFormValues, 'startTime' | 'endTime' | 'powerEquipment'>) {
  return {
    startTime: timeForApi(form.startTime),
    endTime: timeForApi(form.endTime),
    ...(form.powerEquipment === '' ? {} : { powerEquipment: form.powerEquipment === 'yes' }),
  };
}

/**
 * What the API leaves to a default but the forms ask for (a kind, an answer about equipment), and a
 * price that is not an amount at all, said as such rather than as a number the API would refuse.
 */
function addAskedIssues(issues: Issues, form: Pick<JobFormValues, 'kind' | 'powerEquipment' | 'price'>) {
  if (form.kind === '') issues.kind = jobMessages.kind;
  if (form.powerEquipment === '') issues.powerEquipment = jobMessages.powerEquipment;
  const price = moneyFormatIssue(form.price);
  if (price) issues.price = price;
}

/**
 * The job's facts the rules for young teens read, from the form as it stands (for the up-front notice).
 * Days not typed in full yet count as `today` (the summer evening limit then waits for real dates).
 */
export function youngTeenFactsOf(form: EditJobValues, today: string): YoungTeenJob {
  const facts = jobFactsForApi(form);
  const startDate = dateForApi(form.startDate);
  const endDate = dateForApi(form.endDate);
  const complete = ISO_DAY.test(startDate) && ISO_DAY.test(endDate);
  return {
    ...(form.kind === '' ? {} : { kind: form.kind }),
    powerEquipment: facts.powerEquipment ?? false,
    // Only a valid time is judged; a half-typed one has its own message.
    startTime: facts.startTime !== null && isTimeOfDay(facts.startTime) ? facts.startTime : null,
    endTime: facts.endTime !== null && isTimeOfDay(facts.endTime) ? facts.endTime : null,
    startDate: complete ? startDate : today,
    endDate: complete ? endDate : today,
  };
}

function addDateIssues(
  issues: Issues,
  values: { startDate: string; endDate: string },
  today: string,
  startMayBePast: boolean,
) {
  const startDate = dateForApi(values.startDate);
  const endDate = dateForApi(values.endDate);
  // Only complete dates are compared; an empty or partial one already has its own message.
  if (!ISO_DAY.test(startDate) || !ISO_DAY.test(endDate)) return;
  const found = jobDateIssues({ startDate, endDate }, today, { startMayBePast });
  if (found.startDate) issues.startDate ??= found.startDate;
  if (found.endDate) issues.endDate ??= found.endDate;
}

/**
 * Turns a failed contract parse plus extra issues into zod issues on the form's fields. `ctx` is the
 * parse payload zod/mini's transform receives (core's type: mini has no name of its own for it).
 */
function report<T>(
  ctx: z.core.ParsePayload,
  result: z.util.SafeParseResult<T>,
  extra: Issues,
): T | typeof z.NEVER {
  const issues: Issues = { ...extra };
  for (const issue of result.error?.issues ?? []) {
    issues[fieldForPath(issue.path.join('.'))] ??= issue.message;
  }
  if (result.success && Object.keys(issues).length === 0) return result.data;
  for (const [field, message] of Object.entries(issues))
    ctx.issues.push({ code: 'custom', path: [field], message, input: ctx.value });
  return z.NEVER;
}

/** The address as the contract takes it: the street lines typed, city and state from the suggestion. */
function addressForApi(form: Pick<JobFormValues, 'address1' | 'address2' | 'location' | 'zipCode'>) {
  const place = form.location.place;
  return {
    address1: form.address1,
    address2: form.address2,
    city: place?.city ?? '',
    state: place?.state ?? '',
    zipCode: form.zipCode,
    country: 'USA',
  };
}

/** Text typed in the place box but no suggestion chosen: say how to fix it, not "City is required." */
function addLocationIssue(issues: Issues, form: Pick<JobFormValues, 'location'>) {
  if (form.location.place === null && form.location.text.trim() !== '') {
    issues.location = jobMessages.addressUnknown;
  }
}

export function createJobBody(form: JobFormValues, isReopened: boolean) {
  return {
    title: form.title,
    kind: form.kind === '' ? undefined : form.kind,
    description: form.description,
    startDate: dateForApi(form.startDate),
    endDate: dateForApi(form.endDate),
    ...jobFactsForApi(form),
    address: addressForApi(form),
    price: priceForApi(form.price),
    priceType: form.priceType,
    isReopened,
  };
}

/**
 * The post form's schema: its output is the POST /job body. `today` is the viewer's (a new job's
 * calendar is known only once the server has placed the address; the server checks again on it).
 */
export function postJobFormSchema(
  today: string,
  isReopened: boolean,
): z.ZodMiniType<CreateJobBody, JobFormValues> {
  return z.pipe(
    z.custom<JobFormValues>(),
    z.transform((form: JobFormValues, ctx) => {
      const extra: Issues = {};
      addLocationIssue(extra, form);
      addAskedIssues(extra, form);
      addDateIssues(extra, form, today, false);
      return report(ctx, createJobBodySchema.safeParse(createJobBody(form, isReopened)), extra);
    }),
  );
}

export interface EditContext {
  /** The job's own today (shared/rules/job-day.ts jobToday). */
  today: string;
  /** The start day the job had; a running job may keep a start that has passed. */
  originalStartDate: string;
  isReopened: boolean;
  /** No student is accepted yet: the title and the address may change too (the server checks again). */
  renamable: boolean;
}

/** The edit form's schema: its output is the PUT /job/{id} body; saving makes the job active. */
export function editJobFormSchema(context: EditContext): z.ZodMiniType<UpdateJobBody, EditJobValues> {
  return z.pipe(
    z.custom<EditJobValues>(),
    z.transform((form: EditJobValues, ctx) => {
      const extra: Issues = {};
      const startMayBePast = dateForApi(form.startDate) === context.originalStartDate;
      addDateIssues(extra, form, context.today, startMayBePast);
      addAskedIssues(extra, form);
      // The API checks the two times on the job as saved; the form sends both, so it can check here.
      Object.assign(extra, jobHoursIssues(jobFactsForApi(form)));
      const renamed = context.renamable ? { title: form.title, address: addressForApi(form) } : {};
      if (context.renamable) {
        addLocationIssue(extra, form);
        // The address's own rules, as a posted job's (the contract takes any object on an edit).
        const address = jobAddressInputSchema.safeParse(renamed.address);
        for (const issue of address.error?.issues ?? []) {
          extra[fieldForPath(['address', ...issue.path].join('.'))] ??= issue.message;
        }
      }
      const body = {
        ...renamed,
        ...(form.kind === '' ? {} : { kind: form.kind }),
        description: form.description,
        startDate: dateForApi(form.startDate),
        endDate: dateForApi(form.endDate),
        ...jobFactsForApi(form),
        price: priceForApi(form.price),
        priceType: form.priceType,
        isActive: true as const,
        ...(context.isReopened ? { isReopened: true } : {}),
      };
      return report(ctx, updateJobBodySchema.safeParse(body), extra);
    }),
  );
}

export const emptyJobForm: JobFormValues = {
  title: '',
  kind: '',
  description: '',
  startDate: '',
  endDate: '',
  startTime: '',
  endTime: '',
  powerEquipment: '',
  address1: '',
  address2: '',
  location: { text: '', place: null },
  zipCode: '',
  price: '',
  priceType: 'perHr',
};

/** A stored job's time of day and equipment answer, as the form holds them. */
function factsValues(job: EmployerJob): Pick<JobFormValues, 'startTime' | 'endTime' | 'powerEquipment'> {
  return {
    startTime: job.data.startTime ?? '',
    endTime: job.data.endTime ?? '',
    powerEquipment: job.data.powerEquipment ? 'yes' : 'no',
  };
}

/** The place box's value for a stored address: the chosen suggestion, as if picked again. */
function locationOf(job: EmployerJob): LocationValue {
  const { city, state, zipCode, latitude, longitude } = job.data.address;
  const label = `${city}, ${state} ${zipCode}`.trim();
  return { text: label, place: { label, city, state, zipCode: zipCode || null, latitude, longitude } };
}

/**
 * A repost's starting values (docs/spec/2-employers-and-info-pages.md §2, §4): everything of the old job; an expired job starts today
 * and leaves the end blank for the employer to choose (the end-date field has focus).
 */
export function repostValues(job: EmployerJob, options: { today: string; expired: boolean }): JobFormValues {
  const { data } = job;
  const startDate = options.expired || data.startDate < options.today ? options.today : data.startDate;
  const endDate = options.expired || data.endDate < startDate ? '' : data.endDate;
  return {
    title: data.title,
    kind: data.kind,
    description: data.description,
    startDate: isoToUsDate(startDate),
    endDate: isoToUsDate(endDate),
    ...factsValues(job),
    address1: data.address.address1,
    address2: data.address.address2,
    location: locationOf(job),
    zipCode: data.address.zipCode,
    price: data.price === undefined ? '' : String(data.price),
    priceType: data.priceType,
  };
}

/** The edit dialog's starting values; `startDate` when a reopen moves the start (reopenStart). */
export function editValues(job: EmployerJob, startDate?: string): EditJobValues {
  const { data } = job;
  return {
    title: data.title,
    address1: data.address.address1,
    address2: data.address.address2,
    location: locationOf(job),
    zipCode: data.address.zipCode,
    kind: data.kind,
    description: data.description,
    startDate: isoToUsDate(startDate ?? data.startDate),
    endDate: isoToUsDate(data.endDate),
    ...factsValues(job),
    price: data.price === undefined ? '' : String(data.price),
    priceType: data.priceType,
  };
}
