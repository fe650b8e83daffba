//===- KernelInfo.cpp - Kernels, parameters, locations of MLIR code -------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the MLIR front end and pass need to know about a kernel before its
/// body: whether an operation is one, its parameters and their names, and
/// where in the user's source an MLIR location points.
///
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/Evaluator.h"

#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Location.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using llvm::StringRef;

namespace lhf {

bool isMLIRKernel(Operation *Op) {
  if (Op->getNumRegions() == 0 || Op->getRegion(0).empty())
    return false;
  StringRef N = opName(Op);
  if (N == "gpu.func")
    return Op->hasAttr("gpu.kernel");
  if (N != "llvm.func")
    return false;
  if (Op->hasAttr("nvvm.kernel"))
    return true;
  Attribute C = Op->getAttr("CConv");
  if (!C)
    return false;
  std::string S;
  llvm::raw_string_ostream OS(S);
  C.print(OS);
  return StringRef(S).contains("ptx_kernel");
}

unsigned mlirNumParams(Operation *Kernel) {
  if (opName(Kernel) == "gpu.func")
    if (auto T = Kernel->getAttrOfType<TypeAttr>("function_type"))
      if (auto FT = dyn_cast<FunctionType>(T.getValue()))
        return FT.getNumInputs();
  if (Kernel->getNumRegions() == 0 || Kernel->getRegion(0).empty())
    return 0;
  return Kernel->getRegion(0).front().getNumArguments();
}

std::vector<std::string> mlirParamNames(Operation *Kernel) {
  unsigned N = mlirNumParams(Kernel);
  std::vector<std::string> Names(N);
  if (Kernel->getNumRegions() == 0 || Kernel->getRegion(0).empty())
    return Names;
  Block &Entry = Kernel->getRegion(0).front();
  for (unsigned I = 0; I < N && I < Entry.getNumArguments(); ++I) {
    Location L = Entry.getArgument(I).getLoc();
    // A name location, possibly inside a fused one.
    if (auto NL = dyn_cast<NameLoc>(L))
      Names[I] = NL.getName().str();
    else if (auto FL = dyn_cast<FusedLoc>(L))
      for (Location S : FL.getLocations())
        if (auto NL = dyn_cast<NameLoc>(S)) {
          Names[I] = NL.getName().str();
          break;
        }
  }
  // Debug-info variables with an argument number.
  Kernel->walk([&](Operation *Op) {
    StringRef Name = opName(Op);
    if (Name != "llvm.intr.dbg.value" && Name != "llvm.intr.dbg.declare")
      return;
    auto V = Op->getAttrOfType<LLVM::DILocalVariableAttr>("varInfo");
    if (V && V.getArg() && V.getArg() <= N && V.getName())
      Names[V.getArg() - 1] = V.getName().str();
  });
  return Names;
}

static SourceLoc userLoc(LocationAttr L, unsigned Depth) {
  SourceLoc R;
  if (!L || Depth > 16)
    return R;
  if (auto CS = dyn_cast<CallSiteLoc>(L)) {
    // Code inlined from headers (threadIdx.x and friends): the outermost
    // call site, as the IR front end reports it.
    R = userLoc(CS.getCaller(), Depth + 1);
    return R.valid() ? R : userLoc(CS.getCallee(), Depth + 1);
  }
  if (auto F = dyn_cast<FileLineColLoc>(L)) {
    R.File = F.getFilename().str();
    R.Line = F.getLine();
    R.Col = F.getColumn();
    return R;
  }
  if (auto N = dyn_cast<NameLoc>(L))
    return userLoc(N.getChildLoc(), Depth + 1);
  if (auto FL = dyn_cast<FusedLoc>(L)) {
    for (Location S : FL.getLocations())
      if ((R = userLoc(S, Depth + 1)).valid())
        return R;
    return R;
  }
  if (auto O = dyn_cast<OpaqueLoc>(L))
    return userLoc(O.getFallbackLocation(), Depth + 1);
  return R;
}

SourceLoc mlirUserLoc(Location L) { return userLoc(L, 0); }

} // namespace lhf
