//===- AddressMemo.cpp - Lane addresses kept across a kernel's launches ---===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/AddressMemo.h"

#include "llvm/ADT/Hashing.h"

#include <algorithm>

using namespace llvm;

namespace lhf {

bool AddressMemo::Key::operator==(const Key &O) const {
  return Ptr == O.Ptr && std::equal(Tid, Tid + 3, O.Tid) &&
         std::equal(Ctaid, Ctaid + 3, O.Ctaid) &&
         LastIteration == O.LastIteration && DataLoads == O.DataLoads;
}

size_t AddressMemo::KeyHash::operator()(const Key &K) const {
  return hash_combine(K.Ptr, K.Tid[0], K.Tid[1], K.Tid[2], K.Ctaid[0],
                      K.Ctaid[1], K.Ctaid[2], K.LastIteration, K.DataLoads);
}

AddressMemo::Key AddressMemo::keyOf(const Value *Ptr, const ThreadPoint &P,
                                    bool DataLoads) {
  Key K{Ptr, {}, {}, P.LastIteration, DataLoads};
  std::copy(P.Tid, P.Tid + 3, K.Tid);
  std::copy(P.Ctaid, P.Ctaid + 3, K.Ctaid);
  return K;
}

void AddressMemo::atLaunch(const std::map<unsigned, int64_t> &Args,
                           const Dim3 &Block, const Dim3 &Grid) {
  if (!Launches.empty() && Launches.back().Args == Args &&
      Launches.back().Block == Block && Launches.back().Grid == Grid)
    return;
  Launches.push_back({Args, Block, Grid});
}

const std::optional<int64_t> *
AddressMemo::find(const Value *Ptr, const ThreadPoint &P, bool DataLoads,
                  function_ref<double(const Loop *)> Trip,
                  const SCEVEvaluator::CallRecord *&What) const {
  auto It = Entries.find(keyOf(Ptr, P, DataLoads));
  if (It == Entries.end())
    return nullptr;
  const Entry &E = It->second;
  const Launch &Then = Launches[E.Launch], &Now = Launches.back();
  uint16_t Read = E.What.Flags;
  if (((Read & SCEVEvaluator::BlockRead) && !(Then.Block == Now.Block)) ||
      ((Read & SCEVEvaluator::GridRead) && !(Then.Grid == Now.Grid)))
    return nullptr;
  auto Bound = [](const std::map<unsigned, int64_t> &Args, unsigned Key) {
    auto It = Args.find(Key);
    return It == Args.end() ? std::nullopt : std::optional<int64_t>(It->second);
  };
  for (unsigned Key : E.What.ArgKeys)
    if (Bound(Then.Args, Key) != Bound(Now.Args, Key))
      return nullptr;
  for (const auto &[Lp, T] : E.What.Trips)
    if (Trip(Lp) != T)
      return nullptr;
  What = &E.What;
  return &E.Value;
}

void AddressMemo::keep(const Value *Ptr, const ThreadPoint &P, bool DataLoads,
                       std::optional<int64_t> Value,
                       const SCEVEvaluator::CallRecord &What) {
  Entries.insert_or_assign(keyOf(Ptr, P, DataLoads),
                           Entry{Value, What, unsigned(Launches.size() - 1)});
}

} // namespace lhf
