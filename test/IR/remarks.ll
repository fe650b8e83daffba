; The remarks a user sees, and the same numbers in the YAML record.
; RUN: %opt-lhf -lhf-analysis -lhf-gpu=tesla-c1060 -lhf-block=16,16 \
; RUN:   -lhf-grid=16,16 -lhf-arg=wA=256 -lhf-regs=10 -disable-output \
; RUN:   %examples/matmul_naive.ll -pass-remarks-analysis=lhf 2>&1 \
; RUN:   | FileCheck %s
; RUN: %opt-lhf -passes=lhf-analysis -lhf-gpu=tesla-c1060 -lhf-block=16,16 \
; RUN:   -lhf-grid=16,16 -lhf-arg=wA=256 -lhf-regs=10 -disable-output \
; RUN:   %examples/matmul_naive.ll -pass-remarks-output=%t.yaml \
; RUN:   -pass-remarks-filter=lhf
; RUN: FileCheck %s --check-prefix=YAML --input-file=%t.yaml
; The remark is off unless asked for.
; RUN: %opt-lhf -passes=lhf-analysis -lhf-gpu=tesla-c1060 -lhf-block=16,16 \
; RUN:   -lhf-grid=16,16 -disable-output %examples/matmul_naive.ll 2>&1 \
; RUN:   | count 0

; CHECK: remark: matmul_naive.cu:6:0: [IR] kernel 'matmul_naive(float const*, float const*, float*, int, int)' on tesla-c1060 (-lhf-gpu): predicted [[CYC:[0-9]+]] cycles ([[US:[0-9.]+]] us) = TimeOneRep [[ONE:[0-9]+]] x RepNum 3 (the last, part-full wave {{[0-9]+}}); TLP 8, BLP 4 (limited by warps), W 32, NBB 257, registers 10 (option); bottleneck: memory bandwidth
; CHECK-SAME: (DRAM 93%, L2 0%, shared memory 0%, issue 15%, tensor pipe 0% of peak; occupancy 100%, 2.13 waves)
; The hint at its access, with its gain as a share and in microseconds:
; CHECK: remark: matmul_naive.cu:11:12: partition camping: the blocks running at once reach 2 of the 8 DRAM partitions through this access (load of float global at line 11:{{[0-9]+}}): {{.*}}; predicted gain {{[0-9]+\.[0-9]}}% = {{[0-9]+\.[0-9]+}} us ({{[0-9]+}} cycles)

; YAML: --- !Analysis
; YAML-NEXT: Pass: lhf
; YAML-NEXT: Name: KernelPrediction
; YAML-NEXT: DebugLoc: { File: matmul_naive.cu, Line: 6, Column: 0 }
; YAML-NEXT: Function: _Z12matmul_naivePKfS0_Pfii
; YAML-NEXT: Hotness: [[CYC:[0-9]+]]
; YAML: - PredictedCycles: '[[CYC]]'
; YAML: - PredictedTimeUs: '{{[0-9.]+}}'
; YAML: - TimeOneRep: '{{[0-9]+}}'
; YAML: - RepNum: '3'
; YAML: - TLP: '8'
; YAML: - BLP: '4'
; YAML: - BLPLimiter: warps
; YAML: - NBB: '257'
; YAML: - Bottleneck: memory bandwidth
; YAML: Name: BottleneckHint
; YAML: Hotness: [[GAIN:[0-9]+]]
; YAML: - Fix: partition camping
; YAML: - PredictedGainPercent: '{{[0-9.]+}}'
; YAML: - PredictedGainUs: '{{[0-9.]+}}'
; YAML: - PredictedGain: '[[GAIN]]'
