//===- LoopFacts.cpp - Loops, induction variables, trip counts in MLIR ----===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The control-flow facts the MLIR front end gathers before its walk: the
/// loops of each multi-block region (CFGLoopInfo), the induction variables
/// of `llvm.br` loops and `scf.for`, how often an operation runs, and the
/// trip counts, from the loop's test evaluated with the bound arguments (the
/// IR front end's latch test, which covers clang's rotated loops and MLIR's
/// header-tested ones) or from the `scf.for` bounds.
///
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/Builder.h"
#include "lhf/Model/Format.h"
#include "lhf/Model/LoopTrip.h"

#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/IR/RegionGraphTraits.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

#define DEBUG_TYPE "lhf"

using namespace mlir;
using llvm::formatv;
using llvm::StringRef;

namespace lhf {

//===----------------------------------------------------------------------===//
// Control flow facts
//===----------------------------------------------------------------------===//

Builder::Builder(Operation *Kernel, const GPUDesc &G, const KernelLaunch &L,
                 KernelDesc &K)
    : Kernel(Kernel), G(G), L(L), K(K), Dom(Kernel) {
  F.Kernel = Kernel;
  F.Entry = &Kernel->getRegion(0).front();
  F.NumParams = mlirNumParams(Kernel);
  F.Launch = &L;
  F.TripOf = [this](const void *Loop) { return tripOf(Loop).Trip; };
  Kernel->walk([&](Operation *Op) {
    for (Region &R : Op->getRegions())
      if (!R.empty() && !R.hasOneBlock())
        buildCFG(R);
    if (opName(Op) == "scf.for") {
      Scf.insert(Op);
      Block &B = Op->getRegion(0).front();
      InductionVar IV;
      IV.Init = Op->getOperand(0);
      IV.Step = Op->getOperand(2);
      IV.Loop = Op;
      F.IVs[B.getArgument(0)] = IV;
    }
  });
  computeDivergence(F);
  AccessAnalyzer AA(F, G, [this](Operation *Op) { return execsOf(Op); });
  AA.InnerLoop = [this](Operation *Op) -> std::pair<const void *, double> {
    const void *Loop = innermostLoop(Op);
    return {Loop, Loop ? tripOf(Loop).Trip : 0};
  };
  AA.run(Accesses);
  for (Assumption &N : AA.Notes)
    K.Assumptions.push_back(std::move(N));
}

void Builder::buildCFG(Region &R) {
  RegionCFG &C = CFGs[&R];
  C.LI = std::make_unique<CFGLoopInfo>(Dom.getDomTree(&R));
  for (Block *B : llvm::ReversePostOrderTraversal<Region *>(&R))
    C.RPO.push_back(B);
  for (CFGLoop *Lp : C.LI->getLoopsInPreorder())
    findInductionVars(Lp);
}

Value incomingValue(Block *Pred, Block *Succ, unsigned Arg) {
  auto Br = dyn_cast<BranchOpInterface>(Pred->getTerminator());
  if (!Br)
    return {};
  for (unsigned I = 0; I < Br->getNumSuccessors(); ++I) {
    if (Br->getSuccessor(I) != Succ)
      continue;
    SuccessorOperands SO = Br.getSuccessorOperands(I);
    if (Arg < SO.size())
      return SO[Arg];
  }
  return {};
}

bool Builder::invariant(Value V, CFGLoop *Lp) {
  Block *B = isa<BlockArgument>(V) ? cast<BlockArgument>(V).getOwner()
                                   : V.getDefiningOp()->getBlock();
  Region *R = Lp->getHeader()->getParent();
  B = B ? R->findAncestorBlockInRegion(*B) : nullptr;
  return !B || !Lp->contains(B);
}

bool Builder::inLoopScope(Operation &Op,
                          llvm::function_ref<bool(const LoopScope &)> Use) {
  CFGLoop *Lp = nullptr;
  if (Block *B = Op.getBlock()) {
    auto It = CFGs.find(B->getParent());
    if (It != CFGs.end())
      Lp = It->second.LI->getLoopFor(B);
  }
  Operation *For = Lp ? nullptr : enclosingFor(Op);
  const void *Loop = Lp ? static_cast<const void *>(Lp) : For;
  if (!Loop)
    return false;
  auto IsInduction = [&](Value V) {
    auto It = F.IVs.find(V);
    return It != F.IVs.end() && It->second.Loop == Loop;
  };
  auto Invariant = [&](Value V) {
    if (Lp)
      return invariant(V, Lp);
    Operation *Def = V.getDefiningOp();
    if (!Def)
      Def = cast<BlockArgument>(V).getOwner()->getParentOp();
    return !For->isAncestor(Def);
  };
  return Use(LoopScope{IsInduction, Invariant});
}

void Builder::findInductionVars(CFGLoop *Lp) {
  Block *H = Lp->getHeader(), *Latch = Lp->getLoopLatch();
  if (!Latch)
    return;
  Block *Pre = nullptr;
  for (Block *P : H->getPredecessors())
    if (!Lp->contains(P)) {
      if (Pre && Pre != P)
        return; // several entries: no single start value
      Pre = P;
    }
  if (!Pre)
    return;
  for (BlockArgument A : H->getArguments()) {
    Value Next = incomingValue(Latch, H, A.getArgNumber());
    Operation *Add = Next ? Next.getDefiningOp() : nullptr;
    if (!Add || Add->getNumOperands() != 2)
      continue;
    StringRef N = opName(Add);
    bool IsAdd = N == "llvm.add" || N == "arith.addi";
    bool IsSub = N == "llvm.sub" || N == "arith.subi";
    if (!IsAdd && !IsSub)
      continue;
    Value Other = Add->getOperand(0) == A ? Add->getOperand(1)
                  : Add->getOperand(1) == A && IsAdd ? Add->getOperand(0)
                                                     : Value();
    if (!Other || !invariant(Other, Lp))
      continue;
    InductionVar IV;
    IV.Init = incomingValue(Pre, H, A.getArgNumber());
    IV.Step = Other;
    IV.Negate = IsSub;
    IV.Loop = Lp;
    if (IV.Init)
      F.IVs[A] = IV;
  }
}

/// Calls \p Use with each loop around \p Op (a CFGLoop* of its region's
/// graph, or an scf.for), innermost first, until it returns false.
template <typename CFGMap, typename Fn>
static void forEachLoopAround(Operation *Op, Operation *Kernel,
                              const CFGMap &CFGs, Fn Use) {
  for (Operation *Cur = Op; Cur && Cur != Kernel;) {
    Block *B = Cur->getBlock();
    if (!B)
      return;
    Region *R = B->getParent();
    auto It = CFGs.find(R);
    if (It != CFGs.end())
      for (CFGLoop *Lp = It->second.LI->getLoopFor(B); Lp;
           Lp = Lp->getParentLoop())
        if (!Use(static_cast<const void *>(Lp)))
          return;
    Operation *P = R->getParentOp();
    if (P && opName(P) == "scf.for" && !Use(static_cast<const void *>(P)))
      return;
    Cur = P;
  }
}

const void *Builder::innermostLoop(Operation *Op) {
  const void *Inner = nullptr;
  forEachLoopAround(Op, Kernel, CFGs, [&](const void *Loop) {
    Inner = Loop;
    return false;
  });
  return Inner;
}

double Builder::execsOf(Operation *Op) {
  double E = 1;
  forEachLoopAround(Op, Kernel, CFGs, [&](const void *Loop) {
    E *= std::max(1.0, tripOf(Loop).Trip);
    return true;
  });
  return E;
}

//===----------------------------------------------------------------------===//
// Trip counts
//===----------------------------------------------------------------------===//

/// The model's name for a compare that a loop goes on under.
static std::optional<TripTest> tripTestOf(CmpPred P) {
  switch (P) {
  case CmpPred::SLT:
  case CmpPred::ULT:
    return TripTest::LT;
  case CmpPred::SLE:
  case CmpPred::ULE:
    return TripTest::LE;
  case CmpPred::SGT:
  case CmpPred::UGT:
    return TripTest::GT;
  case CmpPred::SGE:
  case CmpPred::UGE:
    return TripTest::GE;
  case CmpPred::NE:
    return TripTest::NE;
  default:
    return std::nullopt;
  }
}

/// \p V as a 128-bit integer, read signed or unsigned; none when it does
/// not fit (an unsigned i128 of 2^127 or more, a wider integer).
static std::optional<TripInt> tripInt(const llvm::APInt &V, bool Signed) {
  if (V.getBitWidth() <= 64)
    return Signed ? TripInt(V.getSExtValue()) : TripInt(V.getZExtValue());
  if (Signed ? !V.isSignedIntN(128) : V.getActiveBits() > 127)
    return std::nullopt;
  llvm::APInt W = V.sextOrTrunc(128);
  if (!Signed)
    W = V.zextOrTrunc(128);
  return TripInt((unsigned __int128)W.extractBitsAsZExtValue(64, 64) << 64 |
                 W.extractBitsAsZExtValue(64, 0));
}

std::optional<double> Builder::cfgTrip(CFGLoop *Lp, Evaluator &E) {
  Block *H = Lp->getHeader(), *Latch = Lp->getLoopLatch();
  if (!Latch)
    return std::nullopt;
  for (Block *Exiting : {Latch, H}) {
    Operation *T = Exiting->getTerminator();
    if (T->getNumSuccessors() != 2 || T->getNumOperands() == 0)
      continue;
    bool In0 = Lp->contains(T->getSuccessor(0));
    if (In0 == Lp->contains(T->getSuccessor(1)))
      continue;
    Operation *Cmp = T->getOperand(0).getDefiningOp();
    std::optional<CmpPred> P = Cmp ? cmpPredicate(Cmp) : std::nullopt;
    if (!P)
      continue;
    // The predicate under which the loop goes on, induction variable left.
    CmpPred Pred = In0 ? *P : inversePred(*P);
    Value X = Cmp->getOperand(0), Bound = Cmp->getOperand(1);
    if (invariant(X, Lp)) {
      std::swap(X, Bound);
      Pred = swappedPred(Pred);
    }
    if (!invariant(Bound, Lp))
      continue;
    for (BlockArgument A : H->getArguments()) {
      auto It = F.IVs.find(A);
      if (It == F.IVs.end() || It->second.Loop != Lp)
        continue;
      Value Next = incomingValue(Latch, H, A.getArgNumber());
      if (X != A && X != Next)
        continue;
      std::optional<llvm::APInt> I0 = E.value(It->second.Init);
      std::optional<llvm::APInt> S0 = E.value(It->second.Step);
      std::optional<llvm::APInt> B0 = E.value(Bound);
      if (!I0 || !S0 || !B0)
        return std::nullopt;
      bool Signed = isSignedPred(Pred);
      std::optional<TripInt> Init = tripInt(*I0, Signed),
                             Step = tripInt(*S0, /*Signed=*/true),
                             Bnd = tripInt(*B0, Signed);
      if (!Init || !Step || !Bnd)
        return std::nullopt;
      if (It->second.Negate)
        *Step = -*Step;
      std::optional<TripTest> T = tripTestOf(Pred);
      if (!T)
        return std::nullopt;
      return tripFromTest(*T, *Init, *Step, *Bnd, X != A);
    }
  }
  return std::nullopt;
}

std::optional<double> Builder::scfTrip(Operation *For, Evaluator &E) {
  // 128 bits: the span of INT64_MIN..INT64_MAX, or a step near INT64_MAX,
  // wrapped in 64 and dropped the loop; an i128 bound past 2^64 was cut to
  // its low bits.
  bool Signed = !For->hasAttr("unsignedCmp");
  std::optional<llvm::APInt> Lb = E.value(For->getOperand(0)),
                             Ub = E.value(For->getOperand(1)),
                             St = E.value(For->getOperand(2));
  if (!Lb || !Ub || !St)
    return std::nullopt;
  std::optional<TripInt> B = tripInt(*Lb, Signed), U = tripInt(*Ub, Signed),
                         S = tripInt(*St, /*Signed=*/true);
  if (!B || !U || !S || *S <= 0)
    return std::nullopt;
  if (*U <= *B)
    return 0.0;
  // In unsigned 128 bits: a span from -2^127 to 2^127 - 1 still fits.
  using UTrip = unsigned __int128;
  UTrip Span = UTrip(*U) - UTrip(*B), Step = UTrip(*S);
  return double(Span / Step + (Span % Step != 0));
}

const MLIRLoopTrip &Builder::tripOf(const void *Loop) {
  auto It = TripMemo.find(Loop);
  if (It != TripMemo.end())
    return It->second;
  TripMemo[Loop] = {1, "computing"}; // guards against recursion
  std::vector<Assumption> &Notes = TripNotes[Loop];
  auto *Op = static_cast<Operation *>(const_cast<void *>(Loop));
  bool IsSCF = Scf.count(Loop);
  Evaluator E(F);
  std::optional<double> V;
  SourceLoc Where;
  if (IsSCF) {
    Where = mlirUserLoc(Op->getLoc());
    V = scfTrip(Op, E);
  } else {
    auto *Lp = static_cast<CFGLoop *>(const_cast<void *>(Loop));
    Where = mlirUserLoc(Lp->getHeader()->front().getLoc());
    // The loop's own start location, as LLVM's Loop::getStartLoc.
    if (Block *Latch = Lp->getLoopLatch())
      if (auto A = Latch->getTerminator()->getAttrOfType<LLVM::LoopAnnotationAttr>(
              "loop_annotation"))
        if (A.getStartLoc())
          Where = mlirUserLoc(A.getStartLoc());
    V = cfgTrip(Lp, E);
  }
  MLIRLoopTrip T;
  if (V) {
    T = {*V, IsSCF ? "scf.for bounds" : "latch test"};
    if (E.UsedArgs)
      T.How += ", bound arguments";
    if (E.UsedThreadZero) {
      T.How += ", thread 0";
      Notes.push_back(
          {formatv("loop trip count {0:f0} depends on the thread; evaluated "
                   "for thread 0 of block 0",
                   num(*V)),
           Where, AssumptionKind::Loop});
    }
  } else if (std::optional<int64_t> St =
                 IsSCF ? E.eval(Op->getOperand(2)) : std::nullopt;
             St && *St == 0) {
    T = {1, "may not terminate"};
    if (K.NotAnalysed.empty())
      K.NotAnalysed = formatv("no prediction: the scf.for at line {0} may "
                              "not terminate (its step is 0)",
                              Where.Line);
  } else {
    T = {double(L.DefaultTrip), "assumed"};
    Assumption N{formatv("loop trip count unknown: {0} assumed",
                         L.DefaultTrip),
                 Where, AssumptionKind::TripCount};
    std::vector<std::string> Names = mlirParamNames(F.Kernel);
    for (unsigned Arg : E.UnboundArgs)
      if (Arg < Names.size() && !Names[Arg].empty())
        N.BoundBy.push_back({Input::Argument, Names[Arg]});
    N.BoundBy.push_back({Input::DefaultTrip, ""});
    Notes.push_back(std::move(N));
  }
  LLVM_DEBUG(llvm::dbgs() << "lhf[mlir]: loop trip " << T.Trip << " ("
                          << T.How << ")\n");
  return TripMemo[Loop] = T;
}

double Builder::tripCount(const void *Loop) {
  const MLIRLoopTrip &T = tripOf(Loop);
  for (Assumption &N : TripNotes[Loop])
    K.Assumptions.push_back(std::move(N));
  TripNotes[Loop].clear();
  return T.Trip;
}

} // namespace lhf
