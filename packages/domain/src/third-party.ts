/** Rules of a third party (person or company) that hold on both sides. */

export const THIRD_PARTY_PERSON = 1;
export const THIRD_PARTY_COMPANY = 2;

export interface ThirdPartyNameParts {
  kind?: number | null;
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
}

/** The name a third party is shown by: "first last" for a person, the company name for a company. */
export function thirdPartyName(t: ThirdPartyNameParts): string | null {
  const name = t.kind === THIRD_PARTY_COMPANY ? (t.companyName ?? '') : [t.firstName, t.lastName].filter(Boolean).join(' ');
  return name.trim() || null;
}

/**
 * The fields a third party of its kind must have: a person's first and last name, a company's name. Returns the
 * missing fields (empty when sound).
 */
export function thirdPartyMissing(t: ThirdPartyNameParts): string[] {
  const empty = (v: string | null | undefined) => !v || !v.trim();
  if (t.kind === THIRD_PARTY_COMPANY) return empty(t.companyName) ? ['companyName'] : [];
  return [...(empty(t.firstName) ? ['firstName'] : []), ...(empty(t.lastName) ? ['lastName'] : [])];
}
