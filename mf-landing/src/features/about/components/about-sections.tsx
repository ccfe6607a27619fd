import { Icon } from '@/components/icon';
import { Section } from '@/components/section';
import { howWeWork, team, vision, whyWeExist } from '../content';
import styles from './about-sections.module.css';

export function WhyWeExist() {
  return (
    <Section title={whyWeExist.title} lead={whyWeExist.lead} tone="muted">
      <ul className={styles.cards}>
        {whyWeExist.reasons.map((reason) => (
          <li key={reason.title} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={reason.icon} size={26} />
            </span>
            <h3 className={styles.cardTitle}>{reason.title}</h3>
            <p className={styles.cardText}>{reason.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function HowWeWork() {
  return (
    <Section title={howWeWork.title}>
      <ul className={`${styles.cards} ${styles.two}`}>
        {howWeWork.items.map((item) => (
          <li key={item.title} className={`${styles.card} ${styles.outlined}`}>
            <span className={styles.icon}>
              <Icon name={item.icon} size={26} />
            </span>
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p className={styles.cardText}>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function TeamAndVision() {
  return (
    <Section title={team.title} lead={team.text} tone="muted">
      <ul className={`${styles.cards} ${styles.two}`}>
        {team.members.map((member) => (
          <li key={member.role} className={`${styles.card} ${styles.member}`}>
            <span className={styles.badge} aria-hidden="true">
              <Icon name="user" size={26} />
            </span>
            <span>
              <strong className={styles.role}>{member.role}</strong>
              <span className={styles.cardText}>{member.description}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.vision}>
        <h3 className={styles.visionTitle}>{vision.title}</h3>
        <p className={styles.visionText}>{vision.text}</p>
      </div>
    </Section>
  );
}
