import type { Booking } from '@shared/schemas/schedule';
import { errorMessage } from '../../../lib/api-client';
import { visitHours } from '../../../lib/schedule/visit-time';
import { Alert } from '../../../lib/ui/Alert';
import { BusyButton } from '../../../lib/ui/BusyButton';
import { useAnswerNewTime } from '../api/answer-new-time';
import styles from './Schedule.module.css';

const whoIs = (booking: Booking, role: 'student' | 'employer' | 'guardian') =>
  role === 'student'
    ? booking.studentFirstName
    : role === 'employer'
      ? booking.employerFirstName
      : 'the parent or guardian';

/** A new time waiting for answers: what it is, who must still agree, and the viewer's answer. */
export function ProposalPanel({ booking, onDone }: { booking: Booking; onDone: (message: string) => void }) {
  const answer = useAnswerNewTime();
  const proposal = booking.proposal;
  if (!proposal) return null;
  const mine = proposal.waitingFor.includes(booking.viewer);
  const when = visitHours({
    startTime: proposal.startTime,
    endTime: proposal.endTime,
    startsAt: `${proposal.date}T12:00:00.000Z`,
    timeZone: booking.timeZone,
  });
  const reply = (accept: boolean) =>
    answer.mutate(
      { applicationId: booking.applicationId, accept },
      { onSuccess: ({ message }) => onDone(message) },
    );
  return (
    <section className={styles.panel} aria-label="A new time waits for an answer">
      <h3 className={styles.panelHeading}>A new time for {booking.title}</h3>
      <p>
        {whoIs(booking, proposal.proposedBy)} proposed {proposal.date}, {when.replace(/ [A-Z]{2,4}$/, '')}, in
        place of the visit of {proposal.day}.
      </p>
      <p className={styles.muted}>
        Waiting for: {proposal.waitingFor.map((who) => whoIs(booking, who)).join(' and ')}.
      </p>
      {mine ? (
        <div className="btn-row">
          <BusyButton
            type="button"
            className="btn btn-secondary"
            busy={answer.isPending && answer.variables?.accept === false}
            onClick={() => {
              if (!answer.isPending) reply(false);
            }}
          >
            Decline
          </BusyButton>
          <BusyButton
            type="button"
            className="btn btn-primary"
            busy={answer.isPending && answer.variables?.accept === true}
            onClick={() => {
              if (!answer.isPending) reply(true);
            }}
          >
            {booking.viewer === 'guardian' ? 'Approve' : 'Accept'}
          </BusyButton>
        </div>
      ) : null}
      <Alert tone="error">{answer.isError ? errorMessage(answer.error) : null}</Alert>
    </section>
  );
}
