// Checks card decks (the guilds deck-driven generator, GLD-R01..R03, K01, K02, T02, X08) after
// merging, for what the schema cannot say: card ids unique in a deck, every monster, furnishing, item
// and Room card named exists, a map lays out cards of a rooms deck, corridors carry at most two doors (one
// per side wall, GLD-D01). Errors name file, line and field.
import type { DeckDef } from '../../engine/src/content-types.ts';
import type { ContentError } from './errors.ts';
import { didYouMean, placeless } from './errors.ts';
import type { Merged } from './merge.ts';
import { errorAt, fieldPath } from './source.ts';
import type { PathSegment } from './source.ts';

export function checkDecks({ content, origins }: Merged): ContentError[] {
  const errors: ContentError[] = [];
  const decks = content.decks ?? {};
  for (const [id, deck] of Object.entries(decks)) {
    const prefix = `decks.${id}`;
    const src = origins.entries.get(prefix);
    const at = (path: PathSegment[], message: string): void => {
      errors.push(src ? errorAt(src, prefix, path, message) : placeless(origins.lastManifest, fieldPath(prefix, path), message));
    };
    const known = (collection: 'monsters' | 'items' | 'weapons' | 'armour', ref: string): boolean =>
      Boolean(content[collection][ref]) || origins.broken.has(`${collection}.${ref}`);
    const monsters = (list: { type: string }[] | undefined, path: PathSegment[]): void => {
      (list ?? []).forEach((m, k) => {
        if (!known('monsters', m.type)) at([...path, k, 'type'], `no monster '${m.type}' in the loaded packs${didYouMean(m.type, Object.keys(content.monsters))}`);
      });
    };
    if (deck.kind === 'map') {
      const rooms = decks[deck.rooms];
      if (!rooms || rooms.kind !== 'rooms') {
        at(['rooms'], `no rooms deck '${deck.rooms}' in the loaded packs${didYouMean(deck.rooms, roomDecks(decks))}`);
        continue;
      }
      const ids = rooms.cards.map((c) => c.id);
      deck.order.forEach((card, k) => {
        if (!ids.includes(card)) at(['order', k], `no Room card '${card}' in the deck '${rooms.id}'${didYouMean(card, ids)}`);
      });
      continue;
    }
    const seen = new Set<string>();
    deck.cards.forEach((card, i) => {
      if (seen.has(card.id)) at(['cards', i, 'id'], `two cards of the deck have the id '${card.id}'`);
      seen.add(card.id);
    });
    switch (deck.kind) {
      case 'rooms':
        deck.cards.forEach((c, i) => {
          monsters(c.monsters, ['cards', i, 'monsters']);
          if (c.kind === 'corridor' && c.doors > 2) at(['cards', i, 'doors'], `a corridor has two side walls, one door each at most (GLD-D01): not ${c.doors}`);
          if (c.kind === 'room' && c.end) at(['cards', i, 'end'], 'only a corridor has an end');
          if (c.kind === 'corridor' && c.chest) at(['cards', i, 'chest'], 'chests stand in rooms, not corridors');
          if (c.kind === 'corridor' && c.furnishings?.length) at(['cards', i, 'furnishings'], 'furnishings stand in rooms, not corridors');
          (c.furnishings ?? []).forEach((f, k) => {
            if (!content.furnishings?.[f] && !origins.broken.has(`furnishings.${f}`)) {
              at(['cards', i, 'furnishings', k], `no furnishing '${f}' in the loaded packs${didYouMean(f, Object.keys(content.furnishings ?? {}))}`);
            }
          });
          if (c.kind === 'room' && c.doors > 3) at(['cards', i, 'doors'], `a room has 3 walls besides its way in, one door each (GLD-R02): not ${c.doors}`);
        });
        break;
      case 'objectives': {
        const roomIds = Object.values(decks).flatMap((d) => (d.kind === 'rooms' ? d.cards.map((c) => c.id) : []));
        deck.cards.forEach((c, i) => {
          if (c.room && !roomIds.includes(c.room)) at(['cards', i, 'room'], `no Room card '${c.room}' in the loaded decks${didYouMean(c.room, roomIds)}`);
        });
        break;
      }
      case 'dungeon':
        deck.cards.forEach((c, i) => {
          if (c.effect.type === 'ambush') monsters(c.effect.monsters, ['cards', i, 'effect', 'monsters']);
        });
        break;
      case 'wandering':
        deck.cards.forEach((c, i) => monsters(c.monsters, ['cards', i, 'monsters']));
        break;
      case 'treasure':
        deck.cards.forEach((c, i) => (c.items ?? []).forEach((item, k) => {
          if (!known('items', item) && !known('weapons', item) && !known('armour', item)) {
            at(['cards', i, 'items', k], `no item, weapon or armour '${item}' in the loaded packs${didYouMean(item, Object.keys(content.items))}`);
          }
        }));
        break;
    }
  }
  return errors;
}

function roomDecks(decks: Record<string, DeckDef>): string[] {
  return Object.values(decks).filter((d) => d.kind === 'rooms').map((d) => d.id);
}
