// clang compiling CUDA: one prediction per kernel, the machine level's (the
// code that runs), with file:line:col and the caret, only for the device
// job; the host job is silent. A compile that stops at IR (-emit-llvm)
// gets the IR level's prediction instead.
// REQUIRES: cuda-sdk
// RUN: clang++ -x cuda --cuda-gpu-arch=sm_90 --cuda-path=%cuda_path -O3 \
// RUN:   -fno-discard-value-names -fpass-plugin=%lhf_plugin \
// RUN:   -Rpass-analysis=lhf -mllvm -lhf-block=256 -mllvm -lhf-grid=4096 \
// RUN:   -mllvm -lhf-arg=n=1048576 -c %s -o %t.o 2>&1 | FileCheck %s
// -fplugin alone loads the machine pass only.
// RUN: clang++ -x cuda --cuda-gpu-arch=sm_90 --cuda-path=%cuda_path -O3 \
// RUN:   -fplugin=%lhf_plugin -Rpass-analysis=lhf -mllvm -lhf-block=256 \
// RUN:   -mllvm -lhf-grid=4096 -c %s -o %t.o 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MIRONLY
// The host compilation gets no remarks.
// RUN: clang++ -x cuda --cuda-host-only --cuda-path=%cuda_path -O3 \
// RUN:   -fpass-plugin=%lhf_plugin -fplugin=%lhf_plugin -Rpass-analysis=lhf \
// RUN:   -mllvm -lhf-block=256 -c %s -o %t.host.o 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HOST
// The device optimisation record. Without -o the device job writes
// <source stem>-cuda-nvptx64-nvidia-cuda-<arch>.opt.yaml and the host job
// <source stem>.opt.yaml; with -c -o k.o clang 22 gives both jobs k.opt.yaml
// and the host job overwrites the device's, so use --cuda-device-only there.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cd %t.dir && \
// RUN:   clang++ -x cuda --cuda-gpu-arch=sm_90 --cuda-path=%cuda_path -O3 \
// RUN:   -fpass-plugin=%lhf_plugin -fsave-optimization-record \
// RUN:   -foptimization-record-passes=lhf -mllvm -lhf-block=256 \
// RUN:   -mllvm -lhf-grid=4096 -c %s 2>/dev/null
// RUN: FileCheck %s --check-prefix=YAML --input-file=%t.dir/clang-cuda-nvptx64-nvidia-cuda-sm_90.opt.yaml
// RUN: FileCheck %s --check-prefix=HOSTYAML --allow-empty --input-file=%t.dir/clang.opt.yaml
// RUN: cd %t.dir && clang++ -x cuda --cuda-gpu-arch=sm_90 --cuda-path=%cuda_path \
// RUN:   -O3 --cuda-device-only -fpass-plugin=%lhf_plugin \
// RUN:   -fsave-optimization-record -foptimization-record-passes=lhf \
// RUN:   -mllvm -lhf-block=256 -c %s -o dev.o 2>/dev/null
// RUN: FileCheck %s --check-prefix=YAML --input-file=%t.dir/dev.opt.yaml
// RUN: clang++ -x cuda --cuda-gpu-arch=sm_90 --cuda-path=%cuda_path -O3 \
// RUN:   --cuda-device-only -fpass-plugin=%lhf_plugin -Rpass-analysis=lhf \
// RUN:   -mllvm -lhf-block=256 -mllvm -lhf-grid=4096 -S -emit-llvm %s \
// RUN:   -o %t.ll 2>&1 | FileCheck %s --check-prefix=EMITLLVM

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

// CHECK-NOT: [IR] kernel
// A coalesced saxpy at the DRAM roof: the throughput line says so, and no
// hint promises a gain (issue 31).
// CHECK: clang.cu:[[@LINE-9]]:1: remark: [MIR] kernel 'saxpy(int, float, float const*, float*)' on h100-sxm (guessed from target CPU sm_90; pass -lhf-gpu to choose): predicted {{[0-9]+}} cycles {{.*}}; bottleneck: memory bandwidth (DRAM {{[7-9][0-9]}}%, L2 0%, shared memory 0%, issue {{[0-9]+}}%, tensor pipe 0% of peak; occupancy 100%, 3.88 waves); 1 hint(s) under 2% of the kernel's time left out (-lhf-all-hints shows them)
// CHECK-NEXT: [[@LINE-10]] | __global__ void saxpy(
// CHECK-NEXT: | ^
// CHECK-NOT: predicted gain
// CHECK-NOT: [IR] kernel
// MIRONLY-NOT: [IR] kernel
// MIRONLY: remark: [MIR] kernel 'saxpy
// MIRONLY-NOT: [IR] kernel
// HOST-NOT: remark
// HOST-NOT: lhf
// YAML-NOT: Name: KernelPrediction{{$}}
// YAML: Name: MachineKernelPrediction
// YAML: Hotness: {{[1-9][0-9]*}}
// YAML-NOT: Name: KernelPrediction{{$}}
// HOSTYAML-NOT: lhf
// EMITLLVM-NOT: [MIR] kernel
// EMITLLVM: remark: [IR] kernel 'saxpy(int, float, float const*, float*)' on h100-sxm
// EMITLLVM-NOT: [MIR] kernel
