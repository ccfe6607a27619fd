import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Formik, setNestedObjectValues, useFormikContext, type FormikErrors, type FormikTouched } from 'formik';
import { formStyles, plainOptions, SelectField, TextField } from 'shared-ui/formik';
import { buttons } from '@/components/buttons';
import { useSaveManualPolicy, type SaveManualPolicy, type SaveTarget } from '../hooks/use-save-manual-policy';
import type { SaveMode } from '../lib/build-body';
import type { ManualPolicyValues } from '../lib/form-values';
import { PAYMENT_OPTIONS, RENEWAL_OPTIONS } from '../lib/options';
import { manualPolicyErrors } from '../lib/validation';
import { CoverageRows } from './coverage-rows';
import { PdfImport, type PdfImportHandle } from './pdf-import';
import styles from './manual-policy-form.module.css';

export const FORM_TITLE = 'Agregar servicio';
const ID_PREFIX = 'manual';

/** The wizard's choices as the summary shows them (display names). */
export interface ServiceSummary {
  category: string;
  insurer: string;
  plan: string;
  policyNumber: string | null;
}

/** What the form says above the fields about the partner's lookup. */
export type PartnerNotice = { kind: 'found' } | { kind: 'not_found'; policyNumber: string | null } | null;

interface ManualPolicyFormProps {
  summary: ServiceSummary;
  initialValues: ManualPolicyValues;
  target: SaveTarget;
  notice?: PartnerNotice;
  /** 'Cancelar': back where the person came from. */
  onCancel: () => void;
}

/**
 * 'Agregar servicio' (spec §2, §4 Manual policy): the summary, the policy's fields and coverage rows, the PDF
 * import, then 'Guardar' (status 'activa'), 'Prefiero completarlo más tarde' ('Faltan completar datos') or
 * 'Cancelar'.
 */
export function ManualPolicyForm({ summary, initialValues, target, notice = null, onCancel }: ManualPolicyFormProps) {
  const saving = useSaveManualPolicy(target);
  const [documentFileId, setDocumentFileId] = useState<string | null>(null);
  const context = { complete: true, insurer: target.insurer };
  return (
    <Formik<ManualPolicyValues>
      initialValues={initialValues}
      validate={async (values) => ({ ...(await manualPolicyErrors(values, context)), ...saving.validate(values) })}
      onSubmit={(values, helpers) => saving.save(values, 'complete', helpers, documentFileId)}
    >
      <ManualPolicyFields
        summary={summary}
        notice={notice}
        saving={saving}
        sbi={target.insurer === 'sbi'}
        insurer={target.insurer}
        documentFileId={documentFileId}
        onUploaded={(upload) => setDocumentFileId(upload.fileId)}
        onCancel={onCancel}
      />
    </Formik>
  );
}

interface ManualPolicyFieldsProps {
  summary: ServiceSummary;
  notice: PartnerNotice;
  saving: SaveManualPolicy;
  sbi: boolean;
  insurer: string;
  documentFileId: string | null;
  onUploaded: (upload: { fileId: string }) => void;
  onCancel: () => void;
}

function ManualPolicyFields({
  summary,
  notice,
  saving,
  sbi,
  insurer,
  documentFileId,
  onUploaded,
  onCancel,
}: ManualPolicyFieldsProps) {
  const formik = useFormikContext<ManualPolicyValues>();
  const pdf = useRef<PdfImportHandle>(null);
  const summaryId = useId();
  const busy = saving.busy !== null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    void formik.submitForm().then(() => focusFirstError());
  };

  /** 'Prefiero completarlo más tarde': only well-formed values are needed. */
  const saveLater = async () => {
    if (busy) return;
    const errors = await manualPolicyErrors(formik.values, { complete: false, insurer });
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      return;
    }
    saving.save(formik.values, 'later', formik, documentFileId);
  };

  const showErrors = (errors: FormikErrors<ManualPolicyValues>) => {
    void formik.setTouched(setNestedObjectValues(errors, true) as FormikTouched<ManualPolicyValues>, false);
    formik.setErrors(errors);
    focusFirstError();
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={FORM_TITLE}
      aria-busy={busy}
      className={`${styles.form} ${formStyles.compact}`}
    >
      <section aria-labelledby={summaryId} className={styles.summary}>
        <h2 id={summaryId} className={styles.summaryHeading}>
          Tu seguro
        </h2>
        <dl className={styles.facts}>
          <Fact term="Categoría">{summary.category}</Fact>
          <Fact term="Aseguradora">{summary.insurer}</Fact>
          <Fact term="Plan">{summary.plan}</Fact>
          <Fact term="Número de póliza">{summary.policyNumber || 'Sin número'}</Fact>
        </dl>
      </section>

      {notice?.kind === 'found' ? (
        <p role="status" className={styles.found}>
          Completamos el formulario con los datos de tu póliza en {summary.insurer}. Revisalos antes de guardar.
        </p>
      ) : null}
      {notice?.kind === 'not_found' ? (
        <div role="alert" className={styles.warning}>
          <p className={styles.warningTitle}>
            No encontramos la póliza{notice.policyNumber ? ` ${notice.policyNumber}` : ''} en {summary.insurer}.
          </p>
          <p>Podés completar los datos a mano o cargar la póliza en PDF.</p>
          <div className={styles.warningActions}>
            <button
              type="button"
              className={`${buttons.button} ${buttons.secondary} ${buttons.small}`}
              onClick={() => document.getElementById(`${ID_PREFIX}-asegurado`)?.focus()}
            >
              Completar a mano
            </button>
            <button
              type="button"
              className={`${buttons.button} ${buttons.secondary} ${buttons.small}`}
              onClick={() => pdf.current?.choose()}
            >
              Subir el PDF
            </button>
          </div>
        </div>
      ) : null}

      <PdfImport ref={pdf} onUploaded={onUploaded} disabled={busy} />

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Datos de la póliza</legend>
        <div className={styles.grid}>
          <TextField name="asegurado" label="Nombre del asegurado" optional autoComplete="name" idPrefix={ID_PREFIX} />
          <TextField
            name="numeroPoliza"
            label="Número de póliza / endoso"
            optional={!sbi}
            autoComplete="off"
            idPrefix={ID_PREFIX}
          />
          <TextField name="vigenciaDesde" label="Vigencia desde" type="date" idPrefix={ID_PREFIX} />
          <TextField name="vigenciaHasta" label="Vigencia hasta" type="date" idPrefix={ID_PREFIX} />
          <SelectField
            name="tipoRenovacion"
            label="Tipo de renovación"
            optional
            options={plainOptions(RENEWAL_OPTIONS)}
            placeholder="Elegí una opción"
            idPrefix={ID_PREFIX}
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Pago</legend>
        <div className={styles.grid}>
          <SelectField
            name="medioPago"
            label="Medio de pago"
            optional
            options={plainOptions(PAYMENT_OPTIONS)}
            placeholder="Elegí una opción"
            idPrefix={ID_PREFIX}
          />
          <TextField name="cuotas" label="Cuotas" optional inputMode="numeric" idPrefix={ID_PREFIX} />
          <TextField name="prima" label="Prima (USD)" optional inputMode="decimal" idPrefix={ID_PREFIX} />
          <TextField name="premioTotal" label="Premio total (USD)" optional inputMode="decimal" idPrefix={ID_PREFIX} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Producto y cobertura</legend>
        <div className={styles.grid}>
          <TextField name="corredor" label="Nombre del corredor" optional idPrefix={ID_PREFIX} />
          <TextField name="producto" label="Producto" idPrefix={ID_PREFIX} />
          <TextField name="plan" label="Plan" idPrefix={ID_PREFIX} />
          <TextField name="cobertura" label="Cobertura" optional idPrefix={ID_PREFIX} />
          <TextField name="limite" label="Límite" optional idPrefix={ID_PREFIX} />
          <TextField name="deducible" label="Deducible" optional idPrefix={ID_PREFIX} />
          <TextField
            multiline
            rows={3}
            name="descripcionBien"
            label="Descripción del bien asegurado"
            optional
            idPrefix={ID_PREFIX}
            className={styles.wide}
          />
        </div>
        <CoverageRows />
      </fieldset>

      {saving.alert ? (
        <p role="alert" className={styles.alert}>
          {saving.alert}
        </p>
      ) : null}

      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onCancel} disabled={busy}>
          Cancelar
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          onClick={() => void saveLater()}
          disabled={busy}
          aria-busy={saving.busy === 'later'}
        >
          {busyLabel(saving.busy, 'later')}
        </button>
        <button
          type="submit"
          className={`${buttons.button} ${buttons.primary}`}
          disabled={busy}
          aria-busy={saving.busy === 'complete'}
        >
          {busyLabel(saving.busy, 'complete')}
        </button>
      </div>
    </form>
  );
}

const LABELS: Record<SaveMode, [idle: string, busy: string]> = {
  complete: ['Guardar', 'Guardando…'],
  later: ['Prefiero completarlo más tarde', 'Guardando para más tarde…'],
};

function busyLabel(busy: SaveMode | null, button: SaveMode): string {
  return LABELS[button][busy === button ? 1 : 0];
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** After a refused send: the first field marked invalid takes the focus (once React has rendered it). */
function focusFirstError() {
  setTimeout(() => {
    document.querySelector<HTMLElement>(`form[aria-label="${FORM_TITLE}"] [aria-invalid="true"]`)?.focus();
  }, 0);
}
