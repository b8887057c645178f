import type { TemplateData, TemplateName } from './index';
import { parentStatusUpdateData } from './templates/parent-alert-application-status-update';
import { teenStatusUpdateData } from './templates/teen-application-status-update';

const SAMPLE_JOB_URL = 'http://localhost:5173/jobs/4f1c2a9e-8d7b-4c3a-9e2f-1a2b3c4d5e6f';

/**
 * Realistic data for every template: for tests and previews. The apostrophes, ampersands and angle
 * brackets are deliberate, they are what names and job titles really contain.
 */
export const sampleData: { readonly [N in TemplateName]: TemplateData<N> } = {
  TeenApplicationReceived: {
    teenName: 'Maya',
    jobTitle: 'Dog walking & pet sitting',
    employerName: "O'Neil Family",
    jobUrl: SAMPLE_JOB_URL,
  },
  ParentAlert_TeenApplied: {
    parentName: 'Priya Patel',
    teenName: 'Maya',
    jobTitle: 'Dog walking & pet sitting',
    employerName: "O'Neil Family",
    jobCity: 'Austin',
    jobState: 'TX',
    startDate: 'June 1, 2026',
    endDate: 'June 14, 2026',
    jobUrl: SAMPLE_JOB_URL,
  },
  EmployerAlert_TeenApplied: {
    employerName: "O'Neil Family",
    studentName: 'Maya Patel',
    jobTitle: 'Dog walking & pet sitting',
    appUrl: 'http://localhost:5173/employer/jobs',
    jobUrl: SAMPLE_JOB_URL,
  },
  ParentAlert_TeenRegistered: {
    parentName: 'Priya Patel',
    teenName: 'Maya',
    appUrl: 'http://localhost:5173/',
  },
  TeenApplicationStatusUpdate: teenStatusUpdateData('Maya', 'Dog walking & pet sitting', SAMPLE_JOB_URL, {
    accepted: true,
    employer: { phone: '(512) 555-0142', email: 'oneil.family@example.com' },
  }),
  ParentAlert_ApplicationStatusUpdate: parentStatusUpdateData(
    'Priya Patel',
    'Maya',
    'Dog walking & pet sitting',
    SAMPLE_JOB_URL,
    true,
  ),
  SupportAlert_JobReported: {
    jobId: '4f1c2a9e-8d7b-4c3a-9e2f-1a2b3c4d5e6f',
    jobTitle: 'Easy money <from home>',
    employerName: 'Quick Cash LLC',
    reason: 'Asking for money or seems like a fake job',
    description: 'They asked me to buy gift cards first.\nThen they stopped answering.',
    reporterEmail: 'sam.lee@example.com',
    jobUrl: SAMPLE_JOB_URL,
  },
  JobApplicationInterest: { teenName: 'Maya', jobTitle: 'Dog walking & pet sitting', jobUrl: SAMPLE_JOB_URL },
  EmployerAlert_JobApplicationInterest: {
    studentName: 'Maya Patel',
    employerName: "O'Neil Family",
    studentEmail: 'maya.patel@example.com',
    jobTitle: 'Dog walking & pet sitting',
    jobUrl: SAMPLE_JOB_URL,
  },
};
