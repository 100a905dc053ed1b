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

export const mutations: Mutation[] = [];
