export * from './text';
export * from './jalali';
export * from './mobile';
export * from './validators';
export * from './third-party';
export * from './document-totals';
export * from './decimal';
export * from './time';
