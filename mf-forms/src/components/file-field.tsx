import { useEffect, useRef, type ReactNode } from 'react';
import { useField } from 'formik';
import { FormField } from 'shared-ui';
import { formStyles, useFieldId } from 'shared-ui/formik';
import styles from './form.module.css';

interface FileFieldProps {
  name: string;
  label: ReactNode;
  /** The `accept` attribute ('.pdf,.jpg'). */
  accept: string;
  multiple?: boolean;
  hint?: ReactNode;
  optional?: boolean;
  /** A CSS module's class, `string | undefined` to the type checker. */
  className?: string | undefined;
}

/** 'Archivo elegido: a.pdf' / '2 archivos elegidos: a.pdf, b.png' */
export function chosenFiles(files: readonly File[]): string | null {
  if (files.length === 0) return null;
  const names = files.map((f) => f.name).join(', ');
  return files.length === 1 ? `Archivo elegido: ${names}` : `${files.length} archivos elegidos: ${names}`;
}

/**
 * A Formik file input whose value is the chosen files (File[]), listed by name under it. A new choice
 * replaces the previous one, as the browser's own input does; when the form empties the value (reset,
 * or a change that asks for the file again) the input is emptied too.
 */
export function FileField({
  name,
  label,
  accept,
  multiple = false,
  hint,
  optional = false,
  className,
}: FileFieldProps) {
  const [field, meta, helpers] = useField<File[]>(name);
  const id = useFieldId(name);
  const input = useRef<HTMLInputElement>(null);
  const files = field.value ?? [];

  useEffect(() => {
    if (files.length === 0 && input.current) input.current.value = '';
  }, [files.length]);

  const chosen = chosenFiles(files);
  return (
    <FormField
      id={id}
      label={label}
      optional={optional}
      hint={
        hint || chosen ? (
          <>
            {hint}
            {hint && chosen ? <br /> : null}
            {chosen}
          </>
        ) : null
      }
      error={meta.touched && meta.error ? meta.error : null}
      className={[formStyles.field, className].filter(Boolean).join(' ')}
      labelClassName={formStyles.label}
    >
      {(control) => (
        <input
          {...control}
          ref={input}
          type="file"
          name={name}
          accept={accept}
          multiple={multiple}
          className={styles.file}
          aria-required={optional ? undefined : true}
          onBlur={field.onBlur}
          onChange={(event) => {
            const chosenNow = Array.from(event.currentTarget.files ?? []);
            void helpers.setTouched(true, false);
            void helpers.setValue(chosenNow, true);
          }}
        />
      )}
    </FormField>
  );
}
