// LLVM and NVVM dialect bodies: loads and stores by address space (1
// global, 3 shared, 4 constant, 5 local; generic pointers traced to their
// object), nvvm.barrier0 ending a sync segment, static shared memory from
// addr_space 3 globals, and the GPU guessed from the kernel's target_cpu.
// Two gpu.modules are analysed in parallel, each with its own launch.
//
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{block=256 grid=512 print=1}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %mlir-opt-lhf --mlir-disable-threading --pass-pipeline='builtin.module(gpu.module(lhf-analysis{block=256 grid=512}))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARKS

// CHECK: remark: [MLIR] kernel 'spaces' on a100-40gb (guessed from target chip sm_80; pass gpu= to choose): predicted
// CHECK-LABEL: remark: Printing analysis 'LHF' for kernel 'spaces':
// CHECK: launch: block (256,1,1) grid (512,1,1) smem 1024+0 bytes
// The global load is waited for at the shared store (segment 0), the
// barrier ends segment 1, the shared and constant loads are waited for at
// the multiply (segment 2), the local load at the final store (segment 3).
// CHECK: segments: 5 static, NBB=5.00
// CHECK-NEXT: seg
// CHECK-NEXT: 0 {{.*}} con wait:global entry
// CHECK-NEXT: 1 {{.*}} sync entry
// The shared load (29 cycles) and the constant load (34, the A100's
// measured constant cache) share a segment: it waits for the longer.
// CHECK-NEXT: 2 {{.*}} con wait:constant entry
// A 4-byte private array of the 1280 threads resident on an SM (5 blocks:
// 512 blocks on 108 SMs) fits L1:
// CHECK-NEXT: 3 {{.*}} con wait:l1 entry
// CHECK-NEXT: 4 {{.*}} con bw-bound entry
// CHECK: accesses (per warp request):
// CHECK-NEXT: load of float global at line [[@LINE+26]]:{{[0-9]+}}: 128 B in 4 sectors
// CHECK-NEXT: store of float shared at line [[@LINE+29]]:{{[0-9]+}}: 128 B in 1 bank passes
// CHECK-NEXT: load of float shared at line [[@LINE+30]]:{{[0-9]+}}: 128 B in 1 bank passes
// CHECK-NEXT: load of float constant at line [[@LINE+32]]:{{[0-9]+}}:
// CHECK-NEXT: store of float local at line [[@LINE+34]]:{{[0-9]+}}:
// CHECK-NEXT: load of float local at line [[@LINE+34]]:{{[0-9]+}}: {{.*}}l1 (4 B of local memory per thread, 5.0 KiB for 1280 resident threads, fits L1 (192 KiB))
// CHECK-NEXT: store of float global at line [[@LINE+35]]:{{[0-9]+}}:
// The other module, analysed on another thread, reports after this one.
// CHECK: remark: [MLIR] kernel 'other' on h100-sxm (guessed from target chip sm_90; pass gpu= to choose): predicted
//
// REMARKS: remark: [MLIR] kernel 'spaces' on a100-40gb
// REMARKS: remark: [MLIR] kernel 'other' on h100-sxm

module {
  gpu.module @nvvm_kernels {
    llvm.mlir.global internal @tile() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.mlir.global internal constant @coeffs(dense<1.0> : tensor<256xf32>) {addr_space = 4 : i32} : !llvm.array<256 x f32>
    llvm.func ptx_kernelcc @spaces(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>)
        attributes {target_cpu = "sm_80"} {
      %one = llvm.mlir.constant(1 : i32) : i32
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %bid = nvvm.read.ptx.sreg.ctaid.x : i32
      %bdim = nvvm.read.ptx.sreg.ntid.x : i32
      %base = llvm.mul %bid, %bdim : i32
      %i = llvm.add %base, %tid : i32
      %pin = llvm.getelementptr %in[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %x = llvm.load %pin : !llvm.ptr<1> -> f32
      %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
      %generic = llvm.addrspacecast %tile : !llvm.ptr<3> to !llvm.ptr
      %slot = llvm.getelementptr %generic[0, %tid] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<256 x f32>
      llvm.store %x, %slot : f32, !llvm.ptr
      nvvm.barrier0
      %y = llvm.load %slot : !llvm.ptr -> f32
      %coeffs = llvm.mlir.addressof @coeffs : !llvm.ptr<4>
      %pc = llvm.getelementptr %coeffs[0, %tid] : (!llvm.ptr<4>, i32) -> !llvm.ptr<4>, !llvm.array<256 x f32>
      %k = llvm.load %pc : !llvm.ptr<4> -> f32
      %yk = llvm.fmul %y, %k : f32
      %priv = llvm.alloca %one x f32 : (i32) -> !llvm.ptr<5>
      llvm.store %yk, %priv : f32, !llvm.ptr<5>
      %z = llvm.load %priv : !llvm.ptr<5> -> f32
      %pout = llvm.getelementptr %out[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %z, %pout : f32, !llvm.ptr<1>
      llvm.return
    }
  }
  gpu.module @other [#nvvm.target<chip = "sm_90">] {
    llvm.func @other(%out: !llvm.ptr<1>) attributes {nvvm.kernel} {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %f = llvm.sitofp %tid : i32 to f32
      %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %f, %p : f32, !llvm.ptr<1>
      llvm.return
    }
  }
}
