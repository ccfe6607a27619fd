import { useId, useState } from 'react';
import { useField } from 'formik';
import { buttonStyles, fieldStyles } from 'shared-ui';
import { formStyles } from 'shared-ui/formik';
import remoteFormStyles from '@/components/form.module.css';
import { acceptOf, formatKb, formatMb, typeList } from '@/lib/files';
import { MAX_FILE_BYTES } from '@/lib/upload-limits';
import { addAttachments, CLAIM_MAX, CLAIM_TYPES } from '../lib/attachments';
import styles from './claims.module.css';

const HINT = `${typeList(CLAIM_TYPES)}; hasta ${CLAIM_MAX} archivos de ${formatMb(MAX_FILE_BYTES)} cada uno.`;

/**
 * 'Adjuntos': each choice adds to the list (a file already there is not added twice; another type or one
 * over the limits is left out, saying why). Each file shows its size in KB and can be removed.
 */
export function AttachmentPicker({ name = 'attachments' }: { name?: string }) {
  const [field, meta, helpers] = useField<File[]>(name);
  const [refused, setRefused] = useState<string[]>([]);
  const id = useId();
  const files = field.value ?? [];
  const error = meta.touched && meta.error ? meta.error : null;
  const describedBy = [`${id}-hint`, refused.length ? `${id}-refused` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`${formStyles.field} ${formStyles.wide}`}>
      <label htmlFor={id} className={formStyles.label}>
        Adjuntos<span className={fieldStyles.optional}> (opcional)</span>
      </label>
      <input
        id={id}
        name={name}
        type="file"
        multiple
        accept={acceptOf(CLAIM_TYPES)}
        className={remoteFormStyles.file}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const input = event.currentTarget;
          const added = addAttachments(files, Array.from(input.files ?? []));
          // Emptied so that a file removed from the list can be chosen again.
          input.value = '';
          setRefused(added.refused);
          void helpers.setValue(added.files);
        }}
      />
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {HINT}
      </p>
      {refused.length ? (
        <ul id={`${id}-refused`} role="alert" className={styles.refused}>
          {refused.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {files.length ? (
        <ul aria-label="Archivos adjuntos" className={styles.files}>
          {files.map((file, index) => (
            <li key={`${file.name}:${file.size}:${file.lastModified}`} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatKb(file.size)}</span>
              <button
                type="button"
                className={buttonStyles.link}
                onClick={() => {
                  setRefused([]);
                  void helpers.setValue(files.filter((_, i) => i !== index));
                }}
              >
                Quitar<span className="visually-hidden"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
