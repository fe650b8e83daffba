// vecops: two host entry points, each launching its kernel.
#ifndef VECOPS_H
#define VECOPS_H

/// The tile edge of the transpose (threads per block side).
#define VECOPS_TILE 32

void saxpy(int n, float a, const float *x, float *y);
void transpose(int rows, int cols, const float *in, float *out);

#endif
