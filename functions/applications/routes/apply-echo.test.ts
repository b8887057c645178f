import { describe, expect, it } from 'vitest';
import { applicationMessages, applyBodySchema } from '../../../shared/schemas/application';
import { echoMismatches } from './apply-to-job';

const records = {
  jobId: '4f1c2a9e-8d7b-4c3a-9e2f-1a2b3c4d5e6f',
  jobTitle: 'Dog walking',
  employerName: 'Pat Lee',
  firstName: 'Maya',
  lastName: 'Patel',
  emailId: 'maya@example.com',
  contactNumber: '5125550142',
  parentName: 'Priya Patel',
  parentEmail: 'priya@example.com',
};
const body = (fields: Record<string, unknown>) => applyBodySchema.parse(fields);

describe('apply echo fields', () => {
  it('accept a body without them, and echoes equal to our records as a form shows them', () => {
    expect(echoMismatches(body({}), records)).toEqual({});
    expect(
      echoMismatches(
        body({
          id: records.jobId,
          jobTitle: ' Dog walking ',
          createdBy: 'Pat Lee',
          firstName: 'Maya',
          lastName: 'Patel',
          emailId: 'Maya@Example.com',
          contactNumber: '(512) 555-0142',
          parentName: 'Priya Patel',
          parentEmail: 'PRIYA@example.com',
        }),
        records,
      ),
    ).toEqual({});
  });

  it('name each echo that differs from our records', () => {
    expect(
      echoMismatches(body({ firstName: 'Someone', parentEmail: 'me@example.com', id: 'other' }), records),
    ).toEqual({
      firstName: applicationMessages.echoMismatch,
      parentEmail: applicationMessages.echoMismatch,
      id: applicationMessages.echoMismatch,
    });
  });

  it('accept an empty parent echo only from a student without a parent', () => {
    const adult = { ...records, parentName: undefined, parentEmail: undefined };
    expect(echoMismatches(body({ parentName: '', parentEmail: '' }), adult)).toEqual({});
    expect(echoMismatches(body({ parentEmail: 'p@example.com' }), adult)).toEqual({
      parentEmail: applicationMessages.echoMismatch,
    });
    expect(echoMismatches(body({ parentEmail: '' }), records)).toEqual({
      parentEmail: applicationMessages.echoMismatch,
    });
  });
});
