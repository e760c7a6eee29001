/** Who is calling, as the access token and its live session say. */
export interface Principal {
  kind: 'staff' | 'applicant';
  /** the user (staff) or the applicant */
  subjectId: number;
  thirdPartyId: number | null;
  companyId: number | null;
  sessionId: string;
  scope: string;
}

/** The claims of an access token (HS256, issuer `karsaz`, audience `karsaz-api`). */
export interface AccessClaims {
  sub: string;
  typ: 'staff' | 'applicant';
  sid: string;
  tp?: number;
  company_id?: number;
  scope: string;
}

export const ACCESS_TOKEN_ISSUER = 'karsaz';
export const ACCESS_TOKEN_AUDIENCE = 'karsaz-api';
