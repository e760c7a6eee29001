import { isoDateToJalali, jalaliToIsoDate } from '@karsaz/domain';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const [previous, next] = [t('calendar.previousMonth'), t('calendar.nextMonth')];

  // what the library leaves unnamed for assistive technology: its day cells are buttons (named by their date, the
  // empty ones hidden), its arrows say which month they go to; kept so as the grid is redrawn
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    const name = () => {
      for (const cell of root.querySelectorAll<HTMLElement>('.rmdp-day')) {
        if (cell.classList.contains('rmdp-day-hidden')) {
          if (cell.getAttribute('aria-hidden') !== 'true') cell.setAttribute('aria-hidden', 'true');
          cell.removeAttribute('aria-label');
          continue;
        }
        if (cell.getAttribute('role') !== 'button') cell.setAttribute('role', 'button');
        // the library names a day "Choose Jom'eh Azar 06 of 1405" while it shows "6": the name starts with what is shown
        const shown = cell.textContent?.trim();
        const given = cell.getAttribute('aria-label');
        if (shown && given && !given.split(/\s+/).includes(shown)) cell.setAttribute('aria-label', `${shown}, ${given}`);
        const disabled = cell.classList.contains('rmdp-disabled') ? 'true' : 'false';
        if (cell.getAttribute('aria-disabled') !== disabled) cell.setAttribute('aria-disabled', disabled);
      }
      for (const [selector, label] of [['.rmdp-left', previous], ['.rmdp-right', next]] as const) {
        for (const button of root.querySelectorAll<HTMLElement>(selector)) if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [previous, next]);
  const day = (iso: string | null | undefined) => {
    const j = iso ? isoDateToJalali(iso) : null;
    return j ? new DateObject({ calendar: persian, year: j.jy, month: j.jm, day: j.jd }) : undefined;
  };

  useEffect(() => {
    // the focus goes to the chosen day, or today, or the first day that may be chosen (once the popup's own focus
    // trap has settled: it is tried again for a moment)
    let tries = 0;
    const timer = setInterval(() => {
      const grid = box.current?.querySelector('.rmdp-day-picker');
      const target = ['.rmdp-selected', '.rmdp-today:not(.rmdp-disabled)', ':not(.rmdp-disabled):not(.rmdp-day-hidden)']
        .map((s) => grid?.querySelector<HTMLElement>(`.rmdp-day${s}`))
        .find(Boolean);
      if (target && !grid!.contains(document.activeElement)) {
        target.tabIndex = 0;
        target.focus();
      }
      if (++tries > 8) clearInterval(timer);
    }, 25);
    return () => clearInterval(timer);
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
