//===- Access.cpp - What each memory access of an MLIR kernel moves -------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/MLIR/Access.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"

#include <cmath>
#include <set>

using namespace mlir;
using llvm::StringRef;

namespace lhf {

std::optional<MemAccess> memAccessOf(Operation *Op) {
  StringRef N = opName(Op);
  MemAccess A;
  A.Op = Op;
  auto Operand = [&](unsigned I) {
    return I < Op->getNumOperands() ? Op->getOperand(I) : Value();
  };
  if (N == "llvm.load" || N == "llvm.atomicrmw" || N == "llvm.cmpxchg") {
    A.Ptr = Operand(0);
    A.IsAtomic = N != "llvm.load";
    A.Ty = N == "llvm.cmpxchg" ? Operand(2).getType()
                               : Op->getResult(0).getType();
  } else if (N == "llvm.store") {
    A.Ptr = Operand(1);
    A.Ty = Operand(0).getType();
    A.IsLoad = false;
  } else if (N == "memref.load" || N == "vector.load" ||
             N == "memref.generic_atomic_rmw") {
    A.Ptr = Operand(0);
    A.Indices = Op->getOperands().drop_front(1);
    A.IsAtomic = N == "memref.generic_atomic_rmw";
    A.Ty = A.IsAtomic ? cast<MemRefType>(A.Ptr.getType()).getElementType()
                      : Op->getResult(0).getType();
  } else if (N == "memref.store" || N == "vector.store" ||
             N == "memref.atomic_rmw") {
    A.Ptr = Operand(1);
    A.Indices = Op->getOperands().drop_front(2);
    A.Ty = Operand(0).getType();
    A.IsAtomic = N == "memref.atomic_rmw";
    A.IsLoad = A.IsAtomic;
  } else if (N == "llvm.call_intrinsic") {
    auto I = Op->getAttrOfType<StringAttr>("intrin");
    if (!I || Op->getNumResults() != 1 ||
        !(I.getValue().starts_with("llvm.nvvm.ldg.global.") ||
          I.getValue().starts_with("llvm.nvvm.ldu.global.")))
      return std::nullopt;
    A.Ptr = Operand(0);
    A.Ty = Op->getResult(0).getType();
  } else {
    return std::nullopt;
  }
  if (!A.Ptr)
    return std::nullopt;
  return A;
}

const void *accessKey(const MemAccess &A) {
  if (A.Indices.empty() && !isa<BaseMemRefType>(A.Ptr.getType()))
    return A.Ptr.getAsOpaquePointer();
  return A.Op;
}

std::optional<int64_t>
AccessAnalyzer::address(const MemAccess &A, const ThreadPoint &P,
                        uint64_t StandIn, StandInUse *Use, const void *Loop,
                        uint64_t Trip) {
  Evaluator E(F, &P, StandIn);
  if (Loop)
    E.stepLoop(Loop, Trip);
  std::optional<int64_t> R = isa<BaseMemRefType>(A.Ptr.getType())
                                 ? E.memrefAddress(A.Ptr, A.Indices)
                                 : E.eval(A.Ptr);
  if (Use && E.UsedStandIn) {
    Use->Used = true;
    Use->Overflow |= E.StandInOverflow;
    for (unsigned Arg : E.UnboundArgs)
      if (!llvm::is_contained(Use->Unbound, Arg))
        Use->Unbound.push_back(Arg);
  }
  return R;
}

void AccessAnalyzer::run(llvm::DenseMap<const void *, AccessFacts> &Out) {
  const KernelLaunch &L = *F.Launch;
  Dim3 Block = L.Block;
  Dim3 Grid = L.Grid;
  uint64_t Threads = Block.total();
  unsigned Active = unsigned(std::min<uint64_t>(G.WarpSize, Threads));

  ThreadPoint First, GridLast = ThreadPoint::lastOfGrid(Block, Grid),
                     BlockLast = ThreadPoint::lastOfBlock(Block);
  CacheLevelPlanner Planner(G, Block, Grid);
  bool NotedUnknown = false, NotedStandIn = false;
  std::optional<double> LocalBytes;

  F.Kernel->walk([&](Operation *Op) {
    std::optional<MemAccess> A = memAccessOf(Op);
    if (!A)
      return;
    const void *Key = accessKey(*A);
    if (Out.count(Key))
      return;
    AccessFacts S;
    S.Size = unsigned(storeSize(A->Ty));
    S.AddrSpace = placeOf(A->Ptr, F.NumParams).AS;
    if (S.AddrSpace == ASParam) // kernel parameters: no traffic
      return;
    LaneAddresses Lanes(Active);
    // Stand-ins whose products overflow the index's integer give lanes
    // that mean nothing: smaller ones, said (StandIn.h).
    StandInUse Use;
    uint64_t StandIn = withStandIns([&](uint64_t V) {
      Use = StandInUse();
      for (unsigned Ln = 0; Ln < Active; ++Ln)
        Lanes[Ln] = address(*A, ThreadPoint::ofThread(Ln, Block), V, &Use);
      return Use.Overflow;
    });
    if (Use.Used && !NotedStandIn) {
      NotedStandIn = true;
      Notes.push_back(standInNote(StandInFor::Address,
                                  mlirUserLoc(Op->getLoc()), StandIn,
                                  Use.Unbound, mlirParamNames(F.Kernel)));
    }
    summarizeLanes(S, Lanes, G);
    if (A->IsAtomic && S.Level != MemLevel::Shared && S.AddrSpace != ASLocal &&
        !S.Unknown) {
      S.OneWordAtomic = oneWordAtomic(
          address(*A, First, StandIn), address(*A, BlockLast, StandIn),
          address(*A, GridLast, StandIn), Lanes, isa<FloatType>(A->Ty));
    }
    if (S.AddrSpace == ASLocal) {
      // The thread's own memory: every array it allocates, for the SM's
      // resident threads.
      if (!LocalBytes) {
        LocalBytes = 0;
        F.Kernel->walk([&](Operation *Alloc) {
          if (auto AI = dyn_cast<LLVM::AllocaOp>(Alloc)) {
            llvm::APInt N;
            if (matchPattern(AI.getArraySize(), m_ConstantInt(&N)))
              *LocalBytes += N.getZExtValue() * allocSize(AI.getElemType());
          } else if (opName(Alloc) == "memref.alloca") {
            *LocalBytes += allocSize(Alloc->getResult(0).getType());
          }
        });
      }
      double Resident = L.ResidentThreadsPerSM
                            ? double(L.ResidentThreadsPerSM)
                            : double(G.Limits.MaxThreadsPerSM);
      CacheChoice C = localCacheLevel(*LocalBytes, Resident, G);
      S.Level = C.Level;
      S.HitFraction = C.HitFraction;
      S.Why = C.Why;
    }
    if (S.Level != MemLevel::Shared && S.AddrSpace != ASLocal &&
        S.AddrSpace != ASConst) {
      const void *Base = underlyingObject(A->Ptr).getAsOpaquePointer();
      // Footprints, for the cache level; the block's other warps, where
      // the address is linear in the warp index, for reuse in this block.
      std::optional<int64_t> Lo = address(*A, First, StandIn);
      unsigned Warps = unsigned((Block.total() + G.WarpSize - 1) / G.WarpSize);
      std::optional<int64_t> LastWarp, Step;
      bool AskedLastWarp = !A->IsAtomic && Warps > 1 && !S.Unknown;
      if (AskedLastWarp) {
        LastWarp = address(*A, ThreadPoint::firstOfLastWarp(Block, G.WarpSize),
                           StandIn);
        if (Lo)
          Step = warpStep(LastWarp, *Lo, Warps);
      }
      if (!A->IsAtomic &&
          Planner.reuseInCode(Op->getBlock(), Base, A->IsLoad, S, Key, Step)) {
        Out[Key] = S;
        return;
      }
      std::optional<int64_t> Hi = address(*A, GridLast, StandIn);
      std::optional<int64_t> BHi = address(*A, BlockLast, StandIn);
      if (Lo && Hi && BHi && !A->IsAtomic) {
        double Execs = ExecsOf ? ExecsOf(Op) : 1;
        SharingPoints Share = sharingPoints(
            [&](const ThreadPoint &P) { return address(*A, P, StandIn); }, *Lo,
            Block, Grid, G, AskedLastWarp ? &LastWarp : nullptr);
        // How far the first and the last lane move to the next trip of the
        // innermost loop: the same for both, every lane's step.
        std::optional<int64_t> TripStep;
        double Trips = 0;
        if (auto [Loop, T] = A->IsLoad && InnerLoop && !S.Unknown
                                 ? InnerLoop(Op)
                                 : std::pair<const void *, double>{};
            Loop && T >= 2) {
          Trips = T;
          ThreadPoint Last = ThreadPoint::ofThread(Active - 1, Block);
          std::optional<int64_t> F1 =
              address(*A, First, StandIn, nullptr, Loop, 1);
          std::optional<int64_t> L1 =
              address(*A, Last, StandIn, nullptr, Loop, 1);
          if (F1 && L1 && Lanes[Active - 1] &&
              addrSub(*F1, *Lo) == addrSub(*L1, *Lanes[Active - 1]))
            TripStep = addrSub(*F1, *Lo);
        }
        Planner.addFootprint(Key, Base, A->IsLoad, *Lo, *Hi, *BHi, Execs, S,
                             Share, TripStep, Trips);
      }
    }
    if (S.Unknown && !NotedUnknown) {
      NotedUnknown = true;
      Notes.push_back({"an address is not affine in the thread index "
                       "(data-dependent): one sector (or bank pass) per lane "
                       "assumed",
                       mlirUserLoc(Op->getLoc())});
    }
    Out[Key] = S;
  });

  Planner.finish(
      [&](const void *Key) -> AccessFacts & { return Out[Key]; });
}

} // namespace lhf
