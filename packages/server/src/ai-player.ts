// The one place the server gets AI answers from. Today the fixed policy of @delve/ai; the real
// Gamesmaster AI and hero bots replace it here without the rooms knowing.
import type { Answer, GameState, Seat } from '@delve/engine';
import { fixedPolicy } from '@delve/ai';

export type AiPlayer = (state: GameState, seat: Seat) => Answer;

export const defaultAiPlayer: AiPlayer = (state, seat) => fixedPolicy(state, seat);
