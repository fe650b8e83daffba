// Launches of one kernel with other arguments, blocks and grids
// (test/CUDA/launch-reuse.test): each launch's prediction is the one it
// gets alone (-DONE: the last launch of each kernel only).
__global__ void strided(const float *a, float *b, int n, int s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0;
  for (int j = 0; j < n; ++j) acc += a[i * s + j];
  b[i] = acc;
}
__global__ void gridstride(const float *a, float *b, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    b[i] = 2 * a[i];
}
__global__ void gather(const int *idx, const float *a, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) b[i] = a[idx[i]];
}
__global__ void tile2d(const float *a, float *b, int w) {
  __shared__ float t[32][33];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  for (int k = 0; k < 32; k += blockDim.y) t[threadIdx.y + k][threadIdx.x] = a[(y + k) * w + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x; y = blockIdx.x * 32 + threadIdx.y;
  for (int k = 0; k < 32; k += blockDim.y) b[(y + k) * w + x] = t[threadIdx.x][threadIdx.y + k];
}
#ifndef ONE
void run(const float *a, float *b, const int *idx, int n, int m) {
  strided<<<64, 256>>>(a, b, 16, 1);
  strided<<<64, 256>>>(a, b, 16, 33);
  strided<<<128, 128>>>(a, b, 64, 33);
  strided<<<64, 256>>>(a, b, n, 1);
  gridstride<<<100, 256>>>(a, b, 1 << 20);
  gridstride<<<100, 512>>>(a, b, 1 << 20);
  gridstride<<<400, 256>>>(a, b, 1 << 22);
  gather<<<(n + 255) / 256, 256>>>(idx, a, b, n);
  gather<<<1000, 256>>>(idx, a, b, 256000);
  gather<<<1000, 128>>>(idx, a, b, 128000);
  tile2d<<<dim3(64, 64), dim3(32, 8)>>>(a, b, 2048);
  tile2d<<<dim3(64, 64), dim3(32, 32)>>>(a, b, 2048);
  tile2d<<<dim3(32, 32), dim3(32, 8)>>>(a, b, 1024);
}
#else
void run(const float *a, float *b, const int *idx, int n, int m) {
  strided<<<64, 256>>>(a, b, 16, 33);
  gridstride<<<400, 256>>>(a, b, 1 << 22);
  gather<<<1000, 128>>>(idx, a, b, 128000);
  tile2d<<<dim3(32, 32), dim3(32, 8)>>>(a, b, 1024);
}
#endif
