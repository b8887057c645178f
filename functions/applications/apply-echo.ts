import { normalizeEmail, phoneDigits } from '../../shared/rules/person';
import { type ApplyBody, applicationMessages } from '../../shared/schemas/application';

/*
 * The spec's apply payload repeats facts the server already knows (the student's name, e-mail, phone
 * and parent, the job's id, title and employer). They are never used: the server takes them from its
 * own records. A repeated fact is accepted only when it matches those records, so a stale page or a
 * forged body is told so instead of being silently ignored.
 */

export interface EchoRecords {
  jobId: string;
  jobTitle: string;
  employerName: string;
  firstName: string;
  lastName: string;
  emailId: string;
  contactNumber: string;
  parentName?: string;
  parentEmail?: string;
}

type EchoField = 'id' | keyof Omit<EchoRecords, 'jobId' | 'employerName'> | 'createdBy';

const text = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');
const email = (value: string | undefined) => normalizeEmail(value ?? '');
const phone = (value: string | undefined) => phoneDigits(value ?? '');

/** For each echo field: how to compare it, and the record it must equal. */
const echoes: Record<
  EchoField,
  [compare: (value: string | undefined) => string, record: (r: EchoRecords) => string | undefined]
> = {
  id: [text, (r) => r.jobId],
  jobTitle: [text, (r) => r.jobTitle],
  createdBy: [text, (r) => r.employerName],
  firstName: [text, (r) => r.firstName],
  lastName: [text, (r) => r.lastName],
  emailId: [email, (r) => r.emailId],
  contactNumber: [phone, (r) => r.contactNumber],
  parentName: [text, (r) => r.parentName],
  parentEmail: [email, (r) => r.parentEmail],
};

/** The echo fields that differ from our records, each with the message to show; empty when all match. */
export function echoMismatches(body: ApplyBody, records: EchoRecords): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, [normalize, record]] of Object.entries(echoes) as [
    EchoField,
    (typeof echoes)[EchoField],
  ][]) {
    const sent = body[field];
    if (sent === undefined) continue;
    if (normalize(sent) !== normalize(record(records))) fields[field] = applicationMessages.echoMismatch;
  }
  return fields;
}
