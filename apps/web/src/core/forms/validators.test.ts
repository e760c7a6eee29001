import { ApiError, OAuthError } from '@karsaz/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { describeError } from './errors';
import { codeError, loginPasswordError, mobileError, nameError, passwordError, repeatError } from './validators';

beforeAll(() => {
  initI18n('fa');
});

const fa = () => i18n.getFixedT('fa');
const en = () => i18n.getFixedT('en');

describe('field rules and their Persian messages', () => {
  it('mobile number: required, then an Iranian mobile number in any common form', () => {
    expect(mobileError('', fa())).toBe('شمارهٔ همراه را وارد کنید.');
    expect(mobileError('   ', fa())).toBe('شمارهٔ همراه را وارد کنید.');
    expect(mobileError('0212345678', fa())).toBe('شمارهٔ همراه معتبر نیست؛ آن را مانند ۰۹۱۲۱۲۳۴۵۶۷ وارد کنید.');
    expect(mobileError('۰۹۱۲ ۱۲۳ ۴۵۶۷', fa())).toBeNull();
    expect(mobileError('+989121234567', fa())).toBeNull();
    expect(mobileError('0212345678', en())).toBe('This is not a valid mobile number; enter it like 09121234567.');
  });

  it('names: required (or optional) and at most 100 characters', () => {
    expect(nameError('', fa(), 'نام')).toBe('«نام» را وارد کنید.');
    expect(nameError('', fa(), 'نام', { required: false })).toBeNull();
    expect(nameError('ن'.repeat(101), fa(), 'نام')).toBe('«نام» حداکثر ۱۰۰ نویسه می‌تواند باشد.');
    expect(nameError('سارا', fa(), 'نام')).toBeNull();
    expect(nameError('', en(), 'First name')).toBe('First name is required.');
  });

  it('new password: 8 to 64 characters', () => {
    expect(passwordError('', fa())).toBe('رمز عبور را وارد کنید.');
    expect(passwordError('1234567', fa())).toBe('رمز عبور باید دست‌کم ۸ و حداکثر ۶۴ نویسه باشد.');
    expect(passwordError('x'.repeat(65), fa())).toBe('رمز عبور باید دست‌کم ۸ و حداکثر ۶۴ نویسه باشد.');
    expect(passwordError('x'.repeat(8), fa())).toBeNull();
    expect(passwordError('x'.repeat(64), fa())).toBeNull();
    expect(passwordError('short', en())).toBe('The password must be 8 to 64 characters long.');
  });

  it('sign-in password: only required', () => {
    expect(loginPasswordError('', fa())).toBe('رمز عبور را وارد کنید.');
    expect(loginPasswordError('x', fa())).toBeNull();
  });

  it('the repeat must match', () => {
    expect(repeatError('secret-123', '', fa())).toBe('رمز عبور را دوباره وارد کنید.');
    expect(repeatError('secret-123', 'secret-124', fa())).toBe('تکرار رمز عبور با خود رمز یکسان نیست.');
    expect(repeatError('secret-123', 'secret-123', fa())).toBeNull();
  });

  it('the code: six digits, Persian or ASCII', () => {
    expect(codeError('', fa())).toBe('کد تأیید را وارد کنید.');
    expect(codeError('۱۲۳', fa())).toBe('کد تأیید ۶ رقم است.');
    expect(codeError('۱۲۳۴۵۶', fa())).toBeNull();
    expect(codeError('123456', fa())).toBeNull();
  });
});

describe('describeError', () => {
  it('takes the envelope’s message and puts field errors on the form’s fields', () => {
    const error = new ApiError(400, {
      isSuccess: false,
      message: 'اطلاعات ارسال‌شده نامعتبر است.',
      errors: [
        { field: 'password', message: 'این رمز عبور بسیار رایج است.' },
        { field: 'token', message: 'The password token is not valid.' },
      ],
      traceId: 't-1',
    });
    expect(describeError(error, fa(), ['password', 'repeat'])).toEqual({
      message: 'اطلاعات ارسال‌شده نامعتبر است.',
      fieldErrors: { password: 'این رمز عبور بسیار رایج است.' },
      otherErrors: ['The password token is not valid.'],
      status: 400,
      traceId: 't-1',
      retryAfter: undefined,
    });
  });

  it('gives our text when the answer had no envelope, or the call never arrived', () => {
    expect(describeError(new ApiError(502, { message: '' }), fa()).message).toBe('خطایی رخ داده است.');
    expect(describeError(new TypeError('Failed to fetch'), fa()).message).toBe('پاسخی از سرور دریافت نشد؛ اتصال خود را بررسی کنید و دوباره تلاش کنید.');
    expect(describeError(new Error('boom'), en()).message).toBe('An error occurred.');
    expect(describeError(new OAuthError(400, 'invalid_grant'), fa()).message).toBe('اعتبار این ورود به پایان رسیده است؛ دوباره وارد شوید.');
  });
});
