import { paths, useAvailability } from 'shared-ui';
import { Icon } from '@/components/icon';
import { buttons } from '@/components/buttons';
import { startSignIn } from '@/lib/start-sign-in';
import { hero } from '../content';
import styles from './hero.module.css';
import { headingId } from '@/lib/heading-id';

interface HeroProps {
  onExplore: () => void;
}

export function Hero({ onExplore }: HeroProps) {
  const titleId = headingId(hero.title);
  // Signing up ends in the wallet: offered while the wallet is there.
  const { canOpen } = useAvailability();
  return (
    <section aria-labelledby={titleId} className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id={titleId} className={styles.title}>
            {hero.title}
          </h1>
          <p className={styles.subtitle}>{hero.subtitle}</p>
          <div className={styles.actions}>
            {canOpen(paths.app.href()) ? (
              <button type="button" className={`${buttons.button} ${buttons.light}`} onClick={startSignIn}>
                {hero.registerLabel}
              </button>
            ) : null}
            <button type="button" className={`${buttons.button} ${buttons.outlineLight}`} onClick={onExplore}>
              {hero.exploreLabel}
            </button>
          </div>
          <ul className={styles.highlights}>
            {hero.highlights.map((text) => (
              <li key={text}>
                <Icon name="check" size={18} />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** A glimpse of the wallet, drawn with markup so nothing has to download. Decorative. */
function HeroIllustration() {
  const cards = [
    { icon: 'home', title: 'Hogar', detail: 'Vigente · SBI', tone: styles.cardActive },
    { icon: 'bike', title: 'Bicicleta', detail: 'Vigente · SBI', tone: styles.cardActive },
    { icon: 'car', title: 'Auto', detail: 'Propuesta en camino', tone: styles.cardPending },
  ] as const;
  return (
    <div className={styles.art} aria-hidden="true">
      <div className={styles.phone}>
        <p className={styles.phoneTitle}>Tus seguros</p>
        {cards.map((card) => (
          <div key={card.title} className={styles.card}>
            <span className={styles.cardIcon}>
              <Icon name={card.icon} size={22} />
            </span>
            <span className={styles.cardText}>
              <strong>{card.title}</strong>
              <span className={card.tone}>{card.detail}</span>
            </span>
          </div>
        ))}
        <div className={styles.bubble}>
          <Icon name="sparkle" size={18} />
          Hola, soy Amparo. ¿En qué te ayudo?
        </div>
      </div>
    </div>
  );
}
