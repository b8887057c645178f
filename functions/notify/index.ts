export { recipientHash } from './deliveries';
