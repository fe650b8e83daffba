// One thread per row walks its row element by element (llm.c's
// layernorm_forward_kernel1 does so for a 768-float row): each lane's next
// 7 elements are in the sector it just read, whatever the rows' 64 MiB.
__global__ void rowsum(const float *x, float *out, int N, int C) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N)
    return;
  const float *row = x + (long)i * C;
  float s = 0.0f;
#pragma unroll 1
  for (int c = 0; c < C; c++)
    s += row[c];
  out[i] = s;
}

int main() {
  float *x, *o;
  cudaMalloc(&x, sizeof(float) << 24);
  cudaMalloc(&o, sizeof(float) << 14);
  rowsum<<<64, 256>>>(x, o, 16384, 1024);
  return 0;
}
