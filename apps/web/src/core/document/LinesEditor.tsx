import { ActionIcon, Alert, Box, Button, FileButton, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconPlus, IconTrash } from '@tabler/icons-react';
import { calculateDocument } from '@karsaz/domain';
import { companionFields, documentCalculation, findEntity, type EntityDefinition, type FieldDefinition } from '@karsaz/entities';
import { formatNumber, localizeDigits } from '@karsaz/ui';
import type { TFunction } from 'i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage';
import { entityApi, type EntityRow } from '../entity/entityApi';
import { useApi } from '../api/ApiProvider';
import { describeError } from '../forms/errors';
import { initialValues, linkedTitle, toBody, validateValues, writableFields, type FormValues } from '../entity/fields';
import { companionOf, type Companion } from '../entity/EntityForm';
import { duplicateLineCells } from '../entity/relational';

/** One line in the form: its values as typed, and the id of a stored line. */
export type LineValues = FormValues & { id?: number | null };

/**
 * A document's lines as the form edits them (issue 9 "documents with lines"): a grid of the line entity's fields
 * with add and remove, each cell showing its own error (the server's `lines[2].quantity` lands on that cell), and
 * the derived amounts and the document's totals worked out live by packages/domain's calculator, the one the
 * server runs on save.
 */

export function lineEntityOf(entity: EntityDefinition): EntityDefinition | null {
  return entity.lines ? findEntity(entity.lines.entity)! : null;
}

/**
 * The read-only fields a line shows beside its inputs: those its list names that the server writes (a count line's
 * book quantity and difference), not the ones worked out as the user types (those are `computed`).
 */
export function storedColumns(entity: EntityDefinition): string[] {
  const line = lineEntityOf(entity);
  if (!line) return [];
  return line.list.columns.filter((f) => f !== entity.lines!.via && line.fields[f]?.readOnly && !('computed' in line.fields[f]! && line.fields[f]!.computed));
}

/** The stored columns' English twins (a payslip line's `titleEn` for its `title`), kept with the line to show in English. */
function englishTwins(line: EntityDefinition, shown: readonly string[]): string[] {
  return shown.flatMap((f) => {
    const def = line.fields[f];
    return def && (def.type === 'string' || def.type === 'text') && def.english ? [def.english] : [];
  });
}

/** What a line's read-only cell shows of what the server wrote: the value, or a linked row's title (a unit's name). */
function storedText(line: EntityDefinition, field: string, row: EntityRow): string {
  const value = row[field];
  if (value === null || value === undefined) return '';
  return (line.fields[field]?.type === 'link' ? linkedTitle(row, field) : undefined) ?? String(value);
}

/** A stored text's English twin for an English reader, when the line has one. */
function englishOf(def: FieldDefinition, values: Record<string, unknown>, language: 'fa' | 'en'): string | null {
  if (language !== 'en' || (def.type !== 'string' && def.type !== 'text') || !def.english) return null;
  const v = values[def.english];
  return v === null || v === undefined || v === '' ? null : String(v);
}

/** A stored cell as the reader reads it: an option's label, a flag, a number grouped, text in the reader's digits. */
function storedCell(def: FieldDefinition, value: string, language: 'fa' | 'en', yes: string): string {
  switch (def.type) {
    case 'enum':
      return def.options.find((o) => String(o.value) === value)?.label[language] ?? value;
    case 'boolean':
      return value === 'true' ? yes : '—';
    case 'decimal':
    case 'money':
    case 'int':
      return formatNumber(value, language);
    case 'link':
      return value;
    default:
      return localizeDigits(value, language);
  }
}

/** The form's lines of a stored document (with what the server wrote on them), or one empty line for a new one. */
export function initialLines(entity: EntityDefinition, row?: EntityRow | null): LineValues[] {
  const line = lineEntityOf(entity);
  if (!line) return [];
  const stored = (row?.lines as EntityRow[] | undefined) ?? null;
  const shown = storedColumns(entity);
  if (stored) return stored.map((r) => ({ ...initialValues(line, r), ...Object.fromEntries([...shown, ...englishTwins(line, shown)].map((f) => [f, storedText(line, f, r)])), id: r.id }));
  return [initialValues(line)];
}

/** The lines as the API takes them: each line's body (without its link to the document) and its id. */
export function linesBody(entity: EntityDefinition, lines: LineValues[]): Record<string, unknown>[] {
  const line = lineEntityOf(entity)!;
  return lines.map(({ id, ...values }) => {
    const body = toBody(line, values);
    delete body[entity.lines!.via];
    return id ? { id, ...body } : body;
  });
}

/** The lines' field errors before sending, keyed as the server keys them (`lines[2].quantity`). */
export function validateLines(entity: EntityDefinition, lines: LineValues[], t: TFunction, language: 'fa' | 'en'): Record<string, string> {
  const line = lineEntityOf(entity);
  if (!line) return {};
  const errors: Record<string, string> = {};
  if ((entity.lines!.min ?? 0) > lines.length) errors.lines = t('document.atLeastLines', { count: entity.lines!.min });
  lines.forEach((values, i) => {
    for (const [k, v] of Object.entries(validateValues(line, values, t, language))) if (k !== entity.lines!.via) errors[`lines[${i}].${k}`] = v;
  });
  // a value unique within the document (a step's order) repeated on another line
  for (const [k, f] of Object.entries(duplicateLineCells(line, lines))) errors[k] ??= t('relational.duplicateWithin', { field: line.fields[f]!.label[language] });
  return errors;
}

/** Whether a line holds nothing typed yet (the empty line a new document starts with). */
const isBlank = (line: EntityDefinition, values: LineValues) => !values.id && writableFields(line).every(([k, d]) => d.type === 'boolean' || !values[k] || values[k] === initialValues(line)[k]);

/** Whether a line of the document's form is new and holds nothing typed yet. */
export const isBlankLine = (entity: EntityDefinition, values: LineValues) => isBlank(lineEntityOf(entity)!, values);

/** The lines a sheet brought in, after the ones already typed (a blank line is replaced). */
export function withSheetLines(entity: EntityDefinition, current: LineValues[], rows: Record<string, unknown>[]): LineValues[] {
  const line = lineEntityOf(entity)!;
  return [...current.filter((l) => !isBlank(line, l)), ...rows.map((r) => initialValues(line, r as EntityRow))];
}

/** The derived amounts of every line and of the document, from what is typed now. */
export function useDocumentTotals(entity: EntityDefinition, lines: LineValues[]) {
  const line = lineEntityOf(entity);
  return useMemo(() => {
    if (!line) return { header: {} as Record<string, unknown>, lines: [] as Record<string, unknown>[] };
    const calc = documentCalculation(entity, line);
    // the calculator reads typed text itself (Persian digits, separators)
    return calculateDocument({} as Record<string, unknown>, lines, calc);
  }, [entity, line, lines]);
}

export function LinesEditor(props: {
  entity: EntityDefinition;
  lines: LineValues[];
  onChange: (lines: LineValues[]) => void;
  errors: Record<string, string>;
  readOnly: boolean;
  /** draws one cell's input (the form's own field inputs, without their label) */
  renderInput: (line: EntityDefinition, field: string, value: FormValues[string], onChange: (v: FormValues[string]) => void, error: string | undefined, label: string, companion?: Companion) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const line = lineEntityOf(props.entity)!;
  const via = props.entity.lines!.via;
  const totals = useDocumentTotals(props.entity, props.lines);
  // a range's end and a time's next-day flag are drawn in their field's cell
  const companions = companionFields(line);
  const drawnWith = new Set(Object.values(companions));
  const inputs = writableFields(line).filter(([k]) => k !== via && !drawnWith.has(k)).map(([k]) => k);
  const header = (f: string) => {
    const other = companions[f] && line.fields[companions[f]]!;
    return other && other.type !== 'boolean' ? `${line.fields[f]!.label[language]} – ${other.label[language]}` : line.fields[f]!.label[language];
  };
  const derived = Object.entries(line.fields).filter(([, d]) => (d.type === 'money' || d.type === 'decimal') && d.computed).map(([k]) => k);
  const stored = storedColumns(props.entity).filter((f) => !derived.includes(f));
  const headerTotals = Object.entries(props.entity.fields).filter(([, d]) => (d.type === 'money' || d.type === 'decimal') && d.computed && 'sum' in d.computed);
  // a repeated value unique within the document shows on its cell while the user types
  const duplicates = useMemo(() => duplicateLineCells(line, props.lines), [line, props.lines]);
  const cellError = (i: number, f: string) => {
    const key = `lines[${i}].${f}`;
    const duplicate = t('relational.duplicateWithin', { field: line.fields[f]!.label[language] });
    // a duplicate the user has since resolved is no longer shown, whoever reported it
    if (props.errors[key] === duplicate && !duplicates[key]) return undefined;
    return props.errors[key] ?? (duplicates[key] ? duplicate : undefined);
  };
  const set = (i: number, field: string, v: FormValues[string]) => props.onChange(props.lines.map((l, j) => (j === i ? { ...l, [field]: v } : l)));
  const api = useApi();
  const [sheet, setSheet] = useState<{ busy: boolean; problems: string[]; added?: number }>({ busy: false, problems: [] });
  /** reads the lines of an Excel sheet on the server and adds them to the grid for the user to check and save */
  const fromSheet = async (file: File | null) => {
    if (!file) return;
    setSheet({ busy: true, problems: [] });
    try {
      const { lines } = await entityApi(api, props.entity).linesFromSheet(file);
      props.onChange(withSheetLines(props.entity, props.lines, lines));
      setSheet({ busy: false, problems: [], added: lines.length });
    } catch (error) {
      const described = describeError(error, t);
      const rowOf = (field: string) => /^rows\[(\d+)\]/.exec(field)?.[1];
      const problems = error && typeof error === 'object' && 'errors' in error
        ? (error.errors as { field: string; message: string }[]).map((e) => (rowOf(e.field) ? `${t('document.sheetRow', { n: formatNumber(Number(rowOf(e.field)), language) })}: ${e.message}` : e.message))
        : [];
      setSheet({ busy: false, problems: problems.length ? problems : [described.message] });
    }
  };
  return (
    <Stack gap="xs" data-lines={line.name}>
      <Group justify="space-between">
        <Title order={5}>{props.entity.lines!.label[language]}</Title>
        {!props.readOnly && (
          <Group gap="xs">
            <FileButton onChange={(f) => void fromSheet(f)} accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet">
              {(buttonProps) => (
                <Button {...buttonProps} size="xs" variant="default" loading={sheet.busy} leftSection={<IconFileSpreadsheet size={14} />} title={t('document.fromSheetHint')}>
                  {t('document.fromSheet')}
                </Button>
              )}
            </FileButton>
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => props.onChange([...props.lines, initialValues(line)])}>
              {t('document.addLine')}
            </Button>
          </Group>
        )}
      </Group>
      {sheet.problems.length > 0 && (
        <Alert color="danger" role="alert" title={t('document.sheetRefused')} withCloseButton closeButtonLabel={t('document.close')} onClose={() => setSheet({ busy: false, problems: [] })}>
          <List size="sm">
            {sheet.problems.slice(0, 20).map((p, i) => (
              <List.Item key={i}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {sheet.added !== undefined && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('document.sheetAdded', { count: sheet.added, n: formatNumber(sheet.added, language) })}
        </Text>
      )}
      {props.errors.lines && (
        <Text c="danger" size="sm" role="alert">
          {props.errors.lines}
        </Text>
      )}
      <Scroll readOnly={props.readOnly} label={props.entity.lines!.label[language]}>
        <Table withTableBorder verticalSpacing={4} miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              {[...inputs, ...stored, ...derived].map((f) => (
                <Table.Th key={f}>
                  {header(f)}
                  {line.fields[f]!.required ? ' *' : ''}
                </Table.Th>
              ))}
              {!props.readOnly && <Table.Th w={48} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.lines.map((l, i) => (
              <Table.Tr key={i} data-line={i}>
                <Table.Td>{formatNumber(i + 1, language)}</Table.Td>
                {inputs.map((f) => (
                  <Table.Td key={f} miw={f === 'goodsName' ? 180 : companions[f] && line.fields[f]!.type !== 'time' ? 300 : line.fields[f]!.type === 'duration' ? 230 : 120}>
                    {props.renderInput(
                      line, f, l[f] ?? '', (v) => set(i, f, v), cellError(i, f), `${line.fields[f]!.label[language]} ${t('document.row', { n: formatNumber(i + 1, language) })}`,
                      companionOf(line, f, l, (c, v) => set(i, c, v), props.errors, (c) => `lines[${i}].${c}`),
                    )}
                  </Table.Td>
                ))}
                {stored.map((f) => (
                  <Table.Td key={f} data-stored={f}>
                    {l[f] ? storedCell(line.fields[f]!, String(englishOf(line.fields[f]!, l, language) ?? l[f]), language, t('entity.yes')) : '—'}
                  </Table.Td>
                ))}
                {derived.map((f) => (
                  <Table.Td key={f} data-derived={f}>
                    {totals.lines[i]?.[f] != null ? formatNumber(String(totals.lines[i]![f]), language) : '—'}
                  </Table.Td>
                ))}
                {!props.readOnly && (
                  <Table.Td>
                    <ActionIcon variant="subtle" color="danger" aria-label={t('document.removeLine', { n: formatNumber(i + 1, language) })} onClick={() => props.onChange(props.lines.filter((_, j) => j !== i))}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Scroll>
      {headerTotals.map(([f, d]) => (
        <Group key={f} justify="flex-end" gap="xs" data-total={f}>
          <Text fw={500}>{d.label[language]}:</Text>
          <Text fw={700} aria-live="polite">
            {formatNumber(String(totals.header[f] ?? '0'), language)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The lines' horizontal scroll. Editable, the inputs are its stops; read-only (a stored payslip's lines) it is a named
 * region the keyboard reaches and scrolls itself (axe: scrollable-region-focusable).
 */
function Scroll({ readOnly, label, children }: { readOnly: boolean; label: string; children: ReactNode }) {
  if (!readOnly) return <Table.ScrollContainer minWidth={720}>{children}</Table.ScrollContainer>;
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}
