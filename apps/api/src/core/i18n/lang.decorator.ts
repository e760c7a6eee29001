import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { pickLanguage } from './messages';

/** The caller's language (Accept-Language: fa unless it asks for en), without declaring a header in OpenAPI. */
export const Lang = createParamDecorator((_data: unknown, ctx: ExecutionContext) => pickLanguage(ctx.switchToHttp().getRequest<FastifyRequest>().headers['accept-language']));
