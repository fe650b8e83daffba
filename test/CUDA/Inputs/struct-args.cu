// Kernels that take their sizes and buffers in a struct passed by value.
struct Params {
  float *x;
  int n;
  float scale;
};
struct Shape {
  int rows, cols;
};

__global__ void scale(Params p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n)
    p.x[i] *= p.scale;
}

__global__ void rowsum(const float *a, float *out, Shape s) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < s.rows) {
    float acc = 0;
    for (int c = 0; c < s.cols; ++c)
      acc += a[c * s.rows + r];
    out[r] = acc;
  }
}

__global__ void unlaunched(Params p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n)
    p.x[i] = 0;
}

__global__ void guarded(Params p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n)
    p.x[i] = 1;
}

__global__ void twice(Params p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n)
    p.x[i] += 1;
}

struct Table {
  int v[1024];
};

// A __grid_constant__ array indexed at run time: constant-bank loads.
__global__ void tablesum(__grid_constant__ const Table t, int *out) {
  int s = 0;
  for (int i = 0; i < 1024; ++i)
    s += t.v[i];
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

int main(int argc, char **argv) {
  Params p;
  p.n = 1 << 20;
  p.scale = 2.0f;
  cudaMalloc(&p.x, p.n * sizeof(float));
  scale<<<(p.n + 255) / 256, 256>>>(p);
  float *a, *out;
  Shape s{4096, 512};
  rowsum<<<s.rows / 128, 128>>>(a, out, s);
  Params q;
  q.n = 1 << 10;
  twice<<<(q.n + 255) / 256, 256>>>(q);
  q.n = 1 << 12;
  twice<<<(q.n + 255) / 256, 256>>>(q);
  Params r;
  r.n = 64;
  if (argc > 1)
    r.n = 128;
  guarded<<<1, 256>>>(r);
  Table t;
  int *sums;
  tablesum<<<132, 256>>>(t, sums);
}
