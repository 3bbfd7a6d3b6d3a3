// Saved games in localStorage: one key per game, "pygame:save:<id>", holding
// {id, game, title, setup, label, seats, updated, moves, summary, share, ident,
// rules_version, rev}. The share string is the game record; `ident` names the
// game whatever its progress (engine/links.py), so a link finds the save it
// belongs to; `rev` counts writes, so a tab holding an older copy never
// overwrites a newer one. A game by link that has not started yet has a
// `phase` ("inviting" or "joined") and the secret this device added to its seed.
const PREFIX = "pygame:save:";

export function listSaves() {
  const saves = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key.startsWith(PREFIX)) continue;
    try {
      const save = JSON.parse(localStorage.getItem(key));
      if (save && typeof save.game === "string" && (typeof save.share === "string" || save.phase)) saves.push(save);
      else saves.push({ id: key.slice(PREFIX.length), broken: true });
    } catch {
      saves.push({ id: key.slice(PREFIX.length), broken: true });
    }
  }
  return saves.sort((a, b) => (b.updated || "").localeCompare(a.updated || ""));
}

export function readSave(id) {
  const raw = localStorage.getItem(PREFIX + id);
  if (raw === null) return null;
  try {
    const save = JSON.parse(raw);
    return save && typeof save === "object" ? save : { id, broken: true };
  } catch { return { id, broken: true }; }
}

// The saves of the same game (same identity), newest first.
export function savesOf(ident) {
  return ident ? listSaves().filter((s) => !s.broken && s.ident === ident) : [];
}

export class StaleSaveError extends Error {}

// Write a save unless the stored copy is newer than the one this tab read (another tab moved on).
// On success the save's `rev` goes up by one. Returns {ok} or {ok: false, reason: "stale" | "full" | "error"}.
// A write that would change nothing (same revision, same record and identity) is skipped, so merely
// opening a save in a second tab does not make the first one stale.
export function writeSave(save) {
  const stored = readSave(save.id);
  if (stored && !stored.broken && (stored.rev || 0) > (save.rev || 0)) return { ok: false, reason: "stale" };
  if (stored && !stored.broken && stored.rev === save.rev && stored.share === save.share
      && stored.ident === save.ident && stored.phase === save.phase) return { ok: true };
  const rev = (save.rev || 0) + 1;
  try {
    localStorage.setItem(PREFIX + save.id, JSON.stringify({ ...save, rev, updated: new Date().toISOString() }));
  } catch (err) {
    const full = err && (err.name === "QuotaExceededError" || err.code === 22 || err.code === 1014);
    return { ok: false, reason: full ? "full" : "error" };
  }
  save.rev = rev;
  return { ok: true };
}

// The localStorage key of a save (storage events name it).
export const saveKey = (id) => PREFIX + id;

export function deleteSave(id) { localStorage.removeItem(PREFIX + id); }

export function newSaveId() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// A save as an exported file's text.
export function exportText(save) {
  return JSON.stringify({ format: "pygame-save", ...save }, null, 1);
}

export function download(save) {
  const blob = new Blob([exportText(save)], { type: "application/json" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = `${save.game || "game"}-${save.id}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

// The rules version inside a share string, read without Python (for the lobby): base64url, zlib, JSON.
export async function recordRulesVersion(share) {
  try {
    const body = share.slice(3).replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(body + "=".repeat((4 - (body.length % 4)) % 4)), (c) => c.charCodeAt(0));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
    const text = await new Response(stream).text();
    const record = JSON.parse(text);
    return Number.isInteger(record.rules_version) ? record.rules_version : null;
  } catch {
    return null;
  }
}
