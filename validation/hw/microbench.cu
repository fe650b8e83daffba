// microbench.cu - hardware microbenchmarks for the lhf GPU description files.
//
// Measures, on the GPU it runs on (written for an NVIDIA H200, sm_90), the
// figures that gpus/<name>.json otherwise has to assume: load latencies per
// memory level, dependent-issue latencies of ALU / SFU / conversion / shuffle /
// shared-load / tensor-core instructions, DRAM / L2 / L1 / shared bandwidth,
// per-SM issue throughput of common instructions and of mma.sync, shared-memory
// bank-conflict cost and the SM clock.
//
// Build and run (on the GPU machine):
//   nvcc -O3 -std=c++17 -arch=sm_90 -o microbench microbench.cu
//   ./microbench [--quick] [--only GROUP[,GROUP...]] > h200_microbench.csv
// GROUP is one of clock, latency, dep_latency, bandwidth, issue, bank_conflict.
// Output: '#' provenance lines, then CSV with header
//   group,name,param,value,unit,median,min,max,reps,note
// value == median over the repetitions (11 per figure, 20 for DRAM bandwidth).
// Any failing CUDA call prints file:line and exits with status 2.
// Clocks are never changed; every timed kernel is preceded by a warm-up launch.
//
// Method per figure:
//  clock      sm_clock_1thread: one thread spins 20 ms on %globaltimer; MHz =
//             clock64 delta / globaltimer delta (ns) * 1000.  sm_clock_loaded:
//             the same ratio taken by thread 0 of every block of the FFMA
//             kernel below (one 1024-thread block per SM), median over SMs.
//  latency    one thread, pointer chase through a random cyclic permutation of
//             nodes (each node holds the 64-bit address of the next); 16-fold
//             unrolled dependent loads timed with clock64; cycles per load.
//             l1: 16 KB / 64 B stride, ld.global.ca, chain walked once in the
//             same kernel first.  l2: 8 MB / 128 B, ld.global.cg, warmed by a
//             full walk in the warm-up launch.  dram: 1 GB / 4 KB stride and
//             128 MB / 512 B stride, ld.global.cg, L2 flushed first and no node
//             visited twice (includes TLB misses).  dram_pagelocal: 1 GB, 2 MB
//             pages in random order, nodes random within a page (TLB-friendly).
//             shared: u32 shared-window addresses, 1024 nodes, ld.shared.
//             sweep: ld.global.ca, 128 B stride, param = footprint KB; up to
//             2 x L2 the chain is walked once before timing, beyond it is cold.
//  dep_latency  one warp (<<<1,32>>>); every lane runs a chain of DEPENDENT
//             instructions (each consumes the previous result; inline PTX whose
//             operands are loaded from memory, global -> shared -> registers
//             before the first clock64 read); 256 links per loop trip (64 for
//             mma); value = clock64 delta / links, nothing subtracted; the loop
//             costs 3 independent instructions per trip (noted per row).  The
//             per-link SASS was checked by counting opcodes in the CUDA 13.0
//             cubin: ffma fadd fmul imad dfma shf lop3 (operands rotate over 4
//             registers: ptxas folds a repeated xor operand) mufu_ex2 (2^-x; the
//             negation folds into MUFU) mufu_rsq shfl: one instruction per link.
//             iadd3: a link is two add.u32 x+a+b that ptxas fuses into one
//             3-input IADD3 (plain add chains get merged or split into
//             IADD3/IMAD.IADD).  hfma2: ptxas alternates its two HFMA2 encodings.
//             f2i (cvt.rzi.s32.f32) / i2f (cvt.rn.f32.s32): the result's bits
//             are the next input.  f2i_i2f_pair: cvt.rni.s32.f32 + cvt.rn.f32.s32
//             per link (per_cvt row = pair / 2).  isetp_sel_pair: setp + selp
//             per link.  lds32/64/128: conflict-free full-warp ld.shared of the
//             lane's own word that holds its own address (width kept: volatile).
//             ldsm_x4: ldmatrix .x4 where the word each lane receives is its
//             next row address.  mma_*: mma.sync with C = the previous D
//             (one HMMA / IMMA / DMMA per mma; f64 m16n8k16 included).
//  bandwidth  CUDA events per launch.  dram_copy/read/write: float4 grid-stride
//             kernels (4 loads in flight per thread) over 2 GB buffers, copy
//             and cudaMemcpyAsync D2D count read + write bytes.  l2_read:
//             ld.global.cg.v4 over a ~17 MB buffer re-read many times.  l1_read:
//             each block re-reads its own 32 KB with ld.global.ca.v4, 2 blocks
//             per SM; B/clk/SM = bytes / (event time * clock of that kernel
//             (clock64/globaltimer in block 0) * SMs).  shared_read: B/clk/SM
//             from the LDS issue kernels (32 * width bytes per warp load).
//  issue      one 1024-thread block per SM (forced by dynamic shared memory),
//             each thread runs 16 x 8 independent chains of the instruction
//             per loop trip (inline PTX, runtime operands); thread 0 times
//             with clock64 between __syncthreads; value = SM cycles / warp
//             instructions on that SM, median over SMs.  Loop overhead ~3
//             instructions per 128 is included.  LDS/LDG: 16 conflict-free
//             loads per trip at changing addresses, results XOR-ed (LDG from a
//             32 KB L1-resident buffer).  bar_sync: 1 block of 1024 threads,
//             cycles per bar.sync per block and per warp.  iadd3 / lop3 / shf /
//             f2i / i2f: as above with the dep_latency links (register operands
//             from memory; 8 chains x 16 per trip).  ldsm_x4: 16 conflict-free
//             ldmatrix.m8n8.x4 (512 B each) per trip, results XOR-ed.  mma_*:
//             one block per SM of W warps (param <W>warps_x<N>acc), N independent
//             accumulators per warp sharing one A/B fragment, 32 mma.sync per
//             warp per trip; cycles per warp mma per SM (median over SMs) and
//             *_tflops = flops per mma (2*M*N*K) x SMs x SM clock (clock64 /
//             globaltimer in the same launch) / cycles per mma per SM (TOP/s for
//             s8).  f16->f32 is also run at 4 warps x 8 and 32 warps x 4 to show
//             saturation.  mma.sync with e4m3 is not measured: on sm_90 it
//             compiles to a conversion sequence plus HMMA, not one instruction.
//  bank_conflict  lane l reads 32-bit word l*w (+k), w-way conflicted.
//             warp1_latency: one warp, dependent loads (each word holds its own
//             address).  warp1_throughput: one warp, 16 independent loads.
//             block1024: one 1024-thread block per SM, cycles per warp load per
//             SM.  *_ratio rows: divided by the median of the w=1 case.
//
// Runtime on an H200 (full mode): measured ~2 s in all (CUDA 13.0).
// Budget: clock 0.3 s (11 x 20 ms spins + 11 x 8 ms FFMA); latency
// ~1 s (host permutations up to 4 M nodes for the 512 MB sweep point, chase
// buffer 1 GB, DRAM chases 12 x 8192 loads x ~660 cycles, 32-64 MB sweep points
// walked once from DRAM); bandwidth ~0.3 s (2 x 2 GB buffers, 22 launches of
// ~1 ms per DRAM figure); issue ~0.3 s; bank_conflict ~0.1 s.  Far below the
// 90 s budget.  Added later and estimated, not yet timed: dep_latency ~0.1 s
// (28 chains x 12 launches of <= 1 ms), issue rows iadd3..mma_* ~0.5 s.
// --quick uses 1/4 of the sizes and iteration counts (same 11 repetitions).

#include "microbench_common.h"

#include <cuda_runtime.h>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <string>
#include <vector>

// ----------------------------------------------------------------- globals
static int g_sms = 0;
static size_t g_l2 = 0;
static bool g_quick = false;
static const int REPS = 11;
static int g_bw_reps = 20;
static int g_onesm_smem = 0;  // dynamic smem that allows one block per SM
static void* g_sink = nullptr;
static const size_t SINK_BYTES = 16u << 20;

// ------------------------------------------------------------------ output
static std::vector<double> scaled(const std::vector<double>& v, double by) {
  std::vector<double> r(v);
  for (double& x : r) x /= by;
  return r;
}

// ---------------------------------------------------------- device helpers
__device__ __forceinline__ u64 gtimer() {
  u64 t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}
__device__ __forceinline__ u64 ld_ca_u64(u64 p) {
  u64 r;
  asm volatile("ld.global.ca.u64 %0, [%1];" : "=l"(r) : "l"(p));
  return r;
}
__device__ __forceinline__ u64 ld_cg_u64(u64 p) {
  u64 r;
  asm volatile("ld.global.cg.u64 %0, [%1];" : "=l"(r) : "l"(p));
  return r;
}
// shared loads are PTX-volatile so ptxas can neither drop nor hoist them
__device__ __forceinline__ unsigned lds32(unsigned a) {
  unsigned r;
  asm volatile("ld.volatile.shared.u32 %0, [%1];" : "=r"(r) : "r"(a));
  return r;
}
// shared load of W bytes per lane, components folded with XOR
template <int W> __device__ __forceinline__ unsigned lds_w(unsigned a);
template <> __device__ __forceinline__ unsigned lds_w<4>(unsigned a) { return lds32(a); }
template <> __device__ __forceinline__ unsigned lds_w<8>(unsigned a) {
  unsigned x, y;
  asm volatile("ld.volatile.shared.v2.u32 {%0,%1}, [%2];" : "=r"(x), "=r"(y) : "r"(a));
  return x ^ y;
}
template <> __device__ __forceinline__ unsigned lds_w<16>(unsigned a) {
  unsigned x, y, z, w;
  asm volatile("ld.volatile.shared.v4.u32 {%0,%1,%2,%3}, [%4];"
               : "=r"(x), "=r"(y), "=r"(z), "=r"(w) : "r"(a));
  return x ^ y ^ z ^ w;
}
template <int W> __device__ __forceinline__ unsigned ldg_ca_w(const void* p);
template <> __device__ __forceinline__ unsigned ldg_ca_w<4>(const void* p) {
  unsigned x;
  asm volatile("ld.global.ca.u32 %0, [%1];" : "=r"(x) : "l"(p));
  return x;
}
template <> __device__ __forceinline__ unsigned ldg_ca_w<16>(const void* p) {
  unsigned x, y, z, w;
  asm volatile("ld.global.ca.v4.u32 {%0,%1,%2,%3}, [%4];"
               : "=r"(x), "=r"(y), "=r"(z), "=r"(w) : "l"(p));
  return x ^ y ^ z ^ w;
}
__device__ __forceinline__ uint4 ldg_cg_v4(const uint4* p) {
  uint4 r;
  asm volatile("ld.global.cg.v4.u32 {%0,%1,%2,%3}, [%4];"
               : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w) : "l"(p));
  return r;
}
__device__ __forceinline__ uint4 ldg_ca_v4(const uint4* p) {
  uint4 r;
  asm volatile("ld.global.ca.v4.u32 {%0,%1,%2,%3}, [%4];"
               : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w) : "l"(p));
  return r;
}
__device__ __forceinline__ unsigned smem_addr(const void* p) {
  return (unsigned)__cvta_generic_to_shared(p);
}

// ----------------------------------------------------------------- kernels
__global__ void k_fill_u32(unsigned* p, size_t n, unsigned v) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
       i += (size_t)gridDim.x * blockDim.x)
    p[i] = v + (unsigned)i;
}

__global__ void k_clock_1thread(u64 span_ns, u64* out) {
  u64 g0 = gtimer();
  i64 c0 = clock64();
  u64 g;
  do { g = gtimer(); } while (g - g0 < span_ns);
  i64 c1 = clock64();
  out[0] = (u64)(c1 - c0);
  out[1] = g - g0;
}

// pointer chase: node i (at base + i*stride) holds the address of node next[i]
__global__ void k_chase_scatter(unsigned char* base, const unsigned* next, size_t n,
                                size_t stride) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
       i += (size_t)gridDim.x * blockDim.x)
    *(u64*)(base + i * stride) = (u64)(base + (size_t)next[i] * stride);
}

template <bool CG>
__global__ void k_chase(u64 p, int warm, int iters, u64* out) {
#pragma unroll 4
  for (int i = 0; i < warm; ++i) p = CG ? ld_cg_u64(p) : ld_ca_u64(p);
  i64 t0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; i += 16) {
#pragma unroll
    for (int k = 0; k < 16; ++k) p = CG ? ld_cg_u64(p) : ld_ca_u64(p);
  }
  i64 t1 = clock64();
  out[0] = p;
  out[1] = (u64)(t1 - t0);
}

__global__ void k_chase_shared(const unsigned* next, int n, int iters, u64* out) {
  __shared__ unsigned s[4096];
  const unsigned sb = smem_addr(s);
  for (int i = threadIdx.x; i < n; i += blockDim.x) s[i] = sb + 4u * next[i];
  __syncthreads();
  if (threadIdx.x != 0) return;
  unsigned p = sb;
  for (int i = 0; i < n; ++i) p = lds32(p);  // warm + settle
  i64 t0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; i += 16) {
#pragma unroll
    for (int k = 0; k < 16; ++k) p = lds32(p);
  }
  i64 t1 = clock64();
  out[0] = p;
  out[1] = (u64)(t1 - t0);
}

// DRAM streaming kernels: 4 independent 16-byte accesses per thread per trip
__global__ void k_copy(const float4* __restrict__ a, float4* __restrict__ b, size_t n) {
  const size_t st = (size_t)gridDim.x * blockDim.x;
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  for (; i + 3 * st < n; i += 4 * st) {
    float4 x0 = a[i], x1 = a[i + st], x2 = a[i + 2 * st], x3 = a[i + 3 * st];
    b[i] = x0; b[i + st] = x1; b[i + 2 * st] = x2; b[i + 3 * st] = x3;
  }
  for (; i < n; i += st) b[i] = a[i];
}

__global__ void k_read(const float4* __restrict__ a, size_t n, float* sink, float magic) {
  const size_t st = (size_t)gridDim.x * blockDim.x;
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  float s0 = 0.f, s1 = 0.f;
  for (; i + 3 * st < n; i += 4 * st) {
    float4 x0 = a[i], x1 = a[i + st], x2 = a[i + 2 * st], x3 = a[i + 3 * st];
    s0 += (x0.x + x0.y) + (x0.z + x0.w) + (x1.x + x1.y) + (x1.z + x1.w);
    s1 += (x2.x + x2.y) + (x2.z + x2.w) + (x3.x + x3.y) + (x3.z + x3.w);
  }
  for (; i < n; i += st) { float4 x = a[i]; s0 += x.x + x.y + x.z + x.w; }
  if (s0 + s1 == magic) sink[threadIdx.x] = s0 + s1;
}

__global__ void k_write(float4* __restrict__ b, size_t n, float v) {
  const size_t st = (size_t)gridDim.x * blockDim.x;
  const float4 x = make_float4(v, v + 1.f, v + 2.f, v + 3.f);
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  for (; i + 3 * st < n; i += 4 * st) {
    b[i] = x; b[i + st] = x; b[i + 2 * st] = x; b[i + 3 * st] = x;
  }
  for (; i < n; i += st) b[i] = x;
}

// L2: every thread reads 4 x 16 B per pass (buffer = 4 * total threads * 16 B)
__global__ void k_l2read(const uint4* __restrict__ a, int passes, unsigned* sink,
                         unsigned magic) {
  const size_t st = (size_t)gridDim.x * blockDim.x;
  const uint4* p = a + blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  unsigned acc = 0;
#pragma unroll 1
  for (int r = 0; r < passes; ++r) {  // slot order rotates with r: no loop-invariant load
    uint4 x0 = ldg_cg_v4(p + (r & 3) * st), x1 = ldg_cg_v4(p + ((r + 1) & 3) * st),
          x2 = ldg_cg_v4(p + ((r + 2) & 3) * st), x3 = ldg_cg_v4(p + ((r + 3) & 3) * st);
    acc ^= x0.x ^ x0.y ^ x0.z ^ x0.w ^ x1.x ^ x1.y ^ x1.z ^ x1.w;
    acc ^= x2.x ^ x2.y ^ x2.z ^ x2.w ^ x3.x ^ x3.y ^ x3.z ^ x3.w;
  }
  if (acc == magic) sink[threadIdx.x] = acc;
}

// L1: block b re-reads its own 32 KB (2048 uint4, 1024 threads x 2)
__global__ void __launch_bounds__(1024, 2)
    k_l1read(const uint4* __restrict__ a, int passes, unsigned* sink, unsigned magic,
             u64* clk) {
  const uint4* blk = a + blockIdx.x * 2048u;
  unsigned acc = 0;
  __syncthreads();
  i64 c0 = clock64();
  u64 g0 = gtimer();
#pragma unroll 1
  for (int r = 0; r < passes; r += 4) {  // 4 passes per trip; start rotates by 32 uint4
    const unsigned o = threadIdx.x + (unsigned)r * 8u;
    uint4 x[8];
#pragma unroll
    for (int k = 0; k < 8; ++k) x[k] = ldg_ca_v4(blk + ((o + k * 256u) & 2047u));
#pragma unroll
    for (int k = 0; k < 8; ++k) acc ^= x[k].x ^ x[k].y ^ x[k].z ^ x[k].w;
  }
  __syncthreads();
  i64 c1 = clock64();
  u64 g1 = gtimer();
  if (blockIdx.x == 0 && threadIdx.x == 0) { clk[0] = (u64)(c1 - c0); clk[1] = g1 - g0; }
  if (acc == magic) sink[threadIdx.x] = acc;
}

// ---- issue throughput: 8 independent chains, 16 trips unrolled per loop trip
struct OpFFMA {
  typedef float T;
  static __device__ __forceinline__ T init(int t, int j) { return 1.0f + 1e-3f * j + 1e-6f * t; }
  static __device__ __forceinline__ void op(T& a, T b, T c) {
    asm("fma.rn.f32 %0, %0, %1, %2;" : "+f"(a) : "f"(b), "f"(c));
  }
  static __device__ __forceinline__ T comb(T x, T y) { return x + y; }
};
struct OpIMAD {
  typedef unsigned T;
  static __device__ __forceinline__ T init(int t, int j) { return 7u * t + 13u * j + 1u; }
  static __device__ __forceinline__ void op(T& a, T b, T c) {
    asm("mad.lo.u32 %0, %0, %1, %2;" : "+r"(a) : "r"(b), "r"(c));
  }
  static __device__ __forceinline__ T comb(T x, T y) { return x ^ y; }
};
struct OpDFMA {
  typedef double T;
  static __device__ __forceinline__ T init(int t, int j) { return 1.0 + 1e-3 * j + 1e-6 * t; }
  static __device__ __forceinline__ void op(T& a, T b, T c) {
    asm("fma.rn.f64 %0, %0, %1, %2;" : "+d"(a) : "d"(b), "d"(c));
  }
  static __device__ __forceinline__ T comb(T x, T y) { return x + y; }
};
struct OpHFMA2 {  // packed half2 in a 32-bit register
  typedef unsigned T;
  static __device__ __forceinline__ T init(int t, int j) { return 0x3C003C00u + (unsigned)(j + (t & 7)); }
  static __device__ __forceinline__ void op(T& a, T b, T c) {
    asm("fma.rn.f16x2 %0, %0, %1, %2;" : "+r"(a) : "r"(b), "r"(c));
  }
  static __device__ __forceinline__ T comb(T x, T y) { return x ^ y; }
};
struct OpMUFU {  // MUFU.EX2 (ftz variant compiles to the bare MUFU instruction)
  typedef float T;
  static __device__ __forceinline__ T init(int t, int j) { return -1.0f - 0.01f * j - 1e-6f * t; }
  static __device__ __forceinline__ void op(T& a, T, T) {
    asm("ex2.approx.ftz.f32 %0, %0;" : "+f"(a));
  }
  static __device__ __forceinline__ T comb(T x, T y) { return x + y; }
};
struct OpSHFL {
  typedef unsigned T;
  static __device__ __forceinline__ T init(int t, int j) { return 8u * t + j + 1u; }
  static __device__ __forceinline__ void op(T& a, T, T) {
    asm("shfl.sync.bfly.b32 %0, %0, 1, 31, -1;" : "+r"(a));
  }
  static __device__ __forceinline__ T comb(T x, T y) { return x ^ y; }
};

template <class OP>
__global__ void __launch_bounds__(1024, 1)
    k_issue(int iters, typename OP::T b, typename OP::T c, i64* cyc, u64* ns,
            typename OP::T* sink, typename OP::T magic) {
  typedef typename OP::T T;
  T acc[8];
#pragma unroll
  for (int j = 0; j < 8; ++j) acc[j] = OP::init(threadIdx.x, j);
  __syncthreads();
  i64 c0 = clock64();
  u64 g0 = gtimer();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
#pragma unroll
    for (int u = 0; u < 16; ++u) {
#pragma unroll
      for (int j = 0; j < 8; ++j) OP::op(acc[j], b, c);
    }
  }
  __syncthreads();
  i64 c1 = clock64();
  u64 g1 = gtimer();
  if (threadIdx.x == 0) { cyc[blockIdx.x] = c1 - c0; ns[blockIdx.x] = g1 - g0; }
  T s = acc[0];
#pragma unroll
  for (int j = 1; j < 8; ++j) s = OP::comb(s, acc[j]);
  if (s == magic) sink[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

// LDS: W bytes per lane, each warp load covers 32*W contiguous bytes (no conflicts)
template <int W>
__global__ void __launch_bounds__(1024, 1)
    k_lds(int iters, i64* cyc, unsigned* sink, unsigned magic) {
  __shared__ __align__(16) unsigned sm[8192];  // 32 KB
  for (int i = threadIdx.x; i < 8192; i += blockDim.x) sm[i] = (i * 2654435761u) | 1u;
  __syncthreads();
  const unsigned sbase = smem_addr(sm) + (threadIdx.x & 31) * W;
  unsigned off = ((threadIdx.x >> 5) * 16u * 32u * W) & 32767u;
  unsigned acc = 0;
  __syncthreads();
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
    const unsigned a = sbase + off;
#pragma unroll
    for (int k = 0; k < 16; ++k) acc ^= lds_w<W>(a + k * 32 * W);
    off = (off + 16u * 32u * W) & 32767u;
  }
  __syncthreads();
  i64 c1 = clock64();
  if (threadIdx.x == 0) cyc[blockIdx.x] = c1 - c0;
  if (acc == magic) sink[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

// LDG from a 32 KB buffer that stays in L1 (first trips warm it)
template <int W>
__global__ void __launch_bounds__(1024, 1)
    k_ldg(const unsigned char* __restrict__ buf, int iters, i64* cyc, unsigned* sink,
          unsigned magic) {
  const unsigned char* base = buf + (threadIdx.x & 31) * W;
  unsigned off = ((threadIdx.x >> 5) * 16u * 32u * W) & 32767u;
  unsigned acc = 0;
  __syncthreads();
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
    const unsigned char* a = base + off;
#pragma unroll
    for (int k = 0; k < 16; ++k) acc ^= ldg_ca_w<W>(a + k * 32 * W);
    off = (off + 16u * 32u * W) & 32767u;
  }
  __syncthreads();
  i64 c1 = clock64();
  if (threadIdx.x == 0) cyc[blockIdx.x] = c1 - c0;
  if (acc == magic) sink[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

__global__ void k_bar(int iters, i64* cyc) {
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

// bank conflicts: word i holds its own shared address; lane l uses word l*ways (+k)
template <bool DEP>
__global__ void __launch_bounds__(1024, 1)
    k_bank(int ways, int iters, i64* cyc, unsigned* sink, unsigned magic) {
  __shared__ unsigned sm[2048];
  const unsigned sb = smem_addr(sm);
  for (int i = threadIdx.x; i < 2048; i += blockDim.x) sm[i] = sb + 4u * i;
  __syncthreads();
  unsigned a = sb + 4u * (((threadIdx.x & 31) * ways) & 1023);
  unsigned acc = 0;
  __syncthreads();
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
#pragma unroll
    for (int k = 0; k < 16; ++k) {
      if (DEP) a = lds32(a);
      else acc ^= lds32(a + 4u * k);
    }
  }
  __syncthreads();
  i64 c1 = clock64();
  if (threadIdx.x == 0) cyc[blockIdx.x] = c1 - c0;
  if ((acc ^ a) == magic) sink[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

// ---- dependent chains (dep_latency) and register-operand issue kernels.
// OP::step(x, r, k) is one link x = f(x, r...): inline PTX whose result feeds the
// next link.  The operands r[0..3] are loaded from global memory (ptxas cannot
// fold them) and k (a constant after unrolling) rotates them, because ptxas folds
// links that repeat one operand (a chain of xor.b32 with a fixed operand vanishes
// and add chains are merged).  Per-link SASS below was checked on the CUDA 13.0
// cubin by counting opcodes in the unrolled loop.
__device__ __forceinline__ unsigned fold_bits(unsigned x) { return x; }
__device__ __forceinline__ unsigned fold_bits(int x) { return (unsigned)x; }
__device__ __forceinline__ unsigned fold_bits(float x) { return __float_as_uint(x); }
__device__ __forceinline__ unsigned fold_bits(double x) {
  const u64 b = (u64)__double_as_longlong(x);
  return (unsigned)b ^ (unsigned)(b >> 32);
}

// Operands go global -> shared -> registers before the first clock read: ptxas
// sinks a global load whose consumer is in the loop below the clock64 read (seen in
// the cubin), which would put a cache-miss latency inside the timed region; the
// bar.sync orders the global load before it, leaving at most an LDS latency.
template <class W, int N>
__device__ __forceinline__ void stage_opnd(W (&dst)[N], const W* __restrict__ src, W* s) {
  if (threadIdx.x < N) s[threadIdx.x] = src[threadIdx.x];
  __syncthreads();
#pragma unroll
  for (int k = 0; k < N; ++k) dst[k] = s[k];
}

struct DepFFMA {  // FFMA
  typedef float T;
  static void opnd(T* v) { v[0] = 0.9999f; v[1] = 1e-4f; v[2] = 1.0001f; v[3] = -1e-4f; }
  static __device__ __forceinline__ T init(const T (&r)[4], int t) { return r[2] + 1e-6f * t; }
  static __device__ __forceinline__ void step(T& x, const T (&r)[4], int) {
    asm volatile("fma.rn.f32 %0, %0, %1, %2;" : "+f"(x) : "f"(r[0]), "f"(r[1]));
  }
};
struct DepFADD {  // FADD
  typedef float T;
  static void opnd(T* v) { v[0] = 1e-4f; v[1] = -1e-4f; v[2] = 1.0f; v[3] = 2.0f; }
  static __device__ __forceinline__ T init(const T (&r)[4], int t) { return r[2] + 1e-6f * t; }
  static __device__ __forceinline__ void step(T& x, const T (&r)[4], int) {
    asm volatile("add.rn.f32 %0, %0, %1;" : "+f"(x) : "f"(r[0]));
  }
};
struct DepFMUL {  // FMUL
  typedef float T;
  static void opnd(T* v) { v[0] = 0.99999f; v[1] = 1.00001f; v[2] = 1.0f; v[3] = 2.0f; }
  static __device__ __forceinline__ T init(const T (&r)[4], int t) { return r[2] + 1e-6f * t; }
  static __device__ __forceinline__ void step(T& x, const T (&r)[4], int) {
    asm volatile("mul.rn.f32 %0, %0, %1;" : "+f"(x) : "f"(r[0]));
  }
};
struct DepIMAD {  // IMAD
  typedef unsigned T;
  static void opnd(T* v) {
    v[0] = 0x01000193u; v[1] = 0x9E3779B9u; v[2] = 0x85EBCA6Bu; v[3] = 0xC2B2AE35u;
  }
  static __device__ __forceinline__ T init(const T (&r)[4], int t) { return r[2] ^ t; }
  static __device__ __forceinline__ void step(T& x, const T (&r)[4], int) {
    asm volatile("mad.lo.u32 %0, %0, %1, %2;" : "+r"(x) : "r"(r[0]), "r"(r[1]));
  }
};
// IADD3: one link = two add.u32 that ptxas fuses into one 3-input IADD3 (a lone
// add.u32 chain is also fused pairwise, and a chain with a re-used result is split
// between IADD3 and IMAD.IADD, so the fused form is the only one that is pure IADD3)
struct DepIADD3 {
  typedef unsigned T;
  static void opnd(T* v) {
    v[0] = 0x01000193u; v[1] = 0x9E3779B9u; v[2] = 0x85EBCA6Bu; v[3] = 0xC2B2AE35u;
  }
  static __device__ __forceinline__ T init(const T (&r)[4], int t) { return r[2] ^ t; }
  static __device__ __forceinline__ void step(T& x, const T (&r)[4], int k) {
    asm volatile("{ .reg .u32 t; add.u32 t, %0, %1; add.u32 %0, t, %2; }"
                 : "+r"(x) : "r"(r[k & 3]), "r"(r[(k + 1) & 3]));
  }
};
struct DepLOP3 {  // LOP3: x = (x & a) ^ b
  typedef unsigned T;
  static void opnd(T* v) {
    v[0] = 0xF0F0F0F1u; v[1] = 0x9E3779B9u; v[2] = 0x85EBCA6Bu; v[3] = 0xC2B2AE35u;
  }
  static __device__ __forceinline__ T init(const T (&r)[4], int t) { return r[2] ^ t; }
  static __device__ __forceinline__ void step(T& x, const T (&r)[4], int k) {
    asm volatile("lop3.b32 %0, %0, %1, %2, 0x6A;" : "+r"(x) : "r"(r[k & 3]), "r"(r[(k + 1) & 3]));
  }
};
struct DepSHF {  // SHF.L.W: x = funnel(x:a) << (b & 31)
  typedef unsigned T;
  static void opnd(T* v) {
    v[0] = 0x01000193u; v[1] = 0x9E3779B9u; v[2] = 0x85EBCA6Bu; v[3] = 0xC2B2AE35u;
  }
  static __device__ __forceinline__ T init(const T (&r)[4], int t) { return r[2] ^ t; }
  static __device__ __forceinline__ void step(T& x, const T (&r)[4], int k) {
    asm volatile("shf.l.wrap.b32 %0, %1, %0, %2;" : "+r"(x) : "r"(r[k & 3]), "r"(r[(k + 1) & 3]));
  }
};
struct DepSEL {  // ISETP + SEL (2 SASS instructions per link)
  typedef unsigned T;
  static void opnd(T* v) { v[0] = 7u; v[1] = 0x9E3779B9u; v[2] = 0x85EBCA6Bu; v[3] = 0xC2B2AE35u; }
  static __device__ __forceinline__ T init(const T (&r)[4], int t) { return r[2] ^ t; }
  static __device__ __forceinline__ void step(T& x, const T (&r)[4], int) {
    asm volatile("{ .reg .pred p; setp.ne.u32 p, %0, %1; selp.b32 %0, %2, %3, p; }"
                 : "+r"(x) : "r"(r[0]), "r"(r[1]), "r"(r[2]));
  }
};
struct DepDFMA {  // DFMA
  typedef double T;
  static void opnd(T* v) { v[0] = 0.9999; v[1] = 1e-4; v[2] = 1.0001; v[3] = -1e-4; }
  static __device__ __forceinline__ T init(const T (&r)[4], int t) { return r[2] + 1e-6 * t; }
  static __device__ __forceinline__ void step(T& x, const T (&r)[4], int) {
    asm volatile("fma.rn.f64 %0, %0, %1, %2;" : "+d"(x) : "d"(r[0]), "d"(r[1]));
  }
};
struct DepHFMA2 {  // fma.rn.f16x2: ptxas alternates two HFMA2 encodings (0x231 / 0x235)
  typedef unsigned T;
  static void opnd(T* v) {
    v[0] = 0x3BFF3BFFu; v[1] = 0x14001400u; v[2] = 0x3C003C00u; v[3] = 0x3C013C01u;
  }
  static __device__ __forceinline__ T init(const T (&r)[4], int t) {
    return r[2] + (unsigned)(t & 7);
  }
  static __device__ __forceinline__ void step(T& x, const T (&r)[4], int) {
    asm volatile("fma.rn.f16x2 %0, %0, %1, %2;" : "+r"(x) : "r"(r[0]), "r"(r[1]));
  }
};
struct DepEX2 {  // MUFU.EX2 with the negation folded in: x = 2^-x (stays near 0.64)
  typedef float T;
  static void opnd(T* v) { v[0] = 0.5f; v[1] = 0.25f; v[2] = 0.75f; v[3] = 1.0f; }
  static __device__ __forceinline__ T init(const T (&r)[4], int t) { return r[0] + 1e-3f * t; }
  static __device__ __forceinline__ void step(T& x, const T (&)[4], int) {
    asm volatile("{ .reg .f32 t; neg.f32 t, %0; ex2.approx.ftz.f32 %0, t; }" : "+f"(x));
  }
};
struct DepRSQ {  // MUFU.RSQ: x = 1/sqrt(x) (converges to 1)
  typedef float T;
  static void opnd(T* v) { v[0] = 2.0f; v[1] = 0.25f; v[2] = 0.75f; v[3] = 1.0f; }
  static __device__ __forceinline__ T init(const T (&r)[4], int t) { return r[0] + 1e-3f * t; }
  static __device__ __forceinline__ void step(T& x, const T (&)[4], int) {
    asm volatile("rsqrt.approx.ftz.f32 %0, %0;" : "+f"(x));
  }
};
struct DepF2I {  // F2I.TRUNC: the integer result's bits are the next float input
  typedef unsigned T;
  static void opnd(T* v) { v[0] = 0x449A5000u; v[1] = 0u; v[2] = 0u; v[3] = 0u; }  // 1234.5f
  static __device__ __forceinline__ T init(const T (&r)[4], int t) { return r[0] + t; }
  static __device__ __forceinline__ void step(T& x, const T (&)[4], int) {
    asm volatile("{ .reg .f32 t; mov.b32 t, %0; cvt.rzi.s32.f32 %0, t; }" : "+r"(x));
  }
};
struct DepI2F {  // I2F: the float result's bits are the next integer input
  typedef unsigned T;
  static void opnd(T* v) { v[0] = 12345u; v[1] = 0u; v[2] = 0u; v[3] = 0u; }
  static __device__ __forceinline__ T init(const T (&r)[4], int t) { return r[0] + t; }
  static __device__ __forceinline__ void step(T& x, const T (&)[4], int) {
    asm volatile("{ .reg .f32 t; cvt.rn.f32.s32 t, %0; mov.b32 %0, t; }" : "+r"(x));
  }
};
struct DepCVT2 {  // F2I + I2F per link: float -> nearest int -> float
  typedef float T;
  static void opnd(T* v) { v[0] = 3.7f; v[1] = 0.f; v[2] = 0.f; v[3] = 0.f; }
  static __device__ __forceinline__ T init(const T (&r)[4], int t) { return r[0] + (float)t; }
  static __device__ __forceinline__ void step(T& x, const T (&)[4], int) {
    asm volatile("{ .reg .s32 t; cvt.rni.s32.f32 t, %0; cvt.rn.f32.s32 %0, t; }" : "+f"(x));
  }
};
struct DepSHFL {  // SHFL.BFLY
  typedef unsigned T;
  static void opnd(T* v) { v[0] = 0x9E3779B9u; v[1] = 0u; v[2] = 0u; v[3] = 0u; }
  static __device__ __forceinline__ T init(const T (&r)[4], int t) { return r[0] ^ t; }
  static __device__ __forceinline__ void step(T& x, const T (&)[4], int) {
    asm volatile("shfl.sync.bfly.b32 %0, %0, 1, 31, -1;" : "+r"(x));
  }
};

static const int DEP_UNROLL = 256;  // links per loop trip (ALU and LDS chains)
static const int DEP_MMA_UNROLL = 64;  // links per loop trip (mma chains)

// one warp; every lane runs the same dependent chain; thread 0 times it
template <class OP>
__global__ void k_dep(int iters, const typename OP::T* __restrict__ opnd, i64* cyc,
                      unsigned* sink, unsigned magic) {
  typedef typename OP::T T;
  __shared__ T s_op[4];
  T r[4];
  stage_opnd(r, opnd, s_op);
  T x = OP::init(r, threadIdx.x);
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
#pragma unroll
    for (int u = 0; u < DEP_UNROLL; ++u) OP::step(x, r, u);
  }
  i64 c1 = clock64();
  if (threadIdx.x == 0) cyc[0] = c1 - c0;
  const unsigned f = fold_bits(x);
  if (f == magic) sink[threadIdx.x] = f;
}

// issue throughput with register operands: one 1024-thread block per SM, 8
// independent chains per thread, 16 x 8 links per loop trip (as k_issue)
template <class OP>
__global__ void __launch_bounds__(1024, 1)
    k_issue_r(int iters, const typename OP::T* __restrict__ opnd, i64* cyc, unsigned* sink,
              unsigned magic) {
  typedef typename OP::T T;
  __shared__ T s_op[4];
  T r[4];
  stage_opnd(r, opnd, s_op);
  T acc[8];
#pragma unroll
  for (int j = 0; j < 8; ++j) acc[j] = OP::init(r, threadIdx.x * 8 + j);
  __syncthreads();
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
#pragma unroll
    for (int u = 0; u < 16; ++u) {
#pragma unroll
      for (int j = 0; j < 8; ++j) OP::step(acc[j], r, u + j);
    }
  }
  __syncthreads();
  i64 c1 = clock64();
  if (threadIdx.x == 0) cyc[blockIdx.x] = c1 - c0;
  unsigned f = 0;
#pragma unroll
  for (int j = 0; j < 8; ++j) f ^= fold_bits(acc[j]);
  if (f == magic) sink[blockIdx.x * blockDim.x + threadIdx.x] = f;
}

// dependent shared loads, one warp: lane l's W-byte word at l*W holds its own
// address in its first 32 bits (conflict-free).  The other components are only
// read after the loop (nothing but the address is on the chain); the loads are
// PTX-volatile, so ptxas keeps their width (LDS.64 / LDS.128 checked in the cubin).
template <int W> __device__ __forceinline__ void lds_dep(unsigned& a, unsigned& y, unsigned& z,
                                                         unsigned& w);
template <> __device__ __forceinline__ void lds_dep<4>(unsigned& a, unsigned&, unsigned&,
                                                       unsigned&) {
  a = lds32(a);
}
template <> __device__ __forceinline__ void lds_dep<8>(unsigned& a, unsigned& y, unsigned&,
                                                       unsigned&) {
  asm volatile("ld.volatile.shared.v2.u32 {%0,%1}, [%0];" : "+r"(a), "=r"(y));
}
template <> __device__ __forceinline__ void lds_dep<16>(unsigned& a, unsigned& y, unsigned& z,
                                                        unsigned& w) {
  asm volatile("ld.volatile.shared.v4.u32 {%0,%1,%2,%3}, [%0];"
               : "+r"(a), "=r"(y), "=r"(z), "=r"(w));
}
// ldmatrix .x4: lane l gives the address of row l%8 of matrix l/8 (16 B rows at
// base + 16 l) and receives word l%4 of row l/4 of matrix 0 (bytes 4 l); storing
// base + 16 l there makes the result the lane's next address
__device__ __forceinline__ void ldsm_x4_dep(unsigned& a, unsigned& y, unsigned& z, unsigned& w) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%0];"
               : "+r"(a), "=r"(y), "=r"(z), "=r"(w));
}
__device__ __forceinline__ unsigned ldsm_x4(unsigned a) {
  unsigned x, y, z, w;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
               : "=r"(x), "=r"(y), "=r"(z), "=r"(w) : "r"(a));
  return x ^ y ^ z ^ w;
}

// W = 4, 8, 16: ld.shared chains; W = 0: ldmatrix .x4 chain
template <int W>
__global__ void k_dep_lds(int iters, i64* cyc, unsigned* sink, unsigned magic) {
  __shared__ __align__(16) unsigned sm[128];  // 512 B
  const unsigned sb = smem_addr(sm);
  const unsigned l = threadIdx.x & 31;
  if constexpr (W == 0) {
    for (unsigned k = l; k < 128; k += 32) sm[k] = k < 32 ? sb + 16u * k : 0u;
  } else {
    for (unsigned k = 0; k < W / 4; ++k) sm[l * (W / 4) + k] = k == 0 ? sb + l * W : 0u;
  }
  __syncwarp();
  unsigned a = sb + l * (W == 0 ? 16 : W), y = 0, z = 0, w = 0;
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
#pragma unroll
    for (int u = 0; u < DEP_UNROLL; ++u) {
      if constexpr (W == 0) ldsm_x4_dep(a, y, z, w);
      else lds_dep<W>(a, y, z, w);
    }
  }
  i64 c1 = clock64();
  if (threadIdx.x == 0) cyc[0] = c1 - c0;
  if ((a ^ y ^ z ^ w) == magic) sink[threadIdx.x] = y;
}

// ldmatrix .x4 throughput: every warp instruction reads 4 x 8 rows x 16 B = 512
// contiguous bytes (conflict-free), 16 per loop trip at changing addresses
__global__ void __launch_bounds__(1024, 1)
    k_ldsm(int iters, i64* cyc, unsigned* sink, unsigned magic) {
  __shared__ __align__(16) unsigned sm[8192];  // 32 KB
  for (int i = threadIdx.x; i < 8192; i += blockDim.x) sm[i] = (i * 2654435761u) | 1u;
  __syncthreads();
  const unsigned sbase = smem_addr(sm) + (threadIdx.x & 31) * 16;
  unsigned off = ((threadIdx.x >> 5) * 16u * 512u) & 32767u;
  unsigned acc = 0;
  __syncthreads();
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
    const unsigned a = sbase + off;
#pragma unroll
    for (int k = 0; k < 16; ++k) acc ^= ldsm_x4(a + k * 512);
    off = (off + 16u * 512u) & 32767u;
  }
  __syncthreads();
  i64 c1 = clock64();
  if (threadIdx.x == 0) cyc[blockIdx.x] = c1 - c0;
  if (acc == magic) sink[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

// ---- warp-level mma.sync: D = A * B + C with C = D (accumulate in place).
// A/B fragments come from memory (M::abits patterns: small normal numbers).
template <class TA> __device__ __forceinline__ TA from_bits(u64 v);
template <> __device__ __forceinline__ unsigned from_bits<unsigned>(u64 v) { return (unsigned)v; }
template <> __device__ __forceinline__ double from_bits<double>(u64 v) {
  return __longlong_as_double((long long)v);
}

struct MmaF16F32 {  // HMMA.16816.F32
  typedef unsigned TA;
  typedef float TC;
  enum { NA = 4, NB = 2, NC = 4 };
  static constexpr double kFlops = 2.0 * 16 * 8 * 16;
  static u64 abits(int k) { return 0x2E662E66u + k; }  // f16 pairs ~0.1
  static __device__ __forceinline__ void mma(TC (&c)[NC], const TA (&a)[NA], const TA (&b)[NB]) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  }
};
struct MmaF16F16 {  // HMMA.16816.F16
  typedef unsigned TA;
  typedef unsigned TC;
  enum { NA = 4, NB = 2, NC = 2 };
  static constexpr double kFlops = 2.0 * 16 * 8 * 16;
  static u64 abits(int k) { return 0x2E662E66u + k; }
  static __device__ __forceinline__ void mma(TC (&c)[NC], const TA (&a)[NA], const TA (&b)[NB]) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 "
                 "{%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%0,%1};"
                 : "+r"(c[0]), "+r"(c[1])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  }
};
struct MmaBF16F32 {  // HMMA.16816.F32.BF16
  typedef unsigned TA;
  typedef float TC;
  enum { NA = 4, NB = 2, NC = 4 };
  static constexpr double kFlops = 2.0 * 16 * 8 * 16;
  static u64 abits(int k) { return 0x3DCD3DCDu + k; }  // bf16 pairs ~0.1
  static __device__ __forceinline__ void mma(TC (&c)[NC], const TA (&a)[NA], const TA (&b)[NB]) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  }
};
struct MmaTF32 {  // HMMA.1688.F32.TF32
  typedef unsigned TA;
  typedef float TC;
  enum { NA = 4, NB = 2, NC = 4 };
  static constexpr double kFlops = 2.0 * 16 * 8 * 8;
  static u64 abits(int k) { return 0x3DCCCCCDu + ((u64)k << 13); }  // ~0.1f
  static __device__ __forceinline__ void mma(TC (&c)[NC], const TA (&a)[NA], const TA (&b)[NB]) {
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  }
};
struct MmaS8 {  // IMMA.16832.S8.S8
  typedef unsigned TA;
  typedef int TC;
  enum { NA = 4, NB = 2, NC = 4 };
  static constexpr double kFlops = 2.0 * 16 * 8 * 32;
  static u64 abits(int k) { return 0x01FF0203u + k; }
  static __device__ __forceinline__ void mma(TC (&c)[NC], const TA (&a)[NA], const TA (&b)[NB]) {
    asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+r"(c[0]), "+r"(c[1]), "+r"(c[2]), "+r"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  }
};
struct MmaF64K4 {  // DMMA.884
  typedef double TA;
  typedef double TC;
  enum { NA = 1, NB = 1, NC = 2 };
  static constexpr double kFlops = 2.0 * 8 * 8 * 4;
  static u64 abits(int k) { return 0x3FB999999999999Aull + k; }  // ~0.1
  static __device__ __forceinline__ void mma(TC (&c)[NC], const TA (&a)[NA], const TA (&b)[NB]) {
    asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, {%0,%1};"
                 : "+d"(c[0]), "+d"(c[1]) : "d"(a[0]), "d"(b[0]));
  }
};
struct MmaF64K16 {  // m16n8k16 f64 (sm_90): one DMMA instruction
  typedef double TA;
  typedef double TC;
  enum { NA = 8, NB = 4, NC = 4 };
  static constexpr double kFlops = 2.0 * 16 * 8 * 16;
  static u64 abits(int k) { return 0x3FB999999999999Aull + k; }
  static __device__ __forceinline__ void mma(TC (&c)[NC], const TA (&a)[NA], const TA (&b)[NB]) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7,%8,%9,%10,%11}, {%12,%13,%14,%15}, {%0,%1,%2,%3};"
                 : "+d"(c[0]), "+d"(c[1]), "+d"(c[2]), "+d"(c[3])
                 : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(a[4]), "d"(a[5]), "d"(a[6]),
                   "d"(a[7]), "d"(b[0]), "d"(b[1]), "d"(b[2]), "d"(b[3]));
  }
};

template <class M>
__device__ __forceinline__ void mma_load(typename M::TA (&a)[M::NA], typename M::TA (&b)[M::NB],
                                         const u64* __restrict__ src) {
  __shared__ u64 s_src[16];
  u64 v[16];
  stage_opnd(v, src, s_src);
#pragma unroll
  for (int k = 0; k < M::NA; ++k) a[k] = from_bits<typename M::TA>(v[k]);
#pragma unroll
  for (int k = 0; k < M::NB; ++k) b[k] = from_bits<typename M::TA>(v[M::NA + k]);
}

// mma latency: one warp, each mma accumulates into the previous one's result
template <class M>
__global__ void k_dep_mma(int iters, const u64* __restrict__ src, i64* cyc, unsigned* sink,
                          unsigned magic) {
  typename M::TA a[M::NA], b[M::NB];
  typename M::TC c[M::NC];
  mma_load<M>(a, b, src);
#pragma unroll
  for (int k = 0; k < M::NC; ++k) c[k] = (typename M::TC)0;
  i64 c0 = clock64();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
#pragma unroll
    for (int u = 0; u < DEP_MMA_UNROLL; ++u) M::mma(c, a, b);
  }
  i64 c1 = clock64();
  if (threadIdx.x == 0) cyc[0] = c1 - c0;
  unsigned f = 0;
#pragma unroll
  for (int k = 0; k < M::NC; ++k) f ^= fold_bits(c[k]);
  if (f == magic) sink[threadIdx.x] = f;
}

// mma throughput: one block per SM (dynamic shared memory), NACC independent
// accumulators per warp sharing one A/B fragment, 32 mma per warp per loop trip
template <class M, int NACC, int MAXT>
__global__ void __launch_bounds__(MAXT, 1)
    k_mma_issue(int iters, const u64* __restrict__ src, i64* cyc, u64* ns, unsigned* sink,
                unsigned magic) {
  typename M::TA a[M::NA], b[M::NB];
  typename M::TC c[NACC][M::NC];
  mma_load<M>(a, b, src);
#pragma unroll
  for (int j = 0; j < NACC; ++j) {
#pragma unroll
    for (int k = 0; k < M::NC; ++k) c[j][k] = (typename M::TC)0;
  }
  __syncthreads();
  i64 c0 = clock64();
  u64 g0 = gtimer();
#pragma unroll 1
  for (int i = 0; i < iters; ++i) {
#pragma unroll
    for (int u = 0; u < 32 / NACC; ++u) {
#pragma unroll
      for (int j = 0; j < NACC; ++j) M::mma(c[j], a, b);
    }
  }
  __syncthreads();
  i64 c1 = clock64();
  u64 g1 = gtimer();
  if (threadIdx.x == 0) { cyc[blockIdx.x] = c1 - c0; ns[blockIdx.x] = g1 - g0; }
  unsigned f = 0;
#pragma unroll
  for (int j = 0; j < NACC; ++j) {
#pragma unroll
    for (int k = 0; k < M::NC; ++k) f ^= fold_bits(c[j][k]);
  }
  if (f == magic) sink[blockIdx.x * blockDim.x + threadIdx.x] = f;
}

// ------------------------------------------------------------- host helpers
struct Rng {  // splitmix64
  u64 s;
  explicit Rng(u64 seed) : s(seed) {}
  u64 next() {
    u64 z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
};
template <class T> static void shuffle(std::vector<T>& v, Rng& r) {
  for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[r.next() % i]);
}

// Per-SM statistic of one launch: median over blocks of cycles / work.
static double per_block_median(const i64* d_cyc, int blocks, double work) {
  std::vector<i64> h(blocks);
  CK(cudaMemcpy(h.data(), d_cyc, blocks * sizeof(i64), cudaMemcpyDeviceToHost));
  std::vector<double> v(blocks);
  for (int i = 0; i < blocks; ++i) v[i] = (double)h[i] / work;
  return median_of(v);
}

template <class K> static void allow_onesm(K kern) {
  CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, g_onesm_smem));
}
template <class K> static void prefer_l1(K kern) {
  CK(cudaFuncSetAttribute(kern, cudaFuncAttributePreferredSharedMemoryCarveout, 0));
}

// ------------------------------------------------------------------ clock
template <class OP>
static std::vector<double> run_issue(int iters, typename OP::T b, typename OP::T c,
                                     typename OP::T magic, std::vector<double>* mhz = nullptr) {
  i64* d_cyc; u64* d_ns;
  CK(cudaMalloc(&d_cyc, g_sms * sizeof(i64)));
  CK(cudaMalloc(&d_ns, g_sms * sizeof(u64)));
  allow_onesm(k_issue<OP>);
  typename OP::T* sink = (typename OP::T*)g_sink;
  k_issue<OP><<<g_sms, 1024, g_onesm_smem>>>(iters / 4 + 1, b, c, d_cyc, d_ns, sink, magic);
  CKL();
  CK(cudaDeviceSynchronize());
  std::vector<double> v;
  const double work = 32.0 * iters * 128.0;  // warp instructions per block (= per SM)
  for (int r = 0; r < REPS; ++r) {
    k_issue<OP><<<g_sms, 1024, g_onesm_smem>>>(iters, b, c, d_cyc, d_ns, sink, magic);
    CKL();
    CK(cudaDeviceSynchronize());
    v.push_back(per_block_median(d_cyc, g_sms, work));
    if (mhz) {
      std::vector<i64> hc(g_sms);
      std::vector<u64> hn(g_sms);
      CK(cudaMemcpy(hc.data(), d_cyc, g_sms * sizeof(i64), cudaMemcpyDeviceToHost));
      CK(cudaMemcpy(hn.data(), d_ns, g_sms * sizeof(u64), cudaMemcpyDeviceToHost));
      std::vector<double> m(g_sms);
      for (int i = 0; i < g_sms; ++i) m[i] = (double)hc[i] / (double)hn[i] * 1000.0;
      mhz->push_back(median_of(m));
    }
  }
  CK(cudaFree(d_cyc));
  CK(cudaFree(d_ns));
  return v;
}

static void group_clock() {
  u64* d_out;
  CK(cudaMalloc(&d_out, 2 * sizeof(u64)));
  const u64 span = g_quick ? 10000000ull : 20000000ull;
  k_clock_1thread<<<1, 1>>>(span / 4, d_out);
  CKL();
  CK(cudaDeviceSynchronize());
  std::vector<double> v;
  for (int r = 0; r < REPS; ++r) {
    u64 h[2];
    k_clock_1thread<<<1, 1>>>(span, d_out);
    CKL();
    CK(cudaMemcpy(h, d_out, sizeof(h), cudaMemcpyDeviceToHost));
    v.push_back((double)h[0] / (double)h[1] * 1000.0);
  }
  CK(cudaFree(d_out));
  emit("clock", "sm_clock_1thread", "20ms", "MHz", v,
       "clock64 delta / globaltimer delta; one thread spinning on an otherwise idle GPU");
  std::vector<double> mhz;
  run_issue<OpFFMA>(g_quick ? 4096 : 16384, 0.9999f, 1e-4f, -1.f, &mhz);
  emit("clock", "sm_clock_loaded", "ffma_1024thr_all_sms", "MHz", mhz,
       "median over SMs of clock64/globaltimer during the FFMA issue kernel on every SM");
}

// ---------------------------------------------------------------- latency
struct Chase {
  unsigned char* buf = nullptr;
  unsigned* d_next = nullptr;
  u64* d_out = nullptr;
  unsigned* flush = nullptr;
  size_t flush_n = 0;
};

// Lays out a cyclic chase over footprint/stride nodes; returns the start address.
static u64 chase_setup(Chase& c, size_t footprint, size_t stride, bool pagelocal, u64 seed) {
  const size_t n = footprint / stride;
  Rng rng(seed);
  std::vector<unsigned> order(n), next(n);
  if (!pagelocal) {
    std::iota(order.begin(), order.end(), 0u);
    shuffle(order, rng);
  } else {
    const size_t per = (2u << 20) / stride, pages = n / per;
    std::vector<unsigned> po(pages), in(per);
    std::iota(po.begin(), po.end(), 0u);
    shuffle(po, rng);
    size_t k = 0;
    for (unsigned pg : po) {
      std::iota(in.begin(), in.end(), (unsigned)(pg * per));
      shuffle(in, rng);
      for (unsigned x : in) order[k++] = x;
    }
  }
  for (size_t k = 0; k < n; ++k) next[order[k]] = order[(k + 1) % n];
  CK(cudaMemcpy(c.d_next, next.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
  k_chase_scatter<<<g_sms * 4, 256>>>(c.buf, c.d_next, n, stride);
  CKL();
  k_fill_u32<<<g_sms * 4, 256>>>(c.flush, c.flush_n, 0x5A5A5A5Au);  // evict L2
  CKL();
  CK(cudaDeviceSynchronize());
  return (u64)(c.buf + (size_t)order[0] * stride);
}

static std::vector<double> chase_run(Chase& c, bool cg, u64 p, int warm_first,
                                     int warm_each, int iters) {
  u64 h[2];
  if (cg) k_chase<true><<<1, 1>>>(p, warm_first, 16, c.d_out);
  else k_chase<false><<<1, 1>>>(p, warm_first, 16, c.d_out);
  CKL();
  CK(cudaMemcpy(h, c.d_out, sizeof(h), cudaMemcpyDeviceToHost));
  p = h[0];
  std::vector<double> v;
  for (int r = 0; r < REPS; ++r) {
    if (cg) k_chase<true><<<1, 1>>>(p, warm_each, iters, c.d_out);
    else k_chase<false><<<1, 1>>>(p, warm_each, iters, c.d_out);
    CKL();
    CK(cudaMemcpy(h, c.d_out, sizeof(h), cudaMemcpyDeviceToHost));
    p = h[0];
    v.push_back((double)h[1] / iters);
  }
  return v;
}

static void group_latency() {
  Chase c;
  const size_t KB = 1024, MB = 1024 * KB;
  const size_t dram_fp = g_quick ? 256 * MB : 1024 * MB;
  const size_t sweep_max = g_quick ? 128 * MB : 512 * MB;
  const size_t cap = std::max(dram_fp, sweep_max);
  CK(cudaMalloc(&c.buf, cap));
  CK(cudaMalloc(&c.d_next, (cap / 128) * sizeof(unsigned)));
  CK(cudaMalloc(&c.d_out, 2 * sizeof(u64)));
  c.flush_n = std::max((size_t)256 * MB, 4 * g_l2) / 4;
  CK(cudaMalloc(&c.flush, c.flush_n * 4));
  prefer_l1(k_chase<false>);
  prefer_l1(k_chase<true>);

  u64 p = chase_setup(c, 16 * KB, 64, false, 1);
  emit("latency", "l1", "16", "cycles", chase_run(c, false, p, 256, 256, 16384),
       "KB footprint; 64B stride random cycle; ld.global.ca; chain walked in-kernel before timing");

  p = chase_setup(c, 8 * MB, 128, false, 2);
  emit("latency", "l2", "8192", "cycles", chase_run(c, true, p, 65536, 0, 16384),
       "KB footprint; 128B stride random cycle; ld.global.cg; warmed by a full walk; mix of near and far L2 partitions");

  const size_t dstride = g_quick ? 1024 : 4096;
  p = chase_setup(c, dram_fp, dstride, false, 3);
  emit("latency", "dram", std::to_string(dram_fp / KB), "cycles",
       chase_run(c, true, p, 0, 0, 8192),
       g_quick ? "KB footprint; 1KB stride random; ld.global.cg; L2 flushed; no node revisited; includes TLB misses"
               : "KB footprint; 4KB stride random; ld.global.cg; L2 flushed; no node revisited; includes TLB misses");

  p = chase_setup(c, 128 * MB, 512, false, 4);
  emit("latency", "dram", "131072", "cycles", chase_run(c, true, p, 0, 0, 8192),
       "KB footprint; 512B stride random; ld.global.cg; L2 flushed; no node revisited");

  p = chase_setup(c, dram_fp, dstride, true, 5);
  emit("latency", "dram_pagelocal", std::to_string(dram_fp / KB), "cycles",
       chase_run(c, true, p, 0, 0, 8192),
       "KB footprint; 2MB pages in random order and random nodes within a page; ld.global.cg; L2 flushed; TLB-friendly");

  {  // shared memory
    const int n = 1024;
    Rng rng(6);
    std::vector<unsigned> order(n), next(n);
    std::iota(order.begin(), order.end(), 0u);
    shuffle(order, rng);
    for (int k = 0; k < n; ++k) next[order[k]] = order[(k + 1) % n];
    CK(cudaMemcpy(c.d_next, next.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
    k_chase_shared<<<1, 256>>>(c.d_next, n, 1024, c.d_out);
    CKL();
    CK(cudaDeviceSynchronize());
    std::vector<double> v;
    for (int r = 0; r < REPS; ++r) {
      u64 h[2];
      k_chase_shared<<<1, 256>>>(c.d_next, n, 16384, c.d_out);
      CKL();
      CK(cudaMemcpy(h, c.d_out, sizeof(h), cudaMemcpyDeviceToHost));
      v.push_back((double)h[1] / 16384);
    }
    emit("latency", "shared", "4", "cycles", v,
         "KB footprint; random cycle of u32 shared addresses; ld.shared.u32; one thread");
  }

  const size_t sweep_kb[] = {8,     32,    128,   512,    2048,  8192,
                             16384, 24576, 32768, 49152, 65536, 131072, 524288};
  for (size_t kb : sweep_kb) {
    const size_t fp = kb * KB;
    if (fp > sweep_max) continue;
    const int n = (int)(fp / 128);
    int warm_first = 0, warm_each = 0;
    if (fp <= 1 * MB) warm_first = warm_each = n;  // L1 is not kept across launches
    else if (fp <= 2 * g_l2 && n <= (1 << 20)) warm_first = n;  // L2 is
    p = chase_setup(c, fp, 128, false, 100 + kb);
    emit("latency", "sweep", std::to_string(kb), "cycles",
         chase_run(c, false, p, warm_first, warm_each, 8192),
         warm_each ? "KB footprint; 128B stride random cycle; ld.global.ca; chain walked in-kernel before timing"
         : warm_first ? "KB footprint; 128B stride random cycle; ld.global.ca; chain walked once in the warm-up launch"
                      : "KB footprint; 128B stride random cycle; ld.global.ca; cold (L2 flushed) no node revisited");
  }
  CK(cudaFree(c.buf));
  CK(cudaFree(c.d_next));
  CK(cudaFree(c.d_out));
  CK(cudaFree(c.flush));
}

// ------------------------------------------------------------ dep_latency
static const unsigned MAGIC = 0x7FBADBADu;  // sink guard: a pattern no chain ends on in practice

// cycles per link of a one-warp chain kernel: clock64 delta / links, warm-up first
template <class L> static std::vector<double> dep_run(int iters, double links_per_iter, L launch) {
  i64* d_cyc;
  CK(cudaMalloc(&d_cyc, sizeof(i64)));
  std::vector<double> v;
  for (int r = -1; r < REPS; ++r) {  // r = -1 is the warm-up
    const int it = r < 0 ? iters / 4 + 1 : iters;
    launch(it, d_cyc);
    CKL();
    const double x = per_block_median(d_cyc, 1, links_per_iter * it);
    if (r >= 0) v.push_back(x);
  }
  CK(cudaFree(d_cyc));
  return v;
}

template <class OP> static std::vector<double> dep_cycles(int iters) {
  typedef typename OP::T T;
  T h[4];
  OP::opnd(h);
  T* d_op;
  CK(cudaMalloc(&d_op, sizeof(h)));
  CK(cudaMemcpy(d_op, h, sizeof(h), cudaMemcpyHostToDevice));
  unsigned* sink = (unsigned*)g_sink;
  std::vector<double> v = dep_run(iters, DEP_UNROLL, [&](int it, i64* d_cyc) {
    k_dep<OP><<<1, 32>>>(it, d_op, d_cyc, sink, MAGIC);
  });
  CK(cudaFree(d_op));
  return v;
}

template <class M> static u64* mma_src() {
  u64 h[16];
  for (int k = 0; k < 16; ++k) h[k] = M::abits(k);
  u64* d;
  CK(cudaMalloc(&d, sizeof(h)));
  CK(cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice));
  return d;
}

template <class M> static std::vector<double> dep_mma_cycles(int iters) {
  u64* d_src = mma_src<M>();
  unsigned* sink = (unsigned*)g_sink;
  std::vector<double> v = dep_run(iters, DEP_MMA_UNROLL, [&](int it, i64* d_cyc) {
    k_dep_mma<M><<<1, 32>>>(it, d_src, d_cyc, sink, MAGIC);
  });
  CK(cudaFree(d_src));
  return v;
}

template <int W> static std::vector<double> dep_lds_cycles(int iters) {
  unsigned* sink = (unsigned*)g_sink;
  return dep_run(iters, DEP_UNROLL, [&](int it, i64* d_cyc) {
    k_dep_lds<W><<<1, 32>>>(it, d_cyc, sink, MAGIC);
  });
}

static void group_dep_latency() {
  const int it = g_quick ? 32 : 128;  // x 256 links per trip
  const int itm = g_quick ? 16 : 64;  // x 64 mma per trip
  const char* P = "1warp";
  const char* U = "cycles";
  const char* LOOP = "; loop overhead 3 independent instructions per 256 links (not subtracted)";
  auto note = [&](const char* s) { return std::string(s) + LOOP; };
  emit("dep_latency", "ffma", P, U, dep_cycles<DepFFMA>(it),
       note("fma.rn.f32 x=x*a+b (FFMA)").c_str());
  emit("dep_latency", "fadd", P, U, dep_cycles<DepFADD>(it),
       note("add.rn.f32 x=x+a (FADD)").c_str());
  emit("dep_latency", "fmul", P, U, dep_cycles<DepFMUL>(it),
       note("mul.rn.f32 x=x*a (FMUL)").c_str());
  emit("dep_latency", "imad", P, U, dep_cycles<DepIMAD>(it),
       note("mad.lo.u32 x=x*a+b (IMAD)").c_str());
  emit("dep_latency", "iadd3", P, U, dep_cycles<DepIADD3>(it),
       note("per IADD3: link = 2 add.u32 x+a+b that ptxas fuses into one 3-input IADD3 (checked on CUDA 13.0); operands rotate over 4 registers").c_str());
  emit("dep_latency", "lop3", P, U, dep_cycles<DepLOP3>(it),
       note("lop3.b32 x=(x&a)^b (LOP3); operands rotate over 4 registers").c_str());
  emit("dep_latency", "shf", P, U, dep_cycles<DepSHF>(it),
       note("shf.l.wrap.b32 funnel shift of x:a by b (SHF)").c_str());
  emit("dep_latency", "isetp_sel_pair", P, U, dep_cycles<DepSEL>(it),
       note("per pair: setp.ne.u32 + selp.b32 (ISETP then SEL; 2 instructions per link)").c_str());
  emit("dep_latency", "dfma", P, U, dep_cycles<DepDFMA>(it),
       note("fma.rn.f64 (DFMA)").c_str());
  emit("dep_latency", "hfma2", P, U, dep_cycles<DepHFMA2>(it),
       note("fma.rn.f16x2; ptxas alternates the two HFMA2 encodings (plain and .MMA) along the chain").c_str());
  emit("dep_latency", "mufu_ex2", P, U, dep_cycles<DepEX2>(it),
       note("ex2.approx.ftz.f32 of -x (negation folded into MUFU.EX2)").c_str());
  emit("dep_latency", "mufu_rsq", P, U, dep_cycles<DepRSQ>(it),
       note("rsqrt.approx.ftz.f32 (MUFU.RSQ)").c_str());
  emit("dep_latency", "f2i", P, U, dep_cycles<DepF2I>(it),
       note("cvt.rzi.s32.f32 (F2I); the integer's bits feed the next link as a float").c_str());
  emit("dep_latency", "i2f", P, U, dep_cycles<DepI2F>(it),
       note("cvt.rn.f32.s32 (I2F); the float's bits feed the next link as an integer").c_str());
  {
    std::vector<double> v = dep_cycles<DepCVT2>(it);
    emit("dep_latency", "f2i_i2f_pair", P, U, v,
         note("per pair: cvt.rni.s32.f32 then cvt.rn.f32.s32 (F2I + I2F)").c_str());
    emit("dep_latency", "f2i_i2f_per_cvt", P, U, scaled(v, 2.0),
         "f2i_i2f_pair / 2");
  }
  emit("dep_latency", "shfl", P, U, dep_cycles<DepSHFL>(it),
       note("shfl.sync.bfly.b32 xor 1; full warp (SHFL.BFLY)").c_str());
  emit("dep_latency", "lds32", P, U, dep_lds_cycles<4>(it),
       note("ld.volatile.shared.u32 load-to-address; full warp conflict-free (128 B per load)").c_str());
  emit("dep_latency", "lds64", P, U, dep_lds_cycles<8>(it),
       note("ld.volatile.shared.v2.u32 load-to-address; full warp conflict-free (256 B per load)").c_str());
  emit("dep_latency", "lds128", P, U, dep_lds_cycles<16>(it),
       note("ld.volatile.shared.v4.u32 load-to-address; full warp conflict-free (512 B per load)").c_str());
  emit("dep_latency", "ldsm_x4", P, U, dep_lds_cycles<0>(it),
       note("ldmatrix.sync.aligned.m8n8.x4.shared.b16 (LDSM) load-to-address (512 B per instruction)").c_str());
  const char* LM = "; loop overhead 3 independent instructions per 64 mma (not subtracted)";
  auto mnote = [&](const char* s) { return std::string(s) + LM; };
  emit("dep_latency", "mma_m16n8k16_f16_f32", P, U, dep_mma_cycles<MmaF16F32>(itm),
       mnote("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32; C = previous D").c_str());
  emit("dep_latency", "mma_m16n8k16_f16_f16", P, U, dep_mma_cycles<MmaF16F16>(itm),
       mnote("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16; C = previous D").c_str());
  emit("dep_latency", "mma_m16n8k16_bf16_f32", P, U, dep_mma_cycles<MmaBF16F32>(itm),
       mnote("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32; C = previous D").c_str());
  emit("dep_latency", "mma_m16n8k8_tf32_f32", P, U, dep_mma_cycles<MmaTF32>(itm),
       mnote("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32; C = previous D").c_str());
  emit("dep_latency", "mma_m16n8k32_s8_s32", P, U, dep_mma_cycles<MmaS8>(itm),
       mnote("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32; C = previous D").c_str());
  emit("dep_latency", "mma_m8n8k4_f64", P, U, dep_mma_cycles<MmaF64K4>(itm),
       mnote("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64; C = previous D").c_str());
  emit("dep_latency", "mma_m16n8k16_f64", P, U, dep_mma_cycles<MmaF64K16>(itm),
       mnote("mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 (sm_90); C = previous D").c_str());
}

// -------------------------------------------------------------- bandwidth
static std::vector<double> lds_cycles(int width_bits);

static std::vector<double> gbps(const std::vector<double>& ms, double bytes) {
  std::vector<double> r;
  for (double t : ms) r.push_back(bytes / (t * 1e-3) / 1e9);
  return r;
}

static void group_bandwidth() {
  const size_t bytes = (g_quick ? 512ull : 2048ull) << 20;
  const size_t n4 = bytes / 16;
  float4 *A, *B;
  CK(cudaMalloc(&A, bytes));
  CK(cudaMalloc(&B, bytes));
  k_fill_u32<<<g_sms * 8, 256>>>((unsigned*)A, bytes / 4, 0x3F800000u);  // ~1.0f.. floats
  CKL();
  k_fill_u32<<<g_sms * 8, 256>>>((unsigned*)B, bytes / 4, 0x40000000u);
  CKL();
  CK(cudaDeviceSynchronize());
  const int grid = g_sms * 8, block = 256;
  const std::string P = std::to_string(bytes >> 20) + "MB";
  float* fsink = (float*)g_sink;
  unsigned* usink = (unsigned*)g_sink;

  emit("bandwidth", "dram_copy", P, "GB/s",
       gbps(time_ms(g_bw_reps, [&] { k_copy<<<grid, block>>>(A, B, n4); }), 2.0 * bytes),
       "float4 copy kernel 4 accesses in flight per thread; read+write bytes; 1e9 B/GB");
  emit("bandwidth", "dram_memcpy", P, "GB/s",
       gbps(time_ms(g_bw_reps, [&] { CK(cudaMemcpyAsync(B, A, bytes, cudaMemcpyDeviceToDevice)); }),
            2.0 * bytes),
       "cudaMemcpyAsync device to device; read+write bytes");
  emit("bandwidth", "dram_read", P, "GB/s",
       gbps(time_ms(g_bw_reps, [&] { k_read<<<grid, block>>>(A, n4, fsink, -1.f); }), 1.0 * bytes),
       "float4 loads summed; result stored only on an impossible value");
  emit("bandwidth", "dram_write", P, "GB/s",
       gbps(time_ms(g_bw_reps, [&] { k_write<<<grid, block>>>(B, n4, 3.f); }), 1.0 * bytes),
       "float4 stores only");

  {  // L2
    const size_t threads = (size_t)grid * block;
    const size_t l2_bytes = threads * 4 * 16;
    const int passes = g_quick ? 128 : 512;
    prefer_l1(k_l2read);
    emit("bandwidth", "l2_read", std::to_string(l2_bytes >> 10) + "KB", "GB/s",
         gbps(time_ms(REPS, [&] { k_l2read<<<grid, block>>>((const uint4*)A, passes, usink, 1u); }),
              (double)l2_bytes * passes),
         "ld.global.cg.v4 over an L2-resident buffer re-read every pass; all SMs");
  }
  {  // L1
    const int blocks = 2 * g_sms, passes = g_quick ? 1024 : 4096;
    const double total = (double)blocks * passes * 32768.0;
    u64* d_clk;
    CK(cudaMalloc(&d_clk, 2 * sizeof(u64)));
    prefer_l1(k_l1read);
    std::vector<double> ms, mhz;
    auto launch = [&] { k_l1read<<<blocks, 1024>>>((const uint4*)A, passes, usink, 1u, d_clk); };
    launch(); CKL();
    CK(cudaDeviceSynchronize());
    for (int r = 0; r < REPS; ++r) {
      std::vector<double> t = time_ms(1, launch);  // includes its own warm-up launches
      u64 h[2];
      CK(cudaMemcpy(h, d_clk, sizeof(h), cudaMemcpyDeviceToHost));
      ms.push_back(t[0]);
      mhz.push_back((double)h[0] / (double)h[1] * 1000.0);
    }
    std::vector<double> bpc;
    for (int r = 0; r < REPS; ++r) bpc.push_back(total / (ms[r] * 1e-3 * mhz[r] * 1e6 * g_sms));
    emit("bandwidth", "l1_read", "32KB_per_block", "GB/s", gbps(ms, total),
         "ld.global.ca.v4; 2 blocks of 1024 threads per SM each re-reading its own 32 KB; all SMs");
    emit("bandwidth", "l1_read_per_sm", "32KB_per_block", "B/clk/SM", bpc,
         "bytes / (event time * SM clock seen in the same kernel * SM count)");
    CK(cudaFree(d_clk));
  }
  CK(cudaFree(A));
  CK(cudaFree(B));

  for (int w : {32, 64, 128}) {
    std::vector<double> cyc = lds_cycles(w), bpc;
    for (double x : cyc) bpc.push_back(32.0 * w / 8 / x);
    emit("bandwidth", "shared_read", std::to_string(w), "B/clk/SM", bpc,
         "param = bits per lane; conflict-free ld.shared; 32 warps per SM; clock64");
  }
}

// ------------------------------------------------------------------ issue
static std::vector<double> lds_cycles(int width_bits) {
  const int iters = g_quick ? 512 : 2048;
  i64* d_cyc;
  CK(cudaMalloc(&d_cyc, g_sms * sizeof(i64)));
  unsigned* sink = (unsigned*)g_sink;
  auto launch = [&](int it) {
    if (width_bits == 32) k_lds<4><<<g_sms, 1024, g_onesm_smem>>>(it, d_cyc, sink, 1u);
    else if (width_bits == 64) k_lds<8><<<g_sms, 1024, g_onesm_smem>>>(it, d_cyc, sink, 1u);
    else k_lds<16><<<g_sms, 1024, g_onesm_smem>>>(it, d_cyc, sink, 1u);
    CKL();
    CK(cudaDeviceSynchronize());
  };
  allow_onesm(k_lds<4>);
  allow_onesm(k_lds<8>);
  allow_onesm(k_lds<16>);
  launch(iters / 4);
  std::vector<double> v;
  for (int r = 0; r < REPS; ++r) {
    launch(iters);
    v.push_back(per_block_median(d_cyc, g_sms, 32.0 * 16 * iters));
  }
  CK(cudaFree(d_cyc));
  return v;
}

static std::vector<double> ldg_cycles(int width_bits, const unsigned char* buf) {
  const int iters = g_quick ? 512 : 2048;
  i64* d_cyc;
  CK(cudaMalloc(&d_cyc, g_sms * sizeof(i64)));
  unsigned* sink = (unsigned*)g_sink;
  allow_onesm(k_ldg<4>);
  allow_onesm(k_ldg<16>);
  auto launch = [&](int it) {
    if (width_bits == 32) k_ldg<4><<<g_sms, 1024, g_onesm_smem>>>(buf, it, d_cyc, sink, 1u);
    else k_ldg<16><<<g_sms, 1024, g_onesm_smem>>>(buf, it, d_cyc, sink, 1u);
    CKL();
    CK(cudaDeviceSynchronize());
  };
  launch(iters / 4);
  std::vector<double> v;
  for (int r = 0; r < REPS; ++r) {
    launch(iters);
    v.push_back(per_block_median(d_cyc, g_sms, 32.0 * 16 * iters));
  }
  CK(cudaFree(d_cyc));
  return v;
}

// register-operand issue kernels (k_issue_r): cycles per warp instruction per SM
template <class OP> static std::vector<double> issue_r_cycles(int iters) {
  typedef typename OP::T T;
  T h[4];
  OP::opnd(h);
  T* d_op;
  i64* d_cyc;
  CK(cudaMalloc(&d_op, sizeof(h)));
  CK(cudaMemcpy(d_op, h, sizeof(h), cudaMemcpyHostToDevice));
  CK(cudaMalloc(&d_cyc, g_sms * sizeof(i64)));
  allow_onesm(k_issue_r<OP>);
  unsigned* sink = (unsigned*)g_sink;
  std::vector<double> v;
  for (int r = -1; r < REPS; ++r) {  // r = -1 is the warm-up
    const int it = r < 0 ? iters / 4 + 1 : iters;
    k_issue_r<OP><<<g_sms, 1024, g_onesm_smem>>>(it, d_op, d_cyc, sink, MAGIC);
    CKL();
    const double x = per_block_median(d_cyc, g_sms, 32.0 * 128.0 * it);
    if (r >= 0) v.push_back(x);
  }
  CK(cudaFree(d_op));
  CK(cudaFree(d_cyc));
  return v;
}

static std::vector<double> ldsm_cycles() {
  const int iters = g_quick ? 512 : 2048;
  i64* d_cyc;
  CK(cudaMalloc(&d_cyc, g_sms * sizeof(i64)));
  allow_onesm(k_ldsm);
  unsigned* sink = (unsigned*)g_sink;
  std::vector<double> v;
  for (int r = -1; r < REPS; ++r) {
    const int it = r < 0 ? iters / 4 : iters;
    k_ldsm<<<g_sms, 1024, g_onesm_smem>>>(it, d_cyc, sink, MAGIC);
    CKL();
    const double x = per_block_median(d_cyc, g_sms, 32.0 * 16 * it);
    if (r >= 0) v.push_back(x);
  }
  CK(cudaFree(d_cyc));
  return v;
}

// median over blocks of clock64 delta / globaltimer delta, in MHz
static double mhz_median(const i64* d_cyc, const u64* d_ns, int blocks) {
  std::vector<i64> hc(blocks);
  std::vector<u64> hn(blocks);
  CK(cudaMemcpy(hc.data(), d_cyc, blocks * sizeof(i64), cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(hn.data(), d_ns, blocks * sizeof(u64), cudaMemcpyDeviceToHost));
  std::vector<double> m(blocks);
  for (int i = 0; i < blocks; ++i) m[i] = (double)hc[i] / (double)hn[i] * 1000.0;
  return median_of(m);
}

// mma.sync throughput on every SM; emits cycles per warp mma per SM and the
// implied whole-GPU rate = flops per mma * SMs * SM clock / cycles per mma
template <class M, int NACC, int MAXT>
static void mma_issue(const char* name, int warps, int iters, const char* rate_unit,
                      const char* what) {
  u64* d_src = mma_src<M>();
  i64* d_cyc;
  u64* d_ns;
  CK(cudaMalloc(&d_cyc, g_sms * sizeof(i64)));
  CK(cudaMalloc(&d_ns, g_sms * sizeof(u64)));
  allow_onesm(k_mma_issue<M, NACC, MAXT>);
  unsigned* sink = (unsigned*)g_sink;
  std::vector<double> cyc, rate;
  for (int r = -1; r < REPS; ++r) {
    const int it = r < 0 ? iters / 4 + 1 : iters;
    k_mma_issue<M, NACC, MAXT><<<g_sms, warps * 32, g_onesm_smem>>>(it, d_src, d_cyc, d_ns,
                                                                      sink, MAGIC);
    CKL();
    const double c = per_block_median(d_cyc, g_sms, 32.0 * warps * it);
    if (r < 0) continue;
    const double mhz = mhz_median(d_cyc, d_ns, g_sms);
    cyc.push_back(c);
    rate.push_back(M::kFlops * g_sms * mhz * 1e6 / c / 1e12);
  }
  CK(cudaFree(d_src));
  CK(cudaFree(d_cyc));
  CK(cudaFree(d_ns));
  const std::string P = std::to_string(warps) + "warps_x" + std::to_string(NACC) + "acc";
  const std::string n1 = std::string(what) +
                         "; independent accumulators per warp share one A/B fragment; "
                         "32 mma per warp per loop trip; one block per SM";
  char n2[256];
  snprintf(n2, sizeof n2,
           "%.0f flops per mma x %d SMs x SM clock (clock64/globaltimer same launch) / "
           "cycles per mma per SM",
           M::kFlops, g_sms);
  emit("issue", name, P, "cycles/warp_inst/SM", cyc, n1.c_str());
  emit("issue", (std::string(name) + "_tflops").c_str(), P, rate_unit, rate, n2);
}

static void group_issue_more() {
  const int it = g_quick ? 512 : 2048;
  const char* P = "32warps_x8chains";
  const char* U = "cycles/warp_inst/SM";
  emit("issue", "iadd3", P, U, issue_r_cycles<DepIADD3>(it),
       "per IADD3: 2 add.u32 x+a+b fused by ptxas into one 3-input IADD3; operands rotate over 4 registers");
  emit("issue", "lop3", P, U, issue_r_cycles<DepLOP3>(it),
       "lop3.b32 x=(x&a)^b; operands rotate over 4 registers");
  emit("issue", "shf", P, U, issue_r_cycles<DepSHF>(it), "shf.l.wrap.b32 (SHF)");
  emit("issue", "f2i", P, U, issue_r_cycles<DepF2I>(it / 4),
       "cvt.rzi.s32.f32 (F2I); result bits are the next input");
  emit("issue", "i2f", P, U, issue_r_cycles<DepI2F>(it / 4),
       "cvt.rn.f32.s32 (I2F); result bits are the next input");
  emit("issue", "ldsm_x4", "32warps_x16loads", U, ldsm_cycles(),
       "ldmatrix.sync.aligned.m8n8.x4.shared.b16 conflict-free; 512 B per warp instruction; +2 LOP3 per load");

  const int im = g_quick ? 256 : 1024;
  mma_issue<MmaF16F32, 8, 512>("mma_m16n8k16_f16_f32", 16, im, "TFLOP/s",
                               "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32");
  mma_issue<MmaF16F32, 8, 512>("mma_m16n8k16_f16_f32", 4, im, "TFLOP/s",
                               "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 (one warp per scheduler)");
  mma_issue<MmaF16F32, 4, 1024>("mma_m16n8k16_f16_f32", 32, im / 2, "TFLOP/s",
                                "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32");
  mma_issue<MmaF16F16, 8, 512>("mma_m16n8k16_f16_f16", 16, im, "TFLOP/s",
                               "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16");
  mma_issue<MmaBF16F32, 8, 512>("mma_m16n8k16_bf16_f32", 16, im, "TFLOP/s",
                                "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32");
  mma_issue<MmaTF32, 8, 512>("mma_m16n8k8_tf32_f32", 16, im, "TFLOP/s",
                             "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32");
  mma_issue<MmaS8, 8, 512>("mma_m16n8k32_s8_s32", 16, im, "TOP/s",
                           "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32");
  mma_issue<MmaF64K4, 8, 512>("mma_m8n8k4_f64", 16, im / 2, "TFLOP/s",
                              "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64");
  mma_issue<MmaF64K16, 8, 512>("mma_m16n8k16_f64", 16, im / 8, "TFLOP/s",
                               "mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 (sm_90)");
}

static void group_issue() {
  const int it = g_quick ? 512 : 2048;
  const char* P = "32warps_x8chains";
  const char* U = "cycles/warp_inst/SM";
  emit("issue", "ffma", P, U, run_issue<OpFFMA>(it, 0.9999f, 1e-4f, -1.f),
       "fma.rn.f32; 128 per loop trip per thread");
  emit("issue", "imad", P, U, run_issue<OpIMAD>(it, 0x01000193u, 0x9E3779B9u, 1u),
       "mad.lo.u32 with runtime operands");
  emit("issue", "dfma", P, U, run_issue<OpDFMA>(it / 2, 0.9999, 1e-4, -1.0),
       "fma.rn.f64");
  emit("issue", "hfma2", P, U, run_issue<OpHFMA2>(it, 0x3BFF3BFFu, 0x14001400u, 1u),
       "fma.rn.f16x2 (one warp inst = 64 half FMAs)");
  emit("issue", "mufu_ex2", P, U, run_issue<OpMUFU>(it / 4, 0.f, 0.f, 1.f),
       "ex2.approx.ftz.f32 (MUFU.EX2)");
  emit("issue", "shfl", P, U, run_issue<OpSHFL>(it / 2, 0u, 0u, 1u),
       "shfl.sync.bfly.b32 xor 1");
  emit("issue", "lds32", "32warps_x16loads", U, lds_cycles(32),
       "ld.shared.u32 conflict-free; 128 B per warp load; +0.5 LOP3 per load");
  emit("issue", "lds64", "32warps_x16loads", U, lds_cycles(64),
       "ld.shared.v2.u32 conflict-free; 256 B per warp load");
  emit("issue", "lds128", "32warps_x16loads", U, lds_cycles(128),
       "ld.shared.v4.u32 conflict-free; 512 B per warp load");
  {
    unsigned* buf;
    CK(cudaMalloc(&buf, 32768));
    k_fill_u32<<<32, 256>>>(buf, 8192, 0x12345u);
    CKL();
    CK(cudaDeviceSynchronize());
    emit("issue", "ldg32", "32warps_x16loads", U, ldg_cycles(32, (const unsigned char*)buf),
         "ld.global.ca.u32 from a 32 KB L1-resident buffer; 128 B per warp load");
    emit("issue", "ldg128", "32warps_x16loads", U, ldg_cycles(128, (const unsigned char*)buf),
         "ld.global.ca.v4.u32 from a 32 KB L1-resident buffer; 512 B per warp load");
    CK(cudaFree(buf));
  }
  {  // barrier
    const int iters = g_quick ? 1024 : 4096;
    i64* d_cyc;
    CK(cudaMalloc(&d_cyc, sizeof(i64)));
    k_bar<<<1, 1024>>>(iters / 4, d_cyc);
    CKL();
    CK(cudaDeviceSynchronize());
    std::vector<double> v;
    for (int r = 0; r < REPS; ++r) {
      k_bar<<<1, 1024>>>(iters, d_cyc);
      CKL();
      CK(cudaDeviceSynchronize());
      v.push_back(per_block_median(d_cyc, 1, 16.0 * iters));
    }
    CK(cudaFree(d_cyc));
    emit("issue", "bar_sync", "1024thr", "cycles/barrier/block", v,
         "bar.sync 0 in a 16-fold unrolled loop; 1 block of 32 warps");
    emit("issue", "bar_sync_per_warp", "1024thr", "cycles/warp_barrier", scaled(v, 32.0),
         "cycles per barrier divided by 32 warps");
  }
  group_issue_more();
}

// ---------------------------------------------------------- bank conflicts
static void group_bank() {
  i64* d_cyc;
  CK(cudaMalloc(&d_cyc, g_sms * sizeof(i64)));
  unsigned* sink = (unsigned*)g_sink;
  allow_onesm(k_bank<false>);
  const int ways[] = {1, 2, 4, 8, 16, 32};
  std::vector<double> base_tp, base_blk;
  for (int w : ways) {
    const std::string P = std::to_string(w);
    const int it1 = g_quick ? 256 : 1024;
    std::vector<double> lat, tp, blk;
    for (int r = -1; r < REPS; ++r) {  // r = -1 is the warm-up
      k_bank<true><<<1, 32>>>(w, it1, d_cyc, sink, 1u);
      CKL();
      double x = per_block_median(d_cyc, 1, 16.0 * it1);
      if (r >= 0) lat.push_back(x);
    }
    for (int r = -1; r < REPS; ++r) {
      k_bank<false><<<1, 32>>>(w, it1, d_cyc, sink, 1u);
      CKL();
      double x = per_block_median(d_cyc, 1, 16.0 * it1);
      if (r >= 0) tp.push_back(x);
    }
    const int itb = std::max(32, (g_quick ? 512 : 2048) / w);
    for (int r = -1; r < REPS; ++r) {
      k_bank<false><<<g_sms, 1024, g_onesm_smem>>>(w, itb, d_cyc, sink, 1u);
      CKL();
      double x = per_block_median(d_cyc, g_sms, 32.0 * 16 * itb);
      if (r >= 0) blk.push_back(x);
    }
    if (w == 1) { base_tp = tp; base_blk = blk; }
    emit("bank_conflict", "warp1_latency", P, "cycles/load", lat,
         "one warp; dependent ld.shared.u32 chain; lane l reads word l*ways");
    emit("bank_conflict", "warp1_throughput", P, "cycles/load", tp,
         "one warp; 16 independent ld.shared.u32 per trip");
    emit("bank_conflict", "warp1_throughput_ratio", P, "ratio", scaled(tp, median_of(base_tp)),
         "warp1_throughput / median of the 1-way case");
    emit("bank_conflict", "block1024", P, "cycles/warp_inst/SM", blk,
         "one 1024-thread block per SM; 16 independent loads per trip");
    emit("bank_conflict", "block1024_ratio", P, "ratio", scaled(blk, median_of(base_blk)),
         "block1024 / median of the 1-way case");
  }
  CK(cudaFree(d_cyc));
}

// ------------------------------------------------------------------- main
static bool want(const std::string& only, const char* g) {
  if (only.empty()) return true;
  std::string list = "," + only + ",";
  return list.find("," + std::string(g) + ",") != std::string::npos;
}

int main(int argc, char** argv) {
  std::string only;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--quick")) g_quick = true;
    else if (!strcmp(argv[i], "--only") && i + 1 < argc) only = argv[++i];
    else {
      fprintf(stderr,
              "usage: %s [--quick] [--only clock,latency,dep_latency,bandwidth,issue,bank_conflict]\n",
              argv[0]);
      return 1;
    }
  }
  static const char* groups[] = {"clock",     "latency", "dep_latency",
                                 "bandwidth", "issue",   "bank_conflict"};
  if (!only.empty()) {
    std::string rest = only + ",";
    for (size_t s = 0, e; (e = rest.find(',', s)) != std::string::npos; s = e + 1) {
      std::string g = rest.substr(s, e - s);
      bool ok = false;
      for (const char* k : groups) ok |= (g == k);
      if (!ok) { fprintf(stderr, "unknown group '%s'\n", g.c_str()); return 1; }
    }
  }
  if (g_quick) g_bw_reps = REPS;

  int dev = 0;
  CK(cudaSetDevice(dev));
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, dev));
  int v, smem_sm = 0;
  CK(cudaDeviceGetAttribute(&g_sms, cudaDevAttrMultiProcessorCount, dev));
  CK(cudaDeviceGetAttribute(&v, cudaDevAttrL2CacheSize, dev));
  g_l2 = (size_t)v;
  CK(cudaDeviceGetAttribute(&smem_sm, cudaDevAttrMaxSharedMemoryPerMultiprocessor, dev));
  g_onesm_smem = smem_sm / 2 + 1024;

  printf("# device: %s (cc %d.%d)\n", prop.name, prop.major, prop.minor);
  printf("# sm_count: %d\n", g_sms);
  printf("# l2_bytes: %zu\n", g_l2);
  printf("# shared_per_sm_bytes: %d\n", smem_sm);
  if (cudaDeviceGetAttribute(&v, cudaDevAttrClockRate, dev) == cudaSuccess)
    printf("# clock_rate_attr_khz: %d\n", v);
  else { cudaGetLastError(); printf("# clock_rate_attr_khz: unavailable\n"); }
  if (cudaDeviceGetAttribute(&v, cudaDevAttrMemoryClockRate, dev) == cudaSuccess)
    printf("# memory_clock_attr_khz: %d\n", v);
  else { cudaGetLastError(); printf("# memory_clock_attr_khz: unavailable\n"); }
  CK(cudaDeviceGetAttribute(&v, cudaDevAttrGlobalMemoryBusWidth, dev));
  printf("# memory_bus_width_bits: %d\n", v);
  printf("# global_mem_bytes: %zu\n", prop.totalGlobalMem);
  CK(cudaDriverGetVersion(&v));
  printf("# driver_version: %d\n", v);
  CK(cudaRuntimeGetVersion(&v));
  printf("# runtime_version: %d\n", v);
  printf("# mode: %s\n", g_quick ? "quick" : "full");
  printf("group,name,param,value,unit,median,min,max,reps,note\n");
  fflush(stdout);

  CK(cudaMalloc(&g_sink, SINK_BYTES));
  CK(cudaMemset(g_sink, 0, SINK_BYTES));

  if (want(only, "clock")) group_clock();
  if (want(only, "latency")) group_latency();
  if (want(only, "dep_latency")) group_dep_latency();
  if (want(only, "bandwidth")) group_bandwidth();
  if (want(only, "issue")) group_issue();
  if (want(only, "bank_conflict")) group_bank();

  CK(cudaFree(g_sink));
  CK(cudaDeviceSynchronize());
  return 0;
}
