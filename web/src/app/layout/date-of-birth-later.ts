/*
 * "Later" on the date-of-birth question puts it off until the next sign-in: kept for the tab's
 * visit (sessionStorage, so every page of the visit agrees) and forgotten when the person signs out,
 * so the next sign-in in the same tab asks again. In a module of its own: the layout forgets it without
 * loading the question's chunk.
 */

const LATER_KEY = 'dateOfBirthLater';

export function dateOfBirthPutOff(): boolean {
  try {
    return sessionStorage.getItem(LATER_KEY) === '1';
  } catch {
    return false;
  }
}

export function putOffDateOfBirth(): void {
  try {
    sessionStorage.setItem(LATER_KEY, '1');
  } catch {
    // Storage unavailable: put off until the next page load.
  }
}

export function forgetDateOfBirthPutOff(): void {
  try {
    sessionStorage.removeItem(LATER_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
