import { webPaths } from '@shared/web-paths';
import { Link } from 'react-router-dom';
import { Callout, InfoCard, InfoPage, InfoSection } from '../components/InfoPage';
import styles from './InfoPages.module.css';

export default function AboutPage() {
  return (
    <InfoPage
      title="About Us"
      description="Neighbourhood Jobs helps students aged 13 to 25 find safe, short, paid jobs close to home, and helps neighbours find reliable help from young people nearby."
      eyebrow="Our story"
      intro={
        <p>
          We believe every neighbourhood is full of small jobs that need doing and young people ready to do
          them. Neighbourhood Jobs brings the two together, safely and simply.
        </p>
      }
    >
      <InfoSection id="mission" title="Why we started">
        <p>
          A dog that needs a walk while its owner works late. A lawn that grows faster than anyone can keep up
          with. A younger kid who could use some help with fractions. These jobs used to find their way to the
          teenager down the street by word of mouth. Today, neighbours often do not know each other well
          enough to ask.
        </p>
        <p>
          We built Neighbourhood Jobs so students can find that first job, and the next one, without leaving
          their neighbourhood, and so the people who live nearby can find help they trust.
        </p>
      </InfoSection>

      <InfoSection id="who-its-for" title="Who it is for">
        <div className={styles.stack}>
          <InfoCard
            id="for-students"
            title="Students"
            level={3}
            iconPath="M12 3 1 9l11 6 9-4.9V17h2V9L12 3Zm-7 10.2V17l7 4 7-4v-3.8L12 17l-7-3.8Z"
          >
            <p>
              Aged 13 to 25 and looking to earn money, build skills and gain experience for a first résumé, on
              a schedule that works around school.
            </p>
          </InfoCard>
          <InfoCard
            id="for-parents"
            title="Parents and guardians"
            level={3}
            iconPath="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z"
          >
            <p>
              Teens aged 13 to 17 sign up with a parent or guardian’s e-mail address. We let you know when
              they join, whenever they apply for a job and when an employer accepts or turns down their
              application.
            </p>
          </InfoCard>
          <InfoCard
            id="for-neighbours"
            title="Neighbours"
            level={3}
            iconPath="M12 3 2 12h3v8h5v-5h4v5h5v-8h3L12 3Z"
          >
            <p>
              Households and local employers who need a hand with pets, yards, children, homework, technology
              or errands.
            </p>
          </InfoCard>
        </div>
      </InfoSection>

      <InfoSection id="how-it-works" title="How it works">
        <ol className={styles.steps}>
          <li>
            <strong>A neighbour posts a job</strong> with what needs doing, when and where, and usually what
            it pays.
          </li>
          <li>
            <strong>Students nearby find it</strong> by searching for a job title and their town or ZIP code.
          </li>
          <li>
            <strong>Students apply</strong>, and the neighbour chooses the one who fits best.
          </li>
          <li>
            <strong>The job gets done</strong>, the student gets paid and the neighbourhood gets a little
            closer.
          </li>
        </ol>
      </InfoSection>

      <InfoSection id="what-we-care-about" title="What we care about">
        <ul>
          <li>
            <strong>Safety first.</strong> We keep parents informed, keep street addresses private while
            students browse, and give everyone who signs in a way to report a job that does not look right.
          </li>
          <li>
            <strong>Fairness.</strong> Jobs show their pay up front when the employer sets one, and students
            can name their own price when they apply, so everyone knows what they are agreeing to.
          </li>
          <li>
            <strong>Staying local.</strong> Jobs are close to home, which means less travel and more time for
            school, friends and family.
          </li>
        </ul>
      </InfoSection>

      <Callout title="Ready to get started?">
        <p>
          Students can <Link to={webPaths.studentSignUp}>create a student account</Link> or{' '}
          <Link to={webPaths.jobs}>browse jobs</Link> right away. Have questions first? Read our{' '}
          <Link to={webPaths.faq}>frequently asked questions</Link>.
        </p>
      </Callout>
    </InfoPage>
  );
}
