import { Fragment } from 'react';
import { scrollToSection } from '@/lib/scroll-to-section';
import { privacySections, type Block } from '../content';
import styles from './privacy-policy.module.css';

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Turns e-mail addresses inside a paragraph into mailto links. */
function withMailLinks(text: string) {
  return text.split(EMAIL).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

function BlockView({ block }: { block: Block }) {
  if ('ul' in block) {
    return (
      <ul className={styles.list}>
        {block.ul.map((item) => (
          <li key={item}>{withMailLinks(item)}</li>
        ))}
      </ul>
    );
  }
  return <p>{withMailLinks(block.p)}</p>;
}

export function PrivacyPolicy() {
  return (
    <div className={styles.layout}>
      <nav aria-label="Contenido de la política" className={styles.toc}>
        <p className={styles.tocTitle}>En esta página</p>
        <ol>
          {privacySections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                onClick={(event) => {
                  // Scroll without touching the URL: the host's router owns it.
                  event.preventDefault();
                  const target = document.getElementById(section.id);
                  scrollToSection(target, target?.querySelector('h2') ?? null);
                }}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.body}>
        {privacySections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`} className={styles.section}>
            <h2 id={`${section.id}-titulo`} tabIndex={-1} className={styles.heading}>
              {section.title}
            </h2>
            {section.blocks.map((block, i) => (
              <BlockView key={i} block={block} />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
