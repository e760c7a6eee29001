import { defineModule } from '../module';
import { borrowRequest, borrowRequestLine } from './borrow-request';
import { supplyGoods, supplyGoodsLine } from './supply-goods';

/** Commercial (api/commercial/v1): supply and borrow requests with their goods lines and approval chains. */
export const commercialModule = defineModule({
  name: 'commercial',
  label: { fa: 'بازرگانی و تأمین', en: 'Commercial and supply' },
  entities: [supplyGoods, supplyGoodsLine, borrowRequest, borrowRequestLine],
  menuOrder: 700,
  menus: { '/manage-supply-goods-2': { name: 'SupplyGoods', label: { fa: 'درخواست‌های تأمین کالا', en: 'Supply requests' } } },
});
