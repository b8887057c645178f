import type { ReviewAuthor } from '@shared/rules/reviews';
import type { ApplicationReviews, Review } from '@shared/schemas/reviews';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert } from '../ui/Alert';
import { LoadFailure, Loading } from '../ui/LoadStates';
import { EmployerReviewForm } from './EmployerReviewForm';
import { useApplicationReviews } from './get-application-reviews';
import { ReplyForm } from './ReplyForm';
import { ReportReviewDialog } from './ReportReviewDialog';
import { ReviewCard } from './ReviewCard';
import styles from './Reviews.module.css';
import { possessive, REVIEWS_FRAGMENT, revealDay } from './review-words';
import { StudentReviewForm } from './StudentReviewForm';

interface PanelProps {
  userId: string;
  applicationId: string;
  /** The people of the job, by first name, as the booking gives them. */
  studentName: string;
  employerName: string;
}

/**
 * The reviews of one job, where its parties (and a minor's guardian) see the job: the form for the
 * caller's side while the 14 days run, the double-blind wait said plainly, then both reviews together,
 * the employer's one reply, and "Report this review". Who may read what is the server's answer.
 */
export function ReviewsPanel(props: PanelProps) {
  const { userId, applicationId } = props;
  const query = useApplicationReviews(userId, applicationId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const arrived = location.hash === `#${REVIEWS_FRAGMENT}`;
  const loaded = query.isSuccess;

  // Opened from a "Review" link: focus lands on the reviews, not at the top of the timesheet.
  useEffect(() => {
    if (arrived && loaded) {
      headingRef.current?.scrollIntoView({ block: 'start' });
      headingRef.current?.focus();
    }
  }, [arrived, loaded]);

  return (
    <section className={styles.panel} aria-labelledby={`${REVIEWS_FRAGMENT}-heading`} id={REVIEWS_FRAGMENT}>
      <h2 id={`${REVIEWS_FRAGMENT}-heading`} ref={headingRef} tabIndex={-1} className={styles.heading}>
        Reviews
      </h2>
      {query.isPending ? (
        <Loading>Loading the reviews…</Loading>
      ) : query.isError ? (
        <LoadFailure title="We couldn’t load the reviews" query={query} />
      ) : (
        <ReviewsOfJob {...props} reviews={query.data} />
      )}
    </section>
  );
}

const otherSide = (side: ReviewAuthor): ReviewAuthor => (side === 'student' ? 'employer' : 'student');

function ReviewsOfJob({
  userId,
  applicationId,
  studentName,
  employerName,
  reviews,
}: PanelProps & { reviews: ApplicationReviews }) {
  const [message, setMessage] = useState('');
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) statusRef.current?.focus();
  }, [message]);

  const side = reviews.viewerSide;
  const nameOf = (author: ReviewAuthor) => (author === 'student' ? studentName : employerName);
  const status = (
    <div ref={statusRef} tabIndex={-1} className={styles.status}>
      <Alert tone="success">{message || null}</Alert>
    </div>
  );

  if (reviews.stage === 'waiting') {
    return (
      <p className={styles.hint}>
        {side
          ? `You and ${nameOf(otherSide(side))} can review each other once the job is completed and its hours are confirmed.`
          : 'Reviews can be written once the job is completed and its hours are confirmed.'}
      </p>
    );
  }

  // A guardian reads what the server shows them, and does not review.
  if (!side) {
    const shown = [reviews.employer, reviews.student].filter((review): review is Review => review !== null);
    return shown.length === 0 ? (
      <p className={styles.hint}>
        Nothing to read yet. Both reviews appear together once both are in, or 14 days after the job was
        completed.
      </p>
    ) : (
      <div className={styles.list}>
        {shown.map((review) => (
          <ReviewCard
            key={review.reviewId}
            review={review}
            heading={`${possessive(nameOf(review.author))} review of ${nameOf(otherSide(review.author))}`}
            replyFrom={employerName}
          />
        ))}
      </div>
    );
  }

  const other = otherSide(side);
  const otherName = nameOf(other);
  const mine = reviews[side];
  const theirs = reviews[other];

  if (!mine) {
    if (reviews.stage === 'closed') {
      return (
        <>
          <p className={styles.hint}>The 14 days to review this job are over.</p>
          {theirs ? (
            <TheirReview
              {...{ userId, applicationId, side, otherName, employerName }}
              review={theirs}
              onDone={setMessage}
            />
          ) : null}
          {status}
        </>
      );
    }
    return (
      <>
        <p className={styles.intro}>
          {reviews.windowEndsAt
            ? `You have until ${revealDay(reviews.windowEndsAt)} to review ${otherName}. `
            : ''}
          Neither of you sees the other’s review until both are in, or until then. A review cannot be changed
          once it is sent.
        </p>
        <p className={styles.hint}>
          {side === 'student'
            ? `Your stars and words are shown on ${possessive(employerName)} jobs, without your name. Nothing is offered for a review, and every review counts.`
            : `Your answers are shown to ${studentName} only (and to their parent or guardian if they are under 18). Others see only counts: jobs completed and households that would hire them again.`}
        </p>
        {side === 'student' ? (
          <StudentReviewForm
            {...{ userId, applicationId }}
            otherName={employerName}
            onSubmitted={setMessage}
          />
        ) : (
          <EmployerReviewForm
            {...{ userId, applicationId }}
            otherName={studentName}
            onSubmitted={setMessage}
          />
        )}
        {status}
      </>
    );
  }

  return (
    <>
      {mine.revealed ? (
        status
      ) : (
        // The wait, said with its date (the server's thank-you would repeat it less exactly): focus
        // lands here once the review is sent.
        <div ref={statusRef} tabIndex={-1} className={styles.status}>
          <Alert tone="info" title="Your review is in.">
            <p>
              Both reviews appear together when {possessive(otherName)} is in
              {reviews.windowEndsAt ? `, or on ${revealDay(reviews.windowEndsAt)}` : ''}.
            </p>
          </Alert>
        </div>
      )}
      <div className={styles.list}>
        <ReviewCard heading={`Your review of ${otherName}`} review={mine} replyFrom={employerName} />
        {theirs ? (
          <TheirReview
            {...{ userId, applicationId, side, otherName, employerName }}
            review={theirs}
            onDone={setMessage}
          />
        ) : mine.revealed ? (
          <p className={styles.hint}>{otherName} did not review this job.</p>
        ) : null}
      </div>
    </>
  );
}

/** The other side's review, once revealed: the employer may reply once; either may report it. */
function TheirReview({
  userId,
  applicationId,
  side,
  otherName,
  employerName,
  review,
  onDone,
}: {
  userId: string;
  applicationId: string;
  side: ReviewAuthor;
  otherName: string;
  employerName: string;
  review: Review;
  onDone: (message: string) => void;
}) {
  const [reporting, setReporting] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const canReply = side === 'employer' && !review.reply && !review.hidden;
  return (
    <ReviewCard
      heading={`${possessive(otherName)} review of you`}
      review={review}
      replyFrom={side === 'employer' ? 'you' : employerName}
    >
      {side === 'student' && !review.hidden ? (
        <p className={styles.hint}>
          Only you see this review, and your parent or guardian if you are under 18. Others see only how many
          jobs you completed and how many households would hire you again.
        </p>
      ) : null}
      {canReply ? (
        <ReplyForm {...{ userId, applicationId }} reviewId={review.reviewId} onReplied={onDone} />
      ) : null}
      {!review.hidden ? (
        <div>
          <button
            ref={opener}
            type="button"
            className="btn btn-ghost btn-sm"
            aria-haspopup="dialog"
            onClick={() => setReporting(true)}
          >
            Report this review
          </button>
        </div>
      ) : null}
      {reporting ? (
        <ReportReviewDialog
          reviewId={review.reviewId}
          open
          returnFocusTo={opener}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </ReviewCard>
  );
}
