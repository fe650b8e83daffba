// A bounds test on the global index, with a grid of twice the data (as
// test/CUDA/block-index.test at the LLVM levels): block 0 is all inside,
// the second half of the grid all outside. Asked at block 0 alone, every
// warp loaded and stored (128 bytes each); now the last block, the middle
// one and 8 spread between them are asked too, and over the grid's 3.9
// waves their work adds up: half the warps, 64 bytes each on average.
// Within one wave (a quarter of the grid) the slowest block sets the
// time: the side runs where any block runs it.
//
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=256 grid=4096 args=2=524288 print=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WAVES
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=256 grid=1024 args=2=131072 print=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WAVE

// WAVES: Printing analysis 'LHF' for kernel 'half_grid':
// WAVES: seg  count
// WAVES-NEXT: 0 1.0 {{[0-9.]+}} {{[0-9.]+}} 64
// WAVE: Printing analysis 'LHF' for kernel 'half_grid':
// WAVE: seg  count
// WAVE-NEXT: 0 1.0 {{[0-9.]+}} {{[0-9.]+}} 128

module attributes {gpu.container_module} {
  gpu.module @blocks {
    gpu.func @half_grid(%a: memref<?xf32>, %out: memref<?xf32>, %n: index) kernel {
      %i = gpu.global_id x
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %v = memref.load %a[%i] : memref<?xf32>
        memref.store %v, %out[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
}
