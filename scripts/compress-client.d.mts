/** Writes .br and .gz copies beside the compressible files under `dir`; returns their paths. */
export function compressDir(dir: string): string[];
