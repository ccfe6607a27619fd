import { Section } from '@/components/section';
import { StarRating } from '@/components/star-rating';
import { testimonials } from '../content';
import styles from './testimonials.module.css';

export function Testimonials() {
  return (
    <Section title={testimonials.title} lead={testimonials.lead}>
      <ul className={styles.grid}>
        {testimonials.items.map((item) => (
          <li key={item.name}>
            <figure className={styles.card}>
              <StarRating rating={item.rating} />
              <blockquote className={styles.quote}>
                <p>{item.text}</p>
              </blockquote>
              <figcaption className={styles.name}>
                <span className={styles.avatar} aria-hidden="true">
                  {item.name.charAt(0)}
                </span>
                {item.name}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
