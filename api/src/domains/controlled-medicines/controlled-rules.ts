import type { MedicineClass } from '../../platform/db/schema/catalogue';
import { conflict, withCode } from '../../platform/lib/http-errors';

/**
 * Controlled medicines (codeine, tramadol and the like, restricted in Nigeria because of abuse):
 * what may be listed. A controlled medicine is prescription-only; tramadol above 100 mg per unit is
 * not sold at all (NAFDAC stopped registering the higher strengths in 2018).
 */

/** Tramadol strengths above this (mg per unit) cannot be listed. */
export const TRAMADOL_MAX_MG = 100;

/** Ingredients whose medicines are controlled here; the seed and the migration flag them. */
export const CONTROLLED_INGREDIENTS = /\b(codeine|tramadol)\b/i;

type Listed = { name: string; activeIngredients: string; strength?: string; medicineClass: MedicineClass; controlled?: boolean };

/** Milligrams in "100 mg", "0.2 g", "200mg"; micrograms count as a thousandth. */
function milligrams(text: string): number[] {
  return [...text.matchAll(/(\d+(?:[.,]\d+)?)\s*(mg|g|mcg|µg)\b/gi)].map((m) => {
    const value = Number(m[1].replace(',', '.'));
    const unit = m[2].toLowerCase();
    return unit === 'g' ? value * 1000 : unit === 'mg' ? value : value / 1000;
  });
}

/**
 * The tramadol milligrams a listing says per unit: the figures written beside "tramadol" (in the
 * name or strength) and, when tramadol is the only ingredient, every figure of its strength and name.
 */
export function tramadolMilligrams(m: Pick<Listed, 'name' | 'activeIngredients' | 'strength'>): number[] {
  const texts = [m.name, m.strength ?? ''];
  if (!/tramadol/i.test([m.name, m.activeIngredients, m.strength ?? ''].join(' '))) return [];
  const parts = (text: string) => text.split(/[+,/;]|\band\b|\bwith\b/i).filter((part) => part.trim());
  const beside = texts.flatMap((t) =>
    parts(t)
      .filter((part) => /tramadol/i.test(part))
      .flatMap(milligrams),
  );
  const onlyTramadol = parts(m.activeIngredients).length <= 1;
  return onlyTramadol ? [...beside, ...texts.flatMap(milligrams)] : beside;
}

/** 409 when a medicine cannot be listed as it stands: controlled but not prescription-only, or tramadol above 100 mg. */
export function assertControlledListable(m: Listed): void {
  const tooStrong = tramadolMilligrams(m).filter((mg) => mg > TRAMADOL_MAX_MG);
  if (tooStrong.length) {
    throw withCode(
      conflict(
        `Tramadol above ${TRAMADOL_MAX_MG} mg per unit (this is ${Math.max(...tooStrong)} mg) cannot be listed: it is not approved for sale in Nigeria.`,
        [{ field: 'strength', message: `tramadol must be at most ${TRAMADOL_MAX_MG} mg per unit` }],
      ),
      'tramadol-strength',
    );
  }
  if (m.controlled && m.medicineClass !== 'pom') {
    throw withCode(
      conflict('A controlled medicine must be prescription-only (POM). Change its class to prescription-only or untick Controlled.', [
        { field: 'medicineClass', message: 'a controlled medicine must be prescription-only' },
      ]),
      'controlled-not-pom',
    );
  }
}
