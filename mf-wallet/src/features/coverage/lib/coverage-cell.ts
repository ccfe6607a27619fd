import type { CoverageCell } from 'contracts';

export interface CellDisplay {
  /** ✔ covered, ✖ not covered, — unknown (spec §3). */
  symbol: '✔' | '✖' | '—';
  /** What the symbol says, for screen readers. */
  label: 'Cubre' | 'No cubre' | 'Sin datos';
  /** The limit or detail ('USD 1.000.000'), shown next to the symbol. */
  valueText: string | null;
}

/** A cell of the comparison: a valueText implies covered; no answer at all is unknown. */
export function cellDisplay(cell: CoverageCell | undefined): CellDisplay {
  const valueText = cell?.valueText?.trim() || null;
  if (cell?.covered === true || (valueText && cell?.covered !== false)) {
    return { symbol: '✔', label: 'Cubre', valueText };
  }
  if (cell?.covered === false) return { symbol: '✖', label: 'No cubre', valueText };
  return { symbol: '—', label: 'Sin datos', valueText: null };
}
