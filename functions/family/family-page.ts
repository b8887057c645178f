import { ageOf, dateOfBirthOf } from '../../shared/rules/age';
import type { TeenSettings } from '../../shared/rules/family';
import {
  type FamilyApplication,
  type FamilyTeen,
  familyMessages,
  type TeenSettingsInput,
} from '../../shared/schemas/family';
import {
  type ApplicationItem,
  acceptedView,
  applicationRepository,
  approvalJobOf,
  shareGuardianWithConversations,
} from '../applications';
import type { JobItem } from '../jobs';
import { jobRepository } from '../jobs';
import type { Caller } from '../lib/caller';
import { badRequest, notFound } from '../lib/errors';
import { geocode } from '../places';
import type { UserItem } from '../users';
import {
  activityRepository,
  guardianRepository,
  hasGuardian,
  schoolOf,
  settingsOf,
  userRepository,
} from '../users';

/*
 * The guardian's page: per teen, their applications (with what the teen sees once one
 * is accepted, exactly), recent activity and the settings. A guardian sees only their own teens: any
 * other id is a 404, as if it did not exist.
 */

export const teenNotFound = () => notFound(familyMessages.teenNotFound, 'TEEN_NOT_FOUND');

async function toFamilyApplication(
  item: ApplicationItem,
  job: JobItem | undefined,
): Promise<FamilyApplication> {
  // The whole job where the guardian decides: on every application that waits for them.
  const whole = job && item.status === 'AwaitingApproval' ? { job: await approvalJobOf(job) } : {};
  return {
    entity: item.applicationId,
    jobId: item.jobId,
    jobTitle: item.jobTitle,
    employerFirstName: item.employerName.split(' ')[0] || item.employerName,
    town: { city: job?.address.city ?? '', state: job?.address.state ?? '' },
    startDate: job?.startDate ?? '',
    endDate: job?.endDate ?? '',
    status: item.status,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    ...whole,
    // Exactly as the teen sees it once accepted (toStudentApplication): street and contact.
    ...acceptedView(item, job),
  };
}

/** One teen as their guardian's page shows them: applications, recent activity and settings. */
export async function familyTeen(teen: UserItem, now = new Date()): Promise<FamilyTeen> {
  const [applications, activity] = await Promise.all([
    applicationRepository.listByStudent(teen.userId),
    activityRepository.recent(teen.userId),
  ]);
  const jobs = new Map<string, JobItem>();
  await Promise.all(
    [...new Set(applications.map((item) => item.jobId))].map(async (jobId) => {
      const job = await jobRepository.getById(jobId);
      if (job) jobs.set(jobId, job);
    }),
  );
  return {
    teenId: teen.userId,
    firstName: teen.firstName,
    lastName: teen.lastName,
    // Seen by their guardian and themselves only (never an employer or the public).
    age: ageOf(teen, now) ?? 0,
    dateOfBirth: dateOfBirthOf(teen) ?? '',
    contactNumber: teen.contactNumber,
    zipCode: teen.zipCode ?? '',
    settings: { ...settingsOf(teen, now), school: schoolOf(teen) },
    applications: await Promise.all(
      applications.map((item) => toFamilyApplication(item, jobs.get(item.jobId))),
    ),
    activity: activity.map((entry) => ({ at: entry.at, kind: entry.kind, text: entry.text })),
  };
}

/**
 * GET /family. A teen who has turned 18 leaves the page at once, whether or not the birthday run has
 * ended the link yet (birthdays.ts).
 */
export async function getFamily(caller: Caller, now = new Date()): Promise<FamilyTeen[]> {
  const teens = (await guardianRepository.listTeens(caller.userId)).filter((teen) => hasGuardian(teen, now));
  teens.sort((a, b) => a.firstName.localeCompare(b.firstName));
  return Promise.all(teens.map((teen) => familyTeen(teen, now)));
}

/** One of the caller's own teens (under 18 today), or the 404 of a teen that does not exist. */
export async function ownTeen(caller: Caller, teenId: string, now = new Date()): Promise<UserItem> {
  const teen = await userRepository.getById(teenId);
  if (
    !teen ||
    teen.guardianId !== caller.userId ||
    teen.guardianStatus !== 'confirmed' ||
    !hasGuardian(teen, now)
  ) {
    throw teenNotFound();
  }
  return teen;
}

/**
 * PUT /family/teen/{id}/settings. A distance limit needs the teen's home on the map: their ZIP code is
 * placed once (and again if it could not be before).
 */
export async function updateTeenSettings(
  caller: Caller,
  teenId: string,
  input: TeenSettingsInput,
): Promise<FamilyTeen> {
  const teen = await ownTeen(caller, teenId);
  // A body without school settings keeps the ones saved (clients from before they existed send none).
  const school = input.school ?? teen.familySettings?.school;
  const settings: TeenSettings = {
    approvalRequired: input.approvalRequired,
    maxDistanceMiles: input.maxDistanceMiles,
    allowedKinds: input.allowedKinds,
    paused: input.paused,
    emailMode: input.emailMode,
    allowPhoneNumbers: input.allowPhoneNumbers,
    ...(school ? { school } : {}),
  };
  let homePoint = teen.homePoint;
  if (settings.maxDistanceMiles !== null && !homePoint) {
    const place = teen.zipCode ? await geocode({ zipCode: teen.zipCode }) : null;
    if (!place) {
      throw badRequest(
        `We could not place their ZIP code (${teen.zipCode ?? 'none'}) on the map, so a distance limit cannot be checked. Please choose no limit.`,
        { maxDistanceMiles: 'We could not place their ZIP code on the map.' },
      );
    }
    homePoint = { latitude: place.latitude, longitude: place.longitude };
  }
  const saved = await guardianRepository.saveSettings(teen.userId, caller.userId, settings, homePoint);
  if (!saved.ok) throw teenNotFound();
  await shareGuardianWithConversations(teen.userId, saved.value);
  return familyTeen(saved.value);
}
