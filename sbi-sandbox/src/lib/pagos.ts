import { randomUUID } from 'node:crypto';
import { policyFromEmision } from './emision';
import type { Emision, Store } from './store';

/**
 * Records the payment of an emission and issues its policy: number, dates, invoice number, and the
 * notification event to deliver. Paying twice changes nothing (`changed` false): the first payment wins.
 */
export function markPaid(
  store: Store,
  emisionId: string,
  via: 'tarjeta' | 'pago-recibido',
  { tarjetaUltimos4 = null, now = new Date() }: { tarjetaUltimos4?: string | null; now?: Date } = {},
): { emision: Emision; changed: boolean } {
  const current = store.getEmision(emisionId);
  if (!current) throw new Error(`unknown emission ${emisionId}`);
  if (current.estado === 'emitida') return { emision: current, changed: false };

  const poliza = policyFromEmision(
    current,
    { numeroPoliza: store.newPolicyNumber(), numeroFactura: store.newInvoiceNumber() },
    now,
  );
  const emision = store.update(emisionId, (e) => {
    e.estado = 'emitida';
    e.pago = { ...e.pago, pagadaEn: now.toISOString(), via, tarjetaUltimos4 };
    e.poliza = poliza;
    e.notificacion = {
      deliveryId: randomUUID(),
      evento: {
        emisionId: e.emisionId,
        referencia: e.referencia,
        numeroPoliza: poliza.numeroPoliza,
        fechaEmision: poliza.fechaEmision,
        fechaVencimiento: poliza.vigenciaHasta,
        estado: 'emitida',
      },
      estado: 'pendiente',
      intentos: 0,
      ultimoIntentoEn: null,
      proximoIntentoEn: null,
      ultimoError: null,
    };
  });
  return { emision, changed: true };
}
