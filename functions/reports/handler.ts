import { createHttpHandler } from '../lib/http-handler';
import { reportJob } from './routes/report-job';

export const handler = createHttpHandler('reports', { reportJob });
