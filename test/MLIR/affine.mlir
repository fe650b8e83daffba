// Index arithmetic before lower-affine (tiled loops mapped to threads):
// affine.apply, affine.min and affine.max are evaluated at each lane and
// costed as what lower-affine leaves. Before, they were "operation
// 'affine.apply' not modelled" and the loads "not affine in the thread
// index (data-dependent)", 1024 bytes per warp each; now 128 (coalesced),
// and the kernel lowered by lower-affine gives the same bytes with about
// the same issue (ILP 4.5 here, 4.0 lowered; 8.0 and 9.0 for `tile`).
//
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=256 grid=1024 print=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s
// RUN: mlir-opt --lower-affine %s | %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=256 grid=1024 print=1}))' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s

// CHECK-NOT: not modelled
// CHECK-NOT: data-dependent
// CHECK: Printing analysis 'LHF' for kernel 'copy':
// CHECK: seg  count
// CHECK-NEXT: 0 1.0 {{[0-9.]+}} {{[0-9.]+}} 128
// CHECK-NEXT: 1 1.0 {{[0-9.]+}} {{[0-9.]+}} 128
// CHECK: Printing analysis 'LHF' for kernel 'tile':
// CHECK: seg  count
// CHECK-NEXT: 0 1.0 {{[0-9.]+}} {{[0-9.]+}} 128
// CHECK-NEXT: 1 1.0 {{[0-9.]+}} {{[0-9.]+}} 128

#map = affine_map<(d0)[s0] -> (d0 * 256 + s0)>
#tile = affine_map<(d0)[s0] -> ((d0 * 256 + s0) floordiv 32 + (d0 * 256 + s0) mod 32)>
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %bid = gpu.block_id x
      %tid = gpu.thread_id x
      %i = affine.apply #map(%bid)[%tid]
      %j = affine.min affine_map<(d0) -> (d0, 1000000)>(%i)
      %v = memref.load %a[%j] : memref<?xf32>
      memref.store %v, %out[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @tile(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %bid = gpu.block_id x
      %tid = gpu.thread_id x
      %i = affine.apply #tile(%bid)[%tid]
      %v = memref.load %a[%i] : memref<?xf32>
      memref.store %v, %out[%tid] : memref<?xf32>
      gpu.return
    }
  }
}
