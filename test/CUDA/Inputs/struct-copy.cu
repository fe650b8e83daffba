// Structs copied by value (llvm.memcpy): a 12-byte one moved as three
// 4-byte moves, a 16-byte aligned one as 8-byte moves (cuda-samples'
// alignedTypes).
typedef struct { unsigned int r, g, b; } RGB32_misaligned;
typedef struct __align__(16) { unsigned int r, g, b, a; } RGBA32;
template <class TData> __global__ void testKernel(TData *d_odata, TData *d_idata, int numElements) {
  const int tid = blockDim.x * blockIdx.x + threadIdx.x;
  const int numThreads = blockDim.x * gridDim.x;
  for (int pos = tid; pos < numElements; pos += numThreads) d_odata[pos] = d_idata[pos];
}
template __global__ void testKernel<RGB32_misaligned>(RGB32_misaligned*, RGB32_misaligned*, int);
template __global__ void testKernel<RGBA32>(RGBA32*, RGBA32*, int);
