import styles from './star-rating.module.css';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8L12 2.8z';

interface StarRatingProps {
  rating: number;
  max?: number;
}

/** Stars are drawn for the eye; assistive technology reads one sentence instead. */
export function StarRating({ rating, max = 5 }: StarRatingProps) {
  return (
    <span className={styles.rating} role="img" aria-label={`Calificación: ${rating} de ${max} estrellas`}>
      {Array.from({ length: max }, (_, i) => (
        <svg
          key={i}
          className={i < rating ? styles.on : styles.off}
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          data-star={i < rating ? 'on' : 'off'}
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
