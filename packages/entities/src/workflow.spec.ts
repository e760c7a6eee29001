import { getEntity } from './registry';
import { actionPermission, approvalWorkflow, chainActions, workflowActions, workflowProblems } from './workflow';
import { MODULES } from './modules';

describe('the workflow kernel’s declarations', () => {
  it('serves return beside confirm and reject when a chain rejects for good, and grants it on the level screens', () => {
    const leave = getEntity('leaverequest').workflow!;
    expect(chainActions(leave)).toEqual(['confirm', 'reject', 'return']);
    expect(workflowActions(leave).filter((a) => chainActions(leave).includes(a.action)).map((a) => [a.action, a.comment])).toEqual([['confirm', false], ['reject', true], ['return', true]]);
    // a chain without a final rejection keeps its two decisions
    expect(chainActions(approvalWorkflow({ levels: [{ key: 'x', label: { fa: 'x', en: 'x' }, approver: { role: 'R' } }] }))).toEqual(['confirm', 'reject']);
    expect(MODULES.flatMap((m) => m.actions).some((a) => a.name === actionPermission('return'))).toBe(true);
  });

  it('lets a workflow without a chain name its own confirm and reject, and refuses them beside a chain', () => {
    expect(workflowProblems(getEntity('missionvehicle'))).toEqual([]);
    const mission = getEntity('mission');
    const clash = { ...mission, workflow: { ...mission.workflow!, transitions: [...mission.workflow!.transitions, { action: 'return', label: { fa: 'x', en: 'x' }, from: ['draft'], to: 'cancelled' }] } };
    expect(workflowProblems(clash)).toEqual(['mission: return is the approval chain’s own action'.replace('’', "'")]);
    const unknown = { ...mission, workflow: { ...mission.workflow!, approval: { ...mission.workflow!.approval!, rejected: 'nowhere' } } };
    expect(workflowProblems(unknown)).toEqual(['mission: chain names unknown state nowhere']);
  });

  it('falls back to a role where a person path names nobody (the leave’s department manager, else the HR manager)', () => {
    expect(getEntity('leaverequest').workflow!.approval!.levels[0]!.approver).toEqual({ person: 'personnelId.departmentId.managerId.thirdPartyId', otherwise: { role: 'HrManager' } });
  });
});
