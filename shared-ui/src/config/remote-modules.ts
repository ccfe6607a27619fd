// Modules of one remote that another package renders at runtime through RemoteMount (never imported).
// Naming them here, once, lets the shell check them against the remote registry and lets every link or
// tab that opens one hide while the module is not available.
import type { AppTab } from './paths';

/** A module a remote exposes, as RemoteMount and loadRemote name it. */
export interface RemoteModuleRef {
  /** Federation name, e.g. `mf_forms`. */
  remote: string;
  /** Exposed module, e.g. `./InsuranceRequestForm`. */
  module: string;
}

export const remoteModules = {
  /** 'Elegí un tipo': the landing's #solicitud section and 'Explorar nuevos'. */
  insuranceRequestForm: { remote: 'mf_forms', module: './InsuranceRequestForm' },
  /** The /app tab 'Reclamos de Siniestros'. */
  claimsForm: { remote: 'mf_forms', module: './ClaimsForm' },
  /** The contact dialog ('Dejanos tus datos') the shell hosts. */
  contactDialog: { remote: 'mf_forms', module: './ContactDialog' },
  /** The claims of one policy (props `{ policyId }`), in the wallet's policy detail. */
  policyClaims: { remote: 'mf_forms', module: './PolicyClaims' },
  /** The /app tab 'Consultas'. */
  consultasTab: { remote: 'mf_assistant', module: './ConsultasTab' },
  /** The floating assistant button the shell shows to a signed-in person. */
  assistantLauncher: { remote: 'mf_assistant', module: './AssistantLauncher' },
} as const satisfies Record<string, RemoteModuleRef>;

/** The /app tabs whose content is another remote's module. */
export const appTabModules: Readonly<Partial<Record<AppTab, RemoteModuleRef>>> = {
  consultas: remoteModules.consultasTab,
  reclamos: remoteModules.claimsForm,
};
