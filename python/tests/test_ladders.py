"""The ladder check of make validate (validation/ladders.py): a step's rank,
predicted speed-up and recall, and hints over their roofline headroom."""

import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "validation"))
import ladders  # noqa: E402


def row(rid, t_meas, hints, cycles=1000.0, roof=400.0):
    return {"id": rid, "t_meas": t_meas,
            "entry": {"pred": {"max": {
                "hints": hints, "cycles": cycles,
                "sol": {"roof_cycles": roof}}}}}


def hint(fix, percent, cycles=1000.0, roof_after=None):
    h = {"fix": fix, "predicted_gain_percent": percent,
         "predicted_gain": cycles * percent / 100.0}
    if roof_after is not None:
        h["roof_after"] = roof_after
    return h


def results(rows):
    return {"s": {"ok": True, "max": {"rows": rows}}}


STEPS = [{"ladder": "l", "suite": "s", "from": "a", "to": "b",
          "fix": "more_stages", "change": "c"},
         {"ladder": "l", "suite": "s", "from": "b", "to": "c",
          "fix": ["fewer_instructions", "fewer_barriers"], "change": "c"},
         {"ladder": "l", "suite": "s", "from": "c", "to": "d",
          "fix": "shared_tiling", "change": "c"}]


def test_rank_and_speedup():
    res = results([
        row("a", 300.0, [hint("coalesce", 40), hint("more_stages", 25)]),
        row("b", 200.0, [hint("fewer_barriers", 1.5)]),
        row("c", 100.0, []), row("d", 50.0, [])])
    a, b, c = ladders.check(res, "max", STEPS)
    assert a["rank"] == 2 and a["predicted_speedup"] == pytest.approx(4 / 3)
    assert a["measured_speedup"] == pytest.approx(1.5) and a["within"]
    # Either fix of a list names the step; 1.5% is not a shown gain.
    assert b["fix"] == "fewer_instructions/fewer_barriers" and b["rank"] == 1
    assert not c["represented"] and c["rank"] is None
    s = ladders.summary([a, b, c])
    assert (s["represented"], s["gained"], s["named"]) == (2, 2, 1)
    assert s["recall"] == pytest.approx(0.5)


def test_missing_row_is_said():
    (a, _, _) = ladders.check(results([row("a", 1.0, [])]), "max", STEPS)
    assert a["missing"]


def test_over_headroom_uses_the_roof_after_the_change():
    # Headroom to today's roof is 60%, to the roof after the change 80%.
    ok = row("a", 1.0, [hint("coalesce", 70, roof_after=200.0)])
    bad = row("b", 1.0, [hint("coalesce", 70)])
    n, over = ladders.over_headroom(results([ok, bad]), "max")
    assert n == 2 and [(r, f) for r, f, _, _ in over] == [("b", "coalesce")]
