import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { getEntity } from '@karsaz/entities';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { DecimalInput } from './DecimalInput';
import { cellText, initialValues, toBody, validateValues } from './fields';

initI18n('fa');
const t = i18n.getFixedT('fa') as unknown as TFunction;
const N18_4 = { precision: 18, scale: 4 };
const N20_0 = { precision: 20, scale: 0 };

/** The input in a form of one value, with what the form holds shown next to it. */
function Harness({ spec, language = 'fa', initial = '' }: { spec: { precision: number; scale: number }; language?: 'fa' | 'en'; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <DecimalInput label="مبلغ" value={value} onChange={setValue} spec={spec} language={language} />
      <output data-testid="held">{value}</output>
    </MantineProvider>
  );
}

const field = () => screen.getByRole('textbox', { name: 'مبلغ' }) as HTMLInputElement;
const held = () => screen.getByTestId('held').textContent;
const type = (text: string) => fireEvent.change(field(), { target: { value: text, selectionStart: text.length } });

describe('the money input', () => {
  it('groups thousands live in Persian digits while the form holds the plain exact value', () => {
    render(<Harness spec={N20_0} />);
    type('1');
    type('12345');
    expect(field().value).toBe('۱۲٬۳۴۵');
    expect(held()).toBe('12345');
    // typed on after the separators, with Persian digits
    type('۱۲٬۳۴۵۶۷');
    expect(field().value).toBe('۱٬۲۳۴٬۵۶۷');
    expect(held()).toBe('1234567');
    // money takes no places
    type('1٬234٫5');
    expect(held()).toBe('12345');
  });

  it('keeps every digit of 12345678901234.5678, past what a JavaScript number holds', () => {
    render(<Harness spec={N18_4} />);
    type('12345678901234.5678');
    expect(field().value).toBe('۱۲٬۳۴۵٬۶۷۸٬۹۰۱٬۲۳۴٫۵۶۷۸');
    expect(held()).toBe('12345678901234.5678');
    // a fifth place and a fifteenth whole digit are not taken
    type('123456789012345.56789');
    expect(held()).toBe('12345678901234.5678');
    // the point typed last stays while the places are typed
    type('12.');
    expect(field().value).toBe('۱۲٫');
    expect(held()).toBe('12.');
  });

  it('shows a stored value with separators and in English digits for English readers', () => {
    render(<Harness spec={N18_4} language="en" initial="9876543.21" />);
    expect(field().value).toBe('9,876,543.21');
    expect(field().getAttribute('inputmode')).toBe('decimal');
  });
});

describe('decimal fields in the generic form and list', () => {
  const operation = getEntity('projectoperation');
  const info = getEntity('operationinfo');

  it('sends a decimal as its exact string, from Persian digits and separators', () => {
    const values = { ...initialValues(info), code: 'OP1', name: 'کاوش', operationStatus: '2', volume: '۱۲٬۳۴۵٬۶۷۸٬۹۰۱٬۲۳۴٫۵۶۷۸', tolerance: '5' };
    expect(validateValues(info, values, t, 'fa')).toEqual({});
    expect(toBody(info, values)).toMatchObject({ volume: '12345678901234.5678', tolerance: '5' });
    // a stored value comes into the form as the same text
    expect(initialValues(info, { id: 1, version: 1, volume: '12345678901234.5678' }).volume).toBe('12345678901234.5678');
  });

  it('names what a decimal column cannot hold', () => {
    const values = { ...initialValues(info), code: 'OP1', name: 'کاوش', operationStatus: '2' };
    expect(validateValues(info, { ...values, volume: '1.23456' }, t, 'fa').volume).toBe('«حجم» حداکثر ۴ رقم اعشار می‌پذیرد.');
    expect(validateValues(info, { ...values, volume: '123456789012345' }, t, 'fa').volume).toBe('«حجم» حداکثر ۱۴ رقم صحیح می‌پذیرد.');
    expect(validateValues(info, { ...values, volume: 'abc' }, t, 'fa').volume).toBe('«حجم» باید عدد باشد.');
    expect(validateValues(info, { ...values, tolerance: '100.5' }, t, 'fa').tolerance).toBe('«تلرانس (درصد)» نباید بیشتر از ۱۰۰ باشد.');
  });

  it('lists amounts exactly with Persian digits and separators', () => {
    const row = { id: 1, version: 1, amount: '25000000000000000000', volume: '12345678901234.5678' };
    expect(cellText(operation, 'amount', row, 'fa')).toBe('۲۵٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰');
    expect(cellText(operation, 'volume', row, 'fa')).toBe('۱۲٬۳۴۵٬۶۷۸٬۹۰۱٬۲۳۴٫۵۶۷۸');
    expect(cellText(operation, 'volume', row, 'en')).toBe('12,345,678,901,234.5678');
  });
});
