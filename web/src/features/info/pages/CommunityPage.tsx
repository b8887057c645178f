import { webPaths } from '@shared/web-paths';
import { Link } from 'react-router-dom';
import { Callout, InfoCard, InfoPage, InfoSection } from '../components/InfoPage';
import styles from './InfoPages.module.css';

export default function CommunityPage() {
  return (
    <InfoPage
      title="Community Connection"
      description="How small local jobs bring neighbours together: students get to know the people around them, and households get help from young people they can trust."
      eyebrow="Stronger together"
      intro={
        <p>
          A walked dog, a cleared driveway, a finished homework sheet: small jobs add up to a neighbourhood
          where people know and look out for each other.
        </p>
      }
    >
      <InfoSection id="why-local" title="Why local jobs matter">
        <p>
          When a student helps a neighbour, both of them gain more than a finished chore. The student learns
          how real work feels and earns their own money. The neighbour gets help from someone who lives close
          by and cares about the same streets, parks and schools.
        </p>
        <p>
          Over time, those small moments turn strangers into people you wave to, trust and can call on. That
          is what we mean by community connection.
        </p>
      </InfoSection>

      <div className={styles.cardGrid}>
        <InfoCard
          id="for-students"
          title="For students"
          iconPath="M12 3 1 9l11 6 9-4.9V17h2V9L12 3Zm-7 10.2V17l7 4 7-4v-3.8L12 17l-7-3.8Z"
        >
          <ul>
            <li>Meet neighbours who can become mentors and references for future jobs.</li>
            <li>Discover what kind of work you enjoy, close to home.</li>
            <li>Feel proud of helping the people and places around you.</li>
          </ul>
        </InfoCard>
        <InfoCard id="for-neighbours" title="For neighbours" iconPath="M12 3 2 12h3v8h5v-5h4v5h5v-8h3L12 3Z">
          <ul>
            <li>Get help from young people who live nearby and can come back again.</li>
            <li>Support a student’s first steps into the working world.</li>
            <li>Keep money and friendships in your own neighbourhood.</li>
          </ul>
        </InfoCard>
      </div>

      <InfoSection id="good-neighbour" title="Being a good neighbour on the job">
        <ul>
          <li>
            <strong>Show up when you said you would.</strong> Reliability is the fastest way to earn trust.
          </li>
          <li>
            <strong>Talk openly.</strong> Agree on the task, the time and the pay before you start, and speak
            up early if something changes.
          </li>
          <li>
            <strong>Respect each other’s homes and time.</strong> Treat a neighbour’s house, yard and pets the
            way you would want yours treated.
          </li>
          <li>
            <strong>Say thank you.</strong> A kind word at the end of a job means a lot, on both sides.
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="ideas" title="Ideas for helping out">
        <p>A few of the ways students help out around the neighbourhood:</p>
        <ul>
          <li>Walking dogs or feeding pets while a family is away</li>
          <li>Raking leaves, pulling weeds or clearing snow for an older neighbour</li>
          <li>Helping a grandparent set up a phone or a video call with family</li>
          <li>Reading with a younger child or helping with homework</li>
          <li>Picking up groceries or carrying boxes on moving day</li>
        </ul>
      </InfoSection>

      <Callout title="Find your first local job">
        <p>
          <Link to={webPaths.jobs}>Browse jobs near you</Link> or{' '}
          <Link to={webPaths.studentSignUp}>sign up as a student</Link> to start applying. Neighbours can
          create an <Link to={webPaths.employerSignUp}>employer account</Link> to post a job.
        </p>
      </Callout>
    </InfoPage>
  );
}
