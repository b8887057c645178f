import { webPaths } from '@shared/web-paths';
import { Link } from 'react-router-dom';
import { Accordion, type AccordionItemData } from '../components/Accordion';
import { Callout, InfoPage } from '../components/InfoPage';
import { SupportEmailLink } from '../components/SupportEmailLink';

const questions: AccordionItemData[] = [
  {
    id: 'what-is-it',
    question: 'What is Neighbourhood Jobs?',
    answer: (
      <>
        <p>
          Neighbourhood Jobs is a local job board that connects students aged 13 to 25 with short, paid jobs
          close to home. The jobs are posted by people in the neighbourhood, often families and households who
          need a hand for an afternoon, a weekend or a few weeks.
        </p>
        <p>
          Students get a safe way to earn money and build experience. Neighbours get reliable help from young
          people who live nearby.
        </p>
      </>
    ),
  },
  {
    id: 'sign-up',
    question: 'How do I sign up as a student or an employer?',
    answer: (
      <>
        <p>
          Choose <strong>Sign Up</strong> at the top of any page, then pick the account that fits you. You can
          also go straight to <Link to={webPaths.studentSignUp}>student sign-up</Link> or{' '}
          <Link to={webPaths.employerSignUp}>employer sign-up</Link>. You can use your e-mail address and a
          password, or sign in with Google.
        </p>
        <ul>
          <li>
            <strong>Students</strong> must be between 13 and 25. If you are 13 to 17, we ask for a parent or
            guardian’s own e-mail address. We let them know when you sign up, each time you apply for a job
            and when an employer accepts or turns down your application.
          </li>
          <li>
            <strong>Employers</strong> are neighbours, families and local groups who want to post jobs and
            choose a student to help.
          </li>
        </ul>
        <p>
          If you sign up with an e-mail address and a password, we send a 6-digit code to that address to
          check that it is really yours.
        </p>
      </>
    ),
  },
  {
    id: 'kinds-of-jobs',
    question: 'What kinds of jobs can I find?',
    answer: (
      <>
        <p>Short, everyday jobs that neighbours need help with, for example:</p>
        <ul>
          <li>Dog walking and pet sitting</li>
          <li>Lawn mowing, yard work and snow removal</li>
          <li>Babysitting and tutoring</li>
          <li>Tech help, like setting up a phone, a printer or a video call</li>
          <li>Errands, such as picking up groceries or carrying boxes</li>
        </ul>
        <p>
          Every posting shows what the job involves, its dates, its town and how far it is from the place you
          searched, and the pay when the employer has set one, so you know before you apply.{' '}
          <Link to={webPaths.jobs}>Browse the jobs near you.</Link>
        </p>
      </>
    ),
  },
  {
    id: 'post-a-job',
    question: 'How do I post a job?',
    answer: (
      <>
        <p>Sign in with an employer account and choose Post a Job. Then tell students:</p>
        <ul>
          <li>
            <strong>A clear title</strong>, like “Walk our friendly Labrador after school”.
          </li>
          <li>
            <strong>A description</strong> of the work, anything they should bring or know, and who will be
            home.
          </li>
          <li>
            <strong>The dates</strong> the job starts and ends. Add the times to the description.
          </li>
          <li>
            <strong>The pay</strong>, either per hour or for the whole job. It is optional, but students like
            to know.
          </li>
        </ul>
        <p>
          Students who are interested apply, and you choose who fits best. Students browsing jobs see your
          town, not your street address: only the student you accept sees it.
        </p>
      </>
    ),
  },
  {
    id: 'something-wrong',
    question: 'What if something goes wrong?',
    answer: (
      <>
        <p>
          Your safety comes first. If you ever feel unsafe, leave, go somewhere safe and tell a trusted adult.
          In an emergency, call 911.
        </p>
        <p>
          If a job looks wrong, for example it asks for money, seems fake or is not what it says, sign in and
          use the flag on the job card to report it. For anything else that went wrong, e-mail us at{' '}
          <SupportEmailLink subject="Something went wrong" /> and tell us what happened. Parents and guardians
          are welcome to write to us too.
        </p>
        <p>
          Our <Link to={webPaths.safety}>safety tips</Link> explain how to stay safe on the most common jobs.
        </p>
      </>
    ),
  },
  {
    id: 'cancel-or-reschedule',
    question: 'Can I cancel or reschedule a job?',
    answer: (
      <>
        <p>
          Yes. Plans change, and that is okay. Either the student or the employer may ask to cancel or
          reschedule up to <strong>24 hours before the job</strong>. Let the other person know as early as you
          can, and be kind about it: a quick, honest message goes a long way. Until an application is
          accepted, a student can also withdraw it under My Applications.
        </p>
        <p>
          If you cannot agree, or you need help with anything else, our support team is there for you by
          e-mail at <SupportEmailLink subject="Cancel or reschedule" />.
        </p>
      </>
    ),
  },
];

export default function FaqPage() {
  return (
    <InfoPage
      title="Frequently Asked Questions"
      description="Answers about Neighbourhood Jobs: signing up as a student or employer, the kinds of jobs, posting a job, staying safe, cancelling and getting help."
      eyebrow="FAQ"
      intro={<p>Quick answers for students, parents and neighbours. Choose a question to see the answer.</p>}
    >
      <Accordion items={questions} />
      <Callout title="Still have a question?">
        <p>
          We are happy to help. E-mail our support team at <SupportEmailLink subject="Question" /> and we will
          get back to you as soon as we can.
        </p>
      </Callout>
    </InfoPage>
  );
}
