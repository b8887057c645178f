import { FORMER_EMPLOYER, FORMER_STUDENT, isSameMailbox } from '../../shared/rules/person';
import { conditionalUpdate } from '../lib/conditional-write';
import { tableName } from '../lib/dynamo';
import { equal, exists, expressions, update } from '../lib/expressions';
import { forEachSettled } from '../lib/for-each-settled';
import type { ApplicationItem } from './entities/application';
import { applicationRepository } from './entities/application';

/*
 * What a deleted account leaves in the applications. A student's pending applications are withdrawn;
 * a decided one stays in the employer's history, anonymized; an employer's name and a guardian's
 * address leave the applications that carry a copy. Each write is conditioned on the person it is
 * about, so a deletion that runs twice changes nothing the second time.
 */

type ApplicationKey = Pick<ApplicationItem, 'jobId' | 'studentId'>;
const keyOf = ({ jobId, studentId }: ApplicationKey) => ({ jobId, studentId });

/**
 * A deleted student's applications. Pending ones are withdrawn (off the employer's list and
 * counters); a decided one stays in the employer's history as "Former student": no e-mail, no note, no
 * guardian; the status, the price and the dates stay. A withdrawal that loses a race to a review
 * anonymizes instead.
 */
export async function forgetApplicationsOfStudent(studentId: string): Promise<void> {
  const applications = await applicationRepository.listByStudent(studentId);
  await forEachSettled(applications, async (item) => {
    const pending = item.status === 'Applied' || item.status === 'AwaitingApproval';
    if (pending && (await applicationRepository.removePending(item, studentId)).ok) return;
    await conditionalUpdate({
      TableName: tableName('applications'),
      Key: keyOf(item),
      ...expressions({
        update: update({
          set: { firstName: FORMER_STUDENT, lastName: '', emailId: '', bio: '', anonymized: true },
          remove: ['parentName', 'parentEmail', 'approvalNonce'],
        }),
        condition: equal({ studentId: item.studentId }),
      }),
    });
  });
}

/** A deleted employer's name leaves the applications to their job. */
export async function forgetEmployerOfJobApplications(jobId: string, employerId: string): Promise<void> {
  await forEachSettled(await applicationRepository.listByJob(jobId), (item) =>
    conditionalUpdate({
      TableName: tableName('applications'),
      Key: keyOf(item),
      ...expressions({
        update: update({ set: { employerName: FORMER_EMPLOYER } }),
        condition: equal({ employerId }),
      }),
    }),
  );
}

/**
 * A deleted guardian's name and address leave their teen's applications (kept there for the
 * guardian's mails), and the Approve and Decline links in their mail stop working.
 */
export async function forgetGuardianOfTeen(teenId: string, guardianEmail: string): Promise<void> {
  const applications = await applicationRepository.listByStudent(teenId);
  await forEachSettled(
    applications.filter((item) => isSameMailbox(item.parentEmail ?? '', guardianEmail)),
    (item) =>
      conditionalUpdate({
        TableName: tableName('applications'),
        Key: keyOf(item),
        ...expressions({
          update: update({ remove: ['parentName', 'parentEmail'] }),
          condition: exists('parentEmail'),
        }),
      }),
  );
  await applicationRepository.voidApprovalLinks(teenId);
}
