// A stand-in for what a test suite's `before` hook makes, so that test files can name it as a
// plain value from the start.
/** A stand-in for an object a hook makes later: reading it forwards to the real one (methods bound
 * to it), and reading it before the hook made it, or after it was closed, is an error that says so. */
export function lateBound<T extends object>(what: string): { value: T; set(v: T | undefined): void; current(): T | undefined } {
  let real: T | undefined;
  const ready = (): T => {
    if (!real) throw new Error(`the ${what} is not there: it is made in the suite's before hook and closed in its after hook`);
    return real;
  };
  const value = new Proxy({} as T, {
    get(_, key) {
      const r = ready();
      const v: unknown = Reflect.get(r, key, r);
      return typeof v === 'function' ? v.bind(r) : v;
    },
    has(_, key) {
      return Reflect.has(ready(), key);
    },
  });
  return { value, set(v) { real = v; }, current: () => real };
}
