import { MONTHS } from './display';

/** `2026-06` → `June 2026`. */
export function formatMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return `${MONTHS[(index ?? 1) - 1] ?? ''} ${year ?? ''}`.trim();
}

/** One line per job, for the credential and the PDF: "Dog walking · June 2026 · 6 hours · Would hire again". */
export function jobSummary(job: {
  kind: string;
  monthLabel: string;
  hours: number | null;
  wouldHireAgain: boolean | null;
  employer: string;
}): string {
  return [
    job.kind,
    job.monthLabel,
    job.hours === null ? null : `${job.hours} ${job.hours === 1 ? 'hour' : 'hours'}`,
    job.wouldHireAgain ? 'Would hire again' : null,
    job.employer,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}
