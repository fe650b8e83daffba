// The MLIR and LLVM front ends agree on a kernel of the corpus: STREAM
// Copy (test/Inputs/corpus/stream.cu) written by hand in the LLVM and NVVM
// dialects, instruction for instruction what clang -O3 makes of it
// (stream.ll): the same launch gives the same prediction, number for
// number (tolerance 0; at the time of writing 125769 cycles on h100-sxm).
//
// RUN: %opt-lhf -passes=lhf-analysis -lhf-gpu=h100-sxm -lhf-block=256 \
// RUN:   -lhf-grid=1728 -lhf-arg=n=16777216 -disable-output \
// RUN:   -pass-remarks-analysis=lhf -lhf-all-hints %S/../Inputs/corpus/stream.ll \
// RUN:   2> %t.ir
// RUN: %mlir-opt-lhf --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=256 grid=1728 args=n=16777216 all-hints=true}))' \
// RUN:   %s -o /dev/null 2> %t.mlir
// RUN: cat %t.ir %t.mlir | FileCheck %s
// RUN: %python %S/Inputs/agree.py --tolerance 0 %t.ir %t.mlir \
// RUN:   | FileCheck %s --check-prefix=AGREE
//
// The same numbers and names in both remarks:
// CHECK: [IR] kernel 'stream_copy(float const*, float*, int)' on h100-sxm (-lhf-gpu): predicted [[CYC:[0-9]+]] cycles ([[US:[0-9.]+]] us) = TimeOneRep [[ONE:[0-9]+]] x RepNum [[REP:[0-9]+]] (the last, part-full wave [[LAST:[0-9]+]]); TLP [[TLP:[0-9]+]], BLP [[BLP:[0-9]+]] (limited by [[LIM:[a-z ]+]]), W [[W:[0-9]+]], NBB [[NBB:[0-9]+]], registers 0 (unknown, register limit not applied); bottleneck: [[BN:[a-z ]+]]
// CHECK: stream-copy.mlir:[[@LINE+16]]:5: remark: [MLIR] kernel 'stream_copy(float const*, float*, int)' on h100-sxm (gpu option): predicted [[CYC]] cycles ([[US]] us) = TimeOneRep [[ONE]] x RepNum [[REP]] (the last, part-full wave [[LAST]]); TLP [[TLP]], BLP [[BLP]] (limited by [[LIM]]), W [[W]], NBB [[NBB]], registers 0 (unknown, register limit not applied); bottleneck: [[BN]]
// A coalesced copy: no hint gains 2% (all-hints shows the small one, on
// the loop's first operation):
// CHECK-NEXT: llvm.func ptx_kernelcc
// CHECK: stream-copy.mlir:[[@LINE+32]]:{{[0-9]+}}: remark: index arithmetic: 57% of the issue of segment 1
// CHECK: remark: assumed: loop trip count 38 depends on the thread; evaluated for thread 0 of block 0
// CHECK: remark: assumed: registers per thread unknown
//
// AGREE: stream_copy on h100-sxm: IR [[CYC:[0-9]+]] cycles (NBB 39), MLIR [[CYC]] cycles (NBB 39), difference 0.00% (tolerance 0%)
// AGREE-NEXT: AGREE

// for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
//      i += blockDim.x * gridDim.x)
//   c[i] = a[i];
module {
  gpu.module @stream {
    llvm.func ptx_kernelcc @_Z11stream_copyPKfPfi(%a: !llvm.ptr loc("a"),
        %c: !llvm.ptr loc("c"), %n: i32 loc("n")) {
      %bid = nvvm.read.ptx.sreg.ctaid.x : i32
      %bdim = nvvm.read.ptx.sreg.ntid.x : i32
      %0 = llvm.mul %bid, %bdim : i32
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %i0 = llvm.add %0, %tid : i32
      %guard = llvm.icmp "slt" %i0, %n : i32
      llvm.cond_br %guard, ^preheader, ^exit
    ^preheader:
      %gdim = nvvm.read.ptx.sreg.nctaid.x : i32
      %stride = llvm.mul %bdim, %gdim : i32
      llvm.br ^body(%i0 : i32)
    ^exit:
      llvm.return
    ^body(%i: i32):
      %idx = llvm.sext %i : i32 to i64
      %pa = llvm.getelementptr inbounds %a[%idx] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> f32
      %pc = llvm.getelementptr inbounds %c[%idx] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %v, %pc {alignment = 4 : i64} : f32, !llvm.ptr
      %next = llvm.add %i, %stride : i32
      %more = llvm.icmp "slt" %next, %n : i32
      llvm.cond_br %more, ^body(%next : i32), ^exit
    }
  }
}
