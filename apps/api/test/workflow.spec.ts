import { getEntity, workflowProblems, type EntityDefinition } from '@karsaz/entities';
import { quorumMet } from '../src/core/workflow/workflow.service';

describe('approval quorum', () => {
  it('all: every approver; any: one; N: N of them (or all when fewer)', () => {
    expect(quorumMet('all', 2, 3)).toBe(false);
    expect(quorumMet('all', 3, 3)).toBe(true);
    expect(quorumMet(undefined, 1, 1)).toBe(true);
    expect(quorumMet('any', 0, 3)).toBe(false);
    expect(quorumMet('any', 1, 3)).toBe(true);
    expect(quorumMet(2, 1, 5)).toBe(false);
    expect(quorumMet(2, 2, 5)).toBe(true);
    expect(quorumMet(3, 2, 2)).toBe(true);
  });
});

describe('workflow definitions', () => {
  it('finds the mistakes types cannot: unknown states, a chain without approvers, a writable status', () => {
    const supply = getEntity('supplygoods');
    expect(workflowProblems(supply)).toEqual([]);
    const w = supply.workflow!;
    const broken = {
      ...supply,
      fields: { ...supply.fields, status: { ...supply.fields.status!, readOnly: false } },
      workflow: {
        ...w,
        transitions: [...w.transitions, { action: 'archive', label: { fa: 'بایگانی', en: 'Archive' }, from: ['approved'], to: 'archived' }],
        approval: { ...w.approval!, levels: [{ key: 'x', label: { fa: 'x', en: 'x' }, approver: {} }] },
      },
    } as EntityDefinition;
    const problems = workflowProblems(broken);
    expect(problems).toEqual(expect.arrayContaining([
      'supplygoods: workflow field status must be a read-only enum',
      'supplygoods: archive names unknown state archived',
      'supplygoods: level x has no approver',
    ]));
  });
});
