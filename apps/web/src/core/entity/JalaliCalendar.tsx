import { isoDateToJalali, jalaliToIsoDate } from '@karsaz/domain';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Calendar, DateObject } from 'react-multi-date-picker';
import persian from 'react-date-object/calendars/persian';
import persianEn from 'react-date-object/locales/persian_en';
import persianFa from 'react-date-object/locales/persian_fa';

/**
 * The month grid of the Jalali calendar popup (react-multi-date-picker with its Persian calendar and fa/en
 * locales). Its DateObject stays inside this file: what goes in and out is an ISO day (`2026-03-21`), converted by
 * the product's one Jalali engine (@karsaz/domain, jalaali-js). Loaded only when a popup opens, so the library is
 * in no page's first load. By keyboard: the chosen day (or today) has the focus, arrows move it, Enter or Space
 * picks it, Escape closes the popup (the popover's).
 */
export default function JalaliCalendar(props: { value: string | null; min?: string | null; max?: string | null; language: 'fa' | 'en'; label: string; onPick: (isoDay: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const day = (iso: string | null | undefined) => {
    const j = iso ? isoDateToJalali(iso) : null;
    return j ? new DateObject({ calendar: persian, year: j.jy, month: j.jm, day: j.jd }) : undefined;
  };

  useEffect(() => {
    // the focus goes to the chosen day, or today, or the first day that may be chosen
    const timer = setTimeout(() => {
      const root = box.current;
      const target = root?.querySelector<HTMLElement>('.rmdp-day.rmdp-selected') ?? root?.querySelector<HTMLElement>('.rmdp-day.rmdp-today:not(.rmdp-disabled)') ?? root?.querySelector<HTMLElement>('.rmdp-day:not(.rmdp-disabled):not(.rmdp-day-hidden)');
      if (target) {
        target.tabIndex = 0;
        target.focus();
      }
    }, 20);
    return () => clearTimeout(timer);
  }, []);

  // the library picks a day with Space only; Enter does it too
  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (e.key === 'Enter' && target.classList.contains('rmdp-day')) {
      e.preventDefault();
      e.stopPropagation();
      target.click();
    }
  };

  return (
    <div ref={box} onKeyDownCapture={onKeyDownCapture} data-jalali-calendar="">
      <Calendar
        value={day(props.value) ?? null}
        minDate={day(props.min)}
        maxDate={day(props.max)}
        calendar={persian}
        locale={props.language === 'fa' ? persianFa : persianEn}
        // the calendar is a group inside the popup's dialog (the library would call it a dialog of its own)
        {...({ role: 'group', 'aria-label': props.label } as object)}
        shadow={false}
        highlightToday
        onChange={(d) => {
          const picked = d as DateObject | null;
          const iso = picked ? jalaliToIsoDate(picked.year, picked.month.number, picked.day) : null;
          if (iso) props.onPick(iso);
        }}
      />
    </div>
  );
}
