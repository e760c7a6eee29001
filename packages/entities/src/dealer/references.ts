import type { EntityDefinition, FieldDefinition } from '../definition';
import { companyReference, type ReferenceSpec } from '../reference';

/**
 * The dealer system's reference lists (spec platform-core §2 "Dealer system"): each a company's list of codes and
 * names under `/api/dealer/v1/{name}/…`, with activation and a page of its own under the dealer system's menu. A
 * dealer is a company of the organisation (docs/dealer.md), so each dealer keeps its own lists.
 */

export const DEALER = 'DealerSystem' as const;
export const code = { type: 'string', label: { fa: 'کد', en: 'Code' }, required: true, unique: true, max: 20, format: 'code' } as const satisfies FieldDefinition;
export const name = { type: 'string', label: { fa: 'عنوان', en: 'Title' }, required: true, unique: true, max: 150 } as const satisfies FieldDefinition;
export const description = { type: 'text', label: { fa: 'توضیحات', en: 'Description' }, max: 1000 } as const satisfies FieldDefinition;

export function dealerReference(d: ReferenceSpec, extra: Partial<EntityDefinition> = {}): EntityDefinition {
  return companyReference('dealer', DEALER, { code, name }, { ...d, fields: { ...d.fields, description } }, extra);
}

const list = (
  entity: string, model: string, table: string, url: string, icon: string,
  singular: [string, string], plural: [string, string],
  more: Pick<ReferenceSpec, 'fields' | 'columns'> = {},
): EntityDefinition =>
  dealerReference({ name: entity, model, table, url, icon, singular: { fa: singular[0], en: singular[1] }, plural: { fa: plural[0], en: plural[1] }, ...more });

export const dealerRequestType = list('dealerrequesttype', 'DealerRequestType', 'dealer_request_type', '/dealer-request-type-2', 'category', ['نوع درخواست', 'Request type'], ['انواع درخواست', 'Request types']);
export const dealerInputType = list('dealerinputtype', 'DealerInputType', 'dealer_input_type', '/dealer-input-type-2', 'route', ['نوع ورودی', 'Input channel'], ['انواع ورودی', 'Input channels']);
export const dealerRequestStatus = list('dealerrequeststatus', 'DealerRequestStatus', 'dealer_request_status', '/dealer-request-status-2', 'list-check', ['وضعیت درخواست', 'Request status'], ['وضعیت‌های درخواست', 'Request statuses']);
export const dealerRegisterAttachmentType = list('dealerregisterattachmenttype', 'DealerRegisterAttachmentType', 'dealer_register_attachment_type', '/dealer-register-attachment-type-2', 'file-upload', ['نوع پیوست ثبت‌نام', 'Registration attachment type'], ['انواع پیوست ثبت‌نام', 'Registration attachment types']);
export const dealerRank = list('dealerrank', 'DealerRank', 'dealer_rank', '/rank-2', 'award', ['رتبه', 'Rank'], ['رتبه‌ها', 'Ranks'], {
  fields: { order: { type: 'int', label: { fa: 'ترتیب', en: 'Order' }, required: true, min: 1, max: 100, unique: true } },
  columns: ['code', 'name', 'order'],
});
export const dealerServiceGroup = list('dealerservicegroup', 'DealerServiceGroup', 'dealer_service_group', '/dealer-service-group-2', 'folders', ['گروه خدمات', 'Service group'], ['گروه‌های خدمات', 'Service groups']);
export const dealerFault = list('dealerfault', 'DealerFault', 'dealer_fault', '/dealer-fault-2', 'tool', ['عیب', 'Fault'], ['عیب‌ها', 'Faults']);
export const dealerFollowUpTopic = list('dealerfollowuptopic', 'DealerFollowUpTopic', 'dealer_follow_up_topic', '/dealer-follow-up-topic-2', 'clipboard-list', ['موضوع پیگیری', 'Follow-up topic'], ['موضوعات پیگیری', 'Follow-up topics']);
export const dealerSatisfactionLevel = list('dealersatisfactionlevel', 'DealerSatisfactionLevel', 'dealer_satisfaction_level', '/dealer-satisfaction-level-2', 'mood-smile', ['سطح رضایت', 'Satisfaction level'], ['سطوح رضایت', 'Satisfaction levels'], {
  fields: { score: { type: 'int', label: { fa: 'امتیاز', en: 'Score' }, required: true, min: 0, max: 100, unique: true } },
  columns: ['code', 'name', 'score'],
});
export const dealerSatisfactionReason = list('dealersatisfactionreason', 'DealerSatisfactionReason', 'dealer_satisfaction_reason', '/dealer-satisfaction-reason-2', 'help-circle', ['دلیل رضایت', 'Satisfaction reason'], ['دلایل رضایت', 'Satisfaction reasons']);
export const dealerFuelStatus = list('dealerfuelstatus', 'DealerFuelStatus', 'dealer_fuel_status', '/dealer-fuel-status-2', 'activity', ['وضعیت سوخت', 'Fuel level'], ['وضعیت‌های سوخت', 'Fuel levels']);
export const dealerTiresStatus = list('dealertiresstatus', 'DealerTiresStatus', 'dealer_tires_status', '/dealer-tires-status-2', 'settings', ['وضعیت لاستیک', 'Tyre condition'], ['وضعیت‌های لاستیک', 'Tyre conditions']);
export const dealerReceptionServiceType = list('dealerreceptionservicetype', 'DealerReceptionServiceType', 'dealer_reception_service_type', '/dealer-reception-service-type-2', 'tools', ['نوع خدمت پذیرش', 'Reception service type'], ['انواع خدمت پذیرش', 'Reception service types']);
export const dealerExistingCarPart = list('dealerexistingcarpart', 'DealerExistingCarPart', 'dealer_existing_car_part', '/dealer-existing-car-part-2', 'box', ['قطعهٔ همراه خودرو', 'Part present in the car'], ['قطعات همراه خودرو', 'Parts present in the car']);
export const dealerColor = list('dealercolor', 'DealerColor', 'dealer_color', '/dealer-color-2', 'tag', ['رنگ', 'Colour'], ['رنگ‌ها', 'Colours']);
export const dealerEngineGearbox = list('dealerenginegearbox', 'DealerEngineGearbox', 'dealer_engine_gearbox', '/dealer-engine-gearbox-2', 'adjustments', ['موتور و گیربکس', 'Engine and gearbox'], ['موتورها و گیربکس‌ها', 'Engines and gearboxes']);
export const dealerJob = list('dealerjob', 'DealerJob', 'dealer_job', '/dealer-jobs-2', 'briefcase', ['شغل مشتری', 'Customer’s job'], ['مشاغل مشتریان', 'Customers’ jobs']);
export const dealerReferralSource = list('dealerreferralsource', 'DealerReferralSource', 'dealer_referral_source', '/dealer-referral-source-2', 'users', ['منبع معرفی', 'Referral source'], ['منابع معرفی', 'Referral sources']);
export const sparePartGroup = list('sparepartgroup', 'SparePartGroup', 'spare_part_group', '/sparepartgroup-2', 'package', ['گروه قطعات یدکی', 'Spare-part group'], ['گروه‌های قطعات یدکی', 'Spare-part groups']);

export const DEALER_REFERENCES = [
  dealerRequestType, dealerInputType, dealerRequestStatus, dealerRegisterAttachmentType, dealerRank, dealerServiceGroup, dealerFault,
  dealerFollowUpTopic, dealerSatisfactionLevel, dealerSatisfactionReason, dealerFuelStatus, dealerTiresStatus, dealerReceptionServiceType,
  dealerExistingCarPart, dealerColor, dealerEngineGearbox, dealerJob, dealerReferralSource, sparePartGroup,
];
