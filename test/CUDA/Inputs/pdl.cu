// Programmatic dependent launch, as ggml's kernels use it: the trigger for
// the next grid first, the wait for the one before it ahead of the loads.
__global__ void scale(const float *x, float *y, int n) {
  cudaTriggerProgrammaticLaunchCompletion();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  cudaGridDependencySynchronize();
  if (i < n)
    y[i] = 2.0f * x[i];
}
