"""The search that placed the Death of Heaven map's sites (not a test): simulated annealing over the territories'
site shifts and weights and the water and wild cells' sites and weights of ``render/shapes.py``, starting from its
constants, so that territories share an edge of 34 units or more exactly when they border by land, no other pair
touches, every centre has room around it, every water border's territories touch one stretch of water, and the
water stays thin. Prints the new constants to paste into ``render/shapes.py``.

    .venv/bin/python tests/death_of_heaven/dh_map_search.py [steps] [temperature] [seed]

Run it when ``content/map.py``'s borders change and ``test_dh_render_shapes.py`` fails; a few tens of thousands of
steps (minutes) mend a few borders.
"""
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from pygame_rules.catalog.death_of_heaven.content.map import (  # noqa: E402
    BORDERS,
    LAND,
    TERRITORIES,
    TERRITORY,
    WATER,
    has_water_node,
)
from pygame_rules.catalog.death_of_heaven.render import shapes as S  # noqa: E402
from pygame_rules.drawing.geometry import distance_to_boundary, point_in_polygon, polygon_area  # noqa: E402

OUTLINE = [(float(x), float(y)) for x, y in S.OUTLINE]

CENTER = {t.id: (float(t.center[0]), float(t.center[1])) for t in TERRITORIES}
TIDS = [t.id for t in TERRITORIES]
LANDP = {frozenset((b.a, b.b)) for b in BORDERS if b.kind == LAND}
WATERP = [(b.a, b.b) for b in BORDERS if b.kind == WATER]
DOCKED = {t for t in TIDS if has_water_node(t)}

def clip(poly, a, b, wa, wb, lab):
    nx, ny = b[0] - a[0], b[1] - a[1]
    c = (b[0]*b[0] + b[1]*b[1] - a[0]*a[0] - a[1]*a[1]) / 2 + (wa - wb) / 2
    out = []
    n = len(poly)
    for i in range(n):
        p = poly[i]; q = poly[(i + 1) % n]
        sp = c - (nx*p[0] + ny*p[1]); sq = c - (nx*q[0] + ny*q[1])
        if sp >= 0:
            out.append(p)
        if (sp >= 0) != (sq >= 0):
            t = sp / (sp - sq)
            x = (p[0] + t*(q[0]-p[0]), p[1] + t*(q[1]-p[1]))
            if sp >= 0:   # leaving: the edge from here runs along the clip line
                out.append((x[0], x[1], lab))
            else:         # entering: the edge from here is the rest of p->q
                out.append((x[0], x[1], p[2]))
    return out

def cell(s, sites, weights):
    pa = sites[s]; wa = weights[s]
    poly = [(x, y, None) for x, y in OUTLINE]
    others = sorted(((pa[0]-pb[0])**2 + (pa[1]-pb[1])**2, b) for b, pb in sites.items() if b != s)
    for d2, b in others:
        if not poly: break
        wb = weights[b]
        reach = max((pa[0]-p[0])**2 + (pa[1]-p[1])**2 for p in poly) ** 0.5
        d = d2 ** 0.5
        if d > reach and (d - reach)**2 - wb >= reach*reach - wa:
            continue
        poly = clip(poly, pa, sites[b], wa, wb, b)
    return poly

def edges_of(poly):
    """label -> total length"""
    out = {}
    n = len(poly)
    for i in range(n):
        p = poly[i]; q = poly[(i+1) % n]
        if p[2] is not None:
            L = math.hypot(q[0]-p[0], q[1]-p[1])
            out[p[2]] = out.get(p[2], 0.0) + L
    return out

def bridge(poly):
    n = len(poly); bad = 0
    for i in range(n):
        p = poly[i]; q = poly[(i+1) % n]
        if p[2] is not None and math.hypot(q[0]-p[0], q[1]-p[1]) > 1:
            m = ((p[0]+q[0])/2, (p[1]+q[1])/2)
            if not point_in_polygon(m, OUTLINE):
                bad += 1
    return bad

def energy(cells, kinds, detail=False):
    E = 0.0; notes = []
    shared = {s: edges_of(c) for s, c in cells.items()}
    def sh(a, b):
        return min(shared[a].get(b, 0.0), shared[b].get(a, 0.0)) if (b in shared[a] and a in shared[b]) else max(shared[a].get(b, 0.0), shared[b].get(a, 0.0))
    for i, a in enumerate(TIDS):
        for b in TIDS[i+1:]:
            L = sh(a, b)
            if frozenset((a, b)) in LANDP:
                if L < 34:
                    E += (34 - L) ** 2 * 0.5
                    if detail and L < 20: notes.append(f"short {a}-{b} {L:.1f}")
            elif L > 0.3:
                E += 60 + 5 * L
                if detail: notes.append(f"extra {a}-{b} {L:.1f}")
    for t in TIDS:
        c = cells[t]
        poly = [(p[0], p[1]) for p in c]
        if len(poly) < 3 or not point_in_polygon(CENTER[t], poly):
            E += 800
            if detail: notes.append(f"centre out {t}")
            continue
        r = distance_to_boundary(CENTER[t], poly)
        if r < 28: E += (28 - r) ** 2 * 1.5
        if detail and r < 24: notes.append(f"room {t} {r:.1f}")
        A = polygon_area(poly)
        if A < 6000: E += ((6000 - A) / 100) ** 2
        if A > 28000: E += ((A - 28000) / 500) ** 2
        if detail and A < 5000: notes.append(f"small {t} {A:.0f}")
    seas = [[(p[0], p[1]) for p in cells[s]] for s, k in kinds.items() if k == "sea"]
    for pt in SEA_POINTS:
        if not any(len(c) >= 3 and point_in_polygon(pt, c) for c in seas):
            E += 200
            if detail:
                notes.append(f"sea point {pt} on land")
    for pt in LAND_POINTS:
        if any(len(c) >= 3 and point_in_polygon(pt, c) for c in seas):
            E += 200
            if detail:
                notes.append(f"land point {pt} at sea")
    waters = [s for s, k in kinds.items() if k == "water"]
    wtouch = {t: {w for w in waters if sh(t, w) > 8} for t in TIDS}
    for a, b in WATERP:
        ok = bool(wtouch[a] & wtouch[b]) or any(sh(w1, w2) > 8 for w1 in wtouch[a] for w2 in wtouch[b])
        if not ok:
            E += 150
            if detail: notes.append(f"no water path {a}-{b}")
    for w in waters:
        poly = [(p[0], p[1]) for p in cells[w]]
        if len(poly) >= 3:
            A = polygon_area(poly)
            E += A * 0.004 + max(0.0, A - 3500) ** 2 * 5e-6
    for s, c in cells.items():
        nb = bridge(c)
        if nb:
            E += 300 * nb
            if detail: notes.append(f"bridge {s}")
    return (E, notes) if detail else E

def build(params):
    sites, weights, kinds = {}, {}, {}
    for s, (x, y, w, k) in params.items():
        sites[s] = (x, y); weights[s] = w; kinds[s] = k
    return sites, weights, kinds

REACH = {"jiaozhi": 200, "liaodong": 120}
"""How far a territory's site may move from its centre (60 units unless named): Jiaozhi's cell must reach
Changsha across the south, Liaodong's must hold the Liaoxi corridor to Ji."""

SEA_POINTS = ((790, 175), (760, 170), (830, 140), (880, 100), (810, 215))
"""Points of the Bohai that the sea cells must cover."""
LAND_POINTS = ((800, 55), (850, 40), (930, 115), (900, 60), (720, 120), (740, 200))
"""Points of the Liaoxi corridor, the Liaodong peninsula and the Bohai's shores that must stay land."""


def start():
    """The constants of ``render/shapes.py`` as (x, y, weight, kind) per site, and each site's bounds
    (x0, y0, radius, least weight, greatest weight)."""
    params, bounds = {}, {}
    for t in TERRITORIES:
        dx, dy = S.SITE_SHIFT.get(t.id, (0, 0))
        params[t.id] = (t.center[0] + dx, t.center[1] + dy, S.SITE_WEIGHT.get(t.id, 0), "land")
        bounds[t.id] = (t.center[0], t.center[1], REACH.get(t.id, 60), -1500, 1500)
    for kind, table, wmin, wmax in (("water", S.WATERS, -4000, 0), ("wild", S.WILDS, -2000, 2000)):
        for k, (name, (x, y), w) in table.items():
            sea = name == "bohai"
            params[k] = (x, y, w, "sea" if sea else kind)
            bounds[k] = (x, y, 40, -2000 if sea else wmin, 4000 if sea else wmax)
    return params, bounds


def anneal(steps, T0, seed):
    params, bounds = start()
    sites, weights, kinds = build(params)
    cells = {s: cell(s, sites, weights) for s in sites}
    E = energy(cells, kinds)
    best = (E, dict(params))
    rnd = random.Random(seed)
    t0 = time.time()
    ids = list(params)
    for step in range(steps):
        T = T0 * (1 - step / steps) + 0.05
        s = rnd.choice(ids)
        x, y, w, k = params[s]
        x0, y0, r, wmin, wmax = bounds[s]
        if rnd.random() < 0.7:
            sc = rnd.choice((3, 8, 20))
            nx_, ny_ = x + rnd.gauss(0, sc), y + rnd.gauss(0, sc)
            if math.hypot(nx_ - x0, ny_ - y0) > r:
                continue
            nw = w
        else:
            nx_, ny_ = x, y
            nw = min(wmax, max(wmin, w + rnd.gauss(0, (wmax - wmin) / 10 + 1)))
        newp = dict(params)
        newp[s] = (round(nx_), round(ny_), round(nw / 10) * 10, k)
        sites2, weights2, _ = build(newp)
        c_new = cell(s, sites2, weights2)
        affected = {s} | {p[2] for p in cells[s] + c_new if p[2] is not None}
        cells2 = dict(cells)
        for a in affected:
            cells2[a] = c_new if a == s else cell(a, sites2, weights2)
        E2 = energy(cells2, kinds)
        if E2 <= E or rnd.random() < math.exp((E - E2) / T):
            params, cells, E = newp, cells2, E2
            if E < best[0]:
                best = (E, dict(params))
        if step % 2000 == 0:
            print(f"# step {step} energy {E:.1f} best {best[0]:.1f} {time.time() - t0:.0f}s", file=sys.stderr)
    params = best[1]
    sites, weights, kinds = build(params)
    cells = {s: cell(s, sites, weights) for s in sites}
    E, notes = energy(cells, kinds, detail=True)
    print(f"# energy {E:.1f}", *notes, sep="\n# ", file=sys.stderr)
    return params


def constants(params) -> str:
    shift, weight, waters, wilds = [], [], [], []
    for k, (x, y, w, kind) in params.items():
        if kind == "land":
            cx, cy = TERRITORY[k].center
            if (round(x) - cx, round(y) - cy) != (0, 0):
                shift.append(f'"{k}": ({round(x) - cx}, {round(y) - cy}),')
            if round(w):
                weight.append(f'"{k}": {round(w)},')
        else:
            table = S.WILDS if kind == "wild" else S.WATERS
            (wilds if kind == "wild" else waters).append(f'"{k}": ("{table[k][0]}", ({round(x)}, {round(y)}), {round(w)}),')
    out = []
    for name, items in (("SITE_SHIFT", sorted(shift)), ("SITE_WEIGHT", sorted(weight)), ("WATERS", waters),
                        ("WILDS", wilds)):
        out.append(f"{name} = {{\n    " + " ".join(items) + "\n}")
    return "\n".join(out)


if __name__ == "__main__":
    args = sys.argv[1:] + ["20000", "15", "1"][len(sys.argv) - 1:]
    print(constants(anneal(int(args[0]), float(args[1]), int(args[2]))))
