import { ENTITIES, findEntity, type EntityDefinition } from '@karsaz/entities';
import { toPersianDigits } from '@karsaz/domain';

/** Messages of the error envelope, in the caller's language (Accept-Language: fa by default, en). */
export type Lang = 'fa' | 'en';

export function pickLanguage(acceptLanguage: string | string[] | undefined): Lang {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag === 'fa' || x.tag === 'en')
    .sort((a, b) => b.q - a.q);
  return (ranked[0]?.tag as Lang | undefined) ?? 'fa';
}

const catalogue = {
  BAD_REQUEST: { fa: 'درخواست نامعتبر است.', en: 'The request is not valid.' },
  VALIDATION: { fa: 'اطلاعات ارسال‌شده نامعتبر است.', en: 'Some fields are not valid.' },
  JSON_TOO_DEEP: { fa: 'بدنهٔ درخواست بیش از حد تودرتو است.', en: 'The request body is nested too deeply.' },
  MALFORMED_JSON: { fa: 'بدنهٔ درخواست JSON معتبر نیست.', en: 'The request body is not valid JSON.' },
  UNSUPPORTED_MEDIA_TYPE: { fa: 'نوع محتوای درخواست پشتیبانی نمی‌شود.', en: 'The content type of the request is not supported.' },
  PAYLOAD_TOO_LARGE: { fa: 'حجم درخواست بیش از حد مجاز است.', en: 'The request body is too large.' },
  HEADERS_TOO_LARGE: { fa: 'نشانی یا سرآیندهای درخواست بیش از حد طولانی است.', en: 'The request URL or headers are too long.' },
  UNAUTHORIZED: { fa: 'ابتدا وارد سامانه شوید.', en: 'Please sign in first.' },
  FORBIDDEN: { fa: 'شما به این بخش دسترسی ندارید.', en: 'You do not have access to this.' },
  NOT_FOUND: { fa: 'مورد درخواستی یافت نشد.', en: 'The requested item was not found.' },
  ROUTE_NOT_FOUND: { fa: 'چنین مسیری وجود ندارد.', en: 'There is no such route.' },
  METHOD_NOT_ALLOWED: { fa: 'این روش درخواست برای این مسیر مجاز نیست.', en: 'This method is not allowed on this route.' },
  CONFLICT: { fa: 'این اطلاعات در این فاصله تغییر کرده یا تکراری است.', en: 'The data was changed meanwhile or is a duplicate.' },
  BUSINESS_RULE: { fa: 'این عملیات با قواعد کسب‌وکار مغایرت دارد.', en: 'This operation breaks a business rule.' },
  TOO_MANY_REQUESTS: { fa: 'تعداد درخواست‌ها بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید.', en: 'Too many requests; please try again later.' },
  REQUEST_TIMEOUT: { fa: 'زمان درخواست به پایان رسید.', en: 'The request timed out.' },
  SERVICE_UNAVAILABLE: { fa: 'سرویس موقتاً در دسترس نیست.', en: 'The service is temporarily unavailable.' },
  DATABASE_UNAVAILABLE: { fa: 'پایگاه داده موقتاً در دسترس نیست؛ کمی بعد دوباره تلاش کنید.', en: 'The database is temporarily unavailable; try again shortly.' },
  STORAGE_UNAVAILABLE: { fa: 'فضای نگهداری پرونده‌ها موقتاً در دسترس نیست؛ کمی بعد دوباره تلاش کنید.', en: 'File storage is temporarily unavailable; try again shortly.' },
  INTERNAL: { fa: 'خطایی رخ داده است.', en: 'An error occurred.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageCode = keyof typeof catalogue;

export function message(code: MessageCode, lang: Lang): string {
  return catalogue[code][lang];
}

/** Field-level validation messages by class-validator constraint; {field} and {0}, {1}… are filled in. */
const fieldMessages: Record<string, Record<Lang, string>> = {
  whitelistValidation: { fa: 'فیلد «{field}» مجاز نیست.', en: 'Field "{field}" is not allowed.' },
  isDefined: { fa: '«{field}» الزامی است.', en: '"{field}" is required.' },
  isNotEmpty: { fa: '«{field}» الزامی است.', en: '"{field}" is required.' },
  isString: { fa: '«{field}» باید متن باشد.', en: '"{field}" must be text.' },
  isInt: { fa: '«{field}» باید عدد صحیح باشد.', en: '"{field}" must be a whole number.' },
  int32: { fa: '«{field}» باید عددی از {0} تا {1} باشد.', en: '"{field}" must be a number from {0} to {1}.' },
  controlCharacter: { fa: '«{field}» نویسهٔ کنترلی نامجاز (مانند NUL) دارد.', en: '"{field}" contains a control character that is not allowed (such as NUL).' },
  invisibleCharacter: { fa: '«{field}» نویسهٔ نامرئی یا جهت‌دهی (مانند فاصلهٔ صفر یا RLO) دارد که مجاز نیست.', en: '"{field}" contains an invisible or text-direction character (such as a zero-width space or RLO), which is not allowed.' },
  isNumber: { fa: '«{field}» باید عدد باشد.', en: '"{field}" must be a number.' },
  isDecimal: { fa: '«{field}» باید عدد باشد.', en: '"{field}" must be a number.' },
  decimalPlaces: { fa: '«{field}» حداکثر {0} رقم اعشار می‌پذیرد.', en: '"{field}" takes at most {0} decimal places.' },
  decimalDigits: { fa: '«{field}» حداکثر {0} رقم صحیح می‌پذیرد.', en: '"{field}" takes at most {0} whole digits.' },
  decimalAsString: { fa: '«{field}» بیش از دقت عدد JSON رقم دارد؛ آن را به صورت متن بفرستید.', en: '"{field}" has more digits than a JSON number carries exactly; send it as a string.' },
  isBoolean: { fa: '«{field}» باید درست یا نادرست باشد.', en: '"{field}" must be true or false.' },
  isDateString: { fa: '«{field}» باید تاریخ معتبر باشد.', en: '"{field}" must be a valid date.' },
  isISO8601: { fa: '«{field}» باید تاریخ معتبر باشد.', en: '"{field}" must be a valid date.' },
  isEnum: { fa: 'مقدار «{field}» مجاز نیست.', en: '"{field}" has a value that is not allowed.' },
  isIn: { fa: 'مقدار «{field}» مجاز نیست.', en: '"{field}" has a value that is not allowed.' },
  isArray: { fa: '«{field}» باید فهرست باشد.', en: '"{field}" must be a list.' },
  isObject: { fa: '«{field}» باید شیء باشد.', en: '"{field}" must be an object.' },
  nestedValidation: { fa: '«{field}» نامعتبر است.', en: '"{field}" is not valid.' },
  minLength: { fa: '«{field}» باید دست‌کم {0} نویسه باشد.', en: '"{field}" must be at least {0} characters long.' },
  maxLength: { fa: '«{field}» حداکثر می‌تواند {0} نویسه باشد.', en: '"{field}" must be at most {0} characters long.' },
  min: { fa: '«{field}» نباید کمتر از {0} باشد.', en: '"{field}" must not be less than {0}.' },
  max: { fa: '«{field}» نباید بیشتر از {0} باشد.', en: '"{field}" must not be greater than {0}.' },
  matches: { fa: 'قالب «{field}» درست نیست.', en: '"{field}" is not in the right format.' },
  isEmail: { fa: '«{field}» باید نشانی رایانامهٔ معتبر باشد.', en: '"{field}" must be a valid email address.' },
  isMobilePhone: { fa: '«{field}» باید شمارهٔ همراه معتبر باشد.', en: '"{field}" must be a valid mobile number.' },
  isUUID: { fa: '«{field}» باید شناسهٔ معتبر باشد.', en: '"{field}" must be a valid id.' },
  isPositive: { fa: '«{field}» باید بزرگ‌تر از صفر باشد.', en: '"{field}" must be greater than zero.' },
  isIranianMobile: { fa: '«{field}» باید شمارهٔ همراه ایرانی معتبر باشد (مانند ۰۹۱۲۱۲۳۴۵۶۷).', en: '"{field}" must be a valid Iranian mobile number (like 09121234567).' },
  commonPassword: { fa: 'این رمز عبور بسیار رایج است؛ رمز دیگری انتخاب کنید.', en: 'This password is too common; choose another one.' },
  personalPassword: { fa: 'رمز عبور نباید شمارهٔ همراه یا نام شما باشد؛ رمز دیگری انتخاب کنید.', en: 'The password must not be your mobile number or your name; choose another one.' },
  otp: { fa: 'کد تأیید نادرست یا منقضی است.', en: 'The code is not correct or has expired.' },
  arrayNotEmpty: { fa: 'دست‌کم یک مورد را انتخاب کنید.', en: 'Please select at least one item.' },
  linkExists: { fa: '«{field}» انتخاب‌شده وجود ندارد.', en: '"{field}" does not exist.' },
  linkInView: { fa: '«{field}» انتخاب‌شده در فهرست {0} نیست.', en: 'The chosen "{field}" is not one of the {1}.' },
  unique: { fa: '«{field}» تکراری است.', en: '"{field}" is a duplicate.' },
  financialYear: { fa: '«{field}» باید شناسهٔ یکی از سال‌های مالی شرکت توکن باشد.', en: '"{field}" must be the id of a financial year of the token’s company.' },
  nationalCode: { fa: '«{field}» کد ملی معتبری نیست.', en: '"{field}" is not a valid national code.' },
  legalId: { fa: '«{field}» شناسهٔ ملی معتبری نیست.', en: '"{field}" is not a valid legal-entity id.' },
  sheba: { fa: '«{field}» شمارهٔ شبای معتبری نیست.', en: '"{field}" is not a valid Sheba number.' },
  cardNumber: { fa: '«{field}» شمارهٔ کارت معتبری نیست.', en: '"{field}" is not a valid card number.' },
  postalCode: { fa: '«{field}» کد پستی معتبری نیست.', en: '"{field}" is not a valid postal code.' },
  ipv4: { fa: '«{field}» نشانی IPv4 معتبری نیست.', en: '"{field}" is not a valid IPv4 address.' },
  vin: { fa: '«{field}» شمارهٔ شاسی (VIN) معتبری نیست: ۱۷ حرف و رقم لاتین، بدون I و O و Q.', en: '"{field}" is not a valid VIN: 17 letters and digits, without I, O and Q.' },
  plate: { fa: '«{field}» پلاک معتبری نیست: دو رقم، حرف، سه رقم و دو رقم ایران (۱۲ ب ۳۴۵ ایران ۶۷).', en: '"{field}" is not a valid Iranian plate: two digits, a letter, three digits and the two of the province (12 B 345 Iran 67).' },
  maxFileSize: { fa: '«{field}» بزرگ‌تر از {0} مگابایت است.', en: '"{field}" is larger than {0} MB.' },
  emptyFile: { fa: '«{field}» خالی است.', en: '"{field}" is empty.' },
  isIso8601: { fa: '«{field}» باید تاریخ معتبر باشد.', en: '"{field}" must be a valid date.' },
  isTimeOfDay: { fa: '«{field}» باید ساعتی از ۰۰:۰۰ تا ۲۳:۵۹ باشد.', en: '"{field}" must be a time of day from 00:00 to 23:59.' },
  durationMin: { fa: '«{field}» نباید کمتر از {0} (ساعت:دقیقه:ثانیه) باشد.', en: '"{field}" must not be less than {0} (hours:minutes:seconds).' },
  durationMax: { fa: '«{field}» نباید بیشتر از {0} (ساعت:دقیقه:ثانیه) باشد.', en: '"{field}" must not be more than {0} (hours:minutes:seconds).' },
  postHeld: { fa: 'این پست در این بازه در تصدی «{0}» است و چند متصدی هم‌زمان نمی‌پذیرد.', en: 'This post is held by "{0}" in this period and does not take several holders at once.' },
  parentCycle: { fa: '«{field}» نمی‌تواند خود این ردیف یا یکی از زیرمجموعه‌های آن باشد.', en: '"{field}" cannot be this row or one below it.' },
  notInYear: { fa: '«{field}» باید در سال {0} باشد.', en: '"{field}" must fall in the year {0}.' },
  yearFixed: { fa: 'روزهای این سال ساخته شده است و سال آن تغییر نمی‌کند؛ سال تقویم دیگری تعریف کنید.', en: 'This year’s days are made and its year does not change; define another calendar year.' },
  sameState: { fa: 'سند هم‌اکنون در همین وضعیت است؛ وضعیت دیگری انتخاب کنید.', en: 'The record is already in this status; choose another one.' },
  oneDefault: { fa: 'یک ردیف باید «{field}» باشد؛ به‌جای برداشتن، ردیف دیگری را «{field}» کنید.', en: 'One row must be the "{field}"; make another row the "{field}" instead.' },
  // the warehouse (modules/warehouse)
  sameWarehouse: { fa: '«{field}» باید انباری جز انبار مبدأ باشد.', en: '"{field}" must be another warehouse than the source.' },
  unitOfProduct: { fa: '«{field}» از واحدهای فرعی همین کالا نیست.', en: '"{field}" is not one of this product’s alternative units.' },
  costRequired: { fa: '«{field}» برای کالای ورودی این نوع سند لازم است.', en: '"{field}" is required for goods coming in on this kind of document.' },
  valuationFixed: { fa: '«{field}» پس از نخستین گردش کالا تغییر نمی‌کند.', en: '"{field}" does not change once the product has moved.' },
  fifoNoNegative: { fa: '«{field}» فقط برای روش میانگین موزون پذیرفته است؛ کالای FIFO زیر صفر نمی‌رود.', en: '"{field}" is for the weighted-average method only; a FIFO product never goes below zero.' },
  notBeforeStart: { fa: '«{field}» نباید پیش از تاریخ شروع باشد.', en: '"{field}" must not be before the start date.' },
  notInFuture: { fa: '«{field}» نمی‌تواند در آینده باشد.', en: '"{field}" cannot be in the future.' },
  sameCostCenter: { fa: '«{field}» باید مرکز هزینه‌ای جز امانت‌دهنده باشد.', en: '"{field}" must be another cost centre than the lender.' },
  // the tax authority (modules/tax)
  hasMoadiyanCode: { fa: '«{field}» پیش‌تر شناسهٔ مودیان «{0}» را دارد؛ هر مورد فقط یک شناسه می‌گیرد.', en: '"{field}" already has the tax authority code {0}; an item takes one code only.' },
  productOrService: { fa: 'هر ردیف باید یک کالا یا یک خدمت داشته باشد، نه هر دو و نه هیچ‌کدام («{field}»).', en: 'Each line names a product or a service, one of them ("{field}").' },
  noMoadiyanCode: { fa: '«{field}» شناسهٔ کالا/خدمت سامانهٔ مودیان ندارد؛ نخست آن را در شناسه‌های مودیان نگاشت کنید.', en: '"{field}" has no tax authority goods or service code; map it first.' },
  noMoadiyanUnit: { fa: '«{field}» واحد متناظری در سامانهٔ مودیان ندارد؛ نخست آن را در واحدهای مودیان نگاشت کنید.', en: '"{field}" has no tax authority unit; map it first.' },
  taxId: { fa: '«{field}» شمارهٔ مالیاتی ۲۲ نویسه‌ای با رقم کنترل درست نیست.', en: '"{field}" is not a 22-character tax ID with a valid check digit.' },
  buyerIdentity: { fa: '«{field}» در صورتحساب نوع اول باید کد ملی، شناسهٔ ملی یا کد اقتصادی داشته باشد.', en: '"{field}" of a type 1 invoice needs a national code, a legal id or an economic code.' },
  // contracting (modules/contracting)
  belowClaimed: { fa: '«{field}» نباید از مقداری که صورت‌وضعیت‌ها تاکنون از این ردیف ثبت کرده‌اند ({0}) کمتر باشد.', en: '"{field}" must not be less than what statements have claimed of this item ({0}).' },
  itemOfContract: { fa: '«{field}» از ردیف‌های قرارداد همین صورت‌وضعیت نیست.', en: '"{field}" is not an item of this statement’s contract.' },
  contractFixed: { fa: '«{field}» پس از ثبت صورت‌وضعیت تغییر نمی‌کند؛ صورت‌وضعیت دیگری بسازید.', en: '"{field}" does not change once the statement is saved; make another statement.' },
  // time and attendance (modules/attendance)
  checkOutAfterIn: { fa: '«{field}» باید پس از ساعت ورود (یا در روز بعد) باشد.', en: '"{field}" must be after the check-in (or on the next day).' },
  partyRole: { fa: '«{field}» باید طرف حسابی با نقش {0} باشد.', en: '"{field}" must be a third party with the {1} role.' },
  // shifts (modules/attendance-shift)
  endBeforeStart: { fa: '«{field}» باید پس از ساعت شروع باشد؛ برای شیفتی که پس از نیمه‌شب تمام می‌شود «روز بعد» را بزنید.', en: '"{field}" must come after the start time; tick "next day" for a shift that ends after midnight.' },
  longerThanADay: { fa: '«{field}» بیش از ۲۴ ساعت پس از شروع است.', en: '"{field}" is more than 24 hours after the start.' },
  // leave and missions (modules/leave-mission)
  ownPersonnel: { fa: '«{field}» را انتخاب کنید؛ شما در این شرکت پرسنل نیستید.', en: 'Choose the "{field}": you are no personnel of this company.' },
  kindNotAllowed: { fa: '«{field}»: این نوع مرخصی {0} پذیرفته نیست.', en: '"{field}": this leave type does not allow {1}.' },
  afterFromTime: { fa: '«{field}» باید پس از ساعت شروع باشد.', en: '"{field}" must be after the start time.' },
  noWorkingDay: { fa: 'در بازهٔ «{field}» روز کاری‌ای نیست.', en: 'There is no working day up to "{field}".' },
  overlapsRequest: { fa: 'این بازه با {0} همپوشانی دارد.', en: 'This period overlaps {1}.' },
  requiredForKind: { fa: '«{field}» برای این نوع لازم است.', en: '"{field}" is required for this kind.' },
  afterCurrentEnd: { fa: '«{field}» باید پس از پایان کنونی ({0}) باشد.', en: '"{field}" must be after the current end ({0}).' },
  notApproved: { fa: '«{field}» باید تأییدشده باشد تا تمدید شود.', en: '"{field}" must be approved to be extended.' },
  itemOfMission: { fa: '«{field}» از ردیف‌های همین مأموریت نیست.', en: '"{field}" is not an item of this mission.' },
  // the Excel import (core/entity/import.service.ts)
  excelFile: { fa: '«{field}» پروندهٔ اکسل (.xlsx) معتبری نیست.', en: '"{field}" is not an Excel (.xlsx) workbook.' },
  // a sheet's row problem already put in words (args: the row as the sheet numbers it, the sentence)
  sheetRow: { fa: 'ردیف {0}: {1}', en: 'Row {0}: {1}' },
  missingColumn: { fa: 'ستون «{field}» در برگه نیست.', en: 'The sheet has no "{field}" column.' },
  noRows: { fa: 'برگه زیر سرستون‌ها ردیفی ندارد.', en: 'The sheet has no rows under its header.' },
  maxRows: { fa: 'برگه حداکثر {0} ردیف می‌تواند داشته باشد.', en: 'The sheet may hold at most {0} rows.' },
  duplicateInFile: { fa: '«{field}» با ردیف {0} تکراری است.', en: '"{field}" repeats row {0}.' },
  linkAmbiguous: { fa: 'بیش از یک «{field}» با نام «{0}» هست؛ کد یا شناسه را بنویسید.', en: 'More than one "{field}" is called "{0}"; write its code or id.' },
  systemUser: { fa: '«{field}» کاربر سامانه نیست.', en: '"{field}" is not a user of the system.' },
  notSelf: { fa: '«{field}» نمی‌تواند خود شما یا همان تفویض‌کننده باشد.', en: '"{field}" cannot be the delegator.' },
  duplicateWithin: { fa: '«{field}» واردشده تکراری است.', en: 'The entered "{field}" is a duplicate.' },
  lineOfDocument: { fa: '«{field}» ردیفی از این سند نیست.', en: '"{field}" is not a line of this document.' },
  inFinancialYear: { fa: '«{field}» باید در {0} باشد.', en: '"{field}" must fall in {1}.' },
  noFinancialYear: { fa: 'برای «{field}» سال مالی‌ای در این شرکت تعریف نشده است.', en: 'The company has no financial year that holds "{field}".' },
  // finance (issue 17, docs/finance.md)
  oneSide: { fa: '«{field}»: هر آرتیکل یا بدهکار است یا بستانکار، با مبلغی بیش از صفر.', en: '"{field}": a line is either a debit or a credit, of more than zero.' },
  unbalanced: { fa: 'سند تراز نیست: جمع بدهکار {0} و جمع بستانکار {1} ریال است (اختلاف {2} ریال).', en: 'The voucher does not balance: debits {0}, credits {1} rials (a difference of {2}).' },
  detailRequired: { fa: 'حساب «{0}» تفصیلی «{field}» می‌خواهد.', en: 'Account "{0}" needs the detail "{field}".' },
  detailNotTaken: { fa: 'حساب «{0}» تفصیلی «{field}» نمی‌پذیرد.', en: 'Account "{0}" takes no "{field}".' },
  systemVoucherType: { fa: 'سند از نوع «{0}» را خود سامانه صادر می‌کند.', en: 'Vouchers of the type "{0}" are written by the system itself.' },
  parentLevel: { fa: '«{field}» باید یک حساب {0} باشد.', en: '"{field}" must be a {1} account.' },
  noParent: { fa: 'گروه حساب بالادست ندارد.', en: 'A group has no parent account.' },
  codeUnderParent: { fa: '«{field}» باید با کد حساب بالادست ({0}) آغاز شود و از آن بلندتر باشد.', en: '"{field}" must start with the parent’s code ({0}) and be longer.' },
  accountInUse: { fa: '«{field}» حسابی را که در سندی آمده نمی‌توان تغییر داد.', en: '"{field}" cannot change on an account that vouchers name.' },
  yearClosed: { fa: '«{field}» در سال مالی بسته‌شدهٔ {0} است.', en: '"{field}" falls in the closed financial year {1}.' },
  purposeTaken: { fa: 'این «{field}» پیش‌تر به حساب «{0}» داده شده است.', en: 'This "{field}" is mapped to the account "{0}" already.' },
  arrayMinSize: { fa: '«{field}» دست‌کم {0} ردیف لازم دارد.', en: '"{field}" needs at least {0} rows.' },
  arrayMaxSize: { fa: '«{field}» حداکثر {0} ردیف می‌تواند داشته باشد.', en: '"{field}" may have at most {0} rows.' },
  // OAuth clients (modules/identity/oauth-client.controller.ts)
  redirectUri: { fa: '«{field}» باید نشانی کامل https باشد (http فقط برای localhost یا 127.0.0.1) یا مسیری از همین سایت.', en: '"{field}" must be an absolute https URL (http only for localhost or 127.0.0.1) or a path of this site.' },
  redirectRequired: { fa: 'برای گرنت authorization_code دست‌کم یک «{field}» لازم است.', en: 'The authorization_code grant needs at least one "{field}".' },
  clientCredentialsPublic: { fa: 'گرنت client_credentials فقط برای کلاینت محرمانه (با رمز) است.', en: 'The client_credentials grant is for confidential clients (with a secret) only.' },
  serviceAccountOnly: { fa: '«{field}» فقط برای گرنت client_credentials انتخاب می‌شود.', en: '"{field}" is chosen only for the client_credentials grant.' },
};

/** How fields are named in messages; the entity engine adds each entity's own labels. */
const fieldLabels: Record<string, Record<Lang, string>> = {
  mobileNumber: { fa: 'شمارهٔ همراه', en: 'mobile number' },
  toState: { fa: 'وضعیت جدید', en: 'new status' },
  comment: { fa: 'توضیحات', en: 'comment' },
  password: { fa: 'رمز عبور', en: 'password' },
  currentPassword: { fa: 'رمز عبور فعلی', en: 'current password' },
  firstName: { fa: 'نام', en: 'first name' },
  lastName: { fa: 'نام خانوادگی', en: 'last name' },
  code: { fa: 'کد', en: 'code' },
  token: { fa: 'توکن', en: 'token' },
  purpose: { fa: 'نوع درخواست', en: 'purpose' },
  companyId: { fa: 'شرکت', en: 'company' },
  file: { fa: 'فایل', en: 'file' },
  isActive: { fa: 'وضعیت', en: 'status' },
  roleIds: { fa: 'نقش', en: 'role' },
  pageIndex: { fa: 'شمارهٔ صفحه', en: 'page number' },
  pageSize: { fa: 'اندازهٔ صفحه', en: 'page size' },
  searchTerm: { fa: 'عبارت جست‌وجو', en: 'search term' },
  clientId: { fa: 'شناسهٔ کلاینت', en: 'client id' },
  redirectUris: { fa: 'نشانی بازگشت', en: 'redirect URI' },
  grantTypes: { fa: 'گرنت‌ها', en: 'grants' },
  roleId: { fa: 'نقش', en: 'role' },
};

/** Adds field labels (the entity engine's definitions) without replacing one already known. */
export function registerFieldLabels(labels: Record<string, Record<Lang, string>>): void {
  for (const [field, label] of Object.entries(labels)) fieldLabels[field] ??= label;
}

/**
 * The entity whose routes a request's path is under (the longest base path that begins it), so that a message names
 * a field by that entity's own label: two entities may label one field name differently (a statement's and a
 * schedule's `endDate`), and the shared table above keeps only one of them.
 */
const BASES = ENTITIES.map((e) => [`${e.basePath.toLowerCase()}/`, e] as const).sort((a, b) => b[0].length - a[0].length);
export function entityOfPath(url: string): EntityDefinition | undefined {
  const path = `${url.split('?')[0]!.toLowerCase()}/`;
  return BASES.find(([base]) => path.startsWith(base))?.[1];
}

/** A field's label in an entity: `endDate`, `lines[1].endDate` (its line entity's), `rows[3].nameFa` (an import's row). */
function labelIn(entity: EntityDefinition, field: string, lang: Lang): string | undefined {
  const parts = field.split('.');
  let e: EntityDefinition | undefined = entity;
  for (const [i, part] of parts.entries()) {
    const name = part.replace(/\[\d+\]$/, '');
    // own fields only: a caller's `constructor` or `__proto__` is no field (a plain object would answer Object's)
    if (i === parts.length - 1) return Object.hasOwn(e.fields, name) ? e.fields[name]!.label[lang] : undefined;
    if (name === 'lines' && e.lines) e = findEntity(e.lines.entity);
    else if (name !== 'rows') return undefined;
    if (!e) return undefined;
  }
  return undefined;
}

export function fieldLabel(field: string, lang: Lang, entity?: EntityDefinition): string {
  const own = entity ? labelIn(entity, field, lang) : undefined;
  if (own) return own;
  // `workingGroupIds[1]`, an id of a set, is named by its field
  const last = (field.split('.').pop() ?? field).replace(/\[\d+\]$/, '');
  return fieldLabels[last]?.[lang] ?? field;
}

export function fieldMessage(constraint: string, field: string, args: unknown[], lang: Lang, fallback: string, entity?: EntityDefinition): string {
  const template = fieldMessages[constraint]?.[lang];
  const label = fieldLabel(field, lang, entity);
  if (!template) return lang === 'en' ? fallback : `مقدار «${label}» نامعتبر است.`;
  // a number in a Persian message is written in Persian digits (a name or a code keeps its own)
  return template.replace('{field}', label).replace(/\{(\d+)\}/g, (_, i) => {
    const arg = args[Number(i)];
    return lang === 'fa' && typeof arg === 'number' ? toPersianDigits(String(arg)) : String(arg ?? '');
  });
}
