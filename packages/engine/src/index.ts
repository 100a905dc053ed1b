// The engine's public API.
export * from './types.ts';
export type * from './content-types.ts';
export {
  accepts, attackOdds, apply, explain, applyInPlace, createGame, legalAnswers, moveSquares, pending, prepare, registerRuleset, replay, resolveOptions, rulesetOf,
  RULESETS, seatEvents, seatsEvents, seatView, seatViews, optionInches, optionOdds, type SavedGame,
} from './game.ts';
export type { OptionOdds, WeaponOdds } from './option-odds.ts';
export { tellsNothing } from './take-back.ts';
export type { AofSetup } from './aof-quest/index.ts';
export { mapSketch, modelRefs, modelsNamed, view, views, viewEvents, viewsEvents, type MapSketch, type View, type ModelView, type MapView, type HandCard, type HeroicCardView, type HeroicHandView } from './view.ts';
export { furnishingsView, corpsesView, isCorpse, viewFeatures, type FurnishingView, type CorpseView } from './view-features.ts';
export { cloneState, stateHash, stateText, SetupError } from './state.ts';
export { carveInt16, carveInt32, carveUint8 } from './arrays.ts';
export { sameSnapshot } from './board.ts';
export { ScriptedDiceError, seededRng } from './rng.ts';
export {
  formatEvent, formatPrompt, formatRefusal, RULE_REFUSALS, LOCALES, PROMPTS, contentWords, localName, modelName, modelGrammar, naming, finishItalian, withArticle,
  type Locale, type Names, type PromptDecision, type ContentWords, type ModelRef, type NamedEntry, type Naming, type NamingView,
  aofOptionLabel, aofPrompt, aofWords, type AofDecisionRef, type AofQuestion, type AofWords, type AofWordsContent, type AofWordsUnit, type AofWordsView,
} from './format/index.ts';
export type { Ruleset, OptionDef, AnswerFilter, Mutation, Words } from './ruleset.ts';
export { run, push, decide, emit, roll, fail, type StepHandler } from './runtime.ts';
export { GENERATORS, type DungeonGenerator, type ExploreRequest } from './generator.ts';
export { questHeader, DEFAULT_PARTY, type QuestGame } from './generators/tables/setup.ts';
export {
  dungeonDriver, generateDungeon, sectionCount, seededChooser, summarise,
  type Chooser, type Dungeon, type DungeonDriver, type DungeonOptions, type DungeonSummary,
} from './generators/tables/headless.ts';
export { guildsHeader, GUILDS_PARTY, type DecksGame } from './generators/decks/setup.ts';
export {
  decksDriver, decksSummary, generateDecksDungeon, type DecksDriver, type DecksDungeonOptions, type DecksSummary,
} from './generators/decks/headless.ts';
export type { AttackOdds } from './rules/duel.ts';
export {
  startCampaign, playStep, replayCampaign, expeditionHeader, settleExpedition, localSeed, campaignHash, CampaignError, MAX_HIRED,
  type Campaign, type CampaignHeader, type CampaignHero, type CampaignStep, type ExpeditionRecord,
} from './campaign/crawl.ts';
export { FACINGS, facingOf, facingTowards, facingsFacing, frontSquares, inArc, sectorOf, type Sector } from './facing/geometry.ts';
// aof-quest missions (DEC-27): the generator, the campaign outline, the checks, a hero's briefing.
export type * from './aof-quest/content-types.ts';
export { AOF_TERRAIN_KINDS, AOF_STATUSES } from './aof-quest/content-types.ts';
export { KIND_CHAR, type Battlefield } from './aof-quest/battlefield.ts';
export { generateMission, MissionOptionError, type MissionOptions } from './aof-quest/mission-gen.ts';
export { campaignOutline, type CampaignChapter, type CampaignMission, type CampaignOutline } from './aof-quest/campaign.ts';
export { missionProblems, type MissionProblem } from './aof-quest/mission-check.ts';
export type { AofSeatView, AofUnitView, AofHeroSheet, AofTokenView, AofObjectiveView } from './aof-quest/view.ts';
export { missionBriefing, type BriefingDeployed, type BriefingToken, type MissionBriefing } from './aof-quest/briefing.ts';
export { zoneLetters } from './aof-quest/zone-letters.ts';
export {
  startAofCampaign, playAofStep, replayAofCampaign, aofMissionHeader, chapterDifficulty, settleMission,
  type AofCampaign, type AofCampaignHeader, type AofCampaignHero, type AofCampaignStep, type AofMissionRecord,
} from './aof-quest/campaign-play.ts';
export { DIFFICULTIES, DIFFICULTY_OPTION, isDifficulty, type Difficulty } from './crawl/difficulty.ts';
export { atVersion, RULES_VERSION, RULES_VERSIONS, rulesVersionOf, versionAt, versionsToTry, type RulesVersion } from './rules-versions.ts';
