// More pipeline stages hide more of a copy's latency (issue 15: "more
// stages never predict slower when latency-bound").
//
// stagesS copies a 2048-byte tile per iteration (16 bytes a thread, 4
// warps) S - 1 tiles ahead into a ring of S buffers (issue, commit,
// cp.async.wait_group S - 1) and reads one value of the oldest. 264 blocks
// of 128 threads on the H200: two blocks (W = 8 warps) per SM, a loop body
// of 19.5 cycles per warp.
//
// One stage waits for each copy at once: latency-bound (127 us). With
// wait_group N the copy stays in flight through N waits; the N iterations
// of issue in between and those waits' stalls cover its 657-cycle DRAM
// latency, so the loop's period is at least (657 + 4 x 18.0) / (N + 1) =
// 364.5 cycles for two stages, of which 8 x 18.0 = 144 are issue: 220.5
// exposed per iteration (segment 3), 50.17 us (2.8 TB/s: two tiles in
// flight per block). Three stages: 243 per iteration, about what the two
// blocks' 4096 bytes take at the SM's 17.2 B/clk share of DRAM bandwidth
// (238); four: bandwidth and issue bind (33.62 us), DRAM the busier (91%
// of its peak against issue's 57%: the bottleneck, docs/model.md 69). waitFirst3 waits first
// (wait_group 1, then the copy two tiles ahead): at its wait two tiles are
// in flight, as in stages2, and it predicts as stages2 does.
// REQUIRES: cuda-sdk
// RUN: lhf predict %s --gpu h200 --kernel stages1 --block 128 --grid 264 --arg K=256 | FileCheck %s --check-prefix=S1
// RUN: lhf predict %s --gpu h200 --kernel stages2 --block 128 --grid 264 --arg K=256 | FileCheck %s --check-prefix=S2
// RUN: lhf predict %s --gpu h200 --kernel stages2 --block 128 --grid 264 --arg K=256 --level ir | FileCheck %s --check-prefix=S2IR
// RUN: lhf predict %s --gpu h200 --kernel stages3 --block 128 --grid 264 --arg K=256 | FileCheck %s --check-prefix=S3
// RUN: lhf predict %s --gpu h200 --kernel stages4 --block 128 --grid 264 --arg K=256 | FileCheck %s --check-prefix=S4
// RUN: lhf predict %s --gpu h200 --kernel waitFirst3 --block 128 --grid 264 --arg K=256 | FileCheck %s --check-prefix=W3
// S1: predicted   250900 cycles = 126.72 us
// S1: bottleneck  memory latency
// S2: predicted   100290 cycles = 50.65 us
// S2: bottleneck  memory latency
// S2: #3 83258 255 13.2 1024 220.5 {{.*}} (ends at a barrier)
// S2: hint {{.*}}: pipeline stages: {{.*}}
// S2-NEXT: segment 3's asynchronous copies (cp.async (16 B per thread)) stay in flight through 1 wait(s) (wait_group 1) before one takes them; the 144 cycles of issue in between cover only 21% of their 657-cycle latency: too few pipeline stages: issue each copy one stage further ahead of its wait (one more buffer of 2048 bytes per block, which still fits 16 blocks per SM)
// S2IR: predicted   97967 cycles = 49.48 us
// S2IR: bottleneck  memory latency
// S3: predicted   72784 cycles = 36.76 us
// S3: bottleneck  memory bandwidth
// S3-NEXT: throughput  DRAM 83%, {{.*}} issue 64%
// S4: predicted   66573 cycles = 33.62 us
// S4: bottleneck  memory bandwidth
// S4-NEXT: throughput  DRAM 91%, {{.*}} issue 57%
// W3: predicted   100905 cycles = 50.96 us
// W3: bottleneck  memory latency

#include "Inputs/cp-async.cuh"

// S - 1 tiles ahead in a ring of S buffers; the loop issues its copy and
// then waits (wait_group S - 1), or waits first (wait_group S - 2).
template <int S, bool WaitFirst = false>
__device__ void pipeline(const float4 *In, float *Out, int K) {
  __shared__ __align__(16) float4 Tile[S][128];
  const float4 *Src = In + (size_t)blockIdx.x * K * 128 + threadIdx.x;
  auto Issue = [&](int T) {
    if (T < K)
      copy16(static_cast<unsigned>(
                 __cvta_generic_to_shared(&Tile[T % S][threadIdx.x])),
             Src + T * 128);
    commitGroup();
  };
  for (int s = 0; s < S - 1; ++s)
    Issue(s);
  float Acc = 0;
  for (int k = 0; k < K; ++k) {
    if constexpr (WaitFirst) {
      waitGroup<S - 2>();
    } else {
      Issue(k + S - 1);
      waitGroup<S - 1>();
    }
    __syncthreads();
    float4 V = Tile[k % S][(threadIdx.x + 1) % 128];
    Acc += V.x * V.y + V.z * V.w;
    if constexpr (WaitFirst)
      Issue(k + S - 1);
    else
      __syncthreads();
  }
  Out[blockIdx.x * 128 + threadIdx.x] = Acc;
}

__global__ void stages1(const float4 *In, float *Out, int K) {
  pipeline<1>(In, Out, K);
}
__global__ void stages2(const float4 *In, float *Out, int K) {
  pipeline<2>(In, Out, K);
}
__global__ void stages3(const float4 *In, float *Out, int K) {
  pipeline<3>(In, Out, K);
}
__global__ void stages4(const float4 *In, float *Out, int K) {
  pipeline<4>(In, Out, K);
}
__global__ void waitFirst3(const float4 *In, float *Out, int K) {
  pipeline<3, true>(In, Out, K);
}
