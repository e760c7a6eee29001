export interface ManifestChunk { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
export type Manifest = Record<string, ManifestChunk>;
export declare const WEB_DIST: string;
export declare const SIGN_IN_JS_BUDGET: number;
export declare function readManifest(dist?: string): Manifest;
export declare function gzipSize(file: string, dist?: string): number;
export declare function closure(manifest: Manifest, keys: string[]): { js: string[]; css: string[] };
export declare function loadOf(manifest: Manifest, pageKeys?: string[]): { js: string[]; css: string[] };
export declare function keyOf(manifest: Manifest, suffix: string): string;
export declare function total(files: string[], dist?: string): number;
export declare function kib(bytes: number): string;
