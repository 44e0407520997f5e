import type { CompilerOptions } from "@inlang/paraglide-js";

export declare const paraglideOptions: CompilerOptions;
export declare function compileCatalogues(): Promise<void>;
