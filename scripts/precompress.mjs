// After the build: brotli and gzip copies of the client's text assets, so /assets/ serves them
// precompressed at the highest settings instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const dir = new URL('../dist/client/assets/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|map)$/;
const MIN_BYTES = 1024;

let count = 0;
for (const name of readdirSync(dir)) {
  const path = join(dir, name);
  if (!COMPRESSIBLE.test(name) || statSync(path).size < MIN_BYTES) continue;
  const source = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} assets (br, gz)`);
