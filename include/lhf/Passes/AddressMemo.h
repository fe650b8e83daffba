//===- AddressMemo.h - Lane addresses kept across a kernel's launches -*- C++
//-*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The access analysis evaluates each access's address at a dozen thread
/// points per launch: warp 0's lanes, the block's last warp, the next
/// blocks, the grid's last thread. Most of them read only the block's
/// shape, so a kernel launched thirty times with other grids and sizes
/// evaluated the same numbers thirty times (issue 33). The memo keeps each
/// value with what of its launch the evaluation read (arguments, blockDim,
/// gridDim, the trip counts of the loops it stepped to their end); a later
/// launch that binds all of those alike takes the value and replays what
/// the evaluation reported (a stand-in used, an unbound argument met).
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_ADDRESSMEMO_H
#define LHF_PASSES_ADDRESSMEMO_H

#include "lhf/Passes/SCEVEvaluator.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <map>
#include <optional>
#include <unordered_map>
#include <vector>

namespace llvm {
class Loop;
class Value;
} // namespace llvm

namespace lhf {

class AddressMemo {
public:
  /// The launch whose evaluations follow (a new one when its arguments,
  /// block or grid differ from the last).
  void atLaunch(const std::map<unsigned, int64_t> &Args, const Dim3 &Block,
                const Dim3 &Grid);

  /// The address of \p Ptr at \p P (lanes' loads as data when
  /// \p DataLoads), if an earlier evaluation read nothing this launch
  /// binds otherwise; \p Trip gives this launch's trip counts.
  const std::optional<int64_t> *
  find(const llvm::Value *Ptr, const ThreadPoint &P, bool DataLoads,
       llvm::function_ref<double(const llvm::Loop *)> Trip,
       const SCEVEvaluator::CallRecord *&What) const;

  /// Keeps an evaluation of this launch.
  void keep(const llvm::Value *Ptr, const ThreadPoint &P, bool DataLoads,
            std::optional<int64_t> Value,
            const SCEVEvaluator::CallRecord &What);

private:
  struct Key {
    const llvm::Value *Ptr;
    uint64_t Tid[3], Ctaid[3];
    bool LastIteration, DataLoads;
    bool operator==(const Key &O) const;
  };
  struct KeyHash {
    size_t operator()(const Key &K) const;
  };
  struct Launch {
    std::map<unsigned, int64_t> Args;
    Dim3 Block, Grid;
  };
  struct Entry {
    std::optional<int64_t> Value;
    SCEVEvaluator::CallRecord What;
    unsigned Launch; ///< index in Launches: the values it was read under
  };
  static Key keyOf(const llvm::Value *Ptr, const ThreadPoint &P,
                   bool DataLoads);

  std::vector<Launch> Launches;
  std::unordered_map<Key, Entry, KeyHash> Entries;
};

} // namespace lhf

#endif // LHF_PASSES_ADDRESSMEMO_H
