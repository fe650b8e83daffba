// Two ldmatrix moves that cost differently at one source position (a macro
// expands both at its use): the IR level costs each by its lanes (16-byte
// rows 16 bytes apart: conflict-free; 128 bytes apart: all 8 rows on the
// same four banks, 8-way), but the machine level finds moves by position
// and inlining chain and cannot tell the two apart. It takes them as
// conflict-free and says so, as a lower bound, instead of guessing one.
// REQUIRES: cuda-sdk
// RUN: lhf predict %s --gpu a100-40gb --block 32 --grid 1 | FileCheck %s --check-prefix=MIR
// RUN: lhf predict %s --gpu a100-40gb --block 32 --grid 1 --level ir --all-hints | FileCheck %s --check-prefix=IR
// MIR-NOT: bank conflict
// MIR: note {{.*}}matrix-ambiguous.cu:[[#]]: ldmatrix (inline asm): moves that cost differently share this source position, so the machine level cannot tell them apart: its lanes are taken as coalesced and free of bank conflicts (a lower bound for it)
// IR: bank conflict: {{.*}}
// IR-NEXT: 8-way (ldmatrix
// IR-NOT: cannot tell them apart

__device__ __forceinline__ void ldsm(unsigned &R, unsigned Addr) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];\n"
               : "=r"(R)
               : "r"(Addr));
}

#define TWO(P, Q)                                                              \
  ldsm(R0, P);                                                                 \
  ldsm(R1, Q)

__global__ void amb(unsigned *Out) {
  __shared__ __align__(128) unsigned short T[64 * 64];
  unsigned Base = static_cast<unsigned>(__cvta_generic_to_shared(T));
  unsigned R0, R1, L = threadIdx.x % 8;
  TWO(Base + L * 16, Base + L * 128);
  Out[threadIdx.x] = R0 + R1;
}
