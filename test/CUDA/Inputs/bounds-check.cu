// Bounds checks on the launch's sizes (test/CUDA/bounds-check.test).
__global__ void one(float *x, int N) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    x[i] = 1.0f;
}
__global__ void two(float *x, int N) {
  int nx = blockIdx.x * 32 + threadIdx.x, ny = blockIdx.y * 32 + threadIdx.y;
  if (nx < N && ny < N)
    x[ny * N + nx] = 1.0f;
}
__global__ void lastblock(float *scratch, float *out, unsigned *flag, int C) {
  __shared__ unsigned tmp_flag;
  for (int i = threadIdx.x; i < C; i += blockDim.x)
    scratch[i + C * blockIdx.x] = 1.0f;
  __threadfence();
  __syncthreads();
  if (threadIdx.x == 0)
    tmp_flag = atomicAdd(flag, 1);
  __syncthreads();
  if (tmp_flag == gridDim.x - 1) {
    for (int i = threadIdx.x; i < C; i += blockDim.x) {
      float s = 0;
      for (int j = 0; j < gridDim.x; j++)
        s += scratch[i + j * C];
      out[i] = s;
    }
  }
}

__global__ void product(float *out, const float *in, int B, int T, int C) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  int N = B * T * C;
  if (idx < N)
    out[idx] = in[idx] * 2.0f;
}

__global__ void permute(float *q, const float *inp, int B, int N, int NH,
                        int d) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < B * NH * N * d) {
    int b = idx / (NH * N * d);
    int rest = idx % (NH * N * d);
    int nh = rest / (N * d);
    rest = rest % (N * d);
    int n = rest / d;
    int dd = rest % d;
    q[idx] = inp[(b * N * 3 * NH * d) + (n * 3 * NH * d) + (nh * d) + dd];
  }
}
