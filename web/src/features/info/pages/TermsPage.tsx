import { webPaths } from '@shared/web-paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { InfoPage, InfoSection } from '../components/InfoPage';
import { SupportEmailLink } from '../components/SupportEmailLink';
import styles from './InfoPages.module.css';

interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}

const sections: TermsSection[] = [
  {
    id: 'ownership',
    title: '1. Ownership of your information',
    body: (
      <p>
        The information you give us, such as your profile, the jobs you post and the applications you send,
        belongs to you. By submitting it, you allow Neighbourhood Jobs to store and use it only as these terms
        describe, so that we can run the service for you.
      </p>
    ),
  },
  {
    id: 'confidentiality',
    title: '2. Confidentiality',
    body: (
      <p>
        We keep the information you submit confidential. Only the people and systems that need it to run
        Neighbourhood Jobs can access it, and we protect it with reasonable technical and organizational
        safeguards.
      </p>
    ),
  },
  {
    id: 'purpose',
    title: '3. Why we collect information',
    body: (
      <>
        <p>We collect information only to:</p>
        <ul>
          <li>create and secure your account and confirm your e-mail address;</li>
          <li>show jobs near you and help students and employers find each other;</li>
          <li>send applications to employers and updates to students;</li>
          <li>keep the parent or guardian of a student aged 13 to 17 informed by e-mail;</li>
          <li>look into reports of unsafe or misleading jobs and keep the service safe.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    title: '4. Sharing your information',
    body: (
      <>
        <p>
          We share your information only with trusted providers who help us run the service, such as hosting
          and e-mail delivery, and only as much as they need to do that work. They must keep it confidential
          too. We do not sell your information.
        </p>
        <p>
          Some sharing is part of how the service works: when a student applies for a job, the employer sees
          the application, and jobs show their town, pay and details to students. Students browsing jobs do
          not see an employer’s street address.
        </p>
      </>
    ),
  },
  {
    id: 'compliance',
    title: '5. Following the law',
    body: (
      <>
        <p>
          We handle information in line with the laws that apply to us. Students must be at least 13 years old
          to use Neighbourhood Jobs, and students aged 13 to 17 need a parent or guardian.
        </p>
        <p>
          Everyone who uses the service must follow the laws that apply to them, including local rules on work
          permits, working hours and safety for young workers. We may share information when the law requires
          it or to protect someone’s safety.
        </p>
      </>
    ),
  },
  {
    id: 'user-responsibility',
    title: '6. Your responsibilities',
    body: (
      <ul>
        <li>Give true and up-to-date information, and keep your password to yourself.</li>
        <li>Treat everyone with respect. Harassment, scams and offensive content are not allowed.</li>
        <li>
          Employers: describe each job honestly, pay what you agreed and provide a safe place to work. Never
          ask a student for money.
        </li>
        <li>
          Students: only take jobs you can do safely, and keep a parent, guardian or trusted adult informed
          about where you are going.
        </li>
        <li>Report any job or behaviour that seems unsafe or wrong.</li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: '7. How long we keep information',
    body: (
      <p>
        We keep your information while your account is open. You can delete your account at any time from your
        profile, and a parent or guardian can delete their teen’s from their family page; our{' '}
        <Link to={webPaths.privacy}>privacy policy</Link> says what goes at once, what stays and for how long.
      </p>
    ),
  },
  {
    id: 'amendments',
    title: '8. Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time. When we do, we will change the “Last updated” date at the
        top of this page, and for important changes we will let you know by e-mail or on the site. Using
        Neighbourhood Jobs after a change means you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: '9. Contact us',
    body: (
      <p>
        Questions about these terms or your information? E-mail us at{' '}
        <SupportEmailLink subject="Terms and privacy question" /> and we will be glad to help.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <InfoPage
      title="Terms & Conditions"
      description="The terms for using Neighbourhood Jobs: who owns your information, how we keep it confidential, who we share it with, and your responsibilities."
      eyebrow="Legal"
      intro={
        <>
          <p className={styles.meta}>
            Last updated <time dateTime="2025-05-14">May 14, 2025</time>
          </p>
          <p>
            These terms explain how Neighbourhood Jobs handles the information you share with us and what we
            expect from everyone who uses the service. Please read them before you sign up. If you are under
            18, read them with a parent or guardian.
          </p>
        </>
      }
    >
      <nav className={styles.toc} aria-labelledby="terms-contents">
        <h2 id="terms-contents" className={styles.tocTitle}>
          Contents
        </h2>
        <ol className={styles.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title.replace(/^\d+\.\s*/, '')}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <InfoSection key={section.id} id={section.id} title={section.title}>
          {section.body}
        </InfoSection>
      ))}
    </InfoPage>
  );
}
