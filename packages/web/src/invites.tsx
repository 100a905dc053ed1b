// The invite links of a game this browser created, for seats played by others online.
import { savedGame } from './saved-seats.ts';

export function InviteList({ invites }: { invites: { seat: string; link: string }[] }) {
  return (
    <ul class="invites">
      {invites.map((i) => (
        <li key={i.seat}>
          <span>{i.seat}</span> <input readOnly value={i.link} aria-label={`Invite link for seat ${i.seat}`} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          <button type="button" onClick={() => void navigator.clipboard?.writeText(i.link)}>Copy</button>
        </li>
      ))}
    </ul>
  );
}

export function Invites({ gameId }: { gameId: string }) {
  const invites = savedGame(gameId)?.invites ?? [];
  if (invites.length === 0) return null;
  return (
    <details class="invite-box">
      <summary>Invite links</summary>
      <InviteList invites={invites} />
    </details>
  );
}
