/*
 * THE reviewed synonym table: everyday words for the kinds of jobs we list.
 *
 * Each entry is a kind of job (a concept). A job whose title or description holds one of its `members`
 * is of that kind; a search holding one of its `searches` looks for that kind too (at a lower weight
 * than the word itself, shared/search/match.ts). Members and searches are written as people write them;
 * they are stemmed when used, so "mowing", "mower" and "mows" are all "mow".
 *
 * Searches are often broader than members: "pet" searches dogs and cats, but "dog" does not search cats.
 * A phrase in `searches` is matched before its words are: keep one only where a word alone would
 * mislead ("snow removal": "removal"; "lawn care": "care"); otherwise two words rank better, since each
 * counts ("computer help" finds "Computer lessons" first by its own word).
 *
 * Every entry was read for false friends (a word that would pull in the wrong jobs); those left out, and
 * why, are noted beside it, so the next edit does not add them back.
 *
 * Changing this table changes which index terms a job gets: jobs written before keep their old concept
 * terms until they are next written (edit, close, reopen), so a new member finds old jobs only by its
 * own word until then.
 */

export interface Concept {
  /** The index term: '@' and a short name (never a stem: stems have no '@'). */
  id: `@${string}`;
  /** What a job of this kind holds, word or phrase. */
  members: readonly string[];
  /** Words and phrases that search for this kind (the members are not implied: list what searches). */
  searches: readonly string[];
}

export const concepts: readonly Concept[] = [
  {
    id: '@childcare',
    members: [
      'babysit',
      'babysitter',
      'babysitting',
      'baby sitter',
      'baby sitting',
      'childcare',
      'child care',
      'nanny',
      'au pair',
      "mother's helper",
    ],
    // "kids", "children": a search for them means minding children; as members they would make every
    // tutoring and party job "childcare", so they only search.
    searches: [
      'babysit',
      'babysitter',
      'babysitting',
      'baby sitter',
      'baby sitting',
      'childcare',
      'child care',
      'nanny',
      'au pair',
      'kids',
      'children',
      'child minding',
      'watch kids',
    ],
  },
  {
    id: '@dog',
    members: ['dog', 'puppy', 'pup', 'doggy', 'canine'],
    // "dog walker" is a phrase: as two words, "walker" alone ranked "Snow shovelling, driveway and
    // walk" above a puppy sitter. As one, a dog walking job matches it exactly and other dog jobs as
    // its kind, and a walk that is a path does not match at all.
    searches: ['dog', 'puppy', 'pup', 'doggy', 'canine', 'dog walker'],
  },
  {
    id: '@cat',
    members: ['cat', 'kitten', 'kitty', 'feline'],
    searches: ['cat', 'kitten', 'kitty', 'feline'],
  },
  {
    id: '@pets',
    // "walk" is not a member: "driveway and walk" is a path, not a pet.
    members: [
      'pet',
      'dog',
      'puppy',
      'cat',
      'kitten',
      'hamster',
      'rabbit',
      'bunny',
      'guinea pig',
      'parrot',
      'bird',
      'aquarium',
      'litter box',
    ],
    // "pet sitting" is no phrase here: as two words, "sitting" also ranks the sitters above the walkers.
    searches: ['pet', 'pet care', 'animal', 'animal care'],
  },
  {
    id: '@tutoring',
    // "reading", "lesson" and "school" are left out of members: "reading the meter", "school run" and
    // "after school" are not tutoring. A reading tutor is found by "tutor".
    members: [
      'tutor',
      'tutoring',
      'homework',
      'math',
      'algebra',
      'geometry',
      'calculus',
      'study help',
      'test prep',
      'sat prep',
    ],
    searches: [
      'tutor',
      'tutoring',
      'homework',
      'math',
      'algebra',
      'geometry',
      'calculus',
      'study help',
      'test prep',
      'sat prep',
      'teaching',
    ],
  },
  {
    id: '@lawn',
    // "edge", "trim": also hedges and hair. "cut" alone: cutting anything.
    members: ['lawn', 'mow', 'mowing', 'mower', 'grass'],
    searches: ['lawn', 'lawn care', 'mow', 'mowing', 'mower', 'grass'],
  },
  {
    id: '@yard',
    // "plant" is left out (plant sitting, power plant); "leaf" is in: leaves are yard work.
    members: [
      'yard',
      'yard work',
      'garden',
      'gardening',
      'weed',
      'weeding',
      'rake',
      'raking',
      'leaf',
      'hedge',
      'mulch',
      'flower bed',
      'landscaping',
      'pruning',
    ],
    searches: [
      'yard',
      'yard work',
      'garden',
      'gardening',
      'weed',
      'weeding',
      'rake',
      'raking',
      'leaves',
      'hedge',
      'mulch',
      'landscaping',
      'pruning',
      'outdoor work',
    ],
  },
  {
    id: '@snow',
    // "salt" and "ice" are left out: "salt" is also cooking, "ice" also drinks and rinks.
    members: ['snow', 'shovel', 'shoveling', 'snow removal', 'snowblower', 'snow blower', 'plow', 'plowing'],
    searches: [
      'snow',
      'snow removal',
      'snow clearing',
      'shovel',
      'shoveling',
      'snowblower',
      'snow blower',
      'plow',
      'plowing',
      'snow plowing',
      'driveway clearing',
    ],
  },
  {
    id: '@tech',
    // Left out: "app", "mac", "tv" ("apply", "mac and cheese"); "email" ("email me" is in many jobs);
    // "it help" ("it" is a stop word, so it would read as "help").
    members: [
      'tech',
      'technology',
      'computer',
      'laptop',
      'pc',
      'phone',
      'smartphone',
      'iphone',
      'android',
      'tablet',
      'ipad',
      'printer',
      'wifi',
      'wi-fi',
      'router',
      'software',
    ],
    searches: [
      'tech',
      'tech help',
      'tech support',
      'technology',
      'computer',
      'laptop',
      'pc',
      'phone',
      'smartphone',
      'iphone',
      'android',
      'tablet',
      'ipad',
      'printer',
      'wifi',
      'wi-fi',
      'router',
      'software',
    ],
  },
  {
    id: '@errands',
    // "pickup" only searches: "key pickup" is not an errand. "pick up" is left out ("up" is a stop word,
    // so it would read as "pick", as in "pick apples").
    members: [
      'errand',
      'errands',
      'grocery',
      'groceries',
      'shopping',
      'pharmacy',
      'prescription',
      'post office',
    ],
    searches: [
      'errand',
      'errands',
      'run errands',
      'grocery',
      'groceries',
      'shopping',
      'pharmacy',
      'prescription',
      'pickup',
      'delivery',
    ],
  },
  {
    id: '@cleaning',
    // "wash" is a member (window and car washing are cleaning) but does not search: "car wash" is not
    // house cleaning.
    members: [
      'wash',
      'washing',
      'clean',
      'cleaning',
      'cleaner',
      'tidy',
      'tidying',
      'declutter',
      'vacuum',
      'vacuuming',
      'mop',
      'dusting',
    ],
    searches: [
      'clean',
      'cleaning',
      'cleaner',
      'tidy',
      'tidying',
      'declutter',
      'decluttering',
      'vacuum',
      'housework',
      'chores',
    ],
  },
  {
    id: '@moving',
    // "moving" and "movers" are left out of members: their stem, "move", is also "move contacts to a new
    // phone". A search for "moving" still finds "move" by its own word.
    members: ['boxes', 'packing', 'unpacking', 'heavy lifting', 'furniture'],
    searches: ['moving', 'move', 'movers', 'packing', 'unpacking', 'heavy lifting', 'lifting', 'furniture'],
  },
];
