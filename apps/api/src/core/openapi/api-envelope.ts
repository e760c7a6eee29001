import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';

/** Documents a handler's answer as the contract's success envelope around the given model. */
export function ApiEnvelope(model: Type<unknown>, options: { isArray?: boolean; description?: string } = {}) {
  const value = options.isArray ? { type: 'array', items: { $ref: getSchemaPath(model) } } : { $ref: getSchemaPath(model) };
  return applyDecorators(
    ApiExtraModels(model),
    ApiOkResponse({
      description: options.description ?? 'Success',
      schema: {
        type: 'object',
        required: ['isSuccess', 'value'],
        properties: { isSuccess: { type: 'boolean', enum: [true] }, value },
      },
    }),
  );
}
