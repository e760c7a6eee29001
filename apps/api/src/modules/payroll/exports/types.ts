/**
 * The plain data every payroll output file is made from (pure functions: no database, no Nest). Amounts are decimal
 * strings of whole rials ("123456789"); dates are ISO days ("2026-03-21"); the Jalali year and month are numbers.
 */

export interface PayrollExportCompany {
  name: string;
  workshopCode: string;
  workshopName: string;
  employerName: string;
  address: string;
  employerSheba?: string | null;
  bankName?: string | null;
}

export interface PayslipLineOut {
  kind: 'earning' | 'deduction' | 'employer' | 'info';
  title: string;
  quantity?: string | null;
  rate?: string | null;
  base?: string | null;
  amount: string;
  explanation?: string | null;
}

export interface PayslipOut {
  personnelCode: string;
  firstName: string;
  lastName: string;
  fatherName?: string | null;
  nationalCode: string;
  identityNo?: string | null;
  birthDate?: string | null;
  issuanceDate?: string | null;
  birthPlace?: string | null;
  issuePlace?: string | null;
  gender: 'male' | 'female';
  nationality?: string | null;
  jobTitle?: string | null;
  jobCode?: string | null;
  insuranceNumber?: string | null;
  /** employment, ISO */
  startDate?: string | null;
  /** employment, ISO */
  endDate?: string | null;
  sheba?: string | null;
  accountNo?: string | null;
  departmentName?: string | null;
  paidDays: number;
  /** SSO list figures */
  dailyWage: string;
  monthlyWage: string;
  benefits: string;
  insurable: string;
  total: string;
  ssoEmployee: string;
  ssoEmployer: string;
  unemployment: string;
  gross: string;
  deductions: string;
  net: string;
  taxable: string;
  incomeTax: string;
  lines: PayslipLineOut[];
}

export interface PayrollMonthOut {
  company: PayrollExportCompany;
  year: number;
  month: number;
  listNo: string;
  ssoRate?: number;
  payslips: PayslipOut[];
}

export type ExportLanguage = 'fa' | 'en';
