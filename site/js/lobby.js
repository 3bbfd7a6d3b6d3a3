// The lobby: the registered games (from games.json, written by build.py) and
// the games saved on this device. It also registers the service worker so the
// whole site is cached for offline play from the first visit.
import { listSaves, deleteSave } from "./saves.js";
import { ensureOffline } from "./offline.js";

const el = (tag, attrs = {}, ...kids) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") node.textContent = v; else node.setAttribute(k, v);
  }
  node.append(...kids);
  return node;
};

function players(g) {
  return g.min_players === g.max_players ? `${g.min_players} players` : `${g.min_players}–${g.max_players} players`;
}

async function showGames() {
  const list = document.getElementById("games");
  let games = [];
  try {
    games = await (await fetch("./games.json")).json();
  } catch {
    list.replaceChildren(el("li", { class: "error", text: "The list of games could not be read." }));
    return [];
  }
  list.replaceChildren(...games.map((g) => el("li", { class: "card", "data-game": g.id },
    el("h3", { text: g.title }),
    el("p", { class: "muted", text: players(g) }),
    el("p", { text: g.description }),
    el("a", { class: "button", href: `./play.html?game=${encodeURIComponent(g.id)}`, text: "New game" }))));
  if (!games.length) {
    list.replaceChildren(el("li", { class: "muted", text: "No games are installed in this build yet." }));
  }
  return games;
}

function showSaves(games) {
  const titles = Object.fromEntries(games.map((g) => [g.id, g.title]));
  const list = document.getElementById("saves");
  const saves = listSaves();
  if (!saves.length) {
    list.replaceChildren(el("li", { class: "muted", text: "None yet: games you play are saved here automatically." }));
    return;
  }
  list.replaceChildren(...saves.map((s) => {
    const remove = el("button", { type: "button", text: "Delete", "aria-label": `Delete save ${s.id}` });
    remove.addEventListener("click", () => {
      if (confirm("Delete this saved game?")) { deleteSave(s.id); showSaves(games); }
    });
    if (s.broken) {
      return el("li", { "data-save": s.id }, el("span", { class: "error", text: `A damaged save (${s.id}) ` }), remove);
    }
    const when = s.updated ? new Date(s.updated).toLocaleString() : "";
    return el("li", { "data-save": s.id },
      el("a", { href: `./play.html?game=${encodeURIComponent(s.game)}&save=${encodeURIComponent(s.id)}`,
                text: titles[s.game] || s.title || s.game }),
      el("span", { class: "muted", text: ` · ${s.mode || "game"} · ${s.summary || ""} · ${when} ` }), remove);
  }));
}

const games = await showGames();
showSaves(games);
const offline = document.getElementById("offline");
ensureOffline(({ done, total }) => {
  offline.textContent = `Saving the site for offline play: ${Math.round((100 * done) / total)}%`;
}).then((status) => {
  offline.textContent = status === "failed" || status === "unsupported"
    ? "Offline play is not available in this browser." : "Ready for offline play.";
  document.documentElement.dataset.offline = status;
});
