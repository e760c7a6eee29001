/** The shape a translation must fill: the same keys as the Persian text it translates, any text. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
