/**
 * The kinds of job: the nine the product is built around, or "other". One list, with its
 * labels, for the post and edit forms, the cards, the guardian's "kinds of job allowed" limit and the
 * rules for young teens (young-teen-rules.ts). Stored on the job as the id (`dogWalking`).
 */
export const jobKinds = [
  'dogWalking',
  'lawnMowing',
  'babysitting',
  'tutoring',
  'yardWork',
  'petSitting',
  'techHelp',
  'errands',
  'snowRemoval',
  'other',
] as const;
export type JobKind = (typeof jobKinds)[number];

export const jobKindLabels: Record<JobKind, string> = {
  dogWalking: 'Dog walking',
  lawnMowing: 'Lawn mowing',
  babysitting: 'Babysitting',
  tutoring: 'Tutoring',
  yardWork: 'Yard work',
  petSitting: 'Pet sitting',
  techHelp: 'Tech help',
  errands: 'Errands',
  snowRemoval: 'Snow removal',
  other: 'Other',
};

/** A job posted without a kind (the spec's client knows none), and jobs stored before kinds. */
export const DEFAULT_JOB_KIND: JobKind = 'other';

export function isJobKind(value: unknown): value is JobKind {
  return typeof value === 'string' && (jobKinds as readonly string[]).includes(value);
}

/**
 * Word starts that give a kind away. Strong clues name the job ("mow", "tutor", "snow"); weak ones only
 * hint at it ("walk" is also a front walk to shovel, "kids" also a tutor's pupils), so they count only
 * when no strong clue is found.
 */
const strongClues: Record<Exclude<JobKind, 'other'>, readonly string[]> = {
  snowRemoval: ['snow', 'shovel', 'plow', 'plough', 'deice', 'icy'],
  lawnMowing: ['mow', 'lawn', 'grass'],
  babysitting: ['babysit', 'baby', 'nanny', 'childcare'],
  tutoring: ['tutor', 'homework', 'math', 'algebra', 'lesson', 'teach', 'spanish', 'piano', 'study'],
  petSitting: ['cat', 'kitten', 'pet', 'hamster', 'rabbit', 'bird', 'fish', 'aquarium'],
  dogWalking: ['dog', 'puppy', 'puppies'],
  yardWork: ['yard', 'leaf', 'leaves', 'rake', 'raking', 'garden', 'weed', 'mulch', 'hedge', 'gutter'],
  techHelp: ['tech', 'computer', 'phone', 'printer', 'wifi', 'laptop', 'tablet', 'tv', 'email', 'router'],
  errands: ['errand', 'grocer', 'shopping', 'pharmacy', 'prescription', 'deliver'],
};
const weakClues: Partial<Record<JobKind, readonly string[]>> = {
  babysitting: ['kid', 'child', 'sitter', 'sitting'],
  dogWalking: ['walk'],
  petSitting: ['feed', 'animal'],
  yardWork: ['plant', 'outdoor'],
  tutoring: ['reading', 'read', 'essay'],
  errands: ['pick', 'carry', 'drop'],
};

/** Lower-case words of a title, accents off ("Babysitter, Sat. evenings" → babysitter, sat, evenings). */
function words(title: string): string[] {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The kind of the first title word that starts with one of the clues. */
function firstClue(titleWords: readonly string[], clues: Partial<Record<JobKind, readonly string[]>>) {
  for (const word of titleWords) {
    for (const [kind, starts] of Object.entries(clues) as [JobKind, readonly string[]][]) {
      if (starts.some((start) => word.startsWith(start))) return kind;
    }
  }
  return null;
}

/**
 * A sensible first guess from a job's title, for the post form to prefill (the employer chooses):
 * the first strong clue in the title, else the first weak one, else "other". Not used by the server
 * (a job posted without a kind is "other"): the jobs function's bundle has no room to spare. "Tutor for two kids" is tutoring; "Front walk and driveway shovelling" is snow removal.
 */
export function guessJobKind(title: string): JobKind {
  const titleWords = words(title);
  return firstClue(titleWords, strongClues) ?? firstClue(titleWords, weakClues) ?? DEFAULT_JOB_KIND;
}
