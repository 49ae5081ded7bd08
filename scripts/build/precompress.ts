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
  // zlib's async calls run on libuv's thread pool (four threads): keep it full, not one file at a time.
  const queue = [...targets];
  const worker = async () => {
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
      if (await compressFile(path)) files += 1;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files };
}

/** Compresses one file both ways; false when it is too small to be worth it. */
async function compressFile(path: string): Promise<boolean> {
  const source = await readFile(path);
  if (source.byteLength < 512) return false;
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
  return true;
}
