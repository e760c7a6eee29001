import { buildMoadiyanInvoice, checkMoadiyanInvoice, moadiyanLineAmounts, MOADIYAN_SETTLEMENT, type MoadiyanInvoiceInput } from './invoice';
import { moadiyanTaxId } from './tax-id';

const taxId = moadiyanTaxId('A2ZRHM', '2026-10-10', 19553);
const input: MoadiyanInvoiceInput = {
  taxId, invoiceDate: '2026-10-10', serial: 19553, type: 1, subject: 1, settlement: MOADIYAN_SETTLEMENT.credit, sellerEconomicCode: '14003778990',
  buyer: { type: 2, nationalId: '10100302746', economicCode: '10100302746', postalCode: '1234567890' },
  lines: [
    { goodsCode: '2710000138624', title: 'سرسیلندر', unitCode: '164', quantity: '2', unitPrice: '10000', discount: '500', vatRate: '9' },
    { goodsCode: '2710000138624', title: 'پیچ', unitCode: '1627', quantity: '3.5', unitPrice: '333', discount: null, vatRate: '10' },
  ],
};

describe('the invoice in the authority’s format', () => {
  it('works out a line as the SDK’s sample: 2 × 10,000 less 500, 9% VAT', () => {
    // the SDK's sample invoice: tprdis 20,000, tdis 500, tadis 19,500, tvam 1,755, tbill 21,255
    expect(moadiyanLineAmounts({ quantity: '2', unitPrice: '10000', discount: '500', vatRate: '9' })).toEqual({ gross: '20000', discount: '500', net: '19500', vat: '1755', total: '21255' });
    // 3.5 × 333 = 1165.5 → 1166 rials (half-up), VAT 116.6 → 117
    expect(moadiyanLineAmounts({ quantity: '3.5', unitPrice: '333', vatRate: '10' })).toEqual({ gross: '1166', discount: '0', net: '1166', vat: '117', total: '1283' });
  });

  it('writes the header and the body with sums that agree', () => {
    const inv = buildMoadiyanInvoice(input);
    expect(inv.header).toMatchObject({
      taxid: taxId, inno: '0000004C61', inty: 1, inp: 1, ins: 1, tins: '14003778990', tob: 2, bid: '10100302746', tinb: '10100302746', bpc: '1234567890',
      tprdis: 21166, tdis: 500, tadis: 20666, tvam: 1872, todam: 0, tbill: 22538, setm: 2, cap: 0, insp: 22538, indatim: Date.UTC(2026, 9, 10),
    });
    expect(inv.body[1]).toEqual({ sstid: '2710000138624', sstt: 'پیچ', am: 3.5, mu: '1627', fee: 333, prdis: 1166, dis: 0, adis: 1166, vra: 10, vam: 117, tsstam: 1283 });
    expect(checkMoadiyanInvoice(inv)).toEqual([]);
  });

  it('leaves the buyer out of a type 2 invoice and splits a mixed settlement', () => {
    const inv = buildMoadiyanInvoice({ ...input, type: 2, settlement: MOADIYAN_SETTLEMENT.mixed, cashAmount: '20000' });
    expect(inv.header).toMatchObject({ inty: 2, tob: null, bid: null, tinb: null, bpc: null, cap: 20000, insp: 2538 });
    expect(checkMoadiyanInvoice(inv)).toEqual([]);
  });

  it('finds sums that disagree, a bad tax ID, a type 1 without its buyer, a correction without its reference', () => {
    const inv = buildMoadiyanInvoice(input);
    inv.body[0]!.vam = 1756;
    inv.header.tbill += 1;
    inv.header.taxid = taxId.slice(0, 21) + (taxId[21] === '9' ? '0' : '9');
    inv.header.tinb = null;
    inv.header.bid = null;
    inv.header.ins = 2;
    const paths = checkMoadiyanInvoice(inv).map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['header.taxid', 'header.tinb', 'header.irtaxid', 'body[0].vam', 'header.tvam', 'header.tbill']));
    expect(paths).not.toContain('header.tprdis');
  });
});
