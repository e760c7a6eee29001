import { SetMetadata } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { RAW_RESPONSE } from './envelope.interceptor';

/** The handler's answer is sent as it is, without the envelope. */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);

export const PUBLIC_ROUTE = 'karsaz:public';

/** The route needs no sign-in (CONTRACT.md names the few that do not). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** The OpenAPI answer of a route: the contract's success envelope around `value` (a JSON schema). */
export function ApiEnvelope(value: object) {
  return ApiOkResponse({ schema: { type: 'object', required: ['isSuccess', 'value'], properties: { isSuccess: { type: 'boolean', enum: [true] }, value } } });
}
