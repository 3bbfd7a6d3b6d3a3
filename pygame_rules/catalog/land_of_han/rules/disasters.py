"""Disasters (spec 3.3, LH-REL-3, Medicine of spec 3.2) as seeded rules, in the game master's world step.

Each season every group of the map (all of them: a region not held by a warlord is an Independent's) is struck on
1d100 <= 3; a Plague on 1d100 <= 20, else the disaster of the flavour of one of its Borders drawn at random, which
is the struck region. A Flood or an Earthquake or a Wildfire destroys one improvement of its kinds standing there
(drawn at random); a Flood or a Drought halves the next income's tax of the group for every warlord holding land
in it (``State.stricken``); a Plague destroys one army in the group, whoever's it is (drawn at random), and each
hero posted at the group's Central dies on 1d100 <= 10 (with Medicine, only on a further 1d100 <= 50).

Ancestral piety and Medicine protect a warlord's own: each warlord who would lose something (the struck region's
holder for its improvement, each holder of land in the group for the tax, the fallen army's owner) and is
Ancestral negates the whole disaster for themself on 1d100 <= their total coverage, one roll a disaster. With
Medicine the tax loses a quarter instead of half, and an improvement or army is lost only on a further 1d100 <= 50.
"""

from __future__ import annotations

from ..content.armies import BY_ID as ARMY
from ..content.disasters import (
    ANY_IMPROVEMENT,
    BY_FLAVOUR,
    BY_ID,
    CHANCE_PCT,
    MEDICINE_LOSS_PCT,
    PLAGUE_SHARE_PCT,
    Disaster,
)
from ..content.improvements import BY_ID as IMPROVEMENT
from ..content.religions import PIETY_NEGATE_DISASTER_PCT
from ..content.research import EFFECT_DISASTER_HALVED
from ..pieces import effect_total, group_regions, improvement_kind, remove_army
from ..state import BARBARIAN, INDEPENDENT, State, indefinite
from .economy import piety_steps

PLAGUE = "plague"
STRIKES = {
    "flood": "A flood strikes {}",
    "drought": "A drought parches {}",
    "earthquake": "An earthquake shakes {}",
    "wildfire": "A wildfire sweeps through {}",
    PLAGUE: "A plague spreads through the lands of {}",
}
"""How each disaster comes, in the log's words, around the struck region's (or the Plague's group's) name."""
LOST = {"flood": "swept away", "earthquake": "thrown down", "wildfire": "burnt to the ground"}
"""What becomes of the improvement a disaster destroys."""


def recover(s: State) -> None:
    """The tax cuts of last season's disasters are over: every income they touched (at the start of this season,
    before the world step in both WEGO and IGOUGO) has been collected."""
    s.stricken = {}


def disasters(s: State) -> None:
    """Spec 3.3: each group of the map, in map order, is struck on 1d100 <= ``CHANCE_PCT``."""
    for g in s.map.groups:
        if s.rng.roll(100) <= CHANCE_PCT:
            strike(s, g.id)


def draw(s: State, group: str) -> tuple[Disaster, str]:
    """The disaster that strikes a group and where: a Plague (the group's Central names it) on 1d100 <=
    ``PLAGUE_SHARE_PCT``, else the disaster of a random Border's flavour, in that Border."""
    if s.rng.roll(100) <= PLAGUE_SHARE_PCT:
        return BY_ID[PLAGUE], s.map.group(group).central
    borders = s.map.group(group).borders
    border = borders[s.rng.below(len(borders))]
    return BY_FLAVOUR[s.map.regions[border].flavour], border


def strike(s: State, group: str) -> None:
    """One disaster in a group."""
    disaster, region = draw(s, group)
    if disaster.armies_lost:
        plague(s, group)
    else:
        strike_border(s, disaster, region)


def negates(s: State, seat: int) -> bool:
    """LH-REL-3: an Ancestral warlord turns a disaster aside on 1d100 <= their total piety coverage (no roll for
    the other faiths, nor with no coverage)."""
    chance = piety_steps(s, seat, PIETY_NEGATE_DISASTER_PCT)
    return chance > 0 and s.rng.roll(100) <= chance


def medicine_spares(s: State, seat: int) -> bool:
    """Medicine halves a disaster's effects: what it would destroy of the warlord's is lost only on a further
    1d100 <= ``MEDICINE_LOSS_PCT`` (no roll without Medicine)."""
    return effect_total(s, seat, EFFECT_DISASTER_HALVED) > 0 and s.rng.roll(100) > MEDICINE_LOSS_PCT


def group_name(s: State, group: str) -> str:
    return s.map.regions[s.map.group(group).central].name


def fits(disaster: Disaster, entry: str) -> bool:
    """Whether the disaster destroys the improvement ``entry`` (a mine by its kind, "mine:salt" -> "mine")."""
    return ANY_IMPROVEMENT in disaster.destroys or improvement_kind(entry) in disaster.destroys


def strike_border(s: State, disaster: Disaster, region: str) -> None:
    """A Flood, Drought, Earthquake or Wildfire in a Border: the warlords it touches roll their negation in seat
    order, then one improvement of its kinds there is drawn and destroyed, then the tax cuts are recorded."""
    group = s.map.regions[region].group
    strikes = STRIKES[disaster.id].format(s.map.regions[region].name)
    ruler = s.owner.get(region)
    targets = [e for e in s.improvements.get(region, []) if fits(disaster, e)]
    touched = warlords_touched(s, disaster, region, targets)
    spared = [p for p in touched if negates(s, p)]
    public = [ancestors(s, p) for p in spared]
    if targets and ruler not in spared:
        public.append(ruin(s, disaster, region, targets, strikes))
    cut = [p for p in touched if disaster.tax_halved and p not in spared]
    if cut:
        s.stricken = {**s.stricken, group: cut}
        public.append(f"the harvest of {group_name(s, group)} is ruined")
    for p in touched:
        if p in spared:
            s.report(p, f"{strikes}, but your ancestors turn it aside")
        elif p in cut:
            share = "cut by a quarter (Medicine)" if effect_total(s, p, EFFECT_DISASTER_HALVED) else "halved"
            s.report(p, f"{strikes}: next season's taxes from your lands in {group_name(s, group)} are {share}")
    s.say(strikes + (": " + "; ".join(public) if public else ""))


def warlords_touched(s: State, disaster: Disaster, region: str, targets: list[str]) -> list[int]:
    """The warlords a disaster in a Border would cost something, in seat order: for a tax cut every holder of
    land in the group, else the struck region's holder if an improvement of its kinds stands there."""
    if disaster.tax_halved:
        return sorted({s.owner[r] for r in group_regions(s, s.map.regions[region].group) if r in s.owner})
    ruler = s.owner.get(region)
    return [ruler] if ruler is not None and targets else []


def ruin(s: State, disaster: Disaster, region: str, targets: list[str], strikes: str) -> str:
    """One of ``targets`` in the struck region, drawn at random, is destroyed (unless its holder's Medicine spares
    it); the holder is told. Returns the public words of its fate."""
    entry = targets[s.rng.below(len(targets))]
    name = IMPROVEMENT[improvement_kind(entry)].name
    ruler = s.owner.get(region)
    if ruler is not None and medicine_spares(s, ruler):
        s.report(ruler, f"{strikes}, but your {name} is saved (Medicine)")
        return f"{indefinite(name)} is saved"
    built = list(s.improvements[region])
    built.remove(entry)
    s.improvements[region] = built
    if ruler is not None:
        s.report(ruler, f"{strikes}: your {name} is {LOST[disaster.id]}")
    return f"{indefinite(name)} is {LOST[disaster.id]}"


def ancestors(s: State, seat: int) -> str:
    return f"the ancestors of {s.name(seat)} turn it aside"


def whose(s: State, owner: int | str, kind: str) -> str:
    """An army in the log's words: "the red warlord's army of Spearmen", "an Independent army of Spearmen"."""
    name = ARMY[kind].name
    if owner == INDEPENDENT:
        return f"an Independent army of {name}"
    if owner == BARBARIAN:
        return f"a band of Barbarian {name}"
    return f"{s.name(owner)}'s army of {name}"


def plague(s: State, group: str) -> None:
    """A Plague: one army in the group (whoever's, Barbarians too), drawn at random, perishes, unless its warlord's
    ancestors turn the Plague aside or their Medicine saves it; then the heroes posted there may die."""
    plague_army(s, group)
    plague_heroes(s, group)


def plague_heroes(s: State, group: str) -> None:
    """Spec 3.3: each hero posted at the group's Central dies on 1d100 <= 10; Medicine saves one on a further
    1d100 > 50."""
    central = s.map.group(group).central
    for hid, hero in list(s.heroes.items()):
        if hero["post"] is None or hero["post"][0] != central or hero["captor"] is not None:
            continue
        if s.rng.roll(100) <= BY_ID[PLAGUE].posted_hero_death_pct and not medicine_spares(s, hero["seat"]):
            del s.heroes[hid]
            s.report(hero["seat"], f"{hero['name']} dies of the Plague in {s.map.regions[central].name}")


def plague_army(s: State, group: str) -> None:
    strikes = STRIKES[PLAGUE].format(group_name(s, group))
    regions = group_regions(s, group)
    armies = [a for a, army in s.armies.items() if army["r"] in regions]
    if not armies:
        s.say(f"{strikes}, but no army is there to fall ill")
        return
    victim = armies[s.rng.below(len(armies))]
    owner, kind, region = s.armies[victim]["o"], s.armies[victim]["t"], s.armies[victim]["r"]
    army = f"{whose(s, owner, kind)} in {s.map.regions[region].name}"
    if isinstance(owner, int) and negates(s, owner):
        s.report(owner, f"{strikes}, but your ancestors turn it aside")
        s.say(f"{strikes}: {ancestors(s, owner)}")
        return
    if isinstance(owner, int) and medicine_spares(s, owner):
        s.report(owner, f"{strikes}, but your physicians save your army of {ARMY[kind].name} "
                        f"in {s.map.regions[region].name} (Medicine)")
        s.say(f"{strikes}: {army} recovers")
        return
    remove_army(s, victim)
    if isinstance(owner, int):
        s.report(owner, f"{strikes}: your army of {ARMY[kind].name} in {s.map.regions[region].name} perishes")
    s.say(f"{strikes}: {army} perishes")
