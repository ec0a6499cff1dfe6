import { FALLBACK_YEAR } from '@store/contracts/constants';

/** The year of "All rights reserved": the server's current year, or the fallback (spec §9). */
export function copyrightYear(year: number | null | undefined): number {
  return typeof year === 'number' && Number.isInteger(year) && year >= FALLBACK_YEAR ? year : FALLBACK_YEAR;
}
