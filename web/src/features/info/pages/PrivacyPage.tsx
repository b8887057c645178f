import { familyPagePaths } from '@shared/rules/family';
import { webPaths } from '@shared/web-paths';
import { Link } from 'react-router-dom';
import { teenDeletionPolicy } from '../../../lib/account/deletion-policy';
import { Callout, InfoPage, InfoSection } from '../components/InfoPage';
import { SupportEmailLink } from '../components/SupportEmailLink';
import styles from './InfoPages.module.css';

/*
 * The privacy policy in plain words, for a student aged 13 to 17 and their parent: what we keep, who
 * sees it, how long we keep it and how a guardian deletes it. Its source is the deletion policy and
 * the data rules in docs/security.md and docs/data.md; what a deletion removes and keeps is the same
 * list the delete dialogs show (lib/account/deletion-policy.ts), so the two can never disagree.
 */

/** How long each kind of record lives, as docs/data.md and docs/security.md give it. */
const keptFor: { what: string; howLong: string }[] = [
  {
    what: 'Your account, applications, saved searches, messages and the days of your jobs',
    howLong: 'Until the account is deleted',
  },
  { what: 'Employers’ reviews of you', howLong: 'Until the account is deleted' },
  {
    what: 'Reviews you wrote of an employer (every review counts)',
    howLong: 'Kept after the account is deleted, without your name',
  },
  { what: 'What your parent or guardian was told about your applications', howLong: '90 days' },
  { what: 'A record of each e-mail we sent you (which one and when, not what it said)', howLong: '21 days' },
  { what: 'A fingerprint of each signed-in session, so a stolen one can be stopped', howLong: '30 days' },
  { what: 'Counters that stop too many sign-ups, resends or applications', howLong: 'A day' },
  { what: 'Backups of everything above, kept in case of a breakdown', howLong: '35 days' },
];

export default function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      description="What Neighbourhood Jobs keeps about a student aged 13 to 17, who sees it, how long we keep it, and how a parent or guardian deletes it, in plain words."
      eyebrow="Your information"
      intro={
        <p>
          Many of the students here are 13 to 17. This page says, in plain words, what we keep about them, who
          sees it, how long we keep it and how a parent or guardian deletes it. If you are under 18, read it
          with your parent or guardian.
        </p>
      }
    >
      <Callout title="The short version">
        <ul>
          <li>We keep only what it takes to find a job near you and to apply for it safely.</li>
          <li>
            An employer sees your application only for a job you applied to, and never your age or phone.
          </li>
          <li>
            Your parent or guardian sees your applications and your messages with employers, and can delete
            your account at any time.
          </li>
          <li>Where you are is asked for only when you check in or out of a job, and you can say no.</li>
          <li>We never sell your information, show you advertising or record your screen.</li>
        </ul>
      </Callout>

      <InfoSection id="what-we-keep" title="What we keep about a student under 18">
        <ul>
          <li>
            <strong>Your account:</strong> your name, e-mail address, phone number, ZIP code and age, the
            interests and short bio you choose to add, and your parent or guardian’s name and e-mail address.
            Your password is kept by our sign-in service in a form nobody can read back, not even us.
          </li>
          <li>
            <strong>Your applications:</strong> which jobs you applied to, the note and price you sent, and
            where each one stands.
          </li>
          <li>
            <strong>Your saved searches:</strong> the words, place and distance of each job alert you set up.
          </li>
          <li>
            <strong>What your parent or guardian is told:</strong> a list of your applications and what
            happened to them, which they read on their family page.
          </li>
          <li>
            <strong>Your messages:</strong> what you and an employer write about a job you applied to. Phone
            numbers, e-mail addresses, links and handles in them are hidden until the employer accepts you;
            under 18 they stay hidden after that, apart from phone numbers if your parent or guardian allows
            them.
          </li>
          <li>
            <strong>The days of a job you got:</strong> when each visit is, when you checked in and out, and,
            only if you allow it at that moment, where you were then, to about 100 metres.
          </li>
          <li>
            <strong>Reviews after a job:</strong> the stars and words you give an employer, and the employer’s
            answers about you (on time, did the job well, would hire again, and a note), which only you and
            your parent or guardian read. Everyone else sees only counts, such as how many jobs you completed.
          </li>
          <li>
            <strong>What you report:</strong> a job, a message or a review, and why.
          </li>
        </ul>
        <p>
          We do not keep where you are beyond your ZIP code, apart from the check-ins you allow, and we do not
          follow you in the background. We do not record what you do on the page, and the error reports our
          site sends name nobody: they carry a scrambled number instead of your name or e-mail address.
        </p>
      </InfoSection>

      <InfoSection id="who-sees-it" title="Who sees it">
        <ul>
          <li>
            <strong>An employer</strong> sees your application only for their own job, and only once you
            apply: your name, your note and price, and that you are under 18. Never your age, phone number,
            ZIP code or your parent’s details, and never your e-mail address while you are under 18. If they
            accept you, you get their phone number and e-mail address, and the job’s street address; on the
            job’s days they see when you checked in and out, and whether it was away from the job’s address.
          </li>
          <li>
            <strong>Your parent or guardian</strong> sees your applications and their outcomes, reads your
            messages with employers, sees your check-ins and check-outs, approves applications if they chose
            to, can set limits (how far away, which kinds of job) and can delete your account.
          </li>
          <li>
            <strong>Other students and visitors</strong> see none of it. Jobs show their town, never an
            employer’s street address.
          </li>
          <li>
            <strong>Our team</strong> reads a report when someone makes one, to keep students safe.
          </li>
          <li>
            <strong>Companies that run the service for us</strong> (hosting and e-mail delivery) hold it only
            to do that work. Nobody buys it: we do not sell information or show advertising.
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="how-long" title="How long we keep it">
        <table className={styles.table}>
          <caption className="visually-hidden">How long we keep each kind of record</caption>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            {keptFor.map((row) => (
              <tr key={row.what}>
                <th scope="row">{row.what}</th>
                <td>{row.howLong}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          You can download everything we keep about you as one file from your{' '}
          <Link to="/profile">profile</Link> (“Download my data”).
        </p>
      </InfoSection>

      <InfoSection id="delete" title="How a parent or guardian deletes it">
        <ol>
          <li>
            Sign in with the parent or guardian account and open{' '}
            <Link to={familyPagePaths.family}>Family</Link>.
          </li>
          <li>In your teen’s section, choose “Delete account”.</li>
          <li>Type the word DELETE to confirm. The account is deleted at once, and this cannot be undone.</li>
        </ol>
        <p>A student can delete their own account the same way, from their profile. What happens then:</p>
        <div className={styles.policy}>
          <div>
            <h3>Deleted at once</h3>
            <ul>
              {teenDeletionPolicy.goes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Kept, and why</h3>
            <ul>
              {teenDeletionPolicy.stays.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>
              The records in the table above that outlive an account carry no name or e-mail address, and they
              too are gone by the time it says.
            </p>
          </div>
        </div>
      </InfoSection>

      <InfoSection id="questions" title="Questions">
        <p>
          E-mail us at <SupportEmailLink subject="Privacy question" /> and we will answer. Our{' '}
          <Link to={webPaths.termsOfUse}>terms</Link> say more about how the service works.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
