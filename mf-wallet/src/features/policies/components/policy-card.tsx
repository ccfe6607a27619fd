import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatDateRange, formatUsd, paths, type Policy } from 'shared-ui';
import { Icon } from '@/components/icon';
import { categoryIcon } from '../lib/category-icon';
import { policyDisplayTitle } from '../lib/display-title';
import { insurerName } from '../lib/insurers';
import { policyFields } from '../lib/policy-fields';
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

  return (
    <article
      aria-labelledby={titleId}
      className={`${styles.card} ${variant === 'list' ? styles.linked : styles.detail}`}
    >
      <div className={styles.top}>
        <span className={styles.icon}>
          <Icon name={categoryIcon(policy.category)} size={28} />
        </span>
        <StatusBadge status={policy.status} />
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
    </article>
  );
}
