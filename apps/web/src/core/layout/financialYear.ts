import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../storage/storage';

/**
 * The financial year the API calls carry as X-Financial-Year (spec §2, CONTRACT): the one the user chose in the
 * header (stored under STORAGE_KEYS.financialYear), else the year preselected for the session (the current one,
 * kept in memory only, so nothing is stored until the user chooses).
 */
let preselected: string | null = null;

export function selectedFinancialYear(): string | null {
  return readStorage(STORAGE_KEYS.financialYear) ?? preselected;
}

export function preselectFinancialYear(id: string | null): void {
  preselected = id;
}

export function chooseFinancialYear(id: string): void {
  writeStorage(STORAGE_KEYS.financialYear, id);
}

export function forgetFinancialYear(): void {
  removeStorage(STORAGE_KEYS.financialYear);
}
