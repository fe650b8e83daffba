; Bad input gets one clear line, never a crash.
; RUN: not %opt-lhf -passes=lhf-analysis -lhf-gpu=gtx9999 -lhf-block=64 \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=GPU
; GPU: error: lhf: kernel 'k': unknown GPU 'gtx9999' (known: a100-40gb, a100-80gb, {{.*}}tesla-c1060{{.*}})
;
; RUN: not %opt-lhf -passes=lhf-analysis -lhf-gpu=v100 -disable-output %s \
; RUN:   2>&1 | FileCheck %s --check-prefix=NOBLOCK
; NOBLOCK: error: lhf: kernel 'k': missing launch information: no block size; pass -lhf-block=X[,Y[,Z]]
;
; print<lhf> prints the error and fails too.
; RUN: not %opt-lhf -passes='print<lhf>' -lhf-gpu=v100 -disable-output %s \
; RUN:   2>&1 | FileCheck %s --check-prefix=PRINT
; PRINT: error: missing launch information: no block size
; PRINT: error: lhf: kernel 'k': missing launch information
;
; RUN: not %opt-lhf -passes=lhf-analysis -lhf-gpu=v100 -lhf-block=0,4 \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=ZERO
; ZERO: error: lhf: kernel 'k': invalid -lhf-block '0,4': dimensions must be positive
;
; RUN: not %opt-lhf -passes=lhf-analysis -lhf-gpu=v100 -lhf-block=32 \
; RUN:   -lhf-arg=m=3 -disable-output %s 2>&1 | FileCheck %s --check-prefix=ARG
; ARG: error: lhf: kernel 'k': -lhf-arg: kernel 'k' has no parameter 'm'; parameters: 0:p, 1:n
;
; RUN: not %opt-lhf -passes=lhf-analysis -lhf-gpu=v100 -lhf-block=32 \
; RUN:   -lhf-arg=n -disable-output %s 2>&1 | FileCheck %s --check-prefix=ARGFMT
; ARGFMT: error: lhf: kernel 'k': invalid -lhf-arg 'n': expected <param-name|index>=<integer>
;
; RUN: not %opt-lhf -passes=lhf-analysis -lhf-gpu=%S/Inputs/bad-gpu.json \
; RUN:   -lhf-block=32 -disable-output %s 2>&1 | FileCheck %s --check-prefix=BADGPU
; BADGPU: error: lhf: kernel 'k': {{.*}}bad-gpu.json: sm_count.source: missing: every number needs a source citation
;
; No GPU option and a target CPU with no bundled GPU.
; RUN: not %opt-lhf -passes=lhf-analysis -lhf-block=32 -disable-output %s \
; RUN:   2>&1 | FileCheck %s --check-prefix=NOCPU
; NOCPU: error: lhf: kernel 'k': no -lhf-gpu given and no bundled GPU for target CPU 'sm_52'; pass -lhf-gpu=<name>
;
; A block the GPU cannot run is a prediction that says so, not an error.
; RUN: %opt-lhf -passes=lhf-analysis -lhf-gpu=v100 -lhf-block=2048 \
; RUN:   -disable-output %s -pass-remarks-analysis=lhf 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LAUNCH
; LAUNCH: remark: <unknown>:0:0: [IR] kernel 'k' on v100 (-lhf-gpu): cannot launch: block (2048,1,1) exceeds the maximum block dimensions (1024,1024,64); bottleneck: cannot launch
; RUN: %opt-lhf -passes=lhf-analysis -lhf-gpu=v100 -lhf-block=256 \
; RUN:   -lhf-dynamic-smem=200000 -disable-output %s \
; RUN:   -pass-remarks-analysis=lhf 2>&1 | FileCheck %s --check-prefix=SMEM
; SMEM: cannot launch: a block needs 200000 bytes of shared memory, the limit is 98304

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) #0 {
  store i32 %n, ptr addrspace(1) %p
  ret void
}

attributes #0 = { "target-cpu"="sm_52" }
