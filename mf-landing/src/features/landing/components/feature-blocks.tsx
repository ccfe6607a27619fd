import { Icon } from '@/components/icon';
import { Section } from '@/components/section';
import { features } from '../content';
import styles from './feature-blocks.module.css';

export function FeatureBlocks() {
  return (
    <Section title={features.title} lead={features.lead}>
      <ul className={styles.grid}>
        {features.blocks.map((block) => (
          <li key={block.title} className={styles.block}>
            <span className={styles.icon}>
              <Icon name={block.icon} size={28} />
            </span>
            <h3 className={styles.title}>{block.title}</h3>
            <ul className={styles.points}>
              {block.points.map((point) => (
                <li key={point}>
                  <Icon name="check" size={18} className={styles.check} />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
