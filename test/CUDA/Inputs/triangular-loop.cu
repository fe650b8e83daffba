// A triangular nest (llm.c's attention backward: `for (t2 = 0; t2 <= t;
// t2++)` inside the loop over t): the inner loop's count moves with t.
__global__ void tri(const float *a, float *out, int T) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= T)
    return;
  float acc = 0.0f;
  for (int t = 0; t < T; t++)
#pragma unroll 1
    for (int t2 = 0; t2 <= t; t2++)
      acc += a[t * T + t2] * 0.5f;
  out[i] = acc;
}

int main() {
  float *a, *o;
  cudaMalloc(&a, sizeof(float) << 20);
  cudaMalloc(&o, sizeof(float) << 10);
  tri<<<4, 256>>>(a, o, 1024);
  return 0;
}
