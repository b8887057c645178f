import { webPaths } from '@shared/web-paths';
import { Link } from 'react-router-dom';
import { Callout, InfoCard, InfoPage, InfoSection } from '../components/InfoPage';
import { SupportEmailLink } from '../components/SupportEmailLink';
import styles from './InfoPages.module.css';

export default function SafetyPage() {
  return (
    <InfoPage
      title="Safety Tips"
      description="How students stay safe on neighbourhood jobs: general advice, tips for dog walking, lawn mowing and babysitting, and how to report an unsafe job or situation."
      eyebrow="Stay safe"
      intro={
        <p>
          Most jobs go smoothly, and a little preparation keeps it that way. Read these tips before your first
          job, and share them with a parent or guardian.
        </p>
      }
    >
      <Callout title="If you ever feel unsafe" tone="warning">
        <p>
          <strong>Leave right away and go somewhere safe.</strong> You never have to finish a job that does
          not feel right. Tell a parent, guardian or trusted adult. In an emergency, call <strong>911</strong>
          .
        </p>
      </Callout>

      <InfoSection id="every-job" title="Before every job">
        <ul>
          <li>
            Tell a parent, guardian or friend where you are going, who you are meeting and when you will be
            back.
          </li>
          <li>
            If you are under 18, have a parent or guardian meet the employer first, or meet somewhere public.
          </li>
          <li>Agree on the task, the time and the pay before you start.</li>
          <li>Keep your phone charged and with you.</li>
          <li>Never pay money to get a job, and never share passwords or bank details.</li>
          <li>Trust your instincts. If something feels off, it is okay to say no.</li>
        </ul>
      </InfoSection>

      <div className={styles.stack}>
        <InfoCard
          id="dog-walking"
          title="Dog walking"
          iconPath="M4.5 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm4-3a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm7 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm4 3a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM12 10c-3 0-7 4.5-7 8 0 2 1.5 3 3 3 1.8 0 2.7-1 4-1s2.2 1 4 1c1.5 0 3-1 3-3 0-3.5-4-8-7-8Z"
        >
          <ul>
            <li>
              Meet the dog with its owner first. Ask how it behaves with people, other dogs, cars and bikes.
            </li>
            <li>Ask about commands, allergies, treats and anything that scares the dog.</li>
            <li>Use the owner’s leash and check that the collar or harness fits snugly.</li>
            <li>
              Only walk as many dogs as you can safely hold, and never let a dog off the leash unless the
              owner says it is okay and the area is safe.
            </li>
            <li>Stick to familiar, well-lit routes, and bring water and waste bags.</li>
            <li>Keep the owner’s phone number handy in case the dog gets hurt or runs off.</li>
          </ul>
        </InfoCard>

        <InfoCard
          id="lawn-mowing"
          title="Lawn mowing and yard work"
          iconPath="M12 2c1.5 3 1.5 6 0 9-1.5-3-1.5-6 0-9ZM6 6c2.5 1.5 3.7 4 3.5 7C7 11.5 5.8 9 6 6Zm12 0c.2 3-1 5.5-3.5 7-.2-3 1-5.5 3.5-7ZM3 15h18v2H3v-2Zm1 3h16v4H4v-4Z"
        >
          <ul>
            <li>Wear sturdy closed-toe shoes, long pants, eye protection and hearing protection.</li>
            <li>Walk the lawn first and pick up stones, sticks, toys and hoses.</li>
            <li>Make sure children and pets stay well away while the mower is running.</li>
            <li>
              Never reach under a mower or unblock it while it is running. Turn it off and wait for the blade
              to stop completely.
            </li>
            <li>Do not mow wet grass. On slopes, push the mower across the slope, not up and down.</li>
            <li>Only use a ride-on mower if you are at least 16 and have been shown how.</li>
            <li>Take breaks, drink water and wear sunscreen on hot days.</li>
          </ul>
        </InfoCard>

        <InfoCard
          id="babysitting"
          title="Babysitting"
          iconPath="M12 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm-2 7h4a3 3 0 0 1 3 3v4h-2v6h-6v-6H7v-4a3 3 0 0 1 3-3Z"
        >
          <ul>
            <li>
              Before the parents leave, write down their phone numbers, the home address and another emergency
              contact.
            </li>
            <li>Ask about allergies, medicines, bedtimes, screen time and house rules.</li>
            <li>Find the first-aid kit, the exits and the fire extinguisher.</li>
            <li>Never leave children alone, especially near water, stairs, the stove or open windows.</li>
            <li>
              Keep outside doors locked and do not open them to anyone the parents did not tell you about.
            </li>
            <li>Do not post photos of the children online.</li>
            <li>Think about taking a babysitting or first-aid course, such as those run by the Red Cross.</li>
          </ul>
        </InfoCard>
      </div>

      <InfoSection id="report" title="How to report an unsafe job or situation">
        <p>
          Reporting helps keep every student safe, and every report goes straight to our support team. There
          are two ways to report:
        </p>
        <ol className={styles.steps}>
          <li>
            <strong>Report a job.</strong> Sign in, find the job on the{' '}
            <Link to={webPaths.jobs}>jobs page</Link> and select the flag on its job card. Choose the reason,
            for example if it asks for money or seems fake, and add a short description if you like.
          </li>
          <li>
            <strong>Tell us about a situation.</strong> If something happened before, during or after a job,
            e-mail <SupportEmailLink subject="Safety report" />. Include the job title, the date and what
            happened. Parents and guardians can write to us too.
          </li>
        </ol>
        <p>
          If anyone is in danger, call <strong>911</strong> first and contact us afterwards.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
