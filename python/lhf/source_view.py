"""The kernel's source beside its figures: each line with the predicted
cycles and exposed latency of the segments that start there, the memory
accesses it makes and the hints that name it.

Segments carry the line of their first instruction (docs/json-schema.md
2.2), so a line's cycles are those of the segments it starts; their share
is of TimeOneRep (the segments' ``cycles`` summed). Lines without figures
are shown around the annotated ones (``CONTEXT`` lines each side), the
gaps between them folded.
"""

import html
import os
import re
from collections import Counter

e = html.escape

#: Unannotated lines shown each side of an annotated one.
CONTEXT = 3

#: A source file larger than this is not read into the page.
MAX_SOURCE_BYTES = 4 << 20


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


def segment_cycles(seg):
    """A segment's cycles per wave: ``cycles``, or from its count, issue and
    exposed latency when the input predates that key."""
    if seg.get("cycles") is not None:
        return float(seg["cycles"])
    return float(seg.get("count") or 0) * (float(seg.get("ilp") or 0) +
                                           float(seg.get("exposed") or 0))


def main_file(kernel):
    """The file most of the kernel's segments, accesses and hints name."""
    named = Counter(x.get("file") for key in ("segments", "accesses", "hints")
                    for x in kernel.get(key) or []
                    if isinstance(x, dict) and x.get("file"))
    return named.most_common(1)[0][0] if named else None


def line_anchor(anchor, line):
    """The HTML id of ``line`` in the source view of the kernel ``anchor``."""
    return f"{anchor}-L{line}"


def line_figures(kernel, file):
    """``{line: {"cycles", "exposed", "segments", "accesses", "hints"}}``
    for the lines of ``file``."""
    lines = {}

    def at(line):
        return lines.setdefault(int(line), {"cycles": 0.0, "exposed": 0.0,
                                            "segments": [], "accesses": [],
                                            "hints": []})
    for s in kernel.get("segments") or []:
        if s.get("file") == file and s.get("line"):
            f = at(s["line"])
            f["cycles"] += segment_cycles(s)
            f["exposed"] += float(s.get("count") or 0) * float(s.get("exposed") or 0)
            f["segments"].append(s)
    for a in kernel.get("accesses") or []:
        if isinstance(a, dict) and a.get("file") == file and a.get("line"):
            at(a["line"])["accesses"].append(a)
    for h in kernel.get("hints") or []:
        if h.get("file") == file and h.get("line"):
            at(h["line"])["hints"].append(h)
    return lines


def _windows(marked, last):
    """Sorted line numbers to show: each marked line with CONTEXT around it."""
    shown = set()
    for m in marked:
        shown.update(range(max(1, m - CONTEXT), min(last, m + CONTEXT) + 1))
    return sorted(shown)


def _accesses(accesses):
    """One line per kind of access on a line: unrolled loops repeat the same
    load many times, said once with its count."""
    groups = Counter()
    for a in accesses:
        text = re.sub(r" at line \d+(:\d+)?", "", str(a.get("text") or "access"))
        if a.get("column"):
            text += f" (column {a['column']})"
        groups[(text, a.get("level") or "?", float(a.get("bytes") or 0))] += 1
    return [f'<span class="acc">{e(text)}{f" x{n}" if n > 1 else ""}: '
            f'{size:,.0f} B per warp{" each" if n > 1 else ""} from {e(level)}'
            '</span>' for (text, level, size), n in groups.items()]


def _notes(fig, total, anchor):
    out = []
    for h in fig["hints"]:
        gain = h.get("predicted_gain_percent")
        gain = f" (gain {float(gain):.1f}%)" if gain is not None else ""
        label = h.get("fix") if h.get("fix") not in (None, "", "none") \
            else h.get("kind")
        out.append(f'<span class="hintline"><b>hint: {e(h.get("action") or str(label))}'
                   f'{e(gain)}.</b> {e(str(h.get("message") or ""))}</span>')
    for s in fig["segments"]:
        share = f", {100 * segment_cycles(s) / total:.0f}%" if total else ""
        out.append(f'<span class="seg" id="{e(anchor)}-S{s["index"]}">segment '
                   f'#{s["index"]}: {segment_cycles(s):,.0f} cycles{share}, '
                   f'{float(s.get("count") or 0):,.0f} run(s)'
                   f'{", ends at a barrier" if s.get("sync") else ""}</span>')
    out += _accesses(fig["accesses"])
    return "<br>".join(out)


def render(kernel, anchor, search_dirs):
    """The source view's HTML, or a sentence saying why there is none."""
    file = main_file(kernel)
    if not file:
        return "<p><em>No source lines in the input.</em></p>", None
    path = resolve_source(file, search_dirs)
    if path is None:
        return (f"<p><em>Source <code>{e(file)}</code> not found (pass "
                f"--source-dir).</em></p>", None)
    if os.path.getsize(path) > MAX_SOURCE_BYTES:
        return f"<p><em>Source <code>{e(file)}</code> too large to show.</em></p>", None
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read().split("\n")
    figs = line_figures(kernel, file)
    total = sum(segment_cycles(s) for s in kernel.get("segments") or [])
    top = max((f["cycles"] for f in figs.values()), default=0) or 1
    rows, previous = [], 0
    for n in _windows([m for m in figs if m <= len(text)], len(text)):
        if previous and n != previous + 1:
            rows.append('<tr class="gap"><td colspan="5">&#8942;</td></tr>')
        previous = n
        fig = figs.get(n)
        code = e(text[n - 1].rstrip()) or "&nbsp;"
        if fig is None:
            rows.append(f'<tr id="{line_anchor(anchor, n)}"><td class="ln">{n}'
                        f'</td><td></td><td></td><td class="code"><pre>{code}'
                        '</pre></td><td></td></tr>')
            continue
        width = 100 * fig["cycles"] / top
        share = f"{100 * fig['cycles'] / total:.0f}%" if total else ""
        cyc = (f'<div class="bar" style="width:{width:.0f}%"></div>'
               f'{fig["cycles"]:,.0f}<small> {share}</small>'
               if fig["segments"] else "")
        exp = f'{fig["exposed"]:,.0f}' if fig["segments"] else ""
        cls = "hot hinted" if fig["hints"] else "hot"
        rows.append(f'<tr id="{line_anchor(anchor, n)}" class="{cls}"><td '
                    f'class="ln">{n}</td><td class="cyc">{cyc}</td>'
                    f'<td class="cyc">{exp}</td><td class="code"><pre>{code}'
                    f'</pre></td><td class="ann">{_notes(fig, total, anchor)}'
                    '</td></tr>')
    head = ('<tr><th>line</th><th>cycles per wave</th><th>exposed</th>'
            f'<th class="l">{e(file)}</th><th class="l">what the line does</th></tr>')
    return ('<div class="scroll"><table class="src">' + head + "".join(rows) +
            "</table></div><p><small>Cycles: the segments that start on the "
            "line (count x (issue + exposed latency), SM cycles per wave, "
            "with their share of TimeOneRep); exposed: the memory latency the "
            "other warps do not hide, per warp over all runs.</small></p>"), file
