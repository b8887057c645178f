import { createHttpHandler } from '../lib/http-handler';
import { closeJob } from './routes/close-job';
import { createJob } from './routes/create-job';
import { deleteJob } from './routes/delete-job';
import { getEmployerDashboard } from './routes/get-employer-dashboard';
import { getJob } from './routes/get-job';
import { listEmployerJobs } from './routes/list-employer-jobs';
import { listNewestJobs } from './routes/list-newest-jobs';
import { searchJobs } from './routes/search-jobs';
import { updateJob } from './routes/update-job';

export const handler = createHttpHandler('jobs', {
  listNewestJobs,
  searchJobs,
  getJob,
  // employers: post, edit, close, delete, and their own lists
  createJob,
  updateJob,
  deleteJob,
  closeJob,
  listEmployerJobs,
  getEmployerDashboard,
});
