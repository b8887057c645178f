import { jobMessages as m } from '@shared/rules/job-form';
import { moneyMessages } from '@shared/rules/money';
import type { EmployerJob } from '@shared/schemas/job';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  editJobFormSchema,
  editValues,
  emptyJobForm,
  formFieldsFromServer,
  type JobFormValues,
  postJobFormSchema,
  repostValues,
} from './job-form';

const TODAY = '2026-06-15';
const austin = {
  label: 'Austin, TX 78704',
  city: 'Austin',
  state: 'TX',
  zipCode: '78704',
  latitude: 30.24,
  longitude: -97.77,
};

const filled: JobFormValues = {
  title: 'Walk Biscuit after school',
  kind: 'dogWalking',
  description: 'Walk our golden retriever for 30 minutes.',
  startDate: '06/16/2026',
  endDate: '06/20/2026',
  startTime: '15:30',
  endTime: '16:30',
  powerEquipment: 'no',
  address1: '1200 Oak Street',
  address2: '',
  location: { text: austin.label, place: austin },
  zipCode: '78704',
  price: '18',
  priceType: 'perHr',
};

/** The message per form field of a failed parse. */
function messages<V>(schema: z.ZodMiniType<unknown, V>, values: V): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the post form on the POST /job contract', () => {
  const schema = postJobFormSchema(TODAY, false);

  it('gives the request body: ISO days, the chosen place, a number price', () => {
    expect(schema.parse(filled)).toEqual({
      title: 'Walk Biscuit after school',
      kind: 'dogWalking',
      description: 'Walk our golden retriever for 30 minutes.',
      startDate: '2026-06-16',
      endDate: '2026-06-20',
      startTime: '15:30',
      endTime: '16:30',
      powerEquipment: false,
      address: {
        address1: '1200 Oak Street',
        address2: '',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
        country: 'USA',
      },
      price: 18,
      priceType: 'perHr',
      isReopened: false,
    });
    expect(postJobFormSchema(TODAY, true).parse({ ...filled, price: '' })).toMatchObject({
      price: undefined,
      isReopened: true,
    });
  });

  it("shows the contract's messages under the form's own fields", () => {
    expect(messages(schema, emptyJobForm)).toEqual({
      title: m.titleRequired,
      kind: m.kind,
      description: m.descriptionRequired,
      startDate: m.startRequired,
      endDate: m.endRequired,
      powerEquipment: m.powerEquipment,
      // Every address part empty: one message, the spec's.
      address1: m.fullAddressRequired,
    });
    // Partly filled: each missing part is named.
    expect(messages(schema, { ...emptyJobForm, ...filled, address1: '', zipCode: '' })).toEqual({
      address1: m.addressRequired,
      zipCode: m.zipRequired,
    });
    expect(
      messages(schema, {
        ...filled,
        address1: '12 Elm St',
        location: { text: '', place: null },
        zipCode: '',
      }),
    ).toEqual({ location: m.cityRequired, zipCode: m.zipRequired });
    expect(messages(schema, { ...filled, title: 'Dog', description: ' short ', price: '0' })).toEqual({
      title: m.titleTooShort,
      description: m.descriptionTooShort,
      price: m.priceNotPositive,
    });
  });

  it('reads the price exactly as typed: "-5" is refused as not above 0, "1e5" as not an amount', () => {
    expect(messages(schema, { ...filled, price: '-5' })).toEqual({ price: m.priceNotPositive });
    expect(messages(schema, { ...filled, price: '1e5' })).toEqual({ price: moneyMessages.format });
    expect(messages(schema, { ...filled, price: '12abc' })).toEqual({ price: moneyMessages.format });
    expect(postJobFormSchema(TODAY, false).parse({ ...filled, price: '$1,200.50' })).toMatchObject({
      price: 1200.5,
    });
  });

  it('refuses a partial date with the format message, and past or crossed dates', () => {
    expect(messages(schema, { ...filled, startDate: '06/1' })).toEqual({ startDate: m.dateFormat });
    expect(messages(schema, { ...filled, startDate: '06/14/2026' })).toEqual({ startDate: m.futureDate });
    expect(messages(schema, { ...filled, endDate: '06/15/2026', startDate: '06/16/2026' })).toEqual({
      endDate: m.endBeforeStart,
    });
    expect(messages(schema, { ...filled, endDate: '01/01/2037' })).toEqual({ endDate: m.tooFarAhead });
  });

  it('asks for both times or neither, "to" after "from"; no times at all is fine', () => {
    expect(messages(schema, { ...filled, endTime: '' })).toEqual({ endTime: m.endTimeRequired });
    expect(messages(schema, { ...filled, startTime: '' })).toEqual({ startTime: m.startTimeRequired });
    expect(messages(schema, { ...filled, endTime: '15:30' })).toEqual({ endTime: m.endTimeBeforeStart });
    expect(schema.parse({ ...filled, startTime: '', endTime: '' })).toMatchObject({
      startTime: null,
      endTime: null,
    });
  });

  it('sends the equipment answer as a boolean', () => {
    expect(schema.parse({ ...filled, powerEquipment: 'yes' })).toMatchObject({ powerEquipment: true });
  });

  it('asks for a suggestion when a place was typed but not chosen', () => {
    expect(messages(schema, { ...filled, location: { text: 'Austn', place: null } })).toEqual({
      location: m.addressUnknown,
    });
  });
});

describe('formFieldsFromServer', () => {
  it('puts each server message under the input that holds the value', () => {
    expect(
      formFieldsFromServer({
        'address.city': m.addressUnknown,
        'address.state': m.stateRequired,
        'address.zipCode': m.zipInvalid,
        address: m.fullAddressRequired,
        startDate: m.futureDate,
      }),
    ).toEqual({ location: m.addressUnknown, zipCode: m.zipInvalid, startDate: m.futureDate });
    // An address the server could not place is fixed in the place box.
    expect(formFieldsFromServer({ address: m.addressUnknown })).toEqual({ location: m.addressUnknown });
    expect(formFieldsFromServer(undefined)).toBeUndefined();
  });
});

const job = {
  entity: '0b3f5a8e-8a4c-4d7e-9a57-0d3e6c1f2a11',
  createdAt: '2026-05-01T12:00:00.000Z',
  data: {
    title: 'Rake leaves',
    kind: 'yardWork',
    description: 'Rake the front yard and bag the leaves.',
    createdBy: 'Pat Lee',
    price: 40,
    priceType: 'perJob',
    startDate: '2026-06-10',
    endDate: '2026-06-20',
    startTime: '10:00',
    endTime: '12:00',
    powerEquipment: false,
    timeZone: 'America/Chicago',
    isActive: true,
    isClosed: false,
    isReopened: false,
    employerEmail: 'pat@example.com',
    address: {
      address1: '44 Elm Street',
      address2: 'Unit 2',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
      country: 'USA',
      latitude: 30.24,
      longitude: -97.77,
      fullAddress: '44 Elm Street, Unit 2, Austin, TX 78704',
    },
    applications: { total: 0, pending: 0, accepted: 0, rejected: 0 },
  },
} satisfies EmployerJob;

describe('repost and edit starting values (docs/spec/2-employers-and-info-pages.md §4)', () => {
  it('an expired job starts today with the end left blank', () => {
    const values = repostValues(job, { today: TODAY, expired: true });
    expect(values).toMatchObject({ title: 'Rake leaves', startDate: '06/15/2026', endDate: '', price: '40' });
    expect(values.location.place).toMatchObject({ city: 'Austin', state: 'TX', zipCode: '78704' });
    expect(postJobFormSchema(TODAY, true).safeParse({ ...values, endDate: '06/30/2026' }).success).toBe(true);
  });

  it('a repost keeps days still ahead and moves a passed start to today', () => {
    expect(repostValues(job, { today: TODAY, expired: false })).toMatchObject({
      startDate: '06/15/2026',
      endDate: '06/20/2026',
    });
  });

  it('while no student is accepted, an edit sends the title and the address, whose rules it checks', () => {
    const edit = editJobFormSchema({
      today: TODAY,
      originalStartDate: job.data.startDate,
      isReopened: false,
      renamable: true,
    });
    expect(edit.parse({ ...editValues(job), title: 'Rake and bag leaves' })).toMatchObject({
      title: 'Rake and bag leaves',
      address: {
        address1: job.data.address.address1,
        city: job.data.address.city,
        state: job.data.address.state,
        zipCode: job.data.address.zipCode,
      },
    });
    expect(messages(edit, { ...editValues(job), title: ' ', address1: '' })).toMatchObject({
      title: m.titleRequired,
      address1: m.addressRequired,
    });
    expect(
      messages(edit, { ...editValues(job), location: { text: 'Nowhereville', place: null } }),
    ).toMatchObject({ location: m.addressUnknown });
  });

  it('an edit may keep a start that has passed; a reopen starts today and is marked reopened', () => {
    const edit = editJobFormSchema({
      today: TODAY,
      originalStartDate: job.data.startDate,
      isReopened: false,
      renamable: false,
    });
    expect(edit.parse(editValues(job))).toEqual({
      kind: 'yardWork',
      description: job.data.description,
      startDate: '2026-06-10',
      endDate: '2026-06-20',
      startTime: '10:00',
      endTime: '12:00',
      powerEquipment: false,
      price: 40,
      priceType: 'perJob',
      isActive: true,
    });
    expect(messages(edit, { ...editValues(job), startDate: '06/11/2026' })).toEqual({
      startDate: m.futureDate,
    });
    const reopen = editJobFormSchema({
      today: TODAY,
      originalStartDate: job.data.startDate,
      isReopened: true,
      renamable: false,
    });
    expect(reopen.parse(editValues(job, TODAY))).toMatchObject({
      startDate: TODAY,
      isReopened: true,
    });
  });
});
