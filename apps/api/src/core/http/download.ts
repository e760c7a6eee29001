import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RawResponse } from './decorators';

/**
 * A generated file (a sheet, a PDF, a bank's text) answered as a download: the route's decorator, which sends the
 * bytes as they are (no envelope) and documents the binary answer (of one type, or one of several), and the headers
 * of the answer.
 *
 * ```ts
 * @Get('sheet/:id') @Access([PAGE]) @ApiDownload(PDF_MIME, 'the sheet')
 * async sheet(@Param() p: Params, @Res({ passthrough: true }) reply: FastifyReply) {
 *   attachment(reply, PDF_MIME, `reception-${code}.pdf`);
 *   return pdf;
 * }
 * ```
 */
/** An Excel workbook's content type. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const ApiDownload = (types: string | readonly string[], description: string) => {
  const list = typeof types === 'string' ? [types] : [...types];
  return applyDecorators(RawResponse(), ApiProduces(...list), ApiOkResponse({ description, content: Object.fromEntries(list.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])) }));
};

/**
 * The answer's type and `Content-Disposition: attachment`: `name` plain ASCII (the fallback every client reads), `shown`
 * the real name (Persian too), in RFC 5987's `filename*`.
 */
export function attachment(reply: FastifyReply, type: string, name: string, shown = name): void {
  reply.header('content-type', type);
  reply.header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(shown)}`);
}
