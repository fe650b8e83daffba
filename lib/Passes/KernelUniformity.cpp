//===- KernelUniformity.cpp - Which values a warp's lanes share -----------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/KernelUniformity.h"

#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/TargetTransformInfoImpl.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassInstrumentation.h"

using namespace llvm;

namespace {

/// Special registers a warp's lanes read apart (their thread, their lane,
/// the clocks they sample).
bool readsThePerThreadRegister(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::nvvm_read_ptx_sreg_tid_x:
  case Intrinsic::nvvm_read_ptx_sreg_tid_y:
  case Intrinsic::nvvm_read_ptx_sreg_tid_z:
  case Intrinsic::nvvm_read_ptx_sreg_laneid:
  case Intrinsic::nvvm_read_ptx_sreg_lanemask_eq:
  case Intrinsic::nvvm_read_ptx_sreg_lanemask_le:
  case Intrinsic::nvvm_read_ptx_sreg_lanemask_lt:
  case Intrinsic::nvvm_read_ptx_sreg_lanemask_ge:
  case Intrinsic::nvvm_read_ptx_sreg_lanemask_gt:
  case Intrinsic::nvvm_read_ptx_sreg_clock:
  case Intrinsic::nvvm_read_ptx_sreg_clock64:
  case Intrinsic::nvvm_read_ptx_sreg_globaltimer:
    return true;
  default:
    return false;
  }
}

class CUDAUniformity final : public TargetTransformInfoImplBase {
public:
  explicit CUDAUniformity(const DataLayout &DL)
      : TargetTransformInfoImplBase(DL) {}

  bool hasBranchDivergence(const Function *) const override { return true; }

  InstructionUniformity
  getInstructionUniformity(const Value *V) const override {
    // A __device__ function's arguments differ by caller; a kernel's are
    // the launch's.
    if (const auto *A = dyn_cast<Argument>(V))
      return A->getParent()->getCallingConv() == CallingConv::PTX_Kernel
                 ? InstructionUniformity::Default
                 : InstructionUniformity::NeverUniform;
    const auto *I = dyn_cast<Instruction>(V);
    if (!I)
      return InstructionUniformity::Default;
    if (I->isAtomic())
      return InstructionUniformity::NeverUniform;
    // A load, as NVPTX says: lanes reading one address of global or
    // shared memory would agree, but the evaluators would then follow
    // data through joins as a value (ggml's fattn.cu: 46 s -> past 600).
    if (isa<LoadInst>(I))
      return InstructionUniformity::NeverUniform;
    if (const auto *II = dyn_cast<IntrinsicInst>(I)) {
      Intrinsic::ID ID = II->getIntrinsicID();
      if (readsThePerThreadRegister(ID))
        return InstructionUniformity::NeverUniform;
      // blockIdx, blockDim, gridDim and the other special registers a
      // warp reads alike; arithmetic (ceil, fma, umin) from its operands.
      // Whatever touches memory or the warp's other lanes (shuffles,
      // votes) stays divergent, as NVPTX says.
      if (Intrinsic::getBaseName(ID).starts_with("llvm.nvvm.read.ptx.sreg."))
        return InstructionUniformity::Default;
      if (II->doesNotAccessMemory() && !II->isConvergent())
        return InstructionUniformity::Default;
      return InstructionUniformity::NeverUniform;
    }
    if (isa<CallBase>(I))
      return InstructionUniformity::NeverUniform;
    return InstructionUniformity::Default;
  }
};

} // namespace

void lhf::registerKernelUniformity(FunctionAnalysisManager &FAM) {
  FAM.registerPass([] {
    return TargetIRAnalysis([](const Function &F) {
      return TargetTransformInfo(
          std::make_unique<CUDAUniformity>(F.getDataLayout()));
    });
  });
}

lhf::KernelUniformity::KernelUniformity() {
  registerKernelUniformity(FAM);
  FAM.registerPass([] { return DominatorTreeAnalysis(); });
  FAM.registerPass([] { return CycleAnalysis(); });
  FAM.registerPass([] { return UniformityInfoAnalysis(); });
  FAM.registerPass([] { return PassInstrumentationAnalysis(); });
}

lhf::KernelUniformity::~KernelUniformity() { FAM.clear(); }

UniformityInfo &lhf::KernelUniformity::of(Function &F) {
  return FAM.getResult<UniformityInfoAnalysis>(F);
}
