import { Section } from '@/components/section';
import { story } from '../content';
import styles from './story-timeline.module.css';

export function StoryTimeline() {
  return (
    <Section title={story.title}>
      <ol className={styles.timeline}>
        {story.milestones.map((m) => (
          <li key={m.date} className={styles.milestone}>
            <time dateTime={m.date} className={styles.date}>
              {m.label}
            </time>
            <h3 className={styles.title}>{m.title}</h3>
            <p className={styles.text}>{m.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
