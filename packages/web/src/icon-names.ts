// Which game-icons.net icon stands for what on the board. The build ships only these (see
// icons-plugin.ts); a model type not listed here gets its side's generic icon.
export const MODEL_ICONS: Readonly<Record<string, string>> = {
  barbarian: 'barbarian',
  dwarf: 'dwarf-face',
  elf: 'woman-elf-face',
  wizard: 'wizard-face',
  'man-at-arms': 'black-knight-helm',
  crossbowman: 'crossbow',
  spearman: 'spears',
  warrior: 'swordman',
  rogue: 'rogue',
  squire: 'visored-helm',
  halberdier: 'halberd',
  orc: 'orc-head',
  'orc-archer': 'pocket-bow',
  'orc-champion': 'crowned-skull',
  'orc-sentry': 'orc-head',
  'orc-sentinel': 'orc-head',
  'orc-crossbowman': 'crossbow',
  goblin: 'goblin-head',
  'goblin-archer': 'pocket-bow',
  skaven: 'rat',
  'skaven-sentry': 'rat',
  'giant-rat': 'rat',
  skeleton: 'skeleton',
  zombie: 'shambling-zombie',
  ogre: 'ogre',
  troll: 'troll',
  fimir: 'cyclops',
  'chaos-warrior': 'black-knight-helm',
  'chaos-sorcerer': 'daemon-skull',
};

export const GLYPHS = {
  hero: 'hood',
  monster: 'daemon-skull',
  hidden: 'hood',
  leader: 'crown',
  ko: 'knocked-out-stars',
  chestClosed: 'locked-chest',
  chestOpen: 'open-chest',
  trap: 'wolf-trap',
  stairs: 'stairs',
  doorClosed: 'wooden-door',
  doorOpen: 'doorway',
  corpse: 'dead-head',
  /** A piece of furniture whose icon this client does not ship. */
  furnishing: 'wooden-crate',
} as const;

/** The icons of the core packs' furniture (content `furnishings`, their `icon`): the build ships
 * only these; a piece naming another is drawn with `GLYPHS.furnishing`. */
export const FURNISHING_ICONS: readonly string[] = [
  'table', 'round-table', 'bookshelf', 'sword-array', 'stone-throne', 'star-altar', 'sarcophagus', 'fireplace',
  'colombian-statue', 'cellar-barrels', 'bed',
];

export const ICON_NAMES: readonly string[] = [...new Set([...Object.values(MODEL_ICONS), ...Object.values(GLYPHS), ...FURNISHING_ICONS])];
