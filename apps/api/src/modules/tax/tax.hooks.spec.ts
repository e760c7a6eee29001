import { getEntity } from '@karsaz/entities';
import type { MoadiyanInvoice } from '../../generated/prisma/client';
import type { Principal } from '../../core/auth/principal';
import type { SaveContext } from '../../core/entity/hooks';
import { DomainException } from '../../core/http/errors';
import type { MoadiyanGateway } from './gateway';
import { MoadiyanInvoiceHooks } from './tax.hooks';

/**
 * The invoice hooks read the authority's codes and units once for the whole invoice, however many lines it has
 * (the database is a stub that counts the reads): a product repeated on lines is asked for once, a line takes its
 * product's code before its service's, and an item or unit without the authority's answers on its own line.
 */
describe('the tax invoice hooks read codes and units once an invoice', () => {
  const goods = { targetId: 7, owner: { code: '2710000138624', title: 'سرسیلندر', vatRate: '9' } };
  const service = { targetId: 9, owner: { code: '2720000000017', title: 'نصب', vatRate: '10' } };
  const stub = (lines: Record<string, unknown>[] = []) => {
    const reads: { model: string; where: unknown }[] = [];
    const updates: { id: number; data: Record<string, unknown> }[] = [];
    const read = (model: string, rows: unknown[]) => async ({ where }: { where: unknown }) => {
      reads.push({ model, where });
      return rows;
    };
    const tx = {
      moadiyanProductProduct: { findMany: read('product', [goods]) },
      moadiyanServiceService: { findMany: read('service', [service]) },
      moadiyanMeasureUnit: { findMany: read('unit', [{ measureUnitId: 1, code: '164', isActive: true }]) },
      moadiyanInvoiceLine: {
        findMany: async () => lines,
        update: async ({ where, data }: { where: { id: number }; data: Record<string, unknown> }) => void updates.push({ id: where.id, data }),
      },
      moadiyanInvoice: { aggregate: async () => ({ _max: { serial: 4 } }) },
      $queryRaw: async () => [{ id: 1, memory_id: 'A2ZRHM', economic_code: '10101010101' }],
    };
    return { tx, reads, updates };
  };
  const hooks = () => new MoadiyanInvoiceHooks({} as MoadiyanGateway);
  const line = (item: { productId?: number; serviceId?: number }, measureUnitId = 1) => ({ productId: null, serviceId: null, ...item, quantity: '1', unitPrice: '1000', discount: '0', measureUnitId });

  it('saves a draft of many lines with one read of goods codes and one of service codes', async () => {
    const { tx, reads, updates } = stub();
    const lines = [line({ productId: 7 }), line({ productId: 7 }), line({ serviceId: 9 }), line({ productId: 8 }), line({ productId: 7, serviceId: 9 })];
    const context = { tx, lines, entity: getEntity('moadiyaninvoice'), principal: { companyId: 3 } as Principal } as unknown as SaveContext<MoadiyanInvoice>;
    const h = hooks();
    await expect(h.beforeSave({ kind: 1 }, context)).rejects.toMatchObject({ options: { fieldErrors: [{ field: 'lines[4].serviceId', constraint: 'productOrService' }] } });
    expect(reads).toEqual([
      { model: 'product', where: { targetId: { in: [7, 8] }, owner: { companyId: 3 } } },
      { model: 'service', where: { targetId: { in: [9] }, owner: { companyId: 3 } } },
    ]);

    // without the line naming both, the rates are the codes' (none for the unmapped product) and are written after
    reads.length = 0;
    await h.beforeSave({ kind: 1 }, { ...context, lines: lines.slice(0, 4) } as SaveContext<MoadiyanInvoice>);
    expect(reads.map((r) => r.model)).toEqual(['product', 'service']);
    await h.afterSave({ id: 1 }, { ...context, lineIds: [11, 12, 13, 14] } as SaveContext<MoadiyanInvoice>);
    expect(updates).toEqual([11, 12, 13, 14].map((id, i) => ({ id, data: { vatRate: ['9', '9', '10', null][i] } })));
  });

  it('prepares with one read each of codes and units, naming each line without the authority’s item or unit', async () => {
    const stored = [line({ productId: 7 }), line({ productId: 7 }, 2), line({ serviceId: 5 }), line({ productId: 7 })].map((l, i) => ({ ...l, id: 21 + i }));
    const { tx, reads, updates } = stub(stored);
    const row = { id: 1, companyId: 3, kind: 2, invoiceDate: new Date('2026-11-23T00:00:00Z') } as unknown as MoadiyanInvoice;
    const refused = await hooks()
      .prepare(tx as never, row, { companyId: 3 } as Principal)
      .catch((e: DomainException) => e);
    expect(refused).toBeInstanceOf(DomainException);
    expect((refused as DomainException).options.fieldErrors!.map((f) => [f.field, f.constraint])).toEqual([
      ['lines[1].measureUnitId', 'noMoadiyanUnit'],
      ['lines[2].serviceId', 'noMoadiyanCode'],
    ]);
    expect(reads).toEqual([
      { model: 'product', where: { targetId: { in: [7] }, owner: { companyId: 3 } } },
      { model: 'service', where: { targetId: { in: [5] }, owner: { companyId: 3 } } },
      { model: 'unit', where: { measureUnitId: { in: [1, 2] }, isActive: true } },
    ]);
    // the lines with both written at the code's rate
    expect(updates.map((u) => [u.id, u.data.vatRate])).toEqual([[21, '9'], [24, '9']]);
  });
});
