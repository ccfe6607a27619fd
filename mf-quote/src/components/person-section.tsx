import type { ReactNode } from 'react';
import { formStyles, TextField, useFieldId } from 'shared-ui/formik';
import styles from '@/components/form.module.css';

/**
 * A quote form's 'Tus datos': name, surname and e-mail (Formik fields `name`, `surname`, `email`), then
 * `children` (more of the person's fields). Alone, the e-mail takes the whole row.
 */
export function PersonSection({ children }: { children?: ReactNode }) {
  // Under the form's id prefix, like its fields (GuardedForm's idPrefix).
  const titleId = useFieldId('tus-datos');
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Tus datos
      </h2>
      <div className={formStyles.grid}>
        <TextField name="name" label="Nombre" autoComplete="given-name" />
        <TextField name="surname" label="Apellido" autoComplete="family-name" />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          className={children ? undefined : formStyles.wide}
        />
        {children}
      </div>
    </section>
  );
}
