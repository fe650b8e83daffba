//===- MatrixOps.h - Tensor-core and asynchronous-copy operations -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What a matrix or asynchronous-copy operation is, from its NVVM name
/// (`llvm.nvvm.<name>`, `nvvm.<name>`) or its PTX spelling in inline asm
/// (`mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 ...`): shared by
/// every front end, so that each only finds the name and the pointers.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_MATRIXOPS_H
#define LHF_MODEL_MATRIXOPS_H

#include "lhf/Model/Kernel.h"
#include "lhf/Model/MemoryAccess.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lhf {

struct MatrixOp {
  enum Kind {
    MMA,        ///< mma.sync, wmma.mma, wgmma.mma_async: matrix-pipe work
    LoadMatrix, ///< ldmatrix, wmma.load: a warp-wide load of fragments
    StoreMatrix,///< stmatrix, wmma.store
    AsyncCopy,  ///< cp.async: global -> shared without registers
    AsyncCommit,///< cp.async.commit_group
    AsyncWait,  ///< cp.async.wait_group N / wait_all, mbarrier.try_wait
    Ordering,   ///< orders work but moves nothing the model counts
                ///< (wgmma.fence/commit/wait, mbarrier.init/arrive)
    Unmodelled, ///< a known family lhf does not model yet (TMA tensor copies)
    Load,       ///< a plain ld written as PTX (__ldcs, __ldcg, ld.global.nc)
    Store,      ///< a plain st written as PTX (__stcs, __stwt)
  } K = Unmodelled;
  /// A bulk copy (cp.async.bulk): AsyncCopy's bytes are per instruction,
  /// and it is waited for by an mbarrier wait (an AsyncWait with Bulk),
  /// not by commit groups.
  bool Bulk = false;
  TensorType Type = TensorType::FP16;
  /// MMA: FLOP per warp (2 per multiply-add; a warpgroup's wgmma is shared
  /// by its four warps).
  double FlopsPerWarp = 0;
  /// LoadMatrix/StoreMatrix: bytes per warp; AsyncCopy, Load, Store: bytes
  /// per thread (per instruction when Bulk).
  unsigned Bytes = 0;
  /// Load/Store: the state space the instruction names (ASGlobal, ...),
  /// ASGeneric when it names none.
  unsigned AddrSpace = 0;
  /// Load/Store: a volatile, relaxed or acquire access, which orders the
  /// memory operations around it.
  bool Ordered = false;
  /// AsyncWait: committed groups that may stay in flight (0: all done).
  unsigned PendingGroups = 0;
  /// AsyncWait: cp.async.wait_all, which also waits for the copies not yet
  /// committed (PTX: commit_group, then wait_group 0).
  bool WaitAll = false;
  /// The family, for notes ("cp.async.bulk", "mbarrier", ...).
  llvm::StringRef Family;
  /// ldmatrix/stmatrix and cp.async: the operands holding the addresses
  /// the lanes supply, in the order written (the row address; a copy's
  /// destination, then its source): for PTX the `$N` inside `[...]` (~0u
  /// where the address is not an operand reference), for an NVVM name the
  /// call's argument numbers.
  llvm::SmallVector<unsigned, 2> AddrRefs;

  /// What the model leaves out of this operation ("" when nothing): the
  /// front ends say it with "the prediction is a lower bound".
  llvm::StringRef notCounted() const {
    if (K == Unmodelled)
      return "not modelled yet (its memory traffic and waits are not "
             "counted)";
    if (K == MMA && Family == "wgmma")
      return "its operands' shared-memory reads and its latency are not "
             "counted";
    return "";
  }

  /// A step of the cp.async protocol (a copy, a commit or a wait), which
  /// the region scheduler connects (RegionBuilder::addAsyncStep).
  bool isAsyncStep() const {
    return K == AsyncCopy || K == AsyncCommit || K == AsyncWait;
  }
};

/// How a costed matrix or copy operation takes part in its region's
/// schedule.
struct MatrixOpRole {
  bool IsLoad = false;  ///< later users (or its wait) wait for it
  bool Memory = false;  ///< it reads or writes memory
  bool Store = false;   ///< it writes (a fragment store)
  bool Shared = false;  ///< the memory is shared memory
  bool Fence = false;   ///< nothing moves across it (a wait)
};

/// Adds \p Op's cost to \p S, the same in every front end: matrix-pipe
/// FLOP and an issue slot; fragment loads and stores at \p AddrSpace; a
/// cp.async copy as a global load that lands in shared memory. \p Addr
/// holds the access analysis of the addresses the lanes supply, one per
/// Op.AddrRefs (null where unknown): ldmatrix rows pay their bank
/// conflicts, a copy its source's sectors and cache level and its
/// destination's bank conflicts. Without them (wmma fragments, whose lane
/// layout is the hardware's) a fragment moves only what it needs.
/// \p Key names the instruction for hints.
MatrixOpRole addMatrixOpCost(Segment &S, const MatrixOp &Op, unsigned AddrSpace,
                             unsigned WarpSize, KeyInstr Key,
                             llvm::ArrayRef<const AccessSummary *> Addr = {});

/// The PTX statements of an inline-asm string (split at ';', trimmed;
/// empty ones, declarations and the braces of a scope left out).
std::vector<llvm::StringRef> ptxStatements(llvm::StringRef Asm);

/// Classifies an NVVM intrinsic or operation name (the part after
/// `llvm.nvvm.` or `nvvm.`), or nullopt when it is none of these.
std::optional<MatrixOp> classifyMatrixName(llvm::StringRef Name);

/// Classifies one PTX statement of inline asm (`cp.async.wait_group 1`,
/// `ld.global.cs.v4.f32 {...}, [$4]`, operands included), or nullopt when
/// it is none of these.
std::optional<MatrixOp> classifyMatrixPTX(llvm::StringRef Statement);

/// \p Statement with each inline-asm operand reference `$N` whose value
/// \p ValueOf knows replaced by that number (a bulk copy's size passed in
/// a register from a constant).
std::string bindAsmOperands(
    llvm::StringRef Statement,
    llvm::function_ref<std::optional<int64_t>(unsigned)> ValueOf);

/// Costs an inline-asm string statement by statement, as every front end
/// does: a matrix or asynchronous-copy operation goes to \p OnMatrix (its
/// costing and scheduling are the front end's), arithmetic is counted in
/// \p S by class (classifyPTXArith), and anything else as one Misc issue.
/// Returns how many statements were anything else, for unknownAsmNote.
unsigned costInlineAsm(
    llvm::StringRef Asm,
    llvm::function_ref<std::optional<int64_t>(unsigned)> ValueOf, Segment &S,
    llvm::function_ref<void(const MatrixOp &)> OnMatrix);

/// The note for \p N statements costInlineAsm did not know.
std::string unknownAsmNote(unsigned N);

} // namespace lhf

#endif // LHF_MODEL_MATRIXOPS_H
