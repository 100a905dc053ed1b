// A refused answer's reason in English or Italian, with the figures and things named as the seat's
// names say them: a move's (`MoveRefusal`, made by `crawl/explain.ts`) and every other rule's a
// player can meet (`RuleRefusal`: an attack, a door, a search, a spell, an item…).
import { IntlMessageFormat } from 'intl-messageformat';
import type { AofRefusal, MoveRefusal, Refusal, RuleRefusal, RuleWhy } from '../types.ts';
import type { Names } from './messages.ts';
import { finishItalian, withArticle } from './italian.ts';
import { formatAofRefusal, isAofRefusal } from './aof-refusals.ts';

type Locale = 'en' | 'it';

const WORDS: Readonly<Record<Locale, Readonly<Record<MoveRefusal['why'], string>>>> = {
  en: {
    offBoard: '{at} is off the board',
    unexplored: '{model} cannot go there: {at} is not explored yet',
    doorClosed: '{model} cannot go there: the door is closed (open it first)',
    wall: '{model} cannot go there: {at} is solid wall',
    furniture: '{model} cannot go there: furniture stands on {at}',
    occupied: '{model} cannot end a move there: {other} stands on {at}',
    noStanding: '{model} cannot go there: nothing can stand on {at}',
    zone: '{model} cannot go there: {zone, select, deathZone {an enemy Death Zone} other {an enemy control zone}} ({rule}) stops the move on the way',
    far: '{model} cannot go there: it is {cost} {unit, select, points {movement points} other {squares}}{rule, select, none {} other { ({rule})}} away and {model} has {budget}',
    barred: '{model} cannot go there: walls, closed doors or models bar every way to {at}',
    moved: '{model} has already moved this {span, select, phase {phase} other {turn}}',
    noMoveLeft: '{model} has no move left this turn (GLD-X02, X04)',
  },
  it: {
    offBoard: '{at} è fuori dal tabellone',
    unexplored: '{model} non può andare lì: {at} non è ancora esplorata',
    doorClosed: '{model} non può andare lì: la porta è chiusa (aprila prima)',
    wall: '{model} non può andare lì: {at} è muro pieno',
    furniture: '{model} non può andare lì: su {at} c’è un arredo',
    occupied: '{model} non può finire il movimento lì: su {at} c’è {other}',
    noStanding: '{model} non può andare lì: nessuno può stare su {at}',
    zone: '{model} non può andare lì: {zone, select, deathZone {una Zona Mortale nemica} other {una zona di controllo nemica}} ({rule}) ferma il movimento lungo la via',
    far: '{model} non può andare lì: è a {cost} {unit, select, points {punti movimento} other {caselle}}{rule, select, none {} other { ({rule})}} e {model} ne ha {budget}',
    barred: '{model} non può andare lì: muri, porte chiuse o modelli sbarrano ogni via verso {at}',
    moved: '{model} si è già moss{g, select, f {a} other {o}} {span, select, phase {in questa fase} other {in questo turno}}',
    noMoveLeft: '{model} non ha più movimento in questo turno (GLD-X02, X04)',
  },
};

/** Other rules' refusals (`RuleRefusal`): `{model}`, `{target}`, `{other}` figures, `{thing}` a
 * weapon, item or spell, numbers `{n}`, `{m}`; the catalogue ids follow in brackets. */
const RULE_WORDS: Readonly<Record<Locale, Readonly<Record<RuleWhy, string>>>> = {
  en: {
    gameOver: 'the game is over',
    notYourDecision: 'it is not your turn to decide',
    notYourModel: '{model} is not one of your figures',
    cannotActNow: '{model} cannot act now',
    otherActing: '{other} is acting: finish or end its activation first',
    notYourPick: 'it is {model}’s pick{act, select, nearest {, the nearest to the chest still to choose} other {}}',
    targetOffBoard: '{target} is not on the board',
    targetFriend: '{target} is on {model}’s side',
    knockedDown: '{target} is knocked down and cannot be {act, select, push {pushed} other {attacked}}',
    notAdjacent: '{target} is not next to {model}{act, select, melee {: a hand-to-hand attack strikes a figure beside the attacker} orthogonal {: only a figure orthogonally beside it} other {}}',
    noDiagonal: '{model} cannot strike {target} diagonally{act, select, doorway {: only diagonal and great weapons do, never through a doorway} other { without a weapon that allows it}}',
    outsideArc: '{target} is outside the arc ahead of {model}: a weapon’s reach follows the line of fire',
    figureBetween: '{other} stands between {model} and {target}: a melee weapon never reaches through a figure',
    wallBetween: '{model} cannot reach {target} from there: a wall is in the way',
    noProficiency: '{model} lacks the proficiency {thing} needs',
    noAim: '{model} holds no aim to give up: only a shot made with aim may snipe',
    alreadyAttacked: '{model} has already attacked or acted this {span, select, phase {phase} other {turn}}',
    alreadyActed: '{model} has already acted this turn{act, select, search {: a search comes at the end of the move} other {}}',
    alreadyMoved: '{model} has already moved this {span, select, phase {phase} other {turn}}',
    ran: 'a running figure {act, select, attack {does not attack} door {may not open or close doors} other {does nothing else that turn}}',
    routine: 'the GM chose {act, select, moveThenAttack {move-then-attack this {span, select, phase {phase} other {turn}}: no moving after attacking} other {attack-then-move this {span, select, phase {phase} other {turn}}: no attacking after moving}}',
    combatOnly: '{act, select, fight {there is no one to fight outside combat} shoot {there is no one to shoot at outside combat} run {running is a combat action} push {pushing is a combat action} other {a knocked-down hero is moved this way in a fight}}',
    explorationOnly: '{act, select, search {searching is for exploration turns} other {the stairs out are taken in an exploration turn}}',
    replacesAttack: '{act, select, door {opening or closing a door} chest {opening a chest} potion {using a potion} other {casting a spell}} replaces attacking',
    wholeActivation: '{act, select, armour {removing armour} heal {healing} push {a push} drag {moving a knocked-down hero} carry {carrying a hero} closeDoor {closing a door in a fight} other {searching}} takes the whole {act, select, carry {move} other {activation}}: no moving{act, select, push { and pushing in the same turn} other {}}',
    heroesOnly: 'only heroes {act, select, chest {open chests} search {search} disarm {disarm traps} other {move in an exploration turn}}',
    inZone: '{model} is {zone, select, deathZone {in a focused Death Zone} other {held in an enemy control zone}} and may not {act, select, shoot {shoot} door {open or close doors} chest {open chests} cast {cast {thing}} potion {use or give potions} other {do that}}',
    pursuit: 'a pursuing monster must run unless it can end its move next to a hero and attack',
    noRangedWeapon: '{model} has no usable ranged weapon{act, select, named { called {thing}} other { with ammunition}}',
    adjacentShot: '{target} is adjacent: a figure beside the shooter is attacked hand-to-hand only',
    shotAfterMove: '{thing} cannot be shot after moving',
    noLineOfSight: '{model} cannot see {target}{act, select, arc { in its arc of fire} other {}}',
    outOfRange: '{target} is {n} squares away{act, select, obscured {, counting 4 more for being obscured,} orthogonal {, counted orthogonally,} other {}} beyond the range of {thing}',
    doorNotNext: '{model} is not next to that door',
    monsterDoor: '{act, select, sentries {among monsters only Sentries and pursuing monsters open doors} openOnly {pursuing monsters may only open doors} sentinel {in a fight only a Sentinel opens doors among the monsters} other {monsters do not close doors in a fight}}',
    noClosingInFight: 'once a fight has started doors cannot be closed (unless the house rule “close doors in a fight” is on)',
    doorway: 'a figure stands in the doorway',
    enemyByDoor: 'an enemy stands next to the door: it cannot be closed',
    turnOverButDoor: '{model}’s turn is over but for stepping through the door it opened',
    noMoveThroughDoor: '{model} has not the movement left to step through the door onto {at}',
    usedAllSquares: '{model} has used all its {n} squares',
    chestOpen: 'that chest is already open',
    chestNotNext: '{model} is not next to the chest',
    chestTrap: 'a trap guards the chest: disarm it first',
    chestNoGold: 'there is no gold left in the chest',
    goldLimit: '{model} already carries {n} gold crowns',
    chestLacks: 'the chest holds no {thing}',
    carryLimit: '{act, select, weapons {{model} already carries 3 weapons} magicWeapon {{model} uses magic and may carry only a dagger or a Rune Sword} magicArmour {{model} uses magic and may wear no armour} armour {{model} already wears armour} shield {{model} already carries a shield} ring {{model} already has a ring or amulet} other {{model} cannot carry {thing}}}',
    notInSection: '{model} is not inside a room or passage',
    wallNotNext: '{model} is not next to the {wall} wall',
    wallSearched: 'the {wall} wall has been searched already',
    roomsOnly: 'hidden treasure is searched for in rooms',
    roomSearched: 'this room has been searched for treasure already',
    chestInRoom: 'a room holding a chest is not searched for hidden treasure',
    trapNotNext: '{model} must be next to the trap to disarm it',
    notOnStairs: '{model} is not on the stairs out',
    noArmour: '{model} wears no armour',
    unknownSpell: '{model} does not know {thing}',
    needsComponents: '{thing} needs {n} {other} {n, plural, one {component} other {components}}',
    oneSpell: '{act, select, attack {a spell takes the place of {model}’s attack: one a turn} other {only one spell a turn}}',
    twoComponentsMoved: '{thing} needs two components and may not be cast in a turn the caster moved',
    spellOnEnemy: '{thing} is cast at an enemy',
    spellOnFriend: '{thing} is cast on a friend',
    spellRange: '{target} is beyond the spell’s range of {n, plural, one {# square} other {# squares}}',
    noSpellTarget: 'no such target on the board',
    noItem: '{model} has no {thing}',
    notPotion: '{thing} is not a potion{act, select, bandage { or a bandage} other {}}',
    potionTarget: 'a potion goes to its carrier or an adjacent friend',
    potionInFight: 'in a fight a figure drinks its own potion or applies its own bandage; only a knocked-down hero is given a potion',
    noExchange: '{act, select, fight {items are exchanged freely in exploration turns; in a fight a potion is given as a potion} other {items are exchanged with another member of the party}}',
    carriesNo: '{target} carries no {thing}',
    dragStart: '{model} did not start its activation next to that knocked-out figure',
    notKnockedOut: '{target} is not knocked out',
    noLongerNext: '{target} is no longer next to {model}',
    onlyKnockedDownMoved: 'only a knocked-down hero can be {act, select, carried {carried} other {moved}}',
    onlyHeroMoves: 'only a hero moves a knocked-down hero',
    neverCarries: 'mercenaries and henchmen never carry a hero; a follower carries only its master',
    carryBudget: 'carrying, {model} moves at most {n} squares, ending on a free square',
    pushAfterMoving: 'a push is the whole turn: no moving and pushing in the same turn',
    onePush: 'the {act, select, heroes {heroes} other {monsters}} have already pushed this turn: one push a side',
    knowsNoSpells: '{model} knows no spells: only heroes capable of magic heal',
    notAlly: '{target} is not an ally {model} can heal',
    notWounded: '{target} is not wounded',
    cannotTurn: '{model} cannot turn now',
    turnFinished: '{model} has finished its turn: figures turn only in their own turn',
    alreadyFaces: '{model} already faces {facing}',
    cannotIntercept: '{model} cannot step into this attack',
    pathJumps: 'the path jumps to {at}: figures move one square at a time{act, select, orthogonal {, orthogonally} other {, never diagonally}}',
    pathBlocked: '{at} cannot be entered: walls, closed doors, {act, select, enemies {enemies} other {figures}} and unexplored sections block the way',
    pathTooLong: 'the path is longer than the {n} {act, select, points {movement points} other {squares}} allowed',
    pathStopped: 'the path goes on after {at}, inside {zone, select, deathZone {an enemy Death Zone} other {an enemy control zone}} where the move must stop',
    pathCannotEnd: 'the move cannot end on {at}{act, select, allies {: a figure passes allies only to end on an empty square} other {}}',
    notToAct: 'that player has no hero still to act',
    cannotLead: '{model} cannot lead',
    squareTaken: 'the square is no longer empty',
    componentCount: 'choose exactly {n} components, not {m}',
    counterEntry: '{act, select, moment {that counter is played at another moment} cost {that counter costs {n} and the GM holds {m}} other {that counter has nowhere to go now}}',
    counterSquare: '{at} is not a square {act, select, trap {of the explored dungeon that no hero has entered or sees, with nothing on it} wandering {of a hero standing in an explored section with room for the band} reinforcements {of the explored dungeon that no hero sees, beside no hero, with nothing on it} other {that counter may be played on}}',
    placeSquare: '{at} is not {act, select, far {a free square of the section at least two empty squares from the nearest hero} other {a free square of the section where the monsters were met}}',
    nudgeSquare: '{act, select, far {the loser of the surprise roll moves each monster one square} other {{at} is not a free square of the same section}}',
    newDoorWall: 'the new door goes on a wall square of the room that has no door yet',
  },
  it: {
    gameOver: 'la partita è finita',
    notYourDecision: 'non tocca a te decidere',
    notYourModel: '{model} non è una delle tue figure',
    cannotActNow: '{model} non può agire ora',
    otherActing: 'sta agendo {other}: prima finisci o termina la sua attivazione',
    notYourPick: 'tocca a {model} scegliere{act, select, nearest {, il più vicino allo scrigno tra chi deve ancora scegliere} other {}}',
    targetOffBoard: '{target} non è sul tabellone',
    targetFriend: '{target} è dalla parte di {model}',
    knockedDown: '{target} è a terra e non può essere {act, select, push {spint{tg, select, f {a} other {o}}} other {attaccat{tg, select, f {a} other {o}}}}',
    notAdjacent: '{target} non è accanto a {model}{act, select, melee {: un attacco corpo a corpo colpisce una figura accanto all’attaccante} orthogonal {: solo una figura accanto in orizzontale o in verticale} other {}}',
    noDiagonal: '{model} non può colpire {target} in diagonale{act, select, doorway {: solo le armi diagonali e le grandi armi lo fanno, mai attraverso una soglia} other { senza un’arma che lo permetta}}',
    outsideArc: '{target} è fuori dall’arco davanti a {model}: la portata di un’arma segue la linea di tiro',
    figureBetween: 'tra {model} e {target} c’è {other}: un’arma da mischia non arriva mai oltre una figura',
    wallBetween: '{model} non arriva a {target} da lì: c’è un muro in mezzo',
    noProficiency: '{model} non ha l’addestramento che serve per {thing}',
    noAim: '{model} non ha una mira da spendere: solo un tiro mirato può essere un tiro di precisione',
    alreadyAttacked: '{model} ha già attaccato o agito {span, select, phase {in questa fase} other {in questo turno}}',
    alreadyActed: '{model} ha già agito in questo turno{act, select, search {: la ricerca viene alla fine del movimento} other {}}',
    alreadyMoved: '{model} si è già moss{g, select, f {a} other {o}} {span, select, phase {in questa fase} other {in questo turno}}',
    ran: 'una figura che corre {act, select, attack {non attacca} door {non può aprire né chiudere porte} other {non fa nient’altro in quel turno}}',
    routine: 'il GM ha scelto {act, select, moveThenAttack {prima muovere e poi attaccare {span, select, phase {in questa fase} other {in questo turno}}: niente movimento dopo l’attacco} other {prima attaccare e poi muovere {span, select, phase {in questa fase} other {in questo turno}}: niente attacco dopo il movimento}}',
    combatOnly: '{act, select, fight {fuori dal combattimento non c’è nessuno da combattere} shoot {fuori dal combattimento non c’è nessuno a cui tirare} run {correre è un’azione di combattimento} push {spingere è un’azione di combattimento} other {un eroe a terra si sposta così solo in combattimento}}',
    explorationOnly: '{act, select, search {si cerca nei turni di esplorazione} other {le scale d’uscita si prendono in un turno di esplorazione}}',
    replacesAttack: '{act, select, door {aprire o chiudere una porta} chest {aprire uno scrigno} potion {usare una pozione} other {lanciare un incantesimo}} prende il posto dell’attacco',
    wholeActivation: '{act, select, armour {togliersi l’armatura} heal {curare} push {una spinta} drag {spostare un eroe a terra} carry {portare un eroe} closeDoor {chiudere una porta in combattimento} other {cercare}} richiede {act, select, carry {tutto il movimento} other {tutta l’attivazione}}: niente movimento{act, select, push { e spinta nello stesso turno} other {}}',
    heroesOnly: 'solo gli Eroi {act, select, chest {aprono gli scrigni} search {cercano} disarm {disinnescano le trappole} other {si muovono in un turno di esplorazione}}',
    inZone: '{model} è {zone, select, deathZone {in una Zona Mortale concentrata} other {trattenut{g, select, f {a} other {o}} in una zona di controllo nemica}} e non può {act, select, shoot {tirare} door {aprire né chiudere porte} chest {aprire scrigni} cast {lanciare {thing}} potion {usare né dare pozioni} other {farlo}}',
    pursuit: 'un mostro che insegue deve correre, a meno che possa finire il movimento accanto a un Eroe e attaccare',
    noRangedWeapon: '{model} non ha un’arma da tiro utilizzabile{act, select, named { chiamata {thing}} other { con munizioni}}',
    adjacentShot: '{target} è accanto: una figura accanto al tiratore si attacca solo corpo a corpo',
    shotAfterMove: 'con {thing} non si tira dopo essersi mossi',
    noLineOfSight: '{model} non vede {target}{act, select, arc { nel suo arco di tiro} other {}}',
    outOfRange: '{target} è a {n} caselle{act, select, obscured {, contando 4 in più perché coperto,} orthogonal {, contate in orizzontale e verticale,} other {}} oltre la gittata di {thing}',
    doorNotNext: '{model} non è accanto a quella porta',
    monsterDoor: '{act, select, sentries {tra i mostri aprono le porte solo le Sentinelle e i mostri che inseguono} openOnly {i mostri che inseguono possono solo aprire le porte} sentinel {in combattimento tra i mostri solo una Sentinella apre le porte} other {in combattimento i mostri non chiudono le porte}}',
    noClosingInFight: 'iniziato un combattimento le porte non si chiudono (a meno che sia attiva la regola della casa «chiudere le porte in combattimento»)',
    doorway: 'c’è una figura sulla soglia',
    enemyByDoor: 'accanto alla porta c’è un nemico: non si può chiudere',
    turnOverButDoor: 'il turno di {model} è finito, tranne il passo oltre la porta che ha aperto',
    noMoveThroughDoor: '{model} non ha più movimento per passare dalla porta su {at}',
    usedAllSquares: '{model} ha usato tutte le sue {n} caselle',
    chestOpen: 'quello scrigno è già aperto',
    chestNotNext: '{model} non è accanto allo scrigno',
    chestTrap: 'una trappola protegge lo scrigno: prima disinnescala',
    chestNoGold: 'nello scrigno non è rimasto oro',
    goldLimit: '{model} porta già {n} corone d’oro',
    chestLacks: 'lo scrigno non contiene {thing}',
    carryLimit: '{act, select, weapons {{model} porta già 3 armi} magicWeapon {{model} usa la magia e può portare solo un pugnale o una Spada Runica} magicArmour {{model} usa la magia e non può indossare armature} armour {{model} indossa già un’armatura} shield {{model} porta già uno scudo} ring {{model} ha già un anello o un amuleto} other {{model} non può portare {thing}}}',
    notInSection: '{model} non è in una stanza né in un corridoio',
    wallNotNext: '{model} non è accanto alla parete {wall}',
    wallSearched: 'la parete {wall} è già stata perquisita',
    roomsOnly: 'i tesori nascosti si cercano nelle stanze',
    roomSearched: 'in questa stanza si sono già cercati i tesori',
    chestInRoom: 'in una stanza con uno scrigno non si cercano tesori nascosti',
    trapNotNext: '{model} deve essere accanto alla trappola per disinnescarla',
    notOnStairs: '{model} non è sulle scale d’uscita',
    noArmour: '{model} non indossa armature',
    unknownSpell: '{model} non conosce {thing}',
    needsComponents: '{thing} richiede {n} {n, plural, one {componente} other {componenti}}: {other}',
    oneSpell: '{act, select, attack {un incantesimo prende il posto dell’attacco di {model}: uno a turno} other {un solo incantesimo a turno}}',
    twoComponentsMoved: '{thing} richiede due componenti e non si lancia in un turno in cui l’incantatore si è mosso',
    spellOnEnemy: 'il bersaglio di {thing} è un nemico',
    spellOnFriend: 'il bersaglio di {thing} è un alleato',
    spellRange: '{target} è oltre la gittata dell’incantesimo, {n, plural, one {# casella} other {# caselle}}',
    noSpellTarget: 'quel bersaglio non è sul tabellone',
    noItem: '{model} non ha {thing}',
    notPotion: '{thing} non è una pozione{act, select, bandage { né una benda} other {}}',
    potionTarget: 'una pozione va a chi la porta o a un alleato accanto',
    potionInFight: 'in combattimento una figura beve la propria pozione o applica la propria benda; solo a un eroe a terra si dà una pozione',
    noExchange: '{act, select, fight {gli oggetti si scambiano liberamente nei turni di esplorazione; in combattimento una pozione si dà come pozione} other {gli oggetti si scambiano con un altro membro del gruppo}}',
    carriesNo: '{target} non porta {thing}',
    dragStart: '{model} non ha iniziato l’attivazione accanto a quella figura svenuta',
    notKnockedOut: '{target} non è svenut{tg, select, f {a} other {o}}',
    noLongerNext: '{target} non è più accanto a {model}',
    onlyKnockedDownMoved: 'solo un eroe a terra può essere {act, select, carried {portato} other {spostato}}',
    onlyHeroMoves: 'solo un eroe sposta un eroe a terra',
    neverCarries: 'mercenari e scagnozzi non portano mai un eroe; un seguace porta solo il suo padrone',
    carryBudget: 'portando un eroe, {model} si muove al massimo di {n} caselle, finendo su una casella libera',
    pushAfterMoving: 'una spinta è tutto il turno: niente movimento e spinta nello stesso turno',
    onePush: '{act, select, heroes {gli Eroi hanno} other {i mostri hanno}} già spinto in questo turno: una spinta per parte',
    knowsNoSpells: '{model} non conosce incantesimi: curano solo gli eroi capaci di magia',
    notAlly: '{target} non è un alleato che {model} possa curare',
    notWounded: '{target} non è ferit{tg, select, f {a} other {o}}',
    cannotTurn: '{model} non può girarsi ora',
    turnFinished: '{model} ha finito il suo turno: le figure si girano solo nel proprio turno',
    alreadyFaces: '{model} è già rivolt{g, select, f {a} other {o}} a {facing}',
    cannotIntercept: '{model} non può frapporsi a questo attacco',
    pathJumps: 'il percorso salta a {at}: le figure si muovono di una casella alla volta{act, select, orthogonal {, in orizzontale o in verticale} other {, mai in diagonale}}',
    pathBlocked: 'su {at} non si entra: muri, porte chiuse, {act, select, enemies {nemici} other {figure}} e sezioni inesplorate sbarrano la via',
    pathTooLong: 'il percorso è più lungo {act, select, points {dei {n} punti movimento} other {delle {n} caselle}} concessi',
    pathStopped: 'il percorso prosegue dopo {at}, dentro {zone, select, deathZone {una Zona Mortale nemica} other {una zona di controllo nemica}} dove il movimento deve fermarsi',
    pathCannotEnd: 'il movimento non può finire su {at}{act, select, allies {: una figura passa oltre gli alleati solo per finire su una casella vuota} other {}}',
    notToAct: 'quel giocatore non ha più eroi che debbano agire',
    cannotLead: '{model} non può guidare il gruppo',
    squareTaken: 'la casella non è più vuota',
    componentCount: 'scegli esattamente {n} componenti, non {m}',
    counterEntry: '{act, select, moment {quel segnalino si gioca in un altro momento} cost {quel segnalino costa {n} e il GM ne ha {m}} other {quel segnalino ora non ha dove andare}}',
    counterSquare: '{at} non è una casella {act, select, trap {del sotterraneo esplorato in cui nessun eroe è entrato e che nessuno vede, con niente sopra} wandering {di un eroe in una sezione esplorata con spazio per la banda} reinforcements {del sotterraneo esplorato che nessun eroe vede, accanto a nessun eroe, con niente sopra} other {su cui si possa giocare quel segnalino}}',
    placeSquare: '{at} non è {act, select, far {una casella libera della sezione ad almeno due caselle vuote dall’eroe più vicino} other {una casella libera della sezione dove si sono incontrati i mostri}}',
    nudgeSquare: '{act, select, far {chi perde il tiro della sorpresa sposta ogni mostro di una casella} other {{at} non è una casella libera della stessa sezione}}',
    newDoorWall: 'la nuova porta va su una casella di muro della stanza che non ha ancora porte',
  },
};

const WALL = { en: { north: 'north', east: 'east', south: 'south', west: 'west' }, it: { north: 'nord', east: 'est', south: 'sud', west: 'ovest' } } as const;
const FACING = { en: { N: 'north', E: 'east', S: 'south', W: 'west' }, it: { N: 'nord', E: 'est', S: 'sud', W: 'ovest' } } as const;

const compile = <K extends string>(words: Readonly<Record<Locale, Readonly<Record<K, string>>>>) =>
  Object.fromEntries((['en', 'it'] as const).map((l) => [l, Object.fromEntries(Object.entries(words[l]).map(([k, t]) => [k, new IntlMessageFormat(t as string, l)]))])) as Record<Locale, Record<K, IntlMessageFormat>>;
const COMPILED = compile(WORDS);
const RULE_COMPILED = compile(RULE_WORDS);

/** The reasons a refusal can give that are not a move's: every `RuleWhy`. */
export const RULE_REFUSALS = Object.keys(RULE_WORDS.en) as readonly RuleWhy[];

function isMove(r: Exclude<Refusal, AofRefusal>): r is MoveRefusal {
  return Object.hasOwn(WORDS.en, r.why);
}

/** Why an answer was refused, in `locale`, the figures and things named by `names` (an
 * aof-quest answer's reason: format/aof-refusals.ts). */
export function formatRefusal(r: Refusal, names: Names, locale: Locale = 'en'): string {
  if (isAofRefusal(r)) return formatAofRefusal(r, names, locale);
  return isMove(r) ? formatMoveRefusal(r, names, locale) : formatRuleRefusal(r, names, locale);
}

function formatRuleRefusal(r: RuleRefusal, names: Names, locale: Locale): string {
  const it = locale === 'it';
  const name = (id: string | undefined) => (id === undefined ? '' : it && names.grammar ? withArticle(names.model(id), names.grammar(id, 'model')) : names.model(id));
  const thing = (id: string | undefined) => (id === undefined ? '' : it && names.grammar ? withArticle(names.spell?.(id) ?? names.item(id), names.grammar(id, 'item')) : names.spell?.(id) ?? names.item(id));
  const gender = (id: string | undefined) => (id !== undefined && it && names.grammar ? names.grammar(id, 'model')?.gender ?? 'm' : 'm');
  const values: Record<string, string | number> = {
    model: name(r.model), target: name(r.target), other: r.why === 'needsComponents' && r.other !== undefined ? names.item(r.other) : name(r.other), thing: thing(r.thing),
    n: r.n ?? 0, m: r.m ?? 0, span: r.span ?? 'turn', act: r.act ?? 'none', zone: r.zone ?? 'deathZone',
    wall: r.wall ? WALL[locale][r.wall] : '', facing: r.facing ? FACING[locale][r.facing] : '', at: r.at ? `[${r.at[0]}, ${r.at[1]}]` : '',
    g: gender(r.model), tg: gender(r.target),
  };
  const text = `${String(RULE_COMPILED[locale][r.why].format(values))}${r.rule ? ` (${r.rule})` : ''}`;
  return it ? finishItalian(text) : text;
}

/** Why a move was refused, in `locale`, the models named by `names`. */
function formatMoveRefusal(r: MoveRefusal, names: Names, locale: Locale = 'en'): string {
  const name = (id: string) => (locale === 'it' && names.grammar ? withArticle(names.model(id), names.grammar(id, 'model')) : names.model(id));
  const values: Record<string, string | number> = {
    model: name(r.model), at: `[${r.at[0]}, ${r.at[1]}]`,
    other: r.why === 'occupied' ? name(r.other) : '', zone: r.why === 'zone' ? r.zone : '', rule: r.why === 'zone' ? r.rule : r.why === 'far' ? r.rule ?? 'none' : 'none',
    cost: r.why === 'far' ? r.cost : 0, span: r.why === 'moved' ? r.span : 'turn', budget: r.why === 'far' ? r.budget : 0, unit: r.why === 'far' ? r.unit : 'squares',
  };
  const g = locale === 'it' && names.grammar ? names.grammar(r.model, 'model') : null;
  values.g = g ? g.gender : 'm';
  const text = String(COMPILED[locale][r.why].format(values));
  return locale === 'it' ? finishItalian(text) : text;
}
