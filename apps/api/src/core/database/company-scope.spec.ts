import { DomainException } from '../http/errors';
import { asSystem, runInContext } from '../context/request-context';
import { COMPANY_MODELS, scopeArgs } from './company-scope';

/** What the client extension makes of each kind of query, in each kind of context (no database needed). */
describe('company scope', () => {
  const inCompany = <T>(fn: () => T) => runInContext({ companyId: 7 }, fn);

  it('scopes the entity definitions with scope company and the hand-written company models, nothing else', () => {
    expect(COMPANY_MODELS.has('CostOver')).toBe(true);
    expect(COMPANY_MODELS.has('LeadAccess')).toBe(true);
    expect(COMPANY_MODELS.has('City')).toBe(false);
    expect(inCompany(() => scopeArgs('City', 'findMany', { where: { id: 1 } }))).toEqual({ where: { id: 1 } });
  });

  it('narrows every read, update, delete and aggregate to the context’s company, keeping the query’s own AND', () => {
    for (const op of ['findMany', 'findFirst', 'findUnique', 'count', 'aggregate', 'groupBy', 'updateMany', 'update', 'delete', 'deleteMany']) {
      expect([op, inCompany(() => scopeArgs('CostOver', op, { where: { id: 3, AND: { isActive: true } } }))]).toEqual([op, { where: { id: 3, AND: [{ isActive: true }, { companyId: 7 }] } }]);
    }
    expect(inCompany(() => scopeArgs('CostOver', 'count', {}))).toEqual({ where: { AND: [{ companyId: 7 }] } });
  });

  it('fills the company in on creates, and never moves a row to another company', () => {
    expect(inCompany(() => scopeArgs('CostOver', 'create', { data: { code: '1', companyId: 99 } }))).toEqual({ data: { code: '1', companyId: 7 } });
    expect(inCompany(() => scopeArgs('LeadAccess', 'createMany', { data: [{ userId: 1 }, { userId: 2 }] }))).toEqual({ data: [{ userId: 1, companyId: 7 }, { userId: 2, companyId: 7 }] });
    const upsert = inCompany(() => scopeArgs('CostOver', 'upsert', { where: { id: 1 }, create: { code: '1' }, update: { code: '2' } }));
    expect(upsert).toEqual({ where: { id: 1, AND: [{ companyId: 7 }] }, create: { code: '1', companyId: 7 }, update: { code: '2' } });
    expect(inCompany(() => scopeArgs('CostOver', 'updateMany', { where: { id: 1 }, data: { companyId: 99 } })).data).toEqual({ companyId: 7 });
  });

  it('answers a context without a company 403, refuses to run outside any context, and lets the system through', () => {
    let thrown: unknown;
    try {
      runInContext({ companyId: null }, () => scopeArgs('CostOver', 'findMany', {}));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(DomainException);
    expect(thrown).toMatchObject({ status: 403, options: { detail: 'the token names no company' } });
    expect(() => scopeArgs('CostOver', 'findMany', {})).toThrow(/outside a request context/);
    expect(asSystem(() => scopeArgs('CostOver', 'findMany', { where: { id: 1 } }))).toEqual({ where: { id: 1 } });
  });
});
