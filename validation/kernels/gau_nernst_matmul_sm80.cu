// Validation suite gau_nernst_matmul_sm80: the BF16 tensor-core GEMM ladder
// of gau-nernst/learn-cuda, 02b_matmul_sm80 (README at a7e755c, March 2026:
// v1 ... v6b timed on an A100-SXM4-40GB with nvbench at M = N = K = 4096,
// v6 and v6b also at 2048 and 8192), written for this project from the
// README's description of each step and its parameters (not copied).
//
// C = A B^T in the README's terms: A is M x K row-major, B is N x K
// row-major (the K x N operand stored column-major), C is M x N row-major
// bf16 from fp32 accumulators. Every version: a 128 x 128 block tile, BK =
// 64, 4 warps (128 threads) as 2 x 2, each warp a 64 x 64 tile of 4 x 8
// mma.sync.m16n8k16 (bf16 in, fp32 accumulate), fragments by ldmatrix from
// K-contiguous shared tiles (128 rows of 64 bf16 = 128 bytes); the fp32
// accumulators go straight to global memory as bf16 pairs.
//
//   matmul_v1   tiles copied through registers with 16-byte loads and
//               stores, one buffer, a barrier before and after the compute;
//               A fragments ldmatrix.x4, B fragments ldmatrix.x2; no padding
//               (rows 128 bytes apart: an 8-row ldmatrix phase lands on the
//               same four banks).
//   matmul_v2   v1 with cp.async.cg (16 bytes) for the copy, wait_all.
//   matmul_v3   v2 with each shared row padded by 8 bf16 (144 bytes).
//   matmul_v4   v2 with the 16-byte chunk index XOR-ed with (row % 8) in
//               both the copy's destination and ldmatrix's source.
//   matmul_v5   v4 with B fragments by ldmatrix.x4 (two n8 tiles at once)
//               and per-thread shared addresses computed once outside the
//               K loop, the k step applied by XOR; per k16: all B
//               fragments, then per m16 its A fragment and 8 mma.
//   matmul_v6   two stages of cp.async (commit, wait_group 1; 64 KB of
//               dynamic shared memory), the swizzle of v4; per stage all A
//               and B fragments of the 64-wide slab, then its 128 mma.
//   matmul_v6b  v6 with grouped block order (GROUP_M = 8) for L2 reuse.
//
// 1-D grid of (M / 128) x (N / 128) blocks, block 128.

#include <cuda_bf16.h>
#include <stdint.h>

namespace {

constexpr int BM = 128, BN = 128, BK = 64, Threads = 128;

__device__ __forceinline__ unsigned sharedAddr(const void *P) {
  return static_cast<unsigned>(__cvta_generic_to_shared(P));
}

__device__ __forceinline__ void copyAsync16(unsigned Dst, const void *Src) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(Dst),
               "l"(Src));
}

__device__ __forceinline__ void ldsmX4(unsigned (&R)[4], unsigned Addr) {
  asm("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
      : "=r"(R[0]), "=r"(R[1]), "=r"(R[2]), "=r"(R[3])
      : "r"(Addr));
}

__device__ __forceinline__ void ldsmX2(unsigned (&R)[2], unsigned Addr) {
  asm("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];\n"
      : "=r"(R[0]), "=r"(R[1])
      : "r"(Addr));
}

__device__ __forceinline__ void mmaBf16(float (&D)[4], const unsigned (&A)[4],
                                        unsigned B0, unsigned B1) {
  asm("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
      "{%0, %1, %2, %3};\n"
      : "+f"(D[0]), "+f"(D[1]), "+f"(D[2]), "+f"(D[3])
      : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B0), "r"(B1));
}

/// Byte offset of 16-byte chunk \p Chunk of row \p Row in a tile whose rows
/// are \p Pitch bytes apart, the chunk index XOR-ed with the row when
/// \p Swizzle.
template <int Pitch, bool Swizzle>
__device__ __forceinline__ unsigned tileOffset(int Row, int Chunk) {
  return Row * Pitch + (Swizzle ? (Chunk ^ (Row & 7)) : Chunk) * 16;
}

/// Copies a 128 x 64 bf16 tile (rows \p Ld apart in global memory) into
/// shared memory at \p Dst: 8 chunks of 16 bytes per row, consecutive
/// threads on consecutive chunks.
template <int Pitch, bool Swizzle, bool Async>
__device__ __forceinline__ void copyTile(unsigned char *Dst,
                                         const __nv_bfloat16 *Src, int Ld) {
#pragma unroll
  for (int J = 0; J < BM * BK / 8 / Threads; ++J) {
    int I = threadIdx.x + J * Threads;
    int Row = I / 8, Chunk = I % 8;
    const __nv_bfloat16 *From = Src + (size_t)Row * Ld + Chunk * 8;
    unsigned char *To = Dst + tileOffset<Pitch, Swizzle>(Row, Chunk);
    if (Async)
      copyAsync16(sharedAddr(To), From);
    else
      *reinterpret_cast<uint4 *>(To) = *reinterpret_cast<const uint4 *>(From);
  }
}

/// One 64-wide K slab of the warp's 64 x 64 tile from the shared tiles, as
/// v1-v4 do it: per k16, each m16's A fragment (x4) and each n8's B
/// fragment (x2), then the 32 mma.
template <int Pitch, bool Swizzle>
__device__ __forceinline__ void computeSlab(float (&Acc)[4][8][4],
                                            const unsigned char *As,
                                            const unsigned char *Bs, int WarpM,
                                            int WarpN, int Lane) {
#pragma unroll
  for (int K16 = 0; K16 < BK / 16; ++K16) {
    unsigned A[4][4], B[8][2];
#pragma unroll
    for (int Mi = 0; Mi < 4; ++Mi) {
      int Row = WarpM * 64 + Mi * 16 + Lane % 16;
      int Chunk = K16 * 2 + Lane / 16;
      ldsmX4(A[Mi], sharedAddr(As + tileOffset<Pitch, Swizzle>(Row, Chunk)));
    }
#pragma unroll
    for (int Ni = 0; Ni < 8; ++Ni) {
      int Row = WarpN * 64 + Ni * 8 + Lane % 8;
      int Chunk = K16 * 2 + (Lane / 8) % 2;
      ldsmX2(B[Ni], sharedAddr(Bs + tileOffset<Pitch, Swizzle>(Row, Chunk)));
    }
#pragma unroll
    for (int Mi = 0; Mi < 4; ++Mi)
#pragma unroll
      for (int Ni = 0; Ni < 8; ++Ni)
        mmaBf16(Acc[Mi][Ni], A[Mi], B[Ni][0], B[Ni][1]);
  }
}

/// The warp's accumulators to C as bf16 pairs (rows Lane / 4 and + 8).
__device__ __forceinline__ void storeC(const float (&Acc)[4][8][4],
                                       __nv_bfloat16 *C, int N, int Row0,
                                       int Col0, int Lane) {
#pragma unroll
  for (int Mi = 0; Mi < 4; ++Mi)
#pragma unroll
    for (int Ni = 0; Ni < 8; ++Ni) {
      int Row = Row0 + Mi * 16 + Lane / 4, Col = Col0 + Ni * 8 + 2 * (Lane % 4);
      *reinterpret_cast<__nv_bfloat162 *>(&C[(size_t)Row * N + Col]) =
          __floats2bfloat162_rn(Acc[Mi][Ni][0], Acc[Mi][Ni][1]);
      *reinterpret_cast<__nv_bfloat162 *>(&C[(size_t)(Row + 8) * N + Col]) =
          __floats2bfloat162_rn(Acc[Mi][Ni][2], Acc[Mi][Ni][3]);
    }
}

/// v1-v4: one buffer, barriers around the compute.
template <int Pitch, bool Swizzle, bool Async>
__device__ __forceinline__ void singleStage(const __nv_bfloat16 *A,
                                            const __nv_bfloat16 *B,
                                            __nv_bfloat16 *C, int M, int N,
                                            int K) {
  __shared__ __align__(128) unsigned char As[BM * Pitch], Bs[BN * Pitch];
  int GridN = N / BN;
  int BlockM = blockIdx.x / GridN, BlockN = blockIdx.x % GridN;
  int Warp = threadIdx.x / 32, Lane = threadIdx.x % 32;
  int WarpM = Warp / 2, WarpN = Warp % 2;
  const __nv_bfloat16 *ABlock = A + (size_t)BlockM * BM * K;
  const __nv_bfloat16 *BBlock = B + (size_t)BlockN * BN * K;
  float Acc[4][8][4] = {};
  for (int K0 = 0; K0 < K; K0 += BK) {
    copyTile<Pitch, Swizzle, Async>(As, ABlock + K0, K);
    copyTile<Pitch, Swizzle, Async>(Bs, BBlock + K0, K);
    if (Async)
      asm volatile("cp.async.wait_all;\n" ::: "memory");
    __syncthreads();
    computeSlab<Pitch, Swizzle>(Acc, As, Bs, WarpM, WarpN, Lane);
    __syncthreads();
  }
  storeC(Acc, C, N, BlockM * BM + WarpM * 64, BlockN * BN + WarpN * 64, Lane);
}

} // namespace

__global__ void __launch_bounds__(128)
    matmul_v1(const __nv_bfloat16 *A, const __nv_bfloat16 *B,
              __nv_bfloat16 *C, int M, int N, int K) {
  singleStage<128, false, false>(A, B, C, M, N, K);
}

__global__ void __launch_bounds__(128)
    matmul_v2(const __nv_bfloat16 *A, const __nv_bfloat16 *B,
              __nv_bfloat16 *C, int M, int N, int K) {
  singleStage<128, false, true>(A, B, C, M, N, K);
}

__global__ void __launch_bounds__(128)
    matmul_v3(const __nv_bfloat16 *A, const __nv_bfloat16 *B,
              __nv_bfloat16 *C, int M, int N, int K) {
  singleStage<144, false, true>(A, B, C, M, N, K);
}

__global__ void __launch_bounds__(128)
    matmul_v4(const __nv_bfloat16 *A, const __nv_bfloat16 *B,
              __nv_bfloat16 *C, int M, int N, int K) {
  singleStage<128, true, true>(A, B, C, M, N, K);
}

__global__ void __launch_bounds__(128)
    matmul_v5(const __nv_bfloat16 *A, const __nv_bfloat16 *B,
              __nv_bfloat16 *C, int M, int N, int K) {
  __shared__ __align__(128) unsigned char As[BM * 128], Bs[BN * 128];
  int GridN = N / BN;
  int BlockM = blockIdx.x / GridN, BlockN = blockIdx.x % GridN;
  int Warp = threadIdx.x / 32, Lane = threadIdx.x % 32;
  int WarpM = Warp / 2, WarpN = Warp % 2;
  const __nv_bfloat16 *ABlock = A + (size_t)BlockM * BM * K;
  const __nv_bfloat16 *BBlock = B + (size_t)BlockN * BN * K;
  // This lane's ldmatrix rows at k16 = 0; a k16 step moves the chunk index
  // by 2, which with the swizzle is an XOR of 32 bytes per step.
  unsigned ABase = sharedAddr(As), BBase = sharedAddr(Bs);
  unsigned ARow[4], BRow[4];
#pragma unroll
  for (int Mi = 0; Mi < 4; ++Mi)
    ARow[Mi] = ABase + tileOffset<128, true>(WarpM * 64 + Mi * 16 + Lane % 16,
                                             Lane / 16);
#pragma unroll
  for (int Nj = 0; Nj < 4; ++Nj)
    BRow[Nj] = BBase + tileOffset<128, true>(
                           WarpN * 64 + Nj * 16 + (Lane / 16) * 8 + Lane % 8,
                           (Lane / 8) % 2);
  float Acc[4][8][4] = {};
  for (int K0 = 0; K0 < K; K0 += BK) {
    copyTile<128, true, true>(As, ABlock + K0, K);
    copyTile<128, true, true>(Bs, BBlock + K0, K);
    asm volatile("cp.async.wait_all;\n" ::: "memory");
    __syncthreads();
#pragma unroll
    for (int K16 = 0; K16 < BK / 16; ++K16) {
      unsigned B[4][4];
#pragma unroll
      for (int Nj = 0; Nj < 4; ++Nj)
        ldsmX4(B[Nj], BRow[Nj] ^ (K16 * 32));
#pragma unroll
      for (int Mi = 0; Mi < 4; ++Mi) {
        unsigned Af[4];
        ldsmX4(Af, ARow[Mi] ^ (K16 * 32));
#pragma unroll
        for (int Ni = 0; Ni < 8; ++Ni)
          mmaBf16(Acc[Mi][Ni], Af, B[Ni / 2][(Ni % 2) * 2],
                  B[Ni / 2][(Ni % 2) * 2 + 1]);
      }
    }
    __syncthreads();
  }
  storeC(Acc, C, N, BlockM * BM + WarpM * 64, BlockN * BN + WarpN * 64, Lane);
}

namespace {

/// v6: two stages of cp.async; \p GroupM > 0 orders the blocks in groups
/// of GroupM block rows walked column by column.
template <int GroupM>
__device__ __forceinline__ void twoStage(const __nv_bfloat16 *A,
                                         const __nv_bfloat16 *B,
                                         __nv_bfloat16 *C, int M, int N,
                                         int K) {
  extern __shared__ __align__(128) unsigned char Smem[];
  constexpr int TileBytes = BM * 128, StageBytes = 2 * TileBytes;
  int GridM = M / BM, GridN = N / BN;
  int BlockM = blockIdx.x / GridN, BlockN = blockIdx.x % GridN;
  if (GroupM > 0) {
    int GroupSize = GroupM * GridN;
    int First = (blockIdx.x / GroupSize) * GroupM;
    int Rows = min(GridM - First, GroupM);
    BlockM = First + (blockIdx.x % GroupSize) % Rows;
    BlockN = (blockIdx.x % GroupSize) / Rows;
  }
  int Warp = threadIdx.x / 32, Lane = threadIdx.x % 32;
  int WarpM = Warp / 2, WarpN = Warp % 2;
  const __nv_bfloat16 *ABlock = A + (size_t)BlockM * BM * K;
  const __nv_bfloat16 *BBlock = B + (size_t)BlockN * BN * K;
  auto Load = [&](int Stage, int K0) {
    copyTile<128, true, true>(Smem + Stage * StageBytes, ABlock + K0, K);
    copyTile<128, true, true>(Smem + Stage * StageBytes + TileBytes,
                              BBlock + K0, K);
    asm volatile("cp.async.commit_group;\n" ::: "memory");
  };
  float Acc[4][8][4] = {};
  Load(0, 0);
  int Tiles = K / BK;
  for (int T = 0; T < Tiles; ++T) {
    __syncthreads(); // everyone is done with the stage about to be refilled
    if (T + 1 < Tiles)
      Load((T + 1) % 2, (T + 1) * BK);
    else
      asm volatile("cp.async.commit_group;\n" ::: "memory");
    asm volatile("cp.async.wait_group 1;\n" ::: "memory");
    __syncthreads();
    const unsigned char *As = Smem + (T % 2) * StageBytes;
    const unsigned char *Bs = As + TileBytes;
    unsigned Af[4][4][4], Bf[4][4][4];
#pragma unroll
    for (int K16 = 0; K16 < 4; ++K16)
#pragma unroll
      for (int Mi = 0; Mi < 4; ++Mi)
        ldsmX4(Af[K16][Mi],
               sharedAddr(As + tileOffset<128, true>(
                                   WarpM * 64 + Mi * 16 + Lane % 16,
                                   K16 * 2 + Lane / 16)));
#pragma unroll
    for (int K16 = 0; K16 < 4; ++K16)
#pragma unroll
      for (int Nj = 0; Nj < 4; ++Nj)
        ldsmX4(Bf[K16][Nj],
               sharedAddr(Bs + tileOffset<128, true>(
                                   WarpN * 64 + Nj * 16 + (Lane / 16) * 8 +
                                       Lane % 8,
                                   K16 * 2 + (Lane / 8) % 2)));
#pragma unroll
    for (int K16 = 0; K16 < 4; ++K16)
#pragma unroll
      for (int Mi = 0; Mi < 4; ++Mi)
#pragma unroll
        for (int Ni = 0; Ni < 8; ++Ni)
          mmaBf16(Acc[Mi][Ni], Af[K16][Mi], Bf[K16][Ni / 2][(Ni % 2) * 2],
                  Bf[K16][Ni / 2][(Ni % 2) * 2 + 1]);
  }
  storeC(Acc, C, N, BlockM * BM + WarpM * 64, BlockN * BN + WarpN * 64, Lane);
}

} // namespace

__global__ void __launch_bounds__(128)
    matmul_v6(const __nv_bfloat16 *A, const __nv_bfloat16 *B,
              __nv_bfloat16 *C, int M, int N, int K) {
  twoStage<0>(A, B, C, M, N, K);
}

__global__ void __launch_bounds__(128)
    matmul_v6b(const __nv_bfloat16 *A, const __nv_bfloat16 *B,
               __nv_bfloat16 *C, int M, int N, int K) {
  twoStage<8>(A, B, C, M, N, K);
}
