import { toAsciiDigits, toPersianDigits } from './text';
import { decimalCompare, decimalSum, parseDecimal } from './decimal';

/**
 * Rules of a whole document that its fields' own rules cannot say (a test's questions must be numbered 1, 2, 3…
 * and their scores must add up to the test's): named by the entity definition (`rules: ['testForm']`) and run by
 * both sides on the same values, the form before it sends (each problem on its field or line cell) and the API
 * before it writes (a 400 with every problem at once). So the message a user reads on the form is the one the API
 * would answer.
 *
 * A rule reads the values as they are typed or sent: text with Persian digits and separators, numbers, or empty.
 */
export interface RuleProblem {
  /** the field the problem is shown on: a header field, `lines`, or a line's cell (`lines[2].order`) */
  field: string;
  /** a stable key of the problem, for tests and integrators */
  code: string;
  message: { fa: string; en: string };
}

export type DocumentRule = (header: Record<string, unknown>, lines: readonly Record<string, unknown>[]) => RuleProblem[];

/** A typed value as a canonical decimal, or null when it is empty or not a number. */
function decimalOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && toAsciiDigits(value).trim() === '') return null;
  // a stored decimal (Prisma's Decimal) as its text
  const plain = typeof value === 'object' && typeof (value as { toFixed?: unknown }).toFixed === 'function' ? (value as { toFixed(): string }).toFixed() : value;
  const parsed = parseDecimal(plain, { precision: 38, scale: 10 });
  return parsed.ok ? parsed.value : null;
}

/** A typed whole number, or null when it is empty or not a whole number. */
function wholeOf(value: unknown): number | null {
  const d = decimalOf(value);
  if (d === null || !/^-?\d+$/.test(d)) return null;
  const n = Number(d);
  return Number.isSafeInteger(n) ? n : null;
}

const fa = (n: string | number) => toPersianDigits(String(n));

/**
 * The nine rules of a test's form (spec hr-aftersales-contracting §5), each with its own message. The header holds
 * `score` (the test's score) and `passingScore`; each line (a question of the test) its `order` and `score`.
 *   1. at least one question;              2. the test's score entered;
 *   3. every question's order entered;     4. no order repeated;
 *   5. the orders start at 1;              6. no gap (the missing numbers named);
 *   7. the questions' scores not above the test's score;
 *   8. nor below it (reported: a test whose questions do not add up to its score cannot be marked);
 *   9. the passing score not above the test's score.
 */
export const testFormProblems: DocumentRule = (header, lines) => {
  const problems: RuleProblem[] = [];
  const score = decimalOf(header.score);
  if (lines.length === 0) {
    problems.push({ field: 'lines', code: 'testNoQuestion', message: { fa: 'حداقل یک سؤال باید به آزمون اضافه شود.', en: 'Add at least one question to the test.' } });
  }
  if (score === null) {
    problems.push({ field: 'score', code: 'testScoreRequired', message: { fa: 'نمرهٔ آزمون باید وارد شود.', en: 'Enter the test’s score.' } });
  }
  const orders: number[] = [];
  const seen = new Set<number>();
  lines.forEach((line, i) => {
    const order = wholeOf(line.order);
    if (order === null) {
      problems.push({ field: `lines[${i}].order`, code: 'testOrderRequired', message: { fa: 'ترتیب سؤال باید وارد شود.', en: 'Enter the question’s order.' } });
      return;
    }
    if (seen.has(order)) {
      problems.push({ field: `lines[${i}].order`, code: 'testOrderDuplicate', message: { fa: `ترتیب ${fa(order)} تکراری است.`, en: `Order ${order} is a duplicate.` } });
      return;
    }
    seen.add(order);
    orders.push(order);
  });
  if (orders.length) {
    const smallest = Math.min(...orders);
    if (smallest !== 1) {
      problems.push({ field: 'lines', code: 'testOrderStart', message: { fa: `ترتیب سؤال‌ها باید از ۱ شروع شود (کوچک‌ترین ترتیب ${fa(smallest)} است).`, en: `The questions’ order must start at 1 (the smallest is ${smallest}).` } });
    }
    const largest = Math.max(...orders);
    // the gaps between the smallest (1, or a wrong start already reported) and the largest, the first twenty named
    const missing: number[] = [];
    for (let n = smallest; n <= largest && missing.length < 20; n++) if (!seen.has(n)) missing.push(n);
    if (missing.length) {
      problems.push({
        field: 'lines',
        code: 'testOrderGap',
        message: {
          fa: `ترتیب سؤال‌ها باید پشت سر هم باشد: ${missing.map(fa).join('، ')} جا افتاده است.`,
          en: `The questions’ order must have no gap: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`,
        },
      });
    }
  }
  if (score !== null && lines.length) {
    const scores = lines.map((l) => decimalOf(l.score));
    if (scores.every((s) => s !== null)) {
      const total = decimalSum(scores as string[]);
      const cmp = decimalCompare(total, score);
      if (cmp > 0) {
        problems.push({ field: 'score', code: 'testTotalAbove', message: { fa: `مجموع نمرات سؤال‌ها (${fa(total)}) نباید از نمرهٔ آزمون (${fa(score)}) بیشتر باشد.`, en: `The questions’ scores add up to ${total}, more than the test’s score (${score}).` } });
      } else if (cmp < 0) {
        problems.push({ field: 'score', code: 'testTotalBelow', message: { fa: `مجموع نمرات سؤال‌ها (${fa(total)}) از نمرهٔ آزمون (${fa(score)}) کمتر است.`, en: `The questions’ scores add up to ${total}, less than the test’s score (${score}).` } });
      }
    }
  }
  const passing = decimalOf(header.passingScore);
  if (score !== null && passing !== null && decimalCompare(passing, score) > 0) {
    problems.push({ field: 'passingScore', code: 'testPassingAbove', message: { fa: `نمرهٔ قبولی (${fa(passing)}) نمی‌تواند از نمرهٔ آزمون (${fa(score)}) بیشتر باشد.`, en: `The passing score (${passing}) cannot be above the test’s score (${score}).` } });
  }
  return problems;
};

/**
 * A dealer's sales plan (`/dealer-sales-plan-2`): a car's deposit is not above its price, and no car (vehicle, option
 * and colour) is offered twice in one plan, so a pre-order finds exactly one line.
 */
export const salesPlanProblems: DocumentRule = (_header, lines) => {
  const problems: RuleProblem[] = [];
  const seen = new Map<string, number>();
  lines.forEach((line, i) => {
    const price = decimalOf(line.price);
    const deposit = decimalOf(line.deposit);
    if (price !== null && deposit !== null && decimalCompare(deposit, price) > 0) {
      problems.push({ field: `lines[${i}].deposit`, code: 'planDepositAbovePrice', message: { fa: `پیش‌پرداخت (${fa(deposit)}) نمی‌تواند از قیمت (${fa(price)}) بیشتر باشد.`, en: `The deposit (${deposit}) cannot be above the price (${price}).` } });
    }
    const vehicle = wholeOf(line.dealerVehicleId);
    if (vehicle === null) return;
    const key = [vehicle, wholeOf(line.dealerVehicleOptionId), wholeOf(line.dealerColorId)].join('/');
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({ field: `lines[${i}].dealerVehicleId`, code: 'planCarRepeated', message: { fa: `این خودرو با همین آپشن و رنگ در ردیف ${fa(first + 1)} آمده است.`, en: `This car with the same option and colour is already on line ${first + 1}.` } });
    } else seen.set(key, i);
  });
  return problems;
};

/** The rules an entity definition may name in `rules`. */
export const DOCUMENT_RULES: Readonly<Record<string, DocumentRule>> = {
  testForm: testFormProblems,
  dealerSalesPlan: salesPlanProblems,
};

/** Every problem of the named rules on these values (an unknown name is a programming error and throws). */
export function documentRuleProblems(names: readonly string[] | undefined, header: Record<string, unknown>, lines: readonly Record<string, unknown>[]): RuleProblem[] {
  return (names ?? []).flatMap((name) => {
    const rule = DOCUMENT_RULES[name];
    if (!rule) throw new Error(`unknown document rule ${name}`);
    return rule(header, lines);
  });
}
