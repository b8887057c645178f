import type { JobKind } from '../../shared/rules/job-kinds';
import type { PriceType } from '../../shared/schemas/common';

/** Demo data: households in four US metros, a teen with a parent, a young adult. */
export const DEMO_PASSWORD = 'Neighbour1!';

export interface SeedPerson {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  roleId: 1 | 2 | 3;
  zipCode?: string;
  /** A student's age on the day of the seed: their date of birth is made from it (seed.ts). */
  age?: number;
  parentName?: string;
  parentEmail?: string;
  interests?: string[];
  bio?: string;
}

export const seedPeople: SeedPerson[] = [
  {
    key: 'employer',
    email: 'employer@example.com',
    firstName: 'Sam',
    lastName: 'Rivera',
    phone: '5125550101',
    roleId: 2,
  },
  {
    key: 'denver',
    email: 'ortiz.family@example.com',
    firstName: 'Elena',
    lastName: 'Ortiz',
    phone: '3035550102',
    roleId: 2,
  },
  {
    key: 'columbus',
    email: 'the.greens@example.com',
    firstName: 'Marcus',
    lastName: 'Green',
    phone: '6145550103',
    roleId: 2,
  },
  {
    key: 'raleigh',
    email: 'nguyen.home@example.com',
    firstName: 'Linh',
    lastName: 'Nguyen',
    phone: '9195550104',
    roleId: 2,
  },
  {
    key: 'teen',
    email: 'teen@example.com',
    firstName: 'Maya',
    lastName: 'Patel',
    phone: '5125550111',
    roleId: 1,
    zipCode: '78704',
    age: 15,
    parentName: 'Priya Patel',
    parentEmail: 'parent@example.com',
    interests: ['Dog walking', 'Tutoring'],
    bio: 'Ninth grader who loves dogs and is great at math.',
  },
  // The demo teen's confirmed parent, with an account (the teen's guardian link: seed.ts).
  {
    key: 'parent',
    email: 'parent@example.com',
    firstName: 'Priya',
    lastName: 'Patel',
    phone: '5125550112',
    roleId: 3,
  },
  {
    key: 'student',
    email: 'student@example.com',
    firstName: 'Jordan',
    lastName: 'Lee',
    phone: '3035550112',
    roleId: 1,
    zipCode: '80206',
    age: 19,
    interests: ['Lawn mowing', 'Tech help', 'Snow removal'],
    bio: 'College sophomore with a car, a mower and patience for printers.',
  },
];

export interface Metro {
  employerKey: string;
  city: string;
  state: string;
  zipCode: string;
  /** The ZIP's point in the places stand-in's gazetteer, which the streets are laid around. */
  latitude: number;
  longitude: number;
  /** Real streets of the ZIP; the stand-in gives each house a point of its own (streetPoint). */
  streets: string[];
}

export const metros: Metro[] = [
  {
    employerKey: 'employer',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    latitude: 30.2428,
    longitude: -97.7658,
    streets: ['S Lamar Blvd', 'Barton Springs Rd', 'Oltorf St', 'Bouldin Ave'],
  },
  {
    employerKey: 'denver',
    city: 'Denver',
    state: 'CO',
    zipCode: '80206',
    latitude: 39.7331,
    longitude: -104.9524,
    streets: ['E 6th Ave', 'Josephine St', 'Colfax Ave', 'York St'],
  },
  {
    employerKey: 'columbus',
    city: 'Columbus',
    state: 'OH',
    zipCode: '43215',
    latitude: 39.9671,
    longitude: -83.0044,
    streets: ['N High St', 'Neil Ave', 'Buttles Ave', 'W 3rd Ave'],
  },
  {
    employerKey: 'raleigh',
    city: 'Raleigh',
    state: 'NC',
    zipCode: '27601',
    latitude: 35.7727,
    longitude: -78.6324,
    streets: ['Oberlin Rd', 'Glenwood Ave', 'Hillsborough St', 'Person St'],
  },
];

export interface JobIdea {
  title: string;
  kind: JobKind;
  /** Time of day on the job's local clock (optional on the form: the cat sitter gives none). */
  hours?: { startTime: string; endTime: string };
  /** The mowing job uses the household's mower (16+ for the rules for young teens). */
  powerEquipment: boolean;
  description: string;
  priceType: PriceType;
  price: number;
}

export const jobIdeas: JobIdea[] = [
  {
    title: 'Afternoon dog walker',
    kind: 'dogWalking',
    hours: { startTime: '15:30', endTime: '16:30' },
    powerEquipment: false,
    description:
      'Walk our friendly golden retriever, Biscuit, for 30 minutes after school on weekdays. He is gentle and knows the route.',
    priceType: 'perHr',
    price: 15,
  },
  {
    title: 'Lawn mowing, front and back yard',
    kind: 'lawnMowing',
    hours: { startTime: '09:00', endTime: '11:00' },
    // "Our mower, trimmer and bags": 16+ under the rules for young teens (Austin: jobs 28 and 64).
    powerEquipment: true,
    description:
      'Mow and edge a medium-sized lawn. Our mower, trimmer and bags are in the garage; please sweep the path when done.',
    priceType: 'perJob',
    price: 40,
  },
  {
    title: 'Weekend babysitter',
    kind: 'babysitting',
    // Ends after 7 pm: "Hours too late for under-16s" outside June 1 – Labor Day.
    hours: { startTime: '17:00', endTime: '20:30' },
    powerEquipment: false,
    description:
      'Look after two kids (6 and 9) on Saturday evenings: dinner, a board game and bedtime by 8:30. Snacks included.',
    priceType: 'perHr',
    price: 18,
  },
  {
    title: 'Math tutor for 7th grader',
    kind: 'tutoring',
    hours: { startTime: '16:00', endTime: '17:30' },
    powerEquipment: false,
    description:
      'Help our son with pre-algebra homework twice a week at the kitchen table. Patience and clear explanations matter most.',
    priceType: 'perHr',
    price: 20,
  },
  {
    title: 'Leaf raking and yard clean-up',
    kind: 'yardWork',
    hours: { startTime: '10:00', endTime: '13:00' },
    powerEquipment: false,
    description:
      'Rake leaves, bag them and clear the flower beds before the first frost. Gloves and bags provided.',
    priceType: 'perJob',
    price: 60,
  },
  {
    title: 'Cat sitter while we travel',
    kind: 'petSitting',
    powerEquipment: false,
    description:
      'Feed our two cats, refresh water and scoop the litter once a day while we are away. Key pickup beforehand.',
    priceType: 'perJob',
    price: 75,
  },
  {
    title: 'Tech help: new phone and printer',
    kind: 'techHelp',
    hours: { startTime: '16:00', endTime: '18:00' },
    powerEquipment: false,
    description:
      'Set up a new phone for a grandparent, move contacts and photos, and get the wireless printer working again.',
    priceType: 'perHr',
    price: 22,
  },
  {
    title: 'Grocery and pharmacy errands',
    kind: 'errands',
    hours: { startTime: '10:00', endTime: '12:00' },
    powerEquipment: false,
    description:
      'Pick up a weekly grocery order and a prescription for a neighbour who cannot drive. Receipts reimbursed same day.',
    priceType: 'perHr',
    price: 16,
  },
  {
    title: 'Snow shovelling, driveway and walk',
    kind: 'snowRemoval',
    // Before school: "Hours too early for under-16s".
    hours: { startTime: '06:30', endTime: '08:00' },
    powerEquipment: false,
    description:
      'Clear the driveway and front walk after snowfall, and salt the steps. Shovel and salt are by the side door.',
    priceType: 'perJob',
    price: 35,
  },
];

/** How a seeded job sits in time relative to today, so every status shows up in the demo. */
export type Timing = 'active' | 'upcoming' | 'expired';
export const timingCycle: Timing[] = ['active', 'upcoming', 'active', 'expired', 'active', 'upcoming'];

/**
 * Job `i` goes to metro `i % 4`, and each metro walks the timing cycle on its own turns, so every demo
 * city has active jobs, jobs that start later and jobs that have ended (not only one kind each).
 */
export const metroOf = (i: number): Metro => metros[i % metros.length] as Metro;
export const timingOf = (i: number): Timing =>
  timingCycle[Math.floor(i / metros.length) % timingCycle.length] as Timing;

/** Demo employer jobs (Austin: indexes 0, 4, 8, …) marked filled after their applications, for Completed Jobs. */
export const closedJobIndexes = [8];

/**
 * Applications on the demo employer's Austin jobs, in every status, so the dashboard and the reviewer
 * show real numbers on first sign-in. The teen's are on older jobs: the newest Austin jobs are left
 * for her to apply to in the end-to-end tests.
 */
export interface SeedApplication {
  student: 'teen' | 'student';
  /** Index of an Austin job (a multiple of 4) that is listed (not expired). */
  jobIndex: number;
  /** AwaitingApproval: the teen's application waiting for her parent. */
  status: 'Applied' | 'Accepted' | 'Rejected' | 'AwaitingApproval';
  /** Hours after the job was posted. */
  hoursAfterPosting: number;
  expectedPrice: number;
  priceType: PriceType;
  bio: string;
  /**
   * The employer's interest (hours after applying), which opened the application's conversation,
   * and its messages (an accepted application's conversation opened with the acceptance).
   */
  conversation?: { interestAfterHours?: number; messages: readonly SeedMessage[] };
}

/** A message of a seeded conversation: who wrote it and when (hours after the application). */
export interface SeedMessage {
  from: 'student' | 'employer';
  afterHours: number;
  text: string;
}

export const seedApplications: SeedApplication[] = [
  {
    student: 'student',
    jobIndex: 0,
    status: 'Applied',
    hoursAfterPosting: 0.5,
    expectedPrice: 17,
    priceType: 'perHr',
    bio: 'I walk my neighbour’s two labs every day and I am home by 3:30.',
  },
  {
    student: 'student',
    jobIndex: 8,
    status: 'Accepted',
    hoursAfterPosting: 20,
    expectedPrice: 0,
    priceType: 'perHr',
    bio: 'Reliable and on time; happy to send references.',
  },
  {
    student: 'student',
    jobIndex: 16,
    status: 'Rejected',
    hoursAfterPosting: 30,
    expectedPrice: 50,
    priceType: 'perJob',
    bio: '',
  },
  {
    student: 'student',
    jobIndex: 24,
    status: 'Applied',
    hoursAfterPosting: 50,
    expectedPrice: 0,
    priceType: 'perHr',
    bio: 'Weekends work best for me.',
    // The demo employer and the demo student talk; the phone number stays hidden before acceptance.
    conversation: {
      interestAfterHours: 1,
      messages: [
        {
          from: 'employer',
          afterHours: 1.2,
          text: 'Hi Jordan, thanks for applying! Could you come by on Saturday at 10 to meet us first?',
        },
        {
          from: 'student',
          afterHours: 1.5,
          text: 'Hi! Saturday at 10 works for me. My number is 512-555-0143 if that is easier.',
        },
        { from: 'employer', afterHours: 2, text: 'Great, see you then. The gate code is on the job page.' },
      ],
    },
  },
  {
    student: 'teen',
    jobIndex: 24,
    status: 'Accepted',
    hoursAfterPosting: 26,
    expectedPrice: 15,
    priceType: 'perHr',
    bio: 'I tutor my younger cousins in math every week.',
    // The teen's conversation, which her parent reads on /family.
    conversation: {
      messages: [
        {
          from: 'employer',
          afterHours: 3,
          text: 'Hi Maya, welcome! Tutoring is on Tuesdays from 4 to 5 pm. Does that work?',
        },
        { from: 'student', afterHours: 4, text: 'Yes, thank you! Should I bring my own worksheets?' },
        {
          from: 'employer',
          afterHours: 4.5,
          text: 'No need, I have everything. You can also text me at (512) 555-0188.',
        },
      ],
    },
  },
  {
    student: 'teen',
    jobIndex: 32,
    status: 'Applied',
    hoursAfterPosting: 40,
    expectedPrice: 0,
    priceType: 'perHr',
    bio: 'I love animals and live nearby.',
  },
  {
    student: 'teen',
    jobIndex: 40,
    status: 'Rejected',
    hoursAfterPosting: 12,
    expectedPrice: 20,
    priceType: 'perHr',
    bio: '',
  },
  // One application of the teen waits for her parent's approval (the demo's /family).
  {
    student: 'teen',
    jobIndex: 48,
    status: 'AwaitingApproval',
    hoursAfterPosting: 2,
    expectedPrice: 0,
    priceType: 'perHr',
    bio: 'I can come after school on weekdays.',
  },
];

/**
 * The demo's jobs today (the demo employer's, in Austin), each accepted, so that check-in can be tried
 * at once: the demo teen's for two hours from when the stack is seeded (within the hours a 15-year-old
 * may work), the demo student's all day. `index` places each like a seeded job of that index.
 */
export const todaysJobs = [
  {
    index: 72,
    teen: true,
    title: 'Dog walking today: Biscuit and Pepper',
    kind: 'dogWalking',
    description:
      'Two friendly beagles need a long walk around the park today. Leashes and treats are by the front door.',
    price: 16,
    bio: 'I walk our neighbour’s dog every day after school.',
  },
  {
    index: 76,
    teen: false,
    title: 'Garden clean-up today, any time',
    kind: 'yardWork',
    description:
      'Weed the vegetable beds and sweep the patio, any time today that suits you. Gloves and tools are in the shed.',
    price: 18,
    bio: 'Happy to help in the garden today.',
  },
] as const satisfies readonly {
  index: number;
  teen: boolean;
  title: string;
  kind: JobKind;
  description: string;
  price: number;
  bio: string;
}[];
