// The stand-in the browser suites hand to test files before their before hook has run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lateBound } from './late-bound.ts';

class Counter {
  #n = 0;
  readonly name = 'counter';
  add(k: number): number {
    this.#n += k;
    return this.#n;
  }
}

test('a late-bound stand-in reads and calls through to the object set later, its private fields too', () => {
  const c = lateBound<Counter>('test counter');
  c.set(new Counter());
  assert.equal(c.value.name, 'counter');
  assert.equal(c.value.add(2), 2);
  const add = c.value.add; // a method taken off the stand-in stays bound to the real object
  assert.equal(add(3), 5);
  assert.ok('add' in c.value);
});

test('a late-bound stand-in read before it is set, or after it is cleared, says which and why', () => {
  const c = lateBound<Counter>('test counter');
  assert.throws(() => c.value.name, /the test counter is not there: it is made in the suite's before hook/);
  c.set(new Counter());
  assert.equal(c.current()?.name, 'counter');
  c.set(undefined);
  assert.throws(() => c.value.add(1), /the test counter is not there/);
  assert.equal(c.current(), undefined);
});
