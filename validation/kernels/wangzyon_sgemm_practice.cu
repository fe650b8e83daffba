// Validation suite wangzyon_sgemm_practice: the seven step-by-step SGEMM
// kernels of wangzyon/NVIDIA_SGEMM_PRACTICE (README, kernels 1-7, timed on
// an RTX 3090, logs in test/test_kernel_<n>.txt), written for this project
// from the tutorial's description of each step (not copied from it). The
// eighth published series, cuBLAS, is a library call with no source and is
// not modelled (listed under "skip" in the suite file).
//
// C = alpha * A * B + beta * C, all matrices row-major float, A is M x K,
// B is K x N, C is M x N; the published runs use M = N = K (1024 ... 6144,
// multiples of 128, so no bounds checks, as in the tutorial).
//
//   sgemm_v1_naive          one thread per element of C, A and B straight
//                           from global memory (B and C accesses coalesced
//                           along threadIdx.x). block (32,32),
//                           __launch_bounds__(1024) as in the tutorial.
//   sgemm_v2_smem           32x32 tiles of A and B staged in shared memory
//                           (BM = BN = BK = 32), one element of C per thread,
//                           1-D block of 1024.
//   sgemm_v3_thread_tile_1d BM = BN = 64, BK = 8, TM = 8: each of 512 threads
//                           computes 8 elements of one column of the block
//                           tile; the B element is read once per k step and
//                           reused for the 8 rows.
//   sgemm_v4_thread_tile_2d BM = BN = 128, BK = 8, TM = TN = 8: each of 256
//                           threads computes a contiguous 8x8 sub-tile;
//                           scalar tile loads (4 per thread for A and for B),
//                           shared memory read inside the 8x8 update loop.
//   sgemm_v5_reg_cache      as v4, but per k step the thread first copies its
//                           8 A values (a column fragment) and 8 B values (a
//                           row fragment) into registers, then does the 8x8
//                           outer product from registers.
//   sgemm_v6_float4         as v5 with 128-bit accesses: one float4 of A and
//                           one of B per thread and tile from global memory,
//                           the A tile stored transposed in shared memory
//                           (As[k][m]) so that both fragments are read as two
//                           float4 each; C updated with float4.
//   sgemm_v7_double_buffer  as v6 with two shared-memory buffers and two
//                           register fragments: the next tile is fetched from
//                           global memory into registers while the current
//                           one is computed, then written to the other buffer
//                           (one barrier per tile); the fragment of step k+1
//                           is read from shared memory while step k is
//                           computed.
//
// Grid mapping (all kernels): blockIdx.x walks the column tiles of C (N/BN),
// blockIdx.y the row tiles (M/BM), as in the tutorial. The published launch
// strings write the grid as (M/BM, N/BN); with M = N both are the same.
//
// Launch (validation/suites/wangzyon_sgemm_practice.json):
//   v1  block (32,32,1)  grid (M/32,  N/32)
//   v2  block (1024)     grid (M/32,  N/32)
//   v3  block (512)      grid (M/64,  N/64)
//   v4-v7 block (256)    grid (M/128, N/128)
//
// Pointers are not __restrict__ (the tutorial does not use it; see
// validation/findings.md on ld.global.nc). All kernels take the same
// parameters so the harness binds M, N, K by name.

__device__ __forceinline__ float4 ld4(const float *p) {
  return *reinterpret_cast<const float4 *>(p);
}

__device__ __forceinline__ void st4(float *p, float4 v) {
  *reinterpret_cast<float4 *>(p) = v;
}

// ---------------------------------------------------------------- v1
__global__ void __launch_bounds__(1024)
sgemm_v1_naive(int M, int N, int K, float alpha, const float *A,
               const float *B, float beta, float *C) {
  const int col = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = blockIdx.y * blockDim.y + threadIdx.y;
  float sum = 0.0f;
  for (int k = 0; k < K; ++k)
    sum += A[row * K + k] * B[k * N + col];
  C[row * N + col] = alpha * sum + beta * C[row * N + col];
}

// ---------------------------------------------------------------- v2
__global__ void sgemm_v2_smem(int M, int N, int K, float alpha,
                              const float *A, const float *B, float beta,
                              float *C) {
  constexpr int T = 32; // BM = BN = BK
  __shared__ float tileA[T * T];
  __shared__ float tileB[T * T];
  const int c = threadIdx.x % T; // column inside the tile
  const int r = threadIdx.x / T; // row inside the tile

  A += blockIdx.y * T * K;
  B += blockIdx.x * T;
  C += blockIdx.y * T * N + blockIdx.x * T;

  float sum = 0.0f;
  for (int k0 = 0; k0 < K; k0 += T) {
    tileA[r * T + c] = A[r * K + c];
    tileB[r * T + c] = B[r * N + c];
    __syncthreads();
    A += T;
    B += T * N;
#pragma unroll
    for (int kk = 0; kk < T; ++kk)
      sum += tileA[r * T + kk] * tileB[kk * T + c];
    __syncthreads();
  }
  C[r * N + c] = alpha * sum + beta * C[r * N + c];
}

// ---------------------------------------------------------------- v3
__global__ void sgemm_v3_thread_tile_1d(int M, int N, int K, float alpha,
                                        const float *A, const float *B,
                                        float beta, float *C) {
  constexpr int BM = 64, BN = 64, BK = 8, TM = 8;
  constexpr int NT = BM * BN / TM;      // 512 threads
  constexpr int A_ROW_STEP = NT / BK;   // rows of the A tile per pass (64)
  constexpr int B_ROW_STEP = NT / BN;   // rows of the B tile per pass (8)
  __shared__ float tileA[BM * BK];      // [m][k]
  __shared__ float tileB[BK * BN];      // [k][n]

  const int tid = threadIdx.x;
  const int col = tid % BN;             // output column
  const int row0 = (tid / BN) * TM;     // first of the TM output rows
  const int aR = tid / BK, aC = tid % BK;
  const int bR = tid / BN, bC = tid % BN;

  A += blockIdx.y * BM * K;
  B += blockIdx.x * BN;
  C += blockIdx.y * BM * N + blockIdx.x * BN;

  float acc[TM];
#pragma unroll
  for (int i = 0; i < TM; ++i)
    acc[i] = 0.0f;

  for (int k0 = 0; k0 < K; k0 += BK) {
#pragma unroll
    for (int r = 0; r < BM; r += A_ROW_STEP)
      tileA[(aR + r) * BK + aC] = A[(aR + r) * K + aC];
#pragma unroll
    for (int r = 0; r < BK; r += B_ROW_STEP)
      tileB[(bR + r) * BN + bC] = B[(bR + r) * N + bC];
    __syncthreads();
    A += BK;
    B += BK * N;
#pragma unroll
    for (int kk = 0; kk < BK; ++kk) {
      const float b = tileB[kk * BN + col];
#pragma unroll
      for (int i = 0; i < TM; ++i)
        acc[i] += tileA[(row0 + i) * BK + kk] * b;
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < TM; ++i) {
    float *p = &C[(row0 + i) * N + col];
    *p = alpha * acc[i] + beta * *p;
  }
}

// ---------------------------------------------------------------- v4, v5
// BM = BN = 128, BK = 8, TM = TN = 8, 256 threads arranged 16 x 16 over the
// block tile; thread t owns rows 8*(t/16) .. +7 and columns 8*(t%16) .. +7.
#define TT_BM 128
#define TT_BN 128
#define TT_BK 8
#define TT_TM 8
#define TT_TN 8
#define TT_NT ((TT_BM / TT_TM) * (TT_BN / TT_TN)) // 256

__global__ void sgemm_v4_thread_tile_2d(int M, int N, int K, float alpha,
                                        const float *A, const float *B,
                                        float beta, float *C) {
  constexpr int BM = TT_BM, BN = TT_BN, BK = TT_BK, TM = TT_TM, TN = TT_TN;
  constexpr int NT = TT_NT;
  constexpr int A_ROW_STEP = NT / BK;   // 32 rows per pass, 4 passes
  constexpr int B_ROW_STEP = NT / BN;   // 2 rows per pass, 4 passes
  __shared__ float tileA[BM * BK];      // [m][k]
  __shared__ float tileB[BK * BN];      // [k][n]

  const int tid = threadIdx.x;
  const int col0 = (tid % (BN / TN)) * TN;
  const int row0 = (tid / (BN / TN)) * TM;
  const int aR = tid / BK, aC = tid % BK;
  const int bR = tid / BN, bC = tid % BN;

  A += blockIdx.y * BM * K;
  B += blockIdx.x * BN;
  C += blockIdx.y * BM * N + blockIdx.x * BN;

  float acc[TM][TN];
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j)
      acc[i][j] = 0.0f;

  for (int k0 = 0; k0 < K; k0 += BK) {
#pragma unroll
    for (int r = 0; r < BM; r += A_ROW_STEP)
      tileA[(aR + r) * BK + aC] = A[(aR + r) * K + aC];
#pragma unroll
    for (int r = 0; r < BK; r += B_ROW_STEP)
      tileB[(bR + r) * BN + bC] = B[(bR + r) * N + bC];
    __syncthreads();
    A += BK;
    B += BK * N;
#pragma unroll
    for (int kk = 0; kk < BK; ++kk)
#pragma unroll
      for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
          acc[i][j] += tileA[(row0 + i) * BK + kk] * tileB[kk * BN + col0 + j];
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j) {
      float *p = &C[(row0 + i) * N + col0 + j];
      *p = alpha * acc[i][j] + beta * *p;
    }
}

__global__ void sgemm_v5_reg_cache(int M, int N, int K, float alpha,
                                   const float *A, const float *B,
                                   float beta, float *C) {
  constexpr int BM = TT_BM, BN = TT_BN, BK = TT_BK, TM = TT_TM, TN = TT_TN;
  constexpr int NT = TT_NT;
  constexpr int A_ROW_STEP = NT / BK;
  constexpr int B_ROW_STEP = NT / BN;
  __shared__ float tileA[BM * BK];      // [m][k]
  __shared__ float tileB[BK * BN];      // [k][n]

  const int tid = threadIdx.x;
  const int col0 = (tid % (BN / TN)) * TN;
  const int row0 = (tid / (BN / TN)) * TM;
  const int aR = tid / BK, aC = tid % BK;
  const int bR = tid / BN, bC = tid % BN;

  A += blockIdx.y * BM * K;
  B += blockIdx.x * BN;
  C += blockIdx.y * BM * N + blockIdx.x * BN;

  float acc[TM][TN];
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j)
      acc[i][j] = 0.0f;
  float fragA[TM], fragB[TN];

  for (int k0 = 0; k0 < K; k0 += BK) {
#pragma unroll
    for (int r = 0; r < BM; r += A_ROW_STEP)
      tileA[(aR + r) * BK + aC] = A[(aR + r) * K + aC];
#pragma unroll
    for (int r = 0; r < BK; r += B_ROW_STEP)
      tileB[(bR + r) * BN + bC] = B[(bR + r) * N + bC];
    __syncthreads();
    A += BK;
    B += BK * N;
#pragma unroll
    for (int kk = 0; kk < BK; ++kk) {
#pragma unroll
      for (int i = 0; i < TM; ++i)
        fragA[i] = tileA[(row0 + i) * BK + kk];
#pragma unroll
      for (int j = 0; j < TN; ++j)
        fragB[j] = tileB[kk * BN + col0 + j];
#pragma unroll
      for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
          acc[i][j] += fragA[i] * fragB[j];
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j) {
      float *p = &C[(row0 + i) * N + col0 + j];
      *p = alpha * acc[i][j] + beta * *p;
    }
}

// ---------------------------------------------------------------- v6, v7
// Same 128x128x8 block tile and 8x8 thread tile. Tile loads with float4:
// the A tile (128 rows x 8 columns = 256 float4) gives thread t the float4
// at row t/2, columns 4*(t%2) .. +3; the B tile (8 rows x 128 columns = 256
// float4) the float4 at row t/32, columns 4*(t%32) .. +3. One pass each.
#define V4_A_ROW_STEP (TT_NT * 4 / TT_BK) // 128: one pass over the A tile
#define V4_B_ROW_STEP (TT_NT * 4 / TT_BN) // 8:   one pass over the B tile
#define V4_A_PASSES (TT_BM / V4_A_ROW_STEP)
#define V4_B_PASSES (TT_BK / V4_B_ROW_STEP)

// acc[i][j] += a[i] * b[j] for the thread's 8x8 tile.
__device__ __forceinline__ void outer8x8(float (&acc)[TT_TM][TT_TN],
                                         const float (&a)[TT_TM],
                                         const float (&b)[TT_TN]) {
#pragma unroll
  for (int i = 0; i < TT_TM; ++i)
#pragma unroll
    for (int j = 0; j < TT_TN; ++j)
      acc[i][j] += a[i] * b[j];
}

// Reads the fragments of step kk: 8 consecutive m of the transposed A tile
// and 8 consecutive n of the B tile, two float4 each.
__device__ __forceinline__ void loadFrags(float (&a)[TT_TM], float (&b)[TT_TN],
                                          const float *tA, const float *tB,
                                          int kk, int row0, int col0) {
#pragma unroll
  for (int i = 0; i < TT_TM; i += 4) {
    float4 v = ld4(&tA[kk * TT_BM + row0 + i]);
    a[i] = v.x; a[i + 1] = v.y; a[i + 2] = v.z; a[i + 3] = v.w;
  }
#pragma unroll
  for (int j = 0; j < TT_TN; j += 4) {
    float4 v = ld4(&tB[kk * TT_BN + col0 + j]);
    b[j] = v.x; b[j + 1] = v.y; b[j + 2] = v.z; b[j + 3] = v.w;
  }
}

// C tile update with float4 read-modify-write.
__device__ __forceinline__ void storeC4(float *C, int N, int row0, int col0,
                                        float alpha, float beta,
                                        const float (&acc)[TT_TM][TT_TN]) {
#pragma unroll
  for (int i = 0; i < TT_TM; ++i)
#pragma unroll
    for (int j = 0; j < TT_TN; j += 4) {
      float *p = &C[(row0 + i) * N + col0 + j];
      float4 c = ld4(p);
      c.x = alpha * acc[i][j] + beta * c.x;
      c.y = alpha * acc[i][j + 1] + beta * c.y;
      c.z = alpha * acc[i][j + 2] + beta * c.z;
      c.w = alpha * acc[i][j + 3] + beta * c.w;
      st4(p, c);
    }
}

// Writes a float4 of A (row m, columns k .. k+3) into the transposed tile.
__device__ __forceinline__ void storeAT(float *tA, int m, int k, float4 v) {
  tA[(k + 0) * TT_BM + m] = v.x;
  tA[(k + 1) * TT_BM + m] = v.y;
  tA[(k + 2) * TT_BM + m] = v.z;
  tA[(k + 3) * TT_BM + m] = v.w;
}

__global__ void sgemm_v6_float4(int M, int N, int K, float alpha,
                                const float *A, const float *B, float beta,
                                float *C) {
  constexpr int BM = TT_BM, BN = TT_BN, BK = TT_BK, TM = TT_TM, TN = TT_TN;
  __shared__ float tileA[BK * BM];      // transposed: [k][m]
  __shared__ float tileB[BK * BN];      // [k][n]

  const int tid = threadIdx.x;
  const int col0 = (tid % (BN / TN)) * TN;
  const int row0 = (tid / (BN / TN)) * TM;
  const int aR = tid / (BK / 4), aC = (tid % (BK / 4)) * 4;
  const int bR = tid / (BN / 4), bC = (tid % (BN / 4)) * 4;

  A += blockIdx.y * BM * K;
  B += blockIdx.x * BN;
  C += blockIdx.y * BM * N + blockIdx.x * BN;

  float acc[TM][TN];
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j)
      acc[i][j] = 0.0f;
  float fragA[TM], fragB[TN];

  for (int k0 = 0; k0 < K; k0 += BK) {
#pragma unroll
    for (int r = 0; r < BM; r += V4_A_ROW_STEP)
      storeAT(tileA, aR + r, aC, ld4(&A[(aR + r) * K + aC]));
#pragma unroll
    for (int r = 0; r < BK; r += V4_B_ROW_STEP)
      st4(&tileB[(bR + r) * BN + bC], ld4(&B[(bR + r) * N + bC]));
    __syncthreads();
    A += BK;
    B += BK * N;
#pragma unroll
    for (int kk = 0; kk < BK; ++kk) {
      loadFrags(fragA, fragB, tileA, tileB, kk, row0, col0);
      outer8x8(acc, fragA, fragB);
    }
    __syncthreads();
  }
  storeC4(C, N, row0, col0, alpha, beta, acc);
}

__global__ void sgemm_v7_double_buffer(int M, int N, int K, float alpha,
                                       const float *A, const float *B,
                                       float beta, float *C) {
  constexpr int BM = TT_BM, BN = TT_BN, BK = TT_BK, TM = TT_TM, TN = TT_TN;
  __shared__ float tileA[2][BK * BM];   // transposed: [buf][k][m]
  __shared__ float tileB[2][BK * BN];   // [buf][k][n]

  const int tid = threadIdx.x;
  const int col0 = (tid % (BN / TN)) * TN;
  const int row0 = (tid / (BN / TN)) * TM;
  const int aR = tid / (BK / 4), aC = (tid % (BK / 4)) * 4;
  const int bR = tid / (BN / 4), bC = (tid % (BN / 4)) * 4;

  A += blockIdx.y * BM * K;
  B += blockIdx.x * BN;
  C += blockIdx.y * BM * N + blockIdx.x * BN;

  float acc[TM][TN];
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j)
      acc[i][j] = 0.0f;
  float fragA[2][TM], fragB[2][TN];     // fragments of steps kk (even/odd)
  float4 nextA[V4_A_PASSES], nextB[V4_B_PASSES]; // prefetched next tile

  // Prologue: tile 0 into buffer 0, fragments of its step 0.
#pragma unroll
  for (int p = 0; p < V4_A_PASSES; ++p)
    storeAT(tileA[0], aR + p * V4_A_ROW_STEP, aC,
            ld4(&A[(aR + p * V4_A_ROW_STEP) * K + aC]));
#pragma unroll
  for (int p = 0; p < V4_B_PASSES; ++p)
    st4(&tileB[0][(bR + p * V4_B_ROW_STEP) * BN + bC],
        ld4(&B[(bR + p * V4_B_ROW_STEP) * N + bC]));
  __syncthreads();
  loadFrags(fragA[0], fragB[0], tileA[0], tileB[0], 0, row0, col0);

  const int tiles = K / BK;
  int cur = 0;
  for (int t = 0; t < tiles; ++t) {
    const bool more = t + 1 < tiles;
    if (more) { // fetch tile t+1 from global memory into registers
      A += BK;
      B += BK * N;
#pragma unroll
      for (int p = 0; p < V4_A_PASSES; ++p)
        nextA[p] = ld4(&A[(aR + p * V4_A_ROW_STEP) * K + aC]);
#pragma unroll
      for (int p = 0; p < V4_B_PASSES; ++p)
        nextB[p] = ld4(&B[(bR + p * V4_B_ROW_STEP) * N + bC]);
    }
    // steps 0 .. BK-2 of tile t, reading the fragments of the next step
#pragma unroll
    for (int kk = 0; kk < BK - 1; ++kk) {
      loadFrags(fragA[(kk + 1) % 2], fragB[(kk + 1) % 2], tileA[cur],
                tileB[cur], kk + 1, row0, col0);
      outer8x8(acc, fragA[kk % 2], fragB[kk % 2]);
    }
    if (more) { // tile t+1 into the other buffer, its step-0 fragments
      const int nxt = cur ^ 1;
#pragma unroll
      for (int p = 0; p < V4_A_PASSES; ++p)
        storeAT(tileA[nxt], aR + p * V4_A_ROW_STEP, aC, nextA[p]);
#pragma unroll
      for (int p = 0; p < V4_B_PASSES; ++p)
        st4(&tileB[nxt][(bR + p * V4_B_ROW_STEP) * BN + bC], nextB[p]);
      __syncthreads();
      loadFrags(fragA[0], fragB[0], tileA[nxt], tileB[nxt], 0, row0, col0);
      cur = nxt;
    }
    // last step of tile t (its fragments are in registers)
    outer8x8(acc, fragA[(BK - 1) % 2], fragB[(BK - 1) % 2]);
  }
  storeC4(C, N, row0, col0, alpha, beta, acc);
}
