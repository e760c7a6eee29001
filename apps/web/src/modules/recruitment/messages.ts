import type { DeepStrings } from '../../core/i18n/types';

/** Texts of recruitment's additions to the generic screens (i18n key `recruitment`). */
export const recruitmentFa = {
  step: {
    title: 'مرحلهٔ جاری: {{step}}',
    none: 'این درخواست مرحلهٔ جاری ندارد.',
    decided: 'بررسی این درخواست پایان یافته است.',
    save: 'ثبت سطح مصاحبه',
    saved: 'سطح مصاحبه ثبت شد.',
    history: 'تاریخچه',
    apply: 'ثبت درخواست',
    withdraw: 'انصراف متقاضی',
    hire: 'استخدام',
    hireHint: 'فرم پرسنل با اطلاعات رزومهٔ متقاضی باز می‌شود.',
    hired: 'استخدام',
    byApplicant: 'متقاضی',
  },
  hire: {
    filled: 'اطلاعات از رزومهٔ متقاضی پر شد؛ نام پدر، محل تولد، محل صدور و اطلاعات استخدام را کامل کنید.',
    failed: 'اطلاعات رزومه دریافت نشد.',
  },
};

export const recruitmentEn: DeepStrings<typeof recruitmentFa> = {
  step: {
    title: 'Current step: {{step}}',
    none: 'This application has no current step.',
    decided: 'The review of this application has ended.',
    save: 'Save the interview level',
    saved: 'The interview level was saved.',
    history: 'History',
    apply: 'Applied',
    withdraw: 'Withdrawn by the applicant',
    hire: 'Hire',
    hireHint: 'The personnel form opens with the applicant’s résumé.',
    hired: 'Hired',
    byApplicant: 'Applicant',
  },
  hire: {
    filled: 'Filled from the applicant’s résumé; add the father’s name, birthplace, place of issue and the employment.',
    failed: 'The résumé could not be read.',
  },
};
