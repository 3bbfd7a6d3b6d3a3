// Saved games in localStorage: one key per game, "pygame:save:<id>", holding
// {id, game, title, mode, updated, moves, summary, share}. The share string is
// the game record; the other fields are only what the lobby lists.
const PREFIX = "pygame:save:";

export function listSaves() {
  const saves = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key.startsWith(PREFIX)) continue;
    try {
      const save = JSON.parse(localStorage.getItem(key));
      if (save && typeof save.share === "string" && typeof save.game === "string") saves.push(save);
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
  try { return JSON.parse(raw); } catch { return { id, broken: true }; }
}

export function writeSave(save) {
  localStorage.setItem(PREFIX + save.id, JSON.stringify({ ...save, updated: new Date().toISOString() }));
}

export function deleteSave(id) { localStorage.removeItem(PREFIX + id); }

export function newSaveId() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
