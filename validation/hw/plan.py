#!/usr/bin/env python3
"""The H200 launches of the project's own kernels, and what run.sh needs to
time them: PTX from clang 22 (the compiler lhf analyses) and from nvcc, both
for sm_90, and the runner's plan.

    python3 validation/hw/plan.py --out DIR      # DIR/ptx/*.ptx, DIR/plan.txt
    python3 validation/hw/plan.py --suite FILE   # the h200_own suite JSON
    python3 validation/hw/plan.py --tensor-suite FILE   # h200_tensor
    python3 validation/hw/plan.py --gpu h100 --suite FILE   # h100_own

Every kernel of validation/kernels/ and test/Inputs/corpus/ gets one or more
launches sized for the H200 (data several times its 60 MB L2 where the
kernel streams memory). Integer arguments are bound by parameter name, as
`lhf predict --arg` does; pointer parameters get a buffer of the size given
here, filled with non-zero random data of the given element type.

Standard library only; needs clang 22 and CUDA's nvcc (and ptxas with
--check-ptxas).
"""

import argparse
import csv
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CLANG = os.environ.get("LHF_CLANG", "/usr/lib/llvm-22/bin/clang++")
CXXFILT = os.environ.get("LHF_CXXFILT", "/usr/lib/llvm-22/bin/llvm-cxxfilt")
CUDA = os.environ.get("CUDA_PATH", "/usr/local/cuda")
ARCH = "sm_90"
# The clang PTX timed on the lent GPUs (<gpu>-kernels.csv) was compiled with
# clang's default unrolling; the driver's own compile unrolls as nvcc does
# (tools/lhf/Compile.h), so the suites say how the timed code was built and
# validate.py compiles it the same way.
CLANG_FLAGS = ["-mllvm", "-unroll-threshold=300"]
# ... and with clang's own alignment of vector copies, which the driver
# gives nvcc's (lib/Passes/AlignAsNvcc.cpp) unless told otherwise.
DRIVER_FLAGS = CLANG_FLAGS + ["-mllvm", "-lhf-align-as-nvcc=false"]
SMS = 132  # H200 SXM (gpus/h200.json); grids that fill the chip use it

F32, F64, I32 = "f32", "f64", "i32"
TENSOR = os.path.join("validation", "hw", "tensor")


def L(block, grid, args=None, bufs=None, floats=None, smem=0, tag=""):
    return {"block": list(block) + [1] * (3 - len(block)),
            "grid": list(grid) + [1] * (3 - len(grid)),
            "args": args or {}, "bufs": bufs or {}, "floats": floats or {},
            "dynamic_smem": smem, "tag": tag}


def mb(n_elems, elem=F32):
    return (n_elems * (8 if elem == F64 else 4), elem)


def corpus():
    n = 1 << 26
    big = 1 << 28
    sq = 4096
    tr = 8192
    mat = {k: mb(sq * sq) for k in ("A", "B", "C")}
    red = lambda grid: {"in": mb(n), "out": mb(grid)}
    trb = {"odata": mb(tr * tr), "idata": mb(tr * tr)}
    streams = {k: mb(big) for k in ("a", "b", "c")}
    hist_grid = SMS * 4
    return "test/Inputs/corpus", [
        ("matmul_naive.cu", "matmul_naive",
         [L((16, 16), (sq // 16, sq // 16), {"wA": sq, "wB": sq}, mat,
            tag="4096")]),
        ("matmul_tiled.cu", "matmul_tiled",
         [L((16, 16), (sq // 16, sq // 16), {"wA": sq, "wB": sq}, mat,
            tag="4096")]),
        ("matmul_volkov.cu", "matmul_volkov",
         [L((16, 4), (sq // 64, sq // 16), {"hA": sq, "wA": sq}, mat,
            tag="4096")]),
        ("reduce.cu", "reduce_interleaved",
         [L((128,), (n // 128,), {"n": n}, red(n // 128), tag="64M")]),
        ("reduce.cu", "reduce_sequential",
         [L((128,), (n // 128,), {"n": n}, red(n // 128), tag="64M")]),
        ("reduce.cu", "reduce_unrolled",
         [L((128,), (n // 256,), {"n": n}, red(n // 256), tag="64M")]),
        ("reduce.cu", "reduce_multiple",
         [L((128,), (1024,), {"n": n}, red(1024), tag="64M")]),
        ("transpose.cu", "transpose_copy",
         [L((32, 8), (tr // 32, tr // 32), {"width": tr, "height": tr}, trb,
            tag="8192")]),
        ("transpose.cu", "transpose_naive",
         [L((32, 8), (tr // 32, tr // 32), {"width": tr, "height": tr}, trb,
            tag="8192")]),
        ("transpose.cu", "transpose_coalesced",
         [L((32, 8), (tr // 32, tr // 32), {"width": tr, "height": tr}, trb,
            tag="8192")]),
        ("transpose.cu", "transpose_no_bank_conflicts",
         [L((32, 8), (tr // 32, tr // 32), {"width": tr, "height": tr}, trb,
            tag="8192")]),
        ("stencil1d.cu", "stencil1d_7pt",
         [L((256,), (n // 256,), {"n": n}, {"in": mb(n + 1024), "out": mb(n)},
            {"c0": 0.5, "c1": 0.25, "c2": 0.125, "c3": 0.0625}, tag="64M")]),
        ("jacobi2d.cu", "jacobi2d_5pt",
         [L((32, 8), (tr // 32, tr // 8), {"width": tr, "height": tr},
            {"in": mb(tr * tr), "out": mb(tr * tr)}, tag="8192")]),
        ("stream.cu", "stream_copy",
         [L((256,), (SMS * 16,), {"n": big}, streams, tag="256M")]),
        ("stream.cu", "stream_scale",
         [L((256,), (SMS * 16,), {"n": big}, streams, {"q": 3.0},
            tag="256M")]),
        ("stream.cu", "stream_add",
         [L((256,), (SMS * 16,), {"n": big}, streams, tag="256M")]),
        ("stream.cu", "stream_triad",
         [L((256,), (SMS * 16,), {"n": big}, streams, {"q": 3.0},
            tag="256M")]),
        ("local_histogram.cu", "local_histogram64",
         [L((128,), (hist_grid,), {"n": n},
            {"data": mb(n), "partial": mb(64 * 128 * hist_grid)},
            tag="64M")]),
        ("fma_intensity.cu", "fma_intensity",
         [L((256,), (n // 256,), {"n": n, "K": 64},
            {"in": mb(n), "out": mb(n)}, {"a": 0.999, "b": 0.001},
            tag="64M_K64")]),
        ("vecadd_float4.cu", "vecadd_float4",
         [L((256,), (big // 4 // 256,), {"n": big},
            {k: mb(big) for k in ("a", "b", "c")}, tag="256M")]),
    ]


def validation_kernels():
    ks = []
    # CUDA Best Practices Guide matmuls: W = 32, C is 8192 x 8192.
    m = 8192
    for k in ("mm_ab_simple", "mm_ab_shared_a", "mm_ab_shared_ab"):
        ks.append(("cuda_best_practices_guide_matmul.cu", k,
                   [L((32, 32), (m // 32, m // 32), {"N": m},
                      {"a": mb(m * 32), "b": mb(32 * m), "c": mb(m * m)},
                      tag="8192")]))
    for k in ("mm_aat_simple", "mm_aat_shared", "mm_aat_shared_padded"):
        ks.append(("cuda_best_practices_guide_matmul.cu", k,
                   [L((32, 32), (m // 32, m // 32), {"M": m},
                      {"a": mb(m * 32), "c": mb(m * m)}, tag="8192")]))
    # Harris reductions, 64 Mi ints, 128 threads, dynamic shared partials.
    n = 1 << 26
    red = lambda g: {"in": (n * 4, I32), "out": (g * 4, I32)}
    for k, g in (("reduce_k1_interleaved_divergent", n // 128),
                 ("reduce_k2_interleaved_strided", n // 128),
                 ("reduce_k3_sequential", n // 128),
                 ("reduce_k4_first_add", n // 256),
                 ("reduce_k5_unroll_last_warp", n // 256),
                 ("reduce_k6_complete_unroll", n // 256)):
        ks.append(("harris_reduction_2007.cu", k,
                   [L((128,), (g,), {"n": n}, red(g), smem=512, tag="64M")]))
    ks.append(("harris_reduction_2007.cu", "reduce_k7_multiple",
               [L((128,), (g,), {"n": n}, red(g), smem=512,
                  tag="64M_g%d" % g) for g in (64, 1024)]))
    # gpu-roofline: 8 blocks of 256 per SM, 256 x 4000 elements per block.
    g = SMS * 8
    elems = g * 256 * 4000
    for nf in (0, 1, 2, 4, 8, 16, 32, 48, 64, 96, 128, 160, 224, 288, 352,
               416, 480, 512):
        ks.append(("te42kyfo_gpu_roofline.cu", "roofline_n%d" % nf,
                   [L((256,), (g,), {},
                      {"A": mb(elems), "B": mb(elems), "out": mb(g)},
                      tag="g%d" % g)]))
    # gpu-stream: N = 128 Mi + 2 doubles (1 GiB per array), grid N/bs + 1.
    N = 128 * 2 ** 20 + 2
    for k in ("init_kernel", "read_kernel", "scale_kernel", "triad_kernel"):
        ks.append(("te42kyfo_gpu_stream.cu", k,
                   [L((bs,), (N // bs + 1,), {"N": N},
                      {x: mb(N, F64) for x in ("A", "B", "C")},
                      tag="bs%d" % bs) for bs in (64, 256, 1024)]))
    # Ruetsch & Micikevicius transposes, 8192 x 8192.
    t = 8192
    for k in ("copy_plain", "copy_shared", "transpose_naive",
              "transpose_coalesced", "transpose_no_bank_conflicts",
              "transpose_fine_grained", "transpose_coarse_grained",
              "transpose_diagonal"):
        ks.append(("transpose_whitepaper_ruetsch_micikevicius.cu", k,
                   [L((32, 8), (t // 32, t // 32), {"cols": t, "rows": t},
                      {"out": mb(t * t), "in": mb(t * t)}, tag="8192")]))
    ks += sgemm_kernels()
    ks += gemv_reduce_kernels()
    ks += spatters_kernels()
    ks += tile_loop_kernels()
    add_occupancy_ladders(ks)
    return "validation/kernels", ks


def gemv_reduce_kernels():
    """Matrix-vector products on three 256 MB shapes and warp-shuffle
    reductions over 64 Mi floats (validation/kernels/gemv_warp_reduce.cu)."""
    src = "gemv_warp_reduce.cu"
    shapes = {"square": (8192, 8192), "tall": (131072, 512),
              "wide": (512, 131072)}

    def gemv(shape, rows_per_block, by_col=False):
        M, N = shapes[shape]
        grid = (N if by_col else M) // rows_per_block
        block = 256
        return L((block,), (grid,), {"M": M, "N": N},
                 {"A": mb(M * N), "x": mb(M if by_col else N),
                  "y": mb(N if by_col else M)}, tag=shape)

    ks = [(src, "gemv_thread_row", [gemv(s, 256) for s in ("square", "tall")]),
          (src, "gemv_thread_col", [gemv(s, 256, True)
                                    for s in ("square", "wide")])]
    for k, per_block in (("gemv_warp_row", 8), ("gemv_halfwarp_row", 16),
                         ("gemv_warp_row_f4", 8), ("gemv_block_row", 1)):
        ks.append((src, k, [gemv(s, per_block) for s in ("square", "tall")]))
    n = 1 << 26
    red = lambda g: {"in": mb(n), "out": mb(g)}
    chip = SMS * 8
    ks.append((src, "reduce_warp_shfl",
               [L((256,), (g,), {"n": n}, red(g), tag="64M_g%d" % g)
                for g in (chip, n // 256)]))
    ks.append((src, "reduce_warp_shfl_f4",
               [L((256,), (chip,), {"n": n}, red(chip), tag="64M_g%d" % chip)]))
    for k in ("reduce_warp_atomic", "reduce_block_atomic"):
        ks.append((src, k, [L((256,), (g,), {"n": n}, red(1),
                              tag="64M_g%d" % g) for g in (chip, n // 256)]))
    return ks


SGEMM = "wangzyon_sgemm_practice.cu"


def tile_loop_kernels():
    """Tile loops with a barrier every trip over 256 MB of float4 tiles, 8
    blocks of 256 threads per SM (validation/kernels/tile_loops.cu)."""
    tiles = 1 << 16
    grid = SMS * 8

    def launch(tag, smem=0):
        return L((256,), (grid,), {"ntiles": tiles},
                 {"in": mb(tiles * 256 * 4), "out": mb(grid * 256)},
                 smem=smem, tag=tag)
    # 8, 16: also with unused dynamic shared memory that leaves 4 and 2
    # blocks per SM (228 KB per SM, 1 KB reserved per block): how many
    # blocks it takes to overlap one block's wait (docs/model.md 40).
    return [("tile_loops.cu", "tile_loop_f%d" % n,
             [launch("256M")] +
             ([launch("256M_b4", 52 * 1024), launch("256M_b2", 108 * 1024)]
              if n in (8, 16) else []))
            for n in (8, 16, 32, 64)]


# Unused dynamic shared memory that leaves b blocks per SM (228 KB per SM,
# 1 KB reserved per block; away from the carveout steps).
BLOCKS_PER_SM_SMEM = {8: 26 * 1024, 4: 52 * 1024, 2: 108 * 1024,
                      1: 120 * 1024}

# The same launches with fewer blocks per SM (docs/model.md section 58):
# whether the model's issue and latency terms follow the GPU as the warps
# that hide each other's waits go from 64 per SM to 4-8.
OCCUPANCY_LADDERS = {
    "reduce_k1_interleaved_divergent": ("64M", (8, 4, 2)),
    "reduce_k3_sequential": ("64M", (8, 4, 2)),
    "roofline_n64": ("g1056", (4, 2, 1)),
    "roofline_n512": ("g1056", (4, 2, 1)),
    "read_kernel": ("bs256", (4, 2, 1)),
    "gemv_warp_row": ("square", (4, 2, 1)),
    "reduce_warp_shfl": ("64M_g1056", (4, 2)),
    "sgemm_v1_naive": ("4096", (1,)),
    "mm_ab_simple": ("8192", (1,)),
}


def add_occupancy_ladders(ks):
    for _, kernel, launches in ks:
        if kernel not in OCCUPANCY_LADDERS:
            continue
        tag, counts = OCCUPANCY_LADDERS[kernel]
        base = [la for la in launches if la["tag"] == tag]
        if len(base) != 1:
            raise SystemExit("plan.py: no launch %s of %s" % (tag, kernel))
        for b in counts:
            la = dict(base[0], dynamic_smem=BLOCKS_PER_SM_SMEM[b],
                      tag="%s_b%d" % (tag, b))
            launches.append(la)


def spatters_kernels():
    """The mma.sync GEMM ladder (synchronous and cp.async tile copies) at
    the suite's 4096^3, with the suite's launches (validation/suites)."""
    path = os.path.join(ROOT, "validation", "suites",
                        "spatters_mma_matmul.json")
    with open(path) as f:
        suite = json.load(f)
    ks = []
    for e in suite["measurements"]:
        a = e["args"]
        # fp16 A and B (random 32-bit words: the tensor cores' rate does not
        # depend on the values), fp32 C.
        bufs = {"A": (a["M"] * a["K"] * 2, I32), "B": (a["K"] * a["N"] * 2, I32),
                "C": mb(a["M"] * a["N"])}
        ks.append(("spatters_mma_matmul.cu", e["kernel"],
                   [L(e["block"], e["grid"], dict(a), bufs,
                      smem=e.get("dynamic_smem", 0), tag=str(a["M"]))]))
    return ks


def sgemm_kernels():
    """The SGEMM practice kernels 1-7 at the suite's five sizes; the kernel
    names and tiles come from the suite file (validation/suites)."""
    path = os.path.join(ROOT, "validation", "suites",
                        "wangzyon_sgemm_practice.json")
    if not os.path.exists(path):
        return []
    with open(path) as f:
        suite = json.load(f)
    seen = {}
    for e in suite["measurements"]:
        size = e["args"]["M"]
        seen.setdefault(e["kernel"], {})[size] = e
    ks = []
    for k, sizes in sorted(seen.items()):
        launches = []
        for size, e in sorted(sizes.items()):
            s = size
            launches.append(L(e["block"], e["grid"], dict(e["args"]),
                              {x: mb(s * s) for x in ("A", "B", "C")},
                              {"alpha": 1.0, "beta": 0.0},
                              e.get("dynamic_smem", 0), tag=str(s)))
        ks.append((SGEMM, k, launches))
    return ks


# --------------------------------------------------------------------------


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit("plan.py: command failed (%d): %s\n%s"
                         % (p.returncode, " ".join(cmd), p.stderr[-3000:]))
    return p.stdout


def signatures(src, tmp, arch=ARCH):
    """{base name: (mangled, [(param name, IR type)])} from clang's IR."""
    ll = os.path.join(tmp, os.path.basename(src) + ".ll")
    run([CLANG, "-x", "cuda", "--cuda-gpu-arch=" + arch,
         "--cuda-path=" + CUDA, "--cuda-device-only", "-O3",
         "-Wno-unknown-cuda-version", "-fno-discard-value-names", "-S",
         "-emit-llvm", src, "-o", ll])
    out = {}
    with open(ll) as f:
        for line in f:
            m = re.match(r"define .*ptx_kernel void @(\S+)\((.*)\)", line)
            if not m:
                continue
            params = []
            for p in m.group(2).split(", "):
                if not p:
                    continue
                toks = p.split()
                params.append((toks[-1].lstrip("%"), toks[0]))
            out[m.group(1)] = params
    names = list(out)
    dem = run([CXXFILT] + names).split("\n") if names else []
    sigs = {}
    for mangled, d in zip(names, dem):
        base = re.sub(r"^void ", "", d.split("(")[0])
        base = re.sub(r"<.*", "", base)
        sigs[base] = (mangled, out[mangled])
    return sigs


def compile_ptx(src, outdir, compiler, arch=ARCH):
    base = os.path.splitext(os.path.basename(src))[0]
    ptx = os.path.join(outdir, "%s.%s.ptx" % (base, compiler))
    if compiler == "clang":
        run([CLANG, "-x", "cuda", "--cuda-gpu-arch=" + arch,
             "--cuda-path=" + CUDA, "--cuda-device-only", "-O3",
             "-Wno-unknown-cuda-version", "-S", src, "-o", ptx] + CLANG_FLAGS)
    else:
        # sm_90a only through -gencode (HOPPER.md: -arch=sm_90a also runs
        # a plain sm_90 pass that rejects wgmma).
        run([os.path.join(CUDA, "bin", "nvcc"),
             "-gencode=arch=compute_%s,code=%s" % (arch[3:], arch), "-O3",
             "-ptx", src, "-o", ptx])
    return ptx


def tensor_kernels():
    """Tensor-core and asynchronous-copy kernels (validation/hw/tensor),
    built for sm_90a: the h200_tensor suite."""
    with open(os.path.join(ROOT, TENSOR, "launches.json")) as f:
        ls = json.load(f)
    ks = {}
    for e in ls:
        la = L(e["block"], e["grid"], e.get("args"),
               {k: tuple(v) for k, v in e.get("bufs", {}).items()},
               e.get("floats"), e.get("dynamic_smem", 0), tag=e["tag"])
        ks.setdefault(e["kernel"], []).append(la)
    return TENSOR, [("tensor_kernels.cu", k, v) for k, v in ks.items()]


def launch_id(suite_dir, kernel, launch):
    group = ("corpus" if "corpus" in suite_dir else
             "tensor" if suite_dir == TENSOR else "validation")
    return "%s/%s/%s" % (group, kernel, launch["tag"])


def arch_of(src):
    """sm_90a where the source needs it (wgmma), else sm_90."""
    return "sm_90a" if src.startswith(TENSOR) else ARCH


def entries(tensor=False):
    """(source path, kernel, launch, id) for every measured launch."""
    groups = [corpus(), validation_kernels()]
    if tensor:
        groups.append(tensor_kernels())
    for suite_dir, ks in groups:
        for fn, kernel, launches in ks:
            for la in launches:
                yield (os.path.join(suite_dir, fn), kernel, la,
                       launch_id(suite_dir, kernel, la))


def write_plan(outdir, check_ptxas, tensor):
    ptxdir = os.path.join(outdir, "ptx")
    os.makedirs(ptxdir, exist_ok=True)
    sigs, ptx = {}, {}
    lines = ["# written by validation/hw/plan.py; ids are "
             "<compiler>/<group>/<kernel>/<size>"]
    n = 0
    tmp = tempfile.mkdtemp(prefix="lhf-plan-")
    for src, kernel, la, lid in entries(tensor):
        if src not in sigs:
            arch = arch_of(src)
            sigs[src] = signatures(os.path.join(ROOT, src), tmp, arch)
            for c in ("clang", "nvcc"):
                p = compile_ptx(os.path.join(ROOT, src), ptxdir, c, arch)
                ptx[(src, c)] = os.path.relpath(p, outdir)
                if check_ptxas:
                    run([os.path.join(CUDA, "bin", "ptxas"), "-arch=" + arch,
                         p, "-o", os.devnull])
        if kernel not in sigs[src]:
            raise SystemExit("plan.py: no kernel %s in %s (have %s)"
                             % (kernel, src, ", ".join(sorted(sigs[src]))))
        mangled, params = sigs[src][kernel]
        body = []
        for name, ty in params:
            if ty == "ptr":
                if name not in la["bufs"]:
                    raise SystemExit("plan.py: %s: no buffer size for %s"
                                     % (lid, name))
                size, elem = la["bufs"][name]
                body.append("P ptr %d %s" % (size, elem))
            elif ty in ("i32", "i64"):
                if name not in la["args"]:
                    raise SystemExit("plan.py: %s: no value for %s"
                                     % (lid, name))
                body.append("P %s %d" % (ty, la["args"][name]))
            elif ty == "float":
                body.append("P f32 %r" % la["floats"].get(name, 1.0))
            else:
                raise SystemExit("plan.py: %s: parameter %s of type %s"
                                 % (lid, name, ty))
        for c in ("clang", "nvcc"):
            lines.append("K %s/%s %s %s %s %d" % (
                c, lid, ptx[(src, c)], mangled,
                " ".join(str(x) for x in la["grid"] + la["block"]),
                la["dynamic_smem"]))
            lines += body + ["E"]
            n += 1
    shutil.rmtree(tmp, ignore_errors=True)
    with open(os.path.join(outdir, "plan.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("plan.py: %d launches (%d kernels x compilers) in %s"
          % (n, n // 2, os.path.join(outdir, "plan.txt")))


SUITES = {
    "own": "the project's own kernels as clang 22 compiled them for sm_90",
    "tensor": ("the project's tensor-core and asynchronous-copy kernels "
               "(validation/hw/tensor) as clang 22 compiled them for "
               "sm_90a"),
}
# The lent GPUs the plan was timed on: CSV name -> (GPU file, in words).
sys.path.insert(0, HERE)
from lent import LENT  # noqa: E402


def write_suite(path, gpu="h200", kind="own"):
    """A suite of one GPU's measurements, one entry per launch, matched
    against the clang rows of validation/hw/<gpu>-kernels.csv: <gpu>_own
    (the corpus and validation kernels) or <gpu>_tensor (hw/tensor). The
    launches are the same on both GPUs (132 SMs each)."""
    ms = []
    tensor = kind == "tensor"
    name = "%s_%s" % (gpu, kind)
    # Launches added to the plan after this GPU's last call have no row
    # yet: an entry without one would fail the suite.
    timed = set()
    rows = os.path.join(HERE, gpu + "-kernels.csv")
    if os.path.exists(rows):
        with open(rows, newline="") as f:
            timed = {r["kernel"] for r in csv.DictReader(f)}
    untimed = 0
    for src, kernel, la, lid in entries(tensor):
        if tensor != src.startswith(TENSOR):
            continue
        if "clang/" + lid not in timed:
            untimed += 1
            continue
        e = {"id": lid, "csv": {"kernel": "clang/" + lid,
                                "gpu": LENT[gpu][0]},
             "metric": "time", "duplicates": [], "kernel": kernel,
             "source": src, "block": la["block"], "grid": la["grid"],
             "args": la["args"]}
        if la["dynamic_smem"]:
            e["dynamic_smem"] = la["dynamic_smem"]
        ms.append(e)
    suite = {
        "suite": name,
        "measurements_csv": "hw/%s-kernels.csv" % gpu,
        "gpu_map": {gpu: LENT[gpu][0]},
        "compile_flags": DRIVER_FLAGS,
        "conversions": [
            "time rows: the median of 21 timed launches (CUDA events, 3 "
            "warm-ups, non-zero random inputs) of %s, loaded as PTX with "
            "cuModuleLoadDataEx on an %s (validation/hw/run.sh); predicted "
            "= lhf's time for the same launch." % (SUITES[kind],
                                                   LENT[gpu][1])],
        "measurements": ms,
    }
    if os.path.exists(os.path.join(HERE, gpu + "-ncu.csv")):
        suite["ncu_csv"] = "hw/%s-ncu.csv" % gpu
    with open(path, "w") as f:
        f.write("{\n")
        for k in ("suite", "measurements_csv", "ncu_csv", "gpu_map",
                  "compile_flags", "conversions"):
            if k not in suite:
                continue
            f.write(" %s: %s,\n" % (json.dumps(k), json.dumps(suite[k])))
        f.write(' "measurements": [\n')
        f.write(",\n".join("  " + json.dumps(e) for e in ms))
        f.write("\n ]\n}\n")
    print("plan.py: %d entries in %s%s" % (
        len(ms), path, " (%d launches not timed on the %s yet)" % (untimed, gpu)
        if untimed else ""))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", help="folder for ptx/ and plan.txt")
    ap.add_argument("--suite", help="write the <gpu>_own suite JSON here")
    ap.add_argument("--tensor-suite",
                    help="write the <gpu>_tensor suite JSON here")
    ap.add_argument("--gpu", choices=sorted(LENT), default="h200",
                    help="whose measurements the suites match (default "
                    "h200)")
    ap.add_argument("--check-ptxas", action="store_true",
                    help="assemble every PTX for sm_90 with ptxas")
    ap.add_argument("--tensor", action="store_true",
                    help="also the tensor-core kernels of hw/tensor")
    a = ap.parse_args()
    if not a.out and not a.suite and not a.tensor_suite:
        ap.error("give --out, --suite and/or --tensor-suite")
    if a.out:
        write_plan(a.out, a.check_ptxas, a.tensor)
    if a.suite:
        write_suite(a.suite, a.gpu)
    if a.tensor_suite:
        write_suite(a.tensor_suite, a.gpu, "tensor")


if __name__ == "__main__":
    main()
