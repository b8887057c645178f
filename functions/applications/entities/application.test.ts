import { describe, expect, it } from 'vitest';
import { newApplicationItem, toEmployerApplication, toStudentApplication } from './application';

const now = new Date('2026-05-01T15:00:00.000Z');
const job = { jobId: 'job-1', employerId: 'emp-1', title: 'Dog walking', employerName: 'Pat Lee' };
const teen = {
  userId: 'stu-1',
  firstName: 'Maya',
  lastName: 'Patel',
  emailId: 'maya@example.com',
  dateOfBirth: '2010-09-01',
  createdAt: '2026-01-01T00:00:00.000Z',
  parentName: 'Priya Patel',
  parentEmail: 'priya@example.com',
};
const address = {
  address1: '12 Oak St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zipCode: '78704',
  country: 'USA',
  latitude: 30.25,
  longitude: -97.76,
};
const jobView = {
  address,
  employerName: 'Pat Lee',
  employerEmail: 'pat@example.com',
  employerPhone: '5125550142',
};

describe('a new application', () => {
  it('keeps the parent of a student under 18 only, and the price type only with a price', () => {
    const minor = newApplicationItem(teen, job, { expectedPrice: 12, priceType: 'perJob', bio: '' }, now);
    expect(minor).toMatchObject({ isMinor: true, parentEmail: 'priya@example.com', status: 'Applied' });
    const adult = newApplicationItem(
      { ...teen, dateOfBirth: '2007-04-30' },
      job,
      { expectedPrice: 0, bio: '' },
      now,
    );
    expect(adult.isMinor).toBe(false);
    expect(adult).not.toHaveProperty('parentEmail');
    expect(adult).not.toHaveProperty('priceType');
  });
});

describe('what each side sees', () => {
  const item = newApplicationItem(teen, job, { expectedPrice: 12, priceType: 'perHr', bio: 'Hi' }, now);

  it('gives the employer no parent, age, phone or ZIP, only whether the student is under 18', () => {
    const view = JSON.stringify(toEmployerApplication(item));
    for (const secret of ['priya', 'Priya', 'age', 'zip', 'contactNumber'])
      expect(view).not.toContain(secret);
    expect(toEmployerApplication(item).data.isMinor).toBe(true);
  });

  it('shows the student the street address and the employer contact only once accepted', () => {
    expect(toStudentApplication(item, jobView).data).not.toHaveProperty('accepted');
    expect(JSON.stringify(toStudentApplication({ ...item, status: 'Rejected' }, jobView))).not.toContain(
      'Oak',
    );
    expect(toStudentApplication({ ...item, status: 'Accepted' }, jobView).data.accepted).toEqual({
      address,
      employerName: 'Pat Lee',
      employerEmail: 'pat@example.com',
      employerPhone: '5125550142',
    });
  });
});
