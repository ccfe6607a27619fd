import type { CSSProperties, Ref } from 'react';
import { Link } from 'react-router';
import { paths, useAvailability } from 'shared-ui';
import { Icon } from '@/components/icon';
import { Section } from '@/components/section';
import { productGrid, type LandingTile } from '../content';
import styles from './product-grid.module.css';

interface ProductGridProps {
  /** The hero's "Explorá seguros" scrolls here and moves focus to this heading. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The five tiles of the spec, without those whose page does not exist yet (Hogar and Bicicleta always do). */
export function ProductGrid({ headingRef }: ProductGridProps) {
  const { canOpen } = useAvailability();
  const tiles = productGrid.tiles.filter((tile) => !tile.enable || canOpen(tile.to, tile.state));
  const proposals = tiles.some((tile) => tile.enable && tile.to === paths.insuranceOther.href());
  const lead = proposals ? `${productGrid.lead} ${productGrid.proposalLead}` : productGrid.lead;
  return (
    <Section title={productGrid.title} lead={lead} tone="muted" headingRef={headingRef}>
      <ul className={styles.grid} style={{ '--tiles': tiles.length } as CSSProperties}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Tile tile={tile} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Tile({ tile }: { tile: LandingTile }) {
  const body = (
    <>
      <span className={styles.icon}>
        <Icon name={tile.image} size={32} />
      </span>
      <span className={styles.title}>{tile.title}</span>
      <span className={styles.hint}>{tile.enable ? tile.hint : 'Próximamente'}</span>
    </>
  );
  if (!tile.enable) {
    return (
      <div className={`${styles.tile} ${styles.disabled}`} aria-disabled="true">
        {body}
      </div>
    );
  }
  return (
    <Link to={tile.to} state={tile.state} className={styles.tile}>
      {body}
      <Icon name="arrow" size={20} className={styles.arrow} />
    </Link>
  );
}
