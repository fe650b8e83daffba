//===- AccessAnalysis.cpp - What each memory access really moves ----------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/AccessAnalysis.h"

#include "lhf/Model/MatrixOps.h"
#include "lhf/Passes/SCEVEvaluator.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace llvm;

namespace lhf {

namespace {

unsigned traceSpace(const Value *Ptr) {
  unsigned AS = Ptr->getType()->getPointerAddressSpace();
  if (AS != ASGeneric)
    return AS;
  if (inByValParam(Ptr)) // a struct the kernel takes by value: a parameter
    return ASParam;
  const Value *Obj = getUnderlyingObject(Ptr, 0);
  if (const auto *C = dyn_cast<AddrSpaceCastOperator>(Obj))
    return traceSpace(C->getPointerOperand());
  if (isa<AllocaInst>(Obj))
    return ASLocal;
  if (const auto *GV = dyn_cast<GlobalVariable>(Obj))
    return GV->getAddressSpace() == ASGeneric ? ASGlobal
                                              : GV->getAddressSpace();
  return ASGlobal;
}

/// A scoped atomic (atomicAdd_system, atomicCAS_block): an NVVM intrinsic,
/// not an atomicrmw.
bool isScopedAtomic(const Instruction &I) {
  const auto *C = dyn_cast<CallInst>(&I);
  const Function *Fn = C ? C->getCalledFunction() : nullptr;
  return Fn && Fn->getName().starts_with("llvm.nvvm.atomic.") &&
         C->arg_size() > 0 && C->getArgOperand(0)->getType()->isPointerTy();
}

/// Pointer operand and accessed type of a memory instruction.
std::pair<const Value *, Type *> accessOf(const Instruction &I) {
  if (const auto *L = dyn_cast<LoadInst>(&I))
    return {L->getPointerOperand(), L->getType()};
  if (const auto *S = dyn_cast<StoreInst>(&I))
    return {S->getPointerOperand(), S->getValueOperand()->getType()};
  if (const auto *R = dyn_cast<AtomicRMWInst>(&I))
    return {R->getPointerOperand(), R->getType()};
  if (const auto *X = dyn_cast<AtomicCmpXchgInst>(&I))
    return {X->getPointerOperand(), X->getNewValOperand()->getType()};
  if (const auto *C = dyn_cast<CallInst>(&I))
    if (const Function *Fn = C->getCalledFunction())
      if (Fn->getName().starts_with("llvm.nvvm.ldg.global.") ||
          Fn->getName().starts_with("llvm.nvvm.ldu.global.") ||
          isScopedAtomic(I))
        return {C->getArgOperand(0), C->getType()};
  return {nullptr, nullptr};
}

} // namespace

/// The address each lane of warp 0 accesses. Addresses are almost always
/// affine in the thread index: evaluate the base and one step per
/// dimension, check the guess at two more lanes, and only evaluate every
/// lane when the check fails.
template <typename AtFn>
static LaneAddresses laneAddresses(const Value *Ptr, AtFn &At, const Dim3 &B,
                                   unsigned Active) {
  auto Point = [&](unsigned Ln) { return ThreadPoint::ofThread(Ln, B); };
  LaneAddresses Lanes(Active);
  std::optional<int64_t> A0 = At(Ptr, Point(0));
  int64_t Step[3] = {0, 0, 0};
  bool Linear = A0.has_value();
  uint64_t Stride[3] = {1, B.X, B.X * B.Y};
  for (int D = 0; D < 3 && Linear; ++D)
    if (Stride[D] < Active) {
      std::optional<int64_t> AD = At(Ptr, Point(unsigned(Stride[D])));
      Linear = AD.has_value();
      if (Linear)
        Step[D] = addrSub(*AD, *A0);
    }
  auto Guess = [&](unsigned Ln) {
    ThreadPoint P = Point(Ln);
    int64_t A = *A0;
    for (int D = 0; D < 3; ++D)
      A = addrAdd(A, addrMul(Step[D], int64_t(P.Tid[D])));
    return A;
  };
  for (unsigned Probe : {Active - 1, Active / 2 + 1})
    if (Linear && Probe < Active && Probe > 0)
      Linear = At(Ptr, Point(Probe)) == std::optional<int64_t>(Guess(Probe));
  for (unsigned Ln = 0; Ln < Active; ++Ln)
    Lanes[Ln] = Linear ? std::optional<int64_t>(Guess(Ln)) : At(Ptr, Point(Ln));
  return Lanes;
}

AccessAnalyzer::AccessAnalyzer(const Function &F, const IRAnalyses &A,
                               const GPUDesc &G, const KernelLaunch &L,
                               const std::map<unsigned, int64_t> &Args,
                               std::function<double(const Loop *)> Trip)
    : F(F), A(A), G(G), L(L), Args(Args), Trip(std::move(Trip)) {}

namespace {

/// An address operand of an ldmatrix/stmatrix or cp.async statement.
struct MatrixAddress {
  const Use *U;
  unsigned Size;  ///< bytes per lane
  unsigned Lanes; ///< lanes whose addresses the instruction uses
  unsigned AS;    ///< where the address points
  bool IsLoad;
  bool PerPhase;  ///< ldmatrix/stmatrix: each matrix's rows are a request
};

/// The address operands of the matrix moves and copies a call makes
/// (inline PTX statements or an NVVM intrinsic), in statement order.
SmallVector<MatrixAddress, 4> matrixAddresses(const CallInst &CI) {
  SmallVector<MatrixAddress, 4> Out;
  auto Add = [&](const MatrixOp &Op) {
    if (Op.K == MatrixOp::Load || Op.K == MatrixOp::Store) {
      // A plain ld/st written as PTX: every lane its own address; a
      // generic one where the operand's pointer leads.
      if (const Use *U = refOperand(CI, Op.AddrRefs[0]))
        Out.push_back({U, Op.Bytes, 32u,
                       Op.AddrSpace == ASGeneric ? traceSpace(U->get())
                                                 : Op.AddrSpace,
                       Op.K == MatrixOp::Load, false});
      return;
    }
    bool Copy = Op.K == MatrixOp::AsyncCopy;
    for (unsigned I = 0; I < Op.AddrRefs.size(); ++I) {
      const Use *U = refOperand(CI, Op.AddrRefs[I]);
      if (!U)
        continue;
      bool Src = Copy && I == 1;
      // ldmatrix/stmatrix use one lane's 16-byte row per 8x8 matrix row.
      Out.push_back({U, Copy ? Op.Bytes : 16u, Copy ? 32u : Op.Bytes / 16,
                     Src ? ASGlobal : ASShared,
                     Src || Op.K == MatrixOp::LoadMatrix, !Copy});
    }
  };
  if (const auto *IA = dyn_cast<InlineAsm>(CI.getCalledOperand())) {
    for (StringRef St : ptxStatements(IA->getAsmString()))
      if (std::optional<MatrixOp> Op = classifyMatrixPTX(St))
        Add(*Op);
    return Out;
  }
  const Function *Fn = CI.getCalledFunction();
  StringRef N = Fn ? Fn->getName() : "";
  if (N.consume_front("llvm.nvvm."))
    if (std::optional<MatrixOp> Op = classifyMatrixName(N))
      Add(*Op);
  return Out;
}

/// The value whose lanes give an address operand's addresses: a 32-bit
/// shared address is a generic pointer converted (cvta, ptrtoint, trunc).
const Value *addressValue(const Value *V) {
  while (true) {
    if (const auto *C = dyn_cast<CastInst>(V);
        C && (isa<TruncInst>(C) || isa<ZExtInst>(C) || isa<PtrToIntInst>(C) ||
              isa<AddrSpaceCastInst>(C)))
      V = C->getOperand(0);
    else
      return V;
  }
}

/// The bytes from the lowest to the highest address \p Addr can take past
/// its pointer base, from ScalarEvolution's ranges of the offset (a table
/// indexed by a byte, a clamped bin); none where the index is unbounded.
std::optional<double> indexSpan(ScalarEvolution &SE, const Value *Addr) {
  if (!Addr->getType()->isPointerTy() || !SE.isSCEVable(Addr->getType()))
    return std::nullopt;
  const SCEV *Off = SE.removePointerBase(SE.getSCEV(const_cast<Value *>(Addr)));
  if (isa<SCEVCouldNotCompute>(Off))
    return std::nullopt;
  // The count of a range that is neither full nor empty: Upper - Lower
  // modulo 2^width (a wrapped set's too).
  auto Count = [](const ConstantRange &R) {
    return R.isFullSet() || R.isEmptySet() ? APInt::getAllOnes(R.getBitWidth())
                                           : R.getUpper() - R.getLower();
  };
  APInt Signed = Count(SE.getSignedRange(Off));
  APInt Unsigned = Count(SE.getUnsignedRange(Off));
  APInt Least = Signed.ult(Unsigned) ? Signed : Unsigned;
  // Beyond 2^40 bytes no cache holds it: as unbounded.
  if (Least.getActiveBits() > 40)
    return std::nullopt;
  return double(Least.getZExtValue() - 1);
}

} // namespace

void AccessAnalyzer::run(
    DenseMap<const Value *, AccessSummary> &Out,
    std::map<std::string, std::vector<const Value *>> *ByLoc,
    DenseMap<const Use *, AccessSummary> *OperandOut) {
  Dim3 Block = L.Block;
  Dim3 Grid = L.Grid;
  uint64_t Threads = Block.total();
  unsigned Active = unsigned(std::min<uint64_t>(G.WarpSize, Threads));
  const DataLayout &DL = F.getParent()->getDataLayout();
  SCEVEvaluator E(A.SE, Args, L);
  E.Loops = &A.LI;
  E.ArgHook = ArgHook;
  E.tripsFrom(Trip);

  auto At = [&](const Value *Ptr, const ThreadPoint &P) {
    E.atThread(&P, A.UI);
    std::optional<APInt> V = E.valueOf(Ptr);
    return V ? std::optional<int64_t>(V->getSExtValue()) : std::nullopt;
  };
  ThreadPoint First, GridLast = ThreadPoint::lastOfGrid(Block, Grid),
                     BlockLast = ThreadPoint::lastOfBlock(Block);
  CacheLevelPlanner Planner(G, Block, Grid);
  // A local array's level from its size and the threads resident at once
  // (the launch's; without it, as many as the GPU holds).
  double Resident = L.ResidentThreadsPerSM ? double(L.ResidentThreadsPerSM)
                    : G.Limits.MaxThreadsPerSM
                        ? double(G.Limits.MaxThreadsPerSM)
                        : double(Threads);
  // The thread's local memory: every array it allocates (clang may split
  // one array into several).
  std::optional<double> LocalBytes;
  auto localLevel = [&](const Value *Addr, AccessSummary &S) {
    if (!isa<AllocaInst>(getUnderlyingObjectAggressive(Addr)))
      return;
    if (!LocalBytes) {
      LocalBytes = 0;
      for (const Instruction &I : instructions(F))
        if (const auto *AI = dyn_cast<AllocaInst>(&I))
          if (std::optional<TypeSize> Sz = AI->getAllocationSize(DL);
              Sz && !Sz->isScalable())
            *LocalBytes += double(Sz->getFixedValue());
    }
    CacheChoice C = localCacheLevel(*LocalBytes, Resident, G);
    S.Level = C.Level;
    S.HitFraction = C.HitFraction;
    S.Why = C.Why;
  };
  // A data-indexed atomic whose range, \p Bytes, the L2 holds: its
  // updates queue at the range's lines, the warp's distinct words spread
  // over them (docs/model.md section 74).
  auto lineAtomic = [&](double Bytes, const LaneAddresses &LA, bool Float,
                        AccessSummary &S) {
    if (!S.Size)
      return;
    SmallDenseSet<int64_t, 32> Words;
    for (const std::optional<int64_t> &Lane : LA)
      if (Lane)
        Words.insert(*Lane / int64_t(S.Size));
    double Lines = std::ceil(Bytes / (G.LineBytes ? G.LineBytes : 128));
    S.LineAtomic =
        Float ? AccessSummary::OneWord::Float : AccessSummary::OneWord::Int;
    S.AtomicLines = unsigned(Lines);
    S.LineUpdates = double(Words.size()) / Lines;
  };
  std::vector<std::string> Names; // the parameters', once needed
  DenseSet<const void *> OperandKeys; // ldmatrix/cp.async operands' keys

  // One access into \p S: \p Addr gives the lanes' addresses, \p Key names
  // it to the cache planner.
  auto Analyse = [&](const Instruction &I, const Value *Addr, unsigned Lanes,
                     bool IsLoad, bool Atomic, const void *Key,
                     AccessSummary &S, bool PerPhase = false) {
    const BasicBlock &BB = *I.getParent();
    // Stand-ins whose products overflow the index's integer (llm.c's
    // `b * N * 3 * NH * d`, 65536 each) give lanes that mean nothing, and
    // divisions by the wrapped products none: smaller ones, said.
    LaneAddresses LA;
    E.withStandIns([&] {
      E.UsedStandIn = E.UsedDataLoad = false;
      E.UnboundArgs.clear();
      E.dataLoads(true);
      LA = laneAddresses(Addr, At, Block, Lanes);
      E.dataLoads(false);
    });
    uint64_t StandIn = E.standIn();
    S.DataIndexed = E.UsedDataLoad;
    // The first thread's address with loads not taken as data: lane 0's
    // when no load was (each point evaluation counts, issue 33).
    std::optional<std::optional<int64_t>> FirstAddr;
    auto AtFirst = [&]() {
      if (!FirstAddr)
        FirstAddr = !E.UsedDataLoad && !LA.empty() ? LA[0] : At(Addr, First);
      return *FirstAddr;
    };
    // What the lanes rest on, said where the access is costed (IRCosts):
    // code no warp runs (an unrolled loop's remainder when the trip count
    // divides) must not say it. A matrix operand's, here.
    std::vector<Assumption> Said;
    // Made only for a note: a location's file name is a string per access
    // and launch (2% of a further launch, issue 33).
    auto Loc = [&I] { return userLoc(I); };
    if (E.UsedDataLoad)
      Said.push_back({"an address depends on a value loaded from memory: "
                      "lanes that load it from one address are taken to "
                      "share it (coalesced), lanes that load it from "
                      "different addresses to differ (one sector each)",
                      Loc(), AssumptionKind::Data});
    if (E.UsedStandIn) {
      if (Names.empty())
        Names = paramNames(F);
      Said.push_back(standInNote(StandInFor::Address, Loc(), StandIn,
                                 E.UnboundArgs, Names, L.FieldNames));
    }
    summarizeLanes(S, LA, G, PerPhase);
    if (S.Unknown)
      Said.push_back({"an address is not affine in the thread index "
                      "(data-dependent): one sector (or bank pass) per lane "
                      "assumed",
                      Loc(), AssumptionKind::Data});
    if (OperandKeys.count(Key)) {
      for (Assumption &N : Said)
        addOnce(Notes, std::move(N));
    } else if (!Said.empty()) {
      AccessNotes[static_cast<const Value *>(Key)] = std::move(Said);
    }
    const auto *RMW = Atomic ? dyn_cast<AtomicRMWInst>(&I) : nullptr;
    bool FloatRMW = RMW && RMW->isFloatingPointOperation();
    if (Atomic && S.Level != MemLevel::Shared && S.AddrSpace != ASLocal &&
        !S.Unknown)
      S.OneWordAtomic = oneWordAtomic(AtFirst(), At(Addr, BlockLast),
                                      At(Addr, GridLast), LA, FloatRMW);
    if (S.AddrSpace == ASLocal)
      localLevel(Addr, S);
    if (S.Level != MemLevel::Shared && S.AddrSpace != ASLocal &&
        S.AddrSpace != ASConst) {
      // Through phis too: a pointer strength-reduced into a loop phi is
      // still its argument's buffer (two loads of one matrix counted as two
      // buffers doubled the kernel's footprint).
      const Value *Base = Addr->getType()->isPointerTy()
                              ? getUnderlyingObjectAggressive(Addr)
                              : Addr;
      // The block's other warps, where the address is linear in the warp
      // index: their sectors for reuse in this code block, asked once for
      // the sharing points too.
      unsigned Warps = unsigned((Block.total() + G.WarpSize - 1) / G.WarpSize);
      std::optional<int64_t> LastWarp, Step;
      bool AskedLastWarp = !Atomic && Warps > 1 && !S.Unknown;
      if (AskedLastWarp) {
        LastWarp = At(Addr, ThreadPoint::firstOfLastWarp(Block, G.WarpSize));
        if (std::optional<int64_t> Lo = AtFirst())
          Step = warpStep(LastWarp, *Lo, Warps);
      }
      if (!Atomic && Planner.reuseInCode(&BB, Base, IsLoad, S, Key, Step))
        return;
      double Execs = 1;
      for (const Loop *Lp = A.LI.getLoopFor(&BB); Lp; Lp = Lp->getParentLoop())
        Execs *= std::max(1.0, Trip(Lp));
      // Footprints, for the cache level (an atomic's are its index's).
      std::optional<int64_t> Lo, Hi, BHi;
      if (!Atomic) {
        Lo = AtFirst();
        Hi = At(Addr, GridLast);
        BHi = At(Addr, BlockLast);
      }
      if (!(Lo && Hi && BHi)) {
        // A data-indexed address's points are not the grid's: its index's
        // range bounds what it can touch.
        std::optional<double> Span;
        if (S.DataIndexed && !S.Unknown)
          Span = indexSpan(A.SE, Addr);
        if (!Span)
          return;
        Planner.addIndexRange(Key, Base, IsLoad && !Atomic, *Span + S.Size,
                              Execs, S);
        if (Atomic && S.Level == MemLevel::L2)
          lineAtomic(*Span + S.Size, LA, FloatRMW, S);
        return;
      }
      SharingPoints Share =
          sharingPoints([&](const ThreadPoint &P) { return At(Addr, P); }, *Lo,
                        Block, Grid, G, AskedLastWarp ? &LastWarp : nullptr);
      // How far every lane's address moves from one trip of the innermost
      // loop to the next: the recurrence's step, the same at the first
      // and the last lane (none where it is not affine in the loop).
      std::optional<int64_t> TripStep;
      double Trips = 0;
      if (const Loop *Inner = A.LI.getLoopFor(&BB);
          Inner && IsLoad && !S.Unknown && !LA.empty() &&
          A.SE.isSCEVable(Addr->getType())) {
        Trips = Trip(Inner);
        const SCEV *Sc = A.SE.getSCEV(const_cast<Value *>(Addr));
        const auto *AR = dyn_cast<SCEVAddRecExpr>(Sc);
        if (AR && AR->getLoop() == Inner && AR->isAffine()) {
          const SCEV *Step = AR->getStepRecurrence(A.SE);
          ThreadPoint Last = ThreadPoint::ofThread(LA.size() - 1, Block);
          E.atThread(&First, A.UI);
          std::optional<int64_t> S0 = E.eval(Step);
          E.atThread(&Last, A.UI);
          if (S0 && E.eval(Step) == S0)
            TripStep = S0;
        } else if (A.SE.isLoopInvariant(Sc, Inner)) {
          TripStep = 0;
        }
      }
      Planner.addFootprint(Key, Base, IsLoad, *Lo, *Hi, *BHi, Execs, S, Share,
                           TripStep, Trips);
    }
  };

  SCEVDispositionTrim Trim(A.SE);
  for (const BasicBlock &BB : F) {
    Trim.tick();
    for (const Instruction &I : BB) {
      if (const auto *CI = dyn_cast<CallInst>(&I); CI && OperandOut)
        for (const MatrixAddress &M : matrixAddresses(*CI)) {
          AccessSummary &S = (*OperandOut)[M.U];
          S.Size = M.Size;
          S.AddrSpace = M.AS;
          OperandKeys.insert(M.U);
          Analyse(I, addressValue(M.U->get()), std::min(Active, M.Lanes),
                  M.IsLoad, false, M.U, S, M.PerPhase);
        }
      if (const auto *MI = dyn_cast<MemIntrinsic>(&I)) {
        // A struct copied or cleared by value: its moves' lanes at the
        // first move's width (IRCosts::memIntrinsic).
        const auto *Len = dyn_cast<ConstantInt>(MI->getLength());
        if (!Len || Len->getValue().ugt(MaxStructMoveBytes))
          continue;
        SmallVector<std::pair<const Value *, bool>, 2> Ends;
        if (const auto *T = dyn_cast<MemTransferInst>(MI))
          Ends.push_back({T->getRawSource(), true});
        Ends.push_back({MI->getRawDest(), false});
        for (auto [P, IsLoad] : Ends) {
          if (Out.count(P))
            continue;
          AccessSummary S;
          S.Size = memMoveWidth(*MI);
          S.AddrSpace = traceSpace(P);
          if (S.AddrSpace == ASParam)
            continue;
          Analyse(I, P, Active, IsLoad, false, P, S);
          Out[P] = S;
        }
        continue;
      }
      auto [Ptr, Ty] = accessOf(I);
      if (!Ptr)
        continue;
      if (ByLoc && !isa<StoreInst>(I))
        if (const DILocation *DL = I.getDebugLoc().get()) {
          std::vector<const Value *> &At = (*ByLoc)[positionKey(*DL)];
          if (!is_contained(At, Ptr))
            At.push_back(Ptr);
        }
      if (Out.count(Ptr))
        continue;
      AccessSummary S;
      S.Size = unsigned(DL.getTypeStoreSize(Ty).getKnownMinValue());
      S.AddrSpace = traceSpace(Ptr);
      if (S.AddrSpace == 101) // kernel parameters: no traffic
        continue;
      Analyse(I, Ptr, Active, isa<LoadInst>(I) || isa<CallInst>(I),
              isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I) ||
                  isScopedAtomic(I),
              Ptr, S);
      Out[Ptr] = S;
    }
  }

  Planner.finish([&](const void *Key) -> AccessSummary & {
    if (OperandKeys.count(Key))
      return (*OperandOut)[static_cast<const Use *>(Key)];
    return Out[static_cast<const Value *>(Key)];
  });
}

} // namespace lhf
