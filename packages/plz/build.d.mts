export const SOURCE: string;
export const ASSET: string;
export function parsePlzCsv(text: string): Record<string, [string, string][]>;
export function buildPlzAsset(outFile?: string): string;
