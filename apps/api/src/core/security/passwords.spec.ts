import { normalizeDeep } from '@karsaz/domain';
import { isPersonalPassword } from './passwords';
import { keepPasswordsAsTyped, mustNotBeStored } from './http-hygiene';

describe('isPersonalPassword', () => {
  const owner = { mobileNumber: '09121234567', firstName: 'Maximilian', lastName: 'رضایی‌نژاد' };

  it('refuses the mobile number in its forms, and any password holding its ten digits', () => {
    for (const p of ['09121234567', '9121234567', '+989121234567', '+98 912 123 4567', '0098-912-123-4567', '۰۹۱۲۱۲۳۴۵۶۷', 'x9121234567!']) {
      expect(isPersonalPassword(p, owner)).toBe(true);
    }
  });

  it('refuses the names alone or together, whatever the case, spaces and ZWNJ', () => {
    for (const p of ['Maximilian', 'MAXIMILIAN', 'رضایی نژاد', 'رضاییِنژاد'.replace('ِ', '\u200c'), 'maximilian رضایی‌نژاد', 'رضایی‌نژادMaximilian']) {
      expect(isPersonalPassword(p, owner)).toBe(true);
    }
  });

  it('takes other passwords, and the names only as a whole', () => {
    for (const p of ['0912123456', 'Maximilian-1404', 'correct horse battery', '  09121234  ']) expect(isPersonalPassword(p, owner)).toBe(false);
    expect(isPersonalPassword('anything-long', {})).toBe(false);
  });
});

describe('keepPasswordsAsTyped', () => {
  it('keeps password fields untrimmed (Arabic ي/ك read as Persian) and normalises the rest', () => {
    const body = { mobileNumber: ' 0912 ', firstName: ' علي ', password: '  pass word  ', nested: { currentPassword: ' كي ' }, list: [{ newPassword: ' x ' }] };
    expect(keepPasswordsAsTyped(body, normalizeDeep(body))).toEqual({
      mobileNumber: '0912',
      firstName: 'علی',
      password: '  pass word  ',
      nested: { currentPassword: ' کی ' },
      list: [{ newPassword: ' x ' }],
    });
  });
});

describe('mustNotBeStored', () => {
  it('marks the identity routes and any answer with a token', () => {
    expect(mustNotBeStored('/connect/token', '')).toBe(true);
    expect(mustNotBeStored('/api/identity/user/v1/login', '{}')).toBe(true);
    expect(mustNotBeStored('/api/other', '{"value":{"access_token":"x"}}')).toBe(true);
    expect(mustNotBeStored('/api/other', '{"value":{"name":"x"}}')).toBe(false);
  });
});
