// Scoped atomics (atomicAdd_system, atomicMax_block) are NVVM intrinsics,
// selected without a memory operand.
__global__ void counters(int *c, int *hist, const int *keys) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd_system(&c[0], 1);
  atomicMax_block(&hist[i], keys[i]);
}
int main() {
  int *c, *hist, *keys;
  counters<<<1024, 256>>>(c, hist, keys);
}
