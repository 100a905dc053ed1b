// The one place the server gets AI answers from: the Gamesmaster AI for the GM seat and the hero
// bots for hero seats (@delve/ai), each reading only what its seat may know.
import type { Answer, GameState, Seat } from '@delve/engine';
import { aiPolicy } from '@delve/ai';

export type AiPlayer = (state: GameState, seat: Seat) => Answer;

export const defaultAiPlayer: AiPlayer = (state, seat) => aiPolicy(state, seat);
