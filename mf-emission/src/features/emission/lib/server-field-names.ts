import type { EmissionPolicy } from './build-emission-request';
import { policyKind, type EmissionFormValues } from './form-values';

type FormField = keyof EmissionFormValues & string;

/** Emission request fields (spec §3, what POST /sbi/emision receives) → the form field each one comes from. */
const WIRE_TO_FORM: Readonly<Record<string, FormField>> = {
  tipoDeDocumento: 'documentType',
  numeroDeDocumentoODeRut: 'documentNumber',
  nombreORazonSocial: 'firstName',
  apellido: 'lastName',
  fechaDeNacimiento: 'birthDate',
  correoElectronico: 'email',
  celular: 'phone',
  calle: 'address',
  numeroDePuerta: 'doorNumber',
  apartamento: 'apartment',
  codigoPostal: 'zipCode',
  departamento: 'region',
  inicioDeVigencia: 'startDate',
  formaDePago: 'paymentMethod',
  cantidadDeCuotas: 'installments',
};

/** A bike's additional fields, in the order buildEmissionRequest sends them (Marca, Modelo, Serie, Archivo). */
const BIKE_ADDITIONAL_FIELDS: readonly FormField[] = ['brand', 'model', 'serialNumber', 'file'];

/**
 * Where the form shows a 400 about one request field (ApiError.field). With a RUT and a company name,
 * nombreORazonSocial came from 'Empresa'; a bike's `camposAdicionales[i]` from its bike fields.
 */
export function emissionFormField(
  values: EmissionFormValues,
  policy: Pick<EmissionPolicy, 'category'>,
): (wire: string) => FormField | null | undefined {
  return (wire) => {
    if (wire === 'nombreORazonSocial' && values.documentType === 'RUT' && values.company.trim()) return 'company';
    const additional = /^camposAdicionales\[(\d+)\]/.exec(wire);
    if (additional) return policyKind(policy) === 'bike' ? BIKE_ADDITIONAL_FIELDS[Number(additional[1])] : null;
    return WIRE_TO_FORM[wire] ?? null;
  };
}
