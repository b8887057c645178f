/**
 * How renewing the ID token goes: `retrying` after a passing failure (429, 5xx, network), `failing`
 * once that has lasted (the person is told), `ended` when the API has ended the session (a password
 * reset elsewhere, a sign-out in another tab, a reused token): the page stays as it is, with what was
 * typed, and a form offers to sign in again in place (SignInAgain).
 *
 * Its own file: session.tsx renders SessionNotice, which takes this type (no import circle).
 */
export type Renewal = 'ok' | 'retrying' | 'failing' | 'ended';
