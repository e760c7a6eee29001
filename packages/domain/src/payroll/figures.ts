import DecimalJs from 'decimal.js';

/** The payroll's exact arithmetic and how its explanations print figures (not exported from the package). */
export const D = DecimalJs.clone({ precision: 60, rounding: DecimalJs.ROUND_HALF_UP, toExpNeg: -60, toExpPos: 60 });
export type Dec = InstanceType<typeof D>;
export const dec = (v: string | number | null | undefined): Dec => new D(v === null || v === undefined || v === '' ? 0 : v);

export const text = (d: Dec) => {
  const t = d.toFixed();
  return t.includes('.') ? t.replace(/0+$/, '').replace(/\.$/, '') : t;
};
/** a readable figure for an explanation: thousands separated (ASCII; the screens render digits in their language) */
export const fig = (d: Dec | string) => {
  const t = typeof d === 'string' ? d : text(d);
  const [w, f] = t.split('.');
  return w!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (f ? `.${f}` : '');
};

