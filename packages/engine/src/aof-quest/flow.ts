// The `aof-quest` round (AOF-R01, DEC-26): waves and Ambush deploy, casters get their tokens, the
// heroes activate one at a time in the order their players choose, then the engine plays every AI
// unit by AOF-I01/I02, nearest to a hero first; morale after each activation, the objectives, the
// victory and defeat conditions and the round limit. Every step is plain data on the state's
// stack; the heroes' choices are `choice` decisions whose options name what may be done.
//
// This file only names the handler of each step; each part is in a file of its own: the round's
// start and the AI's units deployed (deploy.ts), an activation from its start to its morale tests
// (activation.ts), what an activating hero may do (hero-act.ts), how an action resolves: tests,
// power, moves, shots, melee, wounds and falls (resolve.ts), skills, tokens, effects and spells
// (skills.ts), the AI's part (ai-turn.ts), the round's and the mission's end (end.ts), and the
// questions the choices ask (questions.ts). The parts call one another; none imports this file,
// the only one that reads their handlers as the modules load.
import type { StepHandler } from '../runtime.ts';
import type { AofStatus } from './content-types.ts';
import type { AofState } from './state.ts';
import { activateAnswer, activationOver, ambushAnswer, dangerousStart, endActivation, heroActivate, heroTurn, impairedAnswer, morale, removeStatus, shakenAnswer, shakenCheck, statusCheck } from './activation.ts';
import { aiAct, aiActivate, aiMove, aiNext, aiTurn } from './ai-turn.ts';
import { startRound } from './deploy.ts';
import { endRound } from './end.ts';
import { actAnswer, fallAnswer, heroAct, jump } from './hero-act.ts';
import { melee, passAnswer, shootAnswer, shootAsk, testStep, woundUnit } from './resolve.ts';
import { aiCastRoll, counterAnswer, counterAsk, effects, forceAnswer, heroCast, heroSkill, objectiveDone, pushAway, reveal, scurryAnswer, scurryRoll, skill } from './skills.ts';

type H = StepHandler<AofState>;

export const steps: Readonly<Record<string, H>> = {
  round: (s) => startRound(s),
  heroTurn, ambushAnswer, activateAnswer, heroActivate, statusCheck, impairedAnswer,
  removeStatus: (s, st) => removeStatus(s, s.units[st.unit as string]!, st.status as AofStatus),
  woundUnit: (s, st) => {
    woundUnit(s, s.units[st.unit as string]!, st.wounds as number, 1, null);
  },
  dangerousStart, shakenCheck, heroAct, actAnswer, test: testStep, passAnswer, shootAsk, shootAnswer, melee, skill, heroSkill,
  objectiveDone, scurryRoll, scurryAnswer, pushAway, jump, fallAnswer, reveal, effects, heroCast, forceAnswer, counterAsk, counterAnswer, aiCastRoll,
  endActivation, activationOver, morale, shakenAnswer, aiTurn, aiNext, aiActivate, aiAct, aiMove, endRound,
};

