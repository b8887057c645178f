import { type ReportReason, reportBodySchema } from '@shared/schemas/report';
import { formSchema } from '../../../lib/forms/form-schema';

/** The Report dialog's fields, named as POST /reportjob's body so the server's messages land under them. */
export interface ReportForm extends Record<string, unknown> {
  /** Empty until a reason is chosen: the contract then says "Please choose a reason." */
  reportReason: ReportReason | '';
  reportDescription: string;
}

export const emptyReportForm: ReportForm = { reportReason: '', reportDescription: '' };

export const reportFormSchema = formSchema({
  payload: reportBodySchema,
  toPayload: (form: ReportForm) => ({
    // No reason yet ('') goes on to fail the contract's own check, with its message.
    reportReason: form.reportReason as ReportReason,
    reportDescription: form.reportDescription,
  }),
});
