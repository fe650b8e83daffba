"""A self-contained HTML report: one section per kernel.

Each section has a summary table, the three charts of :mod:`lhf.charts`
embedded as base64 PNG data URIs (no external files, scripts or styles),
the segment table, the hints with their ``file:line`` (a ``file://`` link
when the source file is found) and the notes.
"""

import datetime
import html
import os

from . import charts, runs, source_view
from .source_view import resolve_source

_CSS = """
body { font-family: sans-serif; margin: 1.5em; color: #222; max-width: 90em; }
h1 { font-size: 1.5em; } h2 { border-bottom: 2px solid #4c72b0; padding-bottom: .2em; }
table { border-collapse: collapse; margin: .5em 0 1em; font-size: .9em; }
th, td { border: 1px solid #ccc; padding: .2em .5em; text-align: right; }
th { background: #eef; } td.l, th.l { text-align: left; }
.kernel { margin-bottom: 3em; }
.bad { color: #b00; font-weight: bold; }
figure { margin: 1em 0; } figcaption { font-size: .85em; color: #555; max-width: 60em; }
img { max-width: 100%; }
.hint { margin: .4em 0; } .kind { font-weight: bold; }
code { background: #f4f4f4; padding: 0 .2em; }
nav a { margin-right: 1em; }
.scroll { overflow-x: auto; } td.mix { min-width: 12em; }
table.segs { font-size: .8em; } table.segs th, table.segs td { padding: .15em .3em; }
table.src { font-size: .85em; width: 100%; } table.src td { vertical-align: top; border: none;
  border-bottom: 1px solid #eee; padding: 0 .4em; } table.src pre { margin: 0; }
table.src td.ln { color: #888; } table.src td.code { text-align: left; }
table.src td.cyc { position: relative; white-space: nowrap; min-width: 7em; }
table.src .bar { position: absolute; left: 0; top: 2px; bottom: 2px; background: #f6c8a6; z-index: -1; }
table.src tr.hot td.code { background: #fff8ee; } table.src tr.hinted td.code { background: #ffe9d6; }
table.src td.ann { text-align: left; font-size: .9em; max-width: 40em; }
table.src tr:target td { outline: 2px solid #4c72b0; } tr.gap td { text-align: center; color: #aaa; }
table.cmp td.better { color: #2a7a2a; font-weight: bold; } table.cmp td.worse { color: #b00; font-weight: bold; }
table.sweep tr.rec td { background: #fff3c4; font-weight: bold; } h2.run { border-bottom-color: #dd8452; }
.hintline { color: #8a3b00; } .acc { color: #555; } .seg { color: #1f4f8f; }
"""

#: Summary rows: (label, key, unit).
_SUMMARY = [
    ("GPU", "gpu", ""),
    ("predicted time", "predicted_time_us", "us"),
    ("predicted cycles", "predicted_cycles", "SM cycles"),
    ("bottleneck", "bottleneck", ""),
    ("resident warps per SM", "w", ""),
    ("blocks per SM limited by", "blp_limiter", ""),
    ("registers per thread", "regs", ""),
    ("registers from", "regs_source", ""),
]

#: The paper's quantities, folded under the summary.
_MODEL = [
    ("TimeOneRep", "time_one_rep", "SM cycles"),
    ("RepNum (waves)", "rep_num", ""),
    ("the last wave", "time_last_rep", "SM cycles"),
    ("RepNum, paper (NB / (BLP x NSM))", "rep_num_paper", ""),
    ("starting the grid's blocks", "block_launch_cycles", "SM cycles"),
    ("the grid's atomics on one word, queued", "one_word_atomic_cycles",
     "SM cycles"),
    ("the grid's atomics on a few lines, queued (at least)",
     "line_atomic_cycles", "SM cycles"),
    ("the blocks' hand-offs in turn (at least)", "chain_cycles",
     "SM cycles"),
    ("issue", "issue_cycles", "SM cycles per rep"),
    ("of it, the tensor pipe", "tensor_cycles", "SM cycles per rep"),
    ("exposed memory latency", "latency_cycles", "SM cycles per rep"),
    ("of it, the blocks' start", "block_start_cycles", "SM cycles per rep"),
    ("exposed, bandwidth-bound", "bandwidth_cycles", "SM cycles per rep"),
    ("barrier", "barrier_cycles", "SM cycles per rep"),
    ("TLP (warps per block)", "tlp", ""),
    ("BLP (blocks per SM)", "blp", ""),
    ("BLP filled by the grid", "blp_used", ""),
    ("W (resident warps per SM)", "w", ""),
    ("NB (blocks in the grid)", "nb", ""),
    ("NBB (segments per warp)", "nbb", ""),
    ("aggregation", "aggregation", ""),
    ("remark level", "level", ""),
]

_SEGMENT_COLUMNS = [
    ("#", "index"), ("cycles", "cycles"), ("count", "count"), ("ILP", "ilp"), ("ILP next", "ilp_next"),
    ("bytes", "data_bytes"), ("ideal bytes", "ideal_bytes"),
    ("MemAccLa", "mem_latency"), ("MemAccBw", "mem_bw_cycles"),
    ("exposed", "exposed"), ("waits on", "wait_level"),
    ("global ld", "global_loads"), ("shared ld", "shared_loads"),
    ("stores", "stores"), ("compute", "compute"),
]

e = html.escape


def fmt(value):
    """A table cell: numbers with at most 4 significant figures, "-" for None."""
    if value is None or value == "":
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        if value.is_integer() and abs(value) < 1e15:
            return f"{int(value):,}"
        if 1e4 <= abs(value) < 1e15:
            return f"{value:,.0f}"
        return f"{value:.4g}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)


def source_ref(file, line, search_dirs, view=None):
    """``file:line`` as HTML: a link to the line in the page's source view
    when ``view`` (``(anchor, file)``) shows that file, else a
    ``file://`` link when the file exists, else plain text."""
    if not file:
        return "<span>&lt;unknown location&gt;</span>"
    text = f"{file}:{line}" if line else file
    if view and view[1] == file and line:
        return (f'<a href="#{e(source_view.line_anchor(view[0], line))}">'
                f"<code>{e(text)}</code></a>")
    path = resolve_source(file, search_dirs)
    if path is None:
        return f"<code>{e(text)}</code>"
    url = "file://" + path.replace("\\", "/").replace(" ", "%20")
    if line:
        url += f"#L{line}"
    return f'<a href="{e(url)}"><code>{e(text)}</code></a>'


#: speed_of_light key -> what the page calls the unit.
_UNITS = [("dram", "DRAM"), ("l2", "L2"), ("l1", "L1"), ("shared", "shared memory"),
          ("issue", "issue"), ("tensor", "tensor pipe")]


def _dims(v):
    return "(" + ",".join(str(int(x)) for x in v) + ")" if isinstance(v, list) else "-"


def _guess(r):
    """One ``rests_on`` entry as the driver's first line says it: "1 loop
    trip count (at 64 trips: 27.54 us; pass --arg wA=<int> or
    --default-trip)"."""
    if not isinstance(r, dict):
        return str(r)
    said = []
    more = r.get("at_more_trips")
    if isinstance(more, dict) and more.get("trip") is not None:
        t = more.get("predicted_time_us")
        said.append(f"at {more['trip']} trips: " +
                    (f"{float(t):.2f} us" if t is not None else "cannot launch"))
    if r.get("bind"):
        said.append("pass " + " or ".join(str(b) for b in r["bind"]))
    return str(r.get("what") or "a guess") + (f" ({'; '.join(said)})" if said else "")


def _launch_rows(k):
    """The launch and where it came from, what the number rests on, and the
    speed of light (each unit's share of its peak, occupancy, waves)."""
    rows = []

    def row(label, html_cell, cls="l"):
        rows.append(f'<tr><th class="l">{e(label)}</th><td class="{cls}">{html_cell}</td></tr>')
    if k.get("block") or k.get("grid"):
        launch = f"block {_dims(k.get('block'))} grid {_dims(k.get('grid'))}"
        if k.get("launch_from"):
            launch += f"<br><small>{e(str(k['launch_from']))}</small>"
        row("launch", launch)
    rests = [_guess(r) for r in k.get("rests_on") or []]
    if rests:
        row("rests on guesses", e("; ".join(rests)), "l bad")
    sol = k.get("speed_of_light")
    if isinstance(sol, dict):
        units = ", ".join(f"{name} {float(sol[key]):.0f}%" for key, name in _UNITS
                          if isinstance(sol.get(key), (int, float)))
        more = []
        if sol.get("occupancy_percent") is not None:
            more.append(f"occupancy {float(sol['occupancy_percent']):.0f}%")
        if sol.get("waves") is not None:
            more.append(f"{float(sol['waves']):.2f} waves")
        row("speed of light", e(units + " of peak" + ("; " + ", ".join(more) if more else "")))
    return rows


def _summary(k):
    rows = []
    if not k.get("can_launch", True):
        rows.append(f'<tr><th class="l">cannot launch</th><td class="l bad">'
                    f'{e(k.get("cannot_launch_reason") or "no reason given")}'
                    f'</td></tr>')
    elif k.get("predicted_cycles") is None:
        rows.append('<tr><th class="l">prediction</th><td class="l bad">none '
                    'in the input</td></tr>')
    rows += _launch_rows(k)

    def table_of(spec):
        out = []
        for label, key, unit in spec:
            # 0: no block_launch figure, no atomics on one word, no block
            # start added; not a time
            if k.get(key) is not None and not (
                    key in ("block_launch_cycles", "one_word_atomic_cycles",
                            "line_atomic_cycles", "chain_cycles",
                            "block_start_cycles")
                    and not k.get(key)):
                cell = fmt(k.get(key)) + (f" {unit}" if unit else "")
                # A time that leaves out what only adds to it says so.
                if k.get("lower_bound") and key in ("predicted_time_us",
                                                    "predicted_cycles"):
                    cell = "at least " + cell
                out.append(f'<tr><th class="l">{e(label)}</th><td class="l">{e(cell)}</td></tr>')
        return "<table>" + "".join(out) + "</table>"
    table = "<table>" + "".join(rows) + table_of(_SUMMARY)[len("<table>"):]
    model = table_of(_MODEL)
    if model != "<table></table>":
        table += ("<details><summary>The model's quantities (TimeOneRep, "
                  "RepNum, TLP, BLP, NBB, the split of the time)</summary>"
                  + model + "</details>")
    if k.get("source") == "remarks":
        table += ("<p><small>From optimisation remarks: only the numbers the "
                  "remarks carry are shown.</small></p>")
    return table


def _figure(png, caption, alt):
    if png is None:
        return f"<p><em>{e(caption)}</em></p>"
    return (f'<figure><img alt="{e(alt)}" src="{charts.data_uri(png)}">'
            f"<figcaption>{e(caption)}</figcaption></figure>")


def _mix(instrs):
    """``{"fp32": 6, "int": 3}`` -> ``"fp32 6, int 3"`` (largest first)."""
    if not instrs:
        return ""
    items = sorted(instrs.items(), key=lambda kv: -float(kv[1]))
    return ", ".join(f"{k} {fmt(float(v))}" for k, v in items)


def _segments(k, dirs, view=None):
    segs = k.get("segments") or []
    if not segs:
        return "<p><em>No per-segment numbers in the input.</em></p>"
    head = "".join(f"<th>{e(c)}</th>" for c, _ in _SEGMENT_COLUMNS)
    head += ('<th class="l">kind</th><th class="l">source</th>'
             '<th class="l">label</th><th class="l">instruction mix</th>')
    body = []
    for s in segs:
        kind = ["sync" if s.get("sync") else "con"]
        if s.get("bandwidth_bound"):
            kind.append("bw-bound")
        if s.get("blocks_overlap"):
            kind.append("blocks overlap")
        cells = "".join(f"<td>{e(fmt(s.get(key)))}</td>" for _, key in _SEGMENT_COLUMNS)
        body.append(f"<tr>{cells}<td class='l'>{e(' '.join(kind))}</td>"
                    f"<td class='l'>{source_ref(s.get('file'), s.get('line'), dirs, view)}</td>"
                    f"<td class='l'>{e(s.get('label') or '')}</td>"
                    f"<td class='l mix'><small>{e(_mix(s.get('instrs')))}</small></td></tr>")
    return (f"<div class='scroll'><table class='segs'><tr>{head}</tr>{''.join(body)}</table></div>"
            "<p><small>Per warp and per execution: ILP, MemAccLa, MemAccBw and "
            "exposed in SM cycles, bytes in bytes, loads/stores/compute in warp "
            "instructions (the mix by the GPU description's instruction "
            "classes); count = executions per warp.</small></p>")


def _hints(k, dirs, view=None):
    hints = k.get("hints") or []
    if not hints:
        left = int(k.get("hints_left_out") or 0)
        return ("<p><em>No hints" + (f" over 2% of the kernel's time ({left} "
                "smaller ones left out: --all-hints)" if left else "") +
                ".</em></p>")
    items = []
    for h in sorted(hints, key=lambda h: -float(h.get("predicted_gain") or 0)):
        gain = f"{fmt(float(h.get('predicted_gain') or 0))} cycles"
        if h.get("predicted_gain_percent") is not None:
            gain = (f"{float(h['predicted_gain_percent']):.1f}% = "
                    f"{float(h.get('predicted_gain_us') or 0):.2f} us, {gain}")
        label = h.get("fix") if h.get("fix") not in (None, "", "none") \
            else h.get("kind")
        head = h.get("action") or str(label)
        items.append(
            f'<li class="hint"><span class="kind">{e(head)}</span> '
            f"<small>(predicted gain {e(gain)}"
            f"{', capped at the roof' if h.get('capped') else ''})</small> at "
            f"{source_ref(h.get('file'), h.get('line'), dirs, view)}<br>"
            f"<small>{e(str(h.get('message') or ''))}</small></li>")
    left = int(k.get("hints_left_out") or 0)
    more = (f"<p><small>{left} hint(s) under 2% of the kernel's time left "
            "out (--all-hints shows them).</small></p>") if left else ""
    return "<ul>" + "".join(items) + "</ul>" + more


#: Charts cost about 0.4 s per kernel: an input with more kernels gets them
#: for its slowest ones only (bench/RESULTS.md: 500 kernels).
MAX_CHARTED = 24


def _charted(kernels):
    """Indices of the kernels that get charts: all, or the MAX_CHARTED with
    the largest predicted time."""
    if len(kernels) <= MAX_CHARTED:
        return set(range(len(kernels)))
    order = sorted(range(len(kernels)),
                   key=lambda i: -float(kernels[i].get("predicted_cycles") or 0))
    return set(order[:MAX_CHARTED])


def kernel_section(k, anchor, search_dirs=(), gpus_dir=None, with_charts=True):
    """The HTML of one kernel's section."""
    dirs = list(search_dirs)
    parts = [f'<section class="kernel" id="{e(anchor)}">',
             f"<h2>{e(runs.kernel_name(k))}</h2>"]
    if k.get("file"):
        parts.append(f"<p>kernel at {source_ref(k['file'], k.get('line'), dirs)}</p>")
    parts.append(_summary(k))
    src_html, src_file = source_view.render(k, anchor, dirs)
    view = (anchor, src_file) if src_file else None
    parts.append("<h3>Hints</h3>")
    parts.append(_hints(k, dirs, view))
    parts.append("<h3>Source</h3>")
    parts.append(src_html)
    if with_charts:
        parts.append("<h3>Segment timeline</h3>")
        parts.append(_figure(*charts.timeline_chart(k), alt="segment timeline"))
        parts.append("<h3>Occupancy</h3>")
        parts.append(_figure(*charts.occupancy_chart(k), alt="occupancy chart"))
        parts.append("<h3>Roofline</h3>")
        parts.append(_figure(*charts.roofline_chart(k, gpus_dir), alt="roofline"))
    else:
        parts.append(f"<p><small>No charts: drawn for the {MAX_CHARTED} "
                     "slowest kernels of the input only.</small></p>")
    parts.append("<h3>Segments</h3>")
    parts.append(_segments(k, dirs, view))
    if k.get("notes"):
        parts.append("<h3>Notes</h3><ul>" +
                     "".join(f"<li>{e(n)}</li>" for n in k["notes"]) + "</ul>")
    parts.append("</section>")
    return "\n".join(parts)


def _run_sections(kernels, meta, prefix, search_dirs, gpus_dir, charted,
                  interactive):
    """The sections of one run: every kernel, or for a sweep its table,
    its chart (uPlot's when ``interactive``: the page inlines it) and the
    recommended shape's section."""
    anchors = [f"{prefix}k{i}" for i in range(len(kernels))]
    if runs.is_sweep(meta):
        rows = runs.sweep_rows(kernels, meta)
        keep = [i for i, (_, _, rec) in enumerate(rows) if rec] or [0]
        live = runs.sweep_interactive(kernels, meta, f"{prefix}sweep") \
            if interactive else None
        png = _figure(*runs.sweep_chart(kernels, meta), alt="time per block")
        body = ["<h2>Sweep</h2>",
                live + f"<noscript>{png}</noscript>" if live else png,
                runs.sweep_table(kernels, meta),
                f"<p><small>The section below is the recommended shape's; the "
                f"other {len(kernels) - len(keep)} differ in the table's "
                "figures.</small></p>" if kernels else ""]
        body += [kernel_section(kernels[i], anchors[i], search_dirs, gpus_dir,
                                True) for i in keep if kernels]
        return "\n".join(body), []
    nav = [(a, k) for a, k in zip(anchors, kernels)]
    body = "\n".join(kernel_section(k, a, search_dirs, gpus_dir, i in charted)
                     for i, (a, k) in enumerate(zip(anchors, kernels)))
    return body, nav


def render_html(kernels, title="lhf report", source=None, search_dirs=(),
                gpus_dir=None, meta=None):
    """The whole report page for a list of (normalised) kernel dicts."""
    return render_runs([(source or "input", kernels, meta or {})], title,
                       source, search_dirs, gpus_dir)


def render_runs(run_list, title="lhf report", source=None, search_dirs=(),
                gpus_dir=None):
    """The page for one or more runs, each ``(label, kernels, meta)``: with
    two or more, a comparison table first."""
    when = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    origin = f" from <code>{e(source)}</code>" if source else ""
    total = sum(len(ks) for _, ks, _ in run_list)
    # uPlot, inlined before any chart that uses it (pages without one stay
    # free of scripts).
    assets = runs.uplot_assets() if any(
        runs.is_sweep(meta) for _, _, meta in run_list) else None
    head_extra = (f"<style>{assets[1]}</style><script>{assets[0]}</script>"
                  if assets else "")
    parts, nav = [], []
    if len(run_list) > 1:
        parts.append("<h2>Comparison</h2>")
        parts.append(runs.compare_html([(label, ks) for label, ks, _ in run_list]))
    for r, (label, kernels, meta) in enumerate(run_list):
        prefix = f"r{r}" if len(run_list) > 1 else ""
        if len(run_list) > 1:
            parts.append(f'<h2 class="run">{e(label)}</h2>')
        body, run_nav = _run_sections(kernels, meta, prefix, search_dirs,
                                      gpus_dir, _charted(kernels),
                                      assets is not None)
        parts.append(body or "<p><em>The input holds no kernels.</em></p>")
        nav += run_nav
    links = " ".join(f'<a href="#{a}">{e(runs.kernel_name(k))}</a>'
                     for a, k in nav)
    return (
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        f"<title>{e(title)}</title><style>{_CSS}</style>{head_extra}</head><body>"
        f"<h1>{e(title)}</h1><p>Latency-hidden-factor predictions{origin}, "
        f"{total} kernel(s), written {e(when)}. Cycles are SM cycles.</p>"
        f"<nav>{links}</nav>\n" + "\n".join(parts) + "\n</body></html>\n")


def write_report(kernels, out_path, source=None, search_dirs=(), gpus_dir=None,
                 title="lhf report", meta=None):
    """Write the report for ``kernels`` to ``out_path``."""
    return write_runs([(source or "input", kernels, meta or {})], out_path,
                      source, search_dirs, gpus_dir, title)


def write_runs(run_list, out_path, source=None, search_dirs=(), gpus_dir=None,
               title="lhf report"):
    """Write the report of ``run_list`` (see :func:`render_runs`)."""
    page = render_runs(run_list, title=title, source=source,
                       search_dirs=search_dirs, gpus_dir=gpus_dir)
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(page)
    return out_path
