// Lets V8 compile React's CommonJS modules off the main thread. The bundler wraps each one (react-dom's client is
// one function of about 500 KB) in an arrow function that runs when the module is first required; V8 compiles an
// arrow lazily, on the main thread, when it is called: about 150 ms of one task at 4× CPU slowdown, the first time
// any React island mounts. Written as a parenthesised function expression instead, V8 compiles it eagerly while the
// chunk streams in, on a background thread, and the first mount's task is about 60 ms (DESIGN.md §7, total
// blocking time). The wrapper only ever calls it with (exports, module), and the modules use neither this nor
// arguments, so nothing else changes.
const ARROW_WRAPPER = /__commonJSMin\(\(\(([\w$]*(?:, [\w$]+)*)\) => \{/g;

export function eagerCommonJs() {
  return {
    name: 'yomu-eager-commonjs',
    renderChunk(code) {
      if (!code.includes('__commonJSMin(((')) return null;
      return { code: code.replace(ARROW_WRAPPER, (_, params) => `__commonJSMin((function(${params}) {`), map: null };
    },
  };
}
