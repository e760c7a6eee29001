import { QUESTION_KIND, automaticScore, markTest } from './test-marking';

const closed = (maxScore: string, correct: boolean | null) => ({ kind: QUESTION_KIND.closed, maxScore, correct });
const open = (maxScore: string, text: string | null, score: string | null = null) => ({ kind: QUESTION_KIND.open, maxScore, text, score });

describe('marking a test taken online', () => {
  it('gives a closed question its score for a registered answer, 0 for another or none', () => {
    expect(automaticScore(closed('12.5', true))).toBe('12.5');
    expect(automaticScore(closed('12.5', false))).toBe('0');
    expect(automaticScore(closed('12.5', null))).toBe('0');
  });

  it('leaves an open answer to a person, and a blank one at 0', () => {
    expect(automaticScore(open('20', 'an essay'))).toBeNull();
    expect(automaticScore(open('20', '   '))).toBe('0');
    expect(automaticScore(open('20', null))).toBe('0');
    expect(automaticScore(open('20', 'an essay', '17.25'))).toBe('17.25');
  });

  it('is complete only when every question has a score, then sums them exactly and compares to the passing score', () => {
    const waiting = markTest([closed('30', true), open('70', 'words')], '50');
    expect(waiting).toEqual({ scores: ['30', null], complete: false, total: null, passed: false });
    const marked = markTest([closed('0.1', true), closed('0.2', true), open('49.7', 'words', '19.7')], '20');
    expect(marked).toEqual({ scores: ['0.1', '0.2', '19.7'], complete: true, total: '20', passed: true });
    expect(markTest([closed('30', false), open('70', '')], '1')).toMatchObject({ complete: true, total: '0', passed: false });
  });
});
