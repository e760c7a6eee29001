import type { FieldDefinition } from '../definition';

/** The customer's and the car's fields that appointments, receptions and the car's history share. */
export const customerName = { type: 'string', label: { fa: 'نام مشتری', en: 'Customer' }, required: true, max: 100 } as const satisfies FieldDefinition;
export const customerMobile = { type: 'string', label: { fa: 'همراه', en: 'Mobile' }, required: true, format: 'mobile' } as const satisfies FieldDefinition;
export const vehicle = { type: 'link', entity: 'dealervehicle', label: { fa: 'خودرو', en: 'Vehicle' } } as const satisfies FieldDefinition;
export const vin = { type: 'string', label: { fa: 'شمارهٔ شاسی (VIN)', en: 'VIN' }, format: 'vin', max: 17 } as const satisfies FieldDefinition;
export const plate = { type: 'string', label: { fa: 'پلاک', en: 'Plate' }, format: 'plate', max: 20 } as const satisfies FieldDefinition;
export const mileage = { type: 'int', label: { fa: 'کارکرد (کیلومتر)', en: 'Mileage (km)' }, required: true, min: 0, max: 3_000_000 } as const satisfies FieldDefinition;
export const receivedAt = { type: 'datetime', label: { fa: 'زمان پذیرش', en: 'Received at' }, required: true } as const satisfies FieldDefinition;
export const closedAt = { type: 'datetime', label: { fa: 'زمان ترخیص', en: 'Delivered at' }, readOnly: true } as const satisfies FieldDefinition;
