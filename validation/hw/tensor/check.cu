// Correctness check of tensor_kernels.cu on the GPU (sm_90a, e.g. H200):
//
//   nvcc -std=c++17 -gencode=arch=compute_90a,code=sm_90a -o check check.cu
//   ./check
//
// Every kernel runs on small problems whose inputs are random non-zero
// values (fp16 in [-1, 1]); its output is compared with a double-precision
// CPU reference (computed from the same fp16-rounded inputs) by
//   rel_err = ||out - ref||_2 / ||ref||_2        (max over the problems)
// and one line per kernel is printed:
//   check <kernel> <rel_err> PASS|FAIL
// PASS needs rel_err < 1e-2 (fp16 inputs, fp32 accumulation) and, for the
// bulk copies, an exact copy. Outputs are pre-filled with NaN so that an
// element the kernel never writes fails the check. Exit status 1 if any
// kernel fails or any CUDA call reports an error.

#include "tensor_kernels.cu"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace {

const char *g_current = "setup"; // kernel under test, for error reports

[[noreturn]] void cuda_fail(cudaError_t err, const char *what,
                            const char *file, int line) {
  std::fprintf(stderr, "CUDA error in %s (%s:%d): %s: %s\n", what, file, line,
               cudaGetErrorName(err), cudaGetErrorString(err));
  std::printf("check %s nan FAIL\n", g_current);
  std::exit(1);
}

#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess)                                                   \
      cuda_fail(err_, #call, __FILE__, __LINE__);                              \
  } while (0)

// After a launch: launch errors, then execution errors.
#define CHECK_LAUNCH()                                                         \
  do {                                                                         \
    CUDA_CHECK(cudaGetLastError());                                            \
    CUDA_CHECK(cudaDeviceSynchronize());                                       \
  } while (0)

std::mt19937 g_rng(12345);

// Random non-zero fp16 values in [-1, 1]; `rounded` gets the exact values
// the GPU sees.
void random_half(std::vector<__half> &h, std::vector<double> &rounded,
                 size_t n) {
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  h.resize(n);
  rounded.resize(n);
  for (size_t i = 0; i < n; ++i) {
    float x;
    do
      x = dist(g_rng);
    while (std::fabs(x) < 1e-3f);
    h[i] = __float2half(x);
    rounded[i] = (double)__half2float(h[i]);
  }
}

double rel_err(const std::vector<float> &out, const std::vector<double> &ref) {
  double num = 0.0, den = 0.0;
  for (size_t i = 0; i < ref.size(); ++i) {
    const double d = (double)out[i] - ref[i];
    num += d * d;
    den += ref[i] * ref[i];
  }
  return std::sqrt(num / den); // NaN if any output is NaN
}

template <typename T> T *device_copy(const std::vector<T> &h) {
  T *d = nullptr;
  CUDA_CHECK(cudaMalloc(&d, h.size() * sizeof(T)));
  CUDA_CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T),
                        cudaMemcpyHostToDevice));
  return d;
}

float *device_nan_buffer(size_t n) {
  float *d = nullptr;
  CUDA_CHECK(cudaMalloc(&d, n * sizeof(float)));
  CUDA_CHECK(cudaMemset(d, 0xFF, n * sizeof(float))); // all-ones = NaN
  return d;
}

std::vector<float> host_copy(const float *d, size_t n) {
  std::vector<float> h(n);
  CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(float),
                        cudaMemcpyDeviceToHost));
  return h;
}

// ---------------------------------------------------------------------------
// GEMMs

struct GemmProblem {
  int M, N, K;
  std::vector<__half> A, B, Bt; // Bt: N x K (for wgmma_gemm_f16)
  std::vector<double> ref;      // M x N
  __half *dA = nullptr, *dB = nullptr, *dBt = nullptr;
};

void make_gemm(GemmProblem &p, int M, int N, int K) {
  p.M = M;
  p.N = N;
  p.K = K;
  std::vector<double> a, b;
  random_half(p.A, a, (size_t)M * K);
  random_half(p.B, b, (size_t)K * N);
  p.Bt.resize((size_t)N * K);
  for (int k = 0; k < K; ++k)
    for (int n = 0; n < N; ++n)
      p.Bt[(size_t)n * K + k] = p.B[(size_t)k * N + n];
  p.ref.assign((size_t)M * N, 0.0);
  for (int m = 0; m < M; ++m)
    for (int k = 0; k < K; ++k) {
      const double av = a[(size_t)m * K + k];
      const double *brow = &b[(size_t)k * N];
      double *crow = &p.ref[(size_t)m * N];
      for (int n = 0; n < N; ++n)
        crow[n] += av * brow[n];
    }
  p.dA = device_copy(p.A);
  p.dB = device_copy(p.B);
  p.dBt = device_copy(p.Bt);
}

enum GemmKind {
  kWmma,
  kWmmaSmem,
  kMmaLdmatrix,
  kCpAsync2,
  kCpAsync3,
  kWgmma
};

double run_gemm(GemmKind kind, const GemmProblem &p) {
  const size_t nc = (size_t)p.M * p.N;
  float *dC = device_nan_buffer(nc);
  const dim3 tile128(p.N / 128, p.M / 128);
  switch (kind) {
  case kWmma:
    wmma_gemm_f16<<<dim3(p.N / 64, p.M / 64), 128>>>(p.dA, p.dB, dC, p.M,
                                                     p.N, p.K);
    break;
  case kWmmaSmem:
    wmma_gemm_f16_smem<<<tile128, 256>>>(p.dA, p.dB, dC, p.M, p.N, p.K);
    break;
  case kMmaLdmatrix:
    mma_ldmatrix_gemm_f16<<<tile128, 256>>>(p.dA, p.dB, dC, p.M, p.N, p.K);
    break;
  case kCpAsync2:
    cpasync_gemm_f16_2stage<<<tile128, 256, 2 * kStageBytes>>>(
        p.dA, p.dB, dC, p.M, p.N, p.K);
    break;
  case kCpAsync3:
    cpasync_gemm_f16_3stage<<<tile128, 256, 3 * kStageBytes>>>(
        p.dA, p.dB, dC, p.M, p.N, p.K);
    break;
  case kWgmma:
    wgmma_gemm_f16<<<dim3(p.N / 128, p.M / 64), 128,
                     kWgStages * kWgStageBytes>>>(p.dA, p.dBt, dC, p.M, p.N,
                                                  p.K);
    break;
  }
  CHECK_LAUNCH();
  const std::vector<float> out = host_copy(dC, nc);
  CUDA_CHECK(cudaFree(dC));
  return rel_err(out, p.ref);
}

// ---------------------------------------------------------------------------
// Attention: Q, K, V [heads][seq][64] half, O [heads][seq][64] float.

struct AttnProblem {
  int heads, seq;
  std::vector<__half> Q, K, V;
  std::vector<double> ref;
  __half *dQ = nullptr, *dK = nullptr, *dV = nullptr;
};

void make_attention(AttnProblem &p, int heads, int seq) {
  const int D = 64;
  p.heads = heads;
  p.seq = seq;
  const size_t n = (size_t)heads * seq * D;
  std::vector<double> q, k, v;
  random_half(p.Q, q, n);
  random_half(p.K, k, n);
  random_half(p.V, v, n);
  p.ref.assign(n, 0.0);
  std::vector<double> s(seq);
  for (int h = 0; h < heads; ++h) {
    const size_t base = (size_t)h * seq * D;
    for (int i = 0; i < seq; ++i) {
      double mx = -1e300;
      for (int j = 0; j < seq; ++j) {
        double dot = 0.0;
        for (int d = 0; d < D; ++d)
          dot += q[base + (size_t)i * D + d] * k[base + (size_t)j * D + d];
        s[j] = dot / 8.0; // 1 / sqrt(64)
        mx = std::max(mx, s[j]);
      }
      double sum = 0.0;
      for (int j = 0; j < seq; ++j) {
        s[j] = std::exp(s[j] - mx);
        sum += s[j];
      }
      double *o = &p.ref[base + (size_t)i * D];
      for (int j = 0; j < seq; ++j) {
        const double w = s[j] / sum;
        for (int d = 0; d < D; ++d)
          o[d] += w * v[base + (size_t)j * D + d];
      }
    }
  }
  p.dQ = device_copy(p.Q);
  p.dK = device_copy(p.K);
  p.dV = device_copy(p.V);
}

double run_attention(const AttnProblem &p) {
  const size_t n = (size_t)p.heads * p.seq * 64;
  float *dO = device_nan_buffer(n);
  attention_fwd_f16<<<dim3(p.seq / 64, p.heads), 128>>>(p.dQ, p.dK, p.dV, dO,
                                                        p.seq);
  CHECK_LAUNCH();
  const std::vector<float> out = host_copy(dO, n);
  CUDA_CHECK(cudaFree(dO));
  return rel_err(out, p.ref);
}

// ---------------------------------------------------------------------------
// Bulk copies: exact copies expected.

double run_copy(bool bulk_store, long n, int grid) {
  std::vector<float> h(n);
  std::uniform_real_distribution<float> dist(0.5f, 2.0f);
  std::vector<double> ref(n);
  for (long i = 0; i < n; ++i) {
    h[i] = (i & 1) ? dist(g_rng) : -dist(g_rng);
    ref[i] = h[i];
  }
  float *din = device_copy(h);
  float *dout = device_nan_buffer(n);
  if (bulk_store)
    bulk_copy_mbarrier_bulkstore<<<grid, 32>>>(din, dout, n);
  else
    bulk_copy_mbarrier<<<grid, 128>>>(din, dout, n);
  CHECK_LAUNCH();
  const std::vector<float> out = host_copy(dout, n);
  CUDA_CHECK(cudaFree(din));
  CUDA_CHECK(cudaFree(dout));
  double err = rel_err(out, ref);
  for (long i = 0; i < n; ++i)
    if (out[i] != h[i]) { // a copy must be exact
      if (!(err > 0.0))
        err = 1.0;
      break;
    }
  return err;
}

bool g_any_fail = false;

void report(const char *name, double err, double tol) {
  const bool pass = err < tol; // false for NaN
  std::printf("check %s %.3e %s\n", name, err, pass ? "PASS" : "FAIL");
  std::fflush(stdout);
  if (!pass)
    g_any_fail = true;
}

} // namespace

int main() {
  int dev = 0;
  CUDA_CHECK(cudaGetDevice(&dev));
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, dev));
  std::printf("device %s (sm_%d%d)\n", prop.name, prop.major, prop.minor);
  if (prop.major != 9 || prop.minor != 0) {
    std::printf("check device_is_sm90 nan FAIL\n");
    return 1;
  }

  CUDA_CHECK(cudaFuncSetAttribute(cpasync_gemm_f16_2stage,
                                  cudaFuncAttributeMaxDynamicSharedMemorySize,
                                  2 * kStageBytes));
  CUDA_CHECK(cudaFuncSetAttribute(cpasync_gemm_f16_3stage,
                                  cudaFuncAttributeMaxDynamicSharedMemorySize,
                                  3 * kStageBytes));
  CUDA_CHECK(cudaFuncSetAttribute(wgmma_gemm_f16,
                                  cudaFuncAttributeMaxDynamicSharedMemorySize,
                                  kWgStages * kWgStageBytes));

  // Two GEMM shapes: square, and one with M, N, K all different (catches
  // swapped strides) and K / BK = 6 (32) or 3 (64) to wrap the pipelines.
  GemmProblem gemms[2];
  make_gemm(gemms[0], 256, 256, 256);
  make_gemm(gemms[1], 384, 640, 192);

  const struct {
    GemmKind kind;
    const char *name;
  } gemm_kernels[] = {{kWmma, "wmma_gemm_f16"},
                      {kWmmaSmem, "wmma_gemm_f16_smem"},
                      {kMmaLdmatrix, "mma_ldmatrix_gemm_f16"},
                      {kCpAsync2, "cpasync_gemm_f16_2stage"},
                      {kCpAsync3, "cpasync_gemm_f16_3stage"},
                      {kWgmma, "wgmma_gemm_f16"}};
  for (const auto &g : gemm_kernels) {
    g_current = g.name;
    double err = 0.0;
    for (const GemmProblem &p : gemms) {
      const double e = run_gemm(g.kind, p);
      err = (std::isnan(e) || e > err) ? e : err;
    }
    report(g.name, err, 1e-2);
  }

  g_current = "attention_fwd_f16";
  {
    AttnProblem a0, a1;
    make_attention(a0, 2, 256);
    make_attention(a1, 3, 192);
    const double e0 = run_attention(a0), e1 = run_attention(a1);
    report("attention_fwd_f16", (std::isnan(e0) || e0 > e1) ? e0 : e1, 1e-2);
  }

  // 200 whole tiles + 77 floats over 37 blocks (5-6 tiles per block, both
  // parities, the plain-copy tail), then 5 tiles over 8 blocks (idle blocks).
  const struct {
    bool bulk_store;
    const char *name;
  } copies[] = {{false, "bulk_copy_mbarrier"},
                {true, "bulk_copy_mbarrier_bulkstore"}};
  for (const auto &c : copies) {
    g_current = c.name;
    const double e0 = run_copy(c.bulk_store, 4096L * 200 + 77, 37);
    const double e1 = run_copy(c.bulk_store, 4096L * 5, 8);
    report(c.name, (std::isnan(e0) || e0 > e1) ? e0 : e1, 1e-12);
  }

  return g_any_fail ? 1 : 0;
}
