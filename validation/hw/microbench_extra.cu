// microbench_extra.cu - the GPU-file figures that microbench.cu leaves
// assumed: constant-cache latency and throughput, global and shared atomics,
// branches and special-register reads (moves).
//
// Build and run (on the GPU machine; the branch kernels live in
// microbench_branch.cu, built with ptxas -O0 so that the jump chain stays):
//   nvcc -O3 -std=c++17 -arch=sm_90 -c microbench_extra.cu
//   nvcc -O3 -std=c++17 -arch=sm_90 -Xptxas -O0 -c microbench_branch.cu
//   nvcc -arch=sm_90 -o microbench_extra microbench_extra.o microbench_branch.o
//   ./microbench_extra > extra.csv
// Output: the CSV of microbench.cu (group,name,param,value,unit,median,min,
// max,reps,note), 11 repetitions per figure after a warm-up launch. Clocks
// are never changed; every CUDA call is checked (exit 2).
//
// Method per group:
//  const     latency: one thread chases a random cyclic permutation of nodes
//            64 B apart inside a __constant__ array (each word holds the
//            byte offset of the next: LDC R, c[0x3][R]); the chain is walked
//            once first; cycles per load; param = footprint in bytes.
//            issue: one 1024-thread block per SM, 16 independent LDC per
//            loop trip within 1.1 KB (the 2 KB that the latency sweep shows
//            hitting the first constant-cache level), the address moving
//            each trip so that no load is loop-invariant; 'uniform' = every lane the same word (a broadcast),
//            'lane_distinct' = 32 different words per warp load; cycles per
//            warp load per SM (median over SMs); bytes_per_clk = 32 lanes x
//            4 B / cycles (lane bytes delivered, as shared memory counts).
//  atomic    16 atomicAdd per thread per trip on words that stay in L2;
//            red = result unused (RED), atom = result used (ATOM), same =
//            every lane of a warp on one word, shared = ATOMS on distinct
//            words; 'all_sms' = one 1024-thread block per SM, 'one_sm' = a
//            single block; cycles per warp atomic per SM. The grid_* rows
//            put every warp of the grid on ONE word (a single counter or
//            sum): lane 0 only (grid_red_1lane: red.add.u32; grid_redf_1lane:
//            atomicAdd on a float, result unused; grid_atom_1lane: result
//            used) or all 32 lanes (grid_red_32lanes); cycles per warp
//            atomic for the whole GPU (the block's elapsed cycles over
//            every warp atomic of the grid: they queue at one L2 slice).
//  branch    see microbench_branch.cu: 16 taken uniform branches per trip.
//  streamlat DRAM latency each request sees when every warp keeps one
//            128-B load in flight, 1-64 warps per SM (k_streamlat).
//  l1wave    L1 hits of warp loads whose lanes are 4-128 bytes apart: the
//            cycles per warp load per SM against the lines and sectors it
//            touches (k_l1wave).
//  misc      16 special-register reads per trip (%clock -> CS2R, %laneid and
//            %smid -> S2R), results XOR-ed; cycles per warp read per SM.
//  barrier   bar.sync throughput with many blocks: blocks of T threads, as
//            many per SM as fit (2048 threads, at most 32 blocks), one
//            wave; 16 barriers per trip; cycles per warp barrier per SM =
//            a block's cycles / (warps per SM x barriers). 'one_block' = a
//            single block per SM (its barriers' latency, back to back).
//  store     L2 store throughput by sectors: one 1024-thread block per SM,
//            16 independent 4-byte stores per thread per trip into an 8 MB
//            buffer (L2-resident); param = the lanes' stride in bytes: 4 =
//            a warp fills 4 whole sectors, 32 = 32 sectors with 4 bytes
//            each, 128 = 32 sectors, one per line; GB/s of bytes stored
//            and G sectors/s (event time).
//  mix       co-issue of the integer ALU, FMA and IMAD pipes: one 1024-
//            thread block per SM, each thread NL lop3 (ALU), NF fma.f32 and
//            NM mad.lo.u32 (IMAD) independent chains, 16 links each per
//            trip; cycles per warp instruction per SM. If the pipes overlap,
//            a 4+4 mix costs the slower pipe's share, not the sum.
// SASS of every kernel: cuobjdump -sass microbench_extra (run.sh keeps it).

#include <cstring>
#include "microbench_common.h"

#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <random>
#include <string>
#include <vector>

static const int REPS = 11;
static const unsigned MAGIC = 0x7FBADBADu;
static int g_sms = 0, g_onesm_smem = 0;

// microbench_branch.cu: cycles per block for ITERS trips of 16 branches.
void branch_run(int blocks, int threads, int smem, int iters, i64* d_cyc,
                int flag);

// Median over blocks of cycles / work, read back from the device.
static double per_block(const i64* d_cyc, int blocks, double work) {
  std::vector<i64> h(blocks);
  CK(cudaMemcpy(h.data(), d_cyc, blocks * sizeof(i64), cudaMemcpyDeviceToHost));
  std::vector<double> v(blocks);
  for (int i = 0; i < blocks; ++i) v[i] = (double)h[i] / work;
  return median_of(v);
}

// A kernel (iters, cycles out, sink) as one 1024-thread block per SM:
// a quarter-length warm-up, then REPS runs of cycles per warp
// instruction per SM (16 per thread per trip), the median over SMs each.
template <class K>
static std::vector<double> one_block_per_sm(K kern, int it, i64* d_cyc,
                                            unsigned* sink) {
  CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize,
                          g_onesm_smem));
  kern<<<g_sms, 1024, g_onesm_smem>>>(it / 4, d_cyc, sink);
  CKL();
  std::vector<double> v;
  for (int r = 0; r < REPS; ++r) {
    kern<<<g_sms, 1024, g_onesm_smem>>>(it, d_cyc, sink);
    CKL();
    v.push_back(per_block(d_cyc, g_sms, 32.0 * 16 * it));
  }
  return v;
}

// ------------------------------------------------------------------ const
__constant__ unsigned c_data[16384];  // 64 KB, the whole constant bank

__global__ void k_const_chase(unsigned start, int iters, i64* cyc,
                              unsigned* sink) {
  const char* base = (const char*)c_data;
  unsigned p = start;
  for (int pass = 0; pass < 2; ++pass) {  // pass 0 walks the chain once
    i64 c0 = clock64();
#pragma unroll 1
    for (int i = 0; i < iters; ++i) {
#pragma unroll
      for (int k = 0; k < 16; ++k) p = *(const unsigned*)(base + p);
    }
    i64 c1 = clock64();
    if (pass) cyc[0] = c1 - c0;
  }
  if (p == MAGIC) sink[0] = p;
}

template <bool Distinct>
__global__ void __launch_bounds__(1024, 1)
    k_const_issue(int iters, i64* cyc, unsigned* sink) {
  const unsigned lane = Distinct ? (threadIdx.x & 31) * 4u : 0u;
  unsigned off = 0, acc = 0;
  __syncthreads();
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
#pragma unroll
    for (int k = 0; k < 16; ++k)
      acc ^= *(const unsigned*)((const char*)c_data +
                                ((off + k * 64u) & 1020u) + lane);
    off = (off + 4u) & 1020u;
  }
  __syncthreads();
  i64 c1 = clock64();
  if (threadIdx.x == 0) cyc[blockIdx.x] = c1 - c0;
  if (acc == MAGIC) sink[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

static void group_const(unsigned* sink) {
  i64* d_cyc;
  CK(cudaMalloc(&d_cyc, g_sms * sizeof(i64)));
  std::mt19937 rng(12345);
  const int iters = 256;
  for (unsigned bytes : {256u, 1024u, 2048u, 4096u, 8192u, 16384u, 32768u,
                         65536u}) {
    // Random cycle over nodes 64 B apart; word i*16 holds the next byte offset.
    unsigned n = bytes / 64;
    std::vector<unsigned> order(n), words(16384, 0);
    std::iota(order.begin(), order.end(), 0u);
    std::shuffle(order.begin() + 1, order.end(), rng);
    for (unsigned i = 0; i < n; ++i)
      words[order[i] * 16] = order[(i + 1) % n] * 64;
    CK(cudaMemcpyToSymbol(c_data, words.data(), words.size() * 4));
    std::vector<double> v;
    k_const_chase<<<1, 1>>>(0, iters, d_cyc, sink);
    CKL();
    for (int r = 0; r < REPS; ++r) {
      k_const_chase<<<1, 1>>>(0, iters, d_cyc, sink);
      CKL();
      v.push_back(per_block(d_cyc, 1, 16.0 * iters));
    }
    emit("const", "latency", std::to_string(bytes), "cycles", v,
         "one thread: dependent ld.const (LDC with register offset) chasing "
         "nodes 64 B apart; param = footprint bytes");
  }
  std::vector<unsigned> fill(16384);
  for (unsigned i = 0; i < fill.size(); ++i) fill[i] = i * 2654435761u | 1u;
  CK(cudaMemcpyToSymbol(c_data, fill.data(), fill.size() * 4));
  auto issue = [&](auto kern, const char* name, const char* note) {
    std::vector<double> v = one_block_per_sm(kern, 512, d_cyc, sink);
    emit("const", name, "1024threads_per_sm", "cycles_per_warp_load_per_sm",
         v, note);
    std::vector<double> b(v);
    for (double& x : b) x = 128.0 / x;
    emit("const", (std::string(name) + "_bytes").c_str(), "1024threads_per_sm",
         "lane_bytes_per_clk_per_sm", b, "32 lanes x 4 B per warp load");
  };
  issue(k_const_issue<false>, "issue_uniform",
        "16 independent ld.const per trip; every lane the same word");
  issue(k_const_issue<true>, "issue_lane_distinct",
        "16 independent ld.const per trip; 32 distinct words per warp load");
  CK(cudaFree(d_cyc));
}

// ----------------------------------------------------------------- atomic
enum AtomicMode { Red, Atom, Same, Shared, Grid1, GridF, GridAtom1, Grid32 };

// A reduction with no result (RED), spelled out: atomicAdd with its result
// unused is left to ptxas to turn into one.
__device__ __forceinline__ void red_add(unsigned* p) {
  asm volatile("red.global.add.u32 [%0], 1;" ::"l"(p) : "memory");
}

template <int Mode>
__global__ void __launch_bounds__(1024, 1)
    k_atomic(unsigned* buf, unsigned words, int iters, i64* cyc,
             unsigned* sink) {
  __shared__ unsigned s[1024];
  s[threadIdx.x] = 0;
  const unsigned warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const unsigned me = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned stride = gridDim.x * blockDim.x;
  unsigned acc = 0;
  __syncthreads();
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
#pragma unroll
    for (int k = 0; k < 16; ++k) {
      if (Mode == Red)
        red_add(&buf[(me + k * stride) % words]);
      else if (Mode == Atom)
        acc += atomicAdd(&buf[(me + k * stride) % words], 1u);
      else if (Mode == Same)
        red_add(&buf[(warp * 32u + k * (stride / 32u) * 32u) % words]);
      else if (Mode == Grid1) {
        if ((threadIdx.x & 31) == 0) red_add(buf);
      } else if (Mode == GridF) {
        if ((threadIdx.x & 31) == 0) atomicAdd((float*)buf + 1, 1.0f);
      } else if (Mode == GridAtom1) {
        if ((threadIdx.x & 31) == 0) acc += atomicAdd(buf + 2, 1u);
      } else if (Mode == Grid32)
        red_add(buf + 3);
      else
        atomicAdd(&s[(threadIdx.x + k * 32u) & 1023u], 1u);
    }
  }
  __syncthreads();
  i64 c1 = clock64();
  if (threadIdx.x == 0) cyc[blockIdx.x] = c1 - c0;
  if (Mode == Shared) acc = s[threadIdx.x];
  if (acc == MAGIC) sink[me] = acc;
}

static void group_atomic(unsigned* sink) {
  i64* d_cyc;
  unsigned* buf;
  const unsigned words = 2u << 20;  // 8 MB: stays in L2
  CK(cudaMalloc(&d_cyc, g_sms * sizeof(i64)));
  CK(cudaMalloc(&buf, words * 4));
  CK(cudaMemset(buf, 0, words * 4));
  // A quarter-length warm-up, then REPS runs of `it` trips on `blocks`
  // 1024-thread blocks: each the median over blocks of cycles / work.
  auto times = [&](auto kern, int blocks, int it, double work) {
    CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize,
                            g_onesm_smem));
    kern<<<blocks, 1024, g_onesm_smem>>>(buf, words, it / 4, d_cyc, sink);
    CKL();
    std::vector<double> v;
    for (int r = 0; r < REPS; ++r) {
      kern<<<blocks, 1024, g_onesm_smem>>>(buf, words, it, d_cyc, sink);
      CKL();
      v.push_back(per_block(d_cyc, blocks, work));
    }
    return v;
  };
  auto run = [&](auto kern, const char* name, const char* note) {
    for (int blocks : {g_sms, 1})
      emit("atomic", name, blocks == 1 ? "one_sm" : "all_sms",
           "cycles_per_warp_atomic_per_sm",
           times(kern, blocks, 64, 32.0 * 16 * 64), note);
  };
  run(k_atomic<Red>, "red_distinct",
      "atomicAdd result unused, consecutive words per warp (8 MB in L2)");
  run(k_atomic<Atom>, "atom_distinct",
      "atomicAdd result used, consecutive words per warp (8 MB in L2)");
  run(k_atomic<Same>, "red_same_word",
      "atomicAdd result unused, all 32 lanes on one word");
  run(k_atomic<Shared>, "shared_distinct",
      "shared-memory atomicAdd, 32 distinct words per warp");
  // One word for the whole grid: a few trips are enough (each trip is
  // 16 x 32 x SMs atomics in one queue).
  auto grid = [&](auto kern, const char* name, const char* note) {
    emit("atomic", name, "all_sms", "cycles_per_warp_atomic_per_gpu",
         times(kern, g_sms, 4, 32.0 * 16 * 4 * g_sms), note);
  };
  grid(k_atomic<Grid1>, "grid_red_1lane",
       "lane 0 of every warp of the grid, red.global.add.u32 on one word");
  grid(k_atomic<GridF>, "grid_redf_1lane",
       "lane 0 of every warp, atomicAdd(float) on one word, result unused");
  grid(k_atomic<GridAtom1>, "grid_atom_1lane",
       "lane 0 of every warp, atomicAdd on one word, result used");
  grid(k_atomic<Grid32>, "grid_red_32lanes",
       "all 32 lanes of every warp, red.global.add.u32 on one word");
  CK(cudaFree(buf));
  CK(cudaFree(d_cyc));
}

// ----------------------------------------------------------------- branch
static void group_branch() {
  i64* d_cyc;
  CK(cudaMalloc(&d_cyc, g_sms * sizeof(i64)));
  for (int threads : {1024, 32}) {
    const int it = 1024;
    const int blocks = threads == 32 ? 1 : g_sms;
    branch_run(blocks, threads, g_onesm_smem, it / 4, d_cyc, 1);
    std::vector<double> v;
    for (int r = 0; r < REPS; ++r) {
      branch_run(blocks, threads, g_onesm_smem, it, d_cyc, 1);
      v.push_back(per_block(d_cyc, blocks, threads / 32.0 * 16 * it));
    }
    emit("branch", "taken_uniform",
         threads == 32 ? "1warp" : "1024threads_per_sm",
         "cycles_per_warp_branch_per_sm", v,
         "16 taken warp-uniform conditional branches per trip, zigzag "
         "targets (ptxas -O0: check the SASS)");
  }
  CK(cudaFree(d_cyc));
}

// ------------------------------------------------------------------- misc
template <int Which>
__global__ void __launch_bounds__(1024, 1)
    k_sreg(int iters, i64* cyc, unsigned* sink) {
  unsigned acc = 0;
  __syncthreads();
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
#pragma unroll
    for (int k = 0; k < 16; ++k) {
      unsigned x;
      if (Which == 0)
        asm volatile("mov.u32 %0, %%clock;" : "=r"(x));
      else if (Which == 1)
        asm volatile("mov.u32 %0, %%laneid;" : "=r"(x));
      else
        asm volatile("mov.u32 %0, %%smid;" : "=r"(x));
      acc ^= x + k;
    }
  }
  __syncthreads();
  i64 c1 = clock64();
  if (threadIdx.x == 0) cyc[blockIdx.x] = c1 - c0;
  if (acc == MAGIC) sink[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

static void group_misc(unsigned* sink) {
  i64* d_cyc;
  CK(cudaMalloc(&d_cyc, g_sms * sizeof(i64)));
  auto run = [&](auto kern, const char* name, const char* note) {
    std::vector<double> v = one_block_per_sm(kern, 256, d_cyc, sink);
    emit("misc", name, "1024threads_per_sm", "cycles_per_warp_read_per_sm", v,
         note);
  };
  run(k_sreg<0>, "sreg_clock", "mov %clock (CS2R), plus one XOR/IADD each");
  run(k_sreg<1>, "sreg_laneid", "mov %laneid (S2R), plus one XOR/IADD each");
  run(k_sreg<2>, "sreg_smid", "mov %smid (S2R), plus one XOR/IADD each");
  CK(cudaFree(d_cyc));
}

// ----------------------------------------------------------------- l1wave
// L1 hits of a warp load whose lanes are S bytes apart (1, 2, 4, 8, 16, 32
// lines of 128 B per request; 4, 8, 16, 32, 32, 32 sectors): does the L1
// serve a request in one pass per line, per sector or per byte? One
// 512-thread block per SM, each lane re-reading its own S bytes (64 KB per
// SM at most: L1 hits), 16 independent ld.global.ca per trip.
template <int S, int Share = 1>
__global__ void k_l1wave(const char* buf, int iters, i64* cyc,
                         unsigned* sink) {
  // Share lanes in a row read the same address (the lanes' lines: 32 /
  // Share of them).
  const unsigned t = threadIdx.x - threadIdx.x % 32 + threadIdx.x % 32 / Share;
  const char* p = buf + ((size_t)blockIdx.x * blockDim.x + t) * S;
  float acc[4] = {0, 0, 0, 0};
  __syncthreads();
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
    // The buffer is zeros: q == p, but only at run time, so that ptxas
    // cannot hoist the loads out of the loop (it did with a fixed address).
    const char* q = p + ((__float_as_int(acc[0]) & 0x40000000) ? S : 0);
#pragma unroll
    for (int k = 0; k < 16; ++k) {
      float v;
      asm volatile("ld.global.ca.f32 %0, [%1];"
                   : "=f"(v)
                   : "l"(q + (k % (S / 4)) * 4));
      acc[k % 4] += v;
    }
  }
  __syncthreads();
  i64 c1 = clock64();
  if (threadIdx.x == 0) cyc[blockIdx.x] = c1 - c0;
  float a = acc[0] + acc[1] + acc[2] + acc[3];
  if (a == 1234.5f) sink[blockIdx.x * blockDim.x + threadIdx.x] = MAGIC;
}

static void group_l1wave(unsigned* sink) {
  i64* d_cyc;
  char* buf;
  const int threads = 512, it = 256;
  CK(cudaMalloc(&d_cyc, g_sms * sizeof(i64)));
  CK(cudaMalloc(&buf, (size_t)g_sms * threads * 128));
  CK(cudaMemset(buf, 0, (size_t)g_sms * threads * 128));
  auto run = [&](auto kern, int stride, int share = 1) {
    kern<<<g_sms, threads>>>(buf, it / 4, d_cyc, sink);
    CKL();
    std::vector<double> v;
    for (int r = 0; r < REPS; ++r) {
      kern<<<g_sms, threads>>>(buf, it, d_cyc, sink);
      CKL();
      v.push_back(per_block(d_cyc, g_sms, threads / 32.0 * 16 * it));
    }
    int lines = std::max(1, 32 / share * stride / 128);
    std::string name = "stride" + std::to_string(stride) + "B" +
                       (share > 1 ? "_share" + std::to_string(share) : "");
    std::string note = "L1 hits, lanes " + std::to_string(stride) +
                       " bytes apart" +
                       (share > 1 ? ", " + std::to_string(share) +
                                        " lanes on each address"
                                  : "") +
                       ": " + std::to_string(lines) +
                       " line(s) of 128 B per warp load; 16 warps per SM";
    emit("l1wave", name.c_str(), "512threads_per_sm",
         "cycles_per_warp_load_per_sm", v, note.c_str());
  };
  run(k_l1wave<4>, 4);
  run(k_l1wave<8>, 8);
  run(k_l1wave<16>, 16);
  run(k_l1wave<32>, 32);
  run(k_l1wave<64>, 64);
  run(k_l1wave<128>, 128);
  // Lanes that share an address (llm.c's trimat: two per row).
  run(k_l1wave<128, 2>, 128, 2);
  run(k_l1wave<128, 4>, 128, 4);
  run(k_l1wave<64, 2>, 64, 2);
  CK(cudaFree(buf));
  CK(cudaFree(d_cyc));
}

// -------------------------------------------------------------- streamlat
// DRAM latency under a streaming load: every warp keeps exactly one 128-byte
// request in flight (the next address depends on the last value, zeros at
// run time), W warps per SM, 8192 requests per warp. Row = each warp walks
// its own 1 MB (a GEMV's row per warp); grid = iteration i reads the i-th
// slice of all warps of the grid side by side (a grid-stride loop).
// Cycles per iteration = the latency each request sees at that load.
template <bool Row>
__global__ void k_streamlat(const float* buf, int iters, i64* cyc,
                            unsigned* sink) {
  const unsigned lane = threadIdx.x & 31;
  const size_t warp = (blockIdx.x * (size_t)blockDim.x + threadIdx.x) >> 5;
  const size_t warps = (gridDim.x * (size_t)blockDim.x) >> 5;
  float acc = 0;
  __syncthreads();
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
    size_t chunk = Row ? warp * iters + i : (size_t)i * warps + warp;
    const float* p = buf + chunk * 32 + lane +
                     ((__float_as_int(acc) & 0x40000000) ? 1 : 0);
    acc += __ldcg(p);
  }
  i64 c1 = clock64();
  if (lane == 0) cyc[warp] = c1 - c0;
  if (acc == 1234.5f) sink[0] = MAGIC;
}

static void group_streamlat(unsigned* sink) {
  const int iters = 8192;
  const size_t max_warps = (size_t)g_sms * 64;
  i64* d_cyc;
  float* buf;
  size_t bytes = max_warps * iters * 128;
  CK(cudaMalloc(&d_cyc, max_warps * sizeof(i64)));
  CK(cudaMalloc(&buf, bytes));
  CK(cudaMemset(buf, 0, bytes));
  for (int w : {1, 4, 16, 32, 64}) {
    int threads = w < 8 ? 32 * w : 256, per_sm = w < 8 ? 1 : w / 8;
    int blocks = g_sms * per_sm;
    size_t nw = (size_t)blocks * threads / 32;
    for (int row = 1; row >= 0; --row) {
      auto kern = row ? k_streamlat<true> : k_streamlat<false>;
      kern<<<blocks, threads>>>(buf, iters / 8, d_cyc, sink);
      CKL();
      std::vector<double> v;
      for (int r = 0; r < 5; ++r) {
        kern<<<blocks, threads>>>(buf, iters, d_cyc, sink);
        CKL();
        std::vector<i64> h(nw);
        CK(cudaMemcpy(h.data(), d_cyc, nw * sizeof(i64),
                      cudaMemcpyDeviceToHost));
        std::vector<double> c(nw);
        for (size_t k = 0; k < nw; ++k) c[k] = (double)h[k] / iters;
        v.push_back(median_of(c));
      }
      std::string note = std::to_string(w) + " warps per SM, one 128-B "
                         "ld.global.cg in flight per warp, " +
                         (row ? "each warp its own 1 MB row"
                              : "grid-stride slices") +
                         "; bytes per clock per SM = " + std::to_string(w) +
                         " x 128 / value";
      emit("streamlat", row ? "row" : "grid", std::to_string(w) + "warps",
           "cycles_per_request", v, note.c_str());
    }
  }
  CK(cudaFree(buf));
  CK(cudaFree(d_cyc));
}

// ---------------------------------------------------------------- barrier
__global__ void k_bar_many(int iters, i64* cyc) {
  __syncthreads();
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
#pragma unroll
    for (int k = 0; k < 16; ++k) asm volatile("bar.sync 0;" ::: "memory");
  }
  i64 c1 = clock64();
  if (threadIdx.x == 0) cyc[blockIdx.x] = c1 - c0;
}

static void group_barrier() {
  i64* d_cyc;
  CK(cudaMalloc(&d_cyc, (size_t)g_sms * 32 * sizeof(i64)));
  const int it = 256;
  for (int t : {64, 128, 256, 512, 1024}) {
    for (bool one : {false, true}) {
      int per_sm = one ? 1 : std::min(2048 / t, 32);
      int blocks = per_sm * g_sms;
      k_bar_many<<<blocks, t>>>(it / 4, d_cyc);
      CKL();
      std::vector<double> v;
      for (int r = 0; r < REPS; ++r) {
        k_bar_many<<<blocks, t>>>(it, d_cyc);
        CKL();
        v.push_back(per_block(d_cyc, blocks, per_sm * (t / 32.0) * 16 * it));
      }
      emit("barrier", one ? "one_block" : "full_sm",
           std::to_string(t) + "threads_x" + std::to_string(per_sm),
           "cycles_per_warp_barrier_per_sm", v,
           "bar.sync 0 x16 per trip; blocks of param threads x blocks per "
           "SM; a block's cycles / (warps per SM x barriers)");
    }
  }
  CK(cudaFree(d_cyc));
}

// ------------------------------------------------------------------ store
__global__ void __launch_bounds__(1024, 1)
    k_store(unsigned* buf, unsigned words_mask, unsigned stride_words,
            int iters) {
  const unsigned warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const unsigned lane = threadIdx.x & 31;
  const unsigned nwarps = gridDim.x * blockDim.x >> 5;
  unsigned base = warp * 32u * stride_words;
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
#pragma unroll
    for (int k = 0; k < 16; ++k)
      buf[(base + k * nwarps * 32u * stride_words + lane * stride_words) &
          words_mask] = i + k;
    base += 16u * nwarps * 32u * stride_words;
  }
}

static void group_store() {
  const unsigned words = 2u << 20;  // 8 MB
  unsigned* buf;
  CK(cudaMalloc(&buf, words * 4));
  CK(cudaFuncSetAttribute(k_store, cudaFuncAttributeMaxDynamicSharedMemorySize,
                          g_onesm_smem));
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  const int it = 64;
  for (unsigned stride : {4u, 32u, 128u}) {
    k_store<<<g_sms, 1024, g_onesm_smem>>>(buf, words - 1, stride / 4, it / 4);
    CKL();
    std::vector<double> gbs, gsec;
    for (int r = 0; r < REPS; ++r) {
      CK(cudaEventRecord(e0));
      k_store<<<g_sms, 1024, g_onesm_smem>>>(buf, words - 1, stride / 4, it);
      CK(cudaEventRecord(e1));
      CK(cudaEventSynchronize(e1));
      CKL();
      float ms = 0;
      CK(cudaEventElapsedTime(&ms, e0, e1));
      double stores = double(g_sms) * 1024 * 16 * it;
      double sectors = stride >= 32 ? stores : stores * 4 / 32;
      gbs.push_back(stores * 4 / (ms * 1e6));
      gsec.push_back(sectors / (ms * 1e6));
    }
    emit("store", "l2_bytes", std::to_string(stride) + "B_stride", "GB/s", gbs,
         "4-byte stores, 1024 threads per SM, 8 MB buffer in L2; bytes stored");
    emit("store", "l2_sectors", std::to_string(stride) + "B_stride",
         "Gsectors/s", gsec, "sectors the stores touch per second");
  }
  CK(cudaFree(buf));
}

// -------------------------------------------------------------------- mix
template <int NL, int NF, int NM>
__global__ void __launch_bounds__(1024, 1)
    k_mix(int iters, unsigned b, unsigned c, float fb, float fc, i64* cyc,
          unsigned* sink) {
  unsigned l[NL > 0 ? NL : 1], m[NM > 0 ? NM : 1];
  float f[NF > 0 ? NF : 1];
#pragma unroll
  for (int j = 0; j < NL; ++j) l[j] = threadIdx.x * (j + 3);
#pragma unroll
  for (int j = 0; j < NF; ++j) f[j] = threadIdx.x * (j + 1.5f);
#pragma unroll
  for (int j = 0; j < NM; ++j) m[j] = threadIdx.x * (j + 5);
  __syncthreads();
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
#pragma unroll
    for (int u = 0; u < 16; ++u) {
#pragma unroll
      for (int j = 0; j < NL; ++j)
        asm("lop3.b32 %0, %0, %1, %2, 0x96;" : "+r"(l[j]) : "r"(b), "r"(c));
#pragma unroll
      for (int j = 0; j < NF; ++j)
        asm("fma.rn.f32 %0, %0, %1, %2;" : "+f"(f[j]) : "f"(fb), "f"(fc));
#pragma unroll
      for (int j = 0; j < NM; ++j)
        asm("mad.lo.u32 %0, %0, %1, %2;" : "+r"(m[j]) : "r"(b), "r"(c));
    }
  }
  __syncthreads();
  i64 c1 = clock64();
  if (threadIdx.x == 0) cyc[blockIdx.x] = c1 - c0;
  unsigned s = 0;
#pragma unroll
  for (int j = 0; j < NL; ++j) s ^= l[j];
#pragma unroll
  for (int j = 0; j < NF; ++j) s ^= __float_as_uint(f[j]);
#pragma unroll
  for (int j = 0; j < NM; ++j) s ^= m[j];
  if (s == MAGIC) sink[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

template <int NL, int NF, int NM> static void mix_run(unsigned* sink) {
  i64* d_cyc;
  CK(cudaMalloc(&d_cyc, g_sms * sizeof(i64)));
  auto kern = k_mix<NL, NF, NM>;
  CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize,
                          g_onesm_smem));
  const int it = 256;
  kern<<<g_sms, 1024, g_onesm_smem>>>(it / 4, 0x1234567u, 0x89abcdefu, 1.0001f,
                                      0.5f, d_cyc, sink);
  CKL();
  std::vector<double> v;
  for (int r = 0; r < REPS; ++r) {
    kern<<<g_sms, 1024, g_onesm_smem>>>(it, 0x1234567u, 0x89abcdefu, 1.0001f,
                                        0.5f, d_cyc, sink);
    CKL();
    v.push_back(per_block(d_cyc, g_sms, 32.0 * 16 * (NL + NF + NM) * it));
  }
  emit("mix", "lop3_ffma_imad",
       std::to_string(NL) + "_" + std::to_string(NF) + "_" +
           std::to_string(NM),
       "cycles_per_warp_inst_per_sm", v,
       "param = lop3, fma.f32, mad.lo.u32 chains per thread, 32 warps per "
       "SM");
  CK(cudaFree(d_cyc));
}

static void group_mix(unsigned* sink) {
  mix_run<8, 0, 0>(sink);
  mix_run<0, 8, 0>(sink);
  mix_run<0, 0, 8>(sink);
  mix_run<4, 4, 0>(sink);
  mix_run<4, 0, 4>(sink);
  mix_run<0, 4, 4>(sink);
  mix_run<4, 4, 4>(sink);
  mix_run<2, 6, 0>(sink);
}

int main(int argc, char** argv) {
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  int smem_sm = 0;
  CK(cudaDeviceGetAttribute(&g_sms, cudaDevAttrMultiProcessorCount, 0));
  CK(cudaDeviceGetAttribute(&smem_sm,
                            cudaDevAttrMaxSharedMemoryPerMultiprocessor, 0));
  g_onesm_smem = smem_sm / 2 + 1024;  // one block per SM
  printf("# device: %s (cc %d.%d), %d SMs\n", prop.name, prop.major,
         prop.minor, g_sms);
  printf("group,name,param,value,unit,median,min,max,reps,note\n");
  unsigned* sink;
  CK(cudaMalloc(&sink, (size_t)g_sms * 1024 * 4));
  // Arguments name the groups to run (all without one).
  auto want = [&](const char* g) {
    if (argc < 2) return true;
    for (int i = 1; i < argc; ++i)
      if (!strcmp(argv[i], g)) return true;
    return false;
  };
  if (want("const")) group_const(sink);
  if (want("atomic")) group_atomic(sink);
  if (want("branch")) group_branch();
  if (want("misc")) group_misc(sink);
  if (want("barrier")) group_barrier();
  if (want("l1wave")) group_l1wave(sink);
  if (want("streamlat")) group_streamlat(sink);
  if (want("mix")) group_mix(sink);
  if (want("store")) group_store();
  CK(cudaDeviceSynchronize());
  CK(cudaFree(sink));
  return 0;
}
