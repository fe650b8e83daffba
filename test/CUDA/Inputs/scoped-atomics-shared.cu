// A block-scoped atomic on shared memory (a per-block histogram).
__global__ void blockhist(const int *keys, int *out) {
  __shared__ int h[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  h[threadIdx.x] = 0;
  __syncthreads();
  atomicAdd_block(&h[keys[i] & 255], 1);
  __syncthreads();
  out[i] = h[threadIdx.x];
}
int main() { int *k, *o; blockhist<<<1024, 256>>>(k, o); }
