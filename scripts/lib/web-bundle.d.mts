export interface ManifestChunk { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
export type Manifest = Record<string, ManifestChunk>;
export const WEB_DIST: string;
export const SIGN_IN_JS_BUDGET: number;
export function readManifest(dist?: string): Manifest;
export function gzipSize(file: string, dist?: string): number;
export function closure(manifest: Manifest, keys: string[]): { js: string[]; css: string[] };
export function loadOf(manifest: Manifest, pageKeys?: string[]): { js: string[]; css: string[] };
export function keyOf(manifest: Manifest, suffix: string): string;
export function total(files: string[], dist?: string): number;
export function kib(bytes: number): string;
