/*
 * What leaves the browser for CloudWatch RUM never names anyone (a departure from docs/spec/1-students-and-accounts.md
 * §2, which attaches id, e-mail and name: many of our users are minors). Every event the RUM client
 * records passes through `redact` first: e-mail addresses, tokens and the signed-in person's own
 * name and e-mail are replaced wherever they appear (an error message, a stack, a URL).
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** A JWT (our ID and refresh tokens are JWTs or opaque strings that never reach a message). */
const JWT = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g;

export interface KnownPerson {
  /** The person's own name and e-mail, as the session knows them. */
  readonly name: string;
  readonly emailId: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a name worth hiding: the full name and each part of three letters or more. */
function namePattern(person: KnownPerson | null): RegExp | null {
  if (!person) return null;
  const parts = person.name
    .split(/\s+/)
    .filter((part) => part.length >= 3)
    .map(escapeRegExp);
  const whole = person.name.trim();
  const words = [...(whole ? [escapeRegExp(whole)] : []), ...parts];
  return words.length > 0 ? new RegExp(`\\b(?:${words.join('|')})\\b`, 'gi') : null;
}

export function redactText(text: string, person: KnownPerson | null): string {
  let out = text.replace(JWT, '[token]').replace(EMAIL, '[email]');
  if (person?.emailId) out = out.split(person.emailId).join('[email]');
  const names = namePattern(person);
  return names ? out.replace(names, '[name]') : out;
}

/** Every string in an event's details, however deep, redacted; everything else as it was. */
export function redact<T>(value: T, person: KnownPerson | null): T {
  if (typeof value === 'string') return redactText(value, person) as T;
  if (Array.isArray(value)) return value.map((item) => redact(item, person)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, redact(item, person)]),
    ) as T;
  }
  return value;
}
