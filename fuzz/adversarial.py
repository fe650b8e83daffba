#!/usr/bin/env python3
"""An adversarial corpus across every entry point of lhf, generated and run.

Each case is a command (the driver, opt, llc, mlir-opt, clang with the
plugins, the report) on a hostile input or option, with what it must do:

* ``any``: anything but a failure below;
* ``error``: exit non-zero with a line that says ``error`` (and no prediction);
* ``refused``: no number for the kernel ("no prediction" or "cannot launch");
* ``label:<regex>``: a prediction that carries the label matching <regex>.

Failures, in the audit's classes (docs/robustness.md):

* **crash**: killed by a signal, or LLVM's or Python's crash text ("Stack
  dump", "LLVM ERROR", "PLEASE submit", "Traceback", a sanitizer report),
  unless the same command without lhf's plugin crashes too (LLVM's own);
* **hang**: past the time limit;
* **silent number**: a prediction where the case expects none, one without
  its label, "nan"/"inf" where a number is printed, or a number of 1e31 or
  more written out in digits;
* **unclear error**: a failing command that says no ``error`` line.

Cases are generated from templates with hostile values and from seeded
mutations of valid IR, MIR, MLIR, driver options and report JSON, so a run
is reproducible (``--seed``). ``python3 fuzz/adversarial.py --count 1200
--jobs 2`` runs the corpus (``make torture``); ``--quick`` a slice of it.
"""

import argparse
import concurrent.futures
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
LLVM = "/usr/lib/llvm-22/bin"
CRASH = re.compile(r"Stack dump|LLVM ERROR|PLEASE submit|Traceback \(most|"
                   r"AddressSanitizer|runtime error:|Assertion .* failed|"
                   r"Segmentation fault|core dumped")
PREDICTED = re.compile(r"predicted +\d|predicted \d+ cycles|\"predicted_cycles\": [1-9]")
NAN = re.compile(r"(?<![A-Za-z_])(nan|inf)(?![A-Za-z_])( cycles| us|,|\))")
LONG = re.compile(r"\d{31,}")

IR_HEAD = ('target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-'
           'v32:32-n16:32:64"\ntarget triple = "nvptx64-nvidia-cuda"\n')


def ir_loop(start, step, bound, pred="slt", width=32):
    """A kernel with one counted loop storing to p[i]."""
    t = f"i{width}"
    return IR_HEAD + f"""define ptx_kernel void @k(ptr addrspace(1) %p, {t} %n, {t} %s) {{
entry:
  br label %loop
loop:
  %i = phi {t} [{start}, %entry], [%i1, %loop]
  %a = getelementptr float, ptr addrspace(1) %p, {t} %i
  store float 1.0, ptr addrspace(1) %a
  %i1 = add {t} %i, {step}
  %c = icmp {pred} {t} %i1, {bound}
  br i1 %c, label %loop, label %exit
exit:
  ret void
}}
"""


IR_STRAIGHT = IR_HEAD + """define ptx_kernel void @k(ptr addrspace(1) %p, i64 %off) {
  %a = getelementptr i8, ptr addrspace(1) %p, i64 %off
  %v = load float, ptr addrspace(1) %a
  %w = fmul float %v, 2.0
  store float %w, ptr addrspace(1) %a
  ret void
}
"""

IR_NOEXIT = IR_HEAD + """define ptx_kernel void @k(ptr addrspace(1) %p) {
entry:
  br label %loop
loop:
  store float 1.0, ptr addrspace(1) %p
  br label %loop
}
"""

IR_UNREACHABLE = IR_HEAD + "define ptx_kernel void @k(ptr addrspace(1) %p) {\n  unreachable\n}\n"

IR_MEMCPY = IR_HEAD + """declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
define ptx_kernel void @k(ptr addrspace(1) align 16 %d, ptr addrspace(1) align 16 %s, i64 %n) {
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 16 %d, ptr addrspace(1) align 16 %s, i64 LEN, i1 false)
  ret void
}
"""

MLIR_FOR = """module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%p: memref<?xf32>, %n: index) kernel {
      %lb = arith.constant LB : index
      %ub = arith.constant UB : index
      %st = arith.constant ST : index
      %f = arith.constant 1.0 : f32
      scf.for %i = %lb to %ub step %st {
        memref.store %f, %p[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
}
"""

CU_LAUNCH = """__global__ void k(float *p, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += STEP)
    p[i] = 2.0f * p[i];
}
void h(float *p, int n) { k<<<GRID, BLOCK>>>(p, N); }
"""

HOSTILE_INTS = ["0", "-1", "1", "2147483647", "2147483648", "-2147483648",
                "4294967295", "4294967296", "9223372036854775807",
                "-9223372036854775808", "18446744073709551615",
                "99999999999999999999999", "1e9", "nan", "0x10", "", " ", "abc",
                "3,4", "1x2x3", "1,2,3,4", "-0", "+5", "1024", "1025"]
GPUS = ["v100", "a100-40gb", "h100-sxm", "g80", "rtx3090", "A100", "sm_80",
        "nosuch", "../gpus/v100", "/dev/zero", "/nonexistent.json", ""]


class Case:
    def __init__(self, name, cmd, expect="any", files=None, plain=None,
                 stdin=None, timeout=60):
        self.name, self.cmd, self.expect = name, cmd, expect
        self.files = files or {}     # name -> text, written to the case dir
        self.plain = plain           # the command without lhf's plugin
        self.stdin, self.timeout = stdin, timeout


def mutate(rng, text, n):
    """n byte-level edits of text: deletions, duplications, digit changes,
    inserted tokens."""
    tokens = ["0", "-1", "4294967296", "9223372036854775807", "}", "{", "(",
              ")", ",", "%", "@", "!", "\n", "i128", "i1", "undef", "poison",
              "null", "[", "]", ":", "\"", "NaN", "1e400", "-"]
    chars = list(text)
    for _ in range(n):
        if not chars:
            break
        i = rng.randrange(len(chars))
        op = rng.randrange(4)
        if op == 0:
            del chars[i:i + rng.randint(1, 8)]
        elif op == 1:
            j = rng.randrange(len(chars))
            chars[i:i] = chars[j:j + rng.randint(1, 16)]
        elif op == 2 and chars[i].isdigit():
            chars[i] = rng.choice("0123456789")
        else:
            chars[i:i] = list(rng.choice(tokens))
    return "".join(chars)


def generate(rng, count, bins):
    """About ``count`` cases, spread over every entry point."""
    lhf = os.path.join(bins["lhf_bin"], "lhf")
    plugin, host, mlirp = bins["plugin"], bins["host"], bins["mlir_plugin"]
    opt = [f"{LLVM}/opt", f"-load-pass-plugin={plugin}",
           "-passes=lhf-analysis", "-disable-output",
           "-pass-remarks-analysis=lhf"]
    plain_opt = [f"{LLVM}/opt", "-passes=verify", "-disable-output"]
    llc = [f"{LLVM}/llc", "-march=nvptx64", "-mcpu=sm_80", f"-load={plugin}",
           "-o", "/dev/null", "-pass-remarks-analysis=lhf"]
    plain_llc = [f"{LLVM}/llc", "-march=nvptx64", "-mcpu=sm_80", "-o",
                 "/dev/null"]
    cases = []
    seeds = {
        "ll": open(os.path.join(REPO, "examples", "matmul_naive.ll")).read(),
        "mir": open(os.path.join(REPO, "test", "MIR", "Inputs",
                                 "matmul_naive.mir")).read(),
        "mlir": open(os.path.join(REPO, "test", "MLIR",
                                  "matmul-naive.mlir")).read(),
        "json": open(os.path.join(REPO, "python", "tests", "data",
                                  "two_kernels.json")).read(),
    }
    share = max(1, count // 12)

    # 1. Loops: endless, step 0, wrapping, huge and unknown bounds, in the
    # driver (IR and machine level) and opt.
    loops = [("0", "1", "%n", "slt", "label:."), ("0", "%s", "%n", "slt", "any"),
             ("0", "0", "%n", "slt", "refused"), ("0", "1", "0", "sge", "any"),
             ("0", "-1", "%n", "slt", "any"), ("0", "1", "-1", "ult", "any"),
             ("2147483647", "1", "%n", "slt", "any"), ("0", "7", "%n", "ne", "any"),
             ("0", "1", "%n", "ne", "any"), ("0", "1", "100", "slt", "any")]
    for _ in range(share * 2):
        start, step, bound, pred, exp = rng.choice(loops)
        width = rng.choice([32, 64])
        n, s = rng.choice(HOSTILE_INTS[:11]), rng.choice(["0", "1", "-1", "3"])
        tool = rng.choice(["driver", "opt"])
        files = {"k.ll": ir_loop(start, step, bound, pred, width)}
        if step == "0":
            # 0 < n, n read in the parameter's width: it never ends; else
            # its one pass.
            v = int(n) % (1 << width) if n.lstrip("-").isdigit() else 0
            v -= (1 << width) if v >= 1 << (width - 1) else 0
            exp = "refused" if v > 0 else "any"
        if tool == "driver":
            cmd = [lhf, "predict", "k.ll", "--gpu", "v100", "--block", "64",
                   "--arg", f"n={n}", "--arg", f"s={s}",
                   "--level", rng.choice(["ir", "mir"])]
            cases.append(Case(f"loop-driver {start},{step},{bound},{pred} n={n} s={s}",
                              cmd, exp if n.lstrip("-").isdigit() else "any", files))
        else:
            cmd = opt + ["-lhf-gpu=v100", "-lhf-block=64", f"-lhf-arg=n={n}",
                         f"-lhf-arg=s={s}", "k.ll"]
            cases.append(Case(f"loop-opt {start},{step},{bound},{pred} n={n} s={s}",
                              cmd, "any", files, plain=plain_opt + ["k.ll"]))
    for _ in range(share // 4 + 1):
        cases.append(Case("noexit", [lhf, "predict", "k.ll", "--gpu", "v100",
                                     "--block", "32"], "refused",
                          {"k.ll": IR_NOEXIT}))
        cases.append(Case("unreachable", [lhf, "predict", "k.ll", "--gpu",
                                          "v100", "--block", "32"],
                          "label:does nothing", {"k.ll": IR_UNREACHABLE}))

    # 2. Options: launch sizes, bindings, GPUs, trips, registers, in the
    # driver, opt and llc.
    for _ in range(share * 2):
        opt_name = rng.choice(["block", "grid", "regs", "default-trip",
                               "dynamic-smem", "arg", "gpu"])
        v = rng.choice(GPUS) if opt_name == "gpu" else rng.choice(HOSTILE_INTS)
        if opt_name == "arg":
            v = f"off={v}"
        tool = rng.choice(["driver", "opt", "llc"])
        files = {"k.ll": IR_STRAIGHT}
        if tool == "driver":
            cmd = [lhf, "predict", "k.ll", f"--{opt_name}={v}"]
            if opt_name != "block":
                cmd += ["--block", "128"]
            if opt_name != "gpu":
                cmd += ["--gpu", "a100-40gb"]
            cases.append(Case(f"option-driver --{opt_name}={v!r}", cmd, "any", files))
        else:
            flag = {"default-trip": "-lhf-default-trip", "arg": "-lhf-arg",
                    "dynamic-smem": "-lhf-dynamic-smem"}.get(opt_name, f"-lhf-{opt_name}")
            base = opt if tool == "opt" else llc
            cmd = base + [f"{flag}={v}", "k.ll"]
            if opt_name != "block":
                cmd.append("-lhf-block=128")
            if opt_name != "gpu":
                cmd.append("-lhf-gpu=a100-40gb")
            cases.append(Case(f"option-{tool} {flag}={v!r}", cmd, "any", files,
                              plain=(plain_opt if tool == "opt" else plain_llc) + ["k.ll"]))

    # 3. Random argument vectors to the driver (its option parsing).
    words = ["predict", "sweep", "gpus", "simsweep", "--block", "--grid",
             "--gpu", "--arg", "--json", "--csv", "--kernel", "--level",
             "--model", "-p", "--launch", "--regs", "--", "-I", "-D", "k.ll",
             "k.cu", "missing.cu", "1..4", "32", "0", "x", "(", "a100-40gb",
             "--all-hints", "--default-trip", "-v", "--help", "=", "--block=",
             "1024x1024", "1..1024:0", "1,2,,3"]
    for _ in range(share):
        argv = [rng.choice(words) for _ in range(rng.randint(1, 7))]
        cases.append(Case("argv " + " ".join(argv), [lhf] + argv, "any",
                          {"k.ll": IR_STRAIGHT, "k.cu": CU_LAUNCH.replace(
                              "STEP", "32").replace("GRID", "4").replace(
                              "BLOCK", "64").replace("N", "n")}))

    # 4. CUDA host launches through the driver and clang with the plugins.
    exprs = ["0", "-1", "n", "(n + 255) / 256", "1 << 40", "n / 0", "n % 0",
             "2147483647 * 2", "dim3(0, 1, 1)", "dim3(1, 1, 1 << 20)",
             "-2147483648 / -1", "sizeof(float) * 99999999999", "(n", "256"]
    for _ in range(share):
        grid, block = rng.choice(exprs), rng.choice(exprs)
        n = rng.choice(["n", "0", "-1", "1 << 20", "2147483647"])
        step = rng.choice(["32", "0", "-1", "blockDim.x * gridDim.x"])
        src = CU_LAUNCH.replace("STEP", step).replace("GRID", grid).replace(
            "BLOCK", block).replace("N", n)
        if rng.random() < 0.6:
            cmd = [lhf, "predict", "k.cu", "--gpu", "h100-sxm",
                   "--arg", f"n={rng.choice(HOSTILE_INTS[:9])}"]
            cases.append(Case(f"cuda-driver <<<{grid}, {block}>>> n={n} step={step}",
                              cmd, "any", {"k.cu": src}, timeout=120))
        else:
            cmd = [f"{LLVM}/clang++", "-x", "cuda", "--cuda-gpu-arch=sm_80",
                   f"--cuda-path={bins['cuda']}", "-O2", "-c", "k.cu", "-o",
                   "/dev/null", f"-fplugin={host}", f"-fpass-plugin={plugin}",
                   "-Rpass-analysis=lhf", "-Wno-unknown-cuda-version",
                   "-mllvm", "-lhf-gpu=a100-40gb"]
            cases.append(Case(f"cuda-clang <<<{grid}, {block}>>> n={n} step={step}",
                              cmd, "any", {"k.cu": src}, timeout=120))

    # 5. memcpy lengths.
    for length in ["0", "1", "64", "65536", "256000000000",
                   "9223372036854775807", "%n"]:
        cases.append(Case(f"memcpy {length}", opt + ["-lhf-gpu=v100",
                                                     "-lhf-block=32", "k.ll"],
                          "any", {"k.ll": IR_MEMCPY.replace("LEN", length)},
                          plain=plain_opt + ["k.ll"]))

    # 6. MLIR loops with hostile bounds, and mutated MLIR.
    mopt = [f"{LLVM}/mlir-opt", f"--load-pass-plugin={mlirp}"]
    for _ in range(share):
        lb, ub, st = (rng.choice(["0", "1", "-1", "9223372036854775807",
                                  "-9223372036854775808", "100"]) for _ in range(3))
        exp = "refused" if st == "0" else "any"
        pipe = ("--pass-pipeline=builtin.module(gpu.module(lhf-analysis"
                "{gpu=v100 block=32 grid=1}))")
        cases.append(Case(f"mlir-for {lb}..{ub} step {st}",
                          mopt + [pipe, "k.mlir", "-o", "/dev/null"], "any",
                          {"k.mlir": MLIR_FOR.replace("LB", lb).replace(
                              "UB", ub).replace("ST", st)}))
    for i in range(share):
        text = mutate(rng, seeds["mlir"], rng.randint(1, 6))
        pipe = ("--pass-pipeline=builtin.module(gpu.module(lhf-analysis"
                "{gpu=h100-sxm block=16,16 grid=64,64}))")
        cases.append(Case(f"mlir-mutant {i}", mopt + [pipe, "k.mlir", "-o",
                                                      "/dev/null"],
                          "any", {"k.mlir": text},
                          plain=[f"{LLVM}/mlir-opt", "k.mlir", "-o", "/dev/null"]))

    # 7. Mutated IR through opt and the driver, mutated MIR through llc.
    for i in range(share):
        text = mutate(rng, seeds["ll"], rng.randint(1, 6))
        if rng.random() < 0.5:
            cases.append(Case(f"ir-mutant-opt {i}", opt + [
                "-lhf-gpu=h100-sxm", "-lhf-block=16,16", "k.ll"], "any",
                {"k.ll": text}, plain=plain_opt + ["k.ll"]))
        else:
            cases.append(Case(f"ir-mutant-driver {i}", [
                lhf, "predict", "k.ll", "--gpu", "h100-sxm", "--block", "16,16"],
                "any", {"k.ll": text}))
    for i in range(share):
        text = mutate(rng, seeds["mir"], rng.randint(1, 5))
        cmd = llc + ["-run-pass=lhf-machine-analysis", "k.mir",
                     "-lhf-gpu=a100-40gb", "-lhf-block=16,16"]
        cases.append(Case(f"mir-mutant {i}", cmd, "any", {"k.mir": text},
                          plain=plain_llc + ["-run-pass=none", "k.mir"]))

    # 8. The report on mutated and hostile JSON.
    # Debian's Python has the report's modules (matplotlib, PyYAML).
    python = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable
    report = [python, "-m", "lhf", "report", "in.json", "-o", "out.html"]
    for i in range(share):
        text = mutate(rng, seeds["json"], rng.randint(1, 8))
        cases.append(Case(f"report-mutant {i}", report, "any", {"in.json": text}))
    return cases


def run_case(c, bins, keep):
    d = tempfile.mkdtemp(prefix="lhf-adv-")
    try:
        for name, text in c.files.items():
            with open(os.path.join(d, name), "w") as f:
                f.write(text)
        env = dict(os.environ, LHF_GPU_DIR=bins["gpus"],
                   PYTHONPATH=os.path.join(REPO, "python"),
                   MPLCONFIGDIR=os.path.join(d, "mpl"))

        def go(cmd):
            try:
                p = subprocess.run(cmd, cwd=d, env=env, capture_output=True,
                                   text=True, errors="replace",
                                   timeout=c.timeout, stdin=subprocess.DEVNULL)
                return p.returncode, p.stdout + p.stderr
            except subprocess.TimeoutExpired:
                return None, ""
        rc, out = go(c.cmd)
        verdict = classify(c, rc, out)
        if verdict == "crash" and c.plain:
            prc, pout = go(c.plain)
            if prc is not None and (prc < 0 or CRASH.search(pout)):
                verdict = "llvm"  # LLVM's own, without the plugin
        return c, verdict, rc, out
    finally:
        if not keep:
            shutil.rmtree(d, ignore_errors=True)


def classify(c, rc, out):
    if rc is None:
        return "hang"
    if rc < 0 or CRASH.search(out):
        return "crash"
    if NAN.search(out) or LONG.search(out):
        return "silent"
    predicted = bool(PREDICTED.search(out))
    if c.expect == "refused" and predicted:
        return "silent"
    if c.expect.startswith("label:") and predicted and not re.search(
            c.expect[6:], out):
        return "silent"
    if c.expect == "error" and (rc == 0 or "error" not in out):
        return "unclear"
    # LLVM's own option errors ("opt: for the --x option: ... invalid") count
    # as clear: they name the option.
    if rc != 0 and not re.search(r"error|usage|no prediction|cannot launch|"
                                 r"option: .*invalid|Unknown command line",
                                 out, re.I):
        return "unclear"
    return "ok"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=1200)
    ap.add_argument("--seed", type=int, default=35)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--quick", action="store_true",
                    help="every 10th case (a lit test runs this)")
    ap.add_argument("--build", default=os.path.join(REPO, "build"))
    ap.add_argument("--cuda-path", default="/usr/local/cuda")
    ap.add_argument("--keep", action="store_true", help="keep case folders")
    ap.add_argument("--fuzz", metavar="CLASS",
                    help="a mutation loop: cases whose name starts with CLASS "
                         "(argv, mlir-mutant, mir-mutant, ir-mutant, "
                         "report-mutant), new seeds until --seconds pass")
    ap.add_argument("--seconds", type=int, default=300)
    ns = ap.parse_args()
    b = os.path.abspath(ns.build)
    bins = {"lhf_bin": os.path.join(b, "bin"),
            "plugin": os.path.join(b, "lib", "LHF.so"),
            "host": os.path.join(b, "lib", "LHFHost.so"),
            "mlir_plugin": os.path.join(b, "lib", "LHFMLIR.so"),
            "gpus": os.path.join(REPO, "gpus"), "cuda": ns.cuda_path}
    counts = {}
    bad = []

    def run_all(cases):
        with concurrent.futures.ThreadPoolExecutor(ns.jobs) as ex:
            for c, verdict, rc, out in ex.map(
                    lambda c: run_case(c, bins, ns.keep), cases):
                counts[verdict] = counts.get(verdict, 0) + 1
                if verdict not in ("ok", "llvm"):
                    bad.append((c, verdict, rc, out))

    if ns.fuzz:
        import time
        end, seed, cases = time.time() + ns.seconds, ns.seed, []
        while time.time() < end and not bad:
            batch = [c for c in generate(random.Random(seed), 600, bins)
                     if c.name.startswith(ns.fuzz)]
            if not batch:
                sys.exit(f"adversarial.py: no case class '{ns.fuzz}'")
            run_all(batch)
            cases += batch
            seed += 1
    else:
        cases = generate(random.Random(ns.seed), ns.count, bins)
        if not os.path.exists(bins["mlir_plugin"]):
            cases = [c for c in cases if not c.name.startswith("mlir")]
        if ns.quick:
            cases = cases[::10]
        run_all(cases)
    for c, verdict, rc, out in bad:
        print(f"{verdict}: {c.name} (exit {rc})\n  $ {' '.join(c.cmd)}")
        for name, text in c.files.items():
            if len(text) < 600:
                print(f"  {name}: {text!r}")
        print("  " + "\n  ".join(out.strip().splitlines()[-6:]))
    what = (f"fuzz {ns.fuzz}: {len(cases)} inputs in {ns.seconds} s or less"
            if ns.fuzz else f"adversarial corpus: {len(cases)} cases")
    print(f"{what} (seed {ns.seed}): "
          + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    print("classes: " + ", ".join(f"{k} {counts.get(k, 0)}" for k in
                                  ("crash", "hang", "silent", "unclear")))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
