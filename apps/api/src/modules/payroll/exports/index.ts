/** Payroll output files: pure functions from plain data (types.ts) to file bytes. */
export * from './types';
export { payslipPdf } from './payslip-pdf';
export { ssoDbf, encodeCp1256, DSKKAR_FIELDS, DSKKAR_V6_FIELDS, DSKWOR_FIELDS, DSKWOR_V6_FIELDS, type SsoDbfOptions, type SsoEncoding, type SsoV6Figures } from './sso-dbf';
export { encodeIranSystem, decodeIranSystem } from './iran-system';
export { bankTransferXlsx, bankTransferText } from './bank-transfer';
export { taxListXlsx } from './tax-list';
