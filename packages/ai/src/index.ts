export { fixedPolicy } from './fixed-policy.ts';
export { playOut, roomFightHeader, newRoomFight, type Policy, type PlayOutcome } from './play.ts';
