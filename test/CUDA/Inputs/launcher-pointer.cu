// Launch functions passed by pointer to the function that calls them, as
// llm.c's attention_backward passes launch_softmax_N to attention_backward1
// (which calls it through its parameter and launches a kernel of its own
// after that call, with sizes the call cannot change).
__global__ void soft1(float *p, int T) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < T)
    p[i] *= 2.0f;
}

__global__ void soft2(float *p, int T) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < T)
    p[i] += 2.0f;
}

__global__ void permute(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = -p[i];
}

void launch_soft1(float *p, int B, int T, int block_size) {
  soft1<<<dim3((T + block_size - 1) / block_size, B), block_size>>>(p, T);
}

void launch_soft2(float *p, int B, int T, int block_size) {
  soft2<<<dim3((T + block_size - 1) / block_size, B), block_size>>>(p, T);
}

template <class Launcher>
void backward(float *p, int B, int T, Launcher softmax, int block_size) {
  softmax(p, B, T, block_size);
  permute<<<B * T / block_size, block_size>>>(p, B * T);
}

void dispatch(int k, float *p, int B, int T, int block_size) {
  switch (k) {
  case 1:
    backward(p, B, T, launch_soft1, block_size);
    break;
  case 2:
    backward(p, B, T, &launch_soft2, block_size);
    break;
  }
}

int main() {
  float *p;
  cudaMalloc(&p, sizeof(float) << 20);
  dispatch(2, p, 4, 1024, 128);
  return 0;
}
