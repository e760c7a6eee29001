import { defineEntity } from '../definition';
import { baseDataRoutes, documentRoutes } from '../routes';
import { HR, description, hrTitle, options, recruitmentReference, score } from './common';

/**
 * The question bank (spec §2 `/question-group-2`, `/question-2`, `/question-option-2`; §5 "Question options"):
 * groups, questions (closed: options, one or two of them the registered answers; open: marked by a person), and
 * the options, whose title and order are unique within their question. At most two registered answers per
 * question (the hooks in apps/api/src/modules/recruitment say it on `isAnswer`).
 */

export const questionGroup = recruitmentReference({
  name: 'questiongroup', model: 'QuestionGroup', table: 'question_group',
  singular: { fa: 'گروه سؤال', en: 'Question group' }, plural: { fa: 'گروه‌های سؤال', en: 'Question groups' },
  url: '/question-group-2', icon: 'folders',
  fields: { description },
});

export const QUESTION_KINDS = options([1, 'چندگزینه‌ای', 'Multiple choice'], [2, 'تشریحی', 'Open answer']);

export const question = defineEntity({
  name: 'question', model: 'Question', table: 'question', area: 'recruitment',
  ...baseDataRoutes('question', { area: 'recruitment' }),
  label: { singular: { fa: 'سؤال', en: 'Question' }, plural: { fa: 'سؤال‌ها', en: 'Questions' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'کد', en: 'Code' }, unique: true, max: 20, format: 'code', readOnly: true },
    title: { type: 'text', label: { fa: 'متن سؤال', en: 'Question' }, required: true, max: 2000 },
    questionGroupId: { type: 'link', entity: 'questiongroup', label: { fa: 'گروه سؤال', en: 'Question group' }, required: true },
    kind: { type: 'enum', label: { fa: 'نوع سؤال', en: 'Kind' }, required: true, options: QUESTION_KINDS, default: 1 },
    defaultScore: score('نمرهٔ پیش‌فرض', 'Default score'),
    description,
  },
  titleField: 'title',
  searchFields: ['title', 'code'],
  list: { columns: ['code', 'title', 'questionGroupId', 'kind', 'defaultScore'], filters: ['questionGroupId', 'kind'], sort: { field: 'code', direction: 'asc' } },
  children: { options: { entity: 'questionoption', via: 'questionId', label: { fa: 'گزینه‌ها', en: 'Options' }, owned: true } },
  activeFlag: true,
  code: { field: 'code', width: 4 },
  menu: { url: '/question-2', parent: HR, icon: 'help-circle' },
});

export const questionOption = defineEntity({
  name: 'questionoption', model: 'QuestionOption', table: 'question_option', area: 'recruitment',
  ...documentRoutes('questionoption', 'recruitment'),
  label: { singular: { fa: 'گزینهٔ سؤال', en: 'Question option' }, plural: { fa: 'گزینه‌های سؤال', en: 'Question options' } },
  scope: 'company',
  fields: {
    questionId: { type: 'link', entity: 'question', label: { fa: 'سؤال', en: 'Question' }, required: true },
    title: { ...hrTitle, label: { fa: 'متن گزینه', en: 'Option' }, max: 500, uniqueWithin: 'questionId' },
    order: { type: 'int', label: { fa: 'ترتیب', en: 'Order' }, required: true, min: 1, max: 100, uniqueWithin: 'questionId' },
    isAnswer: { type: 'boolean', label: { fa: 'پاسخ درست', en: 'Correct answer' }, default: false },
  },
  titleField: 'title',
  searchFields: ['title'],
  list: { columns: ['questionId', 'order', 'title', 'isAnswer'], filters: ['questionId', 'isAnswer'], sort: { field: 'order', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/question-option-2', parent: HR, icon: 'list-check' },
});
