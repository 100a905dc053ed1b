// The `facing` module (../shared/rules/facing.md, FAC-*, DEC-16, DEC-28, DEC-29): one option that
// plays on top of any grid crawl ruleset. It gives the shared pieces its rules (`FACING_RULES`:
// strikes, blocking zones, defence by sector, line of fire), adds and changes answers (turning,
// moves and attacks with a facing, healing), asks for interception before shots and attack
// spells, and gives every figure a facing as it comes on the board.
import type { GameState, Model } from '../types.ts';
import type { WeaponDef } from '../content-types.ts';
import type { OptionDef, Ruleset } from '../ruleset.ts';
import type { StepHandler } from '../runtime.ts';
import { push } from '../runtime.ts';
import { modelsInOrder, onBoard } from '../board.ts';
import { chebyshev } from '../geometry/points.ts';
import { FACING_RULES, asSweep, strikesWith, sweptBy } from './rules.ts';
import { facingTowards } from './geometry.ts';
import { facingCheck, facingLegal } from './answers.ts';
import { castStep, interceptFirst, shotStep } from './intercept.ts';
import { stepHeal } from './heal.ts';

export const FACING_OPTION: OptionDef = {
  id: 'facing', type: 'boolean', default: false,
  rules: ['FAC-F01', 'FAC-B01', 'FAC-K02', 'FAC-K03', 'FAC-I01', 'FAC-I03', 'FAC-L01', 'FAC-L02', 'FAC-R01', 'FAC-R02', 'FAC-X02', 'DEC-16', 'DEC-28', 'DEC-29'],
  name: { en: 'Facing', it: 'Orientamento' },
  description: {
    en: 'figures face N, E, S or W: blocking zones stop movement in place of Death Zones and control zones, attacks only ahead, flank and rear attacks ignore shield and armour, shots fly in the 90° arc ahead and may be intercepted unless sniped, reach and sweeping weapons strike across the arc ahead, and spell-casters heal',
    it: 'le figure guardano a N, E, S o O: le zone di blocco fermano il movimento al posto delle Zone di Morte e delle zone di controllo, si attacca solo davanti, gli attacchi di fianco e alle spalle ignorano scudo e armatura, i tiri partono nell\'arco di 90° davanti e possono essere intercettati se non di precisione, le armi lunghe e ad ampio fendente colpiscono nell\'arco davanti, e gli incantatori curano',
  },
};

/** A figure new to the board faces the nearest enemy on it, or north (the first in the game's
 * order where two are as near). */
function faceNewcomers(s: GameState): void {
  let models: readonly Model[] | null = null;
  for (const id of s.order) {
    const m = s.models[id]!;
    if (m.facing !== undefined || !onBoard(m) || m.x < 0) continue;
    models ??= modelsInOrder(s);
    let best: Model | null = null;
    for (const e of models!) if (e.side !== m.side && onBoard(e) && e.x >= 0 && (!best || chebyshev(m, e) < chebyshev(m, best))) best = e;
    m.facing = best ? facingTowards(m, best) : 'N';
  }
}

function afterEach(h: StepHandler<GameState>): StepHandler<GameState> {
  return (s, st) => {
    h(s, st);
    faceNewcomers(s);
  };
}

/** The weapon a blow of `a` on `t` is struck with: the strongest that strikes its square. */
function blowWeapon(s: GameState, a: Model, t: Model): WeaponDef | null {
  let best: WeaponDef | null = null;
  for (const id of a.weapons) {
    const w = s.ctx.content.weapons[id];
    if (w && strikesWith(s, a, w, t) && (!best || w.damage > best.damage)) best = w;
  }
  return best;
}

/** The `hth` step with sweeps (FAC-R02): a blow struck with a sweeping weapon is followed by one on
 * every other enemy in the squares it strikes, through figures where it reaches; those blows are
 * struck as the sweep's, passing the figures on the way. */
function sweepFirst(base: StepHandler<GameState>): StepHandler<GameState> {
  return (s, st) => {
    const a = s.models[st.attacker as string];
    const t = s.models[st.target as string];
    if (!a || !t) return base(s, st);
    if (st.swept === true) return asSweep(s, a, () => base(s, st));
    const w = st.free === true ? null : blowWeapon(s, a, t);
    if (w?.sweep) push(s, ...sweptBy(s, a, w, t).map((o) => ({ k: 'hth', attacker: a.id, target: o.id, free: false, swept: true })));
    base(s, st);
  };
}

/** `r` with `facing` played on top: a grid crawl ruleset's own rules left as they are. */
export function withFacing(r: Ruleset): Ruleset {
  const crawl = r.crawl;
  if (!crawl) throw new Error(`the facing module plays on a grid crawl, which ${r.id} is not`);
  const steps: Record<string, StepHandler<GameState>> = {};
  for (const [k, h] of Object.entries(r.steps)) steps[k] = afterEach(h);
  steps.shoot = afterEach(interceptFirst(r.steps.shoot!, shotStep));
  steps.hth = afterEach(sweepFirst(r.steps.hth!));
  if (r.steps.cast) steps.cast = afterEach(interceptFirst(r.steps.cast, castStep));
  steps.facingHeal = afterEach(stepHeal);
  const check = facingCheck(r.check);
  return {
    ...r,
    steps,
    crawl: { ...crawl, module: FACING_RULES },
    init: (ctx) => {
      const s = r.init(ctx);
      faceNewcomers(s);
      return s;
    },
    check: (s, d, resume, a) => {
      const m = check(s, d, resume, a);
      return typeof m === 'function' ? (x) => { m(x); faceNewcomers(x); } : m;
    },
    legal: facingLegal(r.legal, check),
  };
}
