//===- MatrixCosts.cpp - NVVM matrix and asynchronous-copy operations ----===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The MLIR front end's tensor-core and asynchronous-copy operations: the
/// NVVM dialect's own (`nvvm.mma.sync`, `nvvm.ldmatrix`, `nvvm.cp.async.*`,
/// `nvvm.wgmma.*`, `nvvm.mbarrier.*`), the NVVM intrinsics called by name
/// and inline PTX. Each is spelled as the name or PTX statement the model's
/// classifier reads (lib/Model/MatrixOps.cpp), so that all three front
/// ends cost them alike; the attributes that the IR level finds in an
/// intrinsic's name (shape, types, how many matrices) come from the op.
///
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/Builder.h"
#include "lhf/MLIR/MLIRFrontEnd.h"
#include "lhf/Model/MatrixOps.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using llvm::formatv;
using llvm::StringRef;

namespace lhf {

namespace {

std::optional<int64_t> constantOf(Value V) {
  llvm::APInt C;
  if (V && matchPattern(V, m_ConstantInt(&C)) && C.getSignificantBits() <= 64)
    return C.getSExtValue();
  return std::nullopt;
}

/// The first element type of an LLVM struct or vector result (an mma's
/// accumulator), as a PTX type token.
std::string accumulatorType(Type T) {
  if (auto S = dyn_cast<LLVM::LLVMStructType>(T))
    if (!S.getBody().empty())
      T = S.getBody().front();
  if (auto V = dyn_cast<VectorType>(T))
    T = V.getElementType();
  if (T.isF16())
    return "f16";
  if (T.isF64())
    return "f64";
  if (T.isInteger(32))
    return "s32";
  return "f32";
}

std::string shapeToken(unsigned M, unsigned N, unsigned K) {
  return formatv("m{0}n{1}k{2}", M, N, K).str();
}

/// The PTX statement (mnemonic and, where the classifier reads them,
/// operands) that an NVVM dialect matrix or copy operation stands for;
/// nullopt for every other operation.
std::optional<std::string> ptxOf(Operation &Op) {
  if (auto Mma = dyn_cast<NVVM::MmaOp>(Op)) {
    NVVM::MMAShapeAttr Sh = Mma.getShape();
    std::optional<NVVM::MMATypes> A = Mma.getMultiplicandAPtxType();
    return formatv("mma.sync.aligned.{0}.{1}.{2}",
                   shapeToken(Sh.getM(), Sh.getN(), Sh.getK()),
                   NVVM::stringifyMMATypes(Mma.accumPtxType()),
                   A ? NVVM::stringifyMMATypes(*A) : StringRef("f16"))
        .str();
  }
  if (auto W = dyn_cast<NVVM::WMMAMmaOp>(Op))
    return formatv("wmma.mma.sync.aligned.{0}.{1}.{2}",
                   shapeToken(W.getM(), W.getN(), W.getK()),
                   accumulatorType(W.getRes().getType()),
                   NVVM::stringifyMMATypes(W.getEltypeA()))
        .str();
  if (auto W = dyn_cast<NVVM::WMMALoadOp>(Op))
    return formatv("wmma.load.{0}.sync.aligned.{1}.{2}",
                   NVVM::stringifyMMAFrag(W.getFrag()),
                   shapeToken(W.getM(), W.getN(), W.getK()),
                   NVVM::stringifyMMATypes(W.getEltype()))
        .str();
  if (auto W = dyn_cast<NVVM::WMMAStoreOp>(Op))
    return formatv("wmma.store.d.sync.aligned.{0}.{1}",
                   shapeToken(W.getM(), W.getN(), W.getK()),
                   NVVM::stringifyMMATypes(W.getEltype()))
        .str();
  if (auto L = dyn_cast<NVVM::LdMatrixOp>(Op))
    return formatv("ldmatrix.sync.aligned.x{0}", L.getNum()).str();
  if (auto S = dyn_cast<NVVM::StMatrixOp>(Op))
    return formatv("stmatrix.sync.aligned.x{0}", S.getSources().size()).str();
  if (auto C = dyn_cast<NVVM::CpAsyncOp>(Op))
    return formatv("cp.async.shared.global [], [], {0}", C.getSize()).str();
  if (auto W = dyn_cast<NVVM::CpAsyncWaitGroupOp>(Op))
    return formatv("cp.async.wait_group {0}", W.getN()).str();
  if (isa<NVVM::CpAsyncCommitGroupOp>(Op))
    return std::string("cp.async.commit_group");
  if (auto W = dyn_cast<NVVM::WgmmaMmaAsyncOp>(Op)) {
    NVVM::MMAShapeAttr Sh = W.getShape();
    return formatv("wgmma.mma_async.sync.aligned.{0}.{1}.{2}",
                   shapeToken(Sh.getM(), Sh.getN(), Sh.getK()),
                   NVVM::stringifyWGMMATypes(W.getTypeD()),
                   NVVM::stringifyWGMMATypes(W.getTypeA()))
        .str();
  }
  // Bulk copies: the size is an operand, a number where it is a constant.
  auto Bulk = [](StringRef Mnemonic, Value Size) {
    std::optional<int64_t> N = constantOf(Size);
    return formatv("{0} [], [], {1}", Mnemonic,
                   N ? std::to_string(*N) : std::string("size"))
        .str();
  };
  if (auto C = dyn_cast<NVVM::CpAsyncBulkGlobalToSharedClusterOp>(Op))
    return Bulk("cp.async.bulk.shared::cluster.global", C.getSize());
  if (auto C = dyn_cast<NVVM::CpAsyncBulkSharedCTAToSharedClusterOp>(Op))
    return Bulk("cp.async.bulk.shared::cluster.shared::cta", C.getSize());
  if (auto C = dyn_cast<NVVM::CpAsyncBulkSharedCTAToGlobalOp>(Op))
    return Bulk("cp.async.bulk.global.shared::cta", C.getSize());
  if (isa<NVVM::CpAsyncBulkCommitGroupOp>(Op))
    return std::string("cp.async.bulk.commit_group");
  if (isa<NVVM::CpAsyncBulkWaitGroupOp>(Op))
    return std::string("cp.async.bulk.wait_group");
  return std::nullopt;
}

/// What an NVVM dialect operation is as a matrix or copy operation, or
/// nullopt when it is none.
std::optional<MatrixOp> dialectMatrixOp(Operation &Op) {
  if (std::optional<std::string> Ptx = ptxOf(Op))
    return classifyMatrixPTX(*Ptx);
  // The rest (wgmma fences and groups, mbarrier, bulk tensor copies and
  // prefetches) are named as PTX spells them, dots for underscores aside,
  // which the classifier reads alike.
  StringRef Name = Op.getName().getStringRef();
  StringRef N = Name.drop_front(strlen("nvvm."));
  if (std::optional<MatrixOp> M = classifyMatrixPTX(N))
    return M;
  // A matrix family this version does not know (sparse or block-scaled
  // mma, tcgen05): said, with a lower bound.
  StringRef Family = N.split('.').first;
  if (Family == "mma" || Family == "wmma" || Family == "wgmma" ||
      Family == "tcgen05") {
    MatrixOp M;
    M.K = MatrixOp::Unmodelled;
    M.Family = Name; // interned by the context: outlives the builder
    return M;
  }
  return std::nullopt;
}

} // namespace

bool Builder::matrixOrCopy(Operation &Op, StringRef IntrinsicName,
                           Segment &S) {
  std::optional<MatrixOp> M;
  unsigned AS = ASShared;
  if (!opName(&Op).starts_with("nvvm.")) {
    M = classifyMatrixName(IntrinsicName);
    // cp.async.wait.group takes its count as an operand.
    if (M && M->K == MatrixOp::AsyncWait && !M->Bulk &&
        Op.getNumOperands() > 0)
      if (std::optional<int64_t> N = constantOf(Op.getOperand(0)))
        M->PendingGroups = unsigned(std::clamp<int64_t>(*N, 0, 1 << 16));
  } else {
    M = dialectMatrixOp(Op);
  }
  if (!M)
    return false;
  // An ldmatrix or stmatrix of another shape than 8x8 b16 moves m x n
  // elements of a byte per matrix (sm_100's m16n16 b8).
  if (auto L = dyn_cast<NVVM::LdMatrixOp>(Op))
    if (L.getShape().getM() != 8 || L.getShape().getN() != 8 ||
        L.getEltType() != NVVM::LdStMatrixEltType::B16)
      M->Bytes = L.getNum() * L.getShape().getM() * L.getShape().getN();
  if ((M->K == MatrixOp::LoadMatrix || M->K == MatrixOp::StoreMatrix) &&
      !M->Bulk && Op.getNumOperands() > 0 &&
      isa<LLVM::LLVMPointerType>(Op.getOperand(0).getType()))
    AS = placeOf(Op.getOperand(0), F.NumParams).AS;
  matrix(Op, *M, AS, S);
  return true;
}

void Builder::matrix(Operation &Op, const MatrixOp &M, unsigned AS,
                     Segment &S) {
  KeyInstr Key;
  Key.Loc = mlirUserLoc(Op.getLoc());
  Key.Origin = &Op;
  Key.Text = M.Family.str();
  MatrixOpRole R = addMatrixOpCost(S, M, AS, G.WarpSize, std::move(Key));
  if (M.isAsyncStep())
    AsyncRole = M;
  bool Asm = opName(&Op) == "llvm.inline_asm";
  StringRef Via = Asm ? "inline asm" : "NVVM";
  if (!M.notCounted().empty())
    note(Op,
         formatv("{0} ({1}): {2}: the prediction is a lower bound", M.Family,
                 Via, M.notCounted()),
         /*LowerBound=*/true);
  // The IR level reads the lanes' row and source addresses; here each lane
  // is taken at the next 16 bytes, which is said.
  if (!M.Bulk && (M.K == MatrixOp::AsyncCopy || M.K == MatrixOp::Load ||
                  M.K == MatrixOp::Store || M.Family == "ldmatrix" ||
                  M.Family == "stmatrix"))
    note(Op,
         formatv("{0} ({1}): the lanes' addresses are not analysed at "
                 "the MLIR level: taken as coalesced and free of bank "
                 "conflicts, a lower bound for it",
                 M.Family, Via),
         /*LowerBound=*/true);
  if (CurOp)
    applyMatrixRole(*CurOp, R,
                    Op.getNumResults() && !Op.getResult(0).use_empty());
}

void Builder::inlineAsm(Operation &Op, Segment &S) {
  auto Asm = Op.getAttrOfType<StringAttr>("asm_string");
  bool SideEffects = Op.hasAttr("has_side_effects");
  if (!Asm) {
    if (SideEffects)
      fenceOp();
    S.count(InstrClass::Misc) += 1;
    note(Op, unknownAsmNote(1));
    return;
  }
  // $N names the N-th output, then the inputs (the operands).
  unsigned Outs = Op.getNumResults();
  if (Outs == 1)
    if (auto St = dyn_cast<LLVM::LLVMStructType>(Op.getResult(0).getType()))
      Outs = St.getBody().size();
  auto ValueOf = [&](unsigned N) -> std::optional<int64_t> {
    if (N < Outs || N - Outs >= Op.getNumOperands())
      return std::nullopt;
    return constantOf(Op.getOperand(N - Outs));
  };
  unsigned Unknown =
      costInlineAsm(Asm.getValue(), ValueOf, S,
                    [&](const MatrixOp &M) {
                      // A plain ld/st names its space (a generic one is
                      // taken as global); other moves are shared ones.
                      bool Plain = M.K == MatrixOp::Load ||
                                   M.K == MatrixOp::Store;
                      matrix(Op, M,
                             !Plain                    ? ASShared
                             : M.AddrSpace != ASGeneric ? M.AddrSpace
                                                        : ASGlobal,
                             S);
                    });
  // `volatile` keeps the compiler from moving the asm, not ptxas, which
  // schedules the PTX it reads by what each statement does: only a
  // statement lhf does not know is taken to order memory.
  if (SideEffects && Unknown && !AsyncRole)
    fenceOp();
  if (Unknown)
    note(Op, unknownAsmNote(Unknown));
}

} // namespace lhf
