/**
 * Puts a route handler made at run time (the entity engine's, the attachments', the workflows') on a controller's
 * prototype under `name`, and gives the function that name too. Nest keeps a route's metadata under the property,
 * but `@nestjs/swagger` looks a handler's parameters, body and operation id up by the function's own name: an
 * unnamed function (`proto[x] = function () {}` names nothing) lost its body and parameters in the OpenAPI
 * document and shared the operation id `Entity_` with every other unnamed handler of its controller.
 */
export function defineHandler(proto: object, name: string, fn: (...args: never[]) => unknown): PropertyDescriptor {
  Object.defineProperty(fn, 'name', { value: name, configurable: true });
  Object.defineProperty(proto, name, { value: fn, writable: true, enumerable: false, configurable: true });
  return Object.getOwnPropertyDescriptor(proto, name)!;
}
