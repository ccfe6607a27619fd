import { Link } from 'react-router';
import { useAvailability } from 'shared-ui';
import { Icon } from '@/components/icon';
import { Section } from '@/components/section';
import { isExternalLink } from '@/lib/is-external-link';
import { articles, type Article } from '../content';
import styles from './articles.module.css';

export function Articles() {
  const { canOpen } = useAvailability();
  const items = articles.items.filter((article) => isExternalLink(article.link) || canOpen(article.link));
  return (
    <Section title={articles.title} lead={articles.lead} tone="muted">
      <ul className={styles.grid}>
        {items.map((article) => (
          <li key={article.title}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ArticleCard({ article }: { article: Article }) {
  const external = isExternalLink(article.link);
  return (
    <article className={styles.card}>
      <p className={styles.source}>{article.source}</p>
      <h3 className={styles.title}>
        {/* The link covers the whole card (see .link::after); its name stays the title. */}
        {external ? (
          <a href={article.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {article.title}
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            <Icon name="external" size={16} className={styles.externalIcon} />
          </a>
        ) : (
          <Link to={article.link} className={styles.link}>
            {article.title}
          </Link>
        )}
      </h3>
      <p className={styles.excerpt}>{article.excerpt}</p>
      <span className={styles.more} aria-hidden="true">
        {external ? 'Leer en el sitio oficial' : 'Leer más'}
        <Icon name="arrow" size={18} />
      </span>
    </article>
  );
}
