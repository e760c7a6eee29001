import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Min } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { Access } from '../../../core/auth/access';
import { requireCompany } from '../../../core/context/request-context';
import { PDF_MIME } from '../../../core/export/pdf';
import { ApiDownload, attachment } from '../../../core/http/download';
import { IsInt } from '../../../core/http/validators';
import { Lang } from '../../../core/i18n/lang.decorator';
import type { Lang as Language } from '../../../core/i18n/messages';
import { ReceptionSheets, receptionSheetPdf } from './sheet';

/** The receptions' page guards the sheet, as the appointments' page guards their day grid. */
export const RECEPTION_PAGE = '/dealer-reception-2';

export class ReceptionSheetParams {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'the reception' }) @Type(() => Number) @IsInt() @Min(1) id!: number;
}

/** The reception sheet the customer signs (docs/dealer.md "Receptions"), as a PDF. */
@ApiTags('dealer')
@ApiBearerAuth('bearer')
@Controller('api/dealer/v1/dealerreception')
export class ReceptionSheetController {
  constructor(private readonly sheets: ReceptionSheets) {}

  @Get('sheet/:id') @Access([RECEPTION_PAGE]) @ApiDownload(PDF_MIME, 'the sheet')
  @ApiOperation({ summary: 'A reception’s sheet for the customer to sign, as a PDF: the car’s state, the complaint, the services with their prices and the total, and the signature boxes (right to left in Persian, Jalali days)' })
  async sheet(@Param() p: ReceptionSheetParams, @Lang() lang: Language, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const sheet = await this.sheets.read(requireCompany(), p.id);
    const pdf = await receptionSheetPdf(sheet, lang);
    const name = `reception-${sheet.code}.pdf`.replace(/[^\w.-]/g, '_');
    attachment(reply, PDF_MIME, name);
    return pdf;
  }
}
