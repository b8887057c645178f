import type { TemplateData, TemplateName } from './index';
import { accountDeletedSummary } from './templates/account-deleted-data';
import { applicationClosedData } from './templates/application-closed-data';
import { appealOutcomeWords, reportOutcome, statementDecision } from './templates/moderation-data';
import { scheduleMailReasons } from './templates/schedule-mail-data';
import { parentStatusUpdateData, teenStatusUpdateData } from './templates/status-update-data';

const SAMPLE_JOB_URL = 'http://localhost:5173/jobs/4f1c2a9e-8d7b-4c3a-9e2f-1a2b3c4d5e6f';
const SAMPLE_CONVERSATION_URL = 'http://localhost:5173/messages/7d2f4b1a-3c5e-4f6a-8b9c-0d1e2f3a4b5c';

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
    studentFirstName: 'Maya',
    studentLastName: 'Patel',
    jobTitle: 'Dog walking & pet sitting',
    appUrl: 'http://localhost:5173/employer/jobs',
    jobUrl: SAMPLE_JOB_URL,
  },
  ParentAlert_TeenRegistered: {
    parentName: 'Priya Patel',
    teenName: 'Maya Patel',
    teenFirstName: 'Maya',
    confirmUrl: 'http://localhost:5173/family/invitation#token=v1.abc.def',
    expiresOn: 'June 8, 2026',
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
    "O'Neil Family",
    { accepted: true, employer: { phone: '(512) 555-0142', email: 'oneil.family@example.com' } },
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
  JobApplicationInterest: {
    teenName: 'Maya',
    jobTitle: 'Dog walking & pet sitting',
    jobUrl: SAMPLE_JOB_URL,
    conversationUrl: SAMPLE_CONVERSATION_URL,
  },
  EmployerAlert_JobApplicationInterest: {
    studentName: 'Maya Patel',
    employerName: "O'Neil Family",
    jobTitle: 'Dog walking & pet sitting',
    jobUrl: SAMPLE_JOB_URL,
    conversationUrl: SAMPLE_CONVERSATION_URL,
  },
  JobAlert: {
    studentName: 'Maya',
    summary: '3 new jobs match your saved searches.',
    searches: [
      {
        description: '“dog walker” within 10 mi of Austin, TX 78704',
        jobs: [
          {
            title: 'Afternoon dog walker & pet sitter',
            details: 'Austin, TX · $15/Hr · December 1 to December 12, 2026',
            url: 'http://localhost:5173/jobs/4f1c2a9e-8d7b-4c3a-9e2f-1a2b3c4d5e6f',
          },
          {
            title: 'Walk Biscuit, our <very> friendly beagle',
            details: 'Austin, TX · $40/Job · December 3, 2026',
            url: 'http://localhost:5173/jobs/5a2d3b8f-9e8c-4d4b-8f3a-2b3c4d5e6f70',
          },
        ],
        searchUrl: 'http://localhost:5173/jobs?title=dog+walker&zipcode=78704&radius=10',
      },
      {
        description: '“tutor” anywhere',
        jobs: [
          {
            title: 'Math tutor for a 7th grader',
            details: 'Denver, CO · $25/Hr · December 2 to December 20, 2026',
            url: 'http://localhost:5173/jobs/6b3e4c9a-0f9d-4e5c-9a4b-3c4d5e6f7081',
          },
        ],
        searchUrl: 'http://localhost:5173/jobs?title=tutor',
      },
    ],
    manageUrl: 'http://localhost:5173/alerts',
    unsubscribeUrl: 'http://localhost:5173/unsubscribe#token=v1.eyJwIjoiYWxlcnQifQ.c2lnbmF0dXJl',
  },
  GuardianAlert_ApprovalRequest: {
    parentName: 'Priya Patel',
    teenName: 'Maya',
    jobTitle: 'Dog walking & pet sitting',
    description: 'Walk Biscuit, our friendly beagle, for 30 minutes after school.\nFeed the cat <Mochi> too.',
    employerFirstName: "Siobhan O'Neil",
    employerStanding: 'On Neighbourhood Jobs for 4 months · No reviews yet',
    jobCity: 'Austin',
    jobState: 'TX',
    startDate: 'June 1, 2026',
    endDate: 'June 14, 2026',
    hours: '3:30 pm – 4:30 pm',
    pay: '$15/Hr',
    approveUrl: 'http://localhost:5173/family/approval#token=v1.abc.def&decision=approve',
    declineUrl: 'http://localhost:5173/family/approval#token=v1.abc.def&decision=decline',
    jobUrl: SAMPLE_JOB_URL,
  },
  GuardianAlert_LinkEnded: { parentName: 'Priya Patel', teenName: 'Maya' },
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
  TeenApplicationClosed: applicationClosedData(
    'Maya',
    'Dog walking & pet sitting',
    SAMPLE_JOB_URL,
    'job filled',
  ),
  SupportAlert_GuardianDeclined: {
    teenName: 'Maya Patel',
    teenEmail: 'maya.patel@example.com',
    guardianEmail: 'priya.patel@example.com',
  },
  AccountDeleted: {
    // A guardian's copy: their teen asked (in production the account holder's own copy says "you").
    recipientName: 'Priya',
    accountName: "Maya O'Neil",
    requestedBy: 'your teen',
    deletedOn: 'June 3, 2026',
    summary: accountDeletedSummary.student,
  },
  MessageNotification: {
    recipientName: 'Maya',
    otherPartyName: "Siobhan O'Neil",
    jobTitle: 'Dog walking & pet sitting',
    jobUrl: SAMPLE_JOB_URL,
    conversationUrl: SAMPLE_CONVERSATION_URL,
  },
  SupportAlert_MessageReported: {
    conversationId: '7d2f4b1a-3c5e-4f6a-8b9c-0d1e2f3a4b5c',
    messageId: '00000000-0007-8a1b-9c2d-3e4f5a6b7c8d',
    jobTitle: 'Dog walking & pet sitting',
    jobUrl: SAMPLE_JOB_URL,
    sentBy: "the employer (Siobhan O'Neil)",
    sentAt: 'June 2, 2026, 8:14 PM UTC',
    originalText: 'Text me on 512 555 0199, we can sort the money <outside> the app.',
    reason: 'Asking to meet or talk somewhere else',
    details: 'She keeps asking for my number.',
    reportedBy: 'the student (Maya)',
    reporterEmail: 'maya.patel@example.com',
  },
  Schedule_Reminder: {
    name: 'Priya',
    summary: 'Tomorrow at 3:30 pm: Maya’s first visit',
    advice: 'You will get an e-mail when Maya checks in and when she checks out.',
    jobTitle: 'Dog walking & pet sitting',
    jobUrl: SAMPLE_JOB_URL,
    when: 'Tue, Jun 2, 3:30 pm – 5 pm (Central Time)',
    place: 'Austin, TX',
    scheduleUrl: 'http://localhost:5173/schedule',
    why: scheduleMailReasons.guardian,
  },
  Schedule_VisitUpdate: {
    name: 'Priya',
    summary: 'Maya checked in at 3:32 pm',
    message: 'Her location was more than 500 m from the job’s address when she checked in.',
    jobTitle: 'Dog walking & pet sitting',
    jobUrl: SAMPLE_JOB_URL,
    when: 'Tue, Jun 2, 3:30 pm – 5 pm (Central Time)',
    place: "12 O'Neil St, Austin, TX 78704",
    scheduleUrl: 'http://localhost:5173/schedule',
    why: scheduleMailReasons.guardian,
  },
  Schedule_BookingChange: {
    name: 'Sam',
    summary: 'Maya cancelled a visit',
    message: 'It was less than a day away, so we are telling you at once.',
    jobTitle: 'Dog walking & pet sitting',
    jobUrl: SAMPLE_JOB_URL,
    visit: 'Tue, Jun 2, 3:30 pm – 5 pm (Central Time)',
    note: 'Sorry, I have a <school> trip & can’t make it.',
    scheduleUrl: 'http://localhost:5173/schedule',
    why: scheduleMailReasons.employer,
  },
  ModerationStatement: {
    recipientName: "Pat O'Neil",
    about: 'the job “Dog walking & pet sitting” you posted',
    decision: statementDecision.hide,
    reason: 'Scam, or asking for money up front',
    note: 'The job asked students to pay a <deposit> before starting.',
    decidedOn: 'June 3, 2026',
    appealUntil: 'July 3, 2026',
    appealUrl: 'http://localhost:5173/appeal#token=v1.abc.def',
  },
  ModerationRestored: {
    recipientName: "Pat O'Neil",
    about: 'the job “Dog walking & pet sitting” you posted',
    note: 'The deposit was a refundable key deposit & explained in person.',
  },
  ModerationAppealDecided: {
    recipientName: "Pat O'Neil",
    about: 'the job “Dog walking & pet sitting” you posted',
    outcome: appealOutcomeWords.upheld,
    note: 'Asking students for money before a job is against our rules <always>.',
  },
  ModerationReportOutcome: {
    recipientName: 'Maya',
    about: 'the job “Dog walking & pet sitting”',
    reportedOn: 'June 2, 2026',
    outcome: reportOutcome.hide,
  },
  ReviewNotice: {
    recipientName: 'Maya',
    summary: 'Sam reviewed you: your turn',
    message:
      'Sam reviewed the job you did. Review Sam by June 16 & both reviews appear together, or Sam’s appears alone then.',
    jobTitle: 'Dog walking & pet sitting',
    jobUrl: SAMPLE_JOB_URL,
    reviewUrl: 'http://localhost:5173/schedule/7d2f4b1a-3c5e-4f6a-8b9c-0d1e2f3a4b5c',
  },
};
