import { Group, Select, TextInput } from '@mantine/core';
import type { EntityDefinition, FieldDefinition } from '@karsaz/entities';
import { jalaliTextToIsoDate, jalaliTextToIsoDateTime } from '@karsaz/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage';
import { LinkSelect } from './EntityForm';
import { JalaliDateInput, typedDay } from './JalaliDateInput';

/**
 * One filter of an entity's list (its `list.filters`), drawn for the field's kind: a lookup for a link, a choice for
 * an enum or a yes/no, a from–to pair of Jalali date pickers for a date or a moment (`{field}From`/`{field}To`,
 * both days included), text otherwise. `setFilter(param, value)` sets a query parameter of the list (null clears).
 */
export function FilterControl({ entity, field, filters, setFilter }: { entity: EntityDefinition; field: string; filters: Record<string, string>; setFilter: (param: string, value: string | null) => void }) {
  return <FieldFilter field={field} def={entity.fields[field]!} filters={filters} setFilter={setFilter} />;
}

/** The filter of one field by its definition (a list's filter, or a report's drawn as a field: core/report). */
export function FieldFilter({ field, def, filters, setFilter }: { field: string; def: FieldDefinition; filters: Record<string, string>; setFilter: (param: string, value: string | null) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // a set's filter is one of its rows: the rows whose set holds it
  if (def.type === 'link' || def.type === 'links') return <LinkSelect field={field} def={{ ...def, type: 'link', required: false }} value={filters[field] ?? ''} onChange={(v) => setFilter(field, v)} />;
  if (def.type === 'enum' || def.type === 'boolean') {
    const data = def.type === 'enum' ? def.options.map((o) => ({ value: String(o.value), label: o.label[language] })) : [{ value: 'true', label: t('entity.yes') }, { value: 'false', label: t('entity.no') }];
    return <Select label={def.label[language]} data={data} value={filters[field] ?? null} onChange={(v) => setFilter(field, v)} clearable placeholder={t('entity.any')} />;
  }
  if (def.type === 'date' || def.type === 'datetime') return <DateRangeFilter field={field} kind={def.type} label={def.label[language]} filters={filters} setFilter={setFilter} />;
  return <TextInput label={def.label[language]} value={filters[field] ?? ''} onChange={(e) => setFilter(field, e.currentTarget.value)} />;
}

/** The ISO bound a typed Jalali day gives a filter: the day itself, or for a moment its first or last instant in Tehran. */
function bound(text: string, kind: 'date' | 'datetime', end: boolean): string | null {
  const day = jalaliTextToIsoDate(text);
  if (!day || kind === 'date') return day;
  const start = jalaliTextToIsoDateTime(`${text.trim()} ${end ? '23:59' : '00:00'}`);
  return start && end ? new Date(new Date(start).getTime() + 59_999).toISOString() : start;
}

/** Two linked Jalali pickers, from and to; a bound is sent once it names a day, and cleared while it does not. */
function DateRangeFilter({ field, kind, label, filters, setFilter }: { field: string; kind: 'date' | 'datetime'; label: string; filters: Record<string, string>; setFilter: (param: string, value: string | null) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // the list's filters cleared: so are the typed days
  const cleared = filters[`${field}From`] === undefined && filters[`${field}To`] === undefined;
  useEffect(() => {
    if (cleared && (bound(from, kind, false) || bound(to, kind, true))) {
      setFrom('');
      setTo('');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cleared]);
  const fromLabel = t('entity.rangeFrom', { field: label });
  const toLabel = t('entity.rangeTo', { field: label });
  return (
    <Group gap="xs" grow wrap="nowrap" data-range-filter={field} style={{ gridColumn: 'span 2' }}>
      <JalaliDateInput
        label={fromLabel}
        fieldName={fromLabel}
        name={`${field}From`}
        kind="date"
        language={language}
        value={from}
        max={typedDay(to)}
        onChange={(v) => {
          setFrom(v);
          setFilter(`${field}From`, bound(v, kind, false));
        }}
      />
      <JalaliDateInput
        label={toLabel}
        fieldName={toLabel}
        name={`${field}To`}
        kind="date"
        language={language}
        value={to}
        min={typedDay(from)}
        onChange={(v) => {
          setTo(v);
          setFilter(`${field}To`, bound(v, kind, true));
        }}
      />
    </Group>
  );
}
