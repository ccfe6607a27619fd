import { useId } from 'react';
import type { GuideContact, GuideContent } from 'contracts';
import { Spinner } from 'shared-ui';
import { buttons } from '@/components/buttons';
import { Disclosure } from '@/components/disclosure';
import { GUIDE_ERROR, useClaimGuide } from '../api/get-claim-guide';
import { GENERAL_GUIDE_TITLE, generalCarGuide } from '../lib/general-car-guide';
import styles from './claim-guide.module.css';

export const GUIDE_TITLE = 'Qué hacer ante un siniestro';

/** The four sections of a car policy's guide (spec §2 Policy detail), each collapsible. */
export const GUIDE_SECTIONS = {
  procedure: 'Procedimiento después de un siniestro',
  criticalPoints: 'Puntos críticos',
  documents: 'Documentos clave',
  contacts: 'Contactos para denunciar',
} as const;

/**
 * Car policies: the insurer's guide after a claim; when the insurer has none (or is not known), the general
 * guide of every car claim in Uruguay, naming the insurer where the person must call it.
 */
export function ClaimGuide({ insurer, insurerName }: { insurer: string | null; insurerName?: string | null }) {
  const headingId = useId();
  const guide = useClaimGuide(insurer);
  const general = !insurer || (guide.status === 'success' && guide.data === null);

  let content;
  let lead: string | null = null;
  if (general) {
    lead = GENERAL_GUIDE_TITLE;
    content = <GuideSections content={generalCarGuide(insurerName || null)} />;
  } else if (guide.status === 'error') {
    content = (
      <div role="alert" className={styles.error}>
        <p>{guide.error || GUIDE_ERROR}</p>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary} ${buttons.small}`}
          onClick={guide.reload}
        >
          Reintentar
        </button>
      </div>
    );
  } else if (guide.status !== 'success' || !guide.data) {
    content = <Spinner label="Cargando la guía…" showLabel className={styles.loading} />;
  } else {
    lead = guide.data.title;
    content = <GuideSections content={guide.data.content} />;
  }

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        {GUIDE_TITLE}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {content}
    </section>
  );
}

function GuideSections({ content }: { content: GuideContent }) {
  return (
    <div className={styles.sections}>
      <Disclosure title={GUIDE_SECTIONS.procedure}>
        <ol className={styles.list}>
          {content.procedure.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Disclosure>
      <Disclosure title={GUIDE_SECTIONS.criticalPoints}>
        <ul className={styles.list}>
          {content.criticalPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Disclosure>
      <Disclosure title={GUIDE_SECTIONS.documents}>
        <ul className={styles.list}>
          {content.documents.map((document) => (
            <li key={document}>{document}</li>
          ))}
        </ul>
      </Disclosure>
      <Disclosure title={GUIDE_SECTIONS.contacts}>
        <ul className={styles.contacts}>
          {content.contacts.map((contact) => (
            <Contact key={`${contact.label}-${contact.phone ?? contact.email ?? contact.url}`} contact={contact} />
          ))}
        </ul>
      </Disclosure>
    </div>
  );
}

function Contact({ contact }: { contact: GuideContact }) {
  const tel = contact.phone?.replace(/[^\d*+#]/g, '');
  return (
    <li className={styles.contact}>
      <span className={styles.contactLabel}>{contact.label}</span>
      {contact.phone ? <a href={`tel:${tel}`}>{contact.phone}</a> : null}
      {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
      {contact.url ? (
        <a href={contact.url} target="_blank" rel="noopener noreferrer">
          {contact.url.replace(/^https?:\/\//, '')}
        </a>
      ) : null}
      {contact.hours ? <span className={styles.hours}>{contact.hours}</span> : null}
    </li>
  );
}
