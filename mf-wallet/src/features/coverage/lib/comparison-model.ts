import type { Benefit, CoverageTable } from 'contracts';
import { formatUsd } from 'shared-ui';
import { cellDisplay, type CellDisplay } from './coverage-cell';

/** A plan's answer for one coverage, with what the person's own policy says when it says otherwise. */
export interface ComparisonCell extends CellDisplay {
  plan: string;
  mine: boolean;
  /**
   * Only on the person's plan, when the policy lists this coverage with a sum: 'Según tu póliza', and the
   * catalogue's standard figure when it differs ('el plan estándar dice USD 1.000.000').
   */
  note: string | null;
}

export interface ComparisonRow {
  key: string;
  label: string;
  cells: ComparisonCell[];
}

export interface ComparisonModel {
  /** The table's name of the person's plan, or null when the insurer's comparison does not list it. */
  mine: string | null;
  /** The person's plan first, then the others as the insurer lists them. */
  plans: string[];
  rows: ComparisonRow[];
  /** True when some figure of the policy differs from the catalogue's standard one. */
  differs: boolean;
}

export function samePlan(a: string, b: string | null): boolean {
  return !!b && foldCollapsingSpaces(a) === foldCollapsingSpaces(b);
}

function foldCollapsingSpaces(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const STOP_WORDS = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'o', 'y', 'en', 'por', 'a', 'al']);

function words(text: string): Set<string> {
  return new Set(
    foldCollapsingSpaces(text)
      .split(/[^a-z0-9ñ]+/)
      .filter((w) => w && !STOP_WORDS.has(w)),
  );
}

function subset(a: Set<string>, b: Set<string>): boolean {
  if (a.size === 0) return false;
  for (const w of a) if (!b.has(w)) return false;
  return true;
}

/**
 * The table's name of the policy's plan: the same name, else the one plan whose name holds all its words
 * (a policy loaded as 'Global' is BSE's 'Automóviles Global').
 */
export function findPlan(plans: readonly string[], plan: string | null): string | null {
  if (!plan?.trim()) return null;
  const exact = plans.find((name) => samePlan(name, plan));
  if (exact) return exact;
  const own = words(plan);
  const holding = plans.filter((name) => subset(own, words(name)));
  return holding.length === 1 ? holding[0]! : null;
}

/**
 * The policy's own coverage line for a catalogue feature: the same name, else a name whose words are all
 * in the feature's ('Hurto Total' → 'Robo o hurto total') or the other way round.
 */
export function matchBenefit(label: string, benefits: readonly Benefit[]): Benefit | null {
  const exact = benefits.find((b) => foldCollapsingSpaces(b.nombreCobertura) === foldCollapsingSpaces(label));
  if (exact) return exact;
  const labelWords = words(label);
  return (
    benefits.find((b) => {
      const own = words(b.nombreCobertura);
      return subset(own, labelWords) || subset(labelWords, own);
    }) ?? null
  );
}

/** 'USD 1.000.000' → 1000000; null when the text holds no dollar amount. */
export function usdAmount(text: string | null): number | null {
  const match = /USD\s*([\d.]+(?:,\d+)?)/i.exec(text ?? '');
  if (!match) return null;
  const value = Number(match[1]!.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/**
 * The comparison as the person reads it: their plan first and marked, and on their plan the figures of
 * their own policy where it lists the coverage (the policy is what insures them; the catalogue is the
 * insurer's standard plan).
 */
export function comparisonModel(
  table: CoverageTable,
  plan: string | null,
  benefits: readonly Benefit[],
): ComparisonModel {
  const mine = findPlan(table.plans, plan);
  const plans = mine ? [mine, ...table.plans.filter((name) => name !== mine)] : [...table.plans];
  const own = benefits.filter((b) => b.nombreCobertura.trim() && typeof b.sumaAsegurada === 'number');
  let differs = false;
  const rows = table.rows.map((row) => ({
    key: row.featureKey,
    label: row.featureLabel,
    cells: plans.map((name): ComparisonCell => {
      const standard = cellDisplay(row.byPlan[name]);
      const isMine = name === mine;
      const benefit = isMine ? matchBenefit(row.featureLabel, own) : null;
      if (!benefit) return { ...standard, plan: name, mine: isMine, note: null };
      const figure = formatUsd(benefit.sumaAsegurada);
      const standardAmount = usdAmount(standard.valueText);
      if (standardAmount === benefit.sumaAsegurada) return { ...standard, plan: name, mine: true, note: null };
      const differsHere = standardAmount !== null;
      differs ||= differsHere;
      return {
        symbol: '✔',
        label: 'Cubre',
        valueText: figure,
        plan: name,
        mine: true,
        note: differsHere ? `Según tu póliza; el plan estándar dice ${standard.valueText}.` : 'Según tu póliza.',
      };
    }),
  }));
  return { mine, plans, rows, differs };
}
