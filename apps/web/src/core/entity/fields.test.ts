import { getEntity } from '@karsaz/entities';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { cellText, initialValues, isLetterOrDigit, isShown, readOnlyValues, toBody, validateValues } from './fields';
import { groupRule } from './group';

initI18n('fa');
const t = i18n.getFixedT('fa') as unknown as TFunction;
const tEn = i18n.getFixedT('en') as unknown as TFunction;
const city = getEntity('city');

describe('the generic form’s rules', () => {
  it('names the missing required fields in Persian and English, but lets a new row leave its code to the sequence', () => {
    const values = initialValues(city);
    expect(validateValues(city, values, t, 'fa')).toEqual({
      code: '«کد» الزامی است.',
      nameFa: '«عنوان» الزامی است.',
      provinceId: '«استان» الزامی است.',
    });
    expect(Object.keys(validateValues(city, values, tEn, 'en', { codeOptional: true }))).toEqual(['nameFa', 'provinceId']);
    expect(validateValues(city, values, tEn, 'en').nameFa).toBe('"Persian title" is required.');
  });

  it('checks codes, digits and lengths, taking Persian digits', () => {
    const values = { ...initialValues(city), code: 'AB-۱۲', nameFa: 'تهران', provinceId: '3', phonePrefix: '۰۲۱' };
    expect(validateValues(city, values, t, 'fa')).toEqual({});
    expect(validateValues(city, { ...values, code: 'A B' }, t, 'fa').code).toBe('در «کد» فقط حرف و رقم وارد کنید.');
    expect(validateValues(city, { ...values, phonePrefix: '02x' }, t, 'fa').phonePrefix).toBe('«پیش‌شمارهٔ تلفن» باید عدد باشد.');
    expect(validateValues(city, { ...values, nameFa: 'x'.repeat(151) }, t, 'fa').nameFa).toBe('«عنوان» حداکثر ۱۵۰ نویسه است.');
  });

  it('turns typed text into the body: trimmed, Arabic letters made Persian, digits ASCII, ids numbers, empty optional fields cleared', () => {
    const body = toBody(city, { code: ' ۱۲ ', nameFa: ' كرج ', nameEn: '', provinceId: '7', phonePrefix: '۰۲۶' });
    expect(body).toEqual({ code: '12', nameFa: 'کرج', nameEn: null, provinceId: 7, phonePrefix: '026' });
    // a code left empty is not sent, so the server takes the next one
    expect('code' in toBody(city, { code: '', nameFa: 'x', provinceId: '1' })).toBe(false);
  });

  it('lets only letters and digits through the code field’s keyboard filter', () => {
    expect(isLetterOrDigit('a')).toBe(true);
    expect(isLetterOrDigit('۵')).toBe(true);
    expect(isLetterOrDigit('ژ')).toBe(true);
    expect(isLetterOrDigit(' ')).toBe(false);
    expect(isLetterOrDigit('#')).toBe(false);
    expect(isLetterOrDigit('Backspace')).toBe(true);
  });

  it('shows cells in the reader’s language: link titles, Persian digits', () => {
    const row = { id: 5, version: 1, code: '0021', nameFa: 'کرج', provinceId: 3, province: { id: 3, nameFa: 'البرز' }, phonePrefix: '026' };
    expect(cellText(city, 'provinceId', row, 'fa')).toBe('البرز');
    expect(cellText(city, 'code', row, 'fa')).toBe('۰۰۲۱');
    expect(cellText(city, 'code', row, 'en')).toBe('0021');
  });

  it('shows a text kept in English too in its English twin to an English reader (a payslip line’s title)', () => {
    const line = getEntity('payslipline');
    const row = { id: 1, version: 1, title: 'حقوق پایه', titleEn: 'Base salary', explanation: 'شرح', explanationEn: '' };
    expect(cellText(line, 'title', row, 'en')).toBe('Base salary');
    expect(cellText(line, 'title', row, 'fa')).toBe('حقوق پایه');
    // no English text: the stored one
    expect(cellText(line, 'explanation', row, 'en')).toBe('شرح');
  });
});

describe('the group rules', () => {
  const rows = [
    { id: 1, version: 1, isActive: true },
    { id: 2, version: 1, isActive: true },
    { id: 3, version: 1, isActive: false },
  ];
  it('wants at least one row, all of one status', () => {
    expect(groupRule(rows, [])).toBe('none');
    expect(groupRule(rows, [1, 3])).toBe('mixed');
    expect(groupRule(rows, [1, 2])).toBeNull();
  });

  it('shows a document’s dates in Jalali, checks them, and sends them as ISO', () => {
    const document = getEntity('documentdetail');
    const values = initialValues(document, { id: 1, version: 1, code: 'D1', name: 'پروانه', documentTypeId: 2, issueDate: '2026-03-21T00:00:00.000Z', expiryDate: null });
    expect(values.issueDate).toBe('1405/01/01');
    expect(values.expiryDate).toBe('');
    expect(validateValues(document, { ...values, expiryDate: '۱۴۰۴/۱۲/۳۰' }, t, 'fa').expiryDate).toBe('«تاریخ انقضا» تاریخ شمسی معتبری نیست (مانند ۱۴۰۵/۰۱/۰۱).');
    expect(validateValues(document, { ...values, expiryDate: '۱۴۰۶/۰۱/۰۱' }, t, 'fa')).toEqual({});
    expect(toBody(document, { ...values, expiryDate: '۱۴۰۶/۰۱/۰۱' })).toMatchObject({ issueDate: '2026-03-21', expiryDate: '2027-03-21' });
    expect(cellText(document, 'issueDate', { id: 1, version: 1, issueDate: '2026-03-21T00:00:00.000Z' }, 'fa')).toBe('۱ فروردین ۱۴۰۵');
    // the API answers a date as its day
    expect(cellText(document, 'issueDate', { id: 1, version: 1, issueDate: '2026-03-21' }, 'fa')).toBe('۱ فروردین ۱۴۰۵');
    // a moment shows its time on the Tehran clock too (a punch)
    const punch = getEntity('attendancepunch');
    expect(cellText(punch, 'punchedAt', { id: 1, version: 1, punchedAt: '2026-11-21T04:32:10.000Z' }, 'fa')).toBe('۳۰ آبان ۱۴۰۵، ۰۸:۰۲');
    expect(initialValues(document, { id: 1, version: 1, issueDate: '2026-03-21' }).issueDate).toBe(initialValues(document, { id: 1, version: 1, issueDate: '2026-03-21T00:00:00.000Z' }).issueDate);
  });

  it('hides a field whose `when` does not hold, skips its checks, and clears it in the body', () => {
    const party = getEntity('thirdparty');
    const company = { ...initialValues(party), kind: '2', companyName: 'فولاد', firstName: 'مانده', lastName: '' };
    expect(isShown(party.fields.firstName!, company)).toBe(false);
    expect(isShown(party.fields.companyName!, company)).toBe(true);
    const body = toBody(party, company);
    expect(body).toMatchObject({ kind: 2, companyName: 'فولاد', firstName: null, lastName: null, nationalCode: null });
    expect(validateValues(party, { ...company, nationalCode: '123' }, ((k: string) => k) as never, 'fa')).toEqual({});
  });
});

describe('the scalar field kinds in the form', () => {
  const timing = getEntity('shifttiming');
  const type = getEntity('employmenttype');
  const base = { ...initialValues(timing), shiftId: '1', dayType: '1', startTime: '07:30', endTime: '15:30' };

  it('reads times of day in Persian digits, refuses what is none, and sends HH:mm with the next-day flag', () => {
    const values = { ...base, endTime: '۲:۰', endTimeNextDay: true };
    expect(validateValues(timing, values, t, 'fa')).toEqual({});
    expect(toBody(timing, values)).toMatchObject({ endTime: '02:00', endTimeNextDay: true, startTime: '07:30', firstEntryTime: null });
    expect(validateValues(timing, { ...base, startTime: '24:00' }, tEn, 'en').startTime).toBe('"Start time" must be a time of day from 00:00 to 23:59.');
    expect(cellText(timing, 'endTime', { id: 1, version: 1, endTime: '02:00', endTimeNextDay: true }, 'fa')).toBe('۰۲:۰۰ (روز بعد)');
    expect(cellText(timing, 'endTime', { id: 1, version: 1, endTime: '02:00', endTimeNextDay: false }, 'en')).toBe('02:00');
  });

  it('keeps durations as h:m:s text, sends whole seconds, and names its bounds in h:m:s', () => {
    expect(initialValues(type, { id: 1, version: 1, transferableLeaveCeiling: 433800, automaticPaidLeaveIncrease: 0 }).transferableLeaveCeiling).toBe('120:30:00');
    const values = { ...initialValues(type), code: '1', name: 'رسمی', leaveTransferMethod: '2', transferableLeaveCeiling: '۱۲۰:۳۰:', automaticPaidLeaveIncrease: ':45:' };
    expect(validateValues(type, values, t, 'fa')).toEqual({});
    expect(toBody(type, values)).toMatchObject({ transferableLeaveCeiling: 433800, automaticPaidLeaveIncrease: 2700 });
    expect(validateValues(type, { ...values, transferableLeaveCeiling: '1:60:00' }, tEn, 'en').transferableLeaveCeiling).toBe('"Transferable leave ceiling" needs whole hours, minutes under 60 and seconds under 60.');
    expect(validateValues(type, { ...values, transferableLeaveCeiling: '2000:00:01' }, t, 'fa').transferableLeaveCeiling).toBe('«سقف مرخصی قابل انتقال» نباید بیشتر از ۲۰۰۰:۰۰:۰۰ باشد.');
    expect(cellText(type, 'transferableLeaveCeiling', { id: 1, version: 1, transferableLeaveCeiling: 433800 }, 'fa')).toBe('۱۲۰:۳۰:۰۰');
  });

  it('refuses a range whose end is before its start on the end field, and takes one day', () => {
    expect(validateValues(timing, { ...base, startDate: '1405/01/10', endDate: '۱۴۰۵/۰۱/۰۹' }, tEn, 'en')).toEqual({ endDate: '"End date" must not be before "Start date".' });
    expect(validateValues(timing, { ...base, startDate: '1405/01/10', endDate: '1405/01/10' }, tEn, 'en')).toEqual({});
    expect(toBody(timing, { ...base, startDate: '1405/01/01', endDate: '1405/01/10' })).toMatchObject({ startDate: '2026-03-21', endDate: '2026-03-30' });
  });
});

describe('the read-only fields a form shows', () => {
  const statement = getEntity('contractorstatement');
  const row = {
    id: 4, version: 2, code: '000004', contractorContractId: 1, sequence: 3, projectId: 1, contractorId: 41, statementDate: '2026-11-27', startDate: '2026-11-22',
    endDate: '2026-11-27', grossAmount: '3725000', advanceRepayment: '0', payableAmount: '3178542', overrunApproved: false, status: 1,
    project: { id: 1, name: 'پروژهٔ ساختمان اداری نمونه' },
  };

  it('are the stored row’s values as text (the amounts the server worked out, the number within the contract, the project)', () => {
    expect(readOnlyValues(statement, row)).toMatchObject({ grossAmount: '3725000', payableAmount: '3178542', sequence: '3', projectId: '1', contractorId: '41', overrunApproved: false });
    expect(readOnlyValues(statement, null)).toEqual({});
  });

  it('are never sent: the body holds the writable fields only', () => {
    const values = { ...initialValues(statement, row), ...readOnlyValues(statement, row) };
    expect(Object.keys(toBody(statement, values)).sort()).toEqual(['contractorContractId', 'description', 'endDate', 'startDate', 'statementDate']);
  });

  it('show a linked row by the title the row carries', () => {
    expect(cellText(statement, 'projectId', row, 'fa')).toBe('پروژهٔ ساختمان اداری نمونه');
    expect(cellText(statement, 'contractorId', row, 'fa')).toBe('۴۱');
  });
});
