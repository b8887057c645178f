/** Shared with the student's My Applications: the badge lives in lib/applications. */
export { ApplicationStatusBadge } from '../../../lib/applications/ApplicationStatusBadge';
