import { Group, Input, TextInput } from '@mantine/core';
import { toAsciiDigits } from '@karsaz/domain';
import { localizeDigits } from '@karsaz/ui';
import { useTranslation } from 'react-i18next';

/** The hours, minutes and seconds of a duration's text `120:30:00` (parts may be empty or Persian while typed). */
export function durationTextParts(text: string): [string, string, string] {
  const parts = text.split(':');
  return [parts[0] ?? '', parts[1] ?? '', parts[2] ?? ''];
}

/**
 * A duration as three small inputs, hours (past 24: a leave ceiling of 120 h), minutes and seconds. The value is
 * their text joined as `120:30:00` (empty when all three are); the form checks it and sends whole seconds.
 */
export function DurationInput(props: {
  value: string;
  onChange: (text: string) => void;
  language: 'fa' | 'en';
  fieldName: string;
  name: string;
  label?: string;
  error?: string;
  description?: string;
  readOnly?: boolean;
  withAsterisk?: boolean;
}) {
  const { t } = useTranslation();
  const parts = durationTextParts(props.value);
  const set = (i: number, v: string) => {
    const next = [...parts];
    next[i] = toAsciiDigits(v).replace(/\D/g, '');
    props.onChange(next.every((p) => p === '') ? '' : next.join(':'));
  };
  const names = [t('entity.hours'), t('entity.minutes'), t('entity.seconds')];
  return (
    <Input.Wrapper label={props.label} error={props.error} description={props.description} withAsterisk={props.withAsterisk} data-field={props.name} data-duration="">
      <Group gap={4} wrap="nowrap" dir="ltr" justify={props.language === 'fa' ? 'flex-end' : 'flex-start'}>
        {parts.map((p, i) => (
          <TextInput
            key={i}
            value={localizeDigits(p, props.language)}
            onChange={(e) => set(i, e.currentTarget.value)}
            aria-label={t('entity.partOf', { part: names[i], field: props.fieldName })}
            placeholder={names[i]}
            name={`${props.name}.${['hours', 'minutes', 'seconds'][i]}`}
            inputMode="numeric"
            maxLength={i === 0 ? 5 : 2}
            readOnly={props.readOnly}
            error={!!props.error}
            w={i === 0 ? 80 : 64}
          />
        ))}
      </Group>
    </Input.Wrapper>
  );
}
