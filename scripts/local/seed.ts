import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  BatchWriteCommand,
  type DynamoDBDocumentClient,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { type ApplicationItem, newApplicationItem } from '../../functions/applications/entities/application';
import { counterUpdate } from '../../functions/jobs/job-counters';
import type { JobItem } from '../../functions/jobs/job-item';
import type { DerivedKeys } from '../../functions/jobs/job-state';
import { timeZoneAt } from '../../functions/jobs/time-zone';
import { birthdayKeys } from '../../functions/users/birthday-keys';
import type { UserItem } from '../../functions/users/user-item';
import { ageOf, dateOfBirthAged } from '../../shared/rules/age';
import { contactUnlocks, hiddenNotice, maskContactDetails } from '../../shared/rules/contact-details';
import { defaultTeenSettings } from '../../shared/rules/family';
import { addDays, localDay, localInstant, localTime } from '../../shared/rules/job-day';
import { reviewWindowEnds } from '../../shared/rules/reviews';
import { DEFAULT_SCHOOL, latestEndOn, type SchoolSettings } from '../../shared/rules/young-teen-rules';
import { webPath } from '../../shared/web-paths';
import { addModerator } from '../moderation/moderator-accounts';
import { localTableName } from './bootstrap';
import { streetPoint } from './location-server';
import {
  closedJobIndexes,
  DEMO_PASSWORD,
  jobIdeas,
  metroOf,
  type SeedApplication,
  type SeedPerson,
  seedApplications,
  seedPeople,
  timingOf,
  todaysJobs,
} from './seed-data';

export const SEED_JOB_COUNT = 72;

const HOUR = 3_600_000;

/** A job as its writer hands it to job-writes.ts: the index keys are derived there. */
type NewJob = Omit<JobItem, keyof DerivedKeys>;

export async function createPerson(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  person: SeedPerson,
) {
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: person.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: person.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: person.firstName },
        { Name: 'family_name', Value: person.lastName },
        { Name: 'phone_number', Value: `+1${person.phone}` },
        { Name: 'custom:role', Value: String(person.roleId) },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: person.email,
      Password: DEMO_PASSWORD,
      Permanent: true,
    }),
  );
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error(`cognito-local returned no sub for ${person.email}`);
  return sub;
}

async function batchPut(db: DynamoDBDocumentClient, table: string, items: object[]) {
  for (let i = 0; i < items.length; i += 25) {
    const chunk = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    await db.send(new BatchWriteCommand({ RequestItems: { [table]: chunk } }));
  }
}

/**
 * A seeded person's profile, as the users table holds it. A student is given a date of birth that
 * makes them the demo age on the day of the seed, half a year from a birthday.
 */
export function userItemOf(person: SeedPerson, userId: string, stamp: string): UserItem {
  const dateOfBirth = person.age ? dateOfBirthAged(person.age, new Date(stamp)) : undefined;
  return {
    userId,
    emailId: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    contactNumber: person.phone,
    roleId: person.roleId,
    ...(person.zipCode ? { zipCode: person.zipCode } : {}),
    ...(dateOfBirth ? { dateOfBirth, ...birthdayKeys(userId, dateOfBirth, new Date(stamp)) } : {}),
    ...(person.parentName ? { parentName: person.parentName, parentEmail: person.parentEmail } : {}),
    interests: person.interests ?? [],
    bio: person.bio ?? '',
    referralSource: 'neighbors',
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/** A demo job as posted: everything but the index keys, which job-state.ts derives on create. */
export function seedJob(i: number, employer: UserItem, now: Date): NewJob {
  const metro = metroOf(i);
  const idea = jobIdeas[i % jobIdeas.length] as (typeof jobIdeas)[number];
  const timing = timingOf(i);
  const span = 3 + (i % 10);
  const [startOffset, endOffset] =
    timing === 'active'
      ? [-(i % 5), span]
      : timing === 'upcoming'
        ? [2 + (i % 9), 2 + (i % 9) + span]
        : [-(span + 7), -(1 + (i % 6))];
  // Each home on its street, at the point the places stand-in gives that address when a job is posted
  // there (scripts/local/location-server.ts), so seeded jobs and posted ones are placed alike.
  const houseNumber = String(100 + ((i * 131) % 2800));
  const street = metro.streets[i % metro.streets.length] as string;
  const point = streetPoint(metro, houseNumber, street);
  const latitude = Number(point.latitude.toFixed(6));
  const longitude = Number(point.longitude.toFixed(6));
  const timeZone = timeZoneAt(latitude, longitude);
  const hasPrice = i % 7 !== 0;
  const price = idea.price + (i % 4) * (idea.priceType === 'perHr' ? 1 : 5);
  const createdAt = new Date(now.getTime() - (i * 9 + 1) * HOUR).toISOString();
  return {
    jobId: randomUUID(),
    createdAt,
    updatedAt: createdAt,
    employerId: employer.userId,
    employerName: `${employer.firstName} ${employer.lastName}`,
    employerEmail: employer.emailId,
    employerPhone: employer.contactNumber,
    title: idea.title,
    kind: idea.kind,
    ...idea.hours,
    powerEquipment: idea.powerEquipment,
    description: idea.description,
    ...(hasPrice ? { price } : {}),
    priceType: idea.priceType,
    // Days on the job's own calendar (shared/rules/job-day.ts), as POST /job stores them.
    startDate: addDays(localDay(timeZone, now), startOffset),
    endDate: addDays(localDay(timeZone, now), endOffset),
    timeZone,
    status: 'open',
    isReopened: false,
    address: {
      address1: `${houseNumber} ${street}`,
      address2: '',
      city: metro.city,
      state: metro.state,
      zipCode: metro.zipCode,
      country: 'USA',
      latitude,
      longitude,
    },
    appTotal: 0,
    appPending: 0,
    appAccepted: 0,
    appRejected: 0,
  };
}

/** Listed jobs the seed leaves: not ended and not closed (the integration tests count on it). */
export const SEED_LISTED_JOB_COUNT = Array.from({ length: SEED_JOB_COUNT }, (_, i) => i).filter(
  (i) => timingOf(i) !== 'expired' && !closedJobIndexes.includes(i),
).length;

/**
 * An application and its job's counters in one transaction, built and counted by the applications
 * function's own code, so the employer's numbers always equal the applications that exist.
 */
async function writeApplication(db: DynamoDBDocumentClient, application: ApplicationItem) {
  const counters = counterUpdate(null, application.status);
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: localTableName('applications'),
            Item: application,
            ConditionExpression: 'attribute_not_exists(jobId)',
          },
        },
        counters
          ? {
              Update: {
                TableName: localTableName('jobs'),
                Key: { jobId: application.jobId },
                UpdateExpression: counters.text,
                ConditionExpression: 'attribute_exists(jobId)',
                ExpressionAttributeNames: counters.names,
                ExpressionAttributeValues: counters.values,
              },
            }
          : {
              // Waiting for a guardian: the employer's counters do not see it.
              ConditionCheck: {
                TableName: localTableName('jobs'),
                Key: { jobId: application.jobId },
                ConditionExpression: 'attribute_exists(jobId)',
              },
            },
      ],
    }),
  );
}

function seedApplication(plan: SeedApplication, job: JobItem, student: UserItem): ApplicationItem {
  const appliedAt = new Date(Date.parse(job.createdAt) + plan.hoursAfterPosting * HOUR);
  const choices = { expectedPrice: plan.expectedPrice, priceType: plan.priceType, bio: plan.bio };
  const approvalNonce = plan.status === 'AwaitingApproval' ? randomUUID() : undefined;
  const item = newApplicationItem(student, job, choices, appliedAt, plan.status, approvalNonce);
  const interest = plan.conversation?.interestAfterHours;
  return interest === undefined
    ? item
    : { ...item, interestSentAt: new Date(appliedAt.getTime() + interest * HOUR).toISOString() };
}

/**
 * A seeded application's conversation: opened by the conversations domain's own writes (as the
 * interest or the acceptance opens it), and its messages written through the entity, masked by the
 * one rule as the API masks them.
 */
async function seedConversation(plan: SeedApplication, application: ApplicationItem, job: JobItem) {
  if (!plan.conversation) return;
  // Loaded here, as job-writes.ts is: the functions' DynamoDB client reads its endpoint from the environment.
  const [{ openingWrites }, { conversations }, { transact }] = await Promise.all([
    import('../../functions/applications/conversation-source'),
    import('../../functions/conversations/entities/conversations'),
    import('../../functions/lib/transact'),
  ]);
  const appliedAt = Date.parse(application.createdAt);
  const openedAt = new Date(appliedAt + (plan.conversation.interestAfterHours ?? 1) * HOUR);
  const accepted = application.status === 'Accepted';
  const opened = await transact(await openingWrites(application, job, accepted, openedAt));
  if (!opened.ok) throw new Error(`seed: could not open the conversation of ${application.applicationId}`);
  // The seeded teen's parent has not allowed phone numbers (the default).
  const facts = { accepted, studentIsMinor: application.isMinor, guardianAllowsPhone: false };
  for (const message of plan.conversation.messages) {
    const conversation = await conversations.get(application.applicationId);
    if (!conversation) throw new Error('seed: the conversation is gone');
    const sentAt = new Date(appliedAt + message.afterHours * HOUR);
    const masked = maskContactDetails(message.text, contactUnlocks(facts));
    const written = await conversations.append(
      conversation,
      {
        sender: message.from,
        senderId: message.from === 'student' ? application.studentId : application.employerId,
        text: masked.text,
        ...(masked.masked ? { original: message.text, notice: hiddenNotice(masked.hidden, facts) } : {}),
        masked: masked.masked,
        hidden: masked.hidden,
        sentAt: sentAt.toISOString(),
      },
      sentAt,
    );
    if (!written.ok) throw new Error('seed: could not write a message');
  }
}

/**
 * The demo teen's parent has confirmed: the teen's record links to the parent's
 * account, with the defaults for her age, and the parent's family lists her (as users/guardian-repository.ts
 * writes them).
 */
function confirmedGuardian(teen: UserItem, parent: UserItem, now: Date): UserItem {
  const stamp = now.toISOString();
  return {
    ...teen,
    parentName: `${parent.firstName} ${parent.lastName}`,
    parentEmail: parent.emailId,
    guardianStatus: 'confirmed',
    guardianId: parent.userId,
    guardianInvitedAt: stamp,
    guardianExpiresAt: stamp,
    guardianConfirmedAt: stamp,
    guardianResends: 0,
    guardianCorrections: 0,
    familySettings: { ...defaultTeenSettings(ageOf(teen) ?? 15), school: demoSchool(now) },
  };
}

/**
 * The demo teen's school as her parent set it: the usual hours, and today marked a day off (a teacher
 * training day), so that her job today may be in the daytime under the rules on young teens' hours.
 */
function demoSchool(now: Date): SchoolSettings {
  const today = localDay(DEMO_TIME_ZONE, now);
  return { ...DEFAULT_SCHOOL, daysOff: [{ from: today, to: today }] };
}

/** The demo's today jobs are in Austin (the demo employer's), on its clock. */
const DEMO_TIME_ZONE = 'America/Chicago';

/**
 * A job of the demo employer today, so the demo student and the demo teen can check in at once: the
 * teen's from now (to the quarter hour) for two hours, within the hours a 15-year-old may work (from
 * 7 am; ending by 7 pm, 9 pm in summer); the student's all day.
 */
export function todaysJob(plan: (typeof todaysJobs)[number], employer: UserItem, now: Date): NewJob {
  const base = seedJob(plan.index, employer, now);
  const today = localDay(base.timeZone, now);
  const hours = plan.teen ? teenHoursToday(localTime(base.timeZone, now), latestEndOn(today)) : {};
  return {
    ...base,
    title: plan.title,
    kind: plan.kind,
    description: plan.description,
    powerEquipment: false,
    startTime: undefined,
    endTime: undefined,
    ...hours,
    price: plan.price,
    priceType: 'perHr',
    startDate: today,
    endDate: today,
    createdAt: new Date(now.getTime() - 26 * HOUR).toISOString(),
    updatedAt: new Date(now.getTime() - 26 * HOUR).toISOString(),
  };
}

/** Two hours from now (to the quarter hour), moved into 7 am – the evening limit if need be. */
export function teenHoursToday(now: string, latest: string): { startTime: string; endTime: string } {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const time = (total: number) =>
    `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  const start = Math.min(Math.max(Math.floor(minutes(now) / 15) * 15, 7 * 60), minutes(latest) - 120);
  return { startTime: time(start), endTime: time(start + 120) };
}

/**
 * Seeds the demo people (Cognito + users table), jobs around four metros and applications on the
 * demo employer's jobs. Jobs are written through job-writes.ts like every other job write, so their
 * index keys come from job-state.ts; the functions' environment (table names, DynamoDB endpoint) must
 * be set before this runs (stack.ts sets it first).
 */
export async function seed(opts: {
  cognito: CognitoIdentityProviderClient;
  db: DynamoDBDocumentClient;
  userPoolId: string;
  now?: Date;
}): Promise<void> {
  // Loaded here, not at the top: the functions' DynamoDB client reads its endpoint from the environment.
  const { jobWrites } = await import('../../functions/jobs/job-writes');
  const { prepareBooking } = await import('../../functions/schedule/index');
  const { transact } = await import('../../functions/lib/transact');
  const now = opts.now ?? new Date();
  const stamp = now.toISOString();
  const users: UserItem[] = [];
  const byKey = new Map<string, UserItem>();
  for (const person of seedPeople) {
    const user = userItemOf(person, await createPerson(opts.cognito, opts.userPoolId, person), stamp);
    users.push(user);
    byKey.set(person.key, user);
  }
  const [teen, parent] = [byKey.get('teen'), byKey.get('parent')];
  if (teen && parent) {
    const linked = confirmedGuardian(teen, parent, now);
    byKey.set('teen', linked);
    users.splice(users.indexOf(teen), 1, linked);
    await batchPut(opts.db, localTableName('family'), [
      {
        familyKey: `GUARDIAN#${parent.userId}`,
        itemKey: `TEEN#${teen.userId}`,
        teenId: teen.userId,
        guardianId: parent.userId,
        linkedAt: stamp,
      },
    ]);
  }
  await batchPut(opts.db, localTableName('users'), users);
  const userOf = (key: string) => {
    const user = byKey.get(key);
    if (!user) throw new Error(`seed: no person ${key}`);
    return user;
  };

  const jobs: JobItem[] = [];
  for (let i = 0; i < SEED_JOB_COUNT; i++) {
    jobs.push(await jobWrites.create(seedJob(i, userOf(metroOf(i).employerKey), now), now));
  }
  for (const plan of seedApplications) {
    const job = jobs[plan.jobIndex];
    if (!job) throw new Error(`seed: no job ${plan.jobIndex}`);
    const application = seedApplication(plan, job, userOf(plan.student));
    await writeApplication(opts.db, application);
    await seedConversation(plan, application, job);
    // Every accepted job has its schedule, made by the schedule's own code as an acceptance makes it.
    if (application.status === 'Accepted') await book(application, job, now);
  }
  // Today's jobs, accepted and marked filled (so search stays as the tests know it): check-in at once.
  for (const plan of todaysJobs) {
    const job = await jobWrites.create(todaysJob(plan, userOf('employer'), now), now);
    const student = userOf(plan.teen ? 'teen' : 'student');
    const application = newApplicationItem(
      student,
      job,
      { expectedPrice: 0, priceType: 'perHr', bio: plan.bio },
      new Date(now.getTime() - 25 * HOUR),
      'Accepted',
    );
    await writeApplication(opts.db, application);
    await book(application, job, now);
    const filled = await jobWrites.transition(job.jobId, job.employerId, ['open'], { status: 'closed' }, now);
    if (!filled.ok) throw new Error(`seed: could not mark today's job filled (${filled.reason})`);
  }
  async function book(application: ApplicationItem, job: JobItem, at: Date) {
    const prepared = await prepareBooking(
      {
        applicationId: application.applicationId,
        jobId: application.jobId,
        studentId: application.studentId,
        employerId: application.employerId,
        jobTitle: application.jobTitle,
        studentFirstName: application.firstName,
        employerName: application.employerName,
        isMinor: application.isMinor,
      },
      job,
      at,
    );
    if (prepared.refusal)
      throw new Error(`seed: ${application.jobTitle} breaks a rule: ${prepared.refusal.message}`);
    if (!(await transact(prepared.writes)).ok)
      throw new Error(`seed: could not book ${application.jobTitle}`);
  }
  for (const index of closedJobIndexes) {
    const job = jobs[index];
    if (!job) throw new Error(`seed: no job ${index}`);
    const closed = await jobWrites.transition(job.jobId, job.employerId, ['open'], { status: 'closed' }, now);
    if (!closed.ok) throw new Error(`seed: could not close job ${index} (${closed.reason})`);
  }
  await seedModeration(opts, jobs, userOf, now);
  await seedWorkHistory(opts.db, jobWrites, userOf, book, now);
}

/** Each visit of a seeded completed job: checked in at 4 pm, out at 6 pm, those two hours confirmed. */
const SEED_VISIT = { from: '16:00', to: '18:00', minutes: 120 } as const;

/**
 * The demo student's work history: two jobs done for a Columbus household (a month ago and two weeks
 * ago), each booked when it was accepted and completed as the schedule completes one (every visit
 * checked in and out, its hours confirmed, the last confirmation completing the booking), so /profile's
 * work history and its exports can be tried at once.
 */
async function seedWorkHistory(
  db: DynamoDBDocumentClient,
  jobWrites: { create: (job: NewJob, now: Date) => Promise<JobItem> },
  userOf: (key: string) => UserItem,
  book: (application: ApplicationItem, job: JobItem, at: Date) => Promise<void>,
  now: Date,
) {
  const employer = userOf('columbus');
  const student = userOf('student');
  const done = [
    { from: -33, to: -31, index: 2 },
    { from: -15, to: -14, index: 6 },
  ];
  for (const [n, plan] of done.entries()) {
    const posted = seedJob(plan.index, employer, now);
    const job = await jobWrites.create(
      {
        ...posted,
        jobId: randomUUID(),
        createdAt: new Date(now.getTime() - (40 - n) * 24 * HOUR).toISOString(),
        startDate: addDays(localDay(posted.timeZone, now), plan.from),
        endDate: addDays(localDay(posted.timeZone, now), plan.to),
      },
      now,
    );
    const application = newApplicationItem(
      student,
      job,
      { expectedPrice: 0, priceType: job.priceType, bio: 'Happy to help.' },
      new Date(Date.parse(job.createdAt) + HOUR),
      'Accepted',
    );
    await writeApplication(db, application);
    await book(application, job, new Date(application.createdAt));
    const completedAt = await completeBooking(db, job, application.applicationId);
    // The older job is reviewed both ways (revealed together), so the reviews can be read at once.
    if (n === 0) await reviewBothWays(db, application, completedAt);
  }
}

/** Both sides' reviews of a seeded completed job, revealed together the day after it was completed. */
async function reviewBothWays(db: DynamoDBDocumentClient, application: ApplicationItem, completedAt: string) {
  const revealedAt = new Date(Date.parse(completedAt) + 24 * HOUR).toISOString();
  const common = {
    applicationId: application.applicationId,
    studentId: application.studentId,
    employerId: application.employerId,
    jobId: application.jobId,
    jobTitle: application.jobTitle,
    studentIsMinor: application.isMinor,
    completedAt,
    windowEndsAt: reviewWindowEnds(completedAt),
    revealedAt,
  };
  await batchPut(db, localTableName('reviews'), [
    {
      ...common,
      itemKey: 'BY#student',
      reviewId: randomUUID(),
      author: 'student',
      submittedAt: new Date(Date.parse(completedAt) + 3 * HOUR).toISOString(),
      aboutEmployerId: application.employerId,
      stars: 5,
      text: 'Friendly household, clear instructions, and they paid on the day.',
    },
    {
      ...common,
      itemKey: 'BY#employer',
      reviewId: randomUUID(),
      author: 'employer',
      submittedAt: revealedAt,
      aboutStudentId: application.studentId,
      onTime: true,
      didWell: true,
      wouldHireAgain: true,
      note: 'On time both days and left the yard spotless.',
    },
  ]);
}

/**
 * Writes a seeded booking's visits as done and confirmed, and the booking as completed (nothing due);
 * answers when it was completed.
 */
async function completeBooking(
  db: DynamoDBDocumentClient,
  job: JobItem,
  applicationId: string,
): Promise<string> {
  const table = localTableName('bookings');
  const days: string[] = [];
  for (let day = job.startDate; day <= job.endDate; day = addDays(day, 1)) days.push(day);
  const at = (day: string, time: string) => localInstant(day, time, job.timeZone).toISOString();
  await batchPut(
    db,
    table,
    days.map((day) => ({
      applicationId,
      itemKey: `VISIT#${day}`,
      day,
      checkedInAt: at(day, SEED_VISIT.from),
      checkedInBy: 'student',
      checkedOutAt: at(day, SEED_VISIT.to),
      minutes: SEED_VISIT.minutes,
      confirmedMinutes: SEED_VISIT.minutes,
      confirmedAt: at(day, '19:00'),
    })),
  );
  const lastDay = days[days.length - 1] ?? job.endDate;
  await db.send(
    new UpdateCommand({
      TableName: table,
      Key: { applicationId, itemKey: 'BOOKING' },
      UpdateExpression: 'SET confirmedMinutes = :minutes, completedAt = :at REMOVE dueShard, dueAt',
      ExpressionAttributeValues: {
        ':minutes': days.length * SEED_VISIT.minutes,
        ':at': at(lastDay, '19:00'),
      },
    }),
  );
  return at(lastDay, '19:00');
}

/** The demo moderator's sign-in, and who reports what for the desk's queue. */
export const DEMO_MODERATOR = {
  email: 'moderator@example.com',
  firstName: 'Morgan',
  lastName: 'Reyes',
} as const;
export const seedReports = [
  // The 15-year-old about money up front: a minor's safety, so urgent.
  {
    student: 'teen',
    jobIndex: 1,
    reason: 'money',
    description: 'They asked me to pay $40 for a background check before the first walk.',
    hoursAgo: 3,
  },
  {
    student: 'student',
    jobIndex: 2,
    reason: 'incorrect',
    description: 'The address is a parking lot, not a house.',
    hoursAgo: 5,
  },
] as const;

/**
 * The demo moderator (in the `moderators` group, as the operator command adds one) and two reports
 * waiting for them, one urgent: stored as POST /reportjob stores them, then filed with the desk.
 */
async function seedModeration(
  opts: { cognito: CognitoIdentityProviderClient; db: DynamoDBDocumentClient; userPoolId: string },
  jobs: JobItem[],
  userOf: (key: string) => UserItem,
  now: Date,
) {
  const { fileReport } = await import('../../functions/moderation');
  const { reportReasons } = await import('../../shared/schemas/report');
  await addModerator(opts.cognito, opts.userPoolId, DEMO_MODERATOR.email, DEMO_MODERATOR, DEMO_PASSWORD);
  for (const plan of seedReports) {
    const job = jobs[plan.jobIndex];
    if (!job) throw new Error(`seed: no job ${plan.jobIndex}`);
    const reporter = userOf(plan.student);
    const reportedAt = new Date(now.getTime() - plan.hoursAgo * HOUR).toISOString();
    const reportId = randomUUID();
    await batchPut(opts.db, localTableName('reports'), [
      {
        jobId: job.jobId,
        reporterId: reporter.userId,
        reportId,
        createdAt: reportedAt,
        reason: plan.reason,
        description: plan.description,
        reporterEmail: reporter.emailId,
        reporterRole: 'student',
        jobTitle: job.title,
        employerId: job.employerId,
        employerName: job.employerName,
      },
    ]);
    const filed = await fileReport({
      reportId,
      kind: 'job',
      targetId: job.jobId,
      subjectId: job.employerId,
      reporterId: reporter.userId,
      reason: plan.reason,
      reasonLabel: reportReasons[plan.reason],
      description: plan.description,
      reported: {
        title: job.title,
        text: job.description,
        details: [['Where', `${job.address.city}, ${job.address.state}`]],
        path: webPath('job', { id: job.jobId }),
      },
      reportedAt,
    });
    if (!filed.ok) throw new Error('seed: could not file a demo report');
  }
}
