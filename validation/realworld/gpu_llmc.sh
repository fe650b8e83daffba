#!/usr/bin/env bash
# Times llm.c's dev/cuda benchmark programs on a lent GPU, as their README
# runs them (`./layernorm_forward 3`): each program checks every kernel
# version against its CPU reference, then prints "block_size N | time T ms"
# per block size (the mean of its repeats, L2 flushed before each).
#
#   gpu_llmc.sh BINDIR OUTDIR [BUDGET_S]
#
# BINDIR holds the programs, built here (no GPU needed) by
#   nvcc -O3 --use_fast_math -std=c++17 -gencode arch=compute_90,code=sm_90 \
#     -Xcompiler -fopenmp F.cu -o BINDIR/F -lcublas -lcublasLt -lgomp
# (llm.c's dev/cuda/Makefile flags for sm_90, plus OpenMP so that the CPU
# references take seconds), and BINDIR/runs.txt lists "program kernel_num"
# lines in the order to run them. Each run gets 40 s; no run starts after
# BUDGET_S (default 330) seconds. compare_llmc.py reads OUTDIR.
set -u
bin=$(cd "$1" && pwd); out=$2; budget=${3:-330}
mkdir -p "$out"
{
  echo "# date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,clocks.mem,power.limit \
    --format=csv,noheader 2>&1 | sed 's/^/# gpu: /'
} > "$out/provenance.txt"
cat "$out/provenance.txt"
cuda_libs=$(python3 -c 'import nvidia.cublas, os; print(os.path.join(nvidia.cublas.__path__[0], "lib"))' 2>/dev/null)
export LD_LIBRARY_PATH=$bin:/usr/local/cuda/lib64:${cuda_libs}:${LD_LIBRARY_PATH:-}
export OMP_NUM_THREADS=$(nproc)
t0=$SECONDS
while read -r prog k; do
  [ -z "$prog" ] && continue
  if [ $((SECONDS - t0)) -ge "$budget" ]; then
    echo "$prog $k: not run (budget)" | tee -a "$out/skipped.txt"; continue
  fi
  s=$SECONDS
  (cd "$bin" && timeout 40 "./$prog" "$k") > "$out/$prog.$k.txt" 2>&1
  rc=$?
  echo "$prog $k rc=$rc $((SECONDS - s))s $(grep -cE 'time [0-9.]+ ms' "$out/$prog.$k.txt") timings"
done < "$bin/runs.txt"
nvidia-smi --query-gpu=clocks.sm,clocks.mem,temperature.gpu --format=csv,noheader \
  2>&1 | sed 's/^/# after: /' >> "$out/provenance.txt"
echo "done in $((SECONDS - t0)) s"
