// The lobby: the registered games (from games.json, written by build.py), a
// form to start each one in any of the ways the game offers (solo, on one
// device, against the computer, by link), the games saved on this device, and
// importing a saved game from a file. It is a part of the site's one page
// (app.js): starting or continuing a game navigates within the page, where the
// rules engine is already starting.
import { listSaves, deleteSave, download, recordRulesVersion } from "./saves.js";

const el = (tag, attrs = {}, ...kids) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") node.textContent = v;
    else if (v !== false && v !== null && v !== undefined) node.setAttribute(k, v === true ? "" : v);
  }
  node.append(...kids);
  return node;
};

function players(g) {
  return g.min_players === g.max_players ? `${g.min_players} players` : `${g.min_players}–${g.max_players} players`;
}

// One input for an option, built from the game's pydantic JSON schema.
function optionInput(gameId, name, schema) {
  const id = `opt-${gameId}-${name}`;
  const label = schema.title || name;
  if (schema.type === "boolean") {
    return el("label", { class: "check" }, el("input", { type: "checkbox", id, name, checked: !!schema.default }),
      ` ${label}`);
  }
  if (schema.enum) {
    const select = el("select", { id, name },
      ...schema.enum.map((v) => el("option", { value: v, selected: v === schema.default,
                                               text: String(v)[0].toUpperCase() + String(v).slice(1) })));
    return el("label", { for: id }, `${label} `, select,
      schema.description ? el("small", { class: "muted", text: ` ${schema.description}` }) : "");
  }
  const input = el("input", { id, name, type: "number", value: schema.default ?? "",
                              min: schema.minimum ?? null, max: schema.maximum ?? null });
  return el("label", { for: id }, `${label} `, input);
}

function setupForm(game) {
  const props = game.options_schema.properties || {};
  const form = el("form", { class: "setup", "data-setup-for": game.id });
  const choices = el("fieldset", {}, el("legend", { text: "How do you want to play?" }));
  const asks = el("div", { class: "asks" });
  const note = el("p", { class: "muted note" });
  game.setups.forEach((setup, i) => {
    const id = `setup-${game.id}-${setup.id}`;
    choices.append(el("label", { for: id, class: "choice" },
      el("input", { type: "radio", name: "setup", id, value: setup.id, checked: i === 0 }), ` ${setup.label}`));
  });
  // A setup asks either some of the game's options, or questions of its own (its "form").
  const questions = (setup) => (setup.form ? setup.form.properties || {} : props);
  const asked = (setup) => (setup.form ? Object.keys(questions(setup)) : setup.ask.filter((n) => props[n]));
  // A question whose schema says "shown_when": {other: value} appears only while that other answer is given
  // (the epic game's objective count, only for the epic variant); hidden, it still sends its default.
  const showWhen = () => {
    const q = questions(game.setups.find((s) => s.id === form.setup.value));
    for (const name of Object.keys(q)) {
      const when = q[name].shown_when;
      const input = form.elements[name];
      if (!when || !input) continue;
      const label = input.closest("label");
      label.hidden = !Object.entries(when).every(([other, v]) => form.elements[other]?.value === String(v));
    }
  };
  // Where a setup seats a computer player, the search opponent may take its place, with a thinking time.
  const opponent = () => {
    const id = `opp-${game.id}`;
    const select = el("select", { id, name: "opponent" },
      el("option", { value: "", text: "The game's own (moves at once)" }),
      ...(game.opponents || []).map((o) => el("option", { value: o.bot, text: o.label })));
    return el("label", { for: id }, "Computer players ", select);
  };
  const refresh = () => {
    const chosen = game.setups.find((s) => s.id === form.setup.value);
    const q = questions(chosen);
    asks.replaceChildren(...asked(chosen).map((n) => optionInput(game.id, n, q[n])),
      ...(chosen.computer && (game.opponents || []).length ? [opponent()] : []));
    note.textContent = chosen.note || "";
    showWhen();
  };
  choices.addEventListener("change", refresh);
  asks.addEventListener("change", showWhen);
  form.append(choices, asks, note, el("button", { type: "submit", text: `Start ${game.title}` }));
  refresh();
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const chosen = game.setups.find((s) => s.id === form.setup.value);
    const answers = chosen.form ? {} : { ...chosen.options };
    const q = questions(chosen);
    for (const name of asked(chosen)) {
      const input = form.elements[name];
      if (!input) continue;
      const numeric = input.type === "number" || q[name].type === "integer";
      answers[name] = input.type === "checkbox" ? input.checked : (numeric ? Number(input.value) : input.value);
    }
    const params = new URLSearchParams({ game: game.id, setup: chosen.id,
                                         [chosen.form ? "answers" : "options"]: JSON.stringify(answers) });
    if (form.elements.opponent && form.elements.opponent.value) params.set("opponent", form.elements.opponent.value);
    hooks.navigate(`./play.html?${params}`);
  });
  return form;
}

let hooks = { navigate: (href) => { location.href = href; }, importFile: null };
let games = null;

async function showGames() {
  const list = document.getElementById("games");
  games = [];
  try {
    games = await (await fetch("./games.json")).json();
  } catch {
    list.replaceChildren(el("li", { class: "error", text: "The list of games could not be read." }));
    return [];
  }
  list.replaceChildren(...games.map((g) => {
    const toggle = el("button", { type: "button", class: "button", "aria-expanded": "false", text: "New game" });
    const form = setupForm(g);
    form.hidden = true;
    toggle.addEventListener("click", () => {
      form.hidden = !form.hidden;
      toggle.setAttribute("aria-expanded", String(!form.hidden));
      if (!form.hidden) form.querySelector("input").focus();
    });
    const refs = [[g.rules_page, "Rules"], [g.cards_page, "Every card"]].filter(([href]) => href)
      .map(([href, text]) => el("a", { href, text, target: "_blank", rel: "noopener", class: "reference" }));
    return el("li", { class: "game-card", "data-game": g.id },
      el("h3", { text: g.title }), el("p", { class: "muted", text: players(g) }), el("p", { text: g.description }),
      refs.length ? el("p", { class: "references" }, ...refs.flatMap((a, i) => (i ? [" · ", a] : [a]))) : "",
      toggle, form);
  }));
  if (!games.length) {
    list.replaceChildren(el("li", { class: "muted", text: "No games are installed in this build yet." }));
  }
  return games;
}

// A save made under an older rules version can no longer be replayed here: mark it, and keep export.
async function markOutdated(save, game, item) {
  if (!game || typeof save.share !== "string") return;
  const version = Number.isInteger(save.rules_version) ? save.rules_version : await recordRulesVersion(save.share);
  if (version === null || version >= game.rules_version) return;
  item.dataset.outdated = "1";
  const link = item.querySelector("a");
  link.replaceWith(el("span", { text: game.title }));
  item.querySelector(".muted").after(el("span", { class: "old", text:
    ` Made with an older version of the rules (version ${version}; this site plays version ${game.rules_version}), `
    + "so it can no longer be continued here. Export it to keep it. " }));
}

function showSaves(games) {
  const titles = Object.fromEntries(games.map((g) => [g.id, g.title]));
  const byId = Object.fromEntries(games.map((g) => [g.id, g]));
  const list = document.getElementById("saves");
  const saves = listSaves();
  if (!saves.length) {
    list.replaceChildren(el("li", { class: "muted", text: "None yet: games you play are saved here automatically." }));
    return;
  }
  list.replaceChildren(...saves.map((s) => {
    const remove = el("button", { type: "button", class: "small", text: "Delete", "aria-label": `Delete saved game ${s.id}` });
    remove.addEventListener("click", () => {
      if (confirm("Delete this saved game?")) { deleteSave(s.id); showSaves(games); }
    });
    if (s.broken) {
      return el("li", { "data-save": s.id }, el("span", { class: "error", text: `A damaged save (${s.id}) ` }), remove);
    }
    const when = s.updated ? new Date(s.updated).toLocaleString() : "";
    const round = s.round ? `round ${s.round}` : "";
    const details = [s.label || s.mode || "game", round, s.summary || "", when].filter(Boolean).join(" · ");
    const exporter = el("button", { type: "button", class: "small", text: "Export",
                                    "aria-label": `Export saved game ${s.id} as a file` });
    exporter.addEventListener("click", () => download(s));
    const item = el("li", { "data-save": s.id },
      el("a", { href: `./play.html?game=${encodeURIComponent(s.game)}&save=${encodeURIComponent(s.id)}`,
                text: titles[s.game] || s.title || s.game }),
      el("span", { class: "muted", text: ` · ${details} ` }), exporter, " ", remove);
    markOutdated(s, byId[s.game], item);
    return item;
  }));
}

// hooks.navigate(href) opens a page of the site in place; hooks.importFile(file) opens a save file.
export function initLobby(given) {
  hooks = { ...hooks, ...given };
  document.getElementById("saves").addEventListener("click", (event) => {
    const link = event.target.closest("a[href]");
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button) return;
    event.preventDefault();
    hooks.navigate(link.getAttribute("href"));
  });
  document.getElementById("lobby-import").addEventListener("change", async (event) => {
    const file = event.target.files[0];
    event.target.value = "";
    if (file && hooks.importFile) document.getElementById("lobby-notice").textContent = await hooks.importFile(file);
  });
}

// Show the lobby (the games once per visit; the saves afresh each time, since play changes them).
export async function showLobby() {
  document.getElementById("lobby").hidden = false;
  document.getElementById("lobby-notice").textContent = "";
  if (!games) await showGames();
  showSaves(games);
  // ?new=<game>: the game-over panel's "New game" opens that game's form.
  const wanted = new URLSearchParams(location.search).get("new");
  const card = wanted && [...document.querySelectorAll("#games [data-game]")].find((li) => li.dataset.game === wanted);
  if (card) {
    const toggle = card.querySelector("button");
    if (toggle.getAttribute("aria-expanded") !== "true") toggle.click();
    card.scrollIntoView({ block: "start" });
  }
}

export function hideLobby() {
  document.getElementById("lobby").hidden = true;
}

export function offlineStatus(status) {
  document.getElementById("offline").textContent = status === "failed" || status === "unsupported"
    ? "Offline play is not available in this browser." : "Ready for offline play.";
  document.documentElement.dataset.offline = status;
}

export function offlineProgress({ done, total }) {
  if (total) {
    document.getElementById("offline").textContent =
      `Saving the site for offline play: ${Math.round((100 * done) / total)}%`;
  }
}
