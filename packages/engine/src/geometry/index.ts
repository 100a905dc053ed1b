// Grid geometry shared by every grid ruleset: pure functions over callbacks, no game state.
export { ALL_DIRECTIONS, DIAGONAL, ORTHOGONAL, chebyshev, isAdjacent, manhattan, pointKey, samePoint, type Point } from './points.ts';
export { lineOfSight, squaresBetween, type Sight, type SightQuery } from './line-of-sight.ts';
export { checkPath, reachable, type MoveRules, type PathCheck, type Reach } from './reach.ts';
