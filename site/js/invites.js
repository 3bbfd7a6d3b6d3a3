// The two small links that start a game by link from a seed both players make
// (see pygame_rules/engine/links.py): the creator's invitation, holding the game,
// its options and only a commitment to the creator's secret ("i1."), and the
// joiner's reply, holding the joiner's secret ("j1."). Both are URL-safe base64
// of JSON in the address's fragment, which browsers never send to a server.
// Parsing is strict: a damaged or tampered link gives a plain message, never
// a half-read value.

export class InviteError extends Error {}

const MAX_CHARS = 8192;
const HEX64 = /^[0-9a-f]{64}$/;
const HEX32 = /^[0-9a-f]{32}$/;

function encode(prefix, data) {
  const bytes = new TextEncoder().encode(JSON.stringify(data));
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return prefix + btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decode(prefix, fragment, what) {
  if (typeof fragment !== "string" || fragment.length > MAX_CHARS || !fragment.startsWith(prefix)) {
    throw new InviteError(`the ${what} is damaged; ask for it again`);
  }
  try {
    const body = fragment.slice(prefix.length).replace(/-/g, "+").replace(/_/g, "/");
    const text = atob(body + "=".repeat((4 - (body.length % 4)) % 4));
    const data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(text, (c) => c.charCodeAt(0))));
    if (!data || typeof data !== "object" || Array.isArray(data)) throw new Error("not an object");
    return data;
  } catch {
    throw new InviteError(`the ${what} is damaged (was it copied in full?); ask for it again`);
  }
}

const isSeat = (x) => Number.isInteger(x) && x >= 0 && x < 16;
const SEAT_KINDS = /^[a-z0-9-]{1,40}$/;

export const isInvitation = (fragment) => fragment.startsWith("i1.");
export const isReply = (fragment) => fragment.startsWith("j1.");

// {game, rules_version, options, commit, seats, creator, joiner}
export function invitation(data) { return encode("i1.", data); }

export function readInvitation(fragment) {
  const d = decode("i1.", fragment, "invitation link");
  const ok = typeof d.game === "string" && /^[a-z0-9-]{1,64}$/.test(d.game) && Number.isInteger(d.rules_version)
    && d.options && typeof d.options === "object" && !Array.isArray(d.options) && HEX64.test(d.commit || "")
    && isSeat(d.creator) && isSeat(d.joiner) && d.creator !== d.joiner && d.seats && typeof d.seats === "object"
    && Object.entries(d.seats).every(([k, v]) => /^\d{1,2}$/.test(k) && typeof v === "string" && SEAT_KINDS.test(v));
  if (!ok) throw new InviteError("the invitation link is damaged or was changed; ask for a new one");
  return d;
}

// {commit, joiner}
export function reply(data) { return encode("j1.", data); }

export function readReply(fragment) {
  const d = decode("j1.", fragment, "reply link");
  if (!HEX64.test(d.commit || "") || !HEX32.test(d.joiner || "")) {
    throw new InviteError("the reply link is damaged or was changed; ask for it again");
  }
  return d;
}
