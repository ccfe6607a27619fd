import { Link } from 'react-router';
import { useAvailability } from 'shared-ui';
import { buttons } from '@/components/buttons';
import { Icon } from '@/components/icon';
import { Section } from '@/components/section';
import type { InsuranceContent } from '../content';
import styles from './insurance-details.module.css';

interface Props {
  content: InsuranceContent;
}

export function KeyFacts({ content }: Props) {
  return (
    <div className={styles.factsBand}>
      <dl className={styles.facts}>
        {content.facts.map((fact) => (
          <div key={fact.value} className={styles.fact}>
            <dt className={styles.factValue}>{fact.value}</dt>
            <dd className={styles.factLabel}>{fact.label}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function Reasons({ content }: Props) {
  return (
    <Section title={content.reasons.title}>
      <ul className={styles.reasons}>
        {content.reasons.items.map((item) => (
          <li key={item.title} className={styles.reason}>
            <h3 className={styles.itemTitle}>{item.title}</h3>
            <p className={styles.itemText}>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Covered({ content }: Props) {
  return (
    <Section title={content.covered.title} lead={content.covered.lead} tone="muted">
      <ul className={styles.coverages}>
        {content.covered.items.map((item) => (
          <li key={item.title} className={styles.coverage}>
            <Icon name="check" size={22} className={styles.yes} />
            <span>
              <strong className={styles.coverageTitle}>{item.title}</strong>
              <span className={styles.itemText}>{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function NotCovered({ content }: Props) {
  return (
    <Section title={content.notCovered.title} lead={content.notCovered.lead}>
      <ul className={styles.exclusions}>
        {content.notCovered.items.map((item) => (
          <li key={item}>
            <Icon name="cross" size={20} className={styles.no} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Guide({ content }: Props) {
  return (
    <Section title={content.guide.title} tone="soft">
      <div className={styles.guide}>
        {content.guide.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </Section>
  );
}

export function Faqs({ content }: Props) {
  return (
    <Section title={content.faqs.title}>
      <div className={styles.faqs}>
        {content.faqs.items.map((item) => (
          <details key={item.question} className={styles.faq}>
            <summary className={styles.question}>{item.question}</summary>
            <p className={styles.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

/** The quote button; not shown while the quote screen is not available (mf-quote switched off). */
export function QuoteLink({ content, tone = 'primary' }: Props & { tone?: 'primary' | 'light' }) {
  const { canOpen } = useAvailability();
  if (!canOpen(content.quoteHref)) return null;
  return (
    <Link to={content.quoteHref} className={`${buttons.button} ${buttons[tone]}`}>
      {content.quoteLabel}
      <Icon name="arrow" size={20} />
    </Link>
  );
}

export function Closing({ content }: Props) {
  return (
    <Section title={content.closing.title} lead={`${content.closing.text} ${content.quoteNote}`} tone="muted">
      <QuoteLink content={content} />
    </Section>
  );
}
