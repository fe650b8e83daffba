"""A self-contained HTML report: one section per kernel.

Each section has a summary table, the three charts of :mod:`lhf.charts`
embedded as base64 PNG data URIs (no external files, scripts or styles),
the segment table, the hints with their ``file:line`` (a ``file://`` link
when the source file is found) and the notes.
"""

import datetime
import html
import os

from . import charts

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
"""

#: Summary rows: (label, key, unit).
_SUMMARY = [
    ("GPU", "gpu", ""),
    ("bottleneck", "bottleneck", ""),
    ("predicted time", "predicted_time_us", "us"),
    ("predicted cycles (TimeTotal)", "predicted_cycles", "SM cycles"),
    ("TimeOneRep", "time_one_rep", "SM cycles"),
    ("RepNum (waves)", "rep_num", ""),
    ("RepNum, paper (NB / (BLP x NSM))", "rep_num_paper", ""),
    ("issue", "issue_cycles", "SM cycles per rep"),
    ("of it, the tensor pipe", "tensor_cycles", "SM cycles per rep"),
    ("exposed memory latency", "latency_cycles", "SM cycles per rep"),
    ("exposed, bandwidth-bound", "bandwidth_cycles", "SM cycles per rep"),
    ("barrier", "barrier_cycles", "SM cycles per rep"),
    ("TLP (warps per block)", "tlp", ""),
    ("BLP (blocks per SM)", "blp", ""),
    ("BLP filled by the grid", "blp_used", ""),
    ("BLP limited by", "blp_limiter", ""),
    ("W (resident warps per SM)", "w", ""),
    ("NB (blocks in the grid)", "nb", ""),
    ("NBB (segments per warp)", "nbb", ""),
    ("registers per thread", "regs", ""),
    ("registers from", "regs_source", ""),
    ("aggregation", "aggregation", ""),
    ("remark level", "level", ""),
]

_SEGMENT_COLUMNS = [
    ("#", "index"), ("count", "count"), ("ILP", "ilp"), ("ILP next", "ilp_next"),
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
        return f"{value:,.4g}" if abs(value) >= 1e4 else f"{value:.4g}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)


def resolve_source(file, search_dirs):
    """Absolute path of ``file`` if it exists (as given or under a search
    directory), else None."""
    if not file:
        return None
    candidates = [file] if os.path.isabs(file) else [
        os.path.join(d, file) for d in search_dirs]
    for c in candidates:
        if os.path.isfile(c):
            return os.path.abspath(c)
    return None


def source_ref(file, line, search_dirs):
    """``file:line`` as HTML: a ``file://...#L<line>`` link when the file
    exists, plain text otherwise."""
    if not file:
        return "<span>&lt;unknown location&gt;</span>"
    text = f"{file}:{line}" if line else file
    path = resolve_source(file, search_dirs)
    if path is None:
        return f"<code>{e(text)}</code>"
    url = "file://" + path.replace("\\", "/").replace(" ", "%20")
    if line:
        url += f"#L{line}"
    return f'<a href="{e(url)}"><code>{e(text)}</code></a>'


def _summary(k):
    rows = []
    if not k.get("can_launch", True):
        rows.append(f'<tr><th class="l">cannot launch</th><td class="l bad">'
                    f'{e(k.get("cannot_launch_reason") or "no reason given")}'
                    f'</td></tr>')
    elif k.get("predicted_cycles") is None:
        rows.append('<tr><th class="l">prediction</th><td class="l bad">none '
                    'in the input</td></tr>')
    for label, key, unit in _SUMMARY:
        if k.get(key) is not None:
            cell = fmt(k.get(key)) + (f" {unit}" if unit else "")
            rows.append(f'<tr><th class="l">{e(label)}</th><td class="l">{e(cell)}</td></tr>')
    table = "<table>" + "".join(rows) + "</table>"
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


def _segments(k, dirs):
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
        cells = "".join(f"<td>{e(fmt(s.get(key)))}</td>" for _, key in _SEGMENT_COLUMNS)
        body.append(f"<tr>{cells}<td class='l'>{e(' '.join(kind))}</td>"
                    f"<td class='l'>{source_ref(s.get('file'), s.get('line'), dirs)}</td>"
                    f"<td class='l'>{e(s.get('label') or '')}</td>"
                    f"<td class='l mix'><small>{e(_mix(s.get('instrs')))}</small></td></tr>")
    return (f"<div class='scroll'><table class='segs'><tr>{head}</tr>{''.join(body)}</table></div>"
            "<p><small>Per warp and per execution: ILP, MemAccLa, MemAccBw and "
            "exposed in SM cycles, bytes in bytes, loads/stores/compute in warp "
            "instructions (the mix by the GPU description's instruction "
            "classes); count = executions per warp.</small></p>")


def _hints(k, dirs):
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
        items.append(
            f'<li class="hint"><span class="kind">[{e(str(label))}]</span> '
            f"{source_ref(h.get('file'), h.get('line'), dirs)}: "
            f"{e(str(h.get('message') or ''))} "
            f"<small>(predicted gain {e(gain)}"
            f"{', capped at the roof' if h.get('capped') else ''})</small></li>")
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
             f"<h2>{e(str(k.get('demangled') or k['name']))}</h2>"]
    if k.get("file"):
        parts.append(f"<p>kernel at {source_ref(k['file'], k.get('line'), dirs)}</p>")
    parts.append(_summary(k))
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
    parts.append("<h3>Hints</h3>")
    parts.append(_hints(k, dirs))
    parts.append("<h3>Segments</h3>")
    parts.append(_segments(k, dirs))
    if k.get("notes"):
        parts.append("<h3>Notes</h3><ul>" +
                     "".join(f"<li>{e(n)}</li>" for n in k["notes"]) + "</ul>")
    parts.append("</section>")
    return "\n".join(parts)


def render_html(kernels, title="lhf report", source=None, search_dirs=(),
                gpus_dir=None):
    """The whole report page for a list of (normalised) kernel dicts."""
    anchors = [f"k{i}" for i in range(len(kernels))]
    nav = " ".join(f'<a href="#{a}">{e(str(k.get("demangled") or k["name"]))}</a>'
                   for a, k in zip(anchors, kernels))
    when = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    origin = f" from <code>{e(source)}</code>" if source else ""
    charted = _charted(kernels)
    body = "\n".join(kernel_section(k, a, search_dirs, gpus_dir, i in charted)
                     for i, (a, k) in enumerate(zip(anchors, kernels)))
    if not kernels:
        body = "<p><em>The input holds no kernels.</em></p>"
    return (
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        f"<title>{e(title)}</title><style>{_CSS}</style></head><body>"
        f"<h1>{e(title)}</h1><p>Latency-hidden-factor predictions{origin}, "
        f"{len(kernels)} kernel(s), written {e(when)}. Cycles are SM cycles.</p>"
        f"<nav>{nav}</nav>\n{body}\n</body></html>\n")


def write_report(kernels, out_path, source=None, search_dirs=(), gpus_dir=None,
                 title="lhf report"):
    """Write the report for ``kernels`` to ``out_path``."""
    page = render_html(kernels, title=title, source=source,
                       search_dirs=search_dirs, gpus_dir=gpus_dir)
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(page)
    return out_path
