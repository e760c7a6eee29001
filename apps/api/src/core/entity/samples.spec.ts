import { IDENTIFIER_KINDS, normalizeNationalCode, type IdentifierKind } from '@karsaz/domain';
import { sampleNationalCode, sampleValue } from '@karsaz/entities';

/** The suites make their people with these codes: each must pass the validator the API applies, and they must differ. */
describe('sample national codes', () => {
  it('pass the national-code validator across the whole range the suites use, and never repeat', () => {
    const seen = new Set<string>();
    // RUN * 1000 + n for runs 900 ms apart (which met before), across the prefixes' boundaries, and the seed's small
    // numbers; the codes repeat only every 36,000,000
    const seqs = [0, 1, 100, 200, 899999, 900000, 900001, 35999999, 999999999];
    for (let run = 0; run < 40; run++) for (let n = 0; n < 50; n++) seqs.push((123456 + run * 900) * 1000 + n);
    for (const seq of seqs) {
      const code = sampleNationalCode(seq);
      expect(normalizeNationalCode(code)).toBe(code);
      seen.add(code);
    }
    expect(seen.size).toBe(new Set(seqs).size);
  });

  it('of every checked kind pass its check (a car’s VIN and plate among them)', () => {
    for (const kind of Object.keys(IDENTIFIER_KINDS) as IdentifierKind[]) {
      for (const seq of [123456001, 59049, 123456789, 987654321]) {
        const value = sampleValue('x', { type: 'string', label: { fa: 'x', en: 'x' }, format: kind }, seq) as string;
        expect([kind, IDENTIFIER_KINDS[kind](value)]).toEqual([kind, value]);
      }
    }
  });
});
