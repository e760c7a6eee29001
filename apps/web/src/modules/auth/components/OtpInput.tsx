import { asciiDigitsOnly, localizeDigits } from '@karsaz/ui';
import { Input, PinInput } from '@mantine/core';
import { useId, useRef } from 'react';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { OTP_LENGTH } from '../../../core/forms/validators';

/** Persian, Arabic-Indic and ASCII digits: the code can be typed on any keyboard. */
const ANY_DIGIT = /^[0-9\u06F0-\u06F9\u0660-\u0669]+$/;

interface OtpInputProps {
  label: string;
  description?: string;
  /** the code so far, in ASCII digits */
  value: string;
  onChange: (value: string) => void;
  /** all six digits are in (ASCII digits) */
  onComplete?: (value: string) => void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * The six-digit one-time code (Mantine PinInput). Persian or Arabic digits are taken as typed or pasted and kept as
 * ASCII digits; the boxes show the interface language's digits. Left to right, as codes are read.
 */
export function OtpInput({ label, description, value, onChange, onComplete, error, disabled, autoFocus = true }: OtpInputProps) {
  const language = useLanguage();
  const id = useId();
  const errorId = `${id}-error`;
  // the last code handed to onComplete: a new full code (typed or pasted over) completes again
  const completed = useRef<string | null>(null);
  const change = (next: string) => {
    const digits = asciiDigitsOnly(next);
    onChange(digits);
    if (digits.length < OTP_LENGTH) completed.current = null;
    else if (digits !== completed.current) {
      completed.current = digits;
      onComplete?.(digits);
    }
  };
  return (
    <Input.Wrapper label={label} description={description} error={error} errorProps={{ id: errorId }} labelElement="div">
      <PinInput
        mt={6}
        length={OTP_LENGTH}
        type={ANY_DIGIT}
        size="lg"
        placeholder=""
        oneTimeCode
        autoFocus={autoFocus}
        disabled={disabled}
        error={!!error}
        ariaLabel={label}
        value={localizeDigits(value, language)}
        onChange={change}
        // numeric keyboards on phones; set on the inputs only, so keys of a Persian layout are not refused
        getInputProps={() => ({ inputMode: 'numeric', 'aria-describedby': error ? errorId : undefined })}
        data-testid="otp-input"
        name="code"
      />
    </Input.Wrapper>
  );
}
