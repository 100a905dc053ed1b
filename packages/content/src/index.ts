// @delve/content: JSON Schemas, the pack loader and validator, and the built-in packs.
export { loadPack, loadContent, validatePackDir, loadDefaultContent, DEFAULT_PACKS } from './load.ts';
export type { LoadOptions } from './load.ts';
export { resolvePackDir, BUILTIN_PACKS_DIR, DEFAULT_SEARCH_PATH } from './resolve.ts';
export { ContentLoadError, formatContentError } from './errors.ts';
export type { ContentError } from './errors.ts';
export type { Pack } from './read-pack.ts';
export { AOF_KINDS, KINDS } from './kinds.ts';
export type { AofCollection, AofKind, Collection, Kind, LoadedContent, PackEntries } from './kinds.ts';
export { SCHEMA_DIR } from './schemas.ts';
export type { Content } from '../../engine/src/content-types.ts';
export { noContent } from './merge.ts';
export type { AofContent } from '../../engine/src/aof-quest/content-types.ts';
export { loadMissionFile, parseMission } from './mission-file.ts';
