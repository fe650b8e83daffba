#!/usr/bin/env python3
"""The machine level's register estimate against ptxas -v.

For each CUDA file: clang compiles it for one architecture with the lhf
plugin (no ptxas: the plugin estimates registers from register pressure and
says so in a remark) and to PTX, which ptxas -v allocates. Prints one line
per kernel and how many are within 25% (issue 13 asks for all corpus
kernels).

  python3 validation/regs_vs_ptxas.py                  # the corpus, sm_80
  python3 validation/regs_vs_ptxas.py --arch sm_90 f.cu ...
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM = '/usr/lib/llvm-22/bin'


def demangle(names):
    out = subprocess.run([f'{LLVM}/llvm-cxxfilt'], input='\n'.join(names),
                         capture_output=True, text=True).stdout.split('\n')
    return dict(zip(names, out))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('files', nargs='*')
    ap.add_argument('--arch', default='sm_80')
    ap.add_argument('--cuda-path', default='/usr/local/cuda')
    ap.add_argument('--plugin', default=os.path.join(ROOT, 'build/lib/LHF.so'))
    a = ap.parse_args()
    files = a.files or sorted(glob.glob(os.path.join(ROOT, 'test/Inputs/corpus/*.cu')))
    launches = os.path.join(ROOT, 'test/Inputs/corpus/launches.json')
    base = [f'{LLVM}/clang++', '-x', 'cuda', f'--cuda-gpu-arch={a.arch}',
            '--cuda-device-only', f'--cuda-path={a.cuda_path}', '-O3',
            '-Wno-unknown-cuda-version']
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for f in files:
            ptx = os.path.join(tmp, 'k.ptx')
            subprocess.run(base + ['-S', '-o', ptx, f], check=True)
            v = subprocess.run([f'{a.cuda_path}/bin/ptxas', '-v', f'-arch={a.arch}',
                                ptx, '-o', os.devnull],
                               capture_output=True, text=True).stderr
            used, entry = {}, None
            for line in v.splitlines():
                m = re.search(r"entry function '([^']+)'", line)
                if m:
                    entry = m.group(1)
                m = re.search(r'Used (\d+) registers', line)
                if m and entry:
                    used[entry] = int(m.group(1))
            names = demangle(list(used))
            r = subprocess.run(base + ['-fno-discard-value-names', '-S', '-o', os.devnull,
                                       f'-fpass-plugin={a.plugin}', '-mllvm',
                                       '-lhf-gpu=a100-40gb', '-mllvm',
                                       f'-lhf-launch={launches}', '-mllvm',
                                       '-lhf-block=256', '-Rpass-analysis=lhf', f],
                               capture_output=True, text=True).stderr
            for m in re.finditer(r"\[MIR\] kernel '([^']+)'.*?registers (\d+) \(estimate", r):
                mangled = [k for k, d in names.items() if d == m.group(1)]
                if mangled:
                    rows.append((m.group(1).split('(')[0], int(m.group(2)),
                                 used[mangled[0]]))
    ok = 0
    for name, est, real in rows:
        err = (est - real) / real
        ok += abs(err) <= 0.25
        print(f'{name:32} estimate {est:4d}  ptxas {real:4d}  {100 * err:+5.0f}%')
    if rows:
        mean = sum(abs(e - r) / r for _, e, r in rows) / len(rows)
        print(f'{len(rows)} kernels, {ok} within 25%, mean |error| {100 * mean:.0f}%')
    return 0 if rows else 1


if __name__ == '__main__':
    sys.exit(main())
