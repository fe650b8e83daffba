// The kernels of a project whose launches are in another file (issue 32).
template <typename T> __global__ void scale(T *x, T a, int n);
__global__ void fill(float *x, int n);
