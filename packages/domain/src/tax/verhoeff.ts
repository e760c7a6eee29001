/**
 * The Verhoeff check digit (the tax authority's SDKs call it their error detection algorithm): it catches every
 * single-digit error and every swap of two neighbouring digits. Written here from the published tables (the
 * registry's one package for it is a one-version script with no types); `verhoeffDigit('123')` is `3`, as in the
 * authority's own SDK test.
 */

/** d(j, k): the multiplication table of the dihedral group D5. */
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;

/** p(pos mod 8, digit): the position permutations. */
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;

/** The inverse of each element of D5. */
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

function digitsOf(text: string): number[] {
  if (!/^\d+$/.test(text)) throw new RangeError(`not a string of digits: ${text}`);
  return [...text].map(Number);
}

/** The check digit to append to `digits` (a string of ASCII digits). */
export function verhoeffDigit(digits: string): string {
  const ds = digitsOf(digits).reverse();
  let c = 0;
  for (let i = 0; i < ds.length; i++) c = D[c]![P[(i + 1) % 8]![ds[i]!]!]!;
  return String(INV[c]);
}

/** Whether `digits` ends in its own Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  const ds = digitsOf(digits).reverse();
  let c = 0;
  for (let i = 0; i < ds.length; i++) c = D[c]![P[i % 8]![ds[i]!]!]!;
  return c === 0;
}
