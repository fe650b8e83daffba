// Validation suite spatters_mma_matmul: the FP16 tensor-core GEMM ladder of
// spatters/mma-matmul (README at 39d91be, November 2024: kernels 1.0 ... 3.1
// timed with Nsight Compute on a GeForce RTX 4090 with the GPU clock locked
// at 2520 MHz, M = N = K = 4096), written for this project from the
// published description of each step and its parameters (not copied).
//
// C = A B: A is M x K row-major fp16, C is M x N row-major fp32 from the
// fp32 accumulators of mma.sync.m16n8k16.row.col.f32.f16.f16.f32. Kernels
// 1.x read B as K x N row-major; kernels 2.x and 3.x read it transposed
// (N x K row-major: K contiguous, the host transposes it once). Every
// kernel: 256 threads as a 16 x 16 block, 8 warps as 2 (M) x 4 (N);
// blockIdx.y walks the M tiles, blockIdx.x the N tiles; no bounds checks.
//
//   mma_1_0  32 x 32 block tile, BK = 16; each thread copies 2 halves of A
//            and 2 of B with 2-byte loads; each warp builds its fragments
//            from 2-byte shared reads and issues one mma per k-step;
//            4 scalar fp32 stores per thread.
//   mma_1_1  64 x 64 block tile, BK = 16; each warp 2 x 2 m16n8 tiles
//            spaced 32 rows and 32 columns apart; A fragment once per m,
//            B fragment again for every (m, n).
//   mma_2_0  64 x 64 x 32, synchronous 16-byte copies through registers;
//            two 64-byte global rows packed into each 128-byte shared row,
//            the 16-byte chunk index XOR-ed with (shared row % 4); warp
//            tile 32 x 16 (2 x 2 mma tiles, 2 k16 steps = 8 mma); A by
//            ldmatrix.x4 again for every n, B by ldmatrix.x2.
//   mma_2_1  2.0 with each A fragment (both k16 halves) loaded once per m.
//   mma_3_0  2.1's tiles in 3 stages of cp.async.cg (16 bytes); per
//            iteration: wait_group 1, one barrier, all fragments of the
//            stage, the copy of tile t + 2, then the 8 mma; the tile index
//            is clamped to the last tile.
//   mma_3_1  3.0 with a 128 x 128 x 32 block tile (16 KB per stage, 48 KB),
//            warp tile 64 x 32 (4 x 4 mma tiles, 32 mma per k-step), 4
//            cp.async per thread per stage.

#include <cuda_fp16.h>
#include <stdint.h>

namespace {

constexpr int Threads = 256;

/// 16 bytes as one vector value: a load and a store of it are one
/// ld/st.v4 (a uint4 struct copy goes through a local temporary in clang).
typedef unsigned Vec4 __attribute__((ext_vector_type(4)));

__device__ __forceinline__ unsigned sharedAddr(const void *P) {
  return static_cast<unsigned>(__cvta_generic_to_shared(P));
}

__device__ __forceinline__ unsigned pack(__half Lo, __half Hi) {
  return unsigned(__half_as_ushort(Lo)) |
         (unsigned(__half_as_ushort(Hi)) << 16);
}

__device__ __forceinline__ void mmaF16(float (&D)[4], const unsigned (&A)[4],
                                       unsigned B0, unsigned B1) {
  asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
      "{%0, %1, %2, %3};\n"
      : "+f"(D[0]), "+f"(D[1]), "+f"(D[2]), "+f"(D[3])
      : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B0), "r"(B1));
}

__device__ __forceinline__ void ldsmX4(unsigned (&R)[4], unsigned Addr) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, "
               "[%4];\n"
               : "=r"(R[0]), "=r"(R[1]), "=r"(R[2]), "=r"(R[3])
               : "r"(Addr));
}

__device__ __forceinline__ void ldsmX2(unsigned (&R)[2], unsigned Addr) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];\n"
               : "=r"(R[0]), "=r"(R[1])
               : "r"(Addr));
}

__device__ __forceinline__ void copyAsync16(unsigned Dst, const void *Src) {
  asm volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], 16;\n" ::"r"(
                   Dst),
               "l"(Src));
}

/// The two fp32 pairs of an m16n8 accumulator to C (rows Lane / 4 and + 8).
__device__ __forceinline__ void storePairs(const float (&D)[4], float *C,
                                           int N, int Row, int Col) {
  *reinterpret_cast<float2 *>(&C[(size_t)Row * N + Col]) =
      make_float2(D[0], D[1]);
  *reinterpret_cast<float2 *>(&C[(size_t)(Row + 8) * N + Col]) =
      make_float2(D[2], D[3]);
}

/// Kernels 1.x: an m16k16 A fragment and a k16n8 B fragment read half by
/// half from row-major shared tiles (A: rows of \p LdA halves, B: K rows of
/// \p LdB halves), at the positions the mma's fragment layout puts them.
template <int LdA>
__device__ __forceinline__ void fragA(unsigned (&F)[4], const __half *As,
                                      int Row0, int Lane) {
  int G = Lane / 4, T = Lane % 4;
  const __half *R0 = As + (Row0 + G) * LdA, *R8 = R0 + 8 * LdA;
  F[0] = pack(R0[2 * T], R0[2 * T + 1]);
  F[1] = pack(R8[2 * T], R8[2 * T + 1]);
  F[2] = pack(R0[2 * T + 8], R0[2 * T + 9]);
  F[3] = pack(R8[2 * T + 8], R8[2 * T + 9]);
}

template <int LdB>
__device__ __forceinline__ void fragB(unsigned (&F)[2], const __half *Bs,
                                      int Col0, int Lane) {
  int G = Lane / 4, T = Lane % 4;
  const __half *P = Bs + Col0 + G;
  F[0] = pack(P[(2 * T) * LdB], P[(2 * T + 1) * LdB]);
  F[1] = pack(P[(2 * T + 8) * LdB], P[(2 * T + 9) * LdB]);
}

/// Kernels 1.x: the block's BM x BK slice of A and BK x BN slice of B into
/// row-major shared tiles, one 2-byte element per thread and step.
template <int BM, int BN, int BK>
__device__ __forceinline__ void copyScalar(__half *As, __half *Bs,
                                           const __half *A, const __half *B,
                                           int Row0, int Col0, int K0, int N,
                                           int K, int Tid) {
  static_assert(BM == BN, "one A and one B element per thread and step");
#pragma unroll
  for (int J = 0; J < BM * BK / Threads; ++J) {
    int E = Tid + J * Threads;
    As[E] = A[(size_t)(Row0 + E / BK) * K + K0 + E % BK];
    Bs[E] = B[(size_t)(K0 + E / BN) * N + Col0 + E % BN];
  }
}

/// Kernels 1.x: an m16n8 accumulator to C as four scalar stores.
__device__ __forceinline__ void storeScalar(const float (&D)[4], float *C,
                                            int N, int Row, int Col) {
  C[(size_t)Row * N + Col] = D[0];
  C[(size_t)Row * N + Col + 1] = D[1];
  C[(size_t)(Row + 8) * N + Col] = D[2];
  C[(size_t)(Row + 8) * N + Col + 1] = D[3];
}

/// Kernels 2.x and 3.x: a tile of R global rows of 32 halves (64 bytes)
/// stored two rows per 128-byte shared row; the byte offset of 16-byte
/// chunk \p Chunk (0-3) of global row \p Row.
__device__ __forceinline__ unsigned packedOffset(int Row, int Chunk) {
  int SRow = Row / 2;
  return SRow * 128 + ((4 * (Row % 2) + Chunk) ^ (SRow % 4)) * 16;
}

/// One thread's 16-byte chunk of a 64-row tile: rows Warp * 8 + Lane / 4,
/// chunk Lane % 4 (a 128-row tile: the same again 64 rows further).
__device__ __forceinline__ int copyRow(int Tid) {
  return (Tid / 32) * 8 + (Tid % 32) / 4;
}

} // namespace

__global__ void __launch_bounds__(256)
    mma_1_0(const __half *A, const __half *B, float *C, int M, int N, int K) {
  constexpr int BM = 32, BN = 32, BK = 16;
  __shared__ __half As[BM * BK], Bs[BK * BN];
  int Tid = threadIdx.y * 16 + threadIdx.x, Warp = Tid / 32, Lane = Tid % 32;
  int WarpM = Warp / 4, WarpN = Warp % 4;
  int Row0 = blockIdx.y * BM, Col0 = blockIdx.x * BN;
  float Acc[4] = {};
  for (int K0 = 0; K0 < K; K0 += BK) {
    copyScalar<BM, BN, BK>(As, Bs, A, B, Row0, Col0, K0, N, K, Tid);
    __syncthreads();
    unsigned Af[4], Bf[2];
    fragA<BK>(Af, As, WarpM * 16, Lane);
    fragB<BN>(Bf, Bs, WarpN * 8, Lane);
    mmaF16(Acc, Af, Bf[0], Bf[1]);
    __syncthreads();
  }
  storeScalar(Acc, C, N, Row0 + WarpM * 16 + Lane / 4,
              Col0 + WarpN * 8 + 2 * (Lane % 4));
}

__global__ void __launch_bounds__(256)
    mma_1_1(const __half *A, const __half *B, float *C, int M, int N, int K) {
  constexpr int BM = 64, BN = 64, BK = 16;
  __shared__ __half As[BM * BK], Bs[BK * BN];
  int Tid = threadIdx.y * 16 + threadIdx.x, Warp = Tid / 32, Lane = Tid % 32;
  int WarpM = Warp / 4, WarpN = Warp % 4;
  int Row0 = blockIdx.y * BM, Col0 = blockIdx.x * BN;
  float Acc[2][2][4] = {};
  for (int K0 = 0; K0 < K; K0 += BK) {
    copyScalar<BM, BN, BK>(As, Bs, A, B, Row0, Col0, K0, N, K, Tid);
    __syncthreads();
#pragma unroll
    for (int Mi = 0; Mi < 2; ++Mi) {
      unsigned Af[4];
      fragA<BK>(Af, As, WarpM * 16 + Mi * 32, Lane);
#pragma unroll
      for (int Ni = 0; Ni < 2; ++Ni) {
        unsigned Bf[2];
        fragB<BN>(Bf, Bs, WarpN * 8 + Ni * 32, Lane);
        mmaF16(Acc[Mi][Ni], Af, Bf[0], Bf[1]);
      }
    }
    __syncthreads();
  }
#pragma unroll
  for (int Mi = 0; Mi < 2; ++Mi)
#pragma unroll
    for (int Ni = 0; Ni < 2; ++Ni)
      storeScalar(Acc[Mi][Ni], C, N, Row0 + WarpM * 16 + Mi * 32 + Lane / 4,
                  Col0 + WarpN * 8 + Ni * 32 + 2 * (Lane % 4));
}

namespace {

/// Kernels 2.x: a 64 x 64 x 32 tile, one synchronous stage. \p ReuseA keeps
/// each m's A fragments for both n tiles (2.1); without it they are loaded
/// again for every n (2.0).
template <bool ReuseA>
__device__ __forceinline__ void permuted(const __half *A, const __half *B,
                                         float *C, int N, int K) {
  constexpr int BM = 64, BN = 64, BK = 32;
  __shared__ __align__(128) unsigned char As[BM * BK * 2], Bs[BN * BK * 2];
  int Tid = threadIdx.y * 16 + threadIdx.x, Warp = Tid / 32, Lane = Tid % 32;
  int WarpM = Warp / 4, WarpN = Warp % 4;
  int Row0 = blockIdx.y * BM, Col0 = blockIdx.x * BN;
  int CRow = copyRow(Tid), CChunk = Tid % 4;
  unsigned ABase = sharedAddr(As), BBase = sharedAddr(Bs);
  float Acc[2][2][4] = {};
  for (int K0 = 0; K0 < K; K0 += BK) {
    Vec4 VA = *reinterpret_cast<const Vec4 *>(
        A + (size_t)(Row0 + CRow) * K + K0 + CChunk * 8);
    Vec4 VB = *reinterpret_cast<const Vec4 *>(
        B + (size_t)(Col0 + CRow) * K + K0 + CChunk * 8);
    reinterpret_cast<Vec4 *>(As)[packedOffset(CRow, CChunk) / 16] = VA;
    reinterpret_cast<Vec4 *>(Bs)[packedOffset(CRow, CChunk) / 16] = VB;
    __syncthreads();
#pragma unroll
    for (int Mi = 0; Mi < 2; ++Mi) {
      int ARow = WarpM * 32 + Mi * 16 + Lane % 16;
      unsigned Af[2][4];
      if (ReuseA)
#pragma unroll
        for (int K16 = 0; K16 < 2; ++K16)
          ldsmX4(Af[K16], ABase + packedOffset(ARow, K16 * 2 + Lane / 16));
#pragma unroll
      for (int Ni = 0; Ni < 2; ++Ni) {
        int BRow = WarpN * 16 + Ni * 8 + Lane % 8;
#pragma unroll
        for (int K16 = 0; K16 < 2; ++K16) {
          if (!ReuseA)
            ldsmX4(Af[K16], ABase + packedOffset(ARow, K16 * 2 + Lane / 16));
          unsigned Bf[2];
          ldsmX2(Bf, BBase + packedOffset(BRow, K16 * 2 + (Lane / 8) % 2));
          mmaF16(Acc[Mi][Ni], Af[K16], Bf[0], Bf[1]);
        }
      }
    }
    __syncthreads();
  }
#pragma unroll
  for (int Mi = 0; Mi < 2; ++Mi)
#pragma unroll
    for (int Ni = 0; Ni < 2; ++Ni)
      storePairs(Acc[Mi][Ni], C, N, Row0 + WarpM * 32 + Mi * 16 + Lane / 4,
                 Col0 + WarpN * 16 + Ni * 8 + 2 * (Lane % 4));
}

/// Kernels 3.x: \p BM x \p BN x 32 tiles in 3 cp.async stages, warp tile
/// (BM / 2) x (BN / 4).
template <int BM, int BN>
__device__ __forceinline__ void stages3(const __half *A, const __half *B,
                                        float *C, int N, int K) {
  constexpr int BK = 32, Stages = 3, MT = BM / 32, NT = BN / 32;
  constexpr int ABytes = BM * BK * 2, StageBytes = ABytes + BN * BK * 2;
  __shared__ __align__(128) unsigned char Smem[Stages * StageBytes];
  int Tid = threadIdx.y * 16 + threadIdx.x, Warp = Tid / 32, Lane = Tid % 32;
  int WarpM = Warp / 4, WarpN = Warp % 4;
  int Row0 = blockIdx.y * BM, Col0 = blockIdx.x * BN;
  int CRow = copyRow(Tid), CChunk = Tid % 4;
  unsigned Base = sharedAddr(Smem);
  int Tiles = K / BK;
  auto Load = [&](int Stage, int Tile) {
    int K0 = min(Tile, Tiles - 1) * BK;
    unsigned S = Base + Stage * StageBytes;
#pragma unroll
    for (int R = 0; R < BM; R += 64)
      copyAsync16(S + packedOffset(CRow + R, CChunk),
                  A + (size_t)(Row0 + CRow + R) * K + K0 + CChunk * 8);
#pragma unroll
    for (int R = 0; R < BN; R += 64)
      copyAsync16(S + ABytes + packedOffset(CRow + R, CChunk),
                  B + (size_t)(Col0 + CRow + R) * K + K0 + CChunk * 8);
    asm volatile("cp.async.commit_group;\n" ::: "memory");
  };
  float Acc[MT][NT][4] = {};
  Load(0, 0);
  Load(1, 1);
  for (int T = 0; T < Tiles; ++T) {
    asm volatile("cp.async.wait_group 1;\n" ::: "memory");
    __syncthreads();
    unsigned S = Base + (T % Stages) * StageBytes;
    unsigned Af[MT][2][4], Bf[NT][2][2];
#pragma unroll
    for (int Mi = 0; Mi < MT; ++Mi)
#pragma unroll
      for (int K16 = 0; K16 < 2; ++K16)
        ldsmX4(Af[Mi][K16],
               S + packedOffset(WarpM * (BM / 2) + Mi * 16 + Lane % 16,
                                K16 * 2 + Lane / 16));
#pragma unroll
    for (int Ni = 0; Ni < NT; ++Ni)
#pragma unroll
      for (int K16 = 0; K16 < 2; ++K16)
        ldsmX2(Bf[Ni][K16],
               S + ABytes +
                   packedOffset(WarpN * (BN / 4) + Ni * 8 + Lane % 8,
                                K16 * 2 + (Lane / 8) % 2));
    Load((T + 2) % Stages, T + 2);
#pragma unroll
    for (int Mi = 0; Mi < MT; ++Mi)
#pragma unroll
      for (int Ni = 0; Ni < NT; ++Ni)
#pragma unroll
        for (int K16 = 0; K16 < 2; ++K16)
          mmaF16(Acc[Mi][Ni], Af[Mi][K16], Bf[Ni][K16][0], Bf[Ni][K16][1]);
  }
#pragma unroll
  for (int Mi = 0; Mi < MT; ++Mi)
#pragma unroll
    for (int Ni = 0; Ni < NT; ++Ni)
      storePairs(Acc[Mi][Ni], C, N,
                 Row0 + WarpM * (BM / 2) + Mi * 16 + Lane / 4,
                 Col0 + WarpN * (BN / 4) + Ni * 8 + 2 * (Lane % 4));
}

} // namespace

__global__ void __launch_bounds__(256)
    mma_2_0(const __half *A, const __half *B, float *C, int M, int N, int K) {
  permuted<false>(A, B, C, N, K);
}

__global__ void __launch_bounds__(256)
    mma_2_1(const __half *A, const __half *B, float *C, int M, int N, int K) {
  permuted<true>(A, B, C, N, K);
}

__global__ void __launch_bounds__(256)
    mma_3_0(const __half *A, const __half *B, float *C, int M, int N, int K) {
  stages3<64, 64>(A, B, C, N, K);
}

__global__ void __launch_bounds__(256)
    mma_3_1(const __half *A, const __half *B, float *C, int M, int N, int K) {
  stages3<128, 128>(A, B, C, N, K);
}
