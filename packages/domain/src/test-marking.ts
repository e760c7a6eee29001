import { decimalCompare, decimalSum, type DecimalInput } from './decimal';

/**
 * Marking a test taken online (docs/recruitment.md "Taking a test"), shared by the portal's submit and the
 * recruiters' marking. A closed question is marked here: its full score when the option chosen is one of the
 * question's registered answers, else 0 (unanswered too). An open question answered in words waits for a person;
 * left blank it is 0. The test is marked once every question has a score: its score is their exact sum, passed when
 * it reaches the passing score.
 */

export const QUESTION_KIND = { closed: 1, open: 2 } as const;

export interface AnswerToMark {
  kind: number;
  maxScore: DecimalInput | null;
  /** closed: whether the option chosen is a registered answer (null: none chosen) */
  correct?: boolean | null;
  /** open: the words given */
  text?: string | null;
  /** open: the score a person gave (null: not yet) */
  score?: DecimalInput | null;
}

/** The score a question takes without a person: a closed question's, a blank open one's; null while a person must mark it. */
export function automaticScore(a: AnswerToMark): string | null {
  if (a.kind === QUESTION_KIND.closed) return a.correct ? decimalSum([a.maxScore ?? 0]) : '0';
  if (!a.text?.trim()) return '0';
  return a.score === null || a.score === undefined ? null : decimalSum([a.score]);
}

export interface TestMarks {
  /** each answer's score, null where a person has not marked it yet */
  scores: (string | null)[];
  /** every question has its score */
  complete: boolean;
  /** the sum, once complete */
  total: string | null;
  passed: boolean;
}

export function markTest(answers: readonly AnswerToMark[], passingScore: DecimalInput | null): TestMarks {
  const scores = answers.map(automaticScore);
  const complete = scores.every((s) => s !== null);
  const total = complete ? decimalSum(scores as string[]) : null;
  const passed = total !== null && decimalCompare(total, passingScore ?? 0) >= 0;
  return { scores, complete, total, passed };
}
