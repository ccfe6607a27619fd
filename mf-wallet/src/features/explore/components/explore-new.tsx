import { useId } from 'react';
import { Link } from 'react-router';
import { RemoteMount, remoteModules, useAvailability } from 'shared-ui';
import { Icon } from '@/components/icon';
import { exploreTiles } from '../content';
import styles from './explore-new.module.css';

/**
 * 'Explorar nuevos': the insurance tiles, then the request form of mf_forms ('Elegí un tipo'). Tiles whose
 * page does not exist yet, and the request section while its form does not, are left out.
 */
export function ExploreNew() {
  const tilesHeading = useId();
  const insuranceRequestHeading = useId();
  const { canOpen, canMount } = useAvailability();
  const tiles = exploreTiles.filter((tile) => canOpen(tile.to, tile.state));
  return (
    <div className={styles.explore}>
      <section aria-labelledby={tilesHeading}>
        <h2 id={tilesHeading} className={styles.heading}>
          ¿Qué querés asegurar?
        </h2>
        <ul className={styles.grid}>
          {tiles.map((tile) => (
            <li key={tile.id}>
              <Link to={tile.to} state={tile.state} className={styles.tile}>
                <span className={styles.icon}>
                  <Icon name={tile.icon} size={28} />
                </span>
                <span className={styles.title}>{tile.title}</span>
                <span className={styles.hint}>{tile.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {canMount(remoteModules.insuranceRequestForm) ? (
        <section aria-labelledby={insuranceRequestHeading} className={styles.request}>
          <h2 id={insuranceRequestHeading} className={styles.heading}>
            ¿Buscás otro seguro?
          </h2>
          <p className={styles.lead}>
            Contanos qué necesitás y te enviamos una propuesta personalizada. Te respondemos en &lt; 24 h
          </p>
          <RemoteMount {...remoteModules.insuranceRequestForm} />
        </section>
      ) : null}
    </div>
  );
}
