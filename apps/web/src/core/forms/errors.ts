import { ApiError, OAuthError } from '@karsaz/api-client';
import type { TFunction } from 'i18next';

export interface DescribedError {
  /** the message for the whole form: the server's envelope message, or a Persian/English text of ours */
  message: string;
  /** the server's field errors for fields the form shows */
  fieldErrors: Record<string, string>;
  /** field errors of fields the form does not show, listed under the message */
  otherErrors: string[];
  status?: number;
  traceId?: string;
  /** a 429's wait, in seconds */
  retryAfter?: number;
}

/**
 * What went wrong with a call, for a form: a failure envelope gives its message and field errors (already in
 * the interface language, Accept-Language); a call that never reached the server, or an answer without the
 * envelope, gets a text of ours (spec §8: the fallback means "an error occurred").
 */
export function describeError(error: unknown, t: TFunction, formFields: readonly string[] = []): DescribedError {
  if (error instanceof ApiError) {
    const fieldErrors: Record<string, string> = {};
    const otherErrors: string[] = [];
    for (const e of error.errors) {
      if (formFields.includes(e.field) && !fieldErrors[e.field]) fieldErrors[e.field] = e.message;
      else otherErrors.push(e.message);
    }
    let message = error.message && !/^HTTP \d+$/.test(error.message) ? error.message : error.detail || t('errors.unknown');
    if (error.status === 429 && error.retryAfter) message = `${message} ${t('errors.retryAfter', { seconds: error.retryAfter })}`;
    return { message, fieldErrors, otherErrors, status: error.status, traceId: error.traceId, retryAfter: error.retryAfter };
  }
  if (error instanceof OAuthError) {
    const message = error.error === 'invalid_grant' ? t('errors.invalidGrant') : error.status >= 500 || error.error === 'server_error' ? t('errors.unknown') : t('errors.oauthRefused');
    return { message, fieldErrors: {}, otherErrors: [], status: error.status };
  }
  if (error instanceof TypeError) return { message: t('errors.network'), fieldErrors: {}, otherErrors: [] };
  return { message: t('errors.unknown'), fieldErrors: {}, otherErrors: [] };
}
