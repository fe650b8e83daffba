//===- Passes.td - lhf's MLIR passes -----------------------*- tablegen -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#ifndef LHF_MLIR_PASSES_TD
#define LHF_MLIR_PASSES_TD

include "mlir/Pass/PassBase.td"

def LHFAnalysis : Pass<"lhf-analysis", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Predict the cycles of each GPU kernel with the "
                "latency-hidden-factor model";
  let description = [{
    Runs the lhf performance model (docs/model.md) on every kernel of the
    gpu.module - `gpu.func ... kernel`, or `llvm.func` with `ptx_kernelcc`
    or `nvvm.kernel` - and emits remarks at the operations' locations with
    the numbers and names of the LLVM pass's remarks: one kernel remark
    ("[MLIR] kernel 'k' on <gpu> (...): predicted N cycles ..."), one remark
    per bottleneck hint at the operation behind it, one per assumption.

    The launch comes from a `gpu.launch_func` of the kernel in the enclosing
    module when its grid and block operands are constants (its constant
    integer kernel operands bind the arguments too); the options override
    it. Without a block size from either (or from `known_block_size` /
    `nvvm.reqntid`), the pass fails.

    Example:
      mlir-opt --load-pass-plugin=build/lib/LHFMLIR.so \
        --pass-pipeline='builtin.module(gpu.module(lhf-analysis{gpu=h100-sxm block=256 grid=1024}))' k.mlir
  }];
  // A kernel with affine loops is read as a copy lowered to these
  // (LowerAffine.cpp): loaded before passes run in parallel.
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::vector::VectorDialect"];
  let options = [
    Option<"gpu", "gpu", "std::string", /*default=*/"\"\"",
           "GPU description: a bundled name (gpus/*.json) or a .json path "
           "(default: from the target chip)">,
    Option<"block", "block", "std::string", /*default=*/"\"\"",
           "Block dimensions X[,Y[,Z]] (overrides gpu.launch_func)">,
    Option<"grid", "grid", "std::string", /*default=*/"\"\"",
           "Grid dimensions X[,Y[,Z]] (overrides gpu.launch_func)">,
    Option<"args", "args", "std::string", /*default=*/"\"\"",
           "Kernel argument bindings <name|index>=<int>, comma-separated, "
           "e.g. n=1024,k=4">,
    Option<"regs", "regs", "unsigned", /*default=*/"0",
           "Registers per thread (0: unknown, register limit not applied)">,
    Option<"dynamicSmem", "dynamic-smem", "uint64_t", /*default=*/"0",
           "Dynamic shared memory per block in bytes">,
    Option<"aggregate", "aggregate", "std::string", /*default=*/"\"max\"",
           "How per-warp exposed latencies add up: max, paper or sim (the reference simulator)">,
    Option<"defaultTrip", "default-trip", "unsigned", /*default=*/"16",
           "Trip count assumed for loops whose count is unknown">,
    Option<"allHints", "all-hints", "bool", /*default=*/"false",
           "Also the hints whose gain is under 2% of the kernel's time">,
    Option<"print", "print", "bool", /*default=*/"false",
           "Also print the full breakdown (as print<lhf>) to stderr">,
  ];
}

#endif // LHF_MLIR_PASSES_TD
