import { unwrap, type TokenResponse, type createApiClient } from '@karsaz/api-client';
import type { OtpChallenge } from './flow';

/*
 * The identity, token and applicant calls (docs/identity-api.md), through the typed client: openapi/openapi.json
 * types their bodies and their success values, and `unwrap` checks the envelope.
 */

export type StaffOtpPurpose = 'signup' | 'login' | 'reset';

/** Sign-up answers a challenge as forgetPassword does: a registered number gets the same answer (its owner is texted). */
export type SignUpResult = OtpChallenge;

/** verifyOtp: `token` is the one-use password token (signup, reset); a login code also answers tokens. */
export type VerifyOtpResult = { isValid: boolean; token: string } & Partial<TokenResponse>;

export interface ProfileMenu {
  id: number;
  parentId: number | null;
  name: string;
  description: string | null;
  url: string | null;
  baseUrl: string | null;
  priority: number;
  subSystemType: number;
  icon: string | null;
  actions: string[];
}

export interface Profile {
  id: number;
  thirdPartyId: number;
  firstName: string | null;
  lastName: string | null;
  mobileNumber: string;
  companyId: number | null;
  /** holds the organisation-wide permission: may change roles, actions and menus, and users of every company */
  organisationWide: boolean;
  menus: ProfileMenu[];
}

export interface ApplicantProfile {
  id: number;
  mobileNumber: string;
  firstName: string | null;
  lastName: string | null;
}

export type ApplicantTokens = { isValid: boolean } & TokenResponse;

type ApiClient = ReturnType<typeof createApiClient>;

export function createIdentityApi(client: ApiClient, applicantClient: ApiClient) {
  return {
    /** Sign-up: the user is created inactive and a sign-up code is sent. */
    signUp: (body: { mobileNumber: string; firstName: string; lastName: string }) =>
      unwrap(client.POST('/api/identity/user/v1/create', { body })),
    sendOtp: (mobileNumber: string, purpose: StaffOtpPurpose) =>
      unwrap(client.POST('/api/identity/user/v1/sendOtp', { body: { mobileNumber, purpose } })),
    verifyOtp: (token: string, code: string) =>
      unwrap(client.POST('/api/identity/user/v1/verifyOtp', { body: { token, code } })),
    /** The same answer whether or not the number exists. */
    forgetPassword: (mobileNumber: string) =>
      unwrap(client.POST('/api/identity/user/v1/forgetPassword', { body: { mobileNumber } })),
    /** With the password token of a verified sign-up or reset code; ends the user's other sessions. */
    setPassword: (token: string, password: string) =>
      unwrap(client.PUT('/api/identity/user/v1/setPass', { body: { token, password } })),
    login: (mobileNumber: string, password: string) =>
      unwrap(client.POST('/api/identity/user/v1/login', { body: { mobileNumber, password } })),
    logout: (refreshToken: string | null) =>
      unwrap(client.POST('/api/identity/user/v1/logout', { body: refreshToken ? { refresh_token: refreshToken } : {} })),
    profile: () => unwrap(client.GET('/api/identity/user/v1/profile')),
    /**
     * Completes an authorization request with the bearer: `href` is `/connect/authorize?…` as the API put it in
     * the sign-in callback; its parameters go back as given (the API checks them).
     */
    authorize: (href: string) => {
      const params = new URL(href, 'http://karsaz.invalid').searchParams;
      const get = (name: string) => params.get(name) ?? '';
      const query = {
        response_type: get('response_type'),
        client_id: get('client_id'),
        redirect_uri: get('redirect_uri'),
        code_challenge: get('code_challenge'),
        code_challenge_method: get('code_challenge_method'),
        state: params.get('state') ?? undefined,
      };
      return unwrap(client.GET('/connect/authorize', { params: { query } }));
    },
    applicant: {
      sendOtp: (mobileNumber: string) =>
        unwrap(applicantClient.POST('/api/recruitment/v1/applicant/sendOtp', { body: { mobileNumber } })),
      verifyOtp: (body: { token: string; code: string; firstName?: string; lastName?: string }) =>
        unwrap(applicantClient.POST('/api/recruitment/v1/applicant/verifyOtp', { body })),
      profile: () => unwrap(applicantClient.GET('/api/recruitment/v1/applicant/profile')),
      logout: () => unwrap(applicantClient.POST('/api/recruitment/v1/applicant/logout')),
    },
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;

/** "First Last", or null when the profile has no name. */
export function fullName(person: { firstName: string | null; lastName: string | null } | undefined): string | null {
  const name = [person?.firstName, person?.lastName].filter((part) => part && part.trim()).join(' ').trim();
  return name || null;
}
