// The questions an `aof-quest` choice asks (the `question` of its decisions, which the clients word),
// and how a square is named among a choice's options ("x.y").
import type { Point } from '../geometry/points.ts';

export const Q = {
  activate: 'aof.activate',
  act: 'aof.act',
  shoot: 'aof.shoot',
  passTest: 'aof.passTest',
  shaken: 'aof.ignoreShaken',
  impaired: 'aof.impaired',
  forceCast: 'aof.forceCast',
  counter: 'aof.counter',
  scurry: 'aof.scurry',
  ambush: 'aof.ambush',
  fall: 'aof.stopFall',
} as const;

export const sq = (p: Point | [number, number]) => (Array.isArray(p) ? `${p[0]}.${p[1]}` : `${p.x}.${p.y}`);
export function parseSq(t: string): Point | null {
  const m = /^(\d+)\.(\d+)$/.exec(t);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}
