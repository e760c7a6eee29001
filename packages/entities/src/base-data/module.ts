import { defineModule } from '../module';
import { city } from './city';
import { country } from './country';
import { currency } from './currency';
import { insurance } from './insurance';
import { measureUnit } from './measure-unit';
import { province } from './province';
import { activityType, addressType, bank, bankBranch, companyHeadquarter, contactType, guildType, job, region, service, skill } from './references';

/** Base data (api/base-data/v1): the reference lists of spec platform-core §7. */
export const baseDataModule = defineModule({
  name: 'base-data',
  label: { fa: 'اطلاعات پایه', en: 'Base data' },
  entities: [country, province, city, currency, measureUnit, insurance, region, companyHeadquarter, guildType, activityType, contactType, addressType, skill, job, service, bank, bankBranch],
  menuOrder: 100,
  // the first pages of the sidebar, under the names earlier versions stored them by
  menus: {
    '/countries-2': { name: 'Countries', order: 10 },
    '/states-2': { name: 'States', order: 20 },
    '/cities-2': { name: 'Cities', order: 30 },
    '/currencies-2': { name: 'Currencies', order: 40 },
    '/measure-unit-2': { name: 'MeasureUnits', order: 50 },
  },
  counters: ['country', 'province', 'city', 'currency', 'measureunit'],
});
