import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(html|js|css|json|data|svg|xml|txt|webmanifest)$/;

/** Writes .br and .gz beside every text file worth compressing, at the highest levels, once. */
export async function precompress(dir: string): Promise<{ files: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const targets = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  let files = 0;
  for (const path of targets) {
    const source = await readFile(path);
    if (source.byteLength < 512) continue;
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
        },
      }),
      gzipAsync(source, { level: 9 }),
    ]);
    if (br.byteLength < source.byteLength) await writeFile(`${path}.br`, br);
    if (gz.byteLength < source.byteLength) await writeFile(`${path}.gz`, gz);
    files += 1;
  }
  return { files };
}
