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

/** The envelope around a page of the model: `{ data: [...], rowCount }`. */
export function ApiPageEnvelope(model: Type<unknown>, description = 'A page of rows and the count of all that match') {
  return applyDecorators(
    ApiExtraModels(model),
    ApiOkResponse({
      description,
      schema: {
        type: 'object',
        required: ['isSuccess', 'value'],
        properties: {
          isSuccess: { type: 'boolean', enum: [true] },
          value: { type: 'object', required: ['data', 'rowCount'], properties: { data: { type: 'array', items: { $ref: getSchemaPath(model) } }, rowCount: { type: 'integer' } } },
        },
      },
    }),
  );
}

/** The envelope around an inline schema (`ID_VALUE`, `NULL_VALUE`, ...). */
export function ApiValueEnvelope(value: object, description = 'Success') {
  return ApiOkResponse({
    description,
    schema: { type: 'object', required: ['isSuccess', 'value'], properties: { isSuccess: { type: 'boolean', enum: [true] }, value } },
  });
}

/** The value of a write that answers the id of the row it wrote. */
export const ID_VALUE = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } };
/** The value of a call that answers nothing (`value: null`). */
export const NULL_VALUE = { type: 'object', nullable: true, description: 'always null' };
