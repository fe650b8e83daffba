; The machine pass inside a normal llc run: remarks, and the PTX is
; byte-identical to a run without the plugin.
; RUN: llc -march=nvptx64 -mcpu=sm_90 -O3 %examples/matmul_naive.ll -o %t.plain.ptx
; RUN: llc -march=nvptx64 -mcpu=sm_90 -O3 -load=%lhf_plugin \
; RUN:   %examples/matmul_naive.ll -o %t.lhf.ptx -pass-remarks-analysis=lhf \
; RUN:   -lhf-block=16,16 -lhf-grid=64,64 -lhf-arg=wA=1024 2>&1 | FileCheck %s
; RUN: cmp %t.plain.ptx %t.lhf.ptx
; RUN: llc -march=nvptx64 -mcpu=sm_90 -O3 -load=%lhf_plugin \
; RUN:   %examples/matmul_naive.ll -o /dev/null -lhf-block=16,16 \
; RUN:   -lhf-grid=64,64 -lhf-arg=wA=1024 -pass-remarks-output=%t.yaml \
; RUN:   -pass-remarks-filter=lhf
; RUN: FileCheck %s --check-prefix=YAML --input-file=%t.yaml
; Without a remark consumer the pass says nothing.
; RUN: llc -march=nvptx64 -mcpu=sm_90 -O3 -load=%lhf_plugin \
; RUN:   %examples/matmul_naive.ll -o /dev/null 2>&1 | count 0

; The GPU is guessed from -mcpu and the guess is said; registers are an
; estimate and say so.
; CHECK: remark: matmul_naive.cu:6:0: [MIR] kernel 'matmul_naive(float const*, float const*, float*, int, int)' on h100-sxm (guessed from target CPU sm_90; pass -lhf-gpu to choose): predicted
; CHECK-SAME: NBB 1025, registers {{[0-9]+}} (estimate: max live virtual registers)
; CHECK: remark: matmul_naive.cu:6:0: assumed: registers per thread estimated at

; YAML: --- !Analysis
; YAML-NEXT: Pass: lhf
; YAML-NEXT: Name: MachineKernelPrediction
; YAML: - Level: MIR
; YAML: - PredictedCycles: '{{[0-9]+}}'
; YAML: - TimeOneRep:
; YAML: - RepNum:
; YAML: - TLP: '8'
; YAML: - BLP:
; YAML: - BLPLimiter:
; YAML: - NBB: '1025'
; YAML: - Bottleneck:
