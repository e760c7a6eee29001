import { defineModule } from '../module';
import { moadiyanMeasureUnit, moadiyanProduct, moadiyanService, moadiyanSetting } from './codes';
import { moadiyanInvoice, moadiyanInvoiceLine } from './invoice';

/**
 * The tax authority's system (سامانهٔ مودیان, api/tax/v1, issue 17): goods and service codes mapped to ours, the
 * authority's units, the company's memory ID, and sale invoices prepared in its format and sent through a gateway.
 */
export const taxModule = defineModule({
  name: 'tax',
  label: { fa: 'سامانهٔ مودیان', en: 'Tax authority (moadiyan)' },
  entities: [moadiyanSetting, moadiyanProduct, moadiyanService, moadiyanMeasureUnit, moadiyanInvoice, moadiyanInvoiceLine],
  menuOrder: 1100,
});
