// The invite links of a game this browser created, for seats played by others online.
import { savedGame } from './saved-seats.ts';
import { useI18n } from './i18n.ts';

/** `who`: whom the link is for, as the table says it ("Dwarf", "Gamesmaster"); the seat if unknown. */
export function InviteList({ invites }: { invites: { seat: string; link: string; who?: string }[] }) {
  const { t } = useI18n();
  return (
    <ul class="invites">
      {invites.map((i) => (
        <li key={i.seat}>
          <span>{i.who ?? i.seat}</span> <input readOnly value={i.link} aria-label={t('invite.linkFor', { seat: i.seat })} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          <button type="button" onClick={() => void navigator.clipboard?.writeText(i.link)}>{t('invite.copy')}</button>
        </li>
      ))}
    </ul>
  );
}

export function Invites({ gameId }: { gameId: string }) {
  const { t } = useI18n();
  const invites = savedGame(gameId)?.invites ?? [];
  if (invites.length === 0) return null;
  return (
    <details class="invite-box">
      <summary>{t('invite.links')}</summary>
      <InviteList invites={invites} />
    </details>
  );
}
