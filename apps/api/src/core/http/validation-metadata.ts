import { getMetadataStorage } from 'class-validator';

type Lookup = (targetConstructor: Function, targetSchema: string, always: boolean, strictGroups: boolean, groups?: string[]) => unknown[];

let installed = false;

/**
 * class-validator looks up a DTO's rules on every validation by walking every class it knows (`instanceof` against
 * each, for inherited rules): with the engine's hundreds of DTO classes that walk was 6 % of a list call's CPU
 * (docs/performance.md). The answer depends only on the rules registered so far, so it is kept per class and
 * options, and forgotten whenever a rule is registered (DTOs are made at start-up, the lookups come after).
 */
export function memoizeValidationMetadata(): void {
  if (installed) return;
  installed = true;
  const storage = getMetadataStorage() as unknown as { getTargetValidationMetadatas: Lookup; addValidationMetadata: (m: unknown) => void; addConstraintMetadata: (m: unknown) => void };
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  let kept = new WeakMap<Function, Map<string, unknown[]>>();
  for (const name of ['addValidationMetadata', 'addConstraintMetadata'] as const) {
    const add = storage[name].bind(storage);
    storage[name] = (m: unknown) => {
      kept = new WeakMap();
      add(m);
    };
  }
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (typeof target !== 'function') return lookup(target, schema, always, strictGroups, groups);
    const key = `${schema}|${always}|${strictGroups}|${groups?.join(',') ?? ''}`;
    let byOptions = kept.get(target);
    if (!byOptions) kept.set(target, (byOptions = new Map()));
    let found = byOptions.get(key);
    // callers read the list, never change it
    if (!found) byOptions.set(key, (found = lookup(target, schema, always, strictGroups, groups)));
    return found;
  };
}
