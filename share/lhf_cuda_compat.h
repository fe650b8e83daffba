// lhf_cuda_compat.h: what CUDA code compiled by nvcc 13 may use and clang 22
// with the CUDA 13 headers does not declare. The lhf driver force-includes
// it (-include) into every CUDA compile; with the plugin, pass
// `-include <prefix>/share/lhf/include/lhf_cuda_compat.h` yourself. It
// changes nothing a file already compiles with: it only adds overloads.
//
// * Cache-hinted loads and stores (CUDA Programming Guide, "Load and Store
//   Functions Using Cache Hints"): clang's headers have __ldcg, __ldcs,
//   __ldcv and __stwt; __ldca, __ldlu, __stcg, __stcs and __stwb are
//   written here as the PTX they stand for (ld.global.ca/.lu,
//   st.global.cg/.cs/.wb), which lhf reads like any inline PTX.
// * Host functions that nvcc's host headers declare and CUDA code calls
//   from host code in the same file: integer and floating min/max,
//   isfinite/isnan/isinf, clock() and time().
// * assert() in device code, which nvcc's runtime headers (and NVRTC)
//   declare without an #include <assert.h>.
#ifndef LHF_CUDA_COMPAT_H
#define LHF_CUDA_COMPAT_H
#if defined(__clang__) && defined(__CUDA__)

#include <assert.h>
#include <time.h>
#ifdef __cplusplus
#include <cmath>
using std::isfinite;
using std::isinf;
using std::isnan;

#define LHF_HOST_MINMAX(T)                                                     \
  static inline __host__ T min(T a, T b) { return b < a ? b : a; }             \
  static inline __host__ T max(T a, T b) { return a < b ? b : a; }
LHF_HOST_MINMAX(int)
LHF_HOST_MINMAX(unsigned int)
LHF_HOST_MINMAX(long)
LHF_HOST_MINMAX(unsigned long)
LHF_HOST_MINMAX(long long)
LHF_HOST_MINMAX(unsigned long long)
LHF_HOST_MINMAX(float)
LHF_HOST_MINMAX(double)
#undef LHF_HOST_MINMAX
// Mixed operands, converted to the wider or unsigned type R as the CUDA
// headers' overloads do: max(1, n / 2) with n unsigned is not ambiguous
// there (rodinia's huffman/scan.cu).
#define LHF_HOST_MINMAX_MIXED(A, B, R)                                         \
  static inline __host__ R min(A a, B b) {                                     \
    return (R)b < (R)a ? (R)b : (R)a;                                          \
  }                                                                            \
  static inline __host__ R max(A a, B b) {                                     \
    return (R)a < (R)b ? (R)b : (R)a;                                          \
  }                                                                            \
  static inline __host__ R min(B a, A b) {                                     \
    return (R)b < (R)a ? (R)b : (R)a;                                          \
  }                                                                            \
  static inline __host__ R max(B a, A b) {                                     \
    return (R)a < (R)b ? (R)b : (R)a;                                          \
  }
LHF_HOST_MINMAX_MIXED(int, unsigned int, unsigned int)
LHF_HOST_MINMAX_MIXED(long, unsigned long, unsigned long)
LHF_HOST_MINMAX_MIXED(long long, unsigned long long, unsigned long long)
LHF_HOST_MINMAX_MIXED(float, double, double)
#undef LHF_HOST_MINMAX_MIXED

#include <vector_types.h>

// One scalar: T is the declared type, R the register type of the asm
// operand, C its constraint, S the PTX type suffix.
#define LHF_LD1(Fn, Op, T, R, C, S)                                            \
  static inline __device__ T Fn(const T *p) {                                  \
    R v;                                                                       \
    asm volatile("ld.global." Op "." S " %0, [%1];"                            \
                 : "=" C(v)                                                    \
                 : "l"(p));                                                    \
    return (T)v;                                                               \
  }
#define LHF_ST1(Fn, Op, T, R, C, S)                                            \
  static inline __device__ void Fn(T *p, T x) {                                \
    asm volatile("st.global." Op "." S " [%0], %1;" ::"l"(p), C((R)x)         \
                 : "memory");                                                  \
  }
#define LHF_LD2(Fn, Op, T, E, C, S)                                            \
  static inline __device__ T Fn(const T *p) {                                  \
    T v;                                                                       \
    asm volatile("ld.global." Op ".v2." S " {%0, %1}, [%2];"                   \
                 : "=" C(v.x), "=" C(v.y)                                      \
                 : "l"(p));                                                    \
    return v;                                                                  \
  }
#define LHF_ST2(Fn, Op, T, E, C, S)                                            \
  static inline __device__ void Fn(T *p, T x) {                                \
    asm volatile("st.global." Op ".v2." S " [%0], {%1, %2};" ::"l"(p),         \
                 C(x.x), C(x.y)                                                \
                 : "memory");                                                  \
  }
#define LHF_LD4(Fn, Op, T, E, C, S)                                            \
  static inline __device__ T Fn(const T *p) {                                  \
    T v;                                                                       \
    asm volatile("ld.global." Op ".v4." S " {%0, %1, %2, %3}, [%4];"           \
                 : "=" C(v.x), "=" C(v.y), "=" C(v.z), "=" C(v.w)              \
                 : "l"(p));                                                    \
    return v;                                                                  \
  }
#define LHF_ST4(Fn, Op, T, E, C, S)                                            \
  static inline __device__ void Fn(T *p, T x) {                                \
    asm volatile("st.global." Op ".v4." S " [%0], {%1, %2, %3, %4};" ::"l"(p), \
                 C(x.x), C(x.y), C(x.z), C(x.w)                                \
                 : "memory");                                                  \
  }

#define LHF_ALL_TYPES(M, Fn, Op)                                            \
  M##1(Fn, Op, char, int, "r", "s8")                                           \
  M##1(Fn, Op, signed char, int, "r", "s8")                                    \
  M##1(Fn, Op, unsigned char, unsigned int, "r", "u8")                         \
  M##1(Fn, Op, short, short, "h", "s16")                                       \
  M##1(Fn, Op, unsigned short, unsigned short, "h", "u16")                     \
  M##1(Fn, Op, int, int, "r", "s32")                                           \
  M##1(Fn, Op, unsigned int, unsigned int, "r", "u32")                         \
  M##1(Fn, Op, long, long long, "l", "s64")                                    \
  M##1(Fn, Op, unsigned long, unsigned long long, "l", "u64")                  \
  M##1(Fn, Op, long long, long long, "l", "s64")                               \
  M##1(Fn, Op, unsigned long long, unsigned long long, "l", "u64")             \
  M##1(Fn, Op, float, float, "f", "f32")                                       \
  M##1(Fn, Op, double, double, "d", "f64")                                     \
  M##2(Fn, Op, short2, short, "h", "s16")                                      \
  M##2(Fn, Op, ushort2, unsigned short, "h", "u16")                            \
  M##2(Fn, Op, int2, int, "r", "s32")                                          \
  M##2(Fn, Op, uint2, unsigned int, "r", "u32")                                \
  M##2(Fn, Op, longlong2, long long, "l", "s64")                               \
  M##2(Fn, Op, ulonglong2, unsigned long long, "l", "u64")                     \
  M##2(Fn, Op, float2, float, "f", "f32")                                      \
  M##2(Fn, Op, double2, double, "d", "f64")                                    \
  M##4(Fn, Op, short4, short, "h", "s16")                                      \
  M##4(Fn, Op, ushort4, unsigned short, "h", "u16")                            \
  M##4(Fn, Op, int4, int, "r", "s32")                                          \
  M##4(Fn, Op, uint4, unsigned int, "r", "u32")                                \
  M##4(Fn, Op, float4, float, "f", "f32")

LHF_ALL_TYPES(LHF_LD, __ldca, "ca")
LHF_ALL_TYPES(LHF_LD, __ldlu, "lu")
LHF_ALL_TYPES(LHF_ST, __stcg, "cg")
LHF_ALL_TYPES(LHF_ST, __stcs, "cs")
LHF_ALL_TYPES(LHF_ST, __stwb, "wb")

#undef LHF_ALL_TYPES
#undef LHF_LD1
#undef LHF_LD2
#undef LHF_LD4
#undef LHF_ST1
#undef LHF_ST2
#undef LHF_ST4

#endif // __cplusplus
#endif // __clang__ && __CUDA__
#endif // LHF_CUDA_COMPAT_H
