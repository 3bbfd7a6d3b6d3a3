// Which board regions, Voyage spaces, cards, board sections and players a choice
// refers to, so that clicking one of them narrows the offered choices to the
// choices that use it. A game may name them itself (the choice's `targets`, from
// Game.choice_targets); otherwise they are read from the action's values.
const CARD_KEYS = new Set(["card", "with", "reveal"]);
const NUMBER_KEYS = { voyage: "voyage" };

export function tokensOf(action) {
  const out = new Set();
  for (const [key, value] of Object.entries(action)) {
    if (CARD_KEYS.has(key) && Number.isInteger(value)) out.add(`card:${value}`);
    else if (NUMBER_KEYS[key] && Number.isInteger(value)) out.add(`${NUMBER_KEYS[key]}:${value}`);
    else if (typeof value === "string") out.add(`region:${value}`);
  }
  return out;
}

export function targetsOf(choice) {
  return Array.isArray(choice.targets) ? new Set(choice.targets) : tokensOf(choice.action);
}

export const PICKABLE = "[data-region], [data-voyage], [data-card], [data-pick]";

export function tokenOf(node) {
  if (node.dataset.pick) return node.dataset.pick;
  if (node.dataset.card) return `card:${node.dataset.card}`;
  if (node.dataset.voyage) return `voyage:${node.dataset.voyage}`;
  if (node.dataset.region) return `region:${node.dataset.region}`;
  return null;
}
