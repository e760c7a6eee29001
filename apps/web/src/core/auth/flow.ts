import { SESSION_KEYS, readSessionJson, removeSession, writeSessionJson } from '../storage/storage';

/** What a one-time code is for: the staff purposes of sendOtp, and the applicant's sign-in. */
export type FlowPurpose = 'signup' | 'login' | 'reset' | 'applicant';

/** The answer of create / sendOtp / forgetPassword / applicant sendOtp. */
export interface OtpChallenge {
  /** names the code on the server; sent back with the code to verifyOtp */
  token: string;
  /** seconds the code is valid */
  expiresIn: number;
  /** seconds before another code may be asked for */
  resendAfter: number;
}

/**
 * The temporary state of a sign-up, code sign-in, password reset or applicant sign-in (spec §4): kept in
 * sessionStorage (this tab only, gone when it closes) until the flow ends, then flushed.
 */
export interface AuthFlow extends OtpChallenge {
  purpose: FlowPurpose;
  mobileNumber: string;
  /** when the current code was sent (ms since the epoch) */
  sentAt: number;
  /** after verifyOtp of a sign-up or reset: the one-use token for setPass */
  passwordToken?: string;
  /** the applicant's names, sent with the code on a first registration */
  firstName?: string;
  lastName?: string;
}

function isFlow(value: unknown): value is AuthFlow {
  const f = value as Partial<AuthFlow> | null;
  return (
    !!f &&
    typeof f === 'object' &&
    typeof f.purpose === 'string' &&
    typeof f.mobileNumber === 'string' &&
    typeof f.token === 'string' &&
    typeof f.sentAt === 'number' &&
    typeof f.expiresIn === 'number' &&
    typeof f.resendAfter === 'number'
  );
}

/** The open flow of `purpose`, or null when there is none (or another flow is open). */
export function readFlow(purpose: FlowPurpose): AuthFlow | null {
  const flow = readSessionJson<unknown>(SESSION_KEYS.authFlow);
  return isFlow(flow) && flow.purpose === purpose ? flow : null;
}

/** Opens a flow after a code was sent; replaces any flow that was open. */
export function startFlow(
  purpose: FlowPurpose,
  mobileNumber: string,
  challenge: OtpChallenge,
  extra: Pick<AuthFlow, 'firstName' | 'lastName'> = {},
  now: number = Date.now(),
): AuthFlow {
  const flow: AuthFlow = {
    purpose,
    mobileNumber,
    token: challenge.token,
    expiresIn: challenge.expiresIn,
    resendAfter: challenge.resendAfter,
    sentAt: now,
    ...extra,
  };
  writeSessionJson(SESSION_KEYS.authFlow, flow);
  rememberMobile(mobileNumber);
  return flow;
}

/** A new code for the open flow (a resend): the old one is dead on the server, and so is a password token. */
export function renewFlow(flow: AuthFlow, challenge: OtpChallenge, now: number = Date.now()): AuthFlow {
  const { passwordToken: _dropped, ...rest } = flow;
  const next: AuthFlow = { ...rest, token: challenge.token, expiresIn: challenge.expiresIn, resendAfter: challenge.resendAfter, sentAt: now };
  writeSessionJson(SESSION_KEYS.authFlow, next);
  return next;
}

export function updateFlow(flow: AuthFlow, patch: Partial<Omit<AuthFlow, 'purpose' | 'mobileNumber'>>): AuthFlow {
  const next = { ...flow, ...patch };
  writeSessionJson(SESSION_KEYS.authFlow, next);
  return next;
}

/** Ends the flow: its tokens leave the browser. */
export function flushFlow(): void {
  removeSession(SESSION_KEYS.authFlow);
}

/** The mobile number kept for the next auth page (spec §4: "a mobile number is kept temporarily at login"). */
export function rememberMobile(mobileNumber: string): void {
  writeSessionJson(SESSION_KEYS.mobile, mobileNumber);
}

export function recalledMobile(): string {
  const value = readSessionJson<unknown>(SESSION_KEYS.mobile);
  return typeof value === 'string' ? value : '';
}
