import { thirdPartyMissing, thirdPartyName } from './third-party';

describe('third-party rules', () => {
  it('names a person by first and last name and a company by its name', () => {
    expect(thirdPartyName({ kind: 1, firstName: 'سارا', lastName: 'احمدی', companyName: 'x' })).toBe('سارا احمدی');
    expect(thirdPartyName({ kind: 2, firstName: 'x', companyName: 'فولاد مبارکه' })).toBe('فولاد مبارکه');
    expect(thirdPartyName({ kind: 1, firstName: '  ' })).toBeNull();
  });

  it('asks a person for both names and a company for its name', () => {
    expect(thirdPartyMissing({ kind: 1, firstName: 'سارا' })).toEqual(['lastName']);
    expect(thirdPartyMissing({ kind: 1 })).toEqual(['firstName', 'lastName']);
    expect(thirdPartyMissing({ kind: 2, firstName: 'سارا', lastName: 'احمدی' })).toEqual(['companyName']);
    expect(thirdPartyMissing({ kind: 2, companyName: 'فولاد' })).toEqual([]);
  });
});
