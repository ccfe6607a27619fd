import { Consultas } from '@/features/conversations/components/consultas';

/** The /app tab 'Consultas', embedded by mf-wallet through RemoteMount. Never creates a router. */
export default function ConsultasTab() {
  return <Consultas />;
}
