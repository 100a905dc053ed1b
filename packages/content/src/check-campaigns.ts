// Checks campaigns (docs/campaign.md) after merging, for what the schema cannot say: each
// expedition names the quest (`ahq`) or the Objective card (`guilds`) its ruleset reads, and
// exists; what is for hire is a henchman or a mercenary of the content. Errors name file, line
// and field.
import type { ContentError } from './errors.ts';
import { didYouMean, placeless } from './errors.ts';
import type { Merged } from './merge.ts';
import { errorAt, fieldPath } from './source.ts';
import type { PathSegment } from './source.ts';

export function checkCampaigns({ content, origins }: Merged): ContentError[] {
  const errors: ContentError[] = [];
  const objectives = Object.values(content.decks ?? {}).flatMap((d) => (d.kind === 'objectives' ? d.cards.map((c) => c.id) : []));
  for (const [id, campaign] of Object.entries(content.campaigns ?? {})) {
    const prefix = `campaigns.${id}`;
    const src = origins.entries.get(prefix);
    const at = (path: PathSegment[], message: string): void => {
      errors.push(src ? errorAt(src, prefix, path, message) : placeless(origins.lastManifest, fieldPath(prefix, path), message));
    };
    campaign.expeditions.forEach((x, i) => {
      if (campaign.ruleset === 'ahq') {
        if (x.objective !== undefined) at(['expeditions', i, 'objective'], 'an Objective card sizes a guilds expedition; an ahq expedition names a quest');
        if (x.quest === undefined) at(['expeditions', i], 'an ahq expedition names the quest whose tables generate it');
        else if (!content.quests[x.quest] && !origins.broken.has(`quests.${x.quest}`)) {
          at(['expeditions', i, 'quest'], `no quest '${x.quest}' in the loaded packs${didYouMean(x.quest, Object.keys(content.quests))}`);
        }
      } else {
        if (x.quest !== undefined) at(['expeditions', i, 'quest'], 'a quest names the tables of an ahq expedition; a guilds expedition names an Objective card');
        if (x.objective === undefined) at(['expeditions', i], 'a guilds expedition names the Objective card that sizes its Room deck');
        else if (!objectives.includes(x.objective)) {
          at(['expeditions', i, 'objective'], `no Objective card '${x.objective}' in the loaded packs${didYouMean(x.objective, objectives)}`);
        }
      }
    });
    if (campaign.ruleset === 'guilds' && campaign.healer === undefined) at(['healer'], 'a guilds campaign gives the Healer\'s price (CMP-H02)');
    for (const type of Object.keys(campaign.hire)) {
      const def = Object.hasOwn(content.heroes, type) ? content.heroes[type] : undefined;
      if (!def) at(['hire', type], `no henchman '${type}' in the loaded packs${didYouMean(type, Object.keys(content.heroes))}`);
      else if (def.kind !== 'henchman') at(['hire', type], `'${type}' is a ${def.kind}, not a henchman or mercenary for hire (CMP-R01)`);
    }
  }
  return errors;
}
