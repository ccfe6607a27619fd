import { useRef, useState } from 'react';
import type { Claim, ClaimAttachment } from 'contracts';
import { buttonStyles, errorMessage, formatDate, Spinner, type ApiQuery } from 'shared-ui';
import { saveBlob } from '@/lib/download';
import { formatKb } from '@/lib/files';
import { ATTACHMENT_ERROR, getClaimAttachment } from '../api/get-claim-attachment';
import { CLAIM_STATUS_LABELS } from '../lib/claim-status';
import styles from './claims.module.css';

interface ClaimsListProps {
  query: ApiQuery<Claim[]>;
  /** Accessible name of the list. */
  label: string;
  /** Shown when there is none. */
  emptyText: string;
  /** The policy detail's short version: no policy number (it is that policy's) nor message. */
  compact?: boolean;
}

/** The person's claims with their status, date, policy and attachments (downloaded with the session). */
export function ClaimsList({ query, label, emptyText, compact = false }: ClaimsListProps) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const running = useRef(false);

  if (query.status === 'idle' || query.status === 'loading') {
    return <Spinner label="Cargando reclamos…" showLabel />;
  }
  if (query.status === 'error') {
    return (
      <div role="alert" className={styles.error}>
        <p>{query.error}</p>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={query.reload}>
          Reintentar
        </button>
      </div>
    );
  }
  // Inside the policy detail the host's headings are unknown: no heading of its own there.
  const Title = compact ? 'p' : 'h3';
  if (query.data.length === 0) return <p className={styles.note}>{emptyText}</p>;

  const download = async (claim: Claim, attachment: ClaimAttachment) => {
    if (running.current) return;
    running.current = true;
    setDownloading(attachment._id);
    setDownloadError(null);
    try {
      saveBlob(await getClaimAttachment({ claimId: claim._id, attachmentId: attachment._id }), attachment.name);
    } catch (error) {
      console.error('[mf-forms] GET /claims/{id}/attachments/{attachmentId} falló', error);
      setDownloadError(errorMessage(error, ATTACHMENT_ERROR));
    } finally {
      running.current = false;
      setDownloading(null);
    }
  };

  return (
    <div className={compact ? styles.compact : undefined}>
      <ul aria-label={label} className={styles.claims}>
        {query.data.map((claim) => (
          <li key={claim._id} className={styles.claim}>
            <div className={styles.claimHeader}>
              <Title className={styles.claimTitle}>
                {compact || !claim.numeroPoliza ? 'Reclamo' : `Póliza ${claim.numeroPoliza}`} del{' '}
                {formatDate(claim.createdAt)}
              </Title>
              <span className={styles.status} data-status={claim.status}>
                <span className="visually-hidden">Estado: </span>
                {CLAIM_STATUS_LABELS[claim.status]}
              </span>
            </div>
            {!compact && !claim.numeroPoliza ? <p className={styles.meta}>Sin número de póliza</p> : null}
            {!compact && claim.mensaje ? <p className={styles.message}>{claim.mensaje}</p> : null}
            {claim.attachments.length ? (
              <ul aria-label="Adjuntos del reclamo" className={styles.attachments}>
                {claim.attachments.map((attachment) => (
                  <li key={attachment._id}>
                    <button
                      type="button"
                      className={`${buttonStyles.link} ${styles.download}`}
                      disabled={downloading !== null}
                      aria-busy={downloading === attachment._id || undefined}
                      onClick={() => void download(claim, attachment)}
                    >
                      <span className="visually-hidden">Descargar </span>
                      {attachment.name} ({formatKb(attachment.size)})
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {downloadError ? (
        <p role="alert" className={styles.error}>
          {downloadError}
        </p>
      ) : null}
    </div>
  );
}
