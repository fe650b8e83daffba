// A kernel template over a device function (ggml's unary_op_kernel<op, T>):
// its instances' names have a '(' inside their template arguments.
__device__ float twice(float x) { return 2.0f * x; }
__device__ float halve(float x) { return 0.5f * x; }

template <float (*op)(float), typename T>
__global__ void apply(const T *x, T *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = (T)op((float)x[i]);
}

void run(const float *x, float *y) {
  apply<twice, float><<<64, 256>>>(x, y, 16384);
  apply<halve, float><<<32, 256>>>(x, y, 8192);
}
