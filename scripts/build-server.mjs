import { build } from 'esbuild';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * Compiles the server's entry points to plain JavaScript in dist/, so `npm start` and the operators' commands run on
 * Node alone. The entries are the files package.json's scripts run: `node dist/<path>.js` comes from `<path>.ts`, so
 * moving a CLI means changing its script only. Our own code (server/, lib/, messages/, the `@/` paths) is bundled;
 * packages stay in node_modules, loaded as they are (PGlite finds its WASM files, Next its own build).
 */
const scripts = Object.values(JSON.parse(readFileSync('package.json', 'utf8')).scripts);
const entries = [
  ...new Set(scripts.flatMap((script) => [...script.matchAll(/\bdist\/(\S+)\.js\b/g)].map((m) => `${m[1]}.ts`))),
];
const missing = entries.filter((entry) => !existsSync(entry));
if (missing.length > 0) throw new Error(`package.json runs dist/ files without a source: ${missing.join(', ')}`);

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: entries,
  outdir: 'dist',
  outbase: '.',
  bundle: true,
  // Entries share most of their code: it goes once into chunks, and a module imported lazily stays lazy.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node22',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`server compiled: ${entries.join(', ')} → dist/`);
