import { FileField } from '@/components/file-field';
import { CheckField } from '@/components/check-field';
import { formStyles, plainOptions, SelectField, TextField } from 'shared-ui/formik';
import styles from '@/components/form.module.css';
import { acceptOf, formatMb, typeList } from '@/lib/files';
import { MAX_FILE_BYTES } from '@/lib/upload-limits';
import {
  AUTO_TIPOS_DOC,
  DEPARTAMENTOS,
  FILE_FIELDS,
  FILE_LABELS,
  FILE_TYPES,
  GARANTIA_TIPOS_DOC,
  LUGARES_CIRCULACION,
  MIN_ANIO,
  RECIBOS_VARIABLES,
  SITUACION_LABELS,
  SITUACIONES,
  TIPOS_VEHICULO,
  USOS,
  type InsuranceRequestFileField,
} from '../lib/products';

const ACCEPT = acceptOf(FILE_TYPES);
const FILE_HINT = `${typeList(FILE_TYPES)}, hasta ${formatMb(MAX_FILE_BYTES)} cada uno.`;
export const CI_AGAIN = 'Cambiaste tus datos: volvé a adjuntar la cédula.';

const situacionOptions = SITUACIONES.map((value) => ({ value, label: SITUACION_LABELS[value] }));

/**
 * A visitor's only way to get the proposal in soa, movilidad, accidentes and garantía (the spec requires the
 * e-mail for auto only): the api answers by e-mail, so it is asked and the hint says why.
 */
export const VISITOR_EMAIL_WHY =
  'Lo pedimos porque no iniciaste sesión: es la forma de enviarte la propuesta. Con sesión iniciada te respondemos al email de tu cuenta.';
/** Garantía also asks a celular: a visitor gives one or the other. */
export const VISITOR_EMAIL_OR_CELULAR_WHY =
  'Dejanos tu email o tu celular: sin sesión iniciada es la forma de enviarte la propuesta.';

interface EmailFieldProps {
  /** The signed-in person's e-mail: the answer goes there when the field is left empty. */
  accountEmail: string | null;
  required?: boolean;
  /** The form also asks a celular (garantía): a visitor may give that instead. */
  orCelular?: boolean;
}

function EmailField({ accountEmail, required = false, orCelular = false }: EmailFieldProps) {
  const optional = !required && accountEmail !== null;
  const why = orCelular ? VISITOR_EMAIL_OR_CELULAR_WHY : VISITOR_EMAIL_WHY;
  return (
    <TextField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      optional={optional}
      hint={optional ? `Si lo dejás vacío, te respondemos a ${accountEmail}.` : required ? undefined : why}
    />
  );
}

function UploadField({ field, ciCleared = false }: { field: InsuranceRequestFileField; ciCleared?: boolean }) {
  const max = FILE_FIELDS[field].maxFiles;
  const hint =
    field === 'recibosVariables'
      ? `Elegí los ${RECIBOS_VARIABLES} archivos juntos. ${FILE_HINT}`
      : field === 'ci' && ciCleared
        ? CI_AGAIN
        : max > 1
          ? `Hasta ${max} archivos. ${FILE_HINT}`
          : FILE_HINT;
  const required = field === 'recibosVariables' || field === 'facturaOImagen';
  return (
    <FileField
      name={field}
      label={FILE_LABELS[field]}
      accept={ACCEPT}
      multiple={max > 1}
      optional={!required}
      hint={hint}
      className={formStyles.wide}
    />
  );
}

export function AutoFields({ accountEmail, maxYear }: { accountEmail: string | null; maxYear: number }) {
  return (
    <div className={formStyles.grid}>
      <TextField name="marca" label="Marca" />
      <TextField name="anio" label="Año" type="number" inputMode="numeric" min={MIN_ANIO} max={maxYear} />
      <TextField name="modelo" label="Modelo" />
      <SelectField name="tipoDoc" label="Tipo de documento" options={plainOptions(AUTO_TIPOS_DOC)} />
      <TextField name="doc" label="Número de documento" />
      <SelectField name="departamento" label="Departamento" options={plainOptions(DEPARTAMENTOS)} />
      <SelectField name="uso" label="Uso" options={plainOptions(USOS)} />
      <EmailField accountEmail={accountEmail} required />
      <TextField name="celular" label="Celular" type="tel" autoComplete="tel" inputMode="tel" optional />
    </div>
  );
}

interface GarantiaFieldsProps {
  accountEmail: string | null;
  files: readonly InsuranceRequestFileField[];
  ciCleared: boolean;
}

export function GarantiaFields({ accountEmail, files, ciCleared }: GarantiaFieldsProps) {
  return (
    <>
      <div className={formStyles.grid}>
        <SelectField name="tipoDoc" label="Tipo de documento" options={plainOptions(GARANTIA_TIPOS_DOC)} />
        <TextField name="doc" label="Número de documento" />
        <TextField name="nombre" label="Nombre completo" autoComplete="name" />
        <TextField name="nacionalidad" label="Nacionalidad" optional />
        <TextField name="celular" label="Celular" type="tel" autoComplete="tel" inputMode="tel" optional />
        <EmailField accountEmail={accountEmail} orCelular />
        <SelectField name="situacionLaboral" label="Situación laboral" options={situacionOptions} />
        <TextField
          name="antiguedadLaboral"
          label="Antigüedad laboral (meses)"
          type="number"
          inputMode="numeric"
          min={0}
          optional
        />
      </div>
      {files.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Documentación</legend>
          <div className={formStyles.grid}>
            {files.map((field) => (
              <UploadField key={field} field={field} ciCleared={ciCleared} />
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}

export function SoaFields({ accountEmail }: { accountEmail: string | null }) {
  return (
    <div className={formStyles.grid}>
      <SelectField name="tipoVehiculo" label="Tipo de vehículo" options={plainOptions(TIPOS_VEHICULO)} />
      <SelectField name="lugarCirculacion" label="Lugar de circulación" options={plainOptions(LUGARES_CIRCULACION)} />
      <EmailField accountEmail={accountEmail} />
    </div>
  );
}

export function MovilidadFields({ accountEmail }: { accountEmail: string | null }) {
  return (
    <div className={formStyles.grid}>
      <TextField name="valorDeclarado" label="Valor declarado (USD)" type="number" inputMode="decimal" min={0} />
      <EmailField accountEmail={accountEmail} />
      <UploadField field="facturaOImagen" />
    </div>
  );
}

export function AccidentesFields({ accountEmail }: { accountEmail: string | null }) {
  return (
    <div className={formStyles.grid}>
      <TextField
        name="montoMuerte"
        label="Suma por muerte accidental (USD)"
        type="number"
        inputMode="decimal"
        min={0}
        optional
      />
      <TextField
        name="montoInvalidez"
        label="Suma por invalidez total y permanente (USD)"
        type="number"
        inputMode="decimal"
        min={0}
        optional
      />
      <EmailField accountEmail={accountEmail} />
      <div className={formStyles.wide}>
        <CheckField name="menorDe65" label="Tengo menos de 65 años" />
      </div>
    </div>
  );
}
