/// <reference lib="dom" />
// The server's campaign routes (docs/campaign.md), with a member's token; a refusal is thrown
// with the server's words, the field it names left to programs.
import type { HttpError } from '@delve/protocol';

export async function campaignCall<R>(method: string, path: string, token: string | null, body?: unknown): Promise<R> {
  const res = await fetch(path, {
    method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const out: unknown = await res.json();
  if (!res.ok) throw new Error((out as HttpError).error?.message.replace(/^step(\.\w+)*: /, '') ?? `the server answered ${res.status}`);
  return out as R;
}


/** The member's seat in the expedition under way: its game and the token that holds it. */
export function expeditionSeat(campaignId: string, token: string): Promise<{ gameId: string; token: string }> {
  return campaignCall('POST', `/api/campaigns/${campaignId}/expedition`, token, {});
}
