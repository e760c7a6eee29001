import { DOCUMENT_RULES, documentRuleProblems, testFormProblems } from './document-rules';

/** A test of three questions that add up to its score: no problem. */
const good = () => ({
  header: { score: '100', passingScore: '60' },
  lines: [
    { order: '1', score: '30' },
    { order: '2', score: '30' },
    { order: '3', score: '40' },
  ],
});
const codes = (header: Record<string, unknown>, lines: Record<string, unknown>[]) => testFormProblems(header, lines).map((p) => `${p.field}:${p.code}`);

describe('the nine rules of a test’s form (spec §5), shared by the API and the form', () => {
  it('passes a test whose questions are numbered 1…n and add up to its score, typed or stored', () => {
    const { header, lines } = good();
    expect(testFormProblems(header, lines)).toEqual([]);
    // as the form types them: Persian digits, a decimal score, in any line order
    expect(testFormProblems({ score: '۱۰', passingScore: '۵٫۵' }, [{ order: '۲', score: '۲٫۵' }, { order: '۱', score: '۷٫۵' }])).toEqual([]);
    // as the API receives them: numbers
    expect(testFormProblems({ score: 20, passingScore: null }, [{ order: 1, score: 20 }])).toEqual([]);
  });

  it('1. at least one question must be added', () => {
    expect(codes({ score: '10', passingScore: '5' }, [])).toEqual(['lines:testNoQuestion']);
  });

  it('2. the test’s score must be entered', () => {
    const { lines } = good();
    expect(codes({ score: '', passingScore: '5' }, lines)).toEqual(['score:testScoreRequired']);
    expect(codes({ score: null }, lines)).toEqual(['score:testScoreRequired']);
  });

  it('3. each question’s order must be entered, on its own cell', () => {
    const { header } = good();
    expect(codes(header, [{ order: '1', score: '50' }, { order: '', score: '50' }])).toEqual(['lines[1].order:testOrderRequired']);
  });

  it('4. an order may not be repeated: the later line is marked', () => {
    const { header } = good();
    const problems = testFormProblems(header, [{ order: '1', score: '50' }, { order: '2', score: '25' }, { order: '۲', score: '25' }]);
    expect(problems.map((p) => `${p.field}:${p.code}`)).toEqual(['lines[2].order:testOrderDuplicate']);
    expect(problems[0]!.message.fa).toBe('ترتیب ۲ تکراری است.');
  });

  it('5. the order must start at 1', () => {
    const { header } = good();
    const problems = testFormProblems(header, [{ order: '2', score: '50' }, { order: '3', score: '50' }]);
    expect(problems.map((p) => p.code)).toEqual(['testOrderStart']);
    expect(problems[0]!.message.en).toBe('The questions’ order must start at 1 (the smallest is 2).');
  });

  it('6. the order must have no gap, and the missing numbers are named', () => {
    const { header } = good();
    const one = testFormProblems(header, [{ order: '1', score: '40' }, { order: '2', score: '30' }, { order: '4', score: '30' }]);
    expect(one.map((p) => `${p.field}:${p.code}`)).toEqual(['lines:testOrderGap']);
    expect(one[0]!.message.fa).toBe('ترتیب سؤال‌ها باید پشت سر هم باشد: ۳ جا افتاده است.');
    expect(one[0]!.message.en).toBe('The questions’ order must have no gap: 3 is missing.');
    const two = testFormProblems(header, [{ order: '1', score: '50' }, { order: '5', score: '50' }]);
    expect(two[0]!.message.en).toBe('The questions’ order must have no gap: 2, 3, 4 are missing.');
  });

  it('7. the questions’ scores may not add up to more than the test’s score', () => {
    const problems = testFormProblems({ score: '100', passingScore: '50' }, [{ order: '1', score: '60' }, { order: '2', score: '60' }]);
    expect(problems.map((p) => `${p.field}:${p.code}`)).toEqual(['score:testTotalAbove']);
    expect(problems[0]!.message.fa).toBe('مجموع نمرات سؤال‌ها (۱۲۰) نباید از نمرهٔ آزمون (۱۰۰) بیشتر باشد.');
  });

  it('8. a total below the test’s score is reported', () => {
    const problems = testFormProblems({ score: '100', passingScore: '50' }, [{ order: '1', score: '60' }, { order: '2', score: '39.5' }]);
    expect(problems.map((p) => `${p.field}:${p.code}`)).toEqual(['score:testTotalBelow']);
    expect(problems[0]!.message.en).toBe('The questions’ scores add up to 99.5, less than the test’s score (100).');
  });

  it('9. the passing score cannot be above the test’s score', () => {
    const { lines } = good();
    const problems = testFormProblems({ score: '100', passingScore: '100.5' }, lines);
    expect(problems.map((p) => `${p.field}:${p.code}`)).toEqual(['passingScore:testPassingAbove']);
    expect(testFormProblems({ score: '100', passingScore: '100' }, lines)).toEqual([]);
  });

  it('reports every problem at once, each with its own message in both languages', () => {
    const problems = testFormProblems({ score: '10', passingScore: '20' }, [{ order: '0', score: '5' }, { order: '0', score: '5' }, { order: '', score: '5' }, { order: '3', score: '5' }]);
    expect(problems.map((p) => `${p.field}:${p.code}`)).toEqual([
      'lines[1].order:testOrderDuplicate',
      'lines[2].order:testOrderRequired',
      'lines:testOrderStart',
      'lines:testOrderGap',
      'score:testTotalAbove',
      'passingScore:testPassingAbove',
    ]);
    for (const p of problems) {
      expect(p.message.fa).toMatch(/[\u0600-\u06ff]/);
      expect(p.message.en).toMatch(/^[\x20-\x7e’]+$/);
    }
  });

  it('is reached by its name, and an unknown name is refused', () => {
    expect(Object.keys(DOCUMENT_RULES)).toContain('testForm');
    expect(documentRuleProblems(['testForm'], { score: '5' }, [])).toHaveLength(1);
    expect(documentRuleProblems(undefined, {}, [])).toEqual([]);
    expect(() => documentRuleProblems(['nope'], {}, [])).toThrow('unknown document rule nope');
  });
});

describe('a dealer’s sales plan: deposits and cars offered once', () => {
  const line = (over: Record<string, unknown> = {}) => ({ dealerVehicleId: 1, dealerVehicleOptionId: null, dealerColorId: 2, price: '1000000', deposit: '300000', capacity: 5, ...over });
  const plan = (lines: Record<string, unknown>[]) => documentRuleProblems(['dealerSalesPlan'], {}, lines).map((p) => `${p.field}:${p.code}`);

  it('passes cars that differ in vehicle, option or colour, with deposits up to the price', () => {
    expect(plan([line(), line({ dealerColorId: 3 }), line({ dealerVehicleOptionId: 4 }), line({ dealerVehicleId: 5, deposit: '1000000' })])).toEqual([]);
    // as the form types them: Persian digits with separators, ids as text
    expect(plan([line({ price: '۱٬۰۰۰٬۰۰۰', deposit: '۲۰۰٬۰۰۰', dealerVehicleId: '1' })])).toEqual([]);
  });

  it('marks a deposit above its price on its cell, with both amounts in the message', () => {
    const problems = documentRuleProblems(['dealerSalesPlan'], {}, [line(), line({ dealerColorId: 9, deposit: '1000001' })]);
    expect(problems.map((p) => `${p.field}:${p.code}`)).toEqual(['lines[1].deposit:planDepositAbovePrice']);
    expect(problems[0]!.message.en).toBe('The deposit (1000001) cannot be above the price (1000000).');
    expect(problems[0]!.message.fa).toContain('۱۰۰۰۰۰۱');
  });

  it('marks the later of two lines offering the same car, naming the first', () => {
    const problems = documentRuleProblems(['dealerSalesPlan'], {}, [line(), line({ dealerColorId: 3 }), line({ dealerVehicleId: '1', capacity: 9 })]);
    expect(problems.map((p) => `${p.field}:${p.code}`)).toEqual(['lines[2].dealerVehicleId:planCarRepeated']);
    expect(problems[0]!.message.en).toContain('line 1');
  });
});
