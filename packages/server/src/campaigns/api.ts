// The campaigns' HTTP routes (docs/campaign.md, docs/security.md): a member's token, given as
// `?token=` or `Authorization: Bearer`, opens its own campaign and acts for its own heroes.
//   GET  /api/campaigns                                                   → what a new one may choose
//   POST /api/campaigns                  { ruleset, campaign?, heroes, difficulty?, size? } → 201 { campaignId, members }
//   POST /api/campaigns/import           a campaign file                  → 201 { campaignId, members }
//   GET  /api/campaigns/:id                                               → the member's view
//   POST /api/campaigns/:id/steps        { at, step }                     → the member's view
//   POST /api/campaigns/:id/depart       { at }                           → { gameId }
//   POST /api/campaigns/:id/expedition                                    → { gameId, seat, token }
//   GET  /api/campaigns/:id/export                                        → the campaign file
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_PACKS } from '@delve/content';
import { PROTOCOL_ERRORS as P } from '@delve/protocol';
import {
  campaignOffer, createCampaign, depart, expeditionSeat, exportCampaign, importCampaign, memberStep, readNewCampaign, showCampaign,
  type CampaignDeps, type MemberToken, type Result,
} from './service.ts';

export interface CampaignRoutes {
  readBody: (req: IncomingMessage, res: ServerResponse) => Promise<string | null>;
  json: (res: ServerResponse, status: number, body: unknown) => void;
  /** The base of invite links, from the request. */
  linkBase: (req: IncomingMessage) => string;
}

const ID = '([A-Za-z0-9_-]{1,32})';

function tokenOf(url: URL, req: IncomingMessage): string | null {
  return url.searchParams.get('token') || /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] || null;
}

/** Answers a campaign route, or returns false for any other path. */
export async function campaignRoute(url: URL, req: IncomingMessage, res: ServerResponse, deps: CampaignDeps, r: CampaignRoutes): Promise<boolean> {
  const path = url.pathname;
  if (!path.startsWith('/api/campaigns')) return false;
  const send = <T>(out: Result<T>, status = 200, shape: (v: T) => unknown = (v) => v): void => {
    if (out.ok) r.json(res, status, shape(out.value));
    else r.json(res, out.status, { error: { code: out.code, message: out.message } });
  };
  const body = async (): Promise<{ ok: true; value: unknown } | { ok: false }> => {
    const text = await r.readBody(req, res);
    if (text === null) {
      r.json(res, 413, { error: { code: P.tooLarge, message: 'a campaign request is at most 256 KiB' } });
      return { ok: false };
    }
    try {
      return { ok: true, value: text === '' ? {} : JSON.parse(text) };
    } catch {
      r.json(res, 400, { error: { code: P.malformed, message: 'the body is not JSON' } });
      return { ok: false };
    }
  };
  const links = (id: string) => (members: MemberToken[]) => ({
    campaignId: id, members: members.map((m) => ({ ...m, link: `${r.linkBase(req)}/campaign/${id}#${m.token}` })),
  });
  const token = tokenOf(url, req);
  let m: RegExpExecArray | null;
  if (path === '/api/campaigns' && req.method === 'GET') return r.json(res, 200, await campaignOffer(deps, (ruleset) => [...(DEFAULT_PACKS[ruleset] ?? [])])), true;
  if (path === '/api/campaigns' && req.method === 'POST') {
    const b = await body();
    if (!b.ok) return true;
    const read = readNewCampaign(b.value);
    if (!read.ok) return send(read), true;
    const made = await createCampaign(read.value, deps, (ruleset) => [...(DEFAULT_PACKS[ruleset] ?? [])]);
    if (made.ok) send(made, 201, (v) => links(v.campaignId)(v.members));
    else send(made);
    return true;
  }
  if (path === '/api/campaigns/import' && req.method === 'POST') {
    const b = await body();
    if (!b.ok) return true;
    const made = await importCampaign(b.value, deps);
    if (made.ok) send(made, 201, (v) => links(v.campaignId)(v.members));
    else send(made);
    return true;
  }
  if ((m = new RegExp(`^/api/campaigns/${ID}$`).exec(path)) && req.method === 'GET') return send(await showCampaign(m[1]!, token, deps)), true;
  if ((m = new RegExp(`^/api/campaigns/${ID}/export$`).exec(path)) && req.method === 'GET') {
    const out = await exportCampaign(m[1]!, token, deps);
    if (out.ok) res.setHeader('content-disposition', `attachment; filename="delve-campaign-${m[1]}.json"`);
    return send(out), true;
  }
  if ((m = new RegExp(`^/api/campaigns/${ID}/(steps|depart|expedition)$`).exec(path)) && req.method === 'POST') {
    const b = await body();
    if (!b.ok) return true;
    const v = (b.value ?? {}) as { at?: unknown; step?: unknown };
    if (m[2] === 'steps') send(await memberStep(m[1]!, token, v.at, v.step, deps));
    else if (m[2] === 'depart') send(await depart(m[1]!, token, v.at, deps), 201);
    else send(await expeditionSeat(m[1]!, token, deps));
    return true;
  }
  r.json(res, 404, { error: { code: P.malformed, message: `no campaign route ${req.method} ${path}` } });
  return true;
}
