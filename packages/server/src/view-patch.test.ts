// A view sent as a patch on the seat's previous one (the protocol's view-patch.ts, tested here
// where whole games are at hand) comes back whole, for every seat, at every step of whole games of
// both crawls, and carries over what did not change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace, createGame, seatEvents, seatsEvents, seatViews, view, type View } from '@delve/engine';
import { aiPolicy, setupHeader } from '@delve/ai';
import { loadDefaultContent } from '@delve/content';
import { patchView, restoreView, sameJson, type PatchMemo } from '@delve/protocol';

test('sameJson reads values as JSON does: key order and undefined members aside', () => {
  assert.ok(sameJson({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 }));
  assert.ok(sameJson({ a: 1, u: undefined }, { a: 1 }));
  assert.ok(!sameJson({ a: 1 }, { a: 1, b: 0 }));
  assert.ok(!sameJson([1, 2], [2, 1]));
  assert.ok(!sameJson({ 0: 'x' }, ['x']));
  assert.ok(!sameJson(null, {}));
});

for (const ruleset of ['ahq', 'guilds'] as const) {
  test(`a ${ruleset} game's views, each sent as a patch on the one before, come back whole; made at once (events too) and patched with a memo, the same`, async () => {
    const content = await loadDefaultContent(ruleset);
    const s = createGame(setupHeader('expedition', 3, ruleset === 'ahq' ? { quest: 'standard', ruleset } : { ruleset }, content), content);
    const seats = ['gm', ...s.ctx.header.setup.heroes.map((_, k) => `p${k + 1}`)].filter((seat) => view(s, seat));
    // As the server's room makes them: all seats' views at once (sharing what seats see alike),
    // each patched on that seat's previous one with one memo for the step.
    const last = new Map<string, View>(seats.map((seat, k) => [seat, (seatViews(s, seats) as View[])[k]!]));
    let carried = 0;
    let parts = 0;
    let remembered = 0;
    let older: View | null = null;
    for (let i = 0; i < 400 && s.pending && !s.result; i++) {
      const played = applyInPlace(s, s.pending.seat, aiPolicy(s, s.pending.seat));
      assert.ok(played.ok);
      // The events too, made at once, are each seat's own.
      assert.deepEqual(seatsEvents(s, played.events, seats), seats.map((seat) => seatEvents(s, played.events, seat)), `step ${i + 1}: the events`);
      const memo: PatchMemo = new Map();
      const before = last.get(seats[1]!)!;
      const made = seatViews(s, seats) as View[];
      for (const [k, seat] of seats.entries()) {
        const next = made[k]!;
        assert.deepEqual(next, view(s, seat), `step ${i + 1}, seat ${seat}: the view made with the others is the seat's view`);
        const patched = patchView(last.get(seat)!, next, memo);
        assert.deepEqual(patched, patchView(last.get(seat)!, next), `step ${i + 1}, seat ${seat}: the memo changes no patch`);
        // Through JSON, as it travels: the client's previous view is a decoded copy, not the server's.
        const wire = JSON.parse(JSON.stringify(patched));
        const whole = restoreView(JSON.parse(JSON.stringify(last.get(seat))), wire.view, wire.same);
        assert.equal(JSON.stringify(whole), JSON.stringify(next), `step ${i + 1}, seat ${seat}: the view, written out`);
        carried += wire.same.length + (wire.view.models ?? []).filter((m: unknown) => typeof m === 'string').length;
        parts += Object.keys(next).length + next.models.length;
        last.set(seat, next);
      }
      // A connection whose previous view is another one (two steps old here, as a connection's that
      // joined later): the
      // memo holds patches on other previous views, which must not be taken for this one's.
      if (older) {
        const late = patchView(older, made[1]!, memo);
        assert.deepEqual(late, patchView(older, made[1]!), `step ${i + 1}: a patch on another previous view`);
      }
      older = before;
      remembered += memo.size;
    }
    assert.ok(carried > parts / 2, `most of a view is carried over (${carried} of ${parts} parts)`);
    assert.ok(remembered > 0, 'the memo was used');
  });
}

test('a patch that names a part the previous view lacks is refused, naming it', () => {
  assert.throws(() => restoreView(undefined, {}, ['map']), /part 'map' is carried over, but the previous view has none/);
  const v = { models: [] } as unknown as View;
  assert.throws(() => restoreView(v, { models: ['m9'] }, []), /model 'm9' is carried over/);
});
