import { normalizeIranianMobile } from './mobile';

describe('Iranian mobile numbers', () => {
  it.each([
    ['09121234567', '09121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567'],
    ['+98 912 123 4567', '09121234567'],
    ['0098-912-123-4567', '09121234567'],
    ['989121234567', '09121234567'],
    ['9121234567', '09121234567'],
    ['(0912) 123 45 67', '09121234567'],
  ])('%s → %s', (input, out) => expect(normalizeIranianMobile(input)).toBe(out));

  it.each(['02112345678', '0912123456', '091212345678', '+1 912 123 4567', 'abc', ''])('refuses %s', (input) => {
    expect(normalizeIranianMobile(input)).toBeNull();
  });
});
