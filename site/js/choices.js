// Which board regions, Voyage spaces and cards an action refers to, so that
// clicking one of them narrows the offered choices to the actions that use it.
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

export function tokenOf(node) {
  if (node.dataset.card) return `card:${node.dataset.card}`;
  if (node.dataset.voyage) return `voyage:${node.dataset.voyage}`;
  if (node.dataset.region) return `region:${node.dataset.region}`;
  return null;
}
