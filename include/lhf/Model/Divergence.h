//===- Divergence.h - Warps that run each side of a branch ----*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A warp runs a side of a divergent branch when any of its lanes goes
/// there (SIMT): every front end weights each side by the share of the
/// block's warps that do, from each thread's condition.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_DIVERGENCE_H
#define LHF_MODEL_DIVERGENCE_H

#include "lhf/Model/MemoryAccess.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <utility>

namespace lhf {

/// The share of block 0's warps (at most 1024 threads) with some lane for
/// which \p Cond is true, and with some lane for which it is false.
/// \p Cond is asked at each thread (ThreadPoint::Tid set, block 0); nullopt
/// when it cannot tell for some thread.
std::optional<std::pair<double, double>>
warpShares(const Dim3 &Block, unsigned WarpSize,
           llvm::function_ref<std::optional<bool>(const ThreadPoint &)> Cond);

} // namespace lhf

#endif // LHF_MODEL_DIVERGENCE_H
