import { Checkbox, Group, TextInput, type TextInputProps } from '@mantine/core';
import { localizeDigits } from '@karsaz/ui';
import { useTranslation } from 'react-i18next';

/**
 * A time of day (`08:30`, Persian or ASCII digits, 00:00–23:59) and, for a time that may fall after midnight, its
 * next-day flag as a checkbox beside it (a shift ending 02:00 on the next day). The value is the typed text; the
 * form checks and sends it as `HH:mm`.
 */
export function TimeOfDayInput({
  value, onChange, nextDay, language, fieldName, ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (text: string) => void;
  language: 'fa' | 'en';
  fieldName: string;
  /** the flag's value and setter, when the field has one */
  nextDay?: { value: boolean; onChange: (v: boolean) => void; name: string };
}) {
  const { t } = useTranslation();
  const input = (
    <TextInput
      {...props}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      placeholder={localizeDigits('08:30', language)}
      inputMode="numeric"
      dir="ltr"
      maxLength={5}
      data-time=""
      style={{ flex: 1, minWidth: 72 }}
    />
  );
  if (!nextDay) return input;
  return (
    <Group gap="xs" wrap="nowrap" align={props.label ? 'flex-end' : 'center'}>
      {input}
      <Checkbox
        label={t('entity.nextDay')}
        aria-label={t('entity.nextDayOf', { field: fieldName })}
        name={nextDay.name}
        data-field={nextDay.name}
        checked={nextDay.value}
        onChange={(e) => nextDay.onChange(e.currentTarget.checked)}
        disabled={!!props.readOnly}
        mb={props.label ? 8 : 0}
        style={{ whiteSpace: 'nowrap' }}
      />
    </Group>
  );
}
