import { defineModule } from '../module';
import { supplyGoods, supplyGoodsLine } from './supply-goods';

/** Commercial (api/commercial/v1): supply requests with their goods lines and approval chain. */
export const commercialModule = defineModule({
  name: 'commercial',
  label: { fa: 'بازرگانی و تأمین', en: 'Commercial and supply' },
  entities: [supplyGoods, supplyGoodsLine],
  menuOrder: 700,
  menus: { '/manage-supply-goods-2': { name: 'SupplyGoods', label: { fa: 'درخواست‌های تأمین کالا', en: 'Supply requests' } } },
});
