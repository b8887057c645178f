import { createHttpHandler } from '../lib/http-handler';
import { getJob } from './routes/get-job';
import { listNewestJobs } from './routes/list-newest-jobs';

export const handler = createHttpHandler('jobs', { listNewestJobs, getJob });
