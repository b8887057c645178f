import { webPaths } from '@shared/web-paths';
import { Link } from 'react-router-dom';
import { Callout, InfoCard, InfoPage } from '../components/InfoPage';
import styles from './InfoPages.module.css';

interface Skill {
  id: string;
  title: string;
  iconPath: string;
  text: string;
  examples: string[];
  tryThis: string;
}

const skills: Skill[] = [
  {
    id: 'responsibility',
    title: 'Responsibility',
    iconPath:
      'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z',
    text: 'Someone is trusting you with their pet, their yard or their children. Doing what you promised, carefully and completely, is what turns a one-off job into a regular one.',
    examples: ['Following a family’s rules while babysitting', 'Locking the gate after walking the dog'],
    tryThis:
      'Before you leave a job, take one more look around and check that everything is the way the owner wanted it.',
  },
  {
    id: 'communication',
    title: 'Communication',
    iconPath: 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-4 4V5a2 2 0 0 1 2-2Zm3 6v2h10V9H7Zm0 4v2h7v-2H7Z',
    text: 'Good work starts with clear expectations. Asking questions, confirming details and sharing updates shows people they can count on you.',
    examples: ['Confirming the time and pay before the job', 'Sending a quick message when you finish'],
    tryThis: 'Repeat the main details back before you start: “So that is two walks, at 4 pm, for $15 each?”',
  },
  {
    id: 'time-management',
    title: 'Time management',
    iconPath: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 5v5.4l4 2.4-1 1.7-5-3V7h2Z',
    text: 'Balancing jobs with school, practice and family time is a skill that employers and colleges notice.',
    examples: ['Putting every job in a calendar with a reminder', 'Leaving early enough to arrive on time'],
    tryThis:
      'Plan to arrive five minutes early, and if you are going to be late, say so before the start time.',
  },
  {
    id: 'work-ethic',
    title: 'Work ethic',
    iconPath: 'M13 2 4 14h6l-1 8 9-12h-6l1-8Z',
    text: 'Doing your best even when nobody is watching, and finishing what you start, builds a reputation that follows you to every future job.',
    examples: ['Raking the corners of the yard too', 'Staying focused rather than on your phone'],
    tryThis: 'Ask at the end of a job whether there is anything you could do better next time.',
  },
  {
    id: 'community-engagement',
    title: 'Community engagement',
    iconPath:
      'M8 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8 13c-3.3 0-6 1.7-6 4v3h12v-3c0-2.3-2.7-4-6-4Zm8 0c-.6 0-1.2.1-1.7.2 1 .9 1.7 2.1 1.7 3.8v3h6v-3c0-2.3-2.7-4-6-4Z',
    text: 'Helping the people around you connects you to your neighbourhood and shows you how much one person can make a difference.',
    examples: ['Helping an older neighbour with snow removal', 'Tutoring a younger student on your street'],
    tryThis: 'Notice what people nearby need help with. Your next job idea might be right next door.',
  },
];

export default function SkillPage() {
  return (
    <InfoPage
      title="Skill Development"
      description="The five skills every neighbourhood job helps students build: responsibility, communication, time management, work ethic and community engagement."
      eyebrow="Grow while you earn"
      intro={
        <p>
          Every job you do is practice for the future. Here are five skills you build along the way, and how
          to grow each one on your next job.
        </p>
      }
    >
      <div className={styles.stack}>
        {skills.map((skill) => (
          <InfoCard key={skill.id} id={skill.id} title={skill.title} iconPath={skill.iconPath}>
            <p>{skill.text}</p>
            <p>On the job, that looks like:</p>
            <ul>
              {skill.examples.map((example) => (
                <li key={example}>{example}</li>
              ))}
            </ul>
            <div className={styles.tip}>
              <strong>Try this:</strong> {skill.tryThis}
            </div>
          </InfoCard>
        ))}
      </div>

      <Callout title="Put your skills on paper">
        <p>
          These skills belong on your résumé. Our <Link to={webPaths.career}>career resources</Link> show you
          how to describe them, even if you have never had a job before.
        </p>
      </Callout>
    </InfoPage>
  );
}
