import { addDays } from './job-day';
import { isTimeOfDay } from './job-hours';

/**
 * The job form's rules (docs/spec/2-employers-and-info-pages.md §5 and the shared job-form rules of docs/spec/1-students-and-accounts.md §5), used by the post and
 * edit forms and enforced by the jobs function with the same messages.
 */
export const jobMessages = {
  titleRequired: 'Job title is required.',
  titleTooShort: 'Job Title must be at least 5 characters.',
  titleTooLong: 'Job title must be 100 characters or fewer.',
  descriptionRequired: 'Job description is required.',
  descriptionTooShort: 'Job description must be at least 10 characters.',
  descriptionTooLong: 'Job description must be 2,000 characters or fewer.',
  startRequired: 'Start date is required.',
  endRequired: 'End date is required.',
  dateFormat: 'Invalid date format. Please use MM/DD/YYYY.',
  futureDate: 'Please choose a future date.',
  endBeforeStart: 'End date cannot be before start date.',
  tooFarAhead: 'Please choose a date within the next 10 years.',
  fullAddressRequired: 'Full address is required.',
  addressRequired: 'Address is required.',
  addressTooLong: 'Address lines must be 100 characters or fewer.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  zipRequired: 'Zip Code is required.',
  zipInvalid: 'Please enter a valid 5-digit zipcode',
  countryRequired: 'Country is required.',
  addressUnknown: 'We could not find that address. Please choose the city or ZIP code from the suggestions.',
  priceNotPositive: 'Price must be greater than 0.',
  priceTooLow: 'Price must be at least $1.',
  priceTooHigh: 'Price must be $10,000 or less.',
  priceCents: 'Price can have at most 2 decimal places.',
  priceType: 'Please choose $/Hr or $/Job.',
  readOnlyField: 'This cannot be changed after the job is posted.',
  kind: 'Please choose what kind of job this is.',
  timeFormat: 'Please enter a time such as 4:30 PM.',
  startTimeRequired: 'Add the time the job starts too, or clear the end time.',
  endTimeRequired: 'Add the time the job ends too, or clear the start time.',
  endTimeBeforeStart: 'The end time must be after the start time.',
  powerEquipment: 'Please say whether the job uses power-driven equipment.',
} as const;

export const JOB_TITLE_MIN = 5;
export const JOB_TITLE_MAX = 100;
export const JOB_DESCRIPTION_MIN = 10;
export const JOB_DESCRIPTION_MAX = 2000;
export const ADDRESS_LINE_MAX = 100;
export const JOB_PRICE_MIN = 1;
export const JOB_PRICE_MAX = 10_000;
/** Calendars run from the current year to ten years on (docs/spec/2-employers-and-info-pages.md §9). */
export const JOB_YEARS_AHEAD = 10;
/** The description preview on employer cards (docs/spec/2-employers-and-info-pages.md §9). */
export const DESCRIPTION_PREVIEW_LENGTH = 50;

/** At most 2 decimals, compared in cents so 0.1 + 0.2 style floats do not trip it. */
export function hasAtMostCents(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** The price rule of the job form; undefined (no price) is fine. */
export function jobPriceIssue(price: number | undefined | null): string | null {
  if (price === undefined || price === null) return null;
  if (!Number.isFinite(price) || price <= 0) return jobMessages.priceNotPositive;
  if (price < JOB_PRICE_MIN) return jobMessages.priceTooLow;
  if (price > JOB_PRICE_MAX) return jobMessages.priceTooHigh;
  if (!hasAtMostCents(price)) return jobMessages.priceCents;
  return null;
}

/** The last day a calendar offers: December 31 of the current year + 10 (on the job's calendar). */
export function lastSelectableDay(today: string): string {
  return `${Number(today.slice(0, 4)) + JOB_YEARS_AHEAD}-12-31`;
}

/**
 * Date rules for a job's days, against the job's own today (job-day.ts): no past start day, the end
 * not before the start, nothing past the calendar's last year. `startMayBePast` serves an edit that
 * keeps a start day that has already passed (the job is running).
 */
export function jobDateIssues(
  days: { startDate: string; endDate: string },
  today: string,
  options: { startMayBePast?: boolean } = {},
): { startDate?: string; endDate?: string } {
  const issues: { startDate?: string; endDate?: string } = {};
  const last = lastSelectableDay(today);
  if (!options.startMayBePast && days.startDate < today) issues.startDate = jobMessages.futureDate;
  else if (days.startDate > last) issues.startDate = jobMessages.tooFarAhead;
  if (days.endDate < today) issues.endDate = jobMessages.futureDate;
  else if (days.endDate < days.startDate) issues.endDate = jobMessages.endBeforeStart;
  else if (days.endDate > last) issues.endDate = jobMessages.tooFarAhead;
  return issues;
}

/** A day n days from `today`, for defaults such as a reopened job's start. */
export const dayAfter = (today: string, days = 1) => addDays(today, days);

/** A job's time of day as a body or the form gives it (shared/rules/job-hours.ts). */
export interface JobHours {
  startTime?: string | null;
  endTime?: string | null;
}

/**
 * The rule across the two times: one without the other is half an answer, and a job that ends before
 * it starts (or when it starts) is a typo. Times not in `HH:MM` are left to the format check.
 */
export function jobHoursIssues(hours: JobHours): { startTime?: string; endTime?: string } {
  const start = hours.startTime ?? undefined;
  const end = hours.endTime ?? undefined;
  if (start !== undefined && end === undefined) return { endTime: jobMessages.endTimeRequired };
  if (end !== undefined && start === undefined) return { startTime: jobMessages.startTimeRequired };
  if (isTimeOfDay(start) && isTimeOfDay(end) && end <= start)
    return { endTime: jobMessages.endTimeBeforeStart };
  return {};
}
