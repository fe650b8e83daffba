// microbench_common.h - what the microbenchmarks share: the checked CUDA
// call, the CSV row every figure is printed as
// (group,name,param,value,unit,median,min,max,reps,note) and the timing of
// launches between CUDA events.
#ifndef LHF_MICROBENCH_COMMON_H
#define LHF_MICROBENCH_COMMON_H

#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

// Any failing CUDA call prints file:line and exits with status 2.
#define CK(call)                                                              \
  do {                                                                        \
    cudaError_t e_ = (call);                                                  \
    if (e_ != cudaSuccess) {                                                  \
      fprintf(stderr, "CUDA error at %s:%d: %s (%s)\n", __FILE__, __LINE__,  \
              cudaGetErrorString(e_), #call);                                 \
      exit(2);                                                                \
    }                                                                         \
  } while (0)
#define CKL() CK(cudaGetLastError())

typedef unsigned long long u64;
typedef long long i64;

static inline double median_of(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

// One CSV row: the median of v as the value, its min, max and count.
static inline void emit(const char* group, const char* name,
                        const std::string& param, const char* unit,
                        const std::vector<double>& v, const char* note) {
  if (v.empty()) {
    printf("%s,%s,%s,nan,%s,nan,nan,nan,0,%s\n", group, name, param.c_str(),
           unit, note);
  } else {
    double med = median_of(v);
    double mn = *std::min_element(v.begin(), v.end());
    double mx = *std::max_element(v.begin(), v.end());
    printf("%s,%s,%s,%.6g,%s,%.6g,%.6g,%.6g,%zu,%s\n", group, name,
           param.c_str(), med, unit, med, mn, mx, v.size(), note);
  }
  fflush(stdout);
}

// Milliseconds of each of reps launches between CUDA events, after
// warmups untimed ones; every launch checked.
template <class F>
static std::vector<double> time_ms(int reps, F launch, int warmups = 2) {
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  for (int w = 0; w < warmups; ++w) launch();
  CKL();
  CK(cudaDeviceSynchronize());
  std::vector<double> v;
  for (int r = 0; r < reps; ++r) {
    CK(cudaEventRecord(e0));
    launch();
    CKL();
    CK(cudaEventRecord(e1));
    CK(cudaEventSynchronize(e1));
    float ms;
    CK(cudaEventElapsedTime(&ms, e0, e1));
    v.push_back(ms);
  }
  CK(cudaEventDestroy(e0));
  CK(cudaEventDestroy(e1));
  return v;
}

#endif
