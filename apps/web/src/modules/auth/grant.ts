import { ApiError } from '@karsaz/api-client';
import type { DescribedError } from '../../core/forms/errors';

/** setPass refused the password token (spent, or older than its ten minutes): a new code is needed. */
export function isGrantError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.errors.some((e) => e.field === 'token');
}

/** After a refused code: empty the boxes for the next try, keeping the message under them. */
export function clearRefusedCode(setField: (name: 'code', value: string, options: { keepError: boolean }) => void) {
  return (_error: unknown, described: DescribedError) => {
    if (described.fieldErrors.code) setField('code', '', { keepError: true });
  };
}
