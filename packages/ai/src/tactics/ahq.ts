// What the bots know of the `ahq` rules beyond what the engine lists as legal: who shoots, who
// casts, what a spell is worth, which doors a monster may use, how much a model matters. Every
// ruleset-specific number the GM AI and the hero bots use lives here, so that `guilds` can bring
// its own table of the same shape (tactics/guilds.ts; tactics/index.ts picks by ruleset).
import type { AttackOdds, Content, ModelView, SpellDef, WeaponDef } from '@delve/engine';
import { chebyshev, type Pt } from '../board.ts';
import { mean } from '../odds.ts';

export interface Tactics {
  /** The ranged weapon a model would shoot with now (missile or thrown, with ammunition). */
  rangedWeapon(c: Content, m: ModelView): WeaponDef | null;
  isCaster(c: Content, m: ModelView): boolean;
  /** Expected wounds a damage spell does to a model with the Toughness the view shows. */
  spellWounds(c: Content, sp: SpellDef, target: ModelView): number;
  /** Toughness the view shows, armour and shield included. */
  toughness(c: Content, m: ModelView): number;
  /** Worth of an attack's outcome to the attacker's side. */
  attackValue(c: Content, o: AttackOdds, attacker: ModelView, target: ModelView): number;
  /** How much a model matters to its side: more for those that shoot, cast or hit hard. */
  worth(c: Content, m: ModelView): number;
  /** Among monsters, only Sentries (and pursuers, opening only) use doors (AHQ-C12, C47, C48). */
  monsterMayUseDoor(m: ModelView, pursuing: boolean, opening: boolean): boolean;
  /** A wizard's starting components: enough fire for bolts, air for a fireball, water to heal. */
  componentPicks(options: readonly string[], count: number): Record<string, number>;
  /** Fate: spend it on damage that would knock out or kill (AHQ-C43); keep it otherwise. */
  spendFate(reason: string, wounds: number | undefined, current: number, fateLeft: number): boolean;
  /** Squares a model walks in one combat turn: its Speed (ahq), half its Speed (`guilds`, GLD-C07,
   * DEC-04: a half left over enters no square). */
  combatMove(m: ModelView): number;
  /** A ranged weapon may be shot after moving in the same activation: thrown weapons (ahq,
   * AHQ-C26), those marked so (`guilds`, GLD-S02). */
  shootsAfterMoving(w: WeaponDef): boolean;
  /** A hand weapon strikes the diagonal squares too, which are then in the model's zone: those
   * marked diagonal (AHQ-C14), and Great weapons under `guilds` (GLD-M04, Z01). */
  strikesDiagonally(w: WeaponDef): boolean;
  /** A model may walk through its friends' squares, not ending there (`guilds`, GLD-M02), or no
   * model's (ahq, AHQ-C13). */
  passesFriends: boolean;
  /** Monsters always attack (`guilds`, GLD-C01): one beside a hero with nothing better to do strikes
   * him, though the odds are against it, rather than standing there. */
  monstersAlwaysAttack: boolean;
  /** Chance that a move out of an enemy's reach fails and ends the model's turn where it stands
   * (a Speed check where a control zone holds it, `guilds`); 0 where leaving costs no roll. */
  leaveRisk(m: ModelView): number;
  /** Chance that `pusher` pushes `target` back (`guilds`); 0 where there is no pushing. */
  pushOdds(pusher: ModelView, target: ModelView): number;
  /** A knocked-out model can be struck (ahq) or not (`guilds`, GLD-W02): worth dragging clear. */
  fallenCanBeStruck: boolean;
  /** The GM at hard and deadly plans the phase's blows together (gm/plan.ts, `plan`): under
   * `guilds`, where it measurably adds knock-downs; not in `ahq`, where it was measured to add no
   * deaths (docs/difficulty.md, the doorway fights). */
  plansBlows: boolean;
  /** A hero at `a` is beside a fallen friend at `b` to give him a potion or drag him: any of the
   * eight squares round him (AHQ-C44, C45), or the four beside him (`guilds`, GLD-W03, W04). */
  aids(a: Pt, b: Pt): boolean;
  /** An open door with the unknown beyond is a way on, walked through to draw what lies there
   * (`guilds`, GLD-X05); under `ahq` the section beyond is laid as the door opens, so such a door
   * opened onto rock. */
  doorwayLeadsOn: boolean;
  /** A wall is searched for secret doors from beside it (`guilds`, GLD-X09), or from anywhere in
   * the section (ahq, AHQ-E11). */
  searchBesideWall: boolean;
  /** Odds to go by when the engine gives none for an attack it allows. */
  estimate(c: Content, attacker: ModelView, target: ModelView, weapon?: string): AttackOdds | null;
}

function weaponOf(c: Content, id: string): WeaponDef | undefined {
  return c.weapons[id];
}

export const ahqTactics: Tactics = {
  rangedWeapon(c, m) {
    let best: WeaponDef | null = null;
    for (const id of m.weapons) {
      const w = weaponOf(c, id);
      if (!w || w.kind === 'hand') continue;
      // A missile needs ammunition; the view hides a disguised model's ammunition, so trust the weapon then.
      if (w.kind === 'missile' && w.ammo && !m.hidden && (m.ammo[w.ammo] ?? 0) <= 0) continue;
      if (!best || w.damage > best.damage || (w.damage === best.damage && (w.range ?? 0) > (best.range ?? 0))) best = w;
    }
    return best;
  },

  isCaster(c, m) {
    return m.spells.some((id) => {
      const sp = c.spells[id];
      if (!sp || sp.effect.kind !== 'damage') return false;
      // A hero seat cannot see a sorcerer's components (null): assume it can cast.
      if (m.components === null) return true;
      return sp.components.every((k) => (m.components![k] ?? 0) > 0);
    });
  },

  toughness(c, m) {
    let t = m.profile.toughness;
    if (m.armour) t += c.armour[m.armour]?.toughness ?? 0;
    if (m.shield) t += c.armour[m.shield]?.toughness ?? 0;
    return t;
  },

  spellWounds(c, sp, target) {
    if (sp.effect.kind !== 'damage') return 0;
    const t = this.toughness(c, target);
    // A die wounds on a face above Toughness, a 12 always, and a 12 rolls again (AHQ-C22, C23).
    const perDie = (Math.max(0, Math.min(11, 12 - Math.max(t, 1))) + 1) / 12 + 1 / 132;
    return sp.effect.dice * perDie;
  },

  attackValue(c, o, attacker, target) {
    const exp = mean(o.dealt);
    const back = mean(o.received);
    const tw = this.worth(c, target);
    const aw = this.worth(c, attacker);
    // A hero knocked out is out of the fight until revived; a dead one is gone for good.
    const ko = target.side === 'heroes' ? o.knockOut * tw * 0.7 : 0;
    return exp + o.kill * tw + ko - back * 0.8 - o.attackerDown * aw;
  },

  worth(c, m) {
    let w = 1 + m.maxWounds * 0.35 + m.profile.ws * 0.1;
    if (this.rangedWeapon(c, m)) w += 1;
    if (this.isCaster(c, m)) w += 1.5;
    if (m.side === 'heroes' && m.kind === 'hero') w += 2;
    return w;
  },

  monsterMayUseDoor(m, pursuing, opening) {
    if (m.role === 'sentry') return true;
    return pursuing && opening;
  },

  componentPicks(options, count) {
    const wanted = ['fire', 'air', 'fire', 'water', 'earth', 'fire'];
    const picks: Record<string, number> = {};
    let left = count;
    for (const k of wanted) {
      if (left === 0) break;
      if (!options.includes(k)) continue;
      picks[k] = (picks[k] ?? 0) + 1;
      left--;
    }
    // Content without these components: spread over what there is.
    for (let i = 0; left > 0 && options.length > 0; i++, left--) {
      const k = options[i % options.length]!;
      picks[k] = (picks[k] ?? 0) + 1;
    }
    return picks;
  },

  spendFate(reason, wounds, current, fateLeft) {
    if (fateLeft <= 0) return false;
    if (reason === 'damage') return (wounds ?? 0) >= current && (wounds ?? 0) > 0;
    // A failed Intelligence test for a fireball or a disarm: worth a point only with plenty left.
    if (reason === 'intelligence' || reason === 'disarm') return fateLeft >= 2;
    return false;
  },

  combatMove: (m) => m.profile.speed,
  shootsAfterMoving: (w) => w.kind === 'thrown',
  strikesDiagonally: (w) => w.kind === 'hand' && w.diagonal === true,
  passesFriends: false,
  monstersAlwaysAttack: false,
  leaveRisk: () => 0,
  pushOdds: () => 0,
  fallenCanBeStruck: true,
  plansBlows: false,
  aids: (a, b) => chebyshev(a, b) === 1,
  doorwayLeadsOn: false,
  searchBesideWall: false,
  estimate: () => null,
};
