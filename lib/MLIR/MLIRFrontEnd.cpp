//===- MLIRFrontEnd.cpp - An MLIR GPU kernel to a KernelDesc --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Walks a kernel the way the IR front end walks LLVM IR: a multi-block
/// region (LLVM dialect control flow) in reverse post-order, one region (the
/// body or a CFG loop) at a time, inner loops folded in with SegSeq::loop,
/// each block weighted by the chance a warp runs it (uniform branches:
/// LLVM's branch-probability heuristics; divergent ones: both sides; decided
/// ones: the side taken); `scf.for`/`scf.if` are folded the same way.
/// Loops and trip counts are in LoopFacts.cpp, operation costs in
/// OpCosts.cpp.
///
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/Builder.h"

#include "lhf/MLIR/Access.h"
#include "lhf/Model/Divergence.h"
#include "lhf/Model/InputLimits.h"
#include "lhf/Model/StandIn.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using llvm::formatv;
using llvm::StringRef;

namespace lhf {

//===----------------------------------------------------------------------===//
// Regions
//===----------------------------------------------------------------------===//

SegSeq Builder::build() { return region(Kernel->getRegion(0)); }

namespace {
/// Counts one level of the builder's recursion into a region or a loop.
class NestingLevel {
public:
  NestingLevel(unsigned &N, bool &TooDeep) : N(N) {
    TooDeep |= ++N > MaxLoopNestDepth;
  }
  ~NestingLevel() { --N; }

private:
  unsigned &N;
};
} // namespace

SegSeq Builder::region(Region &R) {
  if (R.empty())
    return SegSeq();
  if (R.hasOneBlock())
    return block(R.front());
  return cfgRegion(R, nullptr);
}

SegSeq Builder::cfgRegion(Region &Rg, CFGLoop *R) {
  RegionCFG &C = CFGs[&Rg];
  SegSeq Seq;
  llvm::DenseMap<Block *, double> Weight;
  Weight[R ? R->getHeader() : &Rg.front()] = 1;
  for (Block *B : C.RPO) {
    if (R && !R->contains(B))
      continue;
    double W = std::min(1.0, Weight.lookup(B));
    CFGLoop *Child = C.LI->getLoopFor(B);
    BlockRole Role = blockRole<CFGLoop>(Child, B, R);
    if (Role == BlockRole::InsideChild)
      continue;
    if (Role == BlockRole::ChildHeader) {
      // Entered with the header's weight; leaves through its exits.
      W = std::min(1.0, Weight.lookup(Child->getHeader()));
      if (W <= 0)
        continue;
      SegSeq LoopSeq = cfgLoop(Rg, Child, Seq);
      LoopSeq.scale(W);
      Seq.append(std::move(LoopSeq));
      llvm::SmallVector<std::pair<Block *, Block *>, 4> Exits;
      Child->getExitEdges(Exits);
      for (auto &[From, To] : Exits)
        if ((!R || (R->contains(To) && To != R->getHeader())))
          Weight[To] += W / Exits.size();
      continue;
    }
    if (W <= 0)
      continue;
    SegSeq BlockSeq = block(*B);
    BlockSeq.scale(W);
    Seq.append(std::move(BlockSeq));
    propagate(B, W, R, Weight);
  }
  return Seq;
}

void Builder::propagate(Block *B, double W, CFGLoop *R,
                        llvm::DenseMap<Block *, double> &Weight) {
  Operation *T = B->getTerminator();
  unsigned NS = T->getNumSuccessors();
  if (NS == 0)
    return;
  bool Cond = NS == 2 && T->getNumOperands() > 0 &&
              T->getOperand(0).getType().isInteger(1);
  bool Divergent =
      NS > 1 && T->getNumOperands() > 0 && !F.isUniform(T->getOperand(0));
  std::optional<bool> Taken = Cond ? decided(T) : std::nullopt;
  bool TwoWay = Cond && T->getSuccessor(0) != T->getSuccessor(1);
  auto InRegion = [&](Block *S) {
    return !R || (R->contains(S) && S != R->getHeader());
  };
  // A uniform condition that moves with the loop holds on a share of its
  // trips (only asked where an edge stays in the region, not at a latch).
  std::optional<double> TripShare;
  if (TwoWay && !Divergent && !Taken && R &&
      llvm::any_of(T->getSuccessors(), InRegion))
    TripShare = tripShareOf(T, R);
  // A divergent branch: the share of warps with a lane on each side.
  std::optional<std::pair<double, double>> Shares;
  if (Divergent && TwoWay && !Taken)
    Shares = divergentShares(T);
  llvm::SmallPtrSet<Block *, 4> Seen;
  for (unsigned I = 0; I < NS; ++I) {
    Block *S = T->getSuccessor(I);
    if (!Seen.insert(S).second || !InRegion(S))
      continue;
    double P = 1.0 / NS;
    if (TwoWay)
      P = branchProbability(T, I, R);
    if (Divergent)
      P = Shares ? (I == 0 ? Shares->first : Shares->second) : 1;
    if (TripShare)
      P = I == 0 ? TripShare.value() : 1 - TripShare.value();
    if (Taken)
      P = (I == 0) == *Taken ? 1.0 : 0.0;
    Weight[S] += W * P;
  }
}

double Builder::branchProbability(Operation *T, unsigned I, CFGLoop *R) {
  Block *S = T->getSuccessor(I), *O = T->getSuccessor(1 - I);
  // LLVM's heuristics, strongest first: unreachable, loop exits, compares
  // against zero; else even.
  auto Unreachable = [](Block *X) {
    return opName(X->getTerminator()) == "llvm.unreachable";
  };
  if (Unreachable(S) != Unreachable(O))
    return Unreachable(S) ? 0.0 : 1.0;
  if (R && R->contains(S) != R->contains(O))
    return R->contains(S) ? 124.0 / 128 : 4.0 / 128;
  if (Operation *Cmp = T->getOperand(0).getDefiningOp())
    if (std::optional<CmpPred> P = cmpPredicate(Cmp)) {
      Evaluator E(F);
      std::optional<int64_t> C = E.eval(Cmp->getOperand(1));
      bool Zero = C && *C == 0 && Cmp->getOperand(1).getDefiningOp() &&
                  Cmp->getOperand(1).getDefiningOp()->getNumOperands() == 0;
      if (Zero && (*P == CmpPred::EQ || *P == CmpPred::SLT))
        return I == 0 ? 12.0 / 32 : 20.0 / 32;
      if (Zero && (*P == CmpPred::NE || *P == CmpPred::SGT))
        return I == 0 ? 20.0 / 32 : 12.0 / 32;
    }
  return 0.5;
}

/// The outcome of compare \p Cmp (predicate \p P) when \p E knows both
/// operands.
static std::optional<bool> compareWith(Evaluator &E, Operation *Cmp,
                                       CmpPred P) {
  std::optional<llvm::APInt> X = E.value(Cmp->getOperand(0));
  std::optional<llvm::APInt> Y = E.value(Cmp->getOperand(1));
  if (!X || !Y)
    return std::nullopt;
  return comparePred(P, *X, Y->zextOrTrunc(X->getBitWidth()));
}

std::optional<bool> Builder::decided(Operation *Br, const void *Loop,
                                     uint64_t Trip) {
  if (Br->getNumOperands() == 0)
    return std::nullopt;
  Operation *Cmp = Br->getOperand(0).getDefiningOp();
  std::optional<CmpPred> P = Cmp ? cmpPredicate(Cmp) : std::nullopt;
  if (!P)
    return std::nullopt;
  Evaluator E(F);
  if (Loop)
    E.stepLoop(Loop, Trip);
  std::optional<bool> Taken = compareWith(E, Cmp, *P);
  if (E.UsedThreadZero)
    return std::nullopt;
  return Taken;
}

std::optional<double> Builder::tripShareOf(Operation *Br, const void *Loop) {
  return tripShare(tripOf(Loop).Trip,
                   [&](uint64_t T) { return decided(Br, Loop, T); });
}

/// The value of a branch condition at \p E's thread: integer compares, or
/// such compares joined by and, or, xor and i1 selects (the IR level's
/// WarpShares.cpp asks the same), at most \p Budget compares.
static std::optional<bool> askCondition(Value V, Evaluator &E,
                                        unsigned &Budget) {
  Operation *Op = V.getDefiningOp();
  if (!Op || Budget == 0)
    return std::nullopt;
  if (std::optional<CmpPred> P = cmpPredicate(Op)) {
    --Budget;
    return compareWith(E, Op, *P);
  }
  llvm::APInt C;
  if (matchPattern(V, m_ConstantInt(&C)))
    return !C.isZero();
  StringRef N = opName(Op);
  if ((N == "arith.select" || N == "llvm.select") &&
      Op->getNumOperands() == 3) {
    std::optional<bool> Cond = askCondition(Op->getOperand(0), E, Budget);
    if (!Cond)
      return std::nullopt;
    return askCondition(Op->getOperand(*Cond ? 1 : 2), E, Budget);
  }
  bool And = N == "arith.andi" || N == "llvm.and";
  bool Or = N == "arith.ori" || N == "llvm.or";
  bool Xor = N == "arith.xori" || N == "llvm.xor";
  if (!(And || Or || Xor) || Op->getNumOperands() != 2 ||
      !V.getType().isInteger(1))
    return std::nullopt;
  std::optional<bool> A = askCondition(Op->getOperand(0), E, Budget);
  std::optional<bool> B =
      A ? askCondition(Op->getOperand(1), E, Budget) : std::nullopt;
  if (!B)
    return std::nullopt;
  return And ? *A && *B : Or ? *A || *B : *A != *B;
}

std::optional<std::pair<double, double>> Builder::warpShares(Operation *Br) {
  if (Br->getNumOperands() == 0)
    return std::nullopt;
  std::vector<unsigned> Unbound;
  // Stand-ins whose products overflow the test's integer (`i < B * T * C`
  // at 65536 each wraps to 0) decide nothing: smaller ones, said.
  std::optional<std::pair<double, double>> S;
  bool Overflow = false, ByBlock = false;
  // The shares of the block at \p Ctaid's warps.
  auto SharesAt = [&](const std::array<uint64_t, 3> &Ctaid, uint64_t V) {
    return lhf::warpShares(L.Block, G.WarpSize, [&](const ThreadPoint &P) {
      ThreadPoint At = P;
      std::copy(Ctaid.begin(), Ctaid.end(), At.Ctaid);
      Evaluator E(F, &At, V);
      unsigned Budget = 8;
      std::optional<bool> C = askCondition(Br->getOperand(0), E, Budget);
      Overflow |= E.StandInOverflow;
      ByBlock |= E.UsedBlockIndex;
      if (E.UsedUniformZero) // a shared value no lane can tell
        return std::optional<bool>();
      for (unsigned Arg : E.UnboundArgs)
        if (!llvm::is_contained(Unbound, Arg))
          Unbound.push_back(Arg);
      return C;
    });
  };
  uint64_t StandIn = withStandIns([&](uint64_t V) {
    Unbound.clear();
    Overflow = ByBlock = false;
    S = SharesAt({0, 0, 0}, V);
    return Overflow;
  });
  if (Overflow) // even the smallest stand-in wraps: the test tells nothing
    return std::nullopt;
  // A condition on the block's index: every block's answer, not block
  // 0's (an unbound size's stand-in keeps block 0's, as in the IR).
  if (S && ByBlock && Unbound.empty()) {
    S = gridShares(L.Grid, waveBlocksByThreads(G, L.Block), *S,
                   [&](const std::array<uint64_t, 3> &Ctaid) {
                     return SharesAt(Ctaid, StandIn);
                   });
    if (Overflow)
      return std::nullopt;
  }
  if (S && !Unbound.empty()) {
    // A size no binding gives, asked with its stand-in: said with the
    // argument to bind, once per branch.
    SourceLoc Where = mlirUserLoc(Br->getLoc());
    if (Noted
            .insert("unbound@" + std::to_string(Where.Line) + ":" +
                    std::to_string(Where.Col))
            .second)
      K.Assumptions.push_back(standInNote(StandInFor::Branch, Where, StandIn,
                                          Unbound, mlirParamNames(F.Kernel)));
  }
  return S;
}

std::pair<double, double> Builder::divergentShares(Operation *Br) {
  if (std::optional<std::pair<double, double>> S = warpShares(Br))
    return *S;
  Operation *Cmp =
      Br->getNumOperands() ? Br->getOperand(0).getDefiningOp() : nullptr;
  StringRef N = Cmp ? opName(Cmp) : "";
  auto Pred = Cmp ? Cmp->getAttrOfType<IntegerAttr>("predicate") : nullptr;
  std::optional<bool> Rare;
  if ((N == "llvm.fcmp" || N == "arith.cmpf") && Pred &&
      Cmp->getNumOperands() == 2) {
    // The constant's value, for a bound on a magnitude.
    double Constant = 0;
    auto Kind = [&Constant](Value V) {
      Operation *Def = V.getDefiningOp();
      StringRef D = Def ? opName(Def) : "";
      if (D == "math.absf" || D == "llvm.intr.fabs")
        return FloatOperand::Magnitude;
      FloatAttr C;
      if (!matchPattern(V, m_Constant(&C)))
        return FloatOperand::Value;
      if (C.getValue().isNaN())
        return FloatOperand::NaNConstant;
      Constant = C.getValueAsDouble();
      return C.getValue().isZero() ? FloatOperand::Zero
                                   : FloatOperand::NonZeroConstant;
    };
    // By llvm.fcmp's and arith.cmpf's numbering, not LLVM IR's (false,
    // oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno,
    // true).
    using FP = FloatPred;
    static constexpr FP ByPredicate[] = {
        FP::Other, FP::OEQ, FP::Greater, FP::Greater, FP::Less,    FP::Less,
        FP::ONE,   FP::ORD, FP::UEQ,     FP::Greater, FP::Greater, FP::Less,
        FP::Less,  FP::UNE, FP::UNO,     FP::Other};
    FloatPred P = ByPredicate[Pred.getInt() & 15];
    FloatOperand A = Kind(Cmp->getOperand(0)), B = Kind(Cmp->getOperand(1));
    Rare = rareFloatOutcome(P, A, B, Cmp->getOperand(0) == Cmp->getOperand(1),
                            Constant);
  }
  SourceLoc Where = mlirUserLoc(Br->getLoc());
  std::string Text = Rare ? RareOutcomeNote : BothSidesNote;
  if (Noted
          .insert(Text + "@" + std::to_string(Where.Line) + ":" +
                  std::to_string(Where.Col))
          .second)
    K.Assumptions.push_back({Text, Where, AssumptionKind::Branch});
  return Rare ? rareOutcomeShares(*Rare) : std::make_pair(1.0, 1.0);
}

bool Builder::regionUsesPending(Operation *Op) {
  if (Pending.empty())
    return false;
  bool Uses = false;
  Op->walk([&](Operation *In) {
    for (Value V : In->getOperands())
      Uses |= Pending.contains(V);
  });
  return Uses;
}

SegSeq Builder::cfgLoop(Region &Rg, CFGLoop *Lp, SegSeq &Before) {
  // Loads still pending at the loop's entry that the loop uses make the
  // warp wait before the loop (exactly so on the first iteration).
  if (!Pending.empty()) {
    bool Uses = false;
    for (Block *B : Lp->getBlocks()) {
      for (BlockArgument A : B->getArguments())
        for (Block *P : B->getPredecessors())
          if (Value In = incomingValue(P, B, A.getArgNumber()))
            Uses |= Pending.contains(In);
      for (Operation &Op : *B)
        Uses |= regionUsesPending(&Op);
    }
    if (Uses) {
      Before.switchPoint(false);
      Pending.clear();
    }
  }
  NestingLevel Level(Nesting, TooDeep);
  if (TooDeep)
    return SegSeq();
  double Trip = tripCount(Lp);
  SegSeq Body = cfgRegion(Rg, Lp);
  return SegSeq::loop(std::move(Body), Trip);
}

//===----------------------------------------------------------------------===//
// Blocks and structured operations
//===----------------------------------------------------------------------===//

std::string Builder::blockLabel(Block &B) {
  if (&B == F.Entry)
    return "entry";
  Region *R = B.getParent();
  if (!R->hasOneBlock()) {
    unsigned I = 0;
    for (Block &X : *R) {
      if (&X == &B)
        break;
      ++I;
    }
    return "bb" + std::to_string(I);
  }
  Operation *P = R->getParentOp();
  // A copy lowered from affine (LowerAffine.cpp): what the user wrote.
  auto Written = P ? P->getAttrOfType<StringAttr>(WrittenAsAttr) : nullptr;
  StringRef Name = Written ? Written.getValue() : P ? opName(P) : "block";
  if (Name == "scf.if" || Name == "affine.if")
    return (Name + (R->getRegionNumber() == 0 ? ".then" : ".else")).str();
  return Name.str();
}

SegSeq Builder::block(Block &B) {
  NestingLevel Level(Nesting, TooDeep);
  if (TooDeep)
    return SegSeq();
  SegSeq Seq;
  // A block argument merging a pending load is pending too (a phi).
  for (BlockArgument A : B.getArguments())
    for (Block *P : B.getPredecessors())
      if (Value In = incomingValue(P, &B, A.getArgNumber()))
        if (Pending.contains(In))
          Pending.insert(A);
  std::string Label = blockLabel(B);
  // Plain operations form regions the model schedules; a structured
  // operation closes the region before it and builds its own segments.
  RegionBuilder Region(0, &G);
  llvm::DenseMap<Value, unsigned> OpOf;
  std::vector<Operation *> Ops;
  for (Operation &Op : B) {
    StringRef N = opName(&Op);
    if (N.starts_with("llvm.intr.dbg."))
      continue;
    if (N == "scf.for" || N == "scf.if" || N == "scf.while") {
      flushRegion(Region, Seq, Ops, OpOf);
      if (N == "scf.for")
        scfFor(Op, Seq);
      else if (N == "scf.if")
        scfIf(Op, Seq);
      else
        scfWhile(Op, Seq);
      continue;
    }
    Ops.push_back(&Op);
    operation(Op, Region, OpOf, Label);
  }
  flushRegion(Region, Seq, Ops, OpOf);
  return Seq;
}

void Builder::flushRegion(RegionBuilder &Region, SegSeq &Seq,
                          std::vector<Operation *> &Ops,
                          llvm::DenseMap<Value, unsigned> &OpOf) {
  RegionSchedule R = Region.flush(Seq);
  if (R.Switched)
    Pending.clear();
  for (unsigned I : R.Outstanding)
    for (Value V : Ops[I]->getResults())
      Pending.insert(V);
  Ops.clear();
  OpOf.clear();
}

llvm::SmallVector<Value, 4> Builder::usedOperands(Operation &Op) {
  llvm::SmallVector<Value, 4> Used;
  StringRef N = opName(&Op);
  // Values passed on to a successor or yielded are merged, not used.
  if (N == "scf.yield")
    return Used;
  if (N == "scf.condition") {
    Used.push_back(Op.getOperand(0));
    return Used;
  }
  llvm::SmallPtrSet<OpOperand *, 8> Forwarded;
  if (auto Br = dyn_cast<BranchOpInterface>(&Op))
    for (unsigned I = 0; I < Op.getNumSuccessors(); ++I)
      for (OpOperand &O :
           Br.getSuccessorOperands(I).getMutableForwardedOperands())
        Forwarded.insert(&O);
  for (OpOperand &O : Op.getOpOperands())
    if (!Forwarded.count(&O))
      Used.push_back(O.get());
  // An operation with a body (memref.generic_atomic_rmw) uses what its body
  // takes from outside.
  for (Region &R : Op.getRegions())
    R.walk([&](Operation *In) {
      for (Value V : In->getOperands())
        if (!Op.isAncestor(V.getParentBlock()->getParentOp()))
          Used.push_back(V);
    });
  return Used;
}

void Builder::operation(Operation &Op, RegionBuilder &Region,
                        llvm::DenseMap<Value, unsigned> &OpOf,
                        StringRef Label) {
  StringRef N = opName(&Op);
  unsigned Index = Region.size();
  RegionOp &O = Region.add();
  O.Cost.Label = Label.str();
  O.Cost.Loc = mlirUserLoc(Op.getLoc());
  O.Cost.Origin = &Op;
  O.IsTerminator = Op.hasTrait<OpTrait::IsTerminator>();
  for (Value V : usedOperands(Op)) {
    O.UsesPendingIn |= Pending.contains(V);
    auto It = OpOf.find(V);
    if (It != OpOf.end())
      O.Deps.push_back(It->second);
  }
  for (Value V : Op.getResults())
    OpOf[V] = Index;
  if (Op.getNumRegions() && !Op.getRegion(0).empty() && !memAccessOf(&Op)) {
    O.Cost.count(InstrClass::Misc) += 1;
    O.Memory = OpMemory::Fence; // its body is unseen
    note(Op, "operation '" + N.str() +
                 "' with regions not modelled: its body is not analysed, "
                 "counted as 1 instruction, assumed");
    return;
  }
  CurOp = &O;
  O.IsBarrier = cost(Op, O.Cost);
  CurOp = nullptr;
  if (AsyncRole)
    Region.addAsyncStep(*AsyncRole);
  AsyncRole.reset();
}

/// Results of a structured op whose yielded values are pending.
void Builder::pendingResults(Operation &Op) {
  for (Region &R : Op.getRegions())
    for (Block &B : R) {
      Operation *Y = B.getTerminator();
      if (!Y || opName(Y) != "scf.yield")
        continue;
      for (unsigned I = 0; I < Y->getNumOperands() && I < Op.getNumResults();
           ++I)
        if (Pending.contains(Y->getOperand(I)))
          Pending.insert(Op.getResult(I));
    }
}

void Builder::scfFor(Operation &Op, SegSeq &Seq) {
  if (regionUsesPending(&Op)) {
    Seq.switchPoint(false);
    Pending.clear();
  }
  double Trip = tripCount(&Op);
  if (Trip <= 0)
    return;
  Block &B = Op.getRegion(0).front();
  SegSeq Body = block(B);
  // The latch after lowering and loop rotation: add, compare, branch.
  Segment &Latch = Body.open();
  Latch.count(InstrClass::Int) += 2;
  Latch.count(InstrClass::Branch) += 1;
  Seq.append(SegSeq::loop(std::move(Body), Trip));
  pendingResults(Op);
}

void Builder::scfIf(Operation &Op, SegSeq &Seq) {
  Segment &S = Seq.open();
  if (S.Label.empty()) {
    S.Label = "scf.if";
    S.Loc = mlirUserLoc(Op.getLoc());
    S.Origin = &Op;
  }
  S.count(InstrClass::Branch) += 1;
  bool HasElse = Op.getNumRegions() > 1 && !Op.getRegion(1).empty();
  std::optional<bool> Taken = decided(&Op);
  double WThen = 0.5, WElse = 0.5;
  if (!F.isUniform(Op.getOperand(0))) {
    std::tie(WThen, WElse) =
        Taken ? std::make_pair(1.0, 1.0) : divergentShares(&Op);
  } else if (Operation *For = enclosingFor(Op); !Taken && For) {
    // A condition that moves with the loop the branch is in.
    if (std::optional<double> Share = tripShareOf(&Op, For)) {
      WThen = Share.value();
      WElse = 1 - WThen;
    }
  }
  if (Taken) {
    WThen = *Taken ? 1 : 0;
    WElse = 1 - WThen;
  }
  for (unsigned I = 0; I < (HasElse ? 2u : 1u); ++I) {
    double W = I == 0 ? WThen : WElse;
    if (W <= 0)
      continue;
    SegSeq Side = block(Op.getRegion(I).front());
    // The branch to the join.
    if (HasElse)
      Side.open().count(InstrClass::Branch) += 1;
    Side.scale(W);
    Seq.append(std::move(Side));
  }
  pendingResults(Op);
}

void Builder::scfWhile(Operation &Op, SegSeq &Seq) {
  if (regionUsesPending(&Op)) {
    Seq.switchPoint(false);
    Pending.clear();
  }
  double Trip = L.DefaultTrip;
  SourceLoc Where = mlirUserLoc(Op.getLoc());
  // `scf.condition(%true)`: no count to assume for a loop that never ends.
  Operation *Cond = Op.getRegion(0).front().getTerminator();
  if (Cond && Cond->getNumOperands() &&
      matchPattern(Cond->getOperand(0), m_One())) {
    if (K.NotAnalysed.empty())
      K.NotAnalysed = formatv("no prediction: the scf.while at line {0} may "
                              "not terminate (its condition is always true)",
                              Where.Line);
    Trip = 1;
  } else {
    K.Assumptions.push_back(
        {formatv("scf.while trip count unknown: {0} assumed", L.DefaultTrip),
         Where,
         AssumptionKind::TripCount,
         {{Input::DefaultTrip, ""}}});
  }
  SegSeq Body = block(Op.getRegion(0).front());
  Body.open().count(InstrClass::Branch) += 1;
  Body.append(block(Op.getRegion(1).front()));
  Seq.append(SegSeq::loop(std::move(Body), Trip));
}

void Builder::note(Operation &Op, const llvm::Twine &What, bool LowerBound) {
  std::string Text = What.str();
  if (Noted.insert(Text).second) {
    K.Assumptions.push_back({Text, mlirUserLoc(Op.getLoc())});
    K.Assumptions.back().LowerBound = LowerBound;
  }
}

//===----------------------------------------------------------------------===//
// The kernel
//===----------------------------------------------------------------------===//

/// Shared memory the kernel's globals and workgroup attributions take.
static uint64_t staticSharedBytes(Operation *Kernel, unsigned NumParams,
                                  bool &HasDynamic) {
  uint64_t Bytes = 0;
  llvm::SmallPtrSet<Operation *, 8> Seen;
  Kernel->walk([&](Operation *Op) {
    StringRef N = opName(Op);
    if (N == "gpu.dynamic_shared_memory") {
      HasDynamic = true;
      return;
    }
    if (N != "llvm.mlir.addressof" && N != "memref.get_global")
      return;
    auto Sym = Op->getAttrOfType<FlatSymbolRefAttr>(
        N == "memref.get_global" ? "name" : "global_name");
    Operation *GV =
        Sym ? SymbolTable::lookupNearestSymbolFrom(Op, Sym.getAttr()) : nullptr;
    if (!GV || !Seen.insert(GV).second)
      return;
    uint64_t Size = 0;
    if (opName(GV) == "llvm.mlir.global") {
      auto AS = GV->getAttrOfType<IntegerAttr>("addr_space");
      auto T = GV->getAttrOfType<TypeAttr>("global_type");
      if (!AS || AS.getInt() != ASShared || !T)
        return;
      Size = allocSize(T.getValue());
    } else {
      auto T = GV->getAttrOfType<TypeAttr>("type");
      if (!T || placeOf(Op->getResult(0), 0).AS != ASShared)
        return;
      Size = allocSize(T.getValue());
    }
    HasDynamic |= Size == 0;
    Bytes += Size;
  });
  // gpu.func workgroup attributions follow the parameters.
  Block &Entry = Kernel->getRegion(0).front();
  for (unsigned I = NumParams; I < Entry.getNumArguments(); ++I)
    if (isa<MemRefType>(Entry.getArgument(I).getType()) &&
        placeOf(Entry.getArgument(I), NumParams).AS == ASShared)
      Bytes += allocSize(Entry.getArgument(I).getType());
  return Bytes;
}

KernelDesc buildKernelFromMLIR(Operation *Kernel, const GPUDesc &G,
                               const KernelLaunch &L) {
  KernelDesc K;
  auto Sym = Kernel->getAttrOfType<StringAttr>("sym_name");
  K.Name = Sym ? Sym.getValue().str() : opName(Kernel).str();
  K.Loc = mlirUserLoc(Kernel->getLoc());
  Builder B(Kernel, G, L, K);
  K.Segments = B.build().finish();
  if (B.tooDeep()) {
    K.Segments.clear();
    K.NotAnalysed = formatv("no prediction: loops and regions nested more "
                            "than {0} deep (the kernel is not analysed)",
                            MaxLoopNestDepth);
  }
  K.Block = L.Block;
  K.Grid = L.Grid;
  return K;
}

/// Block size the kernel declares: known_block_size (gpu.func),
/// nvvm.reqntid / nvvm.maxntid (llvm.func).
static std::optional<std::pair<Dim3, std::string>>
declaredSize(Operation *K, llvm::ArrayRef<StringRef> Attrs) {
  for (StringRef Attr : Attrs) {
    auto A = K->getAttrOfType<DenseI32ArrayAttr>(Attr);
    if (!A || A.empty() ||
        llvm::any_of(A.asArrayRef(), [](int32_t V) { return V <= 0; }))
      continue;
    Dim3 D;
    D.X = A[0];
    D.Y = A.size() > 1 ? A[1] : 1;
    D.Z = A.size() > 2 ? A[2] : 1;
    return std::make_pair(D, Attr.str());
  }
  return std::nullopt;
}

KernelSignature mlirSignature(Operation *Kernel) {
  KernelSignature Sig;
  auto Sym = Kernel->getAttrOfType<StringAttr>("sym_name");
  Sig.Name = Sym ? Sym.getValue().str() : opName(Kernel).str();
  Sig.Loc = mlirUserLoc(Kernel->getLoc());
  unsigned N = mlirNumParams(Kernel);
  std::vector<std::string> Names = mlirParamNames(Kernel);
  Block &Entry = Kernel->getRegion(0).front();
  for (unsigned I = 0; I < N; ++I) {
    Type T = Entry.getArgument(I).getType();
    unsigned Bits = T.isIndex()     ? 64
                    : T.isInteger() ? T.getIntOrFloatBitWidth()
                                    : 0;
    Sig.Params.push_back({I < Names.size() ? Names[I] : "", Bits});
  }
  if (auto B = declaredSize(
          Kernel, {"known_block_size", "nvvm.reqntid", "nvvm.maxntid"})) {
    Sig.DeclaredBlock = B->first;
    Sig.DeclaredBlockFrom = B->second;
  }
  if (auto G = declaredSize(Kernel, {"known_grid_size"})) {
    Sig.DeclaredGrid = G->first;
    Sig.DeclaredGridFrom = G->second;
  }
  Sig.StaticSmem = staticSharedBytes(Kernel, N, Sig.UsesDynamicSmem);
  Sig.NamesMissingHint = "give the arguments name locations, e.g. %n: i32 "
                         "loc(\"n\")";
  return Sig;
}

} // namespace lhf
