//===- Kernel.cpp - Kernel description helpers ----------------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/Kernel.h"

#include <algorithm>
#include <numeric>

namespace lhf {

std::string atLine(const SourceLoc &L) {
  if (!L.valid())
    return "";
  std::string S = " at line " + std::to_string(L.Line);
  if (L.Col)
    S += ":" + std::to_string(L.Col);
  return S;
}

std::string argumentName(unsigned Key,
                         const std::vector<std::string> &ParamNames,
                         const std::map<unsigned, std::string> &FieldNames) {
  if (!isFieldKey(Key))
    return Key < ParamNames.size() ? ParamNames[Key] : "";
  if (auto It = FieldNames.find(Key); It != FieldNames.end())
    return It->second;
  unsigned Arg = fieldArg(Key);
  if (Arg >= ParamNames.size() || ParamNames[Arg].empty())
    return "";
  return ParamNames[Arg] + "+" + std::to_string(fieldOffset(Key));
}

double Segment::totalInstrs() const {
  return std::accumulate(Instrs.begin(), Instrs.end(), 0.0);
}

bool Segment::hasLoads() const {
  for (const MemTraffic &M : Mem)
    if (M.LoadRequests > 0 || M.LoadBytes > 0)
      return true;
  return false;
}

bool Segment::hasKey(KeyInstr::Kind K) const {
  for (const KeyInstr &Key : Keys)
    if (Key.K == K)
      return true;
  return false;
}

void Segment::keepComputeKey(SourceLoc L, const void *Origin,
                             std::string Text) {
  if (hasKey(KeyInstr::Compute))
    return;
  KeyInstr Key;
  Key.K = KeyInstr::Compute;
  Key.Loc = L;
  Key.Origin = Origin;
  Key.Text = std::move(Text);
  Keys.push_back(std::move(Key));
}

/// The first key instruction of \p K's segments that \p Pred holds for.
template <typename PredT>
static const KeyInstr *firstKey(const KernelDesc &K, PredT Pred) {
  for (const Segment &S : K.Segments)
    for (const KeyInstr &Key : S.Keys)
      if (Pred(Key))
        return &Key;
  return nullptr;
}

const KeyInstr *KernelDesc::firstOneWordAtomic() const {
  return firstKey(*this, [](const KeyInstr &K) { return K.OneWordAtomic; });
}

const KeyInstr *KernelDesc::firstLineAtomic() const {
  return firstKey(*this, [](const KeyInstr &K) { return K.AtomicLines > 0; });
}

void Segment::addBarrier(SourceLoc L, const void *Origin) {
  count(InstrClass::Sync) += 1;
  KeyInstr Key;
  Key.K = KeyInstr::Barrier;
  Key.Loc = L;
  Key.Origin = Origin;
  Key.Text = "barrier";
  Keys.push_back(std::move(Key));
}

void addOnce(std::vector<Assumption> &Notes, Assumption N) {
  if (std::none_of(Notes.begin(), Notes.end(), [&](const Assumption &M) {
        return M.Text == N.Text && M.BoundBy == N.BoundBy;
      }))
    Notes.push_back(std::move(N));
}

} // namespace lhf
