// React's CommonJS wrappers become parenthesised function expressions, which V8 compiles while the chunk streams in
// (scripts/lib/eager-commonjs.mjs).
import { describe, expect, it } from 'vitest';
import { eagerCommonJs } from './eager-commonjs.mjs';

// As the bundler writes a chunk before minifying it: its own lazy-require helper, and two wrapped modules.
const CHUNK = `var __commonJSMin = (cb, mod) => () => (mod || (cb((mod = { exports: {} }).exports, mod, mod.exports), cb = null), mod.exports);
var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {
\texports.answer = 42;
}));
var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {
\tmodule.exports = { sum: require_a().answer + 1, arrow: (x) => x * 2 };
}));
return require_b();`;

const render = (code: string) => (eagerCommonJs().renderChunk as (code: string) => { code: string } | null)(code);

describe('eager CommonJS wrappers', () => {
  it('writes every wrapped module as a parenthesised function expression', () => {
    const out = render(CHUNK)?.code ?? '';
    expect(out).toContain('__commonJSMin((function(exports) {');
    expect(out).toContain('__commonJSMin((function(exports, module) {');
    expect(out).not.toMatch(/__commonJSMin\(\(\(/);
    // Arrow functions inside a module are the module's own code, left as written.
    expect(out).toContain('arrow: (x) => x * 2');
  });

  it('leaves what the modules export unchanged', () => {
    const run = (code: string) => new Function(code)() as { sum: number; arrow: (x: number) => number };
    const before = run(CHUNK);
    const after = run(render(CHUNK)?.code ?? '');
    expect(after.sum).toBe(43);
    expect(after.sum).toBe(before.sum);
    expect(after.arrow(4)).toBe(8);
  });

  it('leaves a chunk without CommonJS modules alone', () => {
    expect(render('export const x = () => 1;')).toBeNull();
  });
});
