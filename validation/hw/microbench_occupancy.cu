// microbench_occupancy.cu - what a block costs when few blocks share an SM
// (docs/model.md section 58): the time from one block's end to the next
// block's start on the same SM, how fast FFMA chains issue with 1-16
// warps per SM, and with three register operands. CSV rows as microbench.cu's (microbench_common.h).
//
//   block_start  empty blocks (ptxas: EXIT alone) of 32-1024 threads,
//                132 x 2048 of them, with 120 KB of unused dynamic shared
//                memory (one block per SM at a time) and without (as many
//                as fit): ns per block per SM = time x SMs / blocks.
//   block_read   the same with one coalesced 4-byte load per thread from
//                a fresh 256 MB buffer (what a block of a streaming kernel
//                waits for besides its start).
//   ffma_warps   one block per SM of W warps (W = 1..16), each thread C
//                independent chains of dependent fma.rn.f32 (C = 1, 2, 4),
//                2048 trips of 64 per chain: SM cycles per warp FFMA
//                (time x clock / (FFMAs per SM)), clock from cudaDevAttr.
//   ffma_regs    the same chains with both other operands in registers
//                (loaded per thread: FFMA R, R, R) instead of kernel
//                parameters (FFMA R, R, c[], c[]), and with the second
//                negated as te42kyfo's roofline writes it (x = x * a - b),
//                16 and 32 warps per SM: what three register reads cost.
//
// Build: nvcc -O3 -std=c++17 -arch=sm_90 microbench_occupancy.cu
#include "microbench_common.h"

__global__ void k_empty() {}

__global__ void k_read1(const float* in, float* out) {
  float v = in[(size_t)blockIdx.x * blockDim.x + threadIdx.x];
  if (v == -1.0f) out[0] = v; // never true: the load stays
}

// C independent chains of dependent FFMAs per thread, 64 per trip; the
// sum is stored only if impossible, so that the chains stay.
template <int C, bool Neg>
__device__ __forceinline__ void ffmaChains(int trips, float a, float b,
                                           float* out) {
  float x[C];
#pragma unroll
  for (int c = 0; c < C; ++c) x[c] = threadIdx.x * 1e-3f + c;
  for (int t = 0; t < trips; ++t) {
#pragma unroll
    for (int k = 0; k < 64; ++k)
#pragma unroll
      for (int c = 0; c < C; ++c) x[c] = Neg ? x[c] * a - b : fmaf(x[c], a, b);
  }
  float s = 0.f;
#pragma unroll
  for (int c = 0; c < C; ++c) s += x[c];
  if (s == -1.0f) out[0] = s;
}

// a and b kernel parameters: FFMA R, R, c[], c[].
template <int C>
__global__ void k_ffma(int trips, float a, float b, float* out) {
  ffmaChains<C, false>(trips, a, b, out);
}

// Both operands from registers: a and b differ per thread, loaded once.
template <int C, bool Neg>
__global__ void k_ffma_regs(int trips, const float* ab, float* out) {
  ffmaChains<C, Neg>(trips, ab[threadIdx.x], ab[1024 + threadIdx.x], out);
}

static const int kOneBlockSmem = 120 * 1024;

// 11 timed launches (after 3 untimed) in microseconds.
template <typename F> static std::vector<double> timeit(F launch) {
  std::vector<double> us = time_ms(11, launch, 3);
  for (double& v : us) v *= 1e3;
  return us;
}

int main() {
  int dev = 0, sms = 0, clk_khz = 0;
  CK(cudaGetDevice(&dev));
  CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
  CK(cudaDeviceGetAttribute(&clk_khz, cudaDevAttrClockRate, dev));
  printf("# sms %d, max clock %d kHz\n", sms, clk_khz);
  printf("group,name,param,value,unit,median,min,max,reps,note\n");
  CK(cudaFuncSetAttribute(k_empty, cudaFuncAttributeMaxDynamicSharedMemorySize,
                          kOneBlockSmem));
  CK(cudaFuncSetAttribute(k_read1, cudaFuncAttributeMaxDynamicSharedMemorySize,
                          kOneBlockSmem));
  const int blocks = sms * 2048;
  float *in = nullptr, *out = nullptr;
  const size_t in_bytes = 256u << 20;
  CK(cudaMalloc(&in, in_bytes));
  CK(cudaMemset(in, 0x3f, in_bytes));
  CK(cudaMalloc(&out, 64));
  for (int threads : {32, 128, 256, 512, 1024}) {
    for (int smem : {0, kOneBlockSmem}) {
      std::string p = std::to_string(threads) + "thr_" +
                      (smem ? "1blk_per_sm" : "max_blks_per_sm");
      auto e = timeit([&] { k_empty<<<blocks, threads, smem>>>(); });
      for (double& v : e) v = v * 1e3 * sms / blocks;
      emit("block_start", "empty", p, "ns_per_block_per_sm", e,
           "k_empty: EXIT only; time x SMs / blocks");
      // A fresh part of the buffer for every block (at most 256 MB).
      int rb = std::min<size_t>(blocks, in_bytes / 4 / threads);
      auto r = timeit([&] { k_read1<<<rb, threads, smem>>>(in, out); });
      for (double& v : r) v = v * 1e3 * sms / rb;
      emit("block_start", "read1", p, "ns_per_block_per_sm", r,
           "k_read1: one coalesced 4-byte load per thread; time x SMs / "
           "blocks");
    }
  }
  CK(cudaFuncSetAttribute(k_ffma<1>, cudaFuncAttributeMaxDynamicSharedMemorySize,
                          kOneBlockSmem));
  CK(cudaFuncSetAttribute(k_ffma<2>, cudaFuncAttributeMaxDynamicSharedMemorySize,
                          kOneBlockSmem));
  CK(cudaFuncSetAttribute(k_ffma<4>, cudaFuncAttributeMaxDynamicSharedMemorySize,
                          kOneBlockSmem));
  const int trips = 2048;
  for (int c : {1, 2, 4}) {
    for (int w : {1, 2, 3, 4, 6, 8, 12, 16}) {
      auto run = [&] {
        if (c == 1)
          k_ffma<1><<<sms, 32 * w, kOneBlockSmem>>>(trips, 0.999f, 1e-3f, out);
        else if (c == 2)
          k_ffma<2><<<sms, 32 * w, kOneBlockSmem>>>(trips, 0.999f, 1e-3f, out);
        else
          k_ffma<4><<<sms, 32 * w, kOneBlockSmem>>>(trips, 0.999f, 1e-3f, out);
      };
      auto t = timeit(run);
      double per_sm = double(w) * c * trips * 64;
      for (double& v : t) v = v * 1e-6 * clk_khz * 1e3 / per_sm;
      emit("ffma_warps", "chains", std::to_string(c) + "chains_" +
                                       std::to_string(w) + "warps_per_sm",
           "sm_cycles_per_warp_ffma", t,
           "one block per SM; time x max clock / warp FFMAs per SM");
    }
  }
  float* ab = nullptr;
  CK(cudaMalloc(&ab, 2048 * sizeof(float)));
  {
    std::vector<float> h(2048);
    for (int i = 0; i < 2048; ++i) h[i] = i < 1024 ? 0.999f : 1e-3f;
    CK(cudaMemcpy(ab, h.data(), h.size() * 4, cudaMemcpyHostToDevice));
  }
  for (int c : {2, 4}) {
    for (int neg : {0, 1}) {
      for (int w : {16, 32}) {
        auto run = [&] {
          if (c == 2 && !neg)
            k_ffma_regs<2, false><<<sms, 32 * w>>>(trips, ab, out);
          else if (c == 2)
            k_ffma_regs<2, true><<<sms, 32 * w>>>(trips, ab, out);
          else if (!neg)
            k_ffma_regs<4, false><<<sms, 32 * w>>>(trips, ab, out);
          else
            k_ffma_regs<4, true><<<sms, 32 * w>>>(trips, ab, out);
        };
        auto t = timeit(run);
        double per_sm = double(w) * c * trips * 64;
        for (double& v : t) v = v * 1e-6 * clk_khz * 1e3 / per_sm;
        emit("ffma_regs", neg ? "x_times_a_minus_b" : "fmaf_x_a_b",
             std::to_string(c) + "chains_" + std::to_string(w) +
                 "warps_per_sm",
             "sm_cycles_per_warp_ffma", t,
             "a, b in registers (loaded per thread); one block per SM");
      }
    }
  }
  CK(cudaFree(ab));
  CK(cudaFree(in));
  CK(cudaFree(out));
  return 0;
}
