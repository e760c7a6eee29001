import type { MessageCode } from '../i18n/messages';

export interface FieldError {
  field: string;
  message: string;
}

/** A field error before it is put into the caller's language. */
export interface RawFieldError {
  field: string;
  constraint: string;
  args: unknown[];
  /** class-validator's own English text, used when no translation exists. */
  fallback: string;
  /** a ready message in both languages (a document rule's, packages/domain), used instead of the catalogue */
  text?: { fa: string; en: string };
}

/**
 * The one exception type of the domain: a status, a code from the message catalogue (or a ready text in both
 * languages), optional detail and field errors. The exception filter turns it into the contract's envelope.
 */
export class DomainException extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageCode,
    readonly options: {
      text?: { fa: string; en: string };
      detail?: string;
      fieldErrors?: RawFieldError[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(options.text?.en ?? code);
  }
}

export const notFound = (text?: { fa: string; en: string }) => new DomainException(404, 'NOT_FOUND', { text });
export const conflict = (text?: { fa: string; en: string }, detail?: string) => new DomainException(409, 'CONFLICT', { text, detail });
export const businessRule = (text: { fa: string; en: string }, detail?: string) => new DomainException(422, 'BUSINESS_RULE', { text, detail });

/**
 * One field error before it is put into the caller's language: the field, the constraint (a key of the message
 * catalogue), the English text used when the catalogue has none, and the constraint's arguments.
 */
export const fieldError = (field: string, constraint: string, fallback: string, args: unknown[] = []): RawFieldError => ({ field, constraint, args, fallback });
/** One field refused in a rule's own words (a hook's, a module's), in both languages. */
export const fieldRefusal = (field: string, constraint: string, text: { fa: string; en: string }): RawFieldError => ({ field, constraint, args: [], fallback: text.en, text });
/** 400 with every field error listed. */
export const invalid = (errors: RawFieldError[]) => new DomainException(400, 'VALIDATION', { fieldErrors: errors });
