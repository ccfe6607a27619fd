import { useEffect, useId, useRef } from 'react';
import { FieldArray, useFormikContext } from 'formik';
import { fieldId, TextField } from 'shared-ui/formik';
import { buttons } from '@/components/buttons';
import { Icon } from '@/components/icon';
import { newCoverageRow, type ManualPolicyValues } from '../lib/form-values';
import styles from './coverage-rows.module.css';

const ID_PREFIX = 'manual';

/**
 * The policy's coverage rows (sent as `benefits`): the person adds, edits and removes rows of a coverage
 * name and its insured sum in USD. A new row takes the focus; removing one moves it to 'Agregar cobertura'.
 */
export function CoverageRows() {
  const { values } = useFormikContext<ManualPolicyValues>();
  const headingId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'last' | 'add' | null>(null);
  const count = values.benefits.length;

  useEffect(() => {
    if (focusNext.current === 'last' && count > 0) {
      document.getElementById(fieldId(`benefits.${count - 1}.nombreCobertura`, ID_PREFIX))?.focus();
    } else if (focusNext.current === 'add') {
      addRef.current?.focus();
    }
    focusNext.current = null;
  }, [count]);

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} className={styles.heading}>
        Coberturas
      </h3>
      <p className={styles.hint}>Agregá cada cobertura de tu póliza con su suma asegurada en USD.</p>
      <FieldArray name="benefits">
        {(rows) => (
          <>
            {count > 0 ? (
              <ol className={styles.rows}>
                {values.benefits.map((row, index) => (
                  <li key={row.key}>
                    <fieldset className={styles.row}>
                      <legend className={styles.legend}>Cobertura {index + 1}</legend>
                      <TextField
                        name={`benefits.${index}.nombreCobertura`}
                        label="Nombre de la cobertura"
                        idPrefix={ID_PREFIX}
                        className={styles.name}
                      />
                      <TextField
                        name={`benefits.${index}.sumaAsegurada`}
                        label="Suma asegurada (USD)"
                        optional
                        inputMode="decimal"
                        idPrefix={ID_PREFIX}
                      />
                      <button
                        type="button"
                        className={`${buttons.button} ${buttons.dangerOutline} ${buttons.small} ${styles.remove}`}
                        onClick={() => {
                          focusNext.current = 'add';
                          rows.remove(index);
                        }}
                      >
                        Quitar<span className="visually-hidden"> cobertura {index + 1}</span>
                      </button>
                    </fieldset>
                  </li>
                ))}
              </ol>
            ) : null}
            <button
              ref={addRef}
              type="button"
              className={`${buttons.button} ${buttons.secondary} ${buttons.small} ${styles.add}`}
              onClick={() => {
                focusNext.current = 'last';
                rows.push(newCoverageRow());
              }}
            >
              <Icon name="plus" size={18} />
              Agregar cobertura
            </button>
          </>
        )}
      </FieldArray>
    </section>
  );
}
