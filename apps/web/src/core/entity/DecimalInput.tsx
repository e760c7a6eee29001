import { TextInput, type TextInputProps } from '@mantine/core';
import { formatDecimalInput, normalizeDecimalText, type DecimalSpec } from '@karsaz/domain';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';

/**
 * An exact decimal (money in rials, a quantity) typed with live thousands separators in the reader's digits:
 * `۱۲٬۳۴۵٬۶۷۸٬۹۰۱٬۲۳۴٫۵۶۷۸` as it is typed, with Persian or ASCII digits and either decimal point. The value
 * it holds and hands to `onChange` is the plain ASCII text (`12345678901234.5678`), never a JavaScript number
 * (Mantine's NumberInput goes through one and loses digits past 2^53). It keeps no more places or whole digits
 * than the column holds, and keeps the caret after the same digit while the separators move.
 */
export function DecimalInput({
  value, onChange, spec, language, ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void; spec: DecimalSpec; language: 'fa' | 'en' }) {
  const ref = useRef<HTMLInputElement>(null);
  /** how many digits (and point) stood before the caret when the text last changed */
  const caret = useRef<number | null>(null);
  const shown = formatDecimalInput(value, language, spec);

  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    let seen = 0;
    let at = 0;
    while (at < shown.length && seen < caret.current) {
      if (/[\d\u06f0-\u06f9.\u066b-]/.test(shown[at]!)) seen++;
      at++;
    }
    input.setSelectionRange(at, at);
    caret.current = null;
  }, [shown]);

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.currentTarget.value;
    const before = typed.slice(0, e.currentTarget.selectionStart ?? typed.length);
    caret.current = (normalizeDecimalText(before).match(/[\d.-]/g) ?? []).length;
    // the plain value: ASCII digits, a `.` point, no separators
    onChange(formatDecimalInput(typed, 'en', spec).replace(/,/g, ''));
  };

  return <TextInput {...props} ref={ref} value={shown} onChange={change} inputMode={spec.scale ? 'decimal' : 'numeric'} dir="ltr" autoComplete="off" />;
}
