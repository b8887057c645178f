/*
 * Contact details in messages: what counts as one, and how it is hidden. The one rule, used by the
 * conversations function (which stores only the masked text for the parties) and by the composer
 * (which warns before sending, with the same code). Before it is safe, a student and an employer talk
 * on the platform, where a teen's guardian can read along: a phone number, an address, a link or a
 * social or payment handle would take the conversation elsewhere.
 *
 * People disguise them, so the rule reads past the usual disguises: digits spelled out ("five one
 * two"), "oh" for zero, spaces, dots and dashes between digits; "at" and "dot" written out or in
 * brackets; short links (wa.me, t.me). What it must leave alone is just as important: times (3:30 pm),
 * prices ($15/hr), dates (12/14), counts (2 dogs), room numbers, "10th grade", "2,000 sq ft". The
 * table of both is shared/rules/contact-details.test.ts.
 */

export const contactKinds = ['phone', 'email', 'link', 'handle'] as const;
export type ContactKind = (typeof contactKinds)[number];

/** What each hidden detail becomes. */
export const HIDDEN_CONTACT = '[contact details hidden]';

/** Which kinds may be shown as written (the rest are hidden). */
export type ContactUnlocks = Readonly<Record<ContactKind, boolean>>;

export const NOTHING_UNLOCKED: ContactUnlocks = { phone: false, email: false, link: false, handle: false };

export interface Masked {
  /** The text as the reader is shown it. */
  text: string;
  /** Something was hidden. */
  masked: boolean;
  /** What was hidden, once each, in the order of `contactKinds`. */
  hidden: ContactKind[];
}

interface Span {
  start: number;
  end: number;
  kind: ContactKind;
}

// --- phone numbers ----------------------------------------------------------------------------------

/** Digits written as words, and how many digits each stands for. */
const SPELLED_DIGITS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  sixty: '60',
  seventy: '70',
  eighty: '80',
  ninety: '90',
};
/** Stand for 0 only between other digits ("five oh one"): alone, "oh" and "o" are words. */
const ZERO_WORDS = new Set(['oh', 'o']);
/** "double five" is 55. */
const REPEATS: Record<string, number> = { double: 2, triple: 3 };
/** Between the parts of one number. A colon (3:30) or a slash (12/14) ends it: times and dates. */
const NUMBER_SEPARATOR = /^[\s\-.,()+_*~|]+$/;
/** A US number has 10 digits, a local one 7: a chain this long is a phone number, not a count. */
const PHONE_MIN_DIGITS = 7;

type PartKind = 'digits' | 'zero-word' | 'repeat' | 'separator' | 'other';
interface Part {
  text: string;
  start: number;
  end: number;
  kind: PartKind;
  /** How many digits it stands for. */
  digits: number;
}

/** A run of digits where some letters stand in: "O199" and "5l2" are digits in disguise. */
const DISGUISED_DIGITS = /^[0-9oOlI]+$/;

function classify(text: string): Pick<Part, 'kind' | 'digits'> {
  const lower = text.toLowerCase();
  if (/^[0-9]+$/.test(text)) return { kind: 'digits', digits: text.length };
  if (DISGUISED_DIGITS.test(text) && (text.match(/[0-9]/g)?.length ?? 0) >= 2) {
    return { kind: 'digits', digits: text.length };
  }
  const spelled = SPELLED_DIGITS[lower];
  if (spelled) return { kind: 'digits', digits: spelled.length };
  // "fifty-five" is written as one word with a hyphen: the tens and the unit.
  const compound = /^([a-z]+)-([a-z]+)$/.exec(lower);
  if (compound && SPELLED_DIGITS[compound[1] ?? ''] && SPELLED_DIGITS[compound[2] ?? '']) {
    return { kind: 'digits', digits: 2 };
  }
  if (ZERO_WORDS.has(lower)) return { kind: 'zero-word', digits: 1 };
  if (lower in REPEATS) return { kind: 'repeat', digits: 0 };
  if (NUMBER_SEPARATOR.test(text)) return { kind: 'separator', digits: 0 };
  return { kind: 'other', digits: 0 };
}

/** The text as words (letters and digits, with inner hyphens) and what lies between them. */
function partsOf(text: string): Part[] {
  const parts: Part[] = [];
  const pattern = /\p{L}+-\p{L}+|[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    parts.push({ text: match[0], start, end: start + match[0].length, ...classify(match[0]) });
  }
  return parts;
}

/** 12-14-2025, 2025.12.14: three groups shaped like a date are a date, whatever separates them. */
function isDateShaped(groups: readonly Part[]): boolean {
  if (groups.length !== 3 || !groups.every((group) => /^[0-9]+$/.test(group.text))) return false;
  const lengths = groups.map((group) => group.text.length).join(',');
  return /^(1|2),(1|2),(2|4)$/.test(lengths) || lengths === '4,2,2' || lengths === '4,1,1';
}

function phoneSpans(text: string): Span[] {
  const parts = partsOf(text);
  const spans: Span[] = [];
  let i = 0;
  while (i < parts.length) {
    const first = parts[i] as Part;
    if (first.kind !== 'digits' && first.kind !== 'zero-word' && first.kind !== 'repeat') {
      i += 1;
      continue;
    }
    // A chain: number parts joined by separators only.
    const chain: Part[] = [];
    let j = i;
    while (j < parts.length) {
      const part = parts[j] as Part;
      if (part.kind === 'digits' || part.kind === 'zero-word' || part.kind === 'repeat') {
        chain.push(part);
        j += 1;
      } else if (part.kind === 'separator' && j + 1 < parts.length && chain.length > 0) {
        const next = parts[j + 1] as Part;
        if (next.kind !== 'digits' && next.kind !== 'zero-word' && next.kind !== 'repeat') break;
        j += 1;
      } else break;
    }
    i = j;
    // "Oh" and "double" at either end belong to the sentence, not the number.
    while (chain.length > 0 && chain[0]?.kind !== 'digits') chain.shift();
    while (chain.length > 0 && chain[chain.length - 1]?.kind !== 'digits') chain.pop();
    const numberParts = chain.filter((part) => part.kind === 'digits');
    if (numberParts.length === 0) continue;
    let digits = 0;
    for (const [index, part] of chain.entries()) {
      if (part.kind === 'repeat') continue;
      const before = chain[index - 1];
      const times = before?.kind === 'repeat' ? (REPEATS[before.text.toLowerCase()] ?? 1) : 1;
      digits += part.digits * times;
    }
    let chainStart = (chain[0] as Part).start;
    // "(512) 555-0199", "+1 512…": the bracket or plus sign that opens the number goes with it.
    while (chainStart > 0 && /[(+]/.test(text.charAt(chainStart - 1))) chainStart -= 1;
    const chainEnd = (chain[chain.length - 1] as Part).end;
    // A price ($12,000,000), or a number glued to letters (10th, 3pm), is not a phone number.
    const glued =
      /[\p{L}$£€]$/u.test(text.slice(Math.max(0, chainStart - 1), chainStart)) ||
      /^[\p{L}]/u.test(text.slice(chainEnd, chainEnd + 1));
    if (digits < PHONE_MIN_DIGITS || glued || isDateShaped(numberParts)) continue;
    spans.push({ start: chainStart, end: chainEnd, kind: 'phone' });
  }
  return spans;
}

// --- e-mail addresses, links and handles ---------------------------------------------------------------

/** "@", "(at)", "[at]", " at ". */
const AT = String.raw`(?:\s*@\s*|\s*[[({<]\s*(?:at|@)\s*[\])}>]\s*|\s+at\s+)`;
/** ".", "(dot)", "[dot]", " dot ", with room around a written-out or bracketed one. */
const DOT_LOOSE = String.raw`(?:\s*\.\s*|\s*[[({<]\s*(?:dot|\.)\s*[\])}>]\s*|\s+dot\s+)`;
/** In a bare link a dot has no spaces round it ("me. Us too" is two sentences), unless written out. */
const DOT_TIGHT = String.raw`(?:\.|\s*[[({<]\s*(?:dot|\.)\s*[\])}>]\s*|\s+dot\s+)`;
const TLD =
  '(?:com|net|org|edu|gov|io|co|us|me|ly|gg|tv|ai|ca|uk|ee|to|ws|app|dev|info|biz|xyz|page|link|site|online|store|shop|mail)';
/** An address at a well-known mailbox needs no ".com" to be one: "maya at gmail". */
const MAIL_PROVIDERS =
  '(?:gmail|googlemail|yahoo|hotmail|outlook|icloud|aol|protonmail|proton|gmx|live|msn|me)';
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';

const EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])[a-z0-9][a-z0-9._%+-]*${AT}(?:${LABEL}(?:${DOT_LOOSE}${LABEL})*${DOT_LOOSE}${TLD}(?![\p{L}\p{N}])|${MAIL_PROVIDERS}(?![\p{L}\p{N}]))`,
  'giu',
);

const LINK = new RegExp(
  [
    String.raw`\b(?:https?|ftp)://\S+`,
    String.raw`\bwww\.\S+`,
    String.raw`(?<![\p{L}\p{N}@.])${LABEL}(?:${DOT_TIGHT}${LABEL})*${DOT_TIGHT}${TLD}(?![\p{L}\p{N}])(?:/\S*)?`,
  ].join('|'),
  'giu',
);

/** Apps people move a conversation to, or are paid through. */
const PLATFORMS = String.raw`(?:insta(?:gram)?|ig|snap(?:chat)?|sc|whats\s?app|telegram|tg|signal|kik|discord|tik\s?tok|tt|face\s?book|fb|messenger|twitter|x\.com|threads|venmo|cash\s?app|paypal|zelle|wechat)`;
/** What joins the app to the name: "my snap is…", "insta: …", "venmo me @…", "add me on snap …". */
const JOINER = String.raw`(?:\s+(?:is|me|at|on|handle|username|user|name|id|tag))*(?:\s*[:=\-–]\s*|\s+)`;
const HANDLE = String.raw`@?[\p{L}\p{N}_.$-]{2,30}[\p{L}\p{N}_]`;
const PLATFORM_HANDLE = new RegExp(String.raw`(?<![\p{L}\p{N}])${PLATFORMS}${JOINER}(${HANDLE})`, 'giu');
/** @maya_k, and Cash App's $cashtag (a letter first: $15 is a price). */
const BARE_HANDLE = /(?<![\p{L}\p{N}@.])[@$][a-z_][a-z0-9_.-]{1,29}[a-z0-9_]/giu;

/** After an app's name, these are the sentence going on ("Venmo is fine"), not a name. */
const NOT_A_HANDLE = new Set([
  'a',
  'an',
  'and',
  'also',
  'available',
  'best',
  'better',
  'cool',
  'down',
  'easier',
  'easiest',
  'easy',
  'fine',
  'for',
  'fun',
  'good',
  'great',
  'here',
  'if',
  'instead',
  'is',
  'it',
  'me',
  'my',
  'not',
  'ok',
  'okay',
  'only',
  'or',
  'preferred',
  'please',
  'so',
  'that',
  'the',
  'then',
  'there',
  'this',
  'to',
  'too',
  'works',
  'you',
  'your',
]);

function matchSpans(pattern: RegExp, text: string, kind: ContactKind): Span[] {
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    kind,
  }));
}

function handleSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(PLATFORM_HANDLE)) {
    const handle = match[1] ?? '';
    const bare = handle.replace(/^@/, '').toLowerCase();
    const startsWithHandleMark = handle.startsWith('@');
    // "venmo or cash" and "snapchat is fun" are about the app, not an account on it.
    if (!startsWithHandleMark && NOT_A_HANDLE.has(bare)) continue;
    // Without a joiner, only a name that looks like one (a digit, _ or .) counts: "on insta maya_k".
    const joined = match[0].slice(0, match[0].length - handle.length);
    if (!/[:=\-–@]|\s(?:is|me|at|on|handle|username|user|name|id|tag)\s/i.test(`${joined} `)) {
      if (!startsWithHandleMark && !/[\p{N}_.]/u.test(bare)) continue;
    }
    spans.push({ start: match.index, end: match.index + match[0].length, kind: 'handle' });
  }
  return spans.concat(matchSpans(BARE_HANDLE, text, 'handle'));
}

/** Every contact detail in the text, whatever the rules would show. */
export function findContactDetails(text: string): Span[] {
  const emails = matchSpans(EMAIL, text, 'email');
  const inEmail = (span: Span) => emails.some((email) => span.start < email.end && email.start < span.end);
  // An address holds a link's shape (gmail.com) and a handle's (@gmail): it is one address.
  const others = [...matchSpans(LINK, text, 'link'), ...handleSpans(text), ...phoneSpans(text)].filter(
    (span) => !inEmail(span),
  );
  return [...emails, ...others].sort((a, b) => a.start - b.start || b.end - a.end);
}

/**
 * The text as a reader is shown it: each contact detail that is not unlocked becomes
 * HIDDEN_CONTACT. Overlapping details (a link inside a handle) are hidden once.
 */
export function maskContactDetails(text: string, unlocked: ContactUnlocks = NOTHING_UNLOCKED): Masked {
  const spans = findContactDetails(text).filter((span) => !unlocked[span.kind]);
  if (spans.length === 0) return { text, masked: false, hidden: [] };
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  let out = '';
  let at = 0;
  for (const span of merged) {
    out += text.slice(at, span.start) + HIDDEN_CONTACT;
    at = span.end;
  }
  out += text.slice(at);
  const kinds = new Set(spans.map((span) => span.kind));
  return { text: out, masked: true, hidden: contactKinds.filter((kind) => kinds.has(kind)) };
}

/** Who the student is and where the application stands: what decides which details show. */
export interface UnlockFacts {
  /** The application was accepted. */
  accepted: boolean;
  /** The student is under 18. */
  studentIsMinor: boolean;
  /** A minor's guardian let phone numbers through once accepted (off by default). */
  guardianAllowsPhone: boolean;
}

/**
 * What may be shown as written. Nothing before acceptance; from acceptance everything for a student
 * of 18 or more; for a minor, phone numbers only where their guardian allowed it, and never an
 * e-mail address, a link or a handle (their guardian can read along only here).
 */
export function contactUnlocks(facts: UnlockFacts): ContactUnlocks {
  if (!facts.accepted) return NOTHING_UNLOCKED;
  if (!facts.studentIsMinor) return { phone: true, email: true, link: true, handle: true };
  return { ...NOTHING_UNLOCKED, phone: facts.guardianAllowsPhone };
}

const kindNames: Record<ContactKind, string> = {
  phone: 'a phone number',
  email: 'an e-mail address',
  link: 'a link',
  handle: 'a social or payment handle',
};

/** What the sender is told under a message that had something hidden, and why. */
export function hiddenNotice(hidden: readonly ContactKind[], facts: UnlockFacts): string {
  const list = hidden.map((kind) => kindNames[kind]);
  const what =
    list.length <= 1 ? (list[0] ?? 'contact details') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
  const why = !facts.accepted
    ? 'Contact details stay hidden until the application is accepted, so please keep talking here for now.'
    : 'For students under 18, contact details stay hidden so that their parent or guardian can follow the conversation here.';
  return `We hid ${what} in this message. ${why}`;
}

/**
 * The composer's warning before sending: what will be hidden of the text being written, in the same
 * words as the notice the sender gets after. `null` when nothing will be.
 */
export function warningBeforeSending(
  text: string,
  unlocked: ContactUnlocks,
  accepted: boolean,
): string | null {
  const kinds = new Set(
    findContactDetails(text)
      .filter((span) => !unlocked[span.kind])
      .map((span) => span.kind),
  );
  if (kinds.size === 0) return null;
  const list = contactKinds.filter((kind) => kinds.has(kind)).map((kind) => kindNames[kind]);
  const what = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
  const why = accepted
    ? 'For students under 18, contact details stay hidden so that their parent or guardian can follow the conversation here.'
    : 'Contact details stay hidden until the application is accepted.';
  return `This message has ${what}: it will be hidden when you send it. ${why}`;
}
