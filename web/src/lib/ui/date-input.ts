import { webPaths } from '@shared/web-paths';
/**
 * Typed dates as DateField takes them (docs/spec/2-employers-and-info-pages.md §5, the job form): MM/DD/YYYY, digits and slashes only,
 * a slash added after the month and the day, at most 10 characters; the month is kept within 1–12 and
 * the day within its month. The API carries ISO days (YYYY-MM-DD); these helpers convert at the edge of the form.
 */
export const DATE_INPUT_LENGTH = 10;

const daysInMonth = (month: number, year: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function clampMonth(mm: string): string {
  if (mm.length < 2) return mm;
  const month = Math.min(12, Math.max(1, Number(mm)));
  return String(month).padStart(2, '0');
}

function clampDay(dd: string, mm: string, yyyy: string): string {
  if (dd.length < 2) return dd;
  // Until the year is complete, February may have 29 days (a leap year is still possible).
  const year = yyyy.length === 4 ? Number(yyyy) : 2000;
  const max = mm.length === 2 ? daysInMonth(Number(mm), year) : 31;
  return String(Math.min(max, Math.max(1, Number(dd)))).padStart(2, '0');
}

/**
 * What the date field shows after a keystroke. `previous` tells typing from deleting: a slash is
 * added only while typing forward, so Backspace can remove it.
 */
export function maskDateInput(next: string, previous = ''): string {
  const typing = next.length > previous.length;
  const digits = next.replace(/\D/g, '').slice(0, 8);
  let mm = digits.slice(0, 2);
  let dd = digits.slice(2, 4);
  const yyyy = digits.slice(4, 8);
  // A first month digit above 1 can only mean 0N; a first day digit above 3 only 0N.
  if (typing && mm.length === 1 && Number(mm) > 1 && dd === '') mm = `0${mm}`;
  if (typing && dd.length === 1 && Number(dd) > 3 && yyyy === '') dd = `0${dd}`;
  mm = clampMonth(mm);
  dd = clampDay(dd, mm, yyyy);

  let text = mm;
  if (mm.length === 2 && (dd !== '' || typing || next.length > 2)) text += webPaths.home;
  text += dd;
  if (dd.length === 2 && (yyyy !== '' || typing || next.length > 5)) text += webPaths.home;
  text += yyyy;
  return text.slice(0, DATE_INPUT_LENGTH);
}

/** `11/20/2026` → `2026-11-20`; null unless the text is a complete, real date. */
export function usDateToIso(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, mm, dd, yyyy] = match as unknown as [string, string, string, string];
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(month, Number(yyyy))) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** `2026-11-20` → `11/20/2026`; empty for anything else. */
export function isoToUsDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/**
 * What the API should receive for a typed date: the ISO day when complete, '' when empty (the
 * contract says "required"), and the text itself otherwise (the contract says "Invalid date format").
 */
export function dateForApi(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' ? '' : (usDateToIso(trimmed) ?? trimmed);
}
