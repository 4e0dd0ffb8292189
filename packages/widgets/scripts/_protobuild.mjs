import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { minify } from 'terser';
const r = await build({ entryPoints: ['scripts/_proto.tsx'], absWorkingDir: process.cwd(), bundle: true, minify: true, format: 'esm', write: false, jsx: 'automatic', jsxImportSource: 'react', conditions: ['@csz/source'], alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' }, define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent', target: 'es2020' });
const code = r.outputFiles[0].text;
console.log('esbuild', gzipSync(code, { level: 9 }).length);
const t = await minify(code, { module: true, compress: { passes: 3, pure_getters: true, unsafe: true }, mangle: true });
console.log('terser', gzipSync(t.code, { level: 9 }).length);
