import {
  IconAddressBook,
  IconBriefcase,
  IconBuilding,
  IconBuildingBank,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCalendar,
  IconCar,
  IconCash,
  IconCategory,
  IconCertificate,
  IconCircleDot,
  IconCoins,
  IconCurrencyDollar,
  IconDatabase,
  IconFileInvoice,
  IconFileUpload,
  IconListCheck,
  IconUserStar,
  IconBackhoe,
  IconTools,
  IconFileDescription,
  IconMap,
  IconMapPin,
  IconPackage,
  IconReportMoney,
  IconChartBar,
  IconRuler,
  IconSitemap,
  IconTool,
  IconTruck,
  IconTruckDelivery,
  IconUsers,
  IconWallet,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { moduleIcons } from '../module/registry';

/** The seeded `icon` names of the parent menus. */
const BY_NAME: Record<string, Icon> = {
  database: IconDatabase,
  engineering: IconTool,
  commercial: IconBuildingStore,
  warehouse: IconBuildingWarehouse,
  financial: IconReportMoney,
  treasury: IconBuildingBank,
  hr: IconUsers,
  dealer: IconCar,
  transport: IconTruck,
};

/** The parent menus by name, when no icon is stored (spec §3). */
const BY_MENU_NAME: Record<string, Icon> = {
  BaseInformation: IconDatabase,
  EngineeringSystem: IconTool,
  CommercialSystem: IconBuildingStore,
  WarehouseSystem: IconBuildingWarehouse,
  FinancialSystem: IconReportMoney,
  TreasuryInformation: IconBuildingBank,
  HumanResourceInformation: IconUsers,
  DealerSystem: IconCar,
  TransportationAndRequestMachinery: IconTruck,
};

/** Page menus by url (spec §2 "Menu entries carry icons for these urls"): exact urls, then url prefixes. */
const BY_URL: Record<string, Icon> = {
  '/cost-overs-2': IconCoins,
  '/expert-2': IconUserStar,
  '/machinery-definition-2': IconBackhoe,
  '/project-service-2': IconTools,
  '/opration-info-2': IconListCheck,
  '/document-detail-2': IconFileUpload,
  '/document-type-2': IconFileDescription,
  '/currencies-2': IconCurrencyDollar,
  '/services-2': IconBriefcase,
  '/measure-unit-2': IconRuler,
  '/states-2': IconMap,
  '/countries-2': IconWorld,
  '/thirdparties-2': IconAddressBook,
  '/categories-2': IconCategory,
  '/employers-2': IconBuilding,
  '/employer-contracts-2': IconFileInvoice,
  '/addressing-2': IconMapPin,
  '/banks-2': IconBuildingBank,
  '/bank-branch-2': IconBuildingBank,
  '/bank-account-2': IconWallet,
  '/estimation-2': IconReportMoney,
  '/cities-2': IconMapPin,
  '/cost-center-2': IconSitemap,
  '/cost-center-type-2': IconSitemap,
  '/skills-2': IconCertificate,
  '/insurance-2': IconCertificate,
  '/projects-2': IconBriefcase,
  '/project-type-2': IconBriefcase,
  '/supply-goods-2': IconPackage,
  '/timing-2': IconCalendar,
  '/daily-cover-2': IconCalendar,
  '/contractor-2': IconUsers,
  '/payroll-2': IconCash,
  '/product-2': IconPackage,
  '/warehouse-2': IconBuildingWarehouse,
  '/reports/inventory-valuation': IconReportMoney,
  '/inventory-turnover-report-2': IconChartBar,
  '/dealer-2': IconCar,
  '/transport-request-2': IconTruckDelivery,
  '/machinery-request-2': IconTruck,
};

const BY_PREFIX: [string, Icon][] = [
  ['/admin/business/', IconBriefcase],
  ['/admin/information/', IconDatabase],
  ['/admin/engineering/', IconTool],
  ['/warehouse/', IconBuildingWarehouse],
  ['/financial/', IconReportMoney],
  ['/contractor', IconUsers],
  ['/employer', IconBuilding],
  ['/dealer-', IconCar],
  ['/machinery', IconTruck],
  ['/transport', IconTruckDelivery],
];

/** The icons the modules give their menu urls (computed once). */
let declared: Record<string, Icon> | null = null;
const declaredIcons = () => (declared ??= moduleIcons());

/** The icon of a menu: its stored icon name, its url, its name, or a dot. */
export function menuIcon(menu: { icon?: string | null; url?: string | null; name?: string | null }): Icon {
  if (menu.icon && BY_NAME[menu.icon]) return BY_NAME[menu.icon]!;
  const url = menu.url ?? '';
  if (BY_URL[url]) return BY_URL[url]!;
  const declared = declaredIcons()[url];
  if (declared) return declared;
  const prefixed = BY_PREFIX.find(([prefix]) => url.startsWith(prefix));
  if (prefixed) return prefixed[1];
  if (menu.name && BY_MENU_NAME[menu.name]) return BY_MENU_NAME[menu.name]!;
  return IconCircleDot;
}
