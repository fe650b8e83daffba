// Memory-level parallelism of one warp: how many independent global loads
// a warp keeps in flight before it stalls (evidence for the region
// scheduler's loads-in-flight bound, issue 13).
//
// One warp on one SM runs rounds of K independent coalesced loads (each
// warp load one 128-byte line, ld.global.cg, lines spread pseudo-randomly
// over 1 GiB so that every load misses L1 and L2), then sums them into the
// next round's line (broadcast from lane 0), so rounds are serialised. Cycles per round over
// K: flat at the DRAM latency while the K loads overlap, then rising by
// about one latency per extra batch once K passes what the warp (or the
// SM's scoreboard and MSHRs) can track.
//
//   nvcc -O3 -arch=sm_90 -o mlp mlp.cu && ./mlp > h200-mlp.csv
//
// CSV: k,cycles_per_round,cycles_per_load (median of 11 launches).

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CK(call)                                                               \
  do {                                                                         \
    cudaError_t E_ = (call);                                                   \
    if (E_ != cudaSuccess) {                                                   \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                  \
                   cudaGetErrorString(E_));                                    \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

constexpr int MaxK = 64;
constexpr int Rounds = 64;

template <int K>
__global__ void rounds(const unsigned *Next, unsigned long long *Cycles,
                       unsigned *Sink, unsigned Lines) {
  unsigned Lane = threadIdx.x;
  unsigned Idx = 977u;
  unsigned long long T0 = clock64();
  for (int R = 0; R < Rounds; ++R) {
    unsigned V[K];
#pragma unroll
    for (int J = 0; J < K; ++J) {
      unsigned Line = (Idx + J * 7919u) % Lines;
      const unsigned *P = Next + (size_t)Line * 32 + Lane; // one line a load
      asm volatile("ld.global.cg.u32 %0, [%1];" : "=r"(V[J]) : "l"(P));
    }
    unsigned S = 0;
#pragma unroll
    for (int J = 0; J < K; ++J)
      S += V[J];
    // The next round needs every load of this one, the same line for all
    // lanes.
    Idx = __shfl_sync(0xffffffffu, S, 0) % Lines;
  }
  unsigned long long T1 = clock64();
  if (Lane == 0)
    *Cycles = T1 - T0;
  if (Idx == 0xFFFFFFFFu)
    *Sink = Idx;
}

template <int K>
double measure(const unsigned *Next, unsigned long long *DCyc, unsigned *Sink,
               unsigned Lines) {
  std::vector<double> V;
  for (int Rep = 0; Rep < 12; ++Rep) {
    rounds<K><<<1, 32>>>(Next, DCyc, Sink, Lines);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    unsigned long long C = 0;
    CK(cudaMemcpy(&C, DCyc, sizeof(C), cudaMemcpyDeviceToHost));
    if (Rep) // the first launch warms the TLB
      V.push_back(double(C) / Rounds);
  }
  std::sort(V.begin(), V.end());
  return V[V.size() / 2];
}

template <int K> void row(const unsigned *N, unsigned long long *C,
                          unsigned *S, unsigned Lines) {
  double Cyc = measure<K>(N, C, S, Lines);
  std::printf("%d,%.1f,%.2f\n", K, Cyc, Cyc / K);
}

int main() {
  const size_t Bytes = size_t(1) << 30;
  const unsigned Lines = unsigned(Bytes / 128);
  std::vector<unsigned> H(Bytes / 4);
  unsigned X = 12345;
  for (size_t I = 0; I < H.size(); ++I) {
    X = X * 1664525u + 1013904223u;
    H[I] = X >> 8;
  }
  unsigned *Next;
  unsigned long long *Cyc;
  unsigned *Sink;
  CK(cudaMalloc(&Next, Bytes));
  CK(cudaMalloc(&Cyc, sizeof(unsigned long long)));
  CK(cudaMalloc(&Sink, sizeof(unsigned)));
  CK(cudaMemcpy(Next, H.data(), Bytes, cudaMemcpyHostToDevice));
  std::printf("k,cycles_per_round,cycles_per_load\n");
  row<1>(Next, Cyc, Sink, Lines);
  row<2>(Next, Cyc, Sink, Lines);
  row<4>(Next, Cyc, Sink, Lines);
  row<6>(Next, Cyc, Sink, Lines);
  row<8>(Next, Cyc, Sink, Lines);
  row<12>(Next, Cyc, Sink, Lines);
  row<16>(Next, Cyc, Sink, Lines);
  row<24>(Next, Cyc, Sink, Lines);
  row<32>(Next, Cyc, Sink, Lines);
  row<48>(Next, Cyc, Sink, Lines);
  row<MaxK>(Next, Cyc, Sink, Lines);
  return 0;
}
