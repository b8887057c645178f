import { webPaths } from '@shared/web-paths';
import { Link } from 'react-router-dom';
import { Callout, InfoCard, InfoPage } from '../components/InfoPage';
import { SupportEmailLink } from '../components/SupportEmailLink';
import styles from './InfoPages.module.css';

export default function CareerPage() {
  return (
    <InfoPage
      title="Career Resources"
      description="Practical guides for students: how to search for local jobs, write a first résumé and portfolio, and get ready for an interview with a neighbour."
      eyebrow="For students"
      intro={
        <p>
          Whether it is your very first job or your tenth, these guides help you find the right work, show
          what you can do and make a great first impression.
        </p>
      }
    >
      <div className={styles.stack}>
        <InfoCard
          id="job-search"
          title="Searching for jobs"
          iconPath="M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.8 4.8-1.4 1.4-4.8-4.8A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z"
        >
          <ul>
            <li>
              <strong>Start close to home.</strong>{' '}
              <Link to={webPaths.jobs}>Search by your town or ZIP code</Link> and use the distance filter to
              find jobs you can walk or bike to.
            </li>
            <li>
              <strong>Play to your strengths.</strong> Love animals? Try dog walking or pet sitting. Good with
              computers? Tech help is in demand.
            </li>
            <li>
              <strong>Read every posting carefully.</strong> Check the dates, the pay and what is expected
              before you apply, and ask about anything the posting leaves out, like the times.
            </li>
            <li>
              <strong>Complete your profile.</strong> Your bio goes with every application you send, and a
              short, friendly one helps neighbours get to know you.
            </li>
            <li>
              <strong>Talk it over at home.</strong> If you are under 18, agree on which jobs are okay with
              your parent or guardian before you apply.
            </li>
          </ul>
        </InfoCard>

        <InfoCard
          id="resume-and-portfolio"
          title="Your résumé and portfolio"
          iconPath="M6 2h9l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm8 1.5V8h4.5L14 3.5ZM8 12v2h8v-2H8Zm0 4v2h8v-2H8Z"
        >
          <p>
            No job experience yet? That is fine. A first résumé is about what you can do and how you show up.
          </p>
          <ul>
            <li>
              <strong>Keep it to one page</strong> with your name, your town and a way to reach you. Never
              include your home address or date of birth.
            </li>
            <li>
              <strong>List what counts:</strong> school, clubs, sports, volunteering and any babysitting, pet
              care or yard work you have done for family and friends.
            </li>
            <li>
              <strong>Use action words</strong> like “cared for”, “organized” or “taught”, and add numbers
              when you can: “Walked three dogs twice a week for six months.”
            </li>
            <li>
              <strong>Build a simple portfolio.</strong> Keep a list of the jobs you have done, with dates and
              what you did. Before-and-after photos of a garden or a thank-you note make great examples, but
              ask permission first and never share photos of children.
            </li>
            <li>
              <strong>Ask for references.</strong> A neighbour you have worked for is often happy to recommend
              you. Always ask before you share their name.
            </li>
          </ul>
        </InfoCard>

        <InfoCard
          id="interviews"
          title="Interviews and first meetings"
          iconPath="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-4 4V5a2 2 0 0 1 2-2Zm3 6v2h10V9H7Zm0 4v2h7v-2H7Z"
        >
          <p>A neighbour may want to meet you before the first job. Think of it as a friendly chat.</p>
          <ul>
            <li>
              <strong>Bring someone along.</strong> If you are under 18, bring a parent or guardian to the
              first meeting, or meet somewhere public.
            </li>
            <li>
              <strong>Be on time</strong>, dress neatly for the job and put your phone away.
            </li>
            <li>
              <strong>Prepare a few answers:</strong> why you want the job, what experience you have and when
              you are free.
            </li>
            <li>
              <strong>Ask your own questions:</strong> What exactly needs doing? How long will it take? What
              is the pay, and how will I be paid? Who else will be home?
            </li>
            <li>
              <strong>Follow up.</strong> Send a short thank-you message afterwards, whatever the outcome.
            </li>
          </ul>
        </InfoCard>
      </div>

      <Callout title="Need a hand?">
        <p>
          If you have questions about finding work, your account or an application, e-mail us at{' '}
          <SupportEmailLink subject="Career question" />. We are always happy to help a student get started.
        </p>
      </Callout>
    </InfoPage>
  );
}
