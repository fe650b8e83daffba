"""Writes a GPU description (gpus/*.json) in the layout the files use: one
line per figure ({"value", "source"}) and per instruction class, nested
sections expanded, so that a rewritten file differs only where a figure
changed."""

import json


def dump(doc):
    def rec(x, ind, path):
        items = list(x.items())
        lines = []
        for i, (k, v) in enumerate(items):
            comma = "," if i < len(items) - 1 else ""
            pre = " " * ind + json.dumps(k) + ": "
            if (isinstance(v, dict) and "value" not in v and
                    path != ("instructions",)):
                lines.append(pre + "{")
                lines.extend(rec(v, ind + 2, path + (k,)))
                lines.append(" " * ind + "}" + comma)
            else:
                lines.append(pre + json.dumps(v, ensure_ascii=False) + comma)
        return lines
    return "{\n" + "\n".join(rec(doc, 2, ())) + "\n}\n"
