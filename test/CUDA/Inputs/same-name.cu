// A wrapper whose parameter has the name of the caller's variable that it
// is passed (issue 32): `int n = 4096; ... run(C, n);`.
__global__ void fill(float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n * n)
    c[i] = 0;
}

void run(float *c, int n) {
  dim3 block(16, 16);
  dim3 grid(n / 16, n / 16);
  fill<<<grid, block>>>(c, n);
}

int main() {
  int n = 4096;
  float *c;
  cudaMalloc(&c, sizeof(float) * n * n);
  run(c, n);
  return 0;
}

// Its expression, through a member function called in a loop
// (Learn-CUDA-Programming's pipelining: async_operation(..., size /
// num_operator, ...) to a parameter named size).
class Op {
public:
  void run(float *x, const int n);
};
void Op::run(float *x, const int n) {
  fill<<<n / 256, 256>>>(x, n / 16);
}
void split(float *x) {
  int n = 1 << 24, parts = 4;
  Op *ops = new Op[parts];
  for (int i = 0; i < parts; i++)
    ops[i].run(x, n / parts);
}
