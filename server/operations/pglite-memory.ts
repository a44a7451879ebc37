import type { PGlite } from '@electric-sql/pglite';
import { gauge } from './metrics-registry';

/**
 * The embedded database's WebAssembly memory: PostgreSQL's shared buffers, catalogue caches and work memory live in
 * it, and it only grows. PGlite does not expose its Emscripten module; `mod` is its (untyped) field, 0 if it moves.
 */
export function observePgliteMemory(client: PGlite): void {
  const heap = () => (client as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.byteLength ?? 0;
  gauge({
    name: 'manzil_pglite_memory_bytes',
    help: "The embedded database's WebAssembly memory (shared buffers, caches, work memory)",
    collect() {
      this.set(heap());
    },
  });
}
