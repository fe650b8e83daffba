//===- Kernel.cpp - Kernel description helpers ----------------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/Kernel.h"

#include <numeric>

namespace lhf {

double Segment::totalInstrs() const {
  return std::accumulate(Instrs.begin(), Instrs.end(), 0.0);
}

bool Segment::hasLoads() const {
  for (const MemTraffic &M : Mem)
    if (M.LoadRequests > 0 || M.LoadBytes > 0)
      return true;
  return false;
}

} // namespace lhf
