// The mutations of the rules' audit (scripts/mutation-audit.ts, docs/mutation-audit.md). Each
// breaks one catalogue rule where the code enforces it: `snippet` is exact code text that must
// occur once in packages/engine/src or packages/content (short and distinctive, so that it still
// matches when a file is moved), `replacement` the broken text, `what` the broken rule in words.
export interface Mutation {
  id: string;
  snippet: string;
  replacement: string;
  what: string;
}

export const mutations: Mutation[] = [
  // ---- ahq -----------------------------------------------------------------------------------
  {
    id: 'AHQ-C54',
    snippet: "if (outcome === 'victory') {",
    replacement: "if (outcome === 'victory' || c.missiles.length > 0) {",
    what: 'an End phase after an escape with missiles spent recovers them as after a victory',
  },
  {
    id: 'AHQ-C22',
    snippet: '} else if (f >= tough) wounds++;',
    replacement: '} else if (f > tough) wounds++;',
    what: 'a damage die equal to the Toughness no longer wounds',
  },
  {
    id: 'AHQ-C05',
    snippet: '?? 2)) return;',
    replacement: '?? 1)) return;',
    what: 'a Sentry room with one door gets no second door',
  },
  {
    id: 'AHQ-C25',
    snippet: 'if (combat && inFocusedZone(s, m)) return fail(E.deathZone, `${m.name} is in a focused Death Zone and cannot shoot',
    replacement: 'if (combat && inFocusedZone(s, t)) return fail(E.deathZone, `${m.name} is in a focused Death Zone and cannot shoot',
    what: "the shooter's focused Death Zone is looked up on the target instead",
  },
  {
    id: 'AHQ-C28',
    snippet: 'const distance = chebyshev(a, t) + (obscured ? 4 : 0);',
    replacement: 'const distance = chebyshev(a, t) + (obscured ? 3 : 0);',
    what: 'an obscured target counts three squares further, not four',
  },
  {
    id: 'AHQ-C33',
    snippet: 'a.weapons.splice(a.weapons.indexOf(w.id), 1);',
    replacement: '',
    what: 'a thrown weapon stays in the thrower\'s hand',
  },
  {
    id: 'AHQ-E11',
    snippet: 'if (sec.searchedWalls.includes(a.wall)) return illegal(',
    replacement: 'if (sec.searchedWalls.length >= 4) return illegal(',
    what: 'a wall may be searched again until all four have been',
  },
  {
    id: 'AHQ-C53',
    snippet: "if (c.loot > 0) emit(s, { type: 'lootLost', gold: c.loot });",
    replacement: 'if (c.loot > 0) shareLoot(s, c.loot, 250);',
    what: 'heroes who escaped still share the loot of the monsters slain',
  },
  {
    id: 'AHQ-C04',
    snippet: "targets.some((p) => sees(h, p, h.side) !== 'blocked'));",
    replacement: 'targets.length > 0);',
    what: 'an Elf gives the Leader +1 without line of sight to the monsters',
  },
  {
    id: 'AHQ-C40',
    snippet: 'if (face <= caster.profile.intelligence) {',
    replacement: 'if (face < caster.profile.intelligence) {',
    what: 'a roll equal to the Intelligence fails the test',
  },
  {
    id: 'AHQ-C19',
    snippet: "...(result === 'critical' && !ranged ? [{ k: 'criticalFree'",
    replacement: "...(result === 'critical' && ranged ? [{ k: 'criticalFree'",
    what: 'a hand-to-hand 12 no longer grants the free attack',
  },
  {
    id: 'AHQ-C52',
    snippet: "if (s.turnKind === 'combat') push(s, { k: 'generatePending' }, { k: 'checkVictory' });",
    replacement: "if (s.turnKind === 'combat') push(s, { k: 'generatePending' });",
    what: 'the last monster slain in the Hero phase brings no End phase until after the GM phase',
  },
  {
    id: 'AHQ-C11',
    snippet: '!c.escapeNextTurn && seenThroughClosedDoors(s, c.closedDoors)',
    replacement: '!c.escapeNextTurn',
    what: 'any door closed this turn defers the escape, whether or not it broke the line of sight',
  },
  {
    id: 'AHQ-C31',
    snippet: 'attackable(m) && chebyshev(m, t) <= 2',
    replacement: 'attackable(m) && chebyshev(m, t) < 2',
    what: 'a fumbled shot strikes friends within one square of the target, not two',
  },
  {
    id: 'AHQ-C17',
    snippet: 'if (chebyshev(m, t) <= 1) return illegal(`${t.name} is adjacent: adjacent models can only be attacked hand-to-hand',
    replacement: 'if (chebyshev(m, t) < 1) return illegal(`${t.name} is adjacent: adjacent models can only be attacked hand-to-hand',
    what: 'an adjacent model may be shot at',
  },
  {
    id: 'AHQ-C37',
    snippet: 'if (total !== d.count) return fail(E.components,',
    replacement: 'if (total > d.count) return fail(E.components,',
    what: 'a wizard may start with fewer than four components',
  },
  {
    id: 'AHQ-E01',
    snippet: "push(s, { k: 'heroPhase' }, { k: 'explorationPhase' }, { k: 'gmExplorationPhase' }, { k: 'explorationTurn' });",
    replacement: "push(s, { k: 'heroPhase' }, { k: 'gmExplorationPhase' }, { k: 'explorationPhase' }, { k: 'explorationTurn' });",
    what: 'the GM phase comes before the Exploration phase',
  },
  {
    id: 'AHQ-E20',
    snippet: "if (d.turnKind === 'exploration' && m.side === 'heroes') then.push({ k: 'checkEncounter' });",
    replacement: "if (d.turnKind === 'exploration' && m.side === 'monsters') then.push({ k: 'checkEncounter' });",
    what: 'monsters a hero walks into sight of are not met until something else looks for them',
  },
  {
    id: 'AHQ-E17',
    snippet: 'if (face === 12) {\n    m.spotBonus++;',
    replacement: "if (face === 12 && how !== 'disarm') {\n    m.spotBonus++;",
    what: 'a disarm roll of 12 gives no +1 to spot traps',
  },
  {
    id: 'AHQ-C45',
    snippet: 'if (combat && (inFocusedZone(s, m) || inFocusedZone(s, target))) return fail(E.deathZone',
    replacement: 'if (combat && inFocusedZone(s, m)) return fail(E.deathZone',
    what: 'a potion may be given to a hero held in a focused Death Zone',
  },
  {
    id: 'AHQ-C18',
    snippet: "return rollFace >= t.alwaysHit || rollFace >= need ? 'hit' : 'miss';",
    replacement: "return rollFace >= need ? 'hit' : 'miss';",
    what: 'an unmodified 10 or 11 no longer always hits',
  },
  {
    id: 'AHQ-E22',
    snippet: ": exit.fromKind === 'passage' ? 'room'",
    replacement: ": exit.fromKind === 'room' ? 'room'",
    what: "a passage's door rolls on the room-door table instead of always leading to a room",
  },
  {
    id: 'AHQ-C49',
    snippet: 'c.pursuing && combatMonsters(s).filter(active).every((m) => canReachAndStrike(s, m))',
    replacement: 'c.pursuing && combatMonsters(s).filter(active).some((m) => canReachAndStrike(s, m))',
    what: 'pursuit ends as soon as one monster can move and attack',
  },
  {
    id: 'AHQ-C41',
    snippet: "if (t.kind === 'hero' && t.fate > 0) {\n    decide(s, { kind: 'fate', seat: t.seat, model: t.id, reason: 'damage', wounds }, { ...st, k: 'applyWounds' });",
    replacement: "if (t.kind === 'hero' && t.fate > 1) {\n    decide(s, { kind: 'fate', seat: t.seat, model: t.id, reason: 'damage', wounds }, { ...st, k: 'applyWounds' });",
    what: "a hero's last Fate Point cannot negate damage",
  },
  {
    id: 'AHQ-C16',
    snippet: 'if (inFocusedZone(s, m)) return fail(E.deathZone, `${m.name} is in a focused Death Zone and may not open or close doors',
    replacement: 'if (opening && inFocusedZone(s, m)) return fail(E.deathZone, `${m.name} is in a focused Death Zone and may not open or close doors',
    what: 'a model in a focused Death Zone may close a door',
  },
  {
    id: 'AHQ-C34',
    snippet: 'const recovered = face >= miss.recoverOn && onBoard(owner);',
    replacement: 'const recovered = face > miss.recoverOn && onBoard(owner);',
    what: 'a missile is lost on its lowest recovery roll (a 10 for arrows, a 7 for thrown weapons)',
  },

  // ---- guilds --------------------------------------------------------------------------------
  {
    id: 'GLD-P03',
    snippet: 'if (t.side !== p.side && threatens(s, t, p)) {',
    replacement: 'if (threatens(s, t, p)) {',
    what: 'an ally pushed in vain gets a free attack on the pusher',
  },
  {
    id: 'GLD-B02',
    snippet: 'for (let n = length; n >= 2; n--) {',
    replacement: 'for (let n = length; n >= length; n--) {',
    what: 'a corridor is never shortened to fit the playing area',
  },
  {
    id: 'GLD-S03',
    snippet: "const covered = sight === 'obscured';",
    replacement: 'const covered = false;',
    what: 'the engine no longer puts a covered shot one band worse',
  },
  {
    id: 'GLD-C02',
    snippet: "const winner: Side = h > g ? 'heroes' : 'monsters';",
    replacement: "const winner: Side = h >= g ? 'heroes' : 'monsters';",
    what: 'the heroes win the surprise roll on a tie',
  },
  {
    id: 'GLD-A03',
    snippet: 'return row[Math.min(target.profile.ws, row.length) - 1]!;',
    replacement: 'return row[Math.min(target.profile.ws + 1, row.length) - 1]!;',
    what: "the WS table is read one column off for the defender's WS",
  },
  {
    id: 'GLD-W01',
    snippet: '} else if (t.wounds <= 0) {\n    kill(s, t, (st.by',
    replacement: '} else if (t.wounds < 0) {\n    kill(s, t, (st.by',
    what: 'a monster at exactly zero wounds stays alive',
  },
  {
    id: 'GLD-C14',
    snippet: 'return m.act.ran ? combatMove(m) * 2 : combatMove(m);',
    replacement: "return m.act.ran && m.side === 'heroes' ? combatMove(m) * 2 : combatMove(m);",
    what: 'a running monster moves its plain combat move, not double',
  },
  {
    id: 'GLD-C08',
    snippet: 'dm.act.acted = true;\n        dm.act.runSquares = combatMove(dm) * 2;',
    replacement: 'dm.act.runSquares = combatMove(dm) * 2;',
    what: 'a model that ran may still open a door or push that turn',
  },
  {
    id: 'GLD-D04',
    snippet: 'm.act.openedDoor = door;\n  if (m.profile.speed',
    replacement: 'if (m.profile.speed',
    what: 'the finder of a secret door cannot cross it at once',
  },
  {
    id: 'GLD-C15',
    snippet: "if (dm.side === 'monsters') dm.act.done = true;",
    replacement: '',
    what: "a Sentinel's turn goes on after it opens a door",
  },
  {
    id: 'GLD-K02',
    snippet: 'if (sec.monsters.length > 0 && g.ambush.length > 0)',
    replacement: 'if (g.ambush.length > 0)',
    what: 'an Ambush brings its monsters into a section that holds none',
  },
  {
    id: 'GLD-A05',
    snippet: "(st.cause !== 'fumble' && st.cause !== 'push')",
    replacement: "st.cause !== 'push'",
    what: "the free attack a critical failure grants counts as the opponent's own attack",
  },
  {
    id: 'GLD-X10',
    snippet: "face <= 6 ? 'nothing' : face <= 10 ? 'gold'",
    replacement: "face <= 7 ? 'nothing' : face <= 10 ? 'gold'",
    what: 'a hidden-treasure roll of 7 finds nothing',
  },
  {
    id: 'GLD-C13',
    snippet: "if (r === 'moveThenAttack' && doing === 'move' && m.act.attacked) return 'the GM chose move-then-attack this turn",
    replacement: "if (r === 'attackThenMove' && doing === 'move' && m.act.attacked) return 'the GM chose move-then-attack this turn",
    what: 'under move-then-attack a monster may move after attacking',
  },
  {
    id: 'GLD-C04',
    snippet: 'const section = (st.section as string | null) ?? sectionOfHeroes(s);',
    replacement: 'const section = sectionOfHeroes(s);',
    what: "monsters are placed in the heroes' section, not where they were met",
  },
  {
    id: 'GLD-M03',
    snippet: "endOnModels: false,\n    stops: s.turnKind === 'combat' ? zoneStops(s, m) : [],",
    replacement: "endOnModels: false,\n    stops: s.turnKind !== 'combat' ? zoneStops(s, m) : [],",
    what: 'entering an enemy control zone no longer stops a move in a fight',
  },
  {
    id: 'GLD-X05',
    snippet: 'if (door && door.open) return door.id;',
    replacement: 'if (door && door.open && door.openedBy !== null) return door.id;',
    what: 'passing through a door that was open from the start does not reveal what lies beyond',
  },
  {
    id: 'GLD-K01',
    snippet: 'const n = noDefence ? 0 : Math.floor(tough / 2);',
    replacement: 'const n = Math.floor(tough / 2);',
    what: 'a Dungeon card that allows no defence still lets the hero roll shields',
  },
  {
    id: 'GLD-D06',
    snippet: "emit(d, { type: 'doorClosed', door: doorId, by: dm.id });\n        dm.act.done = true;",
    replacement: "emit(d, { type: 'doorClosed', door: doorId, by: dm.id });",
    what: "closing a door in a fight (DEC-03 option) does not end the closer's turn",
  },
  {
    id: 'GLD-C12',
    snippet: 'if (chebyshev(m, t) !== 1) return fail(E.notAdjacent, `${t.name} is not adjacent: a model attacks where its move ends',
    replacement: 'if (chebyshev(m, t) > 2) return fail(E.notAdjacent, `${t.name} is not adjacent: a model attacks where its move ends',
    what: 'an attack two squares away is not refused as not adjacent',
  },
  {
    id: 'GLD-T01',
    snippet: "heroPhase: (s, st) => (s.turnKind === 'exploration' ? stepHeroPhase(s)",
    replacement: "heroPhase: (s, st) => (s.turnKind === 'combat' ? stepHeroPhase(s)",
    what: "exploration turns run the combat turn's hero phase and combat turns the exploration one",
  },
  {
    id: 'GLD-C06',
    snippet: "if (m.side !== 'monsters' || !s.combat) return null;",
    replacement: 'if (!s.combat) return null;',
    what: "heroes are bound by the GM's routine",
  },
  {
    id: 'GLD-X06',
    snippet: "reveals ? { k: 'generatePending' } : { k: 'checkEncounter' }",
    replacement: "{ k: 'checkEncounter' }",
    what: 'a section a hero reveals waits for the Exploration phase, after the other heroes have moved',
  },
  {
    id: 'GLD-T03',
    snippet: "if (combat) return illegal('searching is for exploration turns');",
    replacement: '',
    what: 'heroes may search while monsters are active',
  },
  {
    id: 'GLD-R04',
    snippet: 'reachable(m, movementLeft(m) - 1, moveRules(s, m))',
    replacement: 'reachable(m, movementLeft(m), moveRules(s, m))',
    what: 'a hero may step through a door onto the square inside with no movement left',
  },
  {
    id: 'GLD-C16',
    snippet: 'return combatMonsters(s).some((m) => active(m) && party.some(',
    replacement: 'return combatMonsters(s).every((m) => active(m) && party.some(',
    what: 'the heroes have fled once any monster loses sight of them',
  },
  {
    id: 'GLD-X04',
    snippet: 'if (reveals) m.act.done = true;',
    replacement: 'if (reveals && movementLeft(m) <= 0) m.act.done = true;',
    what: "entering a new section ends the hero's turn only when it has no movement left",
  },
  {
    id: 'GLD-W05',
    snippet: 'export const CARRY_SQUARES = 6;',
    replacement: 'export const CARRY_SQUARES = 7;',
    what: 'a carrier moves up to 7 squares',
  },
];
