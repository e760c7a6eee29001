import { describe, expect, it } from 'vitest';
import { flushFlow, readFlow, recalledMobile, renewFlow, startFlow, updateFlow } from './flow';

const challenge = { token: 'otp-1', expiresIn: 120, resendAfter: 60 };

describe('the temporary flow state (spec §4)', () => {
  it('keeps the token, mobile number and purpose in sessionStorage, not localStorage', () => {
    const flow = startFlow('signup', '09121234567', challenge, {}, 1000);
    expect(flow).toEqual({ purpose: 'signup', mobileNumber: '09121234567', token: 'otp-1', expiresIn: 120, resendAfter: 60, sentAt: 1000 });
    expect(JSON.parse(window.sessionStorage.getItem('auth_flow')!)).toEqual(flow);
    expect(window.localStorage.length).toBe(0);
    expect(readFlow('signup')).toEqual(flow);
    expect(recalledMobile()).toBe('09121234567');
  });

  it('answers a flow only to its own purpose', () => {
    startFlow('reset', '09121234567', challenge);
    expect(readFlow('signup')).toBeNull();
    expect(readFlow('login')).toBeNull();
    expect(readFlow('reset')).not.toBeNull();
  });

  it('a resend replaces the token and drops a password token', () => {
    const flow = updateFlow(startFlow('reset', '09121234567', challenge, {}, 1000), { passwordToken: 'grant' });
    expect(readFlow('reset')?.passwordToken).toBe('grant');
    const renewed = renewFlow(flow, { token: 'otp-2', expiresIn: 120, resendAfter: 30 }, 5000);
    expect(renewed).toEqual({ purpose: 'reset', mobileNumber: '09121234567', token: 'otp-2', expiresIn: 120, resendAfter: 30, sentAt: 5000 });
    expect(readFlow('reset')).toEqual(renewed);
  });

  it('is flushed when the flow ends', () => {
    startFlow('login', '09121234567', challenge);
    flushFlow();
    expect(readFlow('login')).toBeNull();
    expect(window.sessionStorage.getItem('auth_flow')).toBeNull();
  });

  it('ignores a damaged entry', () => {
    window.sessionStorage.setItem('auth_flow', '{"purpose":"signup"');
    expect(readFlow('signup')).toBeNull();
    window.sessionStorage.setItem('auth_flow', '{"purpose":"signup","token":5}');
    expect(readFlow('signup')).toBeNull();
  });
});
