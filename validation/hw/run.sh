#!/usr/bin/env bash
# Ground truth on a real GPU (validation/hw/README.md).
#
#   run.sh --prepare DIR        here: clang 22 and nvcc PTX for sm_90 of every
#                               own kernel, and the runner's plan (plan.py)
#   run.sh --measure DIR OUT    on the GPU machine, one call: builds the
#                               microbenchmarks and the runner with nvcc,
#                               runs them, then ncu on each kernel; results
#                               and logs land in OUT
#                               (MEASURE_BUDGET seconds, default 540: ncu
#                               groups that would overrun it are skipped;
#                               NCU=0 skips ncu, RUNS=2 times the kernels
#                               twice; MICRO=0 skips the
#                               microbenchmarks; NCU_ONLY=REGEX profiles
#                               only the matching ids, as one group;
#                               STALLS=REGEX also takes ncu's scheduler
#                               and warp-state sections of those ids
#                               (collect.py: GPU_TAG-ncu-stalls.csv);
#                               REASONS=REGEX the stall reasons and unit
#                               use (GPU_TAG-ncu-reasons.csv);
#                               files are named GPU_TAG-*, default h200)
#   run.sh --dry-run [DIR]      no GPU: --prepare with every PTX assembled by
#                               ptxas, both programs built for sm_90, the
#                               plan checked against the PTX (make test)
#
# The device machine has nvcc but no clang 22, so the PTX that lhf analyses
# is made here and carried (device tool: carry DIR).
set -u -o pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
CUDA=${CUDA_PATH:-/usr/local/cuda}
NVCC=${NVCC:-$CUDA/bin/nvcc}
PY=${PYTHON:-python3}
TAG=${GPU_TAG:-h200}

die() { echo "run.sh: $*" >&2; exit 1; }

build() { # DIR
  [ "${MICRO:-1}" = 0 ] || build_micro "$1"
  "$NVCC" -O2 -std=c++17 -arch=sm_90 -o "$1/runner" "$HERE/runner.cu" \
    -lcuda ${RUNNER_LDFLAGS:-} || die "building runner.cu failed"
  "$NVCC" -O2 -std=c++17 -gencode=arch=compute_90a,code=sm_90a \
    -o "$1/tensor-check" "$HERE/tensor/check.cu" ||
    die "building tensor/check.cu failed"
}

build_micro() { # DIR
  "$NVCC" -O3 -std=c++17 -arch=sm_90 -o "$1/microbench" \
    "$HERE/microbench.cu" || die "building microbench.cu failed"
  # The branch kernels need ptxas -O0 (microbench_branch.cu says why).
  "$NVCC" -O3 -std=c++17 -arch=sm_90 -c -o "$1/extra.o" \
    "$HERE/microbench_extra.cu" &&
    "$NVCC" -O3 -std=c++17 -arch=sm_90 -Xptxas -O0 -c -o "$1/branch.o" \
      "$HERE/microbench_branch.cu" &&
    "$NVCC" -arch=sm_90 -o "$1/microbench_extra" "$1/extra.o" "$1/branch.o" ||
    die "building microbench_extra.cu failed"
  "$NVCC" -O3 -std=c++17 -arch=sm_90 -o "$1/microbench_occupancy" \
    "$HERE/microbench_occupancy.cu" || die "building microbench_occupancy.cu failed"
}

# The kernels by group, one ncu process each so that a slow group cannot
# take the others' results with it.
NCU_GROUPS=("^clang/corpus/" "^clang/validation/(mm_|reduce_|roofline|init|read|scale|triad)"
            "^clang/validation/(copy|transpose)" "^clang/validation/sgemm_v[0-9]_[a-z0-9_]+/2048$"
            "^clang/tensor/")
NCU_METRICS=(
  gpu__time_duration.sum sm__cycles_elapsed.avg.per_second
  launch__registers_per_thread launch__occupancy_limit_registers
  launch__occupancy_limit_shared_mem launch__occupancy_limit_warps
  launch__occupancy_limit_blocks sm__maximum_warps_per_active_cycle_pct
  sm__warps_active.avg.pct_of_peak_sustained_active
  l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum
  l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum
  l1tex__t_requests_pipe_lsu_mem_global_op_st.sum
  l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum
  l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum
  l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum
  smsp__inst_executed_op_shared_ld.sum smsp__inst_executed_op_shared_st.sum
  l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum
  l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum
  l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum
  l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum
  smsp__issue_active.avg.pct_of_peak_sustained_active smsp__inst_executed.sum
  sm__inst_executed_pipe_lsu.avg.pct_of_peak_sustained_active
  dram__bytes_read.sum dram__bytes_write.sum
  lts__t_sector_hit_rate.pct l1tex__t_sector_hit_rate.pct
  sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active
  sm__pipe_tensor_op_gmma_cycles_active.avg.pct_of_peak_sustained_active
  sm__inst_executed_pipe_tensor_op_hmma.sum
)

# Whether the ncu of this measurement (measure's $out/ncu-metrics.txt)
# knows metric $1; an unknown one is said in ncu.log (one unknown name
# fails a whole ncu run).
known_metric() {
  grep -q "^${1%%.*} " "$out/ncu-metrics.txt" && return 0
  echo "ncu: no metric ${1%%.*}" >> "$out/ncu.log"
  return 1
}

measure() { # DIR OUT
  local dir=$1 out=$2 t0=$SECONDS
  mkdir -p "$out"
  {
    echo "# date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "# host: $(hostname)"
    nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm,clocks.mem,power.limit,temperature.gpu,pstate \
      --format=csv 2>&1 | sed 's/^/# /'
    "$NVCC" --version | tail -2 | sed 's/^/# /'
    echo "# ncu: $(ncu --version 2>&1 | tail -1)"
    echo "# ptx: clang $(head -c 0 /dev/null; grep -h -m1 '^// Generated by LLVM' "$dir"/ptx/*.clang.ptx | head -1)"
    echo "# lhf commit: $(cat "$dir/commit" 2>/dev/null)"
  } > "$out/provenance.txt"
  cat "$out/provenance.txt"

  build "$dir" 2>&1 | tee "$out/build.log"
  if [ "${MICRO:-1}" != 0 ]; then
    echo "== microbenchmarks ($((SECONDS - t0)) s)"
    timeout 120 "$dir/microbench" > "$out/$TAG-micro.csv" 2> "$out/micro.log"
    echo "microbench exit $?"; tail -3 "$out/micro.log"
    timeout 60 "$dir/microbench_extra" > "$out/$TAG-micro-extra.csv" \
      2>> "$out/micro.log"
    echo "microbench_extra exit $?"; cat "$out/$TAG-micro-extra.csv"
    timeout 60 "$dir/microbench_occupancy" > "$out/$TAG-micro-occupancy.csv" \
      2>> "$out/micro.log"
    echo "microbench_occupancy exit $?"
    cuobjdump -sass "$dir/microbench_extra" > "$out/extra.sass" 2>&1
  fi

  echo "== tensor kernels against a CPU reference ($((SECONDS - t0)) s)"
  timeout 60 "$dir/tensor-check" > "$out/tensor-check.txt" 2>&1
  echo "tensor-check exit $?"; cat "$out/tensor-check.txt"

  echo "== kernels ($((SECONDS - t0)) s)"
  local from rc run raw
  cd "$dir" || die "no $dir"
  for run in $(seq 1 "${RUNS:-1}"); do
    raw="$out/$TAG-kernels-raw.csv"
    [ "$run" = 1 ] || raw="$out/$TAG-kernels-raw$run.csv"
    from=0
    while :; do
      timeout 150 ./runner plan.txt "$raw" --from "$from" \
        2>> "$out/kernels.log"
      rc=$?
      [ $rc -eq 3 ] || break
      from=$(( $(tail -1 "$raw" | cut -d, -f1) + 1 ))
      echo "runner: fault, restarting at $from" | tee -a "$out/kernels.log"
    done
    echo "runner run $run exit $rc ($((SECONDS - t0)) s)"
    grep -c ',ok$' "$raw"; grep -v ',ok$' "$raw" | head -5
  done

  if [ "${NCU:-1}" = 0 ]; then
    cd - > /dev/null
    nvidia-smi --query-gpu=clocks.sm,clocks.mem,temperature.gpu,power.draw \
      --format=csv >> "$out/provenance.txt" 2>&1
    echo "== done in $((SECONDS - t0)) s (ncu skipped)"
    return
  fi
  echo "== ncu ($((SECONDS - t0)) s)"
  # Only metrics this ncu knows: one unknown name fails the whole run.
  # launch__* and the theoretical occupancy are not in --query-metrics:
  # kept if a probe on one small kernel accepts them.
  ncu --query-metrics --chip gh100 > "$out/ncu-metrics.txt" 2>&1
  local ms=() extra=() m
  for m in "${NCU_METRICS[@]}"; do
    case $m in launch__*|sm__maximum_warps*) extra+=("$m"); continue ;; esac
    if known_metric "$m"; then ms+=("$m"); fi
  done
  local list; list=$(IFS=,; echo "${ms[*]},${extra[*]}")
  if ! ncu --clock-control none --csv --metrics "$list" ./runner plan.txt \
       /tmp/ncu-times.csv --reps 1 --warmup 0 \
       --only '^clang/corpus/reduce_multiple/' > "$out/ncu-probe.log" 2>&1 ||
     grep -q '==ERROR==' "$out/ncu-probe.log"; then
    echo "ncu: probe failed, dropping ${extra[*]}" | tee -a "$out/ncu.log"
    list=$(IFS=,; echo "${ms[*]}")
  fi
  grep '^K ' plan.txt | cut -d' ' -f2 > "$out/plan-ids.txt"
  [ -z "${NCU_ONLY:-}" ] || NCU_GROUPS=("$NCU_ONLY")
  printf '%s\n' "${NCU_GROUPS[@]}" > "$out/ncu-groups.txt"
  local i=0 g
  for g in "${NCU_GROUPS[@]}"; do
    local left=$(( ${MEASURE_BUDGET:-540} - (SECONDS - t0) - 20 ))
    if [ $left -lt 30 ]; then
      echo "ncu group $i ($g): skipped, out of time" | tee -a "$out/ncu.log"
      i=$((i + 1)); continue
    fi
    timeout $(( left < 200 ? left : 200 )) ncu --clock-control none --csv --metrics "$list" \
      --log-file "$out/ncu-$i.csv" ./runner plan.txt /tmp/ncu-times.csv \
      --reps 1 --warmup 0 --only "$g" >> "$out/ncu.log" 2>&1
    echo "ncu group $i ($g): exit $? ($((SECONDS - t0)) s)"
    i=$((i + 1))
  done
  if [ -n "${STALLS:-}" ]; then
    echo "$STALLS" > "$out/ncu-stalls.only"
    timeout 200 ncu --clock-control none --section WarpStateStats \
      --section SchedulerStats --section ComputeWorkloadAnalysis \
      --section InstructionStats --csv ./runner plan.txt /tmp/ncu-times.csv \
      --reps 1 --warmup 0 --only "$STALLS" > "$out/ncu-stalls.csv" \
      2>> "$out/ncu.log"
    echo "ncu stalls ($STALLS): exit $? ($((SECONDS - t0)) s)"
  fi
  if [ -n "${REASONS:-}" ]; then
    # Why warps do not issue (cycles per issued instruction, by reason) and
    # how busy each unit is: what the model's issue and latency terms stand
    # for, per launch.
    echo "$REASONS" > "$out/ncu-reasons.only"
    local rs=() r
    for r in barrier branch_resolving dispatch_stall drain gmma imc_miss \
             lg_throttle long_scoreboard math_pipe_throttle membar \
             mio_throttle misc no_instruction not_selected selected \
             short_scoreboard sleeping tex_throttle wait; do
      rs+=("smsp__average_warps_issue_stalled_${r}_per_issue_active.ratio")
    done
    for r in alu fma fmaheavy shared tensor_op_hmma; do
      rs+=("sm__pipe_${r}_cycles_active.avg.pct_of_peak_sustained_active")
    done
    for r in alu fma lsu tensor cbu uniform adu xu; do
      rs+=("sm__inst_executed_pipe_${r}.sum")
    done
    local have=()
    for m in "${rs[@]}"; do
      if known_metric "$m"; then have+=("$m"); fi
    done
    timeout 240 ncu --clock-control none --csv \
      --metrics "$(IFS=,; echo "${have[*]}")" ./runner plan.txt \
      /tmp/ncu-times.csv --reps 1 --warmup 0 --only "$REASONS" \
      > "$out/ncu-reasons.csv" 2>> "$out/ncu.log"
    echo "ncu reasons ($REASONS): exit $? ($((SECONDS - t0)) s)"
  fi
  cd - > /dev/null
  nvidia-smi --query-gpu=clocks.sm,clocks.mem,temperature.gpu,power.draw \
    --format=csv >> "$out/provenance.txt" 2>&1
  echo "== done in $((SECONDS - t0)) s"
}

prepare() { # DIR [--check-ptxas]
  mkdir -p "$1"
  "$PY" "$HERE/plan.py" --out "$1" --tensor ${2:-} || die "plan.py failed"
  git -C "$HERE" rev-parse --short HEAD > "$1/commit" 2>/dev/null || true
}

case "${1:-}" in
  --prepare) [ $# -eq 2 ] || die "usage: run.sh --prepare DIR"; prepare "$2" ;;
  --measure) [ $# -eq 3 ] || die "usage: run.sh --measure DIR OUT"
             measure "$(cd "$2" && pwd)" "$3" ;;
  --dry-run)
    dir=${2:-$(mktemp -d)}
    [ -x "$NVCC" ] || die "no nvcc at $NVCC (set NVCC or CUDA_PATH)"
    prepare "$dir" --check-ptxas
    # The driver library is only on GPU machines: link against CUDA's stub
    # and let the check (which makes no CUDA call) load it.
    RUNNER_LDFLAGS="-L$CUDA/lib64/stubs" build "$dir"
    mkdir -p "$dir/stub"
    ln -sf "$CUDA/lib64/stubs/libcuda.so" "$dir/stub/libcuda.so.1"
    (cd "$dir" && LD_LIBRARY_PATH=stub ./runner plan.txt --check) ||
      die "plan check failed"
    echo "dry run: built microbench and runner for sm_90 in $dir" ;;
  *) die "usage: run.sh --prepare DIR | --measure DIR OUT | --dry-run [DIR]" ;;
esac
