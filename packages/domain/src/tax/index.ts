export * from './verhoeff';
export * from './tax-id';
export * from './invoice';
