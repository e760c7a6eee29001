import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, Min } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { PrismaClient } from '../../core/database/database';
import { Access } from '../../core/auth/access';
import { requireCompany } from '../../core/context/request-context';
import { DomainException } from '../../core/http/errors';
import { ApiDownload, attachment, XLSX_MIME as XLSX } from '../../core/http/download';
import { IsInt } from '../../core/http/validators';
import { Lang } from '../../core/i18n/lang.decorator';
import type { Lang as Language } from '../../core/i18n/messages';
import { YEAR_END_MONTH } from './exports/format';
import { bankTransferText, bankTransferXlsx, payslipPdf, ssoDbf, taxListXlsx } from './exports';
import { PayrollMonthReader } from './month-out';
import { PAYROLL_PAGE } from './payroll.controller';

const PDF = 'application/pdf';
const DBF = 'application/x-dbf';
const TEXT = 'text/plain';

export class PayrollFileQuery {
  @ApiProperty({ description: "the month's payroll id" }) @Type(() => Number) @IsInt() @Min(1) Id!: number;
}
export class PayslipFileQuery {
  @ApiProperty({ description: 'the payslip id' }) @Type(() => Number) @IsInt() @Min(1) Id!: number;
}
export class BankFileQuery extends PayrollFileQuery {
  @ApiPropertyOptional({ enum: ['xlsx', 'text'], description: 'xlsx: a sheet of people, Shebas and amounts; text: the group-payment file (needs sheba)' })
  @IsOptional() @IsIn(['xlsx', 'text']) format?: 'xlsx' | 'text';
  @ApiPropertyOptional({ description: 'the company’s Sheba paid from (IR and 24 digits), for the text file' }) @IsOptional() @IsString() @Matches(/^IR\d{24}$/) sheba?: string;
  @ApiPropertyOptional({ description: 'the bank’s name in the text file’s header' }) @IsOptional() @IsString() bank?: string;
}
export class SsoFileQuery extends PayrollFileQuery {
  @ApiProperty({ enum: ['DSKKAR00', 'DSKWOR00'], description: 'the workshop record or the workers' }) @IsIn(['DSKKAR00', 'DSKWOR00']) file!: 'DSKKAR00' | 'DSKWOR00';
  @ApiPropertyOptional({ enum: ['cp1256', 'iran-system'], description: 'the text encoding; default: the year’s rule' }) @IsOptional() @IsIn(['cp1256', 'iran-system']) encoding?: 'cp1256' | 'iran-system';
  @ApiPropertyOptional({ enum: [6], description: 'ListDisk 6 (Dey 1403) adds seniority and marriage columns' }) @IsOptional() @Type(() => Number) @IsIn([6]) version?: 6;
}

/**
 * A month's files (docs/payroll.md "Outputs"), for holders of the payroll page's `Export`: payslips as PDF (the month,
 * or one payslip), the bank transfer (a sheet, or the group-payment text), the SSO monthly list (DSKKAR00 and
 * DSKWOR00 in dBase III, Windows-1256 or Iran System as the year's rule says) and the tax list. Texts in the caller's
 * Accept-Language.
 */
@ApiTags('payroll')
@ApiBearerAuth('bearer')
@Controller('api/payroll/v1')
export class PayrollExportController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly months: PayrollMonthReader,
  ) {}

  @Get('payroll/export/payslips') @Access(PAYROLL_PAGE, 'Export')
  @ApiOperation({ summary: "The month's payslips as one PDF, a page a person (Vazirmatn, right to left in Persian)" })
  @ApiDownload(PDF, 'the PDF')
  async payslips(@Query() q: PayrollFileQuery, @Lang() lang: Language, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const month = await this.months.read(this.prisma, requireCompany(), q.Id, lang);
    attachment(reply, PDF, `payslips-${month.listNo}.pdf`);
    return payslipPdf(month, { language: lang });
  }

  @Get('payslip/export/pdf') @Access(PAYROLL_PAGE, 'Export')
  @ApiOperation({ summary: 'One payslip as a PDF' })
  @ApiDownload(PDF, 'the PDF')
  async payslip(@Query() q: PayslipFileQuery, @Lang() lang: Language, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const companyId = requireCompany();
    const [slip] = await this.prisma.$queryRawUnsafe<{ payroll_id: number }[]>(`SELECT payroll_id FROM payslip WHERE company_id = $1 AND id = $2`, companyId, q.Id);
    if (!slip) throw new DomainException(404, 'NOT_FOUND', { text: { fa: 'فیش حقوقی یافت نشد.', en: 'The payslip was not found.' } });
    const month = await this.months.read(this.prisma, companyId, slip.payroll_id, lang, q.Id);
    attachment(reply, PDF, `payslip-${month.listNo}-${month.payslips[0]!.personnelCode}.pdf`);
    return payslipPdf(month, { language: lang });
  }

  @Get('payroll/export/bank') @Access(PAYROLL_PAGE, 'Export')
  @ApiOperation({ summary: 'The bank transfer: a sheet (name, national code, Sheba, account, net) or the group-payment text (header and a row a person with a Sheba); people without a Sheba are named in the X-Missing-Sheba header' })
  @ApiDownload([XLSX, TEXT], 'the file')
  async bank(@Query() q: BankFileQuery, @Lang() lang: Language, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const month = await this.months.read(this.prisma, requireCompany(), q.Id, lang);
    if (q.format !== 'text') {
      attachment(reply, XLSX, `bank-${month.listNo}.xlsx`);
      return bankTransferXlsx(month, { language: lang });
    }
    if (!q.sheba) throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'sheba', constraint: 'isNotEmpty', args: [], fallback: 'sheba: the company’s Sheba to pay from is required for the text file' }] });
    const { buffer, missing } = bankTransferText({ ...month, company: { ...month.company, employerSheba: q.sheba, bankName: q.bank ?? null } });
    attachment(reply, TEXT, `IR${q.sheba.slice(2)}-${month.listNo}.txt`);
    reply.header('x-missing-sheba', missing.join(','));
    return buffer;
  }

  @Get('payroll/export/sso') @Access(PAYROLL_PAGE, 'Export')
  @ApiOperation({ summary: 'The SSO monthly list: DSKKAR00.DBF (the workshop) or DSKWOR00.DBF (the workers), dBase III' })
  @ApiDownload(DBF, 'the DBF file')
  async sso(@Query() q: SsoFileQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    // the list's texts are Persian whatever the caller reads
    const month = await this.months.read(this.prisma, requireCompany(), q.Id, 'fa');
    if (month.month === YEAR_END_MONTH) {
      throw new DomainException(422, 'BUSINESS_RULE', { text: { fa: 'عیدی، سنوات و بازخرید مرخصی مشمول بیمه نیستند و فهرست بیمه ندارند.', en: 'Eydi, severance and leave paid out are not insurable: the year end has no SSO list.' } });
    }
    const encoding = q.encoding ?? (month.dbfEncoding === 2 ? 'iran-system' : 'cp1256');
    let files: { kar: Buffer; wor: Buffer };
    try {
      files = await ssoDbf(month, { encoding, ...(q.version ? { version: 6 as const } : {}) });
    } catch (e) {
      if (!(e instanceof Error) || e instanceof DomainException) throw e;
      throw new DomainException(422, 'BUSINESS_RULE', { text: { fa: `فهرست بیمه ساخته نشد: ${e.message}`, en: `The SSO list could not be written: ${e.message}` } });
    }
    attachment(reply, DBF, `${q.file}.DBF`);
    return q.file === 'DSKKAR00' ? files.kar : files.wor;
  }

  @Get('payroll/export/tax') @Access(PAYROLL_PAGE, 'Export')
  @ApiOperation({ summary: "The month's tax list as a sheet: code, name, national code, taxable pay, tax, days, gross, and a total row" })
  @ApiDownload(XLSX, 'the workbook')
  async tax(@Query() q: PayrollFileQuery, @Lang() lang: Language, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const month = await this.months.read(this.prisma, requireCompany(), q.Id, lang);
    attachment(reply, XLSX, `tax-${month.listNo}.xlsx`);
    return taxListXlsx(month, { language: lang });
  }
}
