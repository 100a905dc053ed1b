// @delve/protocol: what the server and its clients say to each other.
export * from './codes.ts';
export type * from './messages.ts';
export { cleanText, heroNameProblem, readClientMessage, readAnswer, readJoinOptions, readCreateGame, MAX_MISSION_TEXT, MAX_PACKS, isClientMessageType, isGameId, jsonSize, type Read } from './validate.ts';
export { patchView, restoreView, sameJson, type PatchMemo, type ViewPatch } from './view-patch.ts';
export { GameConnection, joinGame, fetchGames, fetchGameLog, fetchReplay, type ServerMessageHandler } from './client.ts';
export { legacyStateHash, snapshotHash, vouches } from './snapshot-hash.ts';
export { headerHash, replayChecked, type CheckedSave, type ReplayVerdict, type SaveCheck } from './saved-game.ts';
export { campaignFile, campaignFileShape, playAny, readCampaignFile, startAny, type AnyCampaign, type AnyCampaignView, type AofCampaignView, type AofSheet, type CampaignFile, type CampaignOffer, type CampaignView, type TownOffer } from './campaign-file.ts';
