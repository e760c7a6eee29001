import { defineEntity } from '../definition';
import { baseDataRoutes, documentRoutes } from '../routes';
import { HR, description, hrTitle, recruitmentReference, score } from './common';

/**
 * Tests (spec §2 `/test-group-2`, `/hr-test-2`, `/test-question-2`; §5 "Test form"): a test of a group, with its
 * score, passing score and time, and its questions from the bank as lines, each with its order and score. The
 * nine rules of the test form are packages/domain's `testForm` rule, which the form runs before it sends and the
 * engine before it writes. A test's title is unique in the company (a duplicate test is refused).
 */

export const testGroup = recruitmentReference({
  name: 'testgroup', model: 'TestGroup', table: 'test_group',
  singular: { fa: 'گروه آزمون', en: 'Test group' }, plural: { fa: 'گروه‌های آزمون', en: 'Test groups' },
  url: '/test-group-2', icon: 'folders',
  fields: { description },
});

export const hrTest = defineEntity({
  name: 'hrtest', model: 'HrTest', table: 'hr_test', area: 'recruitment',
  ...baseDataRoutes('hrtest', { area: 'recruitment' }),
  label: { singular: { fa: 'آزمون', en: 'Test' }, plural: { fa: 'آزمون‌ها', en: 'Tests' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'کد', en: 'Code' }, unique: true, max: 20, format: 'code', readOnly: true },
    title: { ...hrTitle, unique: true },
    testGroupId: { type: 'link', entity: 'testgroup', label: { fa: 'گروه آزمون', en: 'Test group' }, required: true },
    // entered, and the questions' scores add up to it: the testForm rule says both, with their own messages
    score: score('نمرهٔ آزمون', 'Test score'),
    passingScore: score('نمرهٔ قبولی', 'Passing score'),
    durationMinutes: { type: 'int', label: { fa: 'مدت (دقیقه)', en: 'Time (minutes)' }, required: true, min: 1, max: 600 },
    description,
  },
  titleField: 'title',
  searchFields: ['title', 'code'],
  list: { columns: ['code', 'title', 'testGroupId', 'score', 'passingScore', 'durationMinutes'], filters: ['testGroupId'], sort: { field: 'code', direction: 'asc' } },
  form: { sections: [{ fields: ['title', 'testGroupId', 'score', 'passingScore', 'durationMinutes', 'description'] }] },
  lines: { entity: 'testquestion', via: 'hrTestId', label: { fa: 'سؤال‌های آزمون', en: 'Questions of the test' } },
  rules: ['testForm'],
  activeFlag: true,
  code: { field: 'code', width: 4 },
  menu: { url: '/hr-test-2', parent: HR, icon: 'clipboard-check', formPages: { create: 'create', edit: '$id' } },
});

/** A question of a test: which, in which order, for how much. Listed on `/test-question-2`, written with its test. */
export const testQuestion = defineEntity({
  name: 'testquestion', model: 'TestQuestion', table: 'test_question', area: 'recruitment',
  basePath: '/api/recruitment/v1/testquestion',
  // read only: listed and opened on its page, written with its test
  routes: (({ getFiltered, getById }) => ({ getFiltered, getById }))(documentRoutes('testquestion', 'recruitment').routes),
  label: { singular: { fa: 'سؤال آزمون', en: 'Test question' }, plural: { fa: 'سؤال‌های آزمون', en: 'Test questions' } },
  scope: 'company',
  fields: {
    hrTestId: { type: 'link', entity: 'hrtest', label: { fa: 'آزمون', en: 'Test' }, required: true },
    questionId: { type: 'link', entity: 'question', label: { fa: 'سؤال', en: 'Question' }, required: true },
    // entered, unique, from 1 and without a gap: the testForm rule, with its own messages
    order: { type: 'int', label: { fa: 'ترتیب', en: 'Order' }, min: 0, max: 1000 },
    score: score('نمره', 'Score'),
    // the question's text, copied when the test is saved: the page searches and shows it
    questionTitle: { type: 'string', label: { fa: 'متن سؤال', en: 'Question text' }, readOnly: true, max: 2000 },
  },
  titleField: 'questionTitle',
  searchFields: ['questionTitle'],
  list: { columns: ['hrTestId', 'order', 'questionId', 'score'], filters: ['hrTestId', 'questionId'], sort: { field: 'order', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/test-question-2', parent: HR, icon: 'list-numbers' },
});
