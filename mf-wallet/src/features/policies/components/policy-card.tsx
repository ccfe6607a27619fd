import { useId } from 'react';
import { Link } from 'react-router';
import { formatDateRange, formatUsd, paths, useAvailability, type Policy } from 'shared-ui';
import { buttons } from '@/components/buttons';
import { Icon } from '@/components/icon';
import { categoryIcon } from '../lib/category-icon';
import { policyDisplayTitle } from '../lib/display-title';
import { insurerName } from '../lib/insurers';
import { policyFields } from '../lib/policy-fields';
import { policyActions } from '../lib/policy-links';
import { daysToExpiry } from '../lib/expiry';
import { ExpiryBadge } from './expiry-badge';
import { StatusBadge } from './status-badge';
import styles from './policy-card.module.css';

interface PolicyCardProps {
  policy: Policy;
  /** In the wallet list the whole card links to the detail; on the detail page it is its heading. */
  variant?: 'list' | 'detail';
}

export function PolicyCard({ policy, variant = 'list' }: PolicyCardProps) {
  const titleId = useId();
  const title = policyDisplayTitle(policy);
  const insurer = insurerName(policy.insurer);
  const number = policyFields.number(policy);
  const validity = formatDateRange(policyFields.validFrom(policy), policyFields.validTo(policy));
  const price = formatUsd(policyFields.annualPrice(policy));
  const Heading = variant === 'detail' ? 'h1' : 'h2';
  const { canOpen } = useAvailability();
  const purchase = policyActions(policy).completePurchase;
  // In the list a purchase left half way says so and offers to finish it (the detail has its own actions).
  const unfinished = variant === 'list' && purchase && canOpen(purchase.to) ? purchase : null;

  return (
    <article
      aria-labelledby={titleId}
      className={`${styles.card} ${variant === 'list' ? styles.linked : styles.detail} ${unfinished ? styles.unfinished : ''}`}
    >
      <div className={styles.top}>
        <span className={styles.icon}>
          <Icon name={categoryIcon(policy.category)} size={28} />
        </span>
        <span className={styles.badges}>
          <StatusBadge status={policy.status} />
          <ExpiryBadge days={daysToExpiry(policy)} />
        </span>
      </div>
      <Heading id={titleId} className={styles.title}>
        {variant === 'list' ? (
          <Link to={paths.policy.href(policy._id)} className={styles.link}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Heading>
      <dl className={styles.facts}>
        {insurer ? (
          <div>
            <dt>Aseguradora</dt>
            <dd>{insurer}</dd>
          </div>
        ) : null}
        {number ? (
          <div>
            <dt>Póliza N.º</dt>
            <dd>{number}</dd>
          </div>
        ) : null}
        {validity ? (
          <div>
            <dt>Vigencia</dt>
            <dd>{validity}</dd>
          </div>
        ) : null}
        {price ? (
          <div>
            <dt>Precio anual</dt>
            <dd className={styles.price}>{price}</dd>
          </div>
        ) : null}
      </dl>
      {unfinished ? (
        <div className={styles.purchase}>
          <p className={styles.purchaseNote}>Tu seguro se activa cuando completes el pago.</p>
          <Link
            to={unfinished.to}
            aria-describedby={titleId}
            className={`${buttons.button} ${buttons.primary} ${buttons.small} ${styles.purchaseLink}`}
          >
            Completar compra
          </Link>
        </div>
      ) : null}
    </article>
  );
}
