export { fixedPolicy } from './fixed-policy.ts';
export { playOut, roomFightHeader, newRoomFight, type Policy, type PlayOutcome } from './play.ts';
export { gmPolicy } from './gm/index.ts';
export { heroPolicy } from './heroes/index.ts';
export { aiPolicy, POLICIES, isPolicyName, type PolicyName } from './policies.ts';
export { GUILDS_MONSTERS, GUILDS_PARTY, PACKS, SETUPS, setupHeader, type SetupName, type SetupOptions } from './setups.ts';
export { expectedWounds, oddsAsker, type OddsAsker } from './odds.ts';
export { DEFAULT_PARTY } from './setups.ts';
export { aiChooser } from './generator-chooser.ts';
