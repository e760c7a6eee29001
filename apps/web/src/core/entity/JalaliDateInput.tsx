import { ActionIcon, Loader, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { isoDateToJalali, jalaliDayText } from '@karsaz/domain';
import { jalaliTextToIsoDate, localizeDigits } from '@karsaz/ui';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';

// the calendar library loads with the first popup opened, never with a page
const JalaliCalendar = lazy(() => import('./JalaliCalendar'));

/** The ISO day a typed date (or date and time) names, whatever its time. */
const dayOf = (text: string): string | null => jalaliTextToIsoDate(text.trim().split(/\s+/)[0] ?? '');

/**
 * A Jalali date (or a date and a Tehran time) typed as today (`1405/01/01`, Persian or ASCII digits) or picked in
 * the calendar popup beside it: its button opens the month of the typed day by mouse or keyboard (Enter or Space
 * on the button, or Alt+↓ in the text), and picking a day writes it into the text (a typed time is kept). The
 * value stays the typed text; the form turns it into ISO when it sends. `min`/`max` (ISO days) grey out the days
 * outside a range's other end.
 */
export function JalaliDateInput({
  value, onChange, kind, language, label, min, max, ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'label' | 'min' | 'max'> & {
  value: string;
  onChange: (text: string) => void;
  kind: 'date' | 'datetime';
  language: 'fa' | 'en';
  /** the visible label, or none in a grid cell (then `aria-label` names the input) */
  label?: string;
  /** the name the calendar button reads out */
  fieldName: string;
  min?: string | null | undefined;
  max?: string | null | undefined;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const { fieldName, ...input } = props;
  const pick = (iso: string) => {
    const j = isoDateToJalali(iso)!;
    const time = kind === 'datetime' ? value.trim().split(/\s+/)[1] : undefined;
    onChange(time ? `${jalaliDayText(j)} ${time}` : jalaliDayText(j));
    setOpened(false);
  };
  const readOnly = !!input.readOnly || !!input.disabled;
  const button = (
    <ActionIcon variant="subtle" color="gray" onClick={() => !readOnly && setOpened((o) => !o)} aria-label={t('calendar.open', { field: fieldName })} disabled={readOnly} data-calendar-button="">
      <IconCalendar size={16} />
    </ActionIcon>
  );
  return (
    <TextInput
      {...input}
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.altKey && e.key === 'ArrowDown' && !readOnly) {
          e.preventDefault();
          setOpened(true);
        }
      }}
      placeholder={localizeDigits(kind === 'date' ? '1405/01/01' : '1405/01/01 08:30', language)}
      inputMode="numeric"
      dir="ltr"
      maxLength={kind === 'date' ? 12 : 18}
      data-jalali={kind}
      rightSectionPointerEvents="all"
      rightSection={
        // the popover hangs on the button (it says it opens a dialog), not on the text
        <Popover opened={opened} onChange={setOpened} position="bottom-end" trapFocus returnFocus withinPortal shadow="md" width={260}>
          <Popover.Target>{button}</Popover.Target>
          <Popover.Dropdown p={4} aria-label={fieldName}>
            {opened && (
              <Suspense fallback={<Loader size="sm" />}>
                <JalaliCalendar value={dayOf(value)} min={min} max={max} language={language} label={fieldName} onPick={pick} />
              </Suspense>
            )}
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}

export { dayOf as typedDay };
