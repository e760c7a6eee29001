/** The shape a translation must fill: the same keys as the Persian text it translates, any text. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/**
 * The texts the modules add, by their top-level key; each module declares its own entry beside its texts:
 * `declare module '../../core/i18n/types' { interface ModuleMessages { access: typeof accessFa } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleMessages {}
