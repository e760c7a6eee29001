/** Who is calling, as the access token and its live session say. */
export interface Principal {
  kind: 'staff' | 'applicant';
  /** the user (staff) or the applicant */
  subjectId: number;
  thirdPartyId: number | null;
  companyId: number | null;
  sessionId: string;
  scope: string;
  /**
   * Set when an OAuth client acts as its own service account (client_credentials): the client's id. Such a
   * principal is of kind staff with no user (subjectId 0); it holds the permissions of the client's role in the
   * client's company, and the audit log names the client.
   */
  clientId?: string | null;
}

/** The claims of an access token (HS256, issuer `karsaz`, audience `karsaz-api`). */
export interface AccessClaims {
  sub: string;
  typ: 'staff' | 'applicant';
  sid: string;
  tp?: number;
  company_id?: number;
  scope: string;
  /** the OAuth client of a service-account token (client_credentials); sub is then "0" */
  cid?: string;
}

export const ACCESS_TOKEN_ISSUER = 'karsaz';
export const ACCESS_TOKEN_AUDIENCE = 'karsaz-api';
