import * as z from 'zod/mini';
import {
  ADDRESS_LINE_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_PRICE_MAX,
  JOB_PRICE_MIN,
  JOB_TITLE_MAX,
  JOB_TITLE_MIN,
  jobHoursIssues,
  jobPriceIssue,
  jobMessages as m,
} from '../rules/job-form';
import { TIME_OF_DAY } from '../rules/job-hours';
import {
  ANY_DISTANCE,
  isSearchRadius,
  JOBS_PAGE_SIZE_DEFAULT,
  JOBS_PAGE_SIZE_MAX,
  priceFilters,
  radiusMessage,
  radiusMiles,
  SEARCH_TITLE_MAX,
  type SearchRadius,
  searchSorts,
} from '../rules/job-search';
import { ZIP_CODE } from '../rules/person';
import { isUsStateCode, usStateCodes } from '../rules/us-states';
import { cursorSchema, idSchema, plainText, priceTypeSchema, unixNewlines } from './common';
import { jobKindSchema } from './job-responses';
import './zod-locale';

// The answers (a job as visitors and as its employer see it, the lists): ./job-responses.
export * from './job-responses';

/*
 * The jobs API contract (docs/spec/1-students-and-accounts.md §3, §7; docs/spec/2-employers-and-info-pages.md §3, §7). Bodies are strict: an unknown field is refused.
 * Dates travel as ISO days (YYYY-MM-DD) on the job's own calendar; `timeZone` says which calendar.
 */

const limitMessage = `Limit must be a whole number from 1 to ${JOBS_PAGE_SIZE_MAX}.`;
const limitSchema = z._default(
  z.coerce
    .number({ message: limitMessage })
    .check(z.int(limitMessage), z.gte(1, limitMessage), z.lte(JOBS_PAGE_SIZE_MAX, limitMessage)),
  JOBS_PAGE_SIZE_DEFAULT,
);

/** GET /jobs query. */
export const listJobsQuerySchema = z.strictObject({
  limit: limitSchema,
  cursor: z.optional(cursorSchema),
});
export type ListJobsQuery = z.infer<typeof listJobsQuerySchema>;

export const jobIdParamsSchema = z.object({ id: idSchema });

// ---------------------------------------------------------------------------------------------
// Search (GET /jobs/search, public)

const coordinate = (name: string, bound: number) =>
  z.coerce
    .number({ message: `${name} must be a number.` })
    .check(
      z.refine(Number.isFinite, `${name} must be a number.`),
      z.gte(-bound, `${name} must be between -${bound} and ${bound}.`),
      z.lte(bound, `${name} must be between -${bound} and ${bound}.`),
    );

const RADIUS_MESSAGE = radiusMessage(true);

/** The rules across a search's fields, with their messages (openapi.json writes them down too). */
const searchPlaceRules = {
  cityAndState: 'Give a city together with its state.',
  point: 'Give latitude and longitude together.',
  onePlace: 'Search by one place: a ZIP code, a city and state, or a point.',
  radius: 'Choose a place to search a radius around.',
  nearest: 'Choose a place to sort by distance.',
};
const SEARCH_PLACE_RULES_TEXT = `A place is one of: zipCode; city with state; latitude with longitude. Rules across fields: ${Object.values(searchPlaceRules).join(' ')}`;

/**
 * A place is a ZIP, or a city and state, or a point; the server turns the first two into a point
 * through the place index. A radius needs a place.
 */
export const searchJobsQuerySchema = z
  .strictObject({
    title: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(SEARCH_TITLE_MAX, `Title must be ${SEARCH_TITLE_MAX} characters or fewer.`),
          plainText(),
        ),
    ),
    zipCode: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.regex(ZIP_CODE, 'Please enter a valid 5-digit zipcode'),
          z.meta({ description: SEARCH_PLACE_RULES_TEXT }),
        ),
    ),
    city: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'City is required.'),
          z.maxLength(100, 'City must be 100 characters or fewer.'),
          plainText(),
        ),
    ),
    state: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.toUpperCase(),
          z.refine(isUsStateCode, 'State must be a two-letter US state code.'),
          z.meta({ enum: usStateCodes }),
        ),
    ),
    latitude: z.optional(coordinate('Latitude', 90)),
    longitude: z.optional(coordinate('Longitude', 180)),
    radius: z.optional(
      z.pipe(
        z
          .union([z.string(), z.number()], { message: RADIUS_MESSAGE })
          .check(z.meta({ enum: [...radiusMiles.map(String), ANY_DISTANCE] })),
        z.transform((value, ctx) => {
          const radius = value === ANY_DISTANCE ? value : Number(value);
          if (typeof value === 'string' && value.trim() === '')
            ctx.issues.push({ code: 'custom', message: RADIUS_MESSAGE, input: value });
          else if (!isSearchRadius(radius))
            ctx.issues.push({ code: 'custom', message: RADIUS_MESSAGE, input: value });
          return radius as SearchRadius;
        }),
      ),
    ),
    priceType: z._default(z.enum(priceFilters, { message: 'Payment must be perHr, perJob or all.' }), 'all'),
    /** Absent: best match (relevance) when the title has words, newest otherwise. */
    sort: z.optional(z.enum(searchSorts, { message: `Sort must be one of ${searchSorts.join(', ')}.` })),
    limit: limitSchema,
    cursor: z.optional(cursorSchema),
  })
  .check(
    z.superRefine((query, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if ((query.city === undefined) !== (query.state === undefined)) {
        issue(query.city === undefined ? 'city' : 'state', searchPlaceRules.cityAndState);
      }
      if ((query.latitude === undefined) !== (query.longitude === undefined)) {
        issue(query.latitude === undefined ? 'latitude' : 'longitude', searchPlaceRules.point);
      }
      const places = [query.zipCode, query.city, query.latitude].filter((v) => v !== undefined).length;
      if (places > 1) issue('zipCode', searchPlaceRules.onePlace);
      // Any distance without a place is what the search does anyway; a number needs a centre.
      if (places === 0 && query.radius !== undefined && query.radius !== ANY_DISTANCE)
        issue('radius', searchPlaceRules.radius);
      if (places === 0 && query.sort === 'nearest') issue('sort', searchPlaceRules.nearest);
    }),
  );
export type SearchJobsQuery = z.infer<typeof searchJobsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Employer writes (POST /job, PUT /job/{id}, DELETE /job/{id}, POST /job/{id}/close)

const requiredText = (required: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : required) });

export const jobTitleSchema = requiredText(m.titleRequired).check(
  z.trim(),
  z.minLength(1, m.titleRequired),
  z.minLength(JOB_TITLE_MIN, m.titleTooShort),
  z.maxLength(JOB_TITLE_MAX, m.titleTooLong),
  z.regex(/^[^\r\n]*$/, m.titleRequired),
  plainText(),
  z.meta({ description: `Its length is counted once surrounding spaces are trimmed: ${m.titleTooShort}` }),
);

export const jobDescriptionSchema = requiredText(m.descriptionRequired).check(
  unixNewlines,
  z.trim(),
  plainText({ multiline: true }),
  z.minLength(1, m.descriptionRequired),
  z.minLength(JOB_DESCRIPTION_MIN, m.descriptionTooShort),
  z.maxLength(JOB_DESCRIPTION_MAX, m.descriptionTooLong),
  z.meta({
    description: `Its length is counted once surrounding spaces are trimmed: ${m.descriptionTooShort}`,
  }),
);

/** $/Hr or $/Job, refused with the form's message (docs/spec/2-employers-and-info-pages.md §5). */
export const jobPriceTypeSchema = z.enum(priceTypeSchema.options, { message: m.priceType });

/** Optional; null or absent means no price. */
export const jobPriceSchema = z
  .optional(
    z.nullable(
      // What jobPriceIssue checks, for openapi.json: whole cents from the minimum to the maximum.
      z
        .number({ message: m.priceNotPositive })
        .check(z.meta({ minimum: JOB_PRICE_MIN, maximum: JOB_PRICE_MAX, multipleOf: 0.01 })),
    ),
  )
  .check((ctx) => {
    const message = jobPriceIssue(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });

const startDateSchema = z.iso.date({
  error: (issue) => (issue.input === undefined || issue.input === '' ? m.startRequired : m.dateFormat),
});
const endDateSchema = z.iso.date({
  error: (issue) => (issue.input === undefined || issue.input === '' ? m.endRequired : m.dateFormat),
});

/** How a job's address may name its country: the product serves the US only. */
const US_COUNTRY_NAMES = ['US', 'USA', 'United States'];

const addressLine = (required: string) =>
  requiredText(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(ADDRESS_LINE_MAX, m.addressTooLong),
    plainText(),
  );

/**
 * The employer types the street line(s); city, state and ZIP come from the US autocomplete. The server
 * places the address itself through the place index (a point sent along is not trusted).
 */
const jobAddressPartsSchema = z
  .strictObject(
    {
      address1: addressLine(m.addressRequired),
      address2: z._default(
        z.string().check(z.trim(), z.maxLength(ADDRESS_LINE_MAX, m.addressTooLong), plainText()),
        '',
      ),
      city: addressLine(m.cityRequired),
      state: requiredText(m.stateRequired).check(
        z.trim(),
        z.toUpperCase(),
        z.refine(isUsStateCode, m.stateRequired),
        z.meta({ enum: usStateCodes }),
      ),
      zipCode: requiredText(m.zipRequired).check(
        z.trim(),
        z.minLength(1, m.zipRequired),
        z.regex(ZIP_CODE, m.zipInvalid),
      ),
      country: z._default(
        z.string().check(
          z.trim(),
          z.refine((value) => US_COUNTRY_NAMES.includes(value), 'Jobs must be in the United States.'),
          z.meta({ enum: US_COUNTRY_NAMES }),
        ),
        'USA',
      ),
      latitude: z.optional(z.number().check(z.gte(-90), z.lte(90))),
      longitude: z.optional(z.number().check(z.gte(-180), z.lte(180))),
    },
    { error: () => m.fullAddressRequired },
  )
  .check(
    z.meta({
      description: `The ZIP code, city and state must name a place the place search knows (GET /places/search gives them): ${m.addressUnknown}`,
    }),
  );

/** The parts a person fills in; the country defaults, and a point is never typed. */
const typedParts = ['address1', 'address2', 'city', 'state', 'zipCode'] as const;

/** Every typed part missing or blank: nothing of the address was given. */
function isBlankAddress(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const parts = input as Record<string, unknown>;
  return typedParts.every(
    (part) => parts[part] === undefined || (typeof parts[part] === 'string' && parts[part].trim() === ''),
  );
}

/**
 * One message for an address left wholly empty, "Full address is required." (docs/spec/1-students-and-accounts.md §5), instead
 * of one per part; a partly filled one names each missing part.
 */
export const jobAddressInputSchema = z.pipe(
  z.transform((input: z.input<typeof jobAddressPartsSchema>, ctx) => {
    if (!isBlankAddress(input)) return input;
    // Under the first part, where the form shows it (the street address).
    ctx.issues.push({ code: 'custom', path: ['address1'], message: m.fullAddressRequired, input });
    return z.NEVER;
  }),
  jobAddressPartsSchema,
);
export type JobAddressInput = z.infer<typeof jobAddressInputSchema>;

/** `HH:MM` on a 24-hour clock (what a time input gives); null or absent means no time. */
const timeOfDaySchema = z.optional(
  z.nullable(z.string({ message: m.timeFormat }).check(z.regex(TIME_OF_DAY, m.timeFormat))),
);

/** Power-driven equipment, yes or no: a clear message for anything else. */
const powerEquipmentSchema = z.boolean({ message: m.powerEquipment });

const HOURS_RULES_TEXT = `startTime and endTime come together, the end after the start: ${[
  m.startTimeRequired,
  m.endTimeRequired,
  m.endTimeBeforeStart,
].join(' ')}`;

/** Both times or neither, "to" after "from": every message at once, with the other fields' ones. */
const hoursRule = z.superRefine(
  (value: { startTime?: unknown; endTime?: unknown } | null, ctx) => {
    // It runs even when the body is not an object at all (`when`), which the object's own issue says.
    if (typeof value !== 'object' || value === null) return;
    const hours = {
      startTime: typeof value.startTime === 'string' ? value.startTime : undefined,
      endTime: typeof value.endTime === 'string' ? value.endTime : undefined,
    };
    for (const [path, message] of Object.entries(jobHoursIssues(hours))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  },
  { when: () => true },
);

/**
 * POST /job. `isReopened` marks a repost of an earlier job (docs/spec/2-employers-and-info-pages.md §2). `kind`, the time of day and
 * the power-equipment answer are asked on our form; the spec's client sends none of them,
 * so a missing kind is "other", no times mean none, and no answer about equipment means none is used.
 */
export const createJobBodySchema = z
  .strictObject({
    title: jobTitleSchema,
    kind: z.optional(jobKindSchema),
    description: jobDescriptionSchema,
    startDate: startDateSchema,
    endDate: endDateSchema,
    startTime: timeOfDaySchema,
    endTime: timeOfDaySchema,
    powerEquipment: z._default(powerEquipmentSchema, false),
    address: jobAddressInputSchema,
    price: jobPriceSchema,
    priceType: z._default(jobPriceTypeSchema, 'perHr'),
    isReopened: z._default(z.boolean(), false),
  })
  .check(hoursRule, z.meta({ description: HOURS_RULES_TEXT }));
export type CreateJobBody = z.infer<typeof createJobBodySchema>;
export type CreateJobInput = z.input<typeof createJobBodySchema>;

/**
 * PUT /job/{id}: description, price, price type and dates are editable; saving (re)opens the job.
 * The title and the address are editable while no student has been accepted (then a 409); the spec's
 * client sends the whole job back, so an unchanged title and address may come along (the address
 * with its formatted line and point, which the server ignores: it places a new address itself, as a
 * posted job's). `isActive` may only say true. The kind, the time of day and the power-equipment
 * answer are editable too; the spec's client knows none of them, so a body without one keeps the
 * stored value (a time of null clears it). The rule across the two times is checked on the job as it
 * would be saved (edit-job.ts), since one may come from the stored job.
 */
export const updateJobBodySchema = z.strictObject({
  kind: z.optional(jobKindSchema),
  description: jobDescriptionSchema,
  startDate: startDateSchema,
  endDate: endDateSchema,
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  powerEquipment: z.optional(powerEquipmentSchema),
  price: jobPriceSchema,
  priceType: z._default(jobPriceTypeSchema, 'perHr'),
  isReopened: z.optional(z.boolean()),
  isActive: z.optional(z.literal(true, { message: 'Saving a job always makes it active.' })),
  title: z.optional(jobTitleSchema),
  address: z.optional(
    z.record(z.string(), z.unknown()).check(
      z.meta({
        description:
          'The address as POST /job takes it (address1, address2, city, state, zipCode, country); an echo of the stored one may carry fullAddress, latitude and longitude too, which are ignored.',
      }),
    ),
  ),
});
export type UpdateJobBody = z.infer<typeof updateJobBodySchema>;
export type UpdateJobInput = z.input<typeof updateJobBodySchema>;

export const JOB_CREATED_MESSAGE = 'Job created successfully! You can now view it in your job listings.';
