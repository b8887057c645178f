import { createHttpHandler } from '../lib/http-handler';
import { applyToJob } from './routes/apply-to-job';
import { expressInterest } from './routes/express-interest';
import { getApplication } from './routes/get-application';
import { listJobApplications } from './routes/list-job-applications';
import { listOwnApplications } from './routes/list-own-applications';
import { reviewApplication } from './routes/review-application';
import { withdrawApplication } from './routes/withdraw-application';

export const handler = createHttpHandler('applications', {
  listOwnApplications,
  applyToJob,
  withdrawApplication,
  listJobApplications,
  getApplication,
  reviewApplication,
  expressInterest,
});
