/*
 * The notify domain's public face: the mails sent to a person, for their data export. Sending a mail
 * is functions/lib/notify.ts's (every function queues through it); this domain's worker delivers them.
 */
export { type DeliveryRecord, deliveriesTo } from './account-data';
