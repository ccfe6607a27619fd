import { api } from 'shared-ui';

/** Spec §8: shown when the server gives no message. */
export const EMISSION_ERROR = 'Error al emitir póliza';

export type FormaDePago = 'T' | 'L' | 'R';

export interface CampoAdicional {
  nombre: string;
  valor: string;
}

/** POST /sbi/emision body: the spec's emission request (§3) plus the policy being completed. */
export interface EmissionRequest {
  productoId: string;
  paqueteId: string;
  tipoDeDocumento: 'CI' | 'RUT';
  numeroDeDocumentoODeRut: string;
  nombreORazonSocial: string;
  apellido: string;
  fechaDeNacimiento: string;
  correoElectronico: string;
  celular: string;
  calle: string;
  numeroDePuerta: string;
  apartamento: string;
  codigoPostal: string;
  departamento: string;
  /** YYYY-MM-DD */
  inicioDeVigencia: string;
  formaDePago: FormaDePago;
  cantidadDeCuotas: number;
  camposAdicionales: CampoAdicional[];
  emailTo: string;
  emailCC: string;
  paymentCode: null;
  createdFromQuoteId: string | null;
  /** The server adds urlNotificacionNumeroDePoliza itself. */
  policyId: string;
}

export interface EmissionResponse {
  emisionId: string;
  /** The card payment page (formaDePago T); null otherwise. */
  linkDePago: string | null;
  estado: string;
}

/** Idempotent per policy on the server: a retry never issues a second policy. */
export function createEmission(body: EmissionRequest): Promise<EmissionResponse> {
  return api.post<EmissionResponse>('/sbi/emision', body, { fallbackMessage: EMISSION_ERROR });
}
