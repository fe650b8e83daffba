"""The ladder check (issue 31): each step of a published optimisation
ladder (validation/ladders.json) against lhf's hints on the kernel before
the step. A step is *represented* when its change is one a hint can
propose; for those the report gives the hint's rank among the kernel's
hints (sorted by gain), the gain it predicted and the speed-up measured.
Every hint of every validated kernel is also checked against its kernel's
roofline headroom (predicted cycles less the busiest unit's cycles)."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
LADDERS = os.path.join(HERE, "ladders.json")

# The fixes lhf's hints name (docs/json-schema.md 2.3).
REPRESENTED = {"coalesce", "pad_or_swizzle", "renumber_blocks",
               "register_tiling", "vectorise", "larger_warp_tile",
               "more_stages", "independent_work", "fewer_registers",
               "less_shared_memory", "fewer_barriers", "fewer_instructions",
               "fill_last_wave", "fewer_blocks", "combine_atomics",
               "privatise_atomics", "more_work_per_thread"}
TOP = 3          # recall counts the change among the first TOP hints
SHOWN = 2.0      # ... with at least the gain (%) a hint needs to be shown
FACTOR = 2.0     # predicted speed-up within this factor of the measured
# A step that gained less than this was not worth a hint: recall counts
# only the steps that gained at least this much.
GAINED = 1.1
RECALL_TARGET = 0.8
GAIN_TARGET = 0.7


def load_steps(path=LADDERS):
    with open(path) as f:
        doc = json.load(f)
    steps = []
    for inst in doc["instances"]:
        def idof(kernel):
            return inst.get("ids", {}).get(kernel,
                                           inst["id"].replace("{}", kernel))
        for frm, to, fix, change in doc["ladders"][inst["ladder"]]:
            steps.append({"ladder": inst["ladder"], "suite": inst["suite"],
                          "from": idof(frm), "to": idof(to), "fix": fix,
                          "change": change})
    return steps


def _rows_by_id(results, suite, model):
    res = results.get(suite) or {}
    if not res.get("ok") or model not in res:
        return None
    return {r["id"]: r for r in res[model]["rows"]}


def check(results, model, steps=None):
    """Per step: rank, predicted gain and speed-up, measured speed-up."""
    out = []
    for s in steps if steps is not None else load_steps():
        rows = _rows_by_id(results, s["suite"], model)
        fixes = s["fix"] if isinstance(s["fix"], list) else [s["fix"]]
        r = dict(s, fix="/".join(fixes),
                 represented=any(f in REPRESENTED for f in fixes))
        if rows is None or s["from"] not in rows or s["to"] not in rows:
            if rows is not None:
                r["missing"] = True
                out.append(r)
            continue
        a, b = rows[s["from"]], rows[s["to"]]
        pred = a["entry"]["pred"][model]
        hints = pred.get("hints") or []
        r["measured_speedup"] = a["t_meas"] / b["t_meas"]
        r["top_hint"] = hints[0]["fix"] if hints else "none"
        r["rank"] = None
        # No hint for the change predicts no gain from it.
        r["gain_percent"], r["predicted_speedup"] = 0.0, 1.0
        for i, h in enumerate(hints):
            if h.get("fix") in fixes:
                r["rank"] = i + 1
                share = min(0.999, float(h.get("predicted_gain_percent") or 0)
                            / 100.0)
                r["gain_percent"] = 100.0 * share
                r["predicted_speedup"] = 1.0 / (1.0 - share)
                break
        ratio = r["predicted_speedup"] / r["measured_speedup"]
        r["within"] = 1.0 / FACTOR <= ratio <= FACTOR
        r["gained"] = r["measured_speedup"] >= GAINED
        out.append(r)
    return out


def over_headroom(results, model):
    """(hints checked, [(row id, fix, gain %, headroom %)]) for every hint
    whose gain exceeds its kernel's headroom to the roof."""
    n, bad = 0, []
    for res in results.values():
        if not res.get("ok") or model not in res:
            continue
        for row in res[model]["rows"]:
            p = row["entry"]["pred"][model]
            cyc, sol = p.get("cycles"), p.get("sol") or {}
            if not cyc or "roof_cycles" not in sol:
                continue
            for h in p.get("hints") or []:
                n += 1
                # The roof after the change: a hint that takes work away
                # lowers the roof of the unit it relieves.
                head = max(0.0, cyc - h.get("roof_after", sol["roof_cycles"]))
                if h["predicted_gain"] > head * (1 + 1e-9) + 1e-6:
                    bad.append((row["id"], h["fix"],
                                100.0 * h["predicted_gain"] / cyc,
                                100.0 * head / cyc))
    return n, bad


def summary(rows):
    rep = [r for r in rows if r["represented"] and not r.get("missing")]
    gained = [r for r in rep if r["gained"]]
    named = [r for r in gained if r["rank"] is not None and r["rank"] <= TOP
             and r["gain_percent"] >= SHOWN]
    within = [r for r in rep if r["within"]]
    return {"steps": len([r for r in rows if not r.get("missing")]),
            "represented": len(rep), "gained": len(gained),
            "named": len(named), "within": len(within),
            "recall": len(named) / len(gained) if gained else None,
            "gain_ok": len(within) / len(rep) if rep else None}


def _pct(x):
    return "n/a" if x is None else "%.0f%%" % (100 * x)


def summary_line(rows, n_hints, bad):
    s = summary(rows)
    met = (s["recall"] is not None and s["recall"] >= RECALL_TARGET and
           s["gain_ok"] is not None and s["gain_ok"] >= GAIN_TARGET and
           not bad)
    return ("ladders: %d steps, %d the hints can represent, %d of them "
            "gained %gx or more: change among the top %d hints (gain >= "
            "%g%%, shown without --all-hints) in %d of those (%s); predicted speed-up within %gx of the measured in "
            "%d of %d (%s); %d of %d hints over their roofline headroom; "
            "targets (>= %.0f%%, >= %.0f%%, none over): %s"
            % (s["steps"], s["represented"], s["gained"], GAINED, TOP,
               SHOWN, s["named"], _pct(s["recall"]), FACTOR, s["within"],
               s["represented"], _pct(s["gain_ok"]), len(bad), n_hints,
               100 * RECALL_TARGET, 100 * GAIN_TARGET,
               "met" if met else "NOT met"))


def print_table(rows, out):
    """The steps as a plain table, one line each (make validate's output)."""
    fmt = "%-26s %-56s %-22s %4s %16s %9s %s"
    print(fmt % ("suite", "step", "fix", "rank", "predicted", "measured",
                 "within"), file=out)
    for r in rows:
        if r.get("missing"):
            print(fmt % (r["suite"][:26], r["from"][-56:], r["fix"][:22],
                         "", "", "", "row missing"), file=out)
            continue
        pred = ("%.2fx (%.0f%%)" % (r["predicted_speedup"], r["gain_percent"])
                if r["rank"] else "1.00x")
        within = (("yes" if r["within"] else "no") if r["represented"]
                  else "not represented")
        print(fmt % (r["suite"][:26], (r["from"] + " -> " +
                                       r["to"].split("/")[-2 if r["to"].count(
                                           "/") >= 2 else -1])[-56:],
                     r["fix"][:22], r["rank"] or "-", pred,
                     "%.2fx" % r["measured_speedup"], within), file=out)


def markdown(rows, n_hints, bad):
    """The section of docs/accuracy.md."""
    L = ["## Hints against the published ladders", "",
         "Each step of a published optimisation ladder "
         "(`validation/ladders.json`: the change the author made, in our "
         "words, as a hint fix) against lhf's hints on the kernel before "
         "the step (`--all-hints`, sorted by gain). **rank** is the "
         "position of the hint proposing that change (`-`: none does); "
         "**predicted** is the speed-up its gain promises, 1 / (1 - gain), "
         "1.00x without such a hint; **measured** the published times' "
         "ratio. A step whose change no hint can propose is *not "
         "represented*: the model has no what-if for it (see "
         "`validation/ladders.json`'s `about`). Recall counts the "
         "represented steps that gained %gx or more (a change that gained "
         "less, or slowed the kernel, is right to go unproposed); the "
         "predicted speed-up is right within %gx of the measured, over all "
         "represented steps. A hint's headroom is to the roof after its "
         "change (a hint that takes work away lowers the roof of the unit "
         "it relieves)." % (GAINED, FACTOR), "",
         summary_line(rows, n_hints, bad) + ".", ""]
    L.append("| suite | step | change | fix | rank | top hint | predicted "
             "| measured | within %gx |" % FACTOR)
    L.append("| --- | --- | --- | --- | ---: | --- | ---: | ---: | --- |")
    for r in rows:
        step = "%s -> %s" % (r["from"], r["to"].split("/")[-2]
                             if r["to"].count("/") >= 2 else r["to"])
        if r.get("missing"):
            L.append("| %s | %s | %s | %s | | | | | row missing |"
                     % (r["suite"], step, r["change"], r["fix"]))
            continue
        fix = r["fix"] if r["represented"] else r["fix"] + " (not represented)"
        L.append("| %s | %s | %s | %s | %s | %s | %s | %.2fx | %s |" % (
            r["suite"], step, r["change"], fix,
            r["rank"] if r["rank"] else "-", r["top_hint"],
            "%.2fx (%.0f%%)" % (r["predicted_speedup"], r["gain_percent"])
            if r["rank"] else "1.00x", r["measured_speedup"],
            ("yes" if r.get("within") else "no") if r["represented"]
            else ""))
    L.append("")
    if bad:
        L.append("Hints over their kernel's roofline headroom:")
        L.append("")
        for rid, fix, g, hd in bad:
            L.append("- %s: %s %.1f%% > headroom %.1f%%" % (rid, fix, g, hd))
        L.append("")
    return L
