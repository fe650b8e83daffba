"""Hostile and malformed inputs to the report: one line naming the file and
where, exit 1, never a traceback or a hang (issue 35)."""

import json
import os

import pytest

from lhf import cli, report, schema


def _run(path, tmp_path, capsys):
    rc = cli.report_main([str(path), "-o", str(tmp_path / "r.html")])
    err = capsys.readouterr().err
    return rc, err


@pytest.mark.parametrize("text, where", [
    ('{"kernels": [{"name": 3}]}', "kernels[0].name: expected a string, got an integer"),
    ('{"kernels": 7}', "kernels: expected an array"),
    ('{"kernels": [{"name": "k", "segments": 5}]}', "kernels[0].segments: expected an array"),
    ('{"kernels": [{"name": "k", "segments": [{"ilp": "x"}]}]}',
     "kernels[0].segments[0].ilp: expected a number, got a string"),
    ('{"kernels": [{"name": "k", "hints": ["x"]}]}',
     "kernels[0].hints[0]: expected an object, got a string"),
    ('{"kernels": [{"name": "k", "predicted_cycles": NaN}]}',
     "kernels[0].predicted_cycles: nan is not a finite number"),
    ('{"kernels": [{"name": "k", "can_launch": "no"}]}',
     "kernels[0].can_launch: expected true or false"),
    ('[{"name": "k", "tlp": 1.5}]', "[0].tlp: expected an integer, got a number"),
    ('{"kernels": [{"name": "k", "gpu_info": {"clock_mhz": "fast"}}]}',
     "kernels[0].gpu_info.clock_mhz: expected a number"),
    ('{"kernels": [3]}', "kernels[0]: expected an object, got an integer"),
])
def test_wrong_types_are_named(tmp_path, capsys, text, where):
    p = tmp_path / "bad.json"
    p.write_text(text)
    rc, err = _run(p, tmp_path, capsys)
    assert rc == 1
    assert err.startswith(f"lhf: error: {p}: {where}")
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("text, said", [
    ("--- !Analysis\nPass: lhf\n  bad: [\n", ":3: not remark YAML"),
    ("--- !!python/object:os.system\nargs: [ls]\n",
     ":1: not remark YAML: could not determine a constructor"),
])
def test_broken_and_unsafe_yaml(tmp_path, capsys, text, said):
    p = tmp_path / "r.yaml"
    p.write_text(text)
    rc, err = _run(p, tmp_path, capsys)
    assert rc == 1 and f"{p}{said}" in err and "Traceback" not in err


def test_cuda_source_is_not_taken_for_json(tmp_path, capsys):
    p = tmp_path / "k.cu"
    p.write_text("__global__ void k() {}\n")
    rc, err = _run(p, tmp_path, capsys)
    assert rc == 1
    assert f"{p}:1:1: neither lhf's JSON nor remark YAML" in err


@pytest.mark.parametrize("make", ["fifo", "dir", "missing"])
def test_non_regular_files_are_refused(tmp_path, capsys, make):
    p = tmp_path / "in.json"
    if make == "fifo":
        os.mkfifo(p)
    elif make == "dir":
        p.mkdir()
    rc, err = _run(p, tmp_path, capsys)
    assert rc == 1
    want = "No such file or directory" if make == "missing" else "not a regular file"
    assert err.strip() == f"lhf: error: {p}: {want}"


def test_dev_zero_is_refused(tmp_path, capsys):
    rc, err = _run("/dev/zero", tmp_path, capsys)
    assert rc == 1 and "/dev/zero: not a regular file" in err


def test_unwritable_output_is_named(two_kernels_json, tmp_path, capsys):
    out = tmp_path / "no" / "r.html"
    rc = cli.report_main([two_kernels_json, "-o", str(out)])
    assert rc == 1
    assert f"lhf: error: {out}: No such file or directory" in capsys.readouterr().err


def test_no_prediction_is_not_zero(tmp_path, capsys):
    p = tmp_path / "n.json"
    p.write_text(json.dumps({"kernels": [
        {"name": "k", "can_launch": False, "cannot_launch_reason": ""},
        {"name": "j"}]}))
    out = tmp_path / "r.html"
    assert cli.report_main([str(p), "-o", str(out)]) == 0
    page = out.read_text()
    assert "no reason given" in page and "none in the input" in page
    assert "0 SM cycles" not in page


def test_many_kernels_chart_only_the_slowest(two_kernels_json):
    (k, _) = json.load(open(two_kernels_json))["kernels"]
    ks = [dict(k, name=f"k{i}", predicted_cycles=i) for i in range(30)]
    charted = report._charted(ks)
    assert charted == set(range(30 - report.MAX_CHARTED, 30))


def test_schema_keys_are_documented():
    """Every typed key is in docs/json-schema.md with the same type word."""
    here = os.path.dirname(os.path.abspath(__file__))
    doc = open(os.path.join(here, "..", "..", "docs", "json-schema.md")).read()
    for table in (schema.KERNEL, schema.SEGMENT, schema.HINT, schema.GPU_INFO):
        for key, want in table.items():
            rows = [r for r in doc.splitlines() if r.startswith("|")
                    and f"`{key}`" in r.split("|")[1]]
            assert rows, f"{key} not documented"
            words = {"bool": "bool", "string": "string", "number": "number",
                     "integer": "integer", "array": "array", "object": "object"}
            assert any(words[want] in r.split("|")[2] for r in rows), (key, want)


def test_mutated_inputs_never_raise_anything_else(two_kernels_json, remarks_yaml):
    """A bounded mutation loop over the loaders (issue 35's fuzz target for
    the report): every mutant of the two fixtures either loads or raises
    ValueError with a message; never another exception."""
    import random

    from lhf.load import load_text

    rng = random.Random(35)
    seeds = [(open(two_kernels_json).read(), "a.json"),
             (open(remarks_yaml).read(), "a.yaml")]
    alphabet = '{}[]":,0123456789.-eE ntrufalsNI\n!&*|>-'
    tried = 0
    for _ in range(400):
        text, name = rng.choice(seeds)
        chars = list(text)
        for _ in range(rng.randint(1, 8)):
            op = rng.randrange(3)
            i = rng.randrange(len(chars) + 1)
            if op == 0 and chars:
                del chars[min(i, len(chars) - 1)]
            elif op == 1:
                chars.insert(i, rng.choice(alphabet))
            elif chars:
                j = rng.randrange(len(chars))
                chars[min(i, len(chars) - 1)], chars[j] = \
                    chars[j], chars[min(i, len(chars) - 1)]
        try:
            ks = load_text("".join(chars), name)
        except ValueError as err:
            assert str(err)
        else:
            for k in ks:  # the page's text for what loads (charts are slow)
                assert report.kernel_section(k, "k", with_charts=False)
        tried += 1
    assert tried == 400
