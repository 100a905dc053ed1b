// Who sits at the table: each seat's person (by name, with the heroes they play) or the AI, who is
// connected, whom the AI plays for while they are away; the name this person goes by; the
// creator's hand-overs (to the AI, back, or to a new invite); and the "your turn" settings.
import { useEffect, useState } from 'preact/hooks';
import { GM, type Seat, type View } from '@delve/engine';
import { MAX_NAME_CHARS } from '@delve/protocol';
import type { Snapshot } from './game-client.ts';
import { personLabel } from './people.ts';
import { personName, savePersonName, savedGame, saveTokens } from './saved-seats.ts';
import { InviteList } from './invites.tsx';
import { TurnSettings } from './your-turn.tsx';
import { useI18n } from './i18n.ts';

export interface TablePanelProps {
  g: Snapshot;
  view: View;
  gameId: string;
  onName: (name: string) => void;
  onHand: (host: string, seat: Seat, to: 'ai' | 'human' | 'invite') => void;
}

function NameForm({ onName }: { onName: (name: string) => void }) {
  const { t } = useI18n();
  const [name, setName] = useState(personName() ?? '');
  return (
    <form class="row name-form" onSubmit={(e) => {
      e.preventDefault();
      const n = name.trim();
      if (!n) return;
      savePersonName(n);
      onName(n);
    }}>
      <input aria-label={t('table.yourName')} placeholder={t('table.yourName')} maxLength={MAX_NAME_CHARS} value={name} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
      <button type="submit">{t('table.saveName')}</button>
    </form>
  );
}

export function TablePanel({ g, view, gameId, onName, onHand }: TablePanelProps) {
  const { t } = useI18n();
  const host = savedGame(gameId)?.host ?? null;
  const unnamed = g.seats.some((s) => !g.table.find((x) => x.seat === s)?.name);
  const link = g.invite ? `${location.origin}/play/${gameId}#${g.invite.token}` : null;
  useEffect(() => {
    if (!g.invite || !link) return;
    // The creator keeps the new link with the game's other invites, in place of the old one.
    const had = savedGame(gameId);
    const who = personLabel(g.table, view, g.invite.seat, t);
    saveTokens(gameId, [], [...(had?.invites ?? []).filter((i) => i.seat !== g.invite!.seat), { seat: g.invite.seat, link, who }]);
  }, [link]);
  return (
    <section class="table-panel" aria-labelledby="table-title">
      <h2 id="table-title">{t('table.title')}</h2>
      <ul class="people">
        {g.table.map((s) => {
          const mine = g.seats.includes(s.seat);
          return (
            <li key={s.seat} data-seat={s.seat} class={`${s.kind}${s.connected ? ' here' : ' away'}${s.standIn ? ' stand-in' : ''}`}>
              <span class="dot" aria-hidden="true" />
              <span class="who">{personLabel(g.table, view, s.seat, t)}</span>
              {' '}<small>{s.kind === 'ai' ? t('table.ai') : t('table.human')}{s.kind === 'human' ? ` · ${s.connected ? t('table.here') : t('table.away')}` : ''}{mine ? ` · ${t('table.you')}` : ''}</small>
              {s.standIn && <small class="stand-in-note"> · {t('table.standIn')}</small>}
              {host && !mine && (
                <span class="hand">
                  {s.kind === 'human' && <button type="button" class="link" onClick={() => onHand(host, s.seat, 'ai')}>{t('table.toAi')}</button>}
                  {s.kind === 'ai' && s.seat !== GM && <button type="button" class="link" onClick={() => onHand(host, s.seat, 'human')}>{t('table.toHuman')}</button>}
                  <button type="button" class="link" onClick={() => onHand(host, s.seat, 'invite')}>{t('table.toInvite')}</button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {link && g.invite && (
        <div class="new-invite">
          <p>{t('table.newInvite', { who: personLabel(g.table, view, g.invite.seat, t) })}</p>
          <InviteList invites={[{ seat: g.invite.seat, link, who: personLabel(g.table, view, g.invite.seat, t) }]} />
        </div>
      )}
      <p class="hint">{g.dropWaitSeconds === null ? t('table.waitNever') : t('table.wait', { n: g.dropWaitSeconds })}</p>
      {unnamed && <NameForm onName={onName} />}
      <TurnSettings />
    </section>
  );
}
