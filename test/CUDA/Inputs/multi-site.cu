// A launch whose sizes are the parameters of a function called from two
// places (issue 32; llm.c's attention_backward1 is called once per softmax
// variant): one launch per call, each with that call's sizes. The function
// is a template: its own body is not a launch, its instance is.
__global__ void fill(float *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    o[i] = 0;
}

void first(float *) {}
void second(float *) {}

template <class Step> void stage(float *o, int n, int bs, Step step) {
  fill<<<(n + bs - 1) / bs, bs>>>(o, n);
  step(o);
}

int main() {
  float *o;
  cudaMalloc(&o, (1 << 20) * sizeof(float));
  stage(o, 1 << 20, 128, first);
  stage(o, 1 << 16, 256, second);
  return 0;
}
