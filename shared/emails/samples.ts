import type { TemplateData, TemplateName } from './index';
import { applicationClosedData } from './templates/application-closed-data';
import { parentStatusUpdateData } from './templates/parent-alert-application-status-update';
import { teenStatusUpdateData } from './templates/teen-application-status-update';

/**
 * Realistic data for every template: for tests and previews. The apostrophes, ampersands and angle
 * brackets are deliberate, they are what names and job titles really contain.
 */
export const sampleData: { readonly [N in TemplateName]: TemplateData<N> } = {
  TeenApplicationReceived: {
    teenName: 'Maya',
    jobTitle: 'Dog walking & pet sitting',
    employerName: "O'Neil Family",
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
  },
  EmployerAlert_TeenApplied: {
    employerName: "O'Neil Family",
    studentName: 'Maya Patel',
    jobTitle: 'Dog walking & pet sitting',
    appUrl: 'http://localhost:5173/employer/jobs',
  },
  ParentAlert_TeenRegistered: {
    parentName: 'Priya Patel',
    teenName: 'Maya',
    confirmUrl: 'http://localhost:5173/family/invitation?token=v1.abc.def',
    expiresOn: 'June 8, 2026',
  },
  TeenApplicationStatusUpdate: teenStatusUpdateData('Maya', 'Dog walking & pet sitting', {
    accepted: true,
    employer: { phone: '(512) 555-0142', email: 'oneil.family@example.com' },
  }),
  ParentAlert_ApplicationStatusUpdate: parentStatusUpdateData(
    'Priya Patel',
    'Maya',
    'Dog walking & pet sitting',
    true,
  ),
  SupportAlert_JobReported: {
    jobId: '4f1c2a9e-8d7b-4c3a-9e2f-1a2b3c4d5e6f',
    jobTitle: 'Easy money <from home>',
    employerName: 'Quick Cash LLC',
    reason: 'Asking for money or seems like a fake job',
    description: 'They asked me to buy gift cards first.\nThen they stopped answering.',
    reporterEmail: 'sam.lee@example.com',
  },
  JobApplicationInterest: { teenName: 'Maya', jobTitle: 'Dog walking & pet sitting' },
  EmployerAlert_JobApplicationInterest: {
    studentName: 'Maya Patel',
    employerName: "O'Neil Family",
    studentEmail: 'maya.patel@example.com',
    jobTitle: 'Dog walking & pet sitting',
  },
  GuardianAlert_ApprovalRequest: {
    parentName: 'Priya Patel',
    teenName: 'Maya',
    jobTitle: 'Dog walking & pet sitting',
    employerFirstName: "Siobhan O'Neil",
    jobCity: 'Austin',
    jobState: 'TX',
    startDate: 'June 1, 2026',
    endDate: 'June 14, 2026',
    approveUrl: 'http://localhost:5173/family/approval?token=v1.abc.def&decision=approve',
    declineUrl: 'http://localhost:5173/family/approval?token=v1.abc.def&decision=decline',
  },
  GuardianAlert_Activity: {
    parentName: 'Priya Patel',
    summary: 'Maya was accepted for Dog walking & pet sitting.',
    familyUrl: 'http://localhost:5173/family',
  },
  GuardianAlert_Digest: {
    parentName: 'Priya Patel',
    summary: 'Maya applied for Dog walking & pet sitting.\nMaya was accepted for Tutoring <maths>.',
    familyUrl: 'http://localhost:5173/family',
  },
  TeenApplicationClosed: applicationClosedData('Maya', 'Dog walking & pet sitting', 'job filled'),
  SupportAlert_GuardianDeclined: {
    teenName: 'Maya Patel',
    teenEmail: 'maya.patel@example.com',
    guardianEmail: 'priya.patel@example.com',
  },
};
