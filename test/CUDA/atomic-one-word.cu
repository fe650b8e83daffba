// Atomics that every warp of the grid makes on one word (a single sum or
// counter) queue at the one L2 slice that holds it, one after another
// (docs/model.md section 34). The H200 takes 1.28 cycles per integer and
// 3.06 per float add for the whole GPU (gpus/h200.json atomic_one_word*,
// validation/hw/h200-micro-extra.csv grid_* rows). 262144 blocks of 8
// warps, one float atomic per warp: 2097152 x 3.06 = 6417285 cycles, far
// more than the rest of the kernel; measured 3722-3727 us
// (validation/hw/h200-kernels.csv, reduce_warp_atomic). The hint's fix, one
// atomic per block, queues 262144 of them (802161 cycles = 405 us);
// measured 491-496 us (reduce_block_atomic).
// REQUIRES: cuda-sdk
// RUN: lhf predict %s --gpu h200 --kernel warp_sum --block 256 \
// RUN:   --grid 262144 --arg n=67108864 -v | FileCheck %s
// CHECK: predicted   6417285 cycles = 3241.05 us at 1980 MHz
// CHECK: bottleneck  atomics on one word
// CHECK: atomics     2097152 warp atomics of the grid on one word, 6417285 cycles queued at one L2 slice (the GPU file's atomic_one_word figures): longer than the rest, so the time
// CHECK: hint        {{.*}}atomic-one-word.cu:74: atomics on one word: sum within the warp (shuffles) or the block first, one atomic per block (gain 87.5% = 2835.92 us)
// CHECK-NEXT: the grid's 2097152 warp atomics on one word queue at one L2 slice: 6417285 cycles, 3.06 each (the GPU file's rate), against {{[0-9]+}} cycles of the rest of the kernel; one per block would queue 802161
//
// RUN: lhf predict %s --gpu h200 --kernel warp_sum --block 256 \
// RUN:   --grid 262144 --arg n=67108864 --json | FileCheck %s --check-prefix=JSON
// JSON: "bottleneck": "atomics on one word"
// JSON: "fix": "combine_atomics"
// JSON: "one_word_atomic_cycles": 6417285
// JSON: "one_word_atomics": 2097152
//
// An integer counter bumped by every thread: ptxas combines a warp's lanes
// into one RED, so one per warp at 1.28 cycles: 2097152 x 1.28.
// RUN: lhf predict %s --gpu h200 --kernel count_all --block 256 \
// RUN:   --grid 262144 --arg n=67108864 | FileCheck %s --check-prefix=INT
// INT: predicted   2684355 cycles
// INT: bottleneck  atomics on one word
//
// One word per block (out[blockIdx.x]) is not one word for the grid: no
// queue.
// RUN: lhf predict %s --gpu h200 --kernel per_block --block 256 \
// RUN:   --grid 262144 --arg n=67108864 -v | FileCheck %s --check-prefix=BLOCK
// BLOCK-NOT: atomics on one word
// BLOCK-NOT: {{^  atomics }}
// Data-dependent bins (`& 255`: 8 lines) are not one word either, but the
// grid's updates queue at those lines (docs/model.md section 74): 2097152
// warp atomics x 32 words / 8 lines x 1.28.
// RUN: lhf predict %s --gpu h200 --kernel histogram --block 256 \
// RUN:   --grid 262144 --arg n=67108864 -v | FileCheck %s --check-prefix=HIST
// HIST: predicted   10737418 cycles
// HIST: bottleneck  atomics on a few lines
// HIST-NOT: atomics on one word
//
// A GPU file without the figure (the H100 PCIe, not measured) says that
// the queue is not counted. (The H100 SXM has the H200's rates, the same
// GH100 L2: 1.27 and 3.06, validation/hw/h100-micro-extra.csv.)
// RUN: lhf predict %s --gpu h100-pcie --kernel warp_sum --block 256 \
// RUN:   --grid 262144 --arg n=67108864 | FileCheck %s --check-prefix=NOFIG
// NOFIG: bottleneck  issue
// NOFIG: note        {{.*}}atomic-one-word.cu:74: 2097152 warp atomics of the grid update one word; h100-pcie has no atomic_one_word_float figure, so their queue at one L2 slice is not counted: the time may be far too short
//
// The plugin's remark says what the number is.
// RUN: clang++ -x cuda --cuda-gpu-arch=sm_90 --cuda-path=%cuda_path -O3 \
// RUN:   --cuda-device-only -fno-discard-value-names -fpass-plugin=%lhf_plugin \
// RUN:   -Rpass-analysis=lhf \
// RUN:   -mllvm -lhf-gpu=h200 -mllvm -lhf-block=256 -mllvm -lhf-grid=262144 \
// RUN:   -mllvm -lhf-arg=n=67108864 -c %s -o %t.o 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// REMARK: kernel 'warp_sum(float const*, float*, int)' on h200 (-lhf-gpu): predicted 6417285 cycles (3241.053 us) = the grid's atomics on one word, more than TimeOneRep

__global__ void warp_sum(const float *in, float *out, int n) {
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    acc += in[i];
  for (int o = 16; o > 0; o >>= 1)
    acc += __shfl_down_sync(0xffffffffu, acc, o);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(out, acc);
}

__global__ void count_all(const float *in, unsigned *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] > 0.0f)
    atomicAdd(count, 1u);
}

__global__ void per_block(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&out[blockIdx.x], in[i]);
}

__global__ void histogram(const int *in, unsigned *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[in[i] & 255], 1u);
}
