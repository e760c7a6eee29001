import { defineEntity } from '../definition';
import { documentRoutes } from '../routes';
import { stateValues, workflowStateField } from '../workflow';
import { rials } from './catalog';
import { customerMobile, customerName, vehicle, vin } from './fields';
import { DEALER, description } from './references';

/**
 * The dealer's sales side (spec platform-core §2: `/dealer-test-drive-2`, `/dealer-call-center-2`,
 * `/dealer-sales-plan-2`, `/sales-plan-pre-order-2`, `/dealer-statement-2`): test drives, the call centre's calls,
 * the carmaker's sales plans (a circular: vehicles, options and colours with their price, the deposit and how many
 * cars) and the customers' pre-orders on them, each taking its place in the plan's queue when it is registered for
 * good, and the dealer's statements to the carmaker. docs/dealer.md "Sales".
 */

const dealerId = { type: 'link', entity: 'dealer', label: { fa: 'نمایندگی', en: 'Dealer' }, required: true } as const;
const number = (fa: string, en: string) => ({ type: 'string', label: { fa, en }, unique: true, max: 20, format: 'code', readOnly: true }) as const;
const option = { type: 'link', entity: 'dealervehicleoption', label: { fa: 'آپشن', en: 'Option' } } as const;
const colour = { type: 'link', entity: 'dealercolor', label: { fa: 'رنگ', en: 'Colour' } } as const;
const request = { type: 'link', entity: 'dealerrequest', label: { fa: 'درخواست مشتری', en: 'Customer request' } } as const;
const carmaker = { type: 'link', entity: 'dealercompany', label: { fa: 'خودروساز', en: 'Carmaker' }, required: true } as const;

const driveStates = [
  { key: 'scheduled', value: 1, label: { fa: 'برنامه‌ریزی‌شده', en: 'Scheduled' }, color: 'blue', editable: true },
  { key: 'done', value: 2, label: { fa: 'انجام شد', en: 'Done' }, color: 'green' },
  { key: 'noShow', value: 3, label: { fa: 'مراجعه نکرد', en: 'No-show' }, color: 'orange' },
  { key: 'cancelled', value: 4, label: { fa: 'لغوشده', en: 'Cancelled' }, color: 'red' },
] as const;

export const TEST_DRIVE_STATUS = stateValues(driveStates);

/** A test drive: a customer drives a vehicle with a sales expert; an expert takes one drive at a time. */
export const dealerTestDrive = defineEntity({
  name: 'dealertestdrive', model: 'DealerTestDrive', table: 'dealer_test_drive', area: 'dealer',
  ...documentRoutes('dealertestdrive', 'dealer'),
  label: { singular: { fa: 'تست درایو', en: 'Test drive' }, plural: { fa: 'تست درایوها', en: 'Test drives' } },
  scope: 'company',
  fields: {
    code: number('شمارهٔ تست درایو', 'Test drive number'),
    dealerId,
    dealerRequestId: request,
    customerName,
    mobile: customerMobile,
    licenceNumber: { type: 'string', label: { fa: 'شمارهٔ گواهی‌نامه', en: 'Driving licence number' }, required: true, format: 'digits', max: 10 },
    dealerVehicleId: { ...vehicle, required: true },
    dealerSalesExpertId: { type: 'link', entity: 'dealersalesexpert', label: { fa: 'کارشناس همراه', en: 'Accompanying expert' }, required: true },
    startAt: { type: 'datetime', label: { fa: 'شروع', en: 'Starts' }, required: true },
    endAt: { type: 'datetime', label: { fa: 'پایان', en: 'Ends' }, required: true, rangeStart: 'startAt' },
    result: { type: 'enum', label: { fa: 'نتیجه', en: 'Result' }, readOnly: true, options: [
      { value: 1, label: { fa: 'علاقه‌مند به خرید', en: 'Wants to buy' } },
      { value: 2, label: { fa: 'در حال بررسی', en: 'Thinking it over' } },
      { value: 3, label: { fa: 'منصرف شد', en: 'Not interested' } },
      { value: 4, label: { fa: 'خرید کرد', en: 'Bought' } },
    ] },
    feedback: { type: 'text', label: { fa: 'نظر مشتری', en: "Customer's feedback" }, readOnly: true, max: 1000 },
    status: workflowStateField(driveStates, 'scheduled'),
  },
  titleField: 'code',
  searchFields: ['code', 'customerName', 'mobile'],
  list: {
    columns: ['code', 'startAt', 'customerName', 'mobile', 'dealerVehicleId', 'dealerSalesExpertId', 'result', 'status'],
    filters: ['startAt', 'status', 'dealerVehicleId', 'dealerSalesExpertId', 'result'],
    sort: { field: 'startAt', direction: 'desc' },
  },
  form: { sections: [{ fields: ['dealerId', 'dealerRequestId', 'customerName', 'mobile', 'licenceNumber', 'dealerVehicleId', 'dealerSalesExpertId', 'startAt', 'endAt', 'result', 'feedback'] }] },
  workflow: {
    field: 'status',
    initial: 'scheduled',
    states: driveStates,
    transitions: [
      { action: 'finish', label: { fa: 'ثبت نتیجه', en: 'Record the result' }, from: ['scheduled'], to: 'done', fields: ['result', 'feedback'] },
      { action: 'noShow', label: { fa: 'مراجعه نکرد', en: 'Did not come' }, from: ['scheduled'], to: 'noShow' },
      { action: 'cancel', label: { fa: 'لغو', en: 'Cancel' }, from: ['scheduled'], to: 'cancelled', comment: true },
    ],
  },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/dealer-test-drive-2', parent: DEALER, icon: 'steering-wheel' },
});

export const CALL_RESULT = { answered: 1, noAnswer: 2, busy: 3, callBack: 4 } as const;

/** A call of the call centre, in or out, with a customer and about a request; a call to return is given its time. */
export const dealerCall = defineEntity({
  name: 'dealercall', model: 'DealerCall', table: 'dealer_call', area: 'dealer',
  ...documentRoutes('dealercall', 'dealer'),
  label: { singular: { fa: 'تماس', en: 'Call' }, plural: { fa: 'مرکز تماس', en: 'Call centre' } },
  scope: 'company',
  fields: {
    code: number('شمارهٔ تماس', 'Call number'),
    dealerId,
    direction: { type: 'enum', label: { fa: 'جهت', en: 'Direction' }, required: true, default: 1, options: [
      { value: 1, label: { fa: 'ورودی', en: 'Incoming' } },
      { value: 2, label: { fa: 'خروجی', en: 'Outgoing' } },
    ] },
    callAt: { type: 'datetime', label: { fa: 'زمان تماس', en: 'Called at' }, required: true },
    phone: { type: 'string', label: { fa: 'شمارهٔ تلفن', en: 'Phone number' }, required: true, format: 'digits', max: 15 },
    customerName: { ...customerName, required: false },
    dealerRequestId: request,
    dealerFollowUpTopicId: { type: 'link', entity: 'dealerfollowuptopic', label: { fa: 'موضوع', en: 'Topic' }, required: true },
    duration: { type: 'duration', label: { fa: 'مدت مکالمه', en: 'Duration' }, min: 0, max: 24 * 3600 },
    result: { type: 'enum', label: { fa: 'نتیجه', en: 'Result' }, required: true, default: CALL_RESULT.answered, options: [
      { value: CALL_RESULT.answered, label: { fa: 'پاسخ داده شد', en: 'Answered' } },
      { value: CALL_RESULT.noAnswer, label: { fa: 'پاسخ نداد', en: 'No answer' } },
      { value: CALL_RESULT.busy, label: { fa: 'مشغول', en: 'Busy' } },
      { value: CALL_RESULT.callBack, label: { fa: 'تماس دوباره', en: 'Call back' } },
    ] },
    callBackAt: { type: 'datetime', label: { fa: 'زمان تماس دوباره', en: 'Call back at' }, required: true, when: { field: 'result', in: [CALL_RESULT.callBack] } },
    notes: { type: 'text', label: { fa: 'شرح گفتگو', en: 'Notes' }, max: 2000 },
  },
  titleField: 'code',
  searchFields: ['code', 'phone', 'customerName'],
  list: {
    columns: ['code', 'callAt', 'direction', 'phone', 'customerName', 'dealerRequestId', 'dealerFollowUpTopicId', 'duration', 'result', 'callBackAt'],
    filters: ['callAt', 'direction', 'result', 'dealerFollowUpTopicId', 'dealerRequestId'],
    sort: { field: 'callAt', direction: 'desc' },
  },
  form: { sections: [{ fields: ['dealerId', 'direction', 'callAt', 'phone', 'customerName', 'dealerRequestId', 'dealerFollowUpTopicId', 'duration', 'result', 'callBackAt', 'notes'] }] },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/dealer-call-center-2', parent: DEALER, icon: 'headset' },
});

const planStates = [
  { key: 'draft', value: 1, label: { fa: 'پیش‌نویس', en: 'Draft' }, color: 'gray', editable: true },
  { key: 'open', value: 2, label: { fa: 'در حال ثبت‌نام', en: 'Taking orders' }, color: 'green' },
  { key: 'closed', value: 3, label: { fa: 'بسته‌شده', en: 'Closed' }, color: 'blue' },
  { key: 'cancelled', value: 4, label: { fa: 'لغوشده', en: 'Cancelled' }, color: 'red' },
] as const;

export const PLAN_STATUS = stateValues(planStates);

export const PLAN_KIND = [
  { value: 1, label: { fa: 'فروش نقدی', en: 'Cash sale' } },
  { value: 2, label: { fa: 'فروش اقساطی', en: 'Instalments' } },
  { value: 3, label: { fa: 'پیش‌فروش', en: 'Pre-sale' } },
  { value: 4, label: { fa: 'مشارکت در تولید', en: 'Production partnership' } },
] as const;

/** A sales plan of the carmaker (its circular): the cars offered, each with price, deposit and how many there are. */
export const dealerSalesPlan = defineEntity({
  name: 'dealersalesplan', model: 'DealerSalesPlan', table: 'dealer_sales_plan', area: 'dealer',
  ...documentRoutes('dealersalesplan', 'dealer'),
  label: { singular: { fa: 'طرح فروش', en: 'Sales plan' }, plural: { fa: 'طرح‌های فروش', en: 'Sales plans' } },
  scope: 'company',
  fields: {
    code: number('کد طرح', 'Plan code'),
    name: { type: 'string', label: { fa: 'عنوان', en: 'Title' }, required: true, unique: true, max: 150 },
    dealerCompanyId: carmaker,
    circularNumber: { type: 'string', label: { fa: 'شمارهٔ بخشنامه', en: 'Circular number' }, max: 50 },
    kind: { type: 'enum', label: { fa: 'نوع فروش', en: 'Kind of sale' }, required: true, default: 1, options: PLAN_KIND },
    registrationStart: { type: 'date', label: { fa: 'آغاز ثبت‌نام', en: 'Orders from' }, required: true },
    registrationEnd: { type: 'date', label: { fa: 'پایان ثبت‌نام', en: 'Orders until' }, required: true, rangeStart: 'registrationStart' },
    deliveryMonths: { type: 'int', label: { fa: 'موعد تحویل (ماه)', en: 'Delivery within (months)' }, min: 0, max: 60 },
    capacity: { type: 'int', label: { fa: 'ظرفیت کل', en: 'Total capacity' }, readOnly: true, hint: { fa: 'جمع تعداد خودروهای طرح', en: 'The cars of the plan, summed' } },
    description,
    status: workflowStateField(planStates, 'draft'),
  },
  titleField: 'name',
  searchFields: ['code', 'name', 'circularNumber'],
  list: {
    columns: ['code', 'name', 'dealerCompanyId', 'kind', 'registrationStart', 'registrationEnd', 'capacity', 'status'],
    filters: ['status', 'kind', 'dealerCompanyId', 'registrationStart'],
    sort: { field: 'registrationStart', direction: 'desc' },
  },
  form: { sections: [{ fields: ['name', 'dealerCompanyId', 'circularNumber', 'kind', 'registrationStart', 'registrationEnd', 'deliveryMonths', 'description'] }] },
  lines: { entity: 'dealersalesplanline', via: 'dealerSalesPlanId', label: { fa: 'خودروهای طرح', en: 'Cars of the plan' }, min: 1, max: 100 },
  rules: ['dealerSalesPlan'],
  views: [{ path: 'getOpen', where: { status: PLAN_STATUS.open }, label: { fa: 'طرح‌های در حال ثبت‌نام', en: 'Plans taking orders' } }],
  workflow: {
    field: 'status',
    initial: 'draft',
    states: planStates,
    transitions: [
      { action: 'open', label: { fa: 'آغاز ثبت‌نام', en: 'Start taking orders' }, from: ['draft'], to: 'open' },
      { action: 'close', label: { fa: 'پایان ثبت‌نام', en: 'Stop taking orders' }, from: ['open'], to: 'closed' },
      { action: 'cancel', label: { fa: 'لغو طرح', en: 'Cancel' }, from: ['draft'], to: 'cancelled', comment: true },
    ],
  },
  activeFlag: false,
  code: { field: 'code', width: 5 },
  menu: { url: '/dealer-sales-plan-2', parent: DEALER, icon: 'clipboard-text' },
});

export const dealerSalesPlanLine = defineEntity({
  name: 'dealersalesplanline', model: 'DealerSalesPlanLine', table: 'dealer_sales_plan_line', area: 'dealer',
  basePath: '/api/dealer/v1/dealersalesplanline', routes: {},
  label: { singular: { fa: 'خودروی طرح', en: 'Car of a plan' }, plural: { fa: 'خودروهای طرح', en: 'Cars of a plan' } },
  scope: 'company',
  fields: {
    dealerSalesPlanId: { type: 'link', entity: 'dealersalesplan', label: { fa: 'طرح فروش', en: 'Sales plan' }, required: true },
    dealerVehicleId: { ...vehicle, required: true },
    dealerVehicleOptionId: option,
    dealerColorId: colour,
    price: { ...rials('قیمت (ریال)', 'Price (rials)'), required: true },
    deposit: { ...rials('پیش‌پرداخت (ریال)', 'Deposit (rials)'), required: true },
    capacity: { type: 'int', label: { fa: 'تعداد', en: 'Cars' }, required: true, min: 1, max: 100_000 },
  },
  titleField: 'dealerVehicleId',
  searchFields: ['dealerVehicleId'],
  list: { columns: ['dealerVehicleId', 'dealerVehicleOptionId', 'dealerColorId', 'price', 'deposit', 'capacity'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/dealer-sales-plan-2', parent: DEALER, page: false },
});

const orderStates = [
  { key: 'draft', value: 1, label: { fa: 'پیش‌ثبت‌نام', en: 'Draft' }, color: 'gray', editable: true },
  { key: 'registered', value: 2, label: { fa: 'ثبت‌نام قطعی', en: 'Registered' }, color: 'blue' },
  { key: 'delivered', value: 3, label: { fa: 'تحویل‌شده', en: 'Delivered' }, color: 'green' },
  { key: 'cancelled', value: 4, label: { fa: 'انصراف', en: 'Cancelled' }, color: 'red' },
] as const;

export const PRE_ORDER_STATUS = stateValues(orderStates);

/**
 * A customer's order on a sales plan: the plan's car (vehicle, option, colour) gives the price and the deposit; the
 * order is registered for good once the deposit is paid, taking the next place in the plan's queue while the car's
 * capacity lasts, and delivered with the car's VIN. One order a national code in a plan.
 */
export const dealerPreOrder = defineEntity({
  name: 'dealerpreorder', model: 'DealerPreOrder', table: 'dealer_pre_order', area: 'dealer',
  ...documentRoutes('dealerpreorder', 'dealer'),
  label: { singular: { fa: 'پیش‌ثبت‌نام طرح فروش', en: 'Pre-order' }, plural: { fa: 'پیش‌ثبت‌نام‌های طرح فروش', en: 'Pre-orders' } },
  scope: 'company',
  fields: {
    code: number('شمارهٔ سفارش', 'Order number'),
    dealerId,
    dealerSalesPlanId: { type: 'link', entity: 'dealersalesplan', view: 'getOpen', label: { fa: 'طرح فروش', en: 'Sales plan' }, required: true, hint: { fa: 'طرحی که در حال ثبت‌نام است', en: 'A plan taking orders' } },
    dealerVehicleId: { ...vehicle, required: true },
    dealerVehicleOptionId: option,
    dealerColorId: colour,
    dealerRequestId: request,
    customerName,
    nationalCode: { type: 'string', label: { fa: 'کد ملی', en: 'National code' }, required: true, format: 'nationalCode', max: 10 },
    mobile: customerMobile,
    price: { ...rials('قیمت (ریال)', 'Price (rials)'), readOnly: true },
    deposit: { ...rials('پیش‌پرداخت لازم (ریال)', 'Deposit due (rials)'), readOnly: true },
    depositPaid: { ...rials('پیش‌پرداخت واریزی (ریال)', 'Deposit paid (rials)'), required: true },
    paymentReference: { type: 'string', label: { fa: 'شمارهٔ پیگیری واریز', en: 'Payment reference' }, max: 40 },
    queueNumber: { type: 'int', label: { fa: 'نوبت در صف', en: 'Place in the queue' }, readOnly: true },
    registeredAt: { type: 'datetime', label: { fa: 'زمان ثبت‌نام قطعی', en: 'Registered at' }, readOnly: true },
    vin: { ...vin, readOnly: true, hint: { fa: 'هنگام تحویل خودرو', en: 'When the car is delivered' } },
    deliveredAt: { type: 'datetime', label: { fa: 'زمان تحویل', en: 'Delivered at' }, readOnly: true },
    dealerSalesPlanLineId: { type: 'link', entity: 'dealersalesplanline', label: { fa: 'خودروی طرح', en: 'Car of the plan' }, readOnly: true },
    status: workflowStateField(orderStates, 'draft'),
  },
  titleField: 'code',
  searchFields: ['code', 'customerName', 'nationalCode', 'mobile', 'vin'],
  list: {
    columns: ['code', 'dealerSalesPlanId', 'customerName', 'nationalCode', 'dealerVehicleId', 'dealerColorId', 'price', 'depositPaid', 'queueNumber', 'status'],
    filters: ['status', 'dealerSalesPlanId', 'dealerVehicleId', 'registeredAt'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: {
    sections: [
      { title: { fa: 'طرح و خودرو', en: 'Plan and car' }, fields: ['dealerId', 'dealerSalesPlanId', 'dealerVehicleId', 'dealerVehicleOptionId', 'dealerColorId', 'dealerRequestId'] },
      { title: { fa: 'مشتری و پرداخت', en: 'Customer and payment' }, fields: ['customerName', 'nationalCode', 'mobile', 'depositPaid', 'paymentReference'] },
      { title: { fa: 'قیمت، صف و تحویل', en: 'Price, queue and delivery' }, fields: ['price', 'deposit', 'queueNumber', 'registeredAt', 'vin', 'deliveredAt'] },
    ],
  },
  workflow: {
    field: 'status',
    initial: 'draft',
    states: orderStates,
    transitions: [
      { action: 'register', label: { fa: 'ثبت‌نام قطعی', en: 'Register for good' }, from: ['draft'], to: 'registered' },
      { action: 'deliver', label: { fa: 'تحویل خودرو', en: 'Deliver the car' }, from: ['registered'], to: 'delivered', fields: ['vin'] },
      { action: 'cancel', label: { fa: 'انصراف', en: 'Cancel' }, from: ['draft', 'registered'], to: 'cancelled', comment: true },
    ],
  },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/sales-plan-pre-order-2', parent: DEALER, icon: 'list-numbers' },
});

const statementStates = [
  { key: 'draft', value: 1, label: { fa: 'پیش‌نویس', en: 'Draft' }, color: 'gray', editable: true },
  { key: 'sent', value: 2, label: { fa: 'ارسال به خودروساز', en: 'Sent' }, color: 'blue' },
  { key: 'accepted', value: 3, label: { fa: 'پذیرفته‌شده', en: 'Accepted' }, color: 'green' },
  { key: 'rejected', value: 4, label: { fa: 'ردشده', en: 'Rejected' }, color: 'red' },
] as const;

export const STATEMENT_STATUS = stateValues(statementStates);

/**
 * A statement of the dealer to the carmaker for a period: the warranty and free services it did for the carmaker
 * (each line a delivered reception, at most on one statement that is not rejected) or other amounts, with its total;
 * sent, then accepted or rejected with a reason.
 */
export const dealerStatement = defineEntity({
  name: 'dealerstatement', model: 'DealerStatement', table: 'dealer_statement', area: 'dealer',
  ...documentRoutes('dealerstatement', 'dealer'),
  label: { singular: { fa: 'صورت‌حساب به خودروساز', en: 'Statement to the carmaker' }, plural: { fa: 'صورت‌حساب‌های خودروساز', en: 'Statements to the carmaker' } },
  scope: 'company',
  fields: {
    code: number('شمارهٔ صورت‌حساب', 'Statement number'),
    dealerId,
    dealerCompanyId: carmaker,
    statementDate: { type: 'date', label: { fa: 'تاریخ', en: 'Date' }, required: true },
    periodFrom: { type: 'date', label: { fa: 'از تاریخ', en: 'Period from' }, required: true },
    periodTo: { type: 'date', label: { fa: 'تا تاریخ', en: 'Period to' }, required: true, rangeStart: 'periodFrom' },
    kind: { type: 'enum', label: { fa: 'نوع', en: 'Kind' }, required: true, default: 1, options: [
      { value: 1, label: { fa: 'خدمات گارانتی', en: 'Warranty services' } },
      { value: 2, label: { fa: 'سرویس‌های رایگان', en: 'Free services' } },
      { value: 3, label: { fa: 'کارمزد فروش', en: 'Sales commission' } },
    ] },
    totalAmount: { ...rials('جمع (ریال)', 'Total (rials)'), readOnly: true, computed: { sum: 'amount' } },
    description,
    status: workflowStateField(statementStates, 'draft'),
  },
  titleField: 'code',
  searchFields: ['code'],
  list: {
    columns: ['code', 'statementDate', 'dealerCompanyId', 'kind', 'periodFrom', 'periodTo', 'totalAmount', 'status'],
    filters: ['statementDate', 'status', 'kind', 'dealerCompanyId'],
    sort: { field: 'statementDate', direction: 'desc' },
  },
  form: { sections: [{ fields: ['dealerId', 'dealerCompanyId', 'statementDate', 'periodFrom', 'periodTo', 'kind', 'description'] }] },
  lines: { entity: 'dealerstatementline', via: 'dealerStatementId', label: { fa: 'ردیف‌ها', en: 'Lines' }, min: 1, max: 1000 },
  workflow: {
    field: 'status',
    initial: 'draft',
    states: statementStates,
    transitions: [
      { action: 'send', label: { fa: 'ارسال به خودروساز', en: 'Send to the carmaker' }, from: ['draft'], to: 'sent' },
      { action: 'accept', label: { fa: 'پذیرش خودروساز', en: 'Accepted by the carmaker' }, from: ['sent'], to: 'accepted' },
      { action: 'reject', label: { fa: 'رد خودروساز', en: 'Rejected by the carmaker' }, from: ['sent'], to: 'rejected', comment: true },
    ],
  },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/dealer-statement-2', parent: DEALER, icon: 'file-invoice' },
});

export const dealerStatementLine = defineEntity({
  name: 'dealerstatementline', model: 'DealerStatementLine', table: 'dealer_statement_line', area: 'dealer',
  basePath: '/api/dealer/v1/dealerstatementline', routes: {},
  label: { singular: { fa: 'ردیف صورت‌حساب', en: 'Statement line' }, plural: { fa: 'ردیف‌های صورت‌حساب', en: 'Statement lines' } },
  scope: 'company',
  fields: {
    dealerStatementId: { type: 'link', entity: 'dealerstatement', label: { fa: 'صورت‌حساب', en: 'Statement' }, required: true },
    dealerReceptionId: { type: 'link', entity: 'dealerreception', label: { fa: 'پذیرش', en: 'Reception' }, uniqueWithin: 'dealerStatementId', hint: { fa: 'پذیرشی که ترخیص شده است', en: 'A delivered reception' } },
    description: { type: 'string', label: { fa: 'شرح', en: 'Description' }, required: true, max: 300 },
    amount: { ...rials('مبلغ (ریال)', 'Amount (rials)'), required: true },
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['dealerReceptionId', 'description', 'amount'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/dealer-statement-2', parent: DEALER, page: false },
});

export const DEALER_SALES = [dealerTestDrive, dealerCall, dealerSalesPlan, dealerSalesPlanLine, dealerPreOrder, dealerStatement, dealerStatementLine];
