"""What the report says across predictions: two or more runs compared
kernel by kernel, and a sweep (``lhf sweep --json``) as a table and a
time-versus-block chart.

A kernel of one run is matched with the kernel of the same name in another
(the n-th launch of a name with the n-th: a file that launches a kernel
twice has two rows); the change is the last run's time over the first's.
"""

import html
import json
import os

from matplotlib.figure import Figure

from .charts import ISSUE, LIMITER, png_bytes

e = html.escape


def kernel_name(k):
    return str(k.get("demangled") or k.get("name") or "?")


def _dims(v):
    if not isinstance(v, list):
        return "-"
    dims = [int(x) for x in v]
    while len(dims) > 1 and dims[-1] == 1:
        dims.pop()
    return "x".join(str(d) for d in dims)


def _time(k):
    t = k.get("predicted_time_us")
    return float(t) if isinstance(t, (int, float)) else None


def _keyed(kernels):
    """``{(name, n): kernel}``: the n-th kernel of each name."""
    seen, out = {}, {}
    for k in kernels:
        name = kernel_name(k)
        n = seen.get(name, 0)
        seen[name] = n + 1
        out[(name, n)] = k
    return out


def compare_rows(runs):
    """Rows ``(name, [kernel or None per run], change)`` in the first run's
    order, then kernels only later runs have; ``change`` is last / first
    predicted time, or None."""
    keyed = [_keyed(kernels) for _, kernels in runs]
    order = []
    for table in keyed:
        order += [key for key in table if key not in order]
    rows = []
    for key in order:
        ks = [table.get(key) for table in keyed]
        first, last = ks[0], ks[-1]
        change = None
        if first and last and _time(first) and _time(last) is not None:
            change = _time(last) / _time(first)
        rows.append((key[0] + (f" (launch {key[1] + 1})" if key[1] else ""), ks,
                     change))
    return rows


def _cell(k):
    if k is None:
        return "<td class='l' colspan='3'><em>not in this run</em></td>"
    t = _time(k)
    time = f"{t:,.2f} us" if t is not None else (
        "cannot launch" if not k.get("can_launch", True) else "no prediction")
    launch = f"{_dims(k.get('block'))} / {_dims(k.get('grid'))}"
    return (f"<td>{e(time)}</td><td class='l'>{e(str(k.get('gpu') or '-'))}, "
            f"{e(launch)}</td><td class='l'>{e(str(k.get('bottleneck') or '-'))}</td>")


def compare_html(runs):
    """The comparison table of ``runs`` (a list of ``(label, kernels)``)."""
    head = "<tr><th class='l' rowspan='2'>kernel</th>"
    head += "".join(f"<th colspan='3'>{e(label)}</th>" for label, _ in runs)
    head += "<th rowspan='2'>change</th></tr><tr>"
    head += "<th>time</th><th class='l'>GPU, block / grid</th>" \
        "<th class='l'>bottleneck</th>" * len(runs) + "</tr>"
    body = []
    for name, ks, change in compare_rows(runs):
        if change is None:
            delta = "-"
        else:
            word = "faster" if change < 1 else "slower" if change > 1 else "same"
            delta = (f"{(change - 1) * 100:+.1f}% ({word})" if word != "same"
                     else "same")
        cls = "better" if change is not None and change < 0.99 else \
            "worse" if change is not None and change > 1.01 else ""
        body.append(f"<tr><td class='l'>{e(name)}</td>"
                    + "".join(_cell(k) for k in ks)
                    + f"<td class='{cls}'>{e(delta)}</td></tr>")
    return (f"<table class='cmp'>{head}{''.join(body)}</table><p><small>Change: "
            f"the predicted time of {e(runs[-1][0])} against {e(runs[0][0])} "
            "(negative is faster).</small></p>")


def is_sweep(meta):
    return isinstance(meta, dict) and "recommended_block" in meta


def sweep_rows(kernels, meta):
    """``[(block, kernel, recommended)]`` in the sweep's order."""
    best = meta.get("recommended_block")
    return [(_dims(k.get("block")), k, k.get("block") == best) for k in kernels]


def sweep_chart(kernels, meta):
    """Predicted time against the block shape, the recommended one marked."""
    rows = [(b, _time(k), rec) for b, k, rec in sweep_rows(kernels, meta)
            if _time(k) is not None]
    if not rows:
        return None, "No shape of the sweep has a predicted time."
    fig = Figure(figsize=(max(6, min(14, 0.35 * len(rows) + 3)), 3.8))
    ax = fig.subplots()
    xs = range(len(rows))
    ax.plot(xs, [t for _, t, _ in rows], "-o", color=ISSUE, markersize=4)
    for x, (_, t, rec) in zip(xs, rows):
        if rec:
            ax.plot([x], [t], "*", color=LIMITER, markersize=14,
                    label="recommended")
    ax.set_xticks(list(xs))
    ax.set_xticklabels([b for b, _, _ in rows], rotation=60 if len(rows) > 12 else 0,
                       fontsize=8)
    ax.set_xlabel("block (threads)")
    ax.set_ylabel("predicted time (us)")
    ax.set_ylim(bottom=0)
    ax.grid(True, alpha=0.3)
    if any(rec for _, _, rec in rows):
        ax.legend(fontsize=8)
    name = kernel_name(kernels[0]) if kernels else ""
    gpu = kernels[0].get("gpu") if kernels else ""
    ax.set_title(f"{name} on {gpu}: predicted time per block shape", fontsize=10)
    return png_bytes(fig), (f"{len(rows)} block shapes; each row keeps the "
                            "work of the launch (the grid is re-evaluated per "
                            "block).")


def sweep_table(kernels, meta):
    head = ("<tr><th>block</th><th>grid</th><th>time</th><th>warps per SM</th>"
            "<th class='l'>limited by</th><th class='l'>bottleneck</th></tr>")
    body = []
    for block, k, rec in sweep_rows(kernels, meta):
        t = _time(k)
        body.append(f"<tr class='{'rec' if rec else ''}'><td>{e(block)}"
                    f"{' (recommended)' if rec else ''}</td>"
                    f"<td>{e(_dims(k.get('grid')))}</td>"
                    f"<td>{f'{t:,.2f} us' if t is not None else '-'}</td>"
                    f"<td>{e(str(k.get('w') if k.get('w') is not None else '-'))}</td>"
                    f"<td class='l'>{e(str(k.get('blp_limiter') or '-'))}</td>"
                    f"<td class='l'>{e(str(k.get('bottleneck') or '-'))}</td></tr>")
    return f"<table class='sweep'>{head}{''.join(body)}</table>"


VENDOR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "vendor")


def uplot_assets():
    """The bundled uPlot's script and style, inlined into a page that has
    an interactive chart (None when the files are missing)."""
    try:
        with open(os.path.join(VENDOR, "uPlot.iife.min.js"), encoding="utf-8") as f:
            js = f.read()
        with open(os.path.join(VENDOR, "uPlot.min.css"), encoding="utf-8") as f:
            css = f.read()
    except OSError:
        return None
    # A script's text must not close its own element.
    return js.replace("</script", "<\\/script"), css


def sweep_interactive(kernels, meta, element_id):
    """An interactive time-per-block chart (uPlot): the cursor reads each
    shape's time; None when no shape has a time."""
    rows = [(b, _time(k), rec) for b, k, rec in sweep_rows(kernels, meta)
            if _time(k) is not None]
    if not rows:
        return None
    labels = [b for b, _, _ in rows]
    best = [t if rec else None for _, t, rec in rows]
    data = [list(range(len(rows))), [t for _, t, _ in rows], best]
    spec = {"labels": labels, "data": data}
    return (f'<div class="uplot-chart" id="{element_id}"></div><script>'
            f"(function(){{var s={json.dumps(spec)};var L=s.labels;"
            "new uPlot({width:Math.min(1000,document.body.clientWidth-40),"
            "height:320,title:'predicted time per block shape (hover for "
            "values)',scales:{x:{time:false}},"
            "axes:[{values:function(u,v){return v.map(function(i){"
            "return L[i]===undefined?'':L[i];});},label:'block (threads)'},"
            "{label:'us'}],series:[{label:'block',value:function(u,i){"
            "return i==null?'-':L[i];}},{label:'time (us)',stroke:'#4c72b0',"
            "width:2,points:{size:5},value:function(u,v){return v==null?'-':"
            "v.toFixed(2);}},{label:'recommended',stroke:'#c44e52',width:0,"
            "points:{size:12,fill:'#c44e52'},value:function(u,v){return "
            "v==null?'-':v.toFixed(2);}}]},s.data,"
            f"document.getElementById('{element_id}'));}})();</script>")
