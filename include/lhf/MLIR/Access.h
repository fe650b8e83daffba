//===- Access.h - What each memory access of an MLIR kernel moves -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The MLIR counterpart of the IR front end's access analysis: the byte
/// address each lane of the first warp touches (lanes laid out over
/// threadIdx.x, then .y and .z), hence its sectors or bank congestion
/// (lib/Model/MemoryAccess), and for global loads the footprint and reuse
/// that choose the cache level serving them.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MLIR_ACCESS_H
#define LHF_MLIR_ACCESS_H

#include "lhf/MLIR/Evaluator.h"
#include "lhf/Model/MemoryAccess.h"

#include <functional>
#include <vector>

namespace lhf {

/// One memory access: `llvm.load/store/atomicrmw/cmpxchg`, `memref.load/
/// store/atomic_rmw`, `vector.load/store`, the ldg/ldu intrinsics.
struct MemAccess {
  mlir::Operation *Op = nullptr;
  mlir::Value Ptr;            ///< the pointer or memref
  mlir::ValueRange Indices;   ///< memref indices (none for pointers)
  mlir::Type Ty;              ///< the type moved
  bool IsLoad = true;         ///< loads and atomics; false for stores
  bool IsAtomic = false;
};
std::optional<MemAccess> memAccessOf(mlir::Operation *Op);

/// Accesses through the same LLVM pointer share their facts (as the IR
/// front end keys them by pointer operand); memref accesses are their own.
const void *accessKey(const MemAccess &A);

/// What one access moves per warp request.
using AccessFacts = AccessSummary;

/// Computes AccessFacts for every access of the kernel.
class AccessAnalyzer {
public:
  /// \p ExecsOf: how often an operation runs per warp through its loops.
  AccessAnalyzer(const KernelFacts &F, const GPUDesc &G,
                 std::function<double(mlir::Operation *)> ExecsOf)
      : F(F), G(G), ExecsOf(std::move(ExecsOf)) {}
  void run(llvm::DenseMap<const void *, AccessFacts> &Out);
  /// Labelled guesses made on the way.
  std::vector<Assumption> Notes;
  /// The innermost loop around an operation (a CFGLoop* or scf.for) and
  /// its trip count; null when there is none. Without it no load finds its
  /// previous trip's sectors (CacheLevelPlanner::addFootprint).
  std::function<std::pair<const void *, double>(mlir::Operation *)> InnerLoop;

private:
  /// What the lanes' evaluations met: unbound integers (stand-ins) and
  /// whether a stand-in overflowed.
  struct StandInUse {
    std::vector<unsigned> Unbound; ///< a memref's dynamic stride has none
    bool Used = false, Overflow = false;
  };
  /// \p A's address at \p P with \p StandIn for unbound integers, what
  /// it met added to \p Use; at trip \p Trip of \p Loop when given.
  std::optional<int64_t> address(const MemAccess &A, const ThreadPoint &P,
                                 uint64_t StandIn, StandInUse *Use = nullptr,
                                 const void *Loop = nullptr, uint64_t Trip = 0);
  const KernelFacts &F;
  const GPUDesc &G;
  std::function<double(mlir::Operation *)> ExecsOf;
};

} // namespace lhf

#endif // LHF_MLIR_ACCESS_H
