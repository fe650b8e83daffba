//===- IRFrontEnd.cpp - LLVM IR of an NVPTX kernel to a KernelDesc --------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Walks a kernel in reverse post-order, one region (the function or a loop
/// body) at a time, with inner loops folded in by SegSeq::loop. Each block's
/// costs are weighted by the chance a warp runs it in one iteration of its
/// region: branch probability on uniform branches, 1 on both sides of a
/// divergent one (the warp runs both), capped at 1.
///
//===----------------------------------------------------------------------===//

#include "lhf/Passes/IRFrontEnd.h"

#include "IRCosts.h"

#include "lhf/Model/Demangle.h"
#include "lhf/Model/Divergence.h"
#include "lhf/Model/Format.h"
#include "lhf/Model/InputLimits.h"
#include "lhf/Model/MatrixOps.h"
#include "lhf/Model/NVVMNames.h"
#include "lhf/Model/RegionScheduler.h"
#include "lhf/Model/SegmentBuilder.h"
#include "lhf/Model/StandIn.h"
#include "lhf/Passes/AccessAnalysis.h"
#include "lhf/Passes/SCEVEvaluator.h"
#include "lhf/Passes/WarpShares.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/BranchProbabilityInfo.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

#define DEBUG_TYPE "lhf"

using namespace llvm;

namespace lhf {

namespace {

/// Builds one kernel's segments.
class Builder : IRCosts {
public:
  Builder(const Function &F, const IRAnalyses &A, const GPUDesc &G,
          const KernelLaunch &L, const std::map<unsigned, int64_t> &Args,
          KernelDesc &K, IRFacts *Facts,
          std::vector<const Function *> CallStack = {},
          SCEVEvaluator::ArgHookFn ArgHook = nullptr)
      : IRCosts(F, A, G, K, Facts, L.LocalInRegisters), L(L), Args(Args),
        Structure(A.Structure ? *A.Structure : OwnStructure),
        CallStack(std::move(CallStack)), ArgHook(std::move(ArgHook)) {
    if (Structure.Regions.empty()) {
      std::vector<const BasicBlock *> RPO;
      for (const BasicBlock *BB :
           ReversePostOrderTraversal<const Function *>(&F))
        RPO.push_back(BB);
      Structure.Regions = regionBlocks<Loop>(
          RPO, [&](const BasicBlock *BB) { return A.LI.getLoopFor(BB); });
    }
    AccessAnalyzer AA(F, A, G, L, Args,
                      [this](const Loop *Lp) { return tripOf(Lp).Trip; });
    AA.ArgHook = this->ArgHook;
    AA.run(this->Facts->Accesses, &this->Facts->LoadsByLoc,
           &this->Facts->OperandAccesses);
    for (Assumption &N : AA.Notes)
      K.Assumptions.push_back(std::move(N));
    this->Facts->AccessNotes = std::move(AA.AccessNotes);
    if (this->CallStack.empty())
      noteClaimedBlockIndex();
  }

  SegSeq build() { return region(nullptr); }

private:
  /// The tile a block claims from a counter is evaluated as its index
  /// (isClaimedBlockIndex): said once, where the claim is.
  void noteClaimedBlockIndex() {
    for (const Instruction &I : instructions(F))
      if (isa<AtomicRMWInst>(I) && isClaimedBlockIndex(&I)) {
        K.Assumptions.push_back(
            {"the number each block takes with atomicAdd(counter, 1) is "
             "taken to be its block index (the counter zeroed before the "
             "launch; a tile claimed in the order the blocks start, or the "
             "last block to finish)",
             userLoc(I), AssumptionKind::Data});
        return;
      }
  }

  /// An evaluator of this function's values with its bindings (and, for a
  /// callee, the call site's arguments).
  SCEVEvaluator evaluator(ScalarEvolution &SE) {
    SCEVEvaluator E(SE, Args, L);
    E.ArgHook = ArgHook;
    E.Loops = &A.LI;
    return E;
  }

  bool inRegion(const BasicBlock *BB, const Loop *R) {
    return !R || R->contains(BB);
  }

  /// The segments of one iteration of \p R (or the whole function).
  SegSeq region(const Loop *R) {
    SegSeq Seq;
    DenseMap<const BasicBlock *, double> Weight;
    const BasicBlock *Entry = R ? R->getHeader() : &F.getEntryBlock();
    Weight[Entry] = 1;
    for (const BasicBlock *BB : Structure.Regions[R]) {
      Trim.tick();
      double W = std::min(1.0, Weight.lookup(BB));
      const Loop *Child = A.LI.getLoopFor(BB);
      BlockRole Role = blockRole(Child, BB, R);
      if (Role == BlockRole::InsideChild)
        continue;
      if (Role == BlockRole::ChildHeader) {
        // Entered with the header's weight; leaves through its exits.
        W = std::min(1.0, Weight.lookup(Child->getHeader()));
        if (W <= 0) {
          Facts->Trips[Child->getHeader()].Entry = 0;
          continue;
        }
        SegSeq LoopSeq = loop(Child, Seq);
        Facts->Trips[Child->getHeader()].Entry = W;
        LoopSeq.scale(W);
        Seq.append(std::move(LoopSeq));
        propagateLoopExits(Child, W, R, Weight);
        continue;
      }
      if (Predicated.count(BB))
        continue; // costed in the line of the branch before it
      Facts->Weights[BB] = W;
      if (W <= 0)
        continue;
      const BasicBlock *T = predicableArm(BB, R);
      if (!T) {
        SegSeq BlockSeq = block({{BB}});
        BlockSeq.scale(W);
        Seq.append(std::move(BlockSeq));
        propagate(BB, W, R, Weight);
        continue;
      }
      // \p BB and the arms after it that ptxas predicates, each with the
      // block it falls through to: one straight line (docs/model.md
      // section 66), each block at its own weight.
      SmallVector<RunBlock, 4> Run{{BB}};
      propagate(BB, W, R, Weight);
      for (const BasicBlock *P = BB; T; T = predicableArm(P, R)) {
        const BasicBlock *J = T->getSingleSuccessor();
        double WT = std::min(1.0, Weight.lookup(T));
        Facts->Weights[T] = WT;
        propagate(T, WT, R, Weight);
        double WJ = std::min(1.0, Weight.lookup(J));
        Facts->Weights[J] = WJ;
        propagate(J, WJ, R, Weight);
        Run.back().KeepsBranch = isa<ReturnInst>(J->getTerminator());
        Run.push_back({T, WT / W, WT / W});
        Run.back().Guard = cast<BranchInst>(P->getTerminator())->getCondition();
        Run.push_back({J, WJ / W, WJ / W});
        Predicated.insert(T);
        Predicated.insert(J);
        P = J;
      }
      SegSeq RunSeq = block(Run);
      RunSeq.scale(W);
      Seq.append(std::move(RunSeq));
    }
    return Seq;
  }

  /// A block of a straight line the walk costs as one: its share of the
  /// line's warps (\p Issue) and of the warps whose lanes do its memory
  /// work and arithmetic (\p Work).
  struct RunBlock {
    const BasicBlock *BB;
    double Issue = 1, Work = 1;
    /// Its branch stays an instruction: the arm skips to the kernel's end,
    /// which ptxas makes a predicated exit.
    bool KeepsBranch = false;
    /// An arm's predicate: the condition the branch before it tests.
    const Value *Guard = nullptr;
  };

  /// The arm after \p P's branch that ptxas predicates (ArmShape), when it
  /// and the block it falls through to are directly in region \p R.
  const BasicBlock *predicableArm(const BasicBlock *P, const Loop *R) {
    // A two-way branch (a switch of one case keeps its branch).
    const BasicBlock *T =
        isa<BranchInst>(P->getTerminator()) ? triangleArm(P) : nullptr;
    if (!T)
      return nullptr;
    const BasicBlock *J = T->getSingleSuccessor();
    auto InRegion = [&](const BasicBlock *B) {
      return A.LI.getLoopFor(B) == R && !(R && B == R->getHeader()) &&
             !Predicated.count(B);
    };
    if (!InRegion(T) || !InRegion(J))
      return nullptr;
    ArmShape Arm;
    Arm.Divergent = A.UI && A.UI->hasDivergentTerminator(*P);
    for (const Instruction &I : *T) {
      if (I.isTerminator() || isa<PHINode>(I) || isa<DbgInfoIntrinsic>(I))
        continue;
      ++Arm.Instructions;
      if (const auto *CI = dyn_cast<CallInst>(&I)) {
        const Function *Fn = CI->getCalledFunction();
        StringRef N = Fn ? Fn->getName() : "";
        Arm.Calls |= !Fn || CI->isInlineAsm() || !Fn->isIntrinsic();
        Arm.Barrier |= N.consume_front("llvm.nvvm.") &&
                       classifyNVVM(N) == NVVMKind::Barrier;
      }
    }
    return ptxasPredicates(Arm) ? T : nullptr;
  }

  void propagate(const BasicBlock *BB, double W, const Loop *R,
                 DenseMap<const BasicBlock *, double> &Weight) {
    bool Divergent = A.UI && A.UI->hasDivergentTerminator(*BB);
    if (Divergent)
      Facts->DivergentBranches.insert(BB);
    std::optional<std::pair<double, double>> WarpShare =
        Divergent ? warpsTaking(BB) : std::nullopt;
    // A condition on bound arguments is decided, whatever the heuristics;
    // a uniform one that moves with the loop holds on a share of its trips.
    auto Stays = [&](const BasicBlock *S) {
      return inRegion(S, R) && !(R && S == R->getHeader());
    };
    std::optional<bool> Taken = decided(BB);
    // Only where an edge stays in the region (not at a latch's test).
    std::optional<double> TripShare;
    if (!Taken && !Divergent && any_of(successors(BB), Stays))
      TripShare = tripShareOf(BB, R);
    const auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
    if (Divergent && !WarpShare && !Taken &&
        count_if(successors(BB), Stays) >= 2) {
      if (std::optional<bool> Rare = rareOutcome(Br)) {
        WarpShare = rareOutcomeShares(*Rare);
        noteBranch(BB, RareOutcomeNote);
      } else {
        noteBranch(BB, BothSidesNote);
      }
    }
    SmallPtrSet<const BasicBlock *, 4> Seen;
    for (const BasicBlock *S : successors(BB)) {
      if (!Seen.insert(S).second || !Stays(S))
        continue;
      bool First = Br && S == Br->getSuccessor(0);
      double P = Divergent ? 1.0
                           : A.BPI.getEdgeProbability(BB, S).getNumerator() /
                                 double(BranchProbability::getDenominator());
      // A divergent branch: the share of the block's warps in which some
      // lane goes this way (a warp runs a side if any lane does).
      if (WarpShare)
        P = First ? std::get<0>(*WarpShare) : std::get<1>(*WarpShare);
      if (TripShare)
        P = First ? TripShare.value() : 1 - TripShare.value();
      if (Taken)
        P = First == *Taken ? 1.0 : 0.0;
      Weight[S] += W * P;
    }
  }

  /// A branch whose condition differs between the threads of a warp and
  /// is not known before the kernel runs (it reads memory, or the walk
  /// cannot evaluate it): every warp is charged both sides, or none the
  /// side of a sentinel test (rareFloatOutcome); said once per branch.
  void noteBranch(const BasicBlock *BB, StringRef Text) {
    if (!NotedBranches.insert(BB).second)
      return;
    SourceLoc Where = userLoc(*BB->getTerminator());
    // Once per line too (sinf and cosf on one line: one note).
    if (none_of(K.Assumptions, [&](const Assumption &A) {
          return A.Text == Text && A.Loc.Line == Where.Line &&
                 A.Loc.File == Where.File;
        }))
      K.Assumptions.push_back({Text.str(), Where, AssumptionKind::Branch});
  }

  /// The outcome of \p Br's floating-point compare that real data almost
  /// never gives, if it has one (rareFloatOutcome).
  static std::optional<bool> rareOutcome(const BranchInst *Br) {
    const auto *Cmp = Br && Br->isConditional()
                          ? dyn_cast<FCmpInst>(Br->getCondition())
                          : nullptr;
    if (!Cmp)
      return std::nullopt;
    // The constant's value, for a bound on a magnitude.
    double Constant = 0;
    auto Kind = [&Constant](const Value *V) {
      if (const auto *II = dyn_cast<IntrinsicInst>(V))
        if (II->getIntrinsicID() == Intrinsic::fabs ||
            II->getCalledFunction()->getName().starts_with("llvm.nvvm.fabs"))
          return FloatOperand::Magnitude;
      const auto *C = dyn_cast<ConstantFP>(V);
      if (!C)
        return FloatOperand::Value;
      if (C->isNaN())
        return FloatOperand::NaNConstant;
      APFloat D = C->getValueAPF();
      bool Lost;
      D.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &Lost);
      Constant = D.convertToDouble();
      return C->isZero() ? FloatOperand::Zero : FloatOperand::NonZeroConstant;
    };
    // By LLVM IR's FCMP numbering (false, oeq, ogt, oge, olt, ole, one,
    // ord, uno, ueq, ugt, uge, ult, ule, une, true).
    using FP = FloatPred;
    static constexpr FP ByPredicate[] = {
        FP::Other, FP::OEQ,  FP::Greater, FP::Greater, FP::Less,    FP::Less,
        FP::ONE,   FP::ORD,  FP::UNO,     FP::UEQ,     FP::Greater, FP::Greater,
        FP::Less,  FP::Less, FP::UNE,     FP::Other};
    FloatPred P = ByPredicate[Cmp->getPredicate() & 15];
    FloatOperand A = Kind(Cmp->getOperand(0)), B = Kind(Cmp->getOperand(1));
    return rareFloatOutcome(P, A, B, Cmp->getOperand(0) == Cmp->getOperand(1),
                            Constant);
  }

  /// The share of the block's warps running each side of \p BB's
  /// divergent branch (WarpShares.h).
  /// A condition on a size no binding gives (`if (i < n)`) is asked with
  /// the evaluator's stand-in for it, said once per branch with the
  /// argument to bind.
  std::optional<std::pair<double, double>> warpsTaking(const BasicBlock *BB) {
    // A callee's answers also read its call site (ArgHook): not kept.
    std::vector<SharesAnswer> *Known =
        CallStack.empty() ? &Structure.Shares[BB] : nullptr;
    const SharesAnswer *Hit = nullptr;
    for (const SharesAnswer &K :
         Known ? ArrayRef(*Known) : ArrayRef<SharesAnswer>())
      if (K.Block == L.Block && K.Grid == L.Grid && K.Args == Args &&
          K.WarpSize == G.WarpSize &&
          llvm::all_of(K.TripsRead, [&](const auto &T) {
            return tripOf(T.first).Trip == T.second;
          }))
        Hit = &K;
    SharesAnswer Found; // this build's answer, when none was kept
    if (!Hit) {
      Found = {L.Block, L.Grid, Args, G.WarpSize};
      Found.Shares = warpShares(
          *BB, A.LI, A.SE, A.UI, L.Block, L.Grid,
          waveBlocksByThreads(G, L.Block), G.WarpSize,
          [this] { return evaluator(A.SE); },
          [&](const Loop *Lp) {
            double Trip = tripOf(Lp).Trip;
            if (!llvm::is_contained(Found.TripsRead, std::make_pair(Lp, Trip)))
              Found.TripsRead.emplace_back(Lp, Trip);
            return Trip;
          },
          &Found.Unbound, &Found.StandIn);
      if (Known)
        Hit = &Known->emplace_back(std::move(Found));
      else
        Hit = &Found;
    }
    const std::vector<unsigned> &Unbound = Hit->Unbound;
    uint64_t StandIn = Hit->StandIn;
    std::optional<std::pair<double, double>> S = Hit->Shares;
    if (S && !Unbound.empty() && CallStack.empty() &&
        NotedBranches.insert(BB).second)
      K.Assumptions.push_back(
          standInNote(StandInFor::Branch, userLoc(*BB->getTerminator()),
                      StandIn, Unbound, paramNames(F), L.FieldNames));
    return S;
  }

  /// The outcome of \p BB's conditional branch when its integer compare
  /// has known operands once the arguments are bound (at trip \p Trip of
  /// \p Lp when one is given).
  std::optional<bool> decided(const BasicBlock *BB, const Loop *Lp = nullptr,
                              uint64_t Trip = 0) {
    const auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
    if (!Br || !Br->isConditional() ||
        Br->getSuccessor(0) == Br->getSuccessor(1))
      return std::nullopt;
    const auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition());
    if (!Cmp || !A.SE.isSCEVable(Cmp->getOperand(0)->getType()))
      return std::nullopt;
    SCEVEvaluator E = evaluator(A.SE);
    if (Lp)
      E.stepLoop(Lp, Trip);
    std::optional<bool> Taken = E.compare(*Cmp);
    if (E.UsedThreadZero)
      return std::nullopt;
    return Taken;
  }

  /// The share of loop \p R's trips on which \p BB's uniform conditional
  /// branch goes to its first successor, when its compare moves with the
  /// loop (Divergence.h, tripShare).
  std::optional<double> tripShareOf(const BasicBlock *BB, const Loop *R) {
    if (!R)
      return std::nullopt;
    return tripShare(tripOf(R).Trip,
                     [&](uint64_t T) { return decided(BB, R, T); });
  }

  void propagateLoopExits(const Loop *Lp, double W, const Loop *R,
                          DenseMap<const BasicBlock *, double> &Weight) {
    SmallVector<std::pair<BasicBlock *, BasicBlock *>, 4> Exits;
    Lp->getExitEdges(Exits);
    double Total = 0;
    SmallVector<double, 4> Mass;
    for (auto [From, To] : Exits) {
      double P = A.BPI.getEdgeProbability(From, To).getNumerator() /
                 double(BranchProbability::getDenominator());
      Mass.push_back(P);
      Total += P;
    }
    for (size_t I = 0; I < Exits.size(); ++I) {
      const BasicBlock *To = Exits[I].second;
      if (!inRegion(To, R) || (R && To == R->getHeader()))
        continue;
      double Share = Total > 0 ? Mass[I] / Total : 1.0 / Exits.size();
      Weight[To] += W * Share;
    }
  }

  SegSeq loop(const Loop *Lp, SegSeq &Before) {
    // Loads still pending at the loop's entry that the loop uses make the
    // warp wait before the loop (exactly so on the first iteration).
    if (!Pending.empty() && usesPending(Lp)) {
      Before.switchPoint(false);
      Pending.clear();
    }
    double Trip = tripCount(Lp);
    SegSeq Body = region(Lp);
    unsigned Unroll = ptxasUnroll(shapeOf(*Lp, Trip));
    Facts->Trips[Lp->getHeader()].Unroll = Unroll;
    return SegSeq::loop(std::move(Body), Trip, Unroll);
  }

  /// What ptxasUnroll asks of \p Lp.
  LoopShape shapeOf(const Loop &Lp, double Trip) {
    auto [It, New] = Structure.Shapes.try_emplace(&Lp);
    if (New)
      It->second = staticShapeOf(Lp);
    LoopShape S = It->second;
    S.Trip = Trip;
    return S;
  }

  /// shapeOf but the trip count: the same for every launch.
  LoopShape staticShapeOf(const Loop &Lp) {
    LoopShape S;
    S.Innermost = Lp.isInnermost();
    S.ConstantTrip =
        A.SE.getSmallConstantTripCount(const_cast<Loop *>(&Lp)) != 0;
    if (!S.Innermost || S.ConstantTrip)
      return S; // rolled either way: nothing more to ask
    for (const BasicBlock *BB : Lp.blocks())
      for (const Instruction &I : *BB) {
        S.Instructions += !isa<PHINode>(I);
        S.Calls |= isa<CallBase>(I) && !isa<IntrinsicInst>(I);
      }
    if (const ICmpInst *Cmp = Lp.getLatchCmpInst())
      for (const Value *Op : Cmp->operands())
        if (const auto *AR =
                dyn_cast<SCEVAddRecExpr>(A.SE.getSCEV(const_cast<Value *>(Op))))
          S.ConstantStep |= AR->getLoop() == &Lp &&
                            isa<SCEVConstant>(AR->getStepRecurrence(A.SE));
    // LLVM marks the loops it leaves rolled (its remainder loops); a loop
    // of the same source line so marked means LLVM unrolled this one at
    // run time already (its PTX: the remainder's `.pragma "nounroll"`).
    if (!NoUnrollLines) {
      NoUnrollLines.emplace();
      for (const Loop *L : A.LI.getLoopsInPreorder())
        if (findStringMetadataForLoop(L, "llvm.loop.unroll.disable"))
          NoUnrollLines->insert(L->getStartLoc() ? L->getStartLoc().getLine()
                                                 : 0);
    }
    S.NoUnroll = findStringMetadataForLoop(&Lp, "llvm.loop.unroll.disable")
                     .has_value() ||
                 (Lp.getStartLoc() &&
                  NoUnrollLines->contains(Lp.getStartLoc().getLine()));
    return S;
  }
  /// Source lines of the loops LLVM marked llvm.loop.unroll.disable, once
  /// per function (a lookup per loop: linear in sibling loops).
  std::optional<DenseSet<unsigned>> NoUnrollLines;

  bool usesPending(const Loop *Lp) {
    for (const BasicBlock *BB : Lp->blocks())
      for (const Instruction &I : *BB)
        for (const Value *Op : I.operands())
          if (Pending.count(Op))
            return true;
    return false;
  }

  /// The loop's trip count, computed once; its notes wait until the walk
  /// reaches the loop (a loop that never runs says nothing).
  const LoopTrip &tripOf(const Loop *Lp) {
    auto It = TripMemo.find(Lp);
    if (It != TripMemo.end())
      return It->second;
    std::vector<Assumption> &Notes = TripNotes[Lp];
    LoopTrip T;
    ScalarEvolution &SE = A.SE;
    auto *NCL = const_cast<Loop *>(Lp);
    SourceLoc Where;
    if (const DebugLoc &DL = Lp->getStartLoc())
      Where = userLoc(DL.get());
    SCEVEvaluator E = evaluator(SE);
    // The backedge-taken count, in double: the latch test's count can pass
    // 2^63 (it is then refused with the prediction, not wrapped).
    std::optional<double> V;
    std::string How;
    auto Eval = [&](const SCEV *S) -> std::optional<double> {
      if (isa<SCEVCouldNotCompute>(S))
        return std::nullopt;
      std::optional<int64_t> X = E.eval(S);
      return X ? std::optional<double>(double(*X)) : std::nullopt;
    };
    auto [SpinIt, NewSpin] = Structure.Spins.try_emplace(Lp);
    if (NewSpin)
      SpinIt->second = spinsOn(*Lp, isMBarrierWait) ? IRStructure::Spin::OnWait
                       : spinsOn(*Lp, isFlagLoad)   ? IRStructure::Spin::OnFlag
                                                    : IRStructure::Spin::No;
    if (SpinIt->second == IRStructure::Spin::OnWait) {
      // The wait itself takes the time (a switch point); the loop around
      // it only retries a wait that timed out.
      T = {1, "spin wait"};
      Notes.push_back({"loop spins on an mbarrier wait: one pass counted "
                       "(the wait is its switch point)",
                       Where, AssumptionKind::Loop});
      LLVM_DEBUG(dbgs() << "lhf[ir]: loop " << Lp->getHeader()->getName()
                        << " spins on a wait\n");
      return TripMemo[Lp] = T;
    }
    if (SpinIt->second == IRStructure::Spin::OnFlag) {
      // Polling a flag other blocks set (cooperative_groups' grid.sync(), a
      // scan's look-back at the blocks before it): how long depends on
      // when they set it, which the model does not follow across blocks.
      // One poll, said.
      T = {1, "spin on a flag"};
      if (unsigned Trips = chainRoundTrips(*Lp)) {
        // The flag is the block before's, set after its own wait: the
        // blocks hand it on in turn, which the model times apart.
        K.ChainRoundTrips = std::max(K.ChainRoundTrips, Trips);
        K.ChainLoc = Where;
        Notes.push_back({"loop spins on the flag the block before sets after "
                         "its own wait: one poll counted in the block's "
                         "work, the blocks' chain timed apart",
                         Where, AssumptionKind::Loop});
        return TripMemo[Lp] = T;
      }
      Notes.push_back({"loop spins on a flag in memory that other blocks set "
                       "(a grid-wide barrier such as grid.sync(), a scan's "
                       "look-back): one poll counted; the wait for those "
                       "blocks is not modelled",
                       Where, AssumptionKind::Loop});
      Notes.back().LowerBound = true;
      return TripMemo[Lp] = T;
    }
    if (unsigned C = SE.getSmallConstantTripCount(NCL)) {
      V = double(C) - 1;
      How = "constant";
    }
    if (!V && (V = Eval(SE.getBackedgeTakenCount(NCL))))
      How = "scalar evolution";
    if (!V)
      if (std::optional<double> N = tripFromLatch(*Lp, E)) {
        V = *N - 1;
        How = "latch test";
      }
    if (!V) {
      // A count that moves with an enclosing loop (a triangular nest,
      // `for (t2 = 0; t2 <= t; t2++)` inside the loop over t, and the
      // remainder loop LLVM's unrolling leaves of it): its mean over that
      // loop's trips (each trip, or 1024 spread over them), so that the
      // nest's product of trips is the body's total.
      const SCEV *Count = SE.getBackedgeTakenCount(NCL);
      for (const Loop *Outer = Lp->getParentLoop();
           Outer && !V && !isa<SCEVCouldNotCompute>(Count);
           Outer = Outer->getParentLoop()) {
        if (!SE.hasComputableLoopEvolution(Count, Outer))
          continue;
        double N = std::floor(tripOf(Outer).Trip);
        unsigned Samples = unsigned(std::clamp(N, 1.0, 1024.0));
        double Sum = 0;
        for (unsigned K = 0; K < Samples && (K == 0 || V); ++K) {
          E.stepLoop(Outer,
                     Samples > 1 ? uint64_t(K * (N - 1) / (Samples - 1)) : 0);
          E.Wrapped = false;
          V = Eval(Count);
          // Below zero (wrapped): the guard skips the loop at that trip.
          Sum += V && !E.Wrapped ? std::max(*V + 1, 0.0) : 0;
        }
        E.Wrapped = false;
        if (!V)
          break;
        V = Sum / Samples - 1;
        How = "scalar evolution, mean over the enclosing loop's trips";
        Notes.push_back({formatv("loop trip count changes with the "
                                 "enclosing loop's iteration: its mean, "
                                 "{0}, counted",
                                 num(*V + 1)),
                         Where, AssumptionKind::Loop});
      }
    }
    // An upper bound instead of the count: said.
    const SCEV *Max = SE.getSymbolicMaxBackedgeTakenCount(NCL);
    auto UpperBound = [&](StringRef Why) {
      How = Why.str();
      Notes.push_back({formatv("loop trip count not known exactly: its "
                               "upper bound {0:f0} assumed",
                               num(*V + 1)),
                       Where, AssumptionKind::TripCount});
    };
    if (!V && (V = Eval(Max))) {
      // A bound that is only the type's range says nothing: the default.
      // The count is unsigned: -1 is the type's largest (a bound reloaded
      // from memory in the loop, rodinia's bfs), not a loop that runs once.
      if (*V >= double(1 << 30) || *V < 0)
        V.reset();
      else
        UpperBound("scalar evolution, upper bound");
    }
    if (!V && !isa<SCEVCouldNotCompute>(Max)) {
      // A bound from the types alone where the count reads an unbound size:
      // an unrolled loop's remainder, `-1 + (n & 3)`, runs at most 3 times
      // (signed: after LSR it counts down, and its unsigned bound is the
      // type's). Used where it is below the default, which would run the
      // remainder as often as the loop it finishes.
      APInt Hi = SE.getSignedRangeMax(Max);
      if (!Hi.isNegative() &&
          Hi.ult(L.DefaultTrip > 0 ? L.DefaultTrip - 1 : 0)) {
        V = double(Hi.getZExtValue());
        E.UsedThreadZero = E.UsedArgs = false;
        E.Wrapped = false; // what the failed evaluations saw
        UpperBound("scalar evolution, upper bound of the types");
      }
    }
    if (V && E.Wrapped) {
      // The count went below zero and wrapped (the guard skips the loop
      // for the evaluated thread): as for a negative count, one pass.
      T = {1, How + " (runs once: the count wraps for thread 0)"};
      Notes.push_back({formatv("loop trip count wraps below zero for thread "
                               "0 of block 0 (a guarded loop): 1 pass "
                               "assumed"),
                       Where, AssumptionKind::Loop});
    } else if (V && *V >= 0) {
      T = {*V + 1, How};
      if (E.UsedArgs)
        T.How += ", bound arguments";
      if (E.UsedThreadZero) {
        T.How += ", thread 0";
        Notes.push_back(
            {formatv("loop trip count {0:f0} depends on the thread; evaluated "
                     "for thread 0 of block 0",
                     num(T.Trip)),
             Where, AssumptionKind::Loop});
      }
    } else if (V) {
      // A negative backedge count: the loop is entered only when a guard
      // (whose weight is 0) lets it; count one pass.
      T = {1, How + " (runs once)"};
    } else if (std::string Why = endlessReason(*Lp, SE, E); Why == RunsOnce) {
      T = {1, "exit test holds on the first pass"};
    } else if (!Why.empty()) {
      // Not a count to guess: no number is believable for a kernel that
      // may never finish.
      T = {1, "may not terminate"};
      std::string At = Where.Line
                           ? formatv("at line {0}", Where.Line).str()
                           : ("'" + Lp->getHeader()->getName() + "'").str();
      Endless[Lp] = formatv("no prediction: the loop {0} may not terminate "
                            "({1})",
                            At, Why);
    } else {
      T = {double(L.DefaultTrip), "assumed"};
      Assumption N{
          formatv("loop trip count unknown{0}: {1} assumed",
                  exitReadsMemory(*Lp) ? " (its exit test reads memory)" : "",
                  L.DefaultTrip),
          Where, AssumptionKind::TripCount};
      // The kernel's own unbound sizes in the loop's bounds, by name (a
      // callee's are its caller's business).
      std::vector<std::string> Names =
          CallStack.empty() ? paramNames(F) : std::vector<std::string>();
      if (!Names.empty())
        for (unsigned Arg : E.UnboundArgs)
          if (std::string Name = argumentName(Arg, Names, L.FieldNames);
              !Name.empty())
            N.BoundBy.push_back({Input::Argument, Name});
      N.BoundBy.push_back({Input::DefaultTrip, ""});
      Notes.push_back(std::move(N));
    }
    LLVM_DEBUG(dbgs() << "lhf[ir]: loop " << Lp->getHeader()->getName()
                      << " trip " << T.Trip << " (" << T.How << ")\n");
    return TripMemo[Lp] = T;
  }

  /// Whether the exit test of \p Lp compares a value loaded from memory
  /// (a graph's edge count): no argument can bind such a count, so the
  /// note says why it is unknown.
  static bool exitReadsMemory(const Loop &Lp) {
    const BasicBlock *Exiting = Lp.getExitingBlock();
    const auto *Br =
        Exiting ? dyn_cast<BranchInst>(Exiting->getTerminator()) : nullptr;
    if (!Br || !Br->isConditional())
      return false;
    SmallVector<const Value *, 16> Work{Br->getCondition()};
    SmallPtrSet<const Value *, 32> Seen;
    while (!Work.empty() && Seen.size() < 64) {
      const auto *I = dyn_cast<Instruction>(Work.pop_back_val());
      if (!I || !Seen.insert(I).second)
        continue;
      if (isa<LoadInst>(I))
        return true;
      if (isa<CallBase>(I))
        continue;
      for (const Value *Op : I->operands())
        Work.push_back(Op);
    }
    return false;
  }

  /// What endlessReason says of a loop whose unchanging exit test lets it
  /// out after its first pass.
  static constexpr const char *RunsOnce = "runs once";

  /// Why \p Lp may never end, or "": it has no exit at all, its only exit
  /// compares a counter that steps by 0 (with the bound arguments) against
  /// a value the loop does not change, or two values it does not change
  /// (RunsOnce when they are known and let it out).
  static std::string endlessReason(const Loop &Lp, ScalarEvolution &SE,
                                   SCEVEvaluator &E) {
    if (Lp.hasNoExitBlocks())
      return "it has no exit";
    const BasicBlock *Exiting = Lp.getExitingBlock();
    const auto *Br =
        Exiting ? dyn_cast<BranchInst>(Exiting->getTerminator()) : nullptr;
    const auto *Cmp = Br && Br->isConditional()
                          ? dyn_cast<ICmpInst>(Br->getCondition())
                          : nullptr;
    if (!Cmp)
      return "";
    // A test of two values the loop does not change: it holds on every
    // pass or on none. Known to hold (or unknown): the loop may not end;
    // known not to: the one pass the walk gives any loop it enters.
    const SCEV *L = SE.getSCEV(const_cast<Value *>(Cmp->getOperand(0)));
    const SCEV *R = SE.getSCEV(const_cast<Value *>(Cmp->getOperand(1)));
    if (SE.isLoopInvariant(L, &Lp) && SE.isLoopInvariant(R, &Lp)) {
      std::optional<int64_t> A = E.eval(L), B = E.eval(R);
      unsigned W = Cmp->getOperand(0)->getType()->getScalarSizeInBits();
      bool StaysWhenTrue = Lp.contains(Br->getSuccessor(0));
      if (A && B && W && W <= 64 &&
          ICmpInst::compare(APInt(W, uint64_t(*A), /*isSigned=*/true,
                                  /*implicitTrunc=*/true),
                            APInt(W, uint64_t(*B), true, true),
                            Cmp->getPredicate()) != StaysWhenTrue)
        return RunsOnce;
      return "its exit test does not change in the loop";
    }
    for (unsigned I = 0; I < 2; ++I) {
      const Value *Counter = Cmp->getOperand(I);
      const Value *Other = Cmp->getOperand(1 - I);
      const auto *AR =
          dyn_cast<SCEVAddRecExpr>(SE.getSCEV(const_cast<Value *>(Counter)));
      if (!AR || AR->getLoop() != &Lp || !AR->isAffine() ||
          !SE.isLoopInvariant(SE.getSCEV(const_cast<Value *>(Other)), &Lp))
        continue;
      if (std::optional<int64_t> Step = E.eval(AR->getStepRecurrence(SE));
          Step && *Step == 0)
        return "its counter steps by 0";
    }
    return "";
  }

  /// An mbarrier wait (try_wait / test_wait), by intrinsic or inline PTX.
  static bool isMBarrierWait(const Value *V) {
    const auto *CI = dyn_cast<CallInst>(V);
    if (!CI)
      return false;
    if (const auto *IA = dyn_cast<InlineAsm>(CI->getCalledOperand()))
      return any_of(ptxStatements(IA->getAsmString()), [](StringRef St) {
        std::optional<MatrixOp> Op = classifyMatrixPTX(St);
        return Op && Op->K == MatrixOp::AsyncWait && Op->Bulk;
      });
    const Function *Fn = CI->getCalledFunction();
    StringRef N = Fn ? Fn->getName() : "";
    if (!N.consume_front("llvm.nvvm."))
      return false;
    std::optional<MatrixOp> Op = classifyMatrixName(N);
    return Op && Op->K == MatrixOp::AsyncWait && Op->Bulk;
  }

  /// A read of memory another thread may be writing: a volatile or atomic
  /// load, an atomic read-modify-write, or inline PTX `ld.acquire`,
  /// `ld.relaxed`, `ld.volatile` or `atom`.
  static bool isFlagLoad(const Value *V) {
    if (const auto *LI = dyn_cast<LoadInst>(V))
      return LI->isVolatile() || LI->isAtomic();
    if (isa<AtomicRMWInst>(V) || isa<AtomicCmpXchgInst>(V))
      return true;
    const auto *CI = dyn_cast<CallInst>(V);
    const auto *IA = CI ? dyn_cast<InlineAsm>(CI->getCalledOperand()) : nullptr;
    return IA && any_of(ptxStatements(IA->getAsmString()), [](StringRef St) {
             St = St.ltrim();
             return St.starts_with("ld.acquire") ||
                    St.starts_with("ld.relaxed") ||
                    St.starts_with("ld.volatile") || St.starts_with("atom.");
           });
  }

  /// The address a load, store or atomic read-modify-write accesses.
  static const Value *pointerOf(const Instruction &I) {
    if (const Value *P = getLoadStorePointerOperand(&I))
      return P;
    if (const auto *RMW = dyn_cast<AtomicRMWInst>(&I))
      return RMW->getPointerOperand();
    return nullptr;
  }

  /// Whether spin \p Lp polls the flag the block before sets after its own
  /// spin (a chained scan): the L2 round trips one hand-off takes at least
  /// (the poll that sees the flag, and the global loads and fences on the
  /// way from the loop to the store the next block polls, at most 4 in
  /// all), else 0. A flag the block also sets before it waits (a decoupled
  /// look-back's aggregate) makes no chain.
  unsigned chainRoundTrips(const Loop &Lp) {
    uint64_t Blocks = L.Grid.total();
    if (Blocks < 2)
      return 0;
    SmallVector<const Value *, 2> Polled;
    for (const BasicBlock *BB : Lp.blocks())
      for (const Instruction &I : *BB)
        if (isFlagLoad(&I))
          if (const Value *Ptr = pointerOf(I))
            Polled.push_back(Ptr);
    if (Polled.size() != 1)
      return 0;
    const Value *Poll = Polled.front();
    const Value *Base = getUnderlyingObject(Poll);
    // The poll's address at block B, and a store's at block B - 1.
    uint64_t B = std::min<uint64_t>(5, Blocks - 1);
    ThreadPoint At = ThreadPoint::firstOfBlock(blockCoords(B, L.Grid));
    ThreadPoint Before = ThreadPoint::firstOfBlock(blockCoords(B - 1, L.Grid));
    SCEVEvaluator E = evaluator(A.SE);
    auto AddressAt = [&](const Value *Ptr, const ThreadPoint &P) {
      E.atThread(&P, A.UI, [this](const Loop *X) { return tripOf(X).Trip; });
      return A.SE.isSCEVable(Ptr->getType())
                 ? E.eval(A.SE.getSCEV(const_cast<Value *>(Ptr)))
                 : std::nullopt;
    };
    std::optional<int64_t> Polls = AddressAt(Poll, At);
    if (!Polls)
      return 0;
    const BasicBlock *ExitBlock = Lp.getExitBlock();
    if (!ExitBlock)
      return 0;
    const Instruction *Exit = &*ExitBlock->getFirstInsertionPt();
    const Instruction *Header = &*Lp.getHeader()->getFirstInsertionPt();
    const Instruction *Publish = nullptr;
    for (const Instruction &I : instructions(F)) {
      const Value *Ptr =
          isa<StoreInst>(I) || isa<AtomicRMWInst>(I) ? pointerOf(I) : nullptr;
      if (!Ptr || Lp.contains(&I) || getUnderlyingObject(Ptr) != Base ||
          AddressAt(Ptr, Before) != Polls)
        continue;
      // Set before the wait too: the next block need not wait for this
      // block's own.
      if (isPotentiallyReachable(&I, Header, nullptr, nullptr, &A.LI) ||
          !isPotentiallyReachable(Exit, &I, nullptr, nullptr, &A.LI))
        return 0;
      Publish = Publish ? Publish : &I;
    }
    if (!Publish)
      return 0;
    unsigned Trips = 1;
    for (const Instruction &I : instructions(F)) {
      // A load from global memory (not a shared variable read through a
      // generic pointer).
      bool Global = isa<LoadInst>(I) && getUnderlyingObject(pointerOf(I))
                                                ->getType()
                                                ->getPointerAddressSpace() != 3;
      bool Fence = isa<FenceInst>(I);
      if (const auto *II = dyn_cast<IntrinsicInst>(&I))
        Fence |= II->getIntrinsicID() == Intrinsic::nvvm_membar_gl ||
                 II->getIntrinsicID() == Intrinsic::nvvm_membar_sys;
      if ((Global || Fence) && !Lp.contains(&I) && &I != Publish &&
          isPotentiallyReachable(Exit, &I, nullptr, nullptr, &A.LI) &&
          isPotentiallyReachable(&I, Publish, nullptr, nullptr, &A.LI))
        ++Trips;
    }
    return std::min(Trips, 4u);
  }

  /// Whether every exit of \p Lp is decided by a value \p IsWait accepts
  /// (`do { done = try_wait(...); } while (!done)`).
  static bool spinsOn(const Loop &Lp, bool (*IsWait)(const Value *)) {
    SmallVector<BasicBlock *, 4> Exiting;
    Lp.getExitingBlocks(Exiting);
    if (Exiting.empty() || Lp.getNumBlocks() > 4)
      return false;
    for (BasicBlock *BB : Exiting) {
      const auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
      if (!Br || !Br->isConditional())
        return false;
      // Back through the compare, casts and selects to the wait.
      SmallVector<const Value *, 8> Work = {Br->getCondition()};
      SmallPtrSet<const Value *, 16> Seen;
      bool Found = false;
      while (!Work.empty() && !Found && Seen.size() < 16) {
        const Value *V = Work.pop_back_val();
        if (!Seen.insert(V).second)
          continue;
        const auto *I = dyn_cast<Instruction>(V);
        // A value read once before the loop does not make it spin.
        if (IsWait(V) && (!I || Lp.contains(I))) {
          Found = true;
          break;
        }
        if (I && Lp.contains(I) &&
            (isa<CmpInst>(I) || isa<CastInst>(I) || isa<SelectInst>(I) ||
             isa<ExtractValueInst>(I) || isa<BinaryOperator>(I)))
          for (const Value *Op : I->operands())
            Work.push_back(Op);
      }
      if (!Found)
        return false;
    }
    return true;
  }

  /// The trip count as the walk meets the loop: its notes are said now.
  double tripCount(const Loop *Lp) {
    const LoopTrip &T = tripOf(Lp);
    if (auto It = Endless.find(Lp);
        It != Endless.end() && K.NotAnalysed.empty())
      K.NotAnalysed = It->second;
    for (Assumption &N : TripNotes[Lp])
      K.Assumptions.push_back(std::move(N));
    TripNotes[Lp].clear();
    Facts->Trips[Lp->getHeader()] = T;
    return T.Trip;
  }

  /// The block's instructions as model operations; the model's region
  /// scheduler places the switch points (docs/model.md section 1).
  SegSeq block(ArrayRef<RunBlock> Run) {
    SegSeq Seq;
    DenseMap<const Value *, unsigned> OpOf;
    // A join's value in a predicated line: the operations it comes from.
    DenseMap<const Value *, SmallVector<unsigned, 2>> JoinOps;
    std::vector<const Instruction *> Instrs;
    const BasicBlock &First = *Run.front().BB;
    std::string Label = First.hasName() ? First.getName().str() : "bb";
    auto flush = [&]() {
      RegionSchedule R = Region.flush(Seq);
      if (R.Switched)
        Pending.clear();
      for (unsigned Op : R.Outstanding)
        Pending.insert(Instrs[Op]);
      OpOf.clear();
      JoinOps.clear();
      Instrs.clear();
    };
    for (const RunBlock &RB : Run) {
      bool Last = &RB == &Run.back();
      for (const Instruction &I : *RB.BB) {
        // A device function that was not inlined: its segments at the call.
        if (const auto *CI = dyn_cast<CallInst>(&I))
          if (const Function *Callee = foldableCallee(*CI)) {
            flush();
            for (const Value *Op : CI->args())
              if (Pending.count(Op)) {
                Seq.switchPoint(false);
                Pending.clear();
                break;
              }
            Seq.append(calleeSegments(*CI, *Callee));
            continue;
          }
        if (const auto *Phi = dyn_cast<PHINode>(&I)) {
          for (const Value *In : Phi->incoming_values()) {
            if (Pending.count(In))
              Pending.insert(Phi);
            if (auto It = OpOf.find(In); It != OpOf.end())
              JoinOps[Phi].push_back(It->second);
          }
          continue;
        }
        if (isa<DbgInfoIntrinsic>(I))
          continue;
        // A branch ptxas replaced by predicates.
        if (!Last && I.isTerminator() && !RB.KeepsBranch)
          continue;
        RegionOp &O = Region.add();
        O.Cost.Label = Label;
        O.Cost.Loc = locOf(I);
        O.Cost.Origin = &I;
        // A predicated instruction waits for its predicate too.
        auto DependOn = [&](const Value *Op) {
          O.UsesPendingIn |= Pending.count(Op) != 0;
          auto It = OpOf.find(Op);
          if (It != OpOf.end())
            O.Deps.push_back(It->second);
          if (auto J = JoinOps.find(Op); J != JoinOps.end())
            O.Deps.insert(O.Deps.end(), J->second.begin(), J->second.end());
        };
        for (const Value *Op : I.operands())
          DependOn(Op);
        if (RB.Guard)
          DependOn(RB.Guard);
        O.IsTerminator = I.isTerminator();
        CurOp = &O;
        O.IsBarrier = instruction(I, O.Cost);
        CurOp = nullptr;
        scaleShares(O.Cost, RB.Issue, RB.Work);
        if (AsyncRole)
          Region.addAsyncStep(*AsyncRole);
        AsyncRole.reset();
        OpOf[&I] = unsigned(Instrs.size());
        Instrs.push_back(&I);
      }
    }
    flush();
    return Seq;
  }

  /// The callee of \p CI when its body can be folded in: a function with a
  /// body, not (indirectly) recursive, at most 8 calls deep.
  const Function *foldableCallee(const CallInst &CI) {
    const Function *Callee = CI.getCalledFunction();
    if (!Callee || Callee->isDeclaration() || Callee->isIntrinsic() ||
        CI.isInlineAsm())
      return nullptr;
    if (Callee == &F || llvm::is_contained(CallStack, Callee) ||
        CallStack.size() >= 8) {
      note(CI, "call to '" + demangledName(Callee->getName()) +
                   "' is recursive or nested more than 8 deep: its body is "
                   "counted as 1 instruction; the prediction is a lower "
                   "bound");
      return nullptr;
    }
    return Callee;
  }

  /// The segments of \p Callee as called by \p CI: its loops evaluated with
  /// the call's arguments where they are constants or bound kernel
  /// arguments.
  SegSeq calleeSegments(const CallInst &CI, const Function &Callee) {
    Function &C = const_cast<Function &>(Callee);
    DominatorTree DT(C);
    LoopInfo LI(DT);
    TargetLibraryInfoImpl TLII(C.getParent()->getTargetTriple());
    TargetLibraryInfo TLI(TLII);
    AssumptionCache AC(C);
    ScalarEvolution SE(C, TLI, AC, DT, LI);
    PostDominatorTree PDT(C);
    BranchProbabilityInfo BPI(C, LI, &TLI, &DT, &PDT);
    IRAnalyses SubA{LI, SE, BPI, nullptr};
    std::map<unsigned, int64_t> SubArgs;
    for (unsigned I = 0; I < CI.arg_size(); ++I) {
      const Value *V = CI.getArgOperand(I);
      if (const auto *CV = dyn_cast<ConstantInt>(V)) {
        if (CV->getBitWidth() <= 64)
          SubArgs[I] = CV->getSExtValue();
      } else if (const auto *Arg = dyn_cast<Argument>(V)) {
        auto It = Args.find(Arg->getArgNo());
        if (It != Args.end())
          SubArgs[I] = It->second;
      }
    }
    IRFacts SubFacts;
    std::vector<const Function *> Stack = CallStack;
    Stack.push_back(&F);
    note(CI,
         "call to '" + demangledName(Callee.getName()) +
             "' not inlined: its segments are counted at the call site, "
             "its loops and addresses evaluated with the call's arguments",
         AssumptionKind::Call);
    // The callee's unbound arguments take the caller's operands' values at
    // the same thread (a thread index passed in stays per-lane).
    auto Hook = [this, &CI](const Argument &Arg, unsigned W,
                            const ThreadPoint *P) -> std::optional<APInt> {
      SCEVEvaluator CE = evaluator(A.SE);
      if (P)
        CE.atThread(P, A.UI,
                    [this](const Loop *Lp) { return tripOf(Lp).Trip; });
      std::optional<APInt> V = CE.valueOf(CI.getArgOperand(Arg.getArgNo()));
      if (!V)
        return std::nullopt;
      return V->sextOrTrunc(W);
    };
    Builder Sub(Callee, SubA, G, L, SubArgs, K, &SubFacts, std::move(Stack),
                Hook);
    SegSeq S = Sub.build();
    Facts->Callees[&Callee] = S;
    return S;
  }

  const KernelLaunch &L;
  const std::map<unsigned, int64_t> &Args;
  std::map<const Loop *, LoopTrip> TripMemo;
  std::map<const Loop *, std::vector<Assumption>> TripNotes;
  SmallPtrSet<const BasicBlock *, 8> NotedBranches;
  /// Loops that may never end: why, as the kernel's refusal.
  std::map<const Loop *, std::string> Endless;
  /// The launch-independent facts: the caller's, or this build's own.
  IRStructure OwnStructure;
  IRStructure &Structure;
  /// The operations of the block being built (block() flushes it before it
  /// returns): one for every block, so that its list keeps its room.
  RegionBuilder Region{0, &G};
  SCEVDispositionTrim Trim{A.SE};
  SmallPtrSet<const Value *, 16> Pending;
  /// Arms and joins a predicated line took (region()).
  SmallPtrSet<const BasicBlock *, 8> Predicated;
  /// The functions whose calls led here (the kernel first).
  std::vector<const Function *> CallStack;
  /// For a callee: its unbound arguments' values at the call site.
  SCEVEvaluator::ArgHookFn ArgHook;
};

} // namespace

std::vector<std::string> paramNames(const Function &F) {
  std::vector<std::string> Names(F.arg_size());
  for (const Argument &A : F.args())
    Names[A.getArgNo()] = A.getName().str();
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB)
      for (const DbgVariableRecord &DVR :
           filterDbgVars(I.getDbgRecordRange())) {
        const DILocalVariable *V = DVR.getVariable();
        if (V && V->getArg() && V->getArg() <= Names.size() &&
            V->getScope()->getSubprogram() == F.getSubprogram())
          Names[V->getArg() - 1] = V->getName().str();
      }
  return Names;
}

/// Whether any kernel of \p M has a parameter named (or numbered) \p Key.
bool moduleHasParam(const Module &M, StringRef Key) {
  unsigned Index;
  bool IsIndex = !Key.getAsInteger(10, Index);
  for (const Function &F : M) {
    if (!isKernel(F))
      continue;
    if (IsIndex ? Index < F.arg_size()
                : llvm::is_contained(paramNames(F), Key.str()))
      return true;
  }
  return false;
}

namespace {

uint64_t staticSharedBytes(const Function &F, bool &HasDynamic) {
  uint64_t Bytes = 0;
  const DataLayout &DL = F.getParent()->getDataLayout();
  for (const GlobalVariable &GV : F.getParent()->globals()) {
    if (GV.getAddressSpace() != ASShared)
      continue;
    bool Used = false;
    SmallVector<const User *, 8> Work(GV.users().begin(), GV.users().end());
    SmallPtrSet<const User *, 16> Seen;
    while (!Work.empty() && !Used) {
      const User *U = Work.pop_back_val();
      if (!Seen.insert(U).second)
        continue;
      if (const auto *I = dyn_cast<Instruction>(U))
        Used = I->getFunction() == &F;
      else
        Work.append(U->user_begin(), U->user_end());
    }
    if (!Used)
      continue;
    uint64_t Size = DL.getTypeAllocSize(GV.getValueType());
    if (Size == 0 || !GV.hasInitializer())
      HasDynamic |= Size == 0;
    Bytes += Size;
  }
  return Bytes;
}

} // namespace

/// Whether \p DL can be read: its scope is a local scope. Invalid debug
/// info that LLVM only warns about (a .mir file's IR part; "ignoring
/// invalid debug info") stays on the machine instructions, and reading its
/// file through a scope of the wrong kind ran out of memory.
static bool readable(const DILocation *DL) {
  return DL && isa_and_nonnull<DILocalScope>(DL->getRawScope());
}

SourceLoc userLoc(const DILocation *DL) {
  SourceLoc L;
  if (!readable(DL))
    return L;
  // The outermost call site; a chain that loops (invalid) is cut.
  for (unsigned Depth = 0; Depth < 256; ++Depth) {
    const DILocation *At = DL->getInlinedAt();
    if (!readable(At))
      break;
    DL = At;
  }
  L.File = DL->getFilename().str();
  L.Line = DL->getLine();
  L.Col = DL->getColumn();
  return L;
}

SourceLoc mergedArmsLoc(const BasicBlock *BB) {
  if (!BB || !BB->hasNPredecessorsOrMore(2))
    return {};
  const BasicBlock *Head = nullptr;
  for (const BasicBlock *P : predecessors(BB)) {
    // An arm (entered only from the head, ends in a jump here) stands for
    // its head; a predecessor that branches here itself is the head (an
    // `if` without `else`).
    const BasicBlock *Up = P->getSinglePredecessor();
    const BasicBlock *H =
        Up && P->getTerminator()->getNumSuccessors() == 1 ? Up : P;
    if (Head && H != Head)
      return {};
    Head = H;
  }
  return userLoc(Head->getTerminator()->getDebugLoc().get());
}

SourceLoc userLoc(const Instruction &I) {
  const BasicBlock &BB = *I.getParent();
  return nearestUserLoc(
      I.getDebugLoc().get(),
      make_range(std::next(I.getReverseIterator()), BB.rend()), &BB,
      make_range(std::next(I.getIterator()), BB.end()));
}

std::string positionKey(const DILocation &DL) {
  if (!readable(&DL))
    return "?";
  // Asked for every memory access of every launch: no format parsing.
  return (DL.getFilename() + ":" + Twine(DL.getLine()) + ":" +
          Twine(DL.getColumn()))
      .str();
}

const Use *refOperand(const CallInst &CI, unsigned Ref) {
  unsigned Outputs = 0;
  if (const auto *IA = dyn_cast<InlineAsm>(CI.getCalledOperand()))
    for (const InlineAsm::ConstraintInfo &C : IA->ParseConstraints())
      Outputs += C.Type == InlineAsm::isOutput && !C.isIndirect;
  if (Ref == ~0u || Ref < Outputs || Ref - Outputs >= CI.arg_size())
    return nullptr;
  return &CI.getArgOperandUse(Ref - Outputs);
}

std::string matrixPositionKey(const DILocation &DL) {
  std::string Key = positionKey(DL);
  unsigned Depth = 0;
  for (const DILocation *At = DL.getInlinedAt(); At && Depth < 256;
       At = At->getInlinedAt(), ++Depth)
    Key += "@" + positionKey(*At);
  return Key;
}

bool isKernel(const Function &F) {
  return F.getCallingConv() == CallingConv::PTX_Kernel && !F.isDeclaration();
}

/// The by-value kernel parameter \p Ptr points into, through address
/// space casts, NVPTXLowerArgs's parameter-space wrap and GEPs: those with
/// constant offsets only (added to \p Offset) unless \p Offset is null.
static const Argument *byValRoot(const Value *Ptr, uint64_t *Offset) {
  for (unsigned Steps = 0; Steps < 16; ++Steps) {
    if (const auto *A = dyn_cast<Argument>(Ptr))
      return A->hasByValAttr() && isKernel(*A->getParent()) ? A : nullptr;
    if (const auto *GEP = dyn_cast<GetElementPtrInst>(Ptr)) {
      if (Offset) {
        const DataLayout &DL = GEP->getDataLayout();
        APInt Off(DL.getIndexTypeSizeInBits(GEP->getType()), 0);
        if (!GEP->accumulateConstantOffset(DL, Off) || Off.isNegative())
          return nullptr;
        *Offset += Off.getZExtValue();
      }
      Ptr = GEP->getPointerOperand();
    } else if (const auto *C = dyn_cast<AddrSpaceCastOperator>(Ptr)) {
      Ptr = C->getPointerOperand();
    } else if (const auto *II = dyn_cast<IntrinsicInst>(Ptr);
               II && II->getIntrinsicID() ==
                         Intrinsic::nvvm_internal_addrspace_wrap) {
      Ptr = II->getArgOperand(0);
    } else {
      return nullptr;
    }
  }
  return nullptr;
}

std::optional<ByValField> byValField(const Value *Ptr) {
  uint64_t Offset = 0;
  if (const Argument *A = byValRoot(Ptr, &Offset))
    return ByValField{A, Offset};
  return std::nullopt;
}

bool inByValParam(const Value *Ptr) { return byValRoot(Ptr, nullptr); }

unsigned memMoveWidth(const MemIntrinsic &MI) {
  uint64_t Width = MI.getDestAlign().valueOrOne().value();
  if (const auto *T = dyn_cast<MemTransferInst>(&MI))
    Width = std::min<uint64_t>(Width, T->getSourceAlign().valueOrOne().value());
  return unsigned(std::clamp<uint64_t>(Width, 1, 16));
}

uint64_t movedBytes(const Value *V) {
  for (const User *U : V->users())
    if (const auto *MI = dyn_cast<MemIntrinsic>(U))
      if (const auto *Len = dyn_cast<ConstantInt>(MI->getLength());
          Len && Len->getValue().ule(MaxStructMoveBytes))
        return Len->getZExtValue();
  return 0;
}

/// Block size from __launch_bounds__ (nvvm.reqntid, else nvvm.maxntid).
static std::optional<std::pair<Dim3, std::string>>
launchBounds(const Function &F) {
  for (StringRef Attr : {"nvvm.reqntid", "nvvm.maxntid"}) {
    Attribute A = F.getFnAttribute(Attr);
    if (!A.isValid() || !A.isStringAttribute())
      continue;
    if (Expected<Dim3> D = parseDim3(A.getValueAsString(), Attr))
      return std::make_pair(*D, "__launch_bounds__");
    else
      consumeError(D.takeError());
  }
  return std::nullopt;
}

KernelSignature irSignature(const Function &F) {
  KernelSignature Sig;
  Sig.Name = F.getName().str();
  if (const DISubprogram *SP = F.getSubprogram()) {
    Sig.Loc.File = SP->getFilename().str();
    Sig.Loc.Line = SP->getLine();
  }
  std::vector<std::string> Names = paramNames(F);
  for (const Argument &A : F.args()) {
    const auto *IT = dyn_cast<IntegerType>(A.getType());
    Sig.Params.push_back({Names[A.getArgNo()], IT ? IT->getBitWidth() : 0});
  }
  if (auto B = launchBounds(F)) {
    Sig.DeclaredBlock = B->first;
    Sig.DeclaredBlockFrom = B->second;
  }
  Sig.StaticSmem = staticSharedBytes(F, Sig.UsesDynamicSmem);
  const Module *M = F.getParent();
  Sig.ModuleHasParam = [M](StringRef Key) { return moduleHasParam(*M, Key); };
  // clang's CUDA device code keeps only line tables under -g: the names
  // come from the IR values.
  Sig.NamesMissingHint = "compile with -fno-discard-value-names";
  return Sig;
}

KernelDesc buildKernelFromIR(const Function &F, const IRAnalyses &A,
                             const GPUDesc &G, const KernelLaunch &L,
                             IRFacts *Facts) {
  KernelDesc K;
  K.Name = F.getName().str();
  if (const DISubprogram *SP = F.getSubprogram()) {
    K.Loc.File = SP->getFilename().str();
    K.Loc.Line = SP->getLine();
  }
  unsigned Depth = 0;
  for (const BasicBlock &BB : F)
    Depth = std::max(Depth, A.LI.getLoopDepth(&BB));
  K.NotAnalysed = loopNestRefusal(Depth);
  if (K.NotAnalysed.empty()) {
    Builder B(F, A, G, L, L.Args, K, Facts);
    K.Segments = B.build().finish();
  }
  K.Block = L.Block;
  K.Grid = L.Grid;
  return K;
}

} // namespace lhf
